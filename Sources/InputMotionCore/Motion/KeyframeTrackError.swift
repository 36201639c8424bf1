/// Why a keyframe track was rejected: one case per rule, carrying the offending numbers.
public enum KeyframeTrackError: Error, Equatable, CustomStringConvertible {
    /// `values` is empty: a track needs at least one value.
    case emptyValues
    /// `values[index]` is NaN or infinite.
    case nonFiniteValue(index: Int, value: Double)
    /// `keyTimes` has a different number of entries than `values`.
    case keyTimesCountMismatch(keyTimes: Int, values: Int)
    /// `keyTimes[index]` is outside 0...1 (or NaN).
    case keyTimeOutOfRange(index: Int, value: Double)
    /// `keyTimes[index]` is smaller than `keyTimes[index - 1]`.
    case keyTimesDecreasing(index: Int, value: Double, previous: Double)
    /// `curves` has neither 0, 1 nor one curve per segment (values.count − 1).
    case curveCountMismatch(curves: Int, segments: Int)
    /// `duration` is not a finite number greater than 0.
    case invalidDuration(Double)
    /// A `.count` repeat count is not a finite number greater than 0 (use `.forever` for ever).
    case invalidRepeatCount(Double)

    public var description: String {
        switch self {
        case .emptyValues:
            return "keyframe track has no values (at least one is required)"
        case let .nonFiniteValue(index, value):
            return "keyframe value \(index) is \(value) (values must be finite)"
        case let .keyTimesCountMismatch(keyTimes, values):
            return "keyframe track has \(keyTimes) key times for \(values) values (counts must match)"
        case let .keyTimeOutOfRange(index, value):
            return "key time \(index) is \(value) (key times must lie in 0...1)"
        case let .keyTimesDecreasing(index, value, previous):
            return "key time \(index) is \(value), less than key time \(index - 1) (\(previous)); key times must not decrease"
        case let .curveCountMismatch(curves, segments):
            return "keyframe track has \(curves) timing curves for \(segments) segments (give 0, 1 or \(segments))"
        case let .invalidDuration(duration):
            return "keyframe track duration is \(duration) s (must be finite and greater than 0)"
        case let .invalidRepeatCount(count):
            return "repeat count is \(count) (must be finite and greater than 0; use .forever to repeat for ever)"
        }
    }
}
