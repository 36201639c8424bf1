/// A motion of the catalog as a complete snippet for another toolkit: the code that makes the
/// animation with the motion's current parameters, ready to paste into a program.
///
/// Springs keep their physics in every toolkit that has springs (``PhysicalSpring`` says how a
/// UIKit spring becomes a mass, stiffness and damping); curves are cubic Béziers wherever the
/// toolkit has them, and libadwaita, which has none, takes the nearest ``AdwEasing`` and says
/// how far it strays; keyframes become `@keyframes`, `CAKeyframeAnimation`, `keyframeAnimator`,
/// or in libadwaita one linear `AdwTimedAnimation` whose callback interpolates the keys.
/// CSS has no spring: its snippet carries the spring sampled as CSS Easing 2's `linear()` for
/// browsers, in a comment (GTK's CSS parser knows no `linear()`).
public struct MotionSnippet: Sendable, Hashable {
    public var name: MotionName
    public var parameters: MotionParameters
    public var toolkit: MotionToolkit

    public init(name: MotionName, parameters: MotionParameters, toolkit: MotionToolkit) {
        self.name = name
        self.parameters = parameters
        self.toolkit = toolkit
    }

    /// The snippet's source text, ending in a newline.
    public var text: String {
        let subject = SnippetSubject(name: name)
        switch toolkit {
        case .inputMotion: return MotionExport.catalogLine(for: name, parameters)
        case .libadwaitaC: return LibadwaitaCSnippet(subject: subject, parameters: parameters).text
        case .pyGObject: return PyGObjectSnippet(subject: subject, parameters: parameters).text
        case .gtkRs: return GtkRsSnippet(subject: subject, parameters: parameters).text
        case .css: return CSSSnippet(subject: subject, parameters: parameters).text
        case .uiKit: return UIKitSnippet(subject: subject, parameters: parameters).text
        case .swiftUI: return SwiftUISnippet(subject: subject, parameters: parameters).text
        }
    }

    /// The motion in one sentence, for the snippets' opening comments: "A UIKit spring of
    /// 0.3 s, damping ratio 1, initial velocity 1." (the catalog's own terms).
    static func description(of parameters: MotionParameters) -> String {
        switch parameters {
        case let .uikitSpring(p):
            return "A UIKit spring of \(n(p.duration)) s, damping ratio \(n(p.dampingRatio)), initial velocity \(n(p.initialVelocity))."
        case let .bezier(p):
            return "A \(MotionExport.cssTimingFunction(p.curve)) curve over \(n(p.duration)) s."
        case let .keyframes(p):
            var text = "Keyframes \(MotionNumber.listText(p.values)) at \(MotionNumber.listText(p.keyTimes)) of \(n(p.duration)) s, "
                + "\(MotionExport.cssTimingFunction(p.curve))"
            if p.additive { text += ", additive" }
            if p.autoreverses { text += ", autoreversing" }
            switch p.repeatCount {
            case .forever: text += ", for ever"
            case let .count(count) where count != 1: text += ", \(n(count)) times"
            case .count: break
            }
            return text + "."
        }
    }

    /// What libadwaita's snippets say about a curve it has no easing for, and the easing used.
    static func adwEasing(for curve: BezierControlPoints) -> (easing: AdwEasing, note: String?) {
        if curve == .linear { return (.linear, nil) }
        let nearest = AdwEasing.nearest(to: curve)
        let note = "AdwTimedAnimation has no cubic-bezier easing: \(nearest.easing.cName) is the nearest AdwEasing "
            + "to \(MotionExport.cssTimingFunction(curve)) (at most \(percent(nearest.deviation)) of the distance off it)."
        return (nearest.easing, note)
    }

    /// `0.0312` as "3.1 %".
    static func percent(_ fraction: Double) -> String {
        "\(MotionNumber.text((fraction * 1000).rounded() / 10)) %"
    }

    /// Milliseconds, as libadwaita's durations take them.
    static func milliseconds(_ seconds: Double) -> String { MotionNumber.text((seconds * 1000).rounded()) }

    private static func n(_ value: Double) -> String { MotionNumber.text(value) }
}
