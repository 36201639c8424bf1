/// When to write the state file: soon after a change, never more than once a second.
///
/// Rules:
/// - A change arms one one-shot timer, unless one is already armed (further changes ride on
///   it). It is due ``quietPeriod`` after the change, so a burst of typing is written once,
///   but never sooner than ``minimumInterval`` after the last write.
/// - So every change is on disk within 1 s (quiet period 0.5 s; the last write was at most
///   now, so the interval bound is at most 1 s away), and writes are at least 1 s apart.
/// - ``flush(at:)`` (quit, window closed) writes at once when something is unwritten.
/// Times are seconds on any monotonic clock.
public struct SaveSchedule: Sendable, Equatable {
    /// How long after a change the write waits for more changes.
    public static let quietPeriod = 0.5
    /// The shortest time between two writes.
    public static let minimumInterval = 1.0

    /// When the armed timer is due, or nil when none is armed.
    public private(set) var dueTime: Double?
    /// When the file was last written, or nil before the first write.
    public private(set) var lastWriteTime: Double?
    /// Whether a change has not been written yet.
    public private(set) var hasUnwrittenChange = false

    public init() {}

    /// Records a change at `time`. Returns the delay (seconds) of a one-shot timer to arm, or
    /// nil when a timer is already armed.
    public mutating func changed(at time: Double) -> Double? {
        hasUnwrittenChange = true
        guard dueTime == nil else { return nil }
        var due = time + Self.quietPeriod
        if let lastWriteTime { due = max(due, lastWriteTime + Self.minimumInterval) }
        dueTime = due
        return due - time
    }

    /// The armed timer fired at `time`: returns whether to write now.
    public mutating func timerFired(at time: Double) -> Bool {
        dueTime = nil
        guard hasUnwrittenChange else { return false }
        written(at: time)
        return true
    }

    /// Writes now if anything is unwritten (the app quits or the window closes); returns
    /// whether to write. An armed timer should then be disarmed.
    public mutating func flush(at time: Double) -> Bool {
        dueTime = nil
        guard hasUnwrittenChange else { return false }
        written(at: time)
        return true
    }

    private mutating func written(at time: Double) {
        hasUnwrittenChange = false
        lastWriteTime = time
    }
}
