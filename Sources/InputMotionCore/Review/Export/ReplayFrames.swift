/// The frames of an exported replay: one every 1/60 s from the motion's start to its end,
/// both included, each with the presentation time and duration a video stream gives it
/// (nanoseconds, as GStreamer counts them).
public struct ReplayFrames: Sendable, Equatable {
    /// Frames per second of every export.
    public static let framesPerSecond = 60
    private static let nanosecondsPerSecond: UInt64 = 1_000_000_000

    /// How many frames: the last one at or just past the end, so the end state is shown.
    public let count: Int

    /// Frames for a motion of `duration` seconds (at least one frame, at time 0).
    public init(duration: Double) {
        let frames = duration.isFinite && duration > 0 ? duration * Double(Self.framesPerSecond) : 0
        // 0.4 s × 60 is 24.000000000000004 in doubles: a hair over a whole frame is that frame.
        count = Int((frames - 1e-6).rounded(.up)) + 1
    }

    /// Motion time of frame `index`, in seconds from the start.
    public func time(of index: Int) -> Double { Double(index) / Double(Self.framesPerSecond) }

    /// When frame `index` is shown, in nanoseconds: whole nanoseconds, rounded down, so
    /// frame 60 starts at exactly one second and rounding never adds up.
    public func timestamp(of index: Int) -> UInt64 {
        UInt64(index) * Self.nanosecondsPerSecond / UInt64(Self.framesPerSecond)
    }

    /// How long frame `index` is shown, in nanoseconds (16,666,666 or 16,666,667).
    public func duration(of index: Int) -> UInt64 { timestamp(of: index + 1) - timestamp(of: index) }
}
