/// A keyframe track started at a motion time.
///
/// Under reduced motion it presents the end state at once: the base for `.removed` fill,
/// the final value for `.forwards`, and the base for tracks that repeat for ever (which
/// have no end state; a spinning avatar simply does not spin).
public struct KeyframeAnimation: Sendable, Hashable {
    /// The keyframes played.
    public let track: KeyframeTrack
    /// The motion time (s) the track started at.
    public let startTime: Double
    /// The environment the animation was started in.
    public let environment: MotionEnvironment

    /// Starts `track` at motion time `startTime`.
    public init(track: KeyframeTrack, startTime: Double, environment: MotionEnvironment = .standard) {
        self.track = track
        self.startTime = startTime
        self.environment = environment
    }

    /// The value presented at motion time `time` over the layer's `base` value.
    public func value(at time: Double, base: Double) -> Double {
        if environment.reducedMotion {
            return track.fillMode == .forwards ? track.endValue(base: base) : base
        }
        return track.value(atElapsed: time - startTime, base: base)
    }

    /// Whether the animation is over at motion time `time` (at once under reduced motion;
    /// never for a track that repeats for ever).
    public func isFinished(at time: Double) -> Bool {
        environment.reducedMotion || track.isFinished(atElapsed: time - startTime)
    }
}
