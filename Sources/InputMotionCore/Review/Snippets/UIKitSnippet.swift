/// A motion as UIKit and Core Animation: `UIView.animate` with the catalog's own spring
/// numbers, a `UIViewPropertyAnimator` on `UICubicTimingParameters`, or a
/// `CAKeyframeAnimation`. Not compiled here (no iOS SDK on Linux); the core tests check its
/// numbers.
struct UIKitSnippet {
    let subject: SnippetSubject
    let parameters: MotionParameters

    var text: String {
        let function = "animate" + subject.camelName.prefix(1).uppercased() + subject.camelName.dropFirst()
        var lines = ["// \(subject.name.title), from the InputMotion motion catalog.", "// \(MotionSnippet.description(of: parameters))",
                     "import UIKit", ""]
        switch parameters {
        case let .uikitSpring(p):
            lines += ["/// Animates what `changes` sets: \(subject.valueMeaning).",
                      "func \(function)(_ changes: @escaping () -> Void) {",
                      "    UIView.animate(withDuration: \(n(p.duration)), delay: 0, usingSpringWithDamping: \(n(p.dampingRatio)),",
                      "                   initialSpringVelocity: \(n(p.initialVelocity)), options: [], animations: changes)",
                      "}"]
        case let .bezier(p):
            let c = p.curve
            lines += ["/// Animates what `changes` sets: \(subject.valueMeaning).",
                      "/// On a layer, the same curve is CAMediaTimingFunction(controlPoints: \(n(c.x1)), \(n(c.y1)), \(n(c.x2)), \(n(c.y2))).",
                      "func \(function)(_ changes: @escaping () -> Void) {",
                      "    let timing = UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(c.x1)), y: \(n(c.y1))),",
                      "                                         controlPoint2: CGPoint(x: \(n(c.x2)), y: \(n(c.y2))))",
                      "    let animator = UIViewPropertyAnimator(duration: \(n(p.duration)), timingParameters: timing)",
                      "    animator.addAnimations(changes)",
                      "    animator.startAnimation()",
                      "}"]
        case let .keyframes(p):
            let c = p.curve
            lines += ["/// Adds the animation to `layer`: \(subject.valueMeaning).",
                      "func \(function)(_ layer: CALayer) {",
                      "    let animation = CAKeyframeAnimation(keyPath: \"\(subject.layerKeyPath)\")",
                      "    animation.values = [\(p.values.map(n).joined(separator: ", "))]",
                      "    animation.keyTimes = [\(p.keyTimes.map(n).joined(separator: ", "))]",
                      "    animation.duration = \(n(p.duration))"]
            if c != .linear {
                lines += ["    let curve = CAMediaTimingFunction(controlPoints: \(n(c.x1)), \(n(c.y1)), \(n(c.x2)), \(n(c.y2)))",
                          "    animation.timingFunctions = Array(repeating: curve, count: \(max(p.values.count - 1, 1)))"]
            }
            if p.additive { lines.append("    animation.isAdditive = true") }
            switch p.repeatCount {
            case .forever: lines.append("    animation.repeatCount = .infinity")
            case let .count(count) where count != 1: lines.append("    animation.repeatCount = \(n(count))")
            case .count: break
            }
            if p.autoreverses { lines.append("    animation.autoreverses = true") }
            lines += ["    layer.add(animation, forKey: \"\(subject.cssName)\")", "}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func n(_ value: Double) -> String { MotionSnippetNumber.text(value) }
}
