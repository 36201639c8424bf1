/// An animation's parameters as text: the Swift statement that sets them in the core's
/// catalog, a summary for titles, and a curve as CSS (code for other toolkits is
/// ``MotionSnippet``).
public enum MotionExport {
    /// The Swift statement that sets `parameters` for motion `name` in the core's catalog,
    /// under a comment naming the motion.
    public static func catalogLine(for name: MotionName, _ parameters: MotionParameters) -> String {
        "// \(name.title)\ntry catalog.set(\(swiftValue(parameters)), for: .\(swiftCase(name)))\n"
    }

    /// The parameters in a few words, for titles: "UIKit spring 0.3 s, damping 1, velocity 1",
    /// "0.25 s, cubic-bezier(0.38, 0.7, 0.125, 1)", "keyframes 0, 10, -10, 10, 0 at 0, 0.08,
    /// 0.24, 0.415, 0.5 of 0.5 s, linear".
    public static func summary(_ parameters: MotionParameters) -> String {
        switch parameters {
        case let .uikitSpring(p):
            return "UIKit spring \(n(p.duration)) s, damping \(n(p.dampingRatio)), velocity \(n(p.initialVelocity))"
        case let .bezier(p):
            return "\(n(p.duration)) s, \(cssTimingFunction(p.curve))"
        case let .keyframes(p):
            var text = "keyframes \(MotionNumber.listText(p.values)) at \(MotionNumber.listText(p.keyTimes)) of \(n(p.duration)) s, \(cssTimingFunction(p.curve))"
            if p.autoreverses { text += ", autoreverse" }
            switch p.repeatCount {
            case .forever: text += ", for ever"
            case let .count(count) where count != 1: text += ", \(n(count)) times"
            case .count: break
            }
            return text
        }
    }

    /// The `MotionParameters` value as Swift source.
    public static func swiftValue(_ parameters: MotionParameters) -> String {
        switch parameters {
        case let .uikitSpring(p):
            return ".uikitSpring(UIKitSpringParameters(duration: \(n(p.duration)), dampingRatio: \(n(p.dampingRatio)), initialVelocity: \(n(p.initialVelocity))))"
        case let .bezier(p):
            return ".bezier(BezierParameters(curve: \(swiftCurve(p.curve)), duration: \(n(p.duration))))"
        case let .keyframes(p):
            var arguments = ["values: [\(MotionNumber.listText(p.values))]", "keyTimes: [\(MotionNumber.listText(p.keyTimes))]",
                             "curve: \(swiftCurve(p.curve))", "duration: \(n(p.duration))"]
            if p.additive { arguments.append("additive: true") }
            switch p.repeatCount {
            case .forever: arguments.append("repeatCount: .forever")
            case let .count(count) where count != 1: arguments.append("repeatCount: .count(\(n(count)))")
            case .count: break
            }
            if p.autoreverses { arguments.append("autoreverses: true") }
            return ".keyframes(KeyframeParameters(\(arguments.joined(separator: ", "))))"
        }
    }

    /// The curve as CSS: `linear` or `cubic-bezier(x1, y1, x2, y2)`.
    public static func cssTimingFunction(_ curve: BezierControlPoints) -> String {
        curve == .linear ? "linear" : "cubic-bezier(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2)))"
    }

    private static func swiftCurve(_ curve: BezierControlPoints) -> String {
        "BezierControlPoints(\(n(curve.x1)), \(n(curve.y1)), \(n(curve.x2)), \(n(curve.y2)))"
    }

    private static func swiftCase(_ name: MotionName) -> String {
        switch name {
        case .floatingLabel: "floatingLabel"
        case .shake: "shake"
        case .avatarRotation: "avatarRotation"
        case .avatarCornerRadius: "avatarCornerRadius"
        case .keyboardSlide: "keyboardSlide"
        case .pollReveal: "pollReveal"
        case .messageSend: "messageSend"
        case .messageReply: "messageReply"
        case .pageSlide: "pageSlide"
        case .pageCrossfade: "pageCrossfade"
        }
    }

    private static func n(_ value: Double) -> String { MotionNumber.text(value) }
}
