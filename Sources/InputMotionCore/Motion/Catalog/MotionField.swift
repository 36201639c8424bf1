/// One editable number (or list) of a motion's parameters: where the inspector shows a
/// problem.
public enum MotionField: Sendable, Hashable, CustomStringConvertible {
    case duration, dampingRatio, initialVelocity
    case x1, y1, x2, y2
    /// The list of values as a whole (none given).
    case values
    /// One keyframe value.
    case value(Int)
    /// The list of key times as a whole (their count).
    case keyTimes
    /// One key time.
    case keyTime(Int)
    case repeatCount

    /// The field's label.
    public var description: String {
        switch self {
        case .duration: tr("Duration (s)")
        case .dampingRatio: tr("Damping Ratio")
        case .initialVelocity: tr("Initial Velocity")
        case .x1: "x1"
        case .y1: "y1"
        case .x2: "x2"
        case .y2: "y2"
        case .values: tr("Values")
        case let .value(index): tr("Value {number}").filled(["number": "\(index + 1)"])
        case .keyTimes: tr("Key Times")
        case let .keyTime(index): tr("Key time {number}").filled(["number": "\(index + 1)"])
        case .repeatCount: tr("Repeat Count")
        }
    }
}

/// A rule a parameter breaks, with the message to show next to its field.
public struct MotionProblem: Sendable, Hashable, CustomStringConvertible {
    public var field: MotionField
    public var message: String

    public init(field: MotionField, message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }
}
