/// A motion as CSS: a `transition` on a curve, `@keyframes` with an `animation`, and for a
/// spring (CSS has no spring timing function) the spring sampled as CSS Easing 2's `linear()`,
/// in a comment, because GTK's CSS parser has no `linear()`.
struct CSSSnippet {
    let subject: SnippetSubject
    let parameters: MotionParameters

    /// How many even steps of the duration a spring's `linear()` samples.
    static let springSteps = 20

    var text: String {
        var lines = ["/* \(subject.name.title), from the InputMotion motion catalog.", " * \(MotionSnippet.description(of: parameters))"]
        switch parameters {
        case let .uikitSpring(p):
            lines += [" * CSS has no spring timing function. Browsers with CSS Easing Level 2's linear() can run",
                      " * it sampled every 1/\(Self.springSteps) of its \(n(p.duration)) s (GTK's CSS has no linear()):",
                      " *   .\(subject.cssName) { transition: \(subject.cssTransitionProperty) \(n(p.duration))s linear(\(Self.springSamples(p).map(n).joined(separator: ", "))); }",
                      " */"]
        case let .bezier(p):
            lines[lines.count - 1] += " */"
            lines.append(".\(subject.cssName) { transition: \(subject.cssTransitionProperty) \(n(p.duration))s \(MotionExport.cssTimingFunction(p.curve)); }")
        case let .keyframes(p):
            let keyframes = SnippetKeyframes(parameters: p)
            if p.additive {
                // GTK's CSS has no animation-composition: it would be a parsing error there.
                lines += [" * Additive: the values add to where the element stands; over a transform of its own, browsers",
                          " * need animation-composition: add; (CSS Animations Level 2; GTK's CSS has no such property)."]
            }
            lines[lines.count - 1] += " */"
            lines.append("@keyframes \(subject.cssName) {")
            for key in keyframes.keys {
                lines.append("  \(n(key.time * 100))% { \(subject.cssKeyframeDeclaration(n(key.value))) }")
            }
            lines.append("}")
            var animation = "\(subject.cssName) \(n(p.duration))s \(MotionExport.cssTimingFunction(p.curve))"
            animation += keyframes.directedPassCount.map { " \(n($0))" } ?? " infinite"   // CSS counts each direction
            if p.autoreverses { animation += " alternate" }
            lines.append(".\(subject.cssName) { animation: \(animation); }")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The spring's progress (0 → 1) at 0, 1/20 … 1 of its duration, the last one 1 (where the
    /// spring counts as settled).
    static func springSamples(_ p: UIKitSpringParameters) -> [Double] {
        let spring = Spring.uikit(duration: p.duration, dampingRatio: p.dampingRatio, initialVelocity: p.initialVelocity)
        return (0...springSteps).map { step in
            if step == springSteps { return 1 }
            let t = p.duration * Double(step) / Double(springSteps)
            return (spring.value(at: t, from: 0, to: 1, initialVelocity: p.initialVelocity) * 1e4).rounded() / 1e4
        }
    }

    private func n(_ value: Double) -> String { MotionSnippetNumber.text(value) }
}
