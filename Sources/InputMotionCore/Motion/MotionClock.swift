/// Maps frame time (seconds, from outside: the GTK frame clock) to motion time.
///
/// Slow motion stretches time by a factor (> 0; 10 = ten times slower). Changing the factor
/// mid-flight must not make anything jump, so motion time is piecewise linear in frame time:
/// each piece starts at an anchor (the last frame time and motion time when the factor
/// changed) and advances by (frameTime − anchor) / factor. Measuring from the anchor rather
/// than summing per-frame steps keeps rounding from drifting over long runs. The first frame
/// time fed in anchors motion time to it, so at factor 1 motion time equals frame time.
///
/// A reviewer can also stop time: while paused, frames advance nothing and motion time holds;
/// a seek moves it anywhere (back too: that is the one way motion time runs backwards), and a
/// step moves it by whole 60 Hz frames. Resuming continues from where time was held, as of
/// the frame it resumes at, so nothing jumps by the pause's length.
public struct MotionClock: Sendable {
    /// One frame at 60 Hz (s of motion time): what ``step(frames:)`` moves by.
    public static let frameStep = 1.0 / 60

    /// The accepted slow-motion factors; values outside are clamped into it.
    public static let slowMotionRange: ClosedRange<Double> = 0.01...1000

    private var factor: Double
    private var lastFrameTime: Double?
    /// Frame time and motion time where the current factor took over.
    private var anchorFrameTime = 0.0
    private var anchorMotionTime = 0.0
    /// The last motion time returned (s); 0 before the first frame.
    public private(set) var now: Double = 0
    /// Whether time is held (``pause()``): frames then advance nothing.
    public private(set) var isPaused = false
    /// Whether a seek has set motion time (then the first frame keeps it).
    private var wasSought = false

    /// Creates a clock with a slow-motion factor (clamped like `slowMotionFactor`).
    public init(slowMotionFactor: Double = 1) {
        factor = MotionClock.sanitized(slowMotionFactor)
    }

    /// How many times slower than real time motion plays (1 = real time, 10 = ten times slower).
    ///
    /// Never traps: a non-finite value (NaN, ±infinity) is ignored and leaves the factor
    /// unchanged, and finite values are clamped into `slowMotionRange` (so 0 or a negative
    /// number gives 0.01, the fastest). Validating what a user typed belongs to the option
    /// parser; this only keeps the clock well-defined.
    public var slowMotionFactor: Double {
        get { factor }
        set {
            guard newValue.isFinite else { return }
            // Re-anchor at the last frame so motion time continues from `now`.
            anchorFrameTime = lastFrameTime ?? 0
            anchorMotionTime = now
            factor = MotionClock.sanitized(newValue)
        }
    }

    private static func sanitized(_ value: Double) -> Double {
        guard value.isFinite else { return 1 }
        return min(max(value, slowMotionRange.lowerBound), slowMotionRange.upperBound)
    }

    /// Feeds a frame time (s, monotonically non-decreasing) and returns the motion time to
    /// evaluate animations at.
    ///
    /// A frame time earlier than the last one (or non-finite) advances nothing and returns
    /// `now`: motion time never runs backwards.
    public mutating func motionTime(forFrameTime frameTime: Double) -> Double {
        guard frameTime.isFinite else { return now }
        if isPaused {
            lastFrameTime = max(lastFrameTime ?? frameTime, frameTime)
            return now
        }
        guard let last = lastFrameTime else {
            // The first frame anchors motion time to frame time, unless a seek set it already.
            lastFrameTime = frameTime
            anchorFrameTime = frameTime
            anchorMotionTime = wasSought ? now : frameTime
            now = anchorMotionTime
            return now
        }
        if frameTime > last {
            now = anchorMotionTime + (frameTime - anchorFrameTime) / factor
            lastFrameTime = frameTime
        }
        return now
    }

    /// Holds motion time at ``now`` until ``resume(atFrameTime:)``.
    public mutating func pause() { isPaused = true }

    /// Lets time run again from ``now``, as of frame time `frameTime` (the frame clock's time
    /// now; a non-finite one counts as the last frame's): the next frame, `d` s later, gives
    /// `now + d / slowMotionFactor`. Does nothing when not paused.
    public mutating func resume(atFrameTime frameTime: Double) {
        guard isPaused else { return }
        isPaused = false
        let at = frameTime.isFinite ? max(frameTime, lastFrameTime ?? frameTime) : (lastFrameTime ?? 0)
        lastFrameTime = at
        anchorFrameTime = at
        anchorMotionTime = now
    }

    /// Moves motion time to `time`, forward or back (a non-finite time is ignored). Paused,
    /// time holds there; running, it goes on from there at the next frame.
    public mutating func seek(to time: Double) {
        guard time.isFinite else { return }
        now = time
        anchorFrameTime = lastFrameTime ?? 0
        anchorMotionTime = time
        wasSought = true
    }

    /// Moves motion time by `frames` 60 Hz frames (negative: back), as ``seek(to:)`` does.
    public mutating func step(frames: Int) {
        seek(to: now + Double(frames) * Self.frameStep)
    }
}
