/// A motion's parameters in the form the motion is defined: a UIKit spring, a Bézier curve
/// over a duration, or a keyframe track.
///
/// Any value can be held; ``problems`` says which ones break a rule (``MotionRange``), and
/// ``MotionCatalog`` accepts only parameters without problems, so what widgets run is always
/// valid: finite, with positive durations, so no position can be NaN or infinite.
public enum MotionParameters: Sendable, Hashable {
    case uikitSpring(UIKitSpringParameters)
    case bezier(BezierParameters)
    case keyframes(KeyframeParameters)

    /// Every rule these parameters break, in field order; empty when they are valid.
    public var problems: [MotionProblem] {
        switch self {
        case let .uikitSpring(p):
            return [MotionRange.duration.problem(p.duration, field: .duration),
                    MotionRange.dampingRatio.problem(p.dampingRatio, field: .dampingRatio),
                    MotionRange.initialVelocity.problem(p.initialVelocity, field: .initialVelocity)].compactMap { $0 }
        case let .bezier(p):
            return Self.curveProblems(p.curve) + [MotionRange.duration.problem(p.duration, field: .duration)].compactMap { $0 }
        case let .keyframes(p):
            return p.problems
        }
    }

    /// The timing a spring or curve motion runs with (a keyframe motion: its curve over its
    /// duration, which only a plot would use).
    public var timing: Timing {
        switch self {
        case let .uikitSpring(p):
            return .uikitSpring(duration: p.duration, dampingRatio: p.dampingRatio, initialVelocity: p.initialVelocity)
        case let .bezier(p):
            return .curve(p.curve.cubicBezier, duration: p.duration)
        case let .keyframes(p):
            return .curve(p.curve.cubicBezier, duration: p.duration)
        }
    }

    /// The keyframe track of a keyframe motion; nil for a spring or curve, or when the
    /// parameters are invalid.
    public var track: KeyframeTrack? {
        guard case let .keyframes(p) = self, p.problems.isEmpty else { return nil }
        return try? p.makeTrack()
    }

    static func curveProblems(_ curve: BezierControlPoints) -> [MotionProblem] {
        [MotionRange.bezierX.problem(curve.x1, field: .x1),
         MotionRange.bezierY.problem(curve.y1, field: .y1),
         MotionRange.bezierX.problem(curve.x2, field: .x2),
         MotionRange.bezierY.problem(curve.y2, field: .y2)].compactMap { $0 }
    }
}

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`'s numbers.
public struct UIKitSpringParameters: Sendable, Hashable {
    /// Seconds to settle, in (0, 10].
    public var duration: Double
    /// Damping ratio, in (0, 100]: 1 is critical, below bounces.
    public var dampingRatio: Double
    /// Initial velocity in distances per second, in [−100, 100].
    public var initialVelocity: Double

    public init(duration: Double, dampingRatio: Double, initialVelocity: Double) { (self.duration, self.dampingRatio, self.initialVelocity) = (duration, dampingRatio, initialVelocity) }
}

/// A cubic Bézier timing curve over a duration (CSS `transition`'s two numbers).
public struct BezierParameters: Sendable, Hashable {
    public var curve: BezierControlPoints
    /// Seconds, in (0, 10].
    public var duration: Double

    public init(curve: BezierControlPoints, duration: Double) { (self.curve, self.duration) = (curve, duration) }
}

/// A keyframe track's numbers (Core Animation `CAKeyframeAnimation`): one curve for every
/// segment. Additive and fill mode belong to what the motion is, so the inspector shows but
/// does not edit them.
public struct KeyframeParameters: Sendable, Hashable {
    public var values: [Double]
    /// Fractions of `duration`, as many as `values`, in 0...1, never falling.
    public var keyTimes: [Double]
    /// The curve of every segment.
    public var curve: BezierControlPoints
    /// Seconds for one pass, in (0, 10].
    public var duration: Double
    public var additive: Bool
    public var repeatCount: RepeatCount
    public var autoreverses: Bool

    public init(values: [Double], keyTimes: [Double], curve: BezierControlPoints = .linear, duration: Double,
                additive: Bool = false, repeatCount: RepeatCount = .count(1), autoreverses: Bool = false) {
        self.values = values
        self.keyTimes = keyTimes
        self.curve = curve
        self.duration = duration
        self.additive = additive
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    /// Every rule broken, in field order.
    public var problems: [MotionProblem] {
        var problems: [MotionProblem] = []
        if values.isEmpty {
            problems.append(MotionProblem(field: .values, message: tr("Give at least one value")))
        }
        for (index, value) in values.enumerated() {
            if let problem = MotionRange.keyframeValue.problem(value, field: .value(index)) { problems.append(problem) }
        }
        if keyTimes.count != values.count {
            problems.append(MotionProblem(field: .keyTimes,
                                          message: tr("Give as many key times as values ({keys} key times for {values} values)")
                                              .filled(["keys": "\(keyTimes.count)", "values": "\(values.count)"])))
        }
        for (index, time) in keyTimes.enumerated() {
            if let problem = MotionRange.keyTime.problem(time, field: .keyTime(index)) {
                problems.append(problem)
            } else if index > 0, keyTimes[index - 1] <= 1, time < keyTimes[index - 1] {
                problems.append(MotionProblem(field: .keyTime(index),
                                              message: tr("Key times must rise: {time} comes after {previous}")
                                                  .filled(["time": MotionNumber.text(time), "previous": MotionNumber.text(keyTimes[index - 1])])))
            }
        }
        problems += MotionParameters.curveProblems(curve)
        if let problem = MotionRange.duration.problem(duration, field: .duration) { problems.append(problem) }
        if case let .count(count) = repeatCount, let problem = MotionRange.repeatCount.problem(count, field: .repeatCount) {
            problems.append(problem)
        }
        return problems
    }

    func makeTrack() throws(KeyframeTrackError) -> KeyframeTrack {
        try KeyframeTrack(values: values, keyTimes: keyTimes, curves: curve == .linear ? [] : [curve.cubicBezier],
                          duration: duration, additive: additive, repeatCount: repeatCount, autoreverses: autoreverses)
    }
}
