/// A motion as SwiftUI: an `Animation` (an interpolating spring with the physical numbers of
/// ``PhysicalSpring``, or a timing curve), or a view modifier that plays the keyframes with
/// `keyframeAnimator` (iOS 17, macOS 14). Not compiled here (no SwiftUI on Linux); the core
/// tests check its numbers.
struct SwiftUISnippet {
    let subject: SnippetSubject
    let parameters: MotionParameters

    var text: String {
        let typeName = subject.camelName.prefix(1).uppercased() + subject.camelName.dropFirst()
        var lines = ["// \(subject.name.title), from the InputMotion motion catalog.", "// \(MotionSnippet.description(of: parameters))"]
        switch parameters {
        case let .uikitSpring(p):
            let spring = PhysicalSpring(p)
            lines += ["// As a physical spring: mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping))",
                      "// (damping ratio \(n(spring.dampingRatio)), response \(n(spring.response)) s).",
                      "import SwiftUI", "",
                      "extension Animation {",
                      "    /// Use: `withAnimation(.\(subject.camelName)) { ... }`: \(subject.valueMeaning).",
                      "    static let \(subject.camelName) = Animation.interpolatingSpring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)),",
                      "                                                         damping: \(n(spring.damping)), initialVelocity: \(n(spring.initialVelocity)))",
                      "}"]
        case let .bezier(p):
            let c = p.curve
            lines += ["import SwiftUI", "",
                      "extension Animation {",
                      "    /// Use: `withAnimation(.\(subject.camelName)) { ... }`: \(subject.valueMeaning).",
                      "    static let \(subject.camelName) = Animation.timingCurve(\(n(c.x1)), \(n(c.y1)), \(n(c.x2)), \(n(c.y2)), duration: \(n(p.duration)))",
                      "}"]
        case let .keyframes(p):
            lines += keyframeModifier(p, typeName: typeName)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func keyframeModifier(_ p: KeyframeParameters, typeName: String) -> [String] {
        let keyframes = SnippetKeyframes(parameters: p)
        let keys = keyframes.keys
        // One pass there (and back when it autoreverses), as many times as it repeats:
        // keyframeAnimator repeats a whole track for ever or plays it once.
        var steps = zip(keys.dropFirst(), keyframes.segmentDurations).map { (value: $0.value, duration: $1) }
        if p.autoreverses { steps += zip(keys.dropLast().reversed(), keyframes.segmentDurations.reversed()).map { (value: $0.value, duration: $1) } }
        var notes: [String] = []
        if case let .count(count) = p.repeatCount, count != 1 {
            let whole = max(Int(count.rounded(.up)), 1)
            if Double(whole) != count { notes.append("// keyframeAnimator plays whole passes: \(n(count)) rounded up to \(whole).") }
            steps = Array(Array(repeating: steps, count: whole).joined())
        }
        let c = p.curve
        let curve = c == .linear ? "" : ", timingCurve: .bezier(startControlPoint: UnitPoint(x: \(n(c.x1)), y: \(n(c.y1))), "
            + "endControlPoint: UnitPoint(x: \(n(c.x2)), y: \(n(c.y2))))"
        let forever = p.repeatCount == .forever
        var lines = notes + ["import SwiftUI", "",
                             forever ? "/// Plays for ever: \(subject.valueMeaning)." : "/// Plays each time `trigger` changes: \(subject.valueMeaning).",
                             forever ? "struct \(typeName): ViewModifier {" : "struct \(typeName)<Trigger: Equatable>: ViewModifier {"]
        if !forever { lines.append("    var trigger: Trigger") }
        lines += ["    func body(content: Content) -> some View {",
                  forever ? "        content.keyframeAnimator(initialValue: \(f(keys.first?.value ?? 0)), repeating: true) { view, value in"
                      : "        content.keyframeAnimator(initialValue: \(f(keys.first?.value ?? 0)), trigger: trigger) { view, value in",
                  "            \(subject.swiftUIModifier(on: "view", "value"))",
                  "        } keyframes: { _ in",
                  "            MoveKeyframe(\(f(keys.first?.value ?? 0)))"]
        for step in steps {
            lines.append("            LinearKeyframe(\(f(step.value)), duration: \(n(step.duration))\(curve))")
        }
        lines += ["        }", "    }", "}"]
        return lines
    }

    private func n(_ value: Double) -> String { MotionSnippetNumber.text(value) }
    private func f(_ value: Double) -> String { MotionSnippetNumber.float(value) }
}
