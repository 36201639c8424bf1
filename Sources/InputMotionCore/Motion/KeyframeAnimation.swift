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
    /// What the previous track presented beyond this one when it was retargeted, fading out.
    private var handoff: Handoff?

    /// How long (s) the difference between a retargeted track and the one it replaced takes
    /// to fade out: a tenth of a second reads as one motion, not a cut.
    public static let handoffDuration = 0.1

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
        let value = track.value(atElapsed: time - startTime, base: base)
        guard let handoff else { return value }
        return value + handoff.offset * handoff.weight(at: time)
    }

    /// This animation playing `track` from motion time `time` on, without a jump: the new
    /// track continues at the same fraction of its pass (a longer duration stretches the
    /// time already played), and whatever the old track presented beyond the new one at
    /// `time` fades out over ``handoffDuration``. A finished (or reduced-motion) animation
    /// is left as it is: it shows its end state, and the new track plays from the next run.
    public func retargeted(to track: KeyframeTrack, at time: Double) -> KeyframeAnimation {
        guard time.isFinite, !isFinished(at: time) else { return self }
        let elapsed = max(0, time - startTime)
        var next = KeyframeAnimation(track: track, startTime: time - elapsed * track.duration / self.track.duration,
                                     environment: environment)
        let offset = value(at: time, base: 0) - next.value(at: time, base: 0)
        if offset.isFinite, offset != 0 {
            next.handoff = Handoff(offset: offset, start: time, duration: Self.handoffDuration)
        }
        return next
    }

    /// Whether the animation is over at motion time `time` (at once under reduced motion;
    /// never for a track that repeats for ever).
    public func isFinished(at time: Double) -> Bool {
        guard !environment.reducedMotion else { return true }
        if let handoff, time < handoff.start + handoff.duration { return false }
        return track.isFinished(atElapsed: time - startTime)
    }

    /// A retarget's leftover difference: `offset` at `start`, eased out to 0 over `duration`.
    struct Handoff: Sendable, Hashable {
        var offset: Double
        var start: Double
        var duration: Double

        /// 1 at the start, 0 from the end on, smoothstep between (no kink at either end).
        func weight(at time: Double) -> Double {
            let s = (time - start) / duration
            if !(s > 0) { return 1 }
            if s >= 1 { return 0 }
            return 1 - s * s * (3 - 2 * s)
        }
    }
}
