/// A motion's parameters as the inspector's fields hold them: text per number, so a half-typed
/// or invalid value is kept (and flagged) without touching the running motion.
///
/// ``parameters`` are what the texts make when ``problems`` is empty; ``problems`` lists
/// every problem by field: text that is not a number, then the rules of
/// ``MotionParameters/problems``.
public struct MotionDraft: Sendable, Hashable {
    /// The motion edited.
    public let name: MotionName
    private var texts: [MotionField: String] = [:]
    /// How many keyframes the table has (0 for springs and curves).
    public private(set) var keyframeCount = 0
    /// Keyframes: whether the track repeats for ever (the repeat count is then ignored).
    public var repeatsForever = false
    /// Keyframes: whether each repetition plays forward then back.
    public var autoreverses = false
    private let additive: Bool

    /// A draft holding `parameters`, which must be of `name`'s form (else the seed's are used).
    public init(name: MotionName, parameters: MotionParameters) {
        self.name = name
        let parameters = parameters.hasSameForm(as: name.seed) ? parameters : name.seed
        var additive = false
        switch parameters {
        case let .uikitSpring(p):
            texts = [.duration: p.duration, .dampingRatio: p.dampingRatio, .initialVelocity: p.initialVelocity].mapValues(MotionNumber.text)
        case let .bezier(p):
            texts = Self.curveTexts(p.curve)
            texts[.duration] = MotionNumber.text(p.duration)
        case let .keyframes(p):
            texts = Self.curveTexts(p.curve)
            texts[.duration] = MotionNumber.text(p.duration)
            keyframeCount = p.values.count
            for (index, value) in p.values.enumerated() { texts[.value(index)] = MotionNumber.text(name.valueUnit.shown(value)) }
            for (index, time) in p.keyTimes.enumerated() { texts[.keyTime(index)] = MotionNumber.text(time) }
            switch p.repeatCount {
            case .forever: repeatsForever = true; texts[.repeatCount] = "1"
            case let .count(count): texts[.repeatCount] = MotionNumber.text(count)
            }
            autoreverses = p.autoreverses
            additive = p.additive
        }
        self.additive = additive
    }

    /// The single-number fields of this motion, in the order the inspector shows them
    /// (keyframe values and key times come in their own table).
    public var scalarFields: [MotionField] {
        switch name.seed {
        case .uikitSpring: [.duration, .dampingRatio, .initialVelocity]
        case .bezier: [.x1, .y1, .x2, .y2, .duration]
        case .keyframes: [.x1, .y1, .x2, .y2, .duration, .repeatCount]
        }
    }

    /// Whether the motion has a Bézier curve to edit.
    public var hasCurve: Bool { scalarFields.contains(.x1) }

    /// The text of `field` ("" when it has none).
    public func text(for field: MotionField) -> String { texts[field] ?? "" }

    /// Changes the text of `field`.
    public mutating func setText(_ text: String, for field: MotionField) { texts[field] = text }

    /// Sets the curve's control points (the curve editor's handles).
    public mutating func setCurve(_ curve: BezierControlPoints) {
        texts.merge(Self.curveTexts(curve)) { $1 }
    }

    /// The control points as far as they parse (a field that does not parse keeps the
    /// linear curve's value), for drawing the editor while a field is being typed.
    public var curveForDrawing: BezierControlPoints {
        BezierControlPoints(number(.x1) ?? 0, number(.y1) ?? 0, number(.x2) ?? 1, number(.y2) ?? 1)
    }

    /// Adds a keyframe at the end: the last value again, at key time 1.
    public mutating func addKeyframe() {
        guard case .keyframes = name.seed else { return }
        texts[.value(keyframeCount)] = keyframeCount > 0 ? text(for: .value(keyframeCount - 1)) : "0"
        texts[.keyTime(keyframeCount)] = "1"
        keyframeCount += 1
    }

    /// Removes the last keyframe (one always stays).
    public mutating func removeKeyframe() {
        guard keyframeCount > 1 else { return }
        keyframeCount -= 1
        texts[.value(keyframeCount)] = nil
        texts[.keyTime(keyframeCount)] = nil
    }

    /// The parameters the texts make; nil while any field has a problem.
    public var parameters: MotionParameters? {
        let (parameters, problems) = evaluate()
        return problems.isEmpty ? parameters : nil
    }

    /// Every problem with the texts, by field; empty when they make valid parameters.
    public var problems: [MotionProblem] { evaluate().problems }

    private func evaluate() -> (parameters: MotionParameters, problems: [MotionProblem]) {
        var problems: [MotionProblem] = []
        func read(_ field: MotionField) -> Double {
            if let value = number(field) { return value }
            problems.append(MotionProblem(field: field, message: tr("{field} must be a number (got \"{text}\")")
                .filled(["field": "\(field)", "text": text(for: field)])))
            return 0
        }
        let parameters: MotionParameters
        switch name.seed {
        case .uikitSpring:
            parameters = .uikitSpring(UIKitSpringParameters(duration: read(.duration), dampingRatio: read(.dampingRatio),
                                                            initialVelocity: read(.initialVelocity)))
        case .bezier:
            parameters = .bezier(BezierParameters(curve: readCurve(read), duration: read(.duration)))
        case .keyframes:
            let values = (0..<keyframeCount).map { name.valueUnit.stored(read(.value($0))) }
            let keyTimes = (0..<keyframeCount).map { read(.keyTime($0)) }
            let curve = readCurve(read)
            let duration = read(.duration)
            let repeatCount: RepeatCount = repeatsForever ? .forever : .count(read(.repeatCount))
            parameters = .keyframes(KeyframeParameters(values: values, keyTimes: keyTimes, curve: curve, duration: duration,
                                                       additive: additive, repeatCount: repeatCount, autoreverses: autoreverses))
        }
        // A field that did not parse is reported once, not again as out of range.
        let unparsed = Set(problems.map(\.field))
        problems += parameters.problems.filter { !unparsed.contains($0.field) }
        return (parameters, problems)
    }

    private func readCurve(_ read: (MotionField) -> Double) -> BezierControlPoints {
        BezierControlPoints(read(.x1), read(.y1), read(.x2), read(.y2))
    }

    private func number(_ field: MotionField) -> Double? { MotionNumber.parse(text(for: field)) }

    private static func curveTexts(_ curve: BezierControlPoints) -> [MotionField: String] {
        [.x1: curve.x1, .y1: curve.y1, .x2: curve.x2, .y2: curve.y2].mapValues(MotionNumber.text)
    }
}
