/// The valid range of a motion parameter, and the message for a value outside it.
///
/// Lower bounds may be open (durations and damping ratios must be greater than 0); every
/// range is finite, so a valid motion can never produce NaN or infinite positions.
public struct MotionRange: Sendable, Hashable {
    public var lowerBound: Double
    public var lowerBoundIsOpen: Bool
    public var upperBound: Double
    /// The unit after numbers in messages ("s" or "").
    public var unit: String

    public init(_ lowerBound: Double, open lowerBoundIsOpen: Bool = false, _ upperBound: Double, unit: String = "") {
        self.lowerBound = lowerBound
        self.lowerBoundIsOpen = lowerBoundIsOpen
        self.upperBound = upperBound
        self.unit = unit
    }

    /// Durations: (0, 10] s.
    public static let duration = MotionRange(0, open: true, 10, unit: "s")
    /// Damping ratios: (0, 100] (the engine treats ratios under 0.01 as 0.01).
    public static let dampingRatio = MotionRange(0, open: true, 100)
    /// UIKit initial velocities, in distances per second.
    public static let initialVelocity = MotionRange(-100, 100)
    /// Bézier x values: [0, 1], so the curve's time never runs backwards (CSS's rule).
    public static let bezierX = MotionRange(0, 1)
    /// Bézier y values: overshoot allowed, within reason.
    public static let bezierY = MotionRange(-5, 5)
    /// Keyframe values (pixels, radians).
    public static let keyframeValue = MotionRange(-10_000, 10_000)
    /// Key times: fractions of the duration.
    public static let keyTime = MotionRange(0, 1)
    /// Finite repeat counts (for ever is its own choice).
    public static let repeatCount = MotionRange(0, open: true, 1000)

    /// Whether `value` lies in the range (never for NaN or infinities).
    public func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        let aboveLower = lowerBoundIsOpen ? value > lowerBound : value >= lowerBound
        return aboveLower && value <= upperBound
    }

    /// The rule in words: "more than 0 s and at most 10 s", "from 0 to 1".
    public var rule: String {
        let suffix = unit.isEmpty ? "" : " \(unit)"
        let low = MotionNumber.text(lowerBound) + suffix, high = MotionNumber.text(upperBound) + suffix
        return (lowerBoundIsOpen ? tr("more than {low} and at most {high}") : tr("from {low} to {high}")).filled(["low": low, "high": high])
    }

    /// The problem with `value` in `field`, or nil when it is in range.
    public func problem(_ value: Double, field: MotionField) -> MotionProblem? {
        if contains(value) { return nil }
        let got = value.isFinite ? MotionNumber.text(value) : "\(value)"
        return MotionProblem(field: field, message: tr("{field} must be {rule} (got {value})")
            .filled(["field": field.description.capitalizedFirst, "rule": rule, "value": got]))
    }
}

private extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
