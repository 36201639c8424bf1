/// The last second of painted frames, for the frame-pacing overlay: how long each frame
/// took to follow the one before, and how many were late.
///
/// A frame is late when its interval exceeds 1.5 × the expected interval (a missed vsync
/// shows as about 2×). A gap longer than `idleGap` is not a late frame but the app resting:
/// with no motion there are no frames at all, and the first frame after a rest starts a new
/// run rather than counting as one enormous stutter.
public struct FramePacing: Sendable, Equatable {
    /// The expected interval between frames (s); 1/60 by default.
    public var expectedInterval: Double
    /// Gaps at least this long are rests, not late frames (s).
    public var idleGap: Double
    /// How far back the record reaches (s).
    public var window: Double

    /// (frame time, interval since the previous frame) of the frames within `window`.
    public private(set) var intervals: [(time: Double, interval: Double)] = []
    private var lastFrameTime: Double?

    public init(expectedInterval: Double = 1.0 / 60, idleGap: Double = 0.25, window: Double = 1) {
        self.expectedInterval = expectedInterval
        self.idleGap = idleGap
        self.window = window
    }

    /// Records a painted frame at `time` (s, non-decreasing).
    public mutating func record(frameTime time: Double) {
        defer { lastFrameTime = time }
        intervals.removeAll { $0.time < time - window }
        guard let last = lastFrameTime, time > last else { return }
        let interval = time - last
        if interval < idleGap { intervals.append((time, interval)) }
    }

    /// Whether an interval counts as late.
    public func isLate(_ interval: Double) -> Bool { interval > 1.5 * expectedInterval }

    /// Late frames within the window.
    public var lateFrameCount: Int { intervals.filter { isLate($0.interval) }.count }

    public static func == (lhs: FramePacing, rhs: FramePacing) -> Bool {
        lhs.expectedInterval == rhs.expectedInterval && lhs.idleGap == rhs.idleGap && lhs.window == rhs.window
            && lhs.lastFrameTime == rhs.lastFrameTime
            && lhs.intervals.elementsEqual(rhs.intervals) { $0.time == $1.time && $0.interval == $1.interval }
    }
}
