/// The motion inspector's timeline: the span of the last replay in motion time, which the
/// scrubber covers. A position on it (seconds since the replay started) maps to the motion
/// time to seek to, and back, always inside the span.
public struct ReplayTimeline: Sendable, Hashable {
    /// Motion time the replay started at.
    public var start: Double
    /// Seconds the timeline covers (> 0).
    public var span: Double

    /// A timeline from `start` over `span` seconds (a span that is not a positive number is 1).
    public init(start: Double, span: Double) {
        self.start = start.isFinite ? start : 0
        self.span = span.isFinite && span > 0 ? span : 1
    }

    /// Seconds since the start at motion time `time`, held inside 0...span.
    public func position(at time: Double) -> Double {
        guard time.isFinite else { return 0 }
        return min(max(time - start, 0), span)
    }

    /// The motion time of `position` seconds in, held inside the span.
    public func time(at position: Double) -> Double {
        start + (position.isFinite ? min(max(position, 0), span) : 0)
    }

    /// Whether motion time `time` is before the end of the span (the scrubber follows it).
    public func isPlaying(at time: Double) -> Bool { time < start + span }
}
