/// A motion as Python with PyGObject and libadwaita: a function that makes its animation,
/// calling `apply(value)` every frame.
struct PyGObjectSnippet {
    let subject: SnippetSubject
    let parameters: MotionParameters

    var text: String {
        let notes = LibadwaitaNotes(subject: subject, parameters: parameters)
        let upper = subject.snakeName.uppercased()
        var lines = notes.lines.map { "# " + $0 }
        lines += ["import gi", "", "gi.require_version(\"Gtk\", \"4.0\")", "gi.require_version(\"Adw\", \"1\")",
                  "from gi.repository import Adw  # noqa: E402", ""]
        var body: [String] = []
        switch parameters {
        case let .uikitSpring(p):
            let spring = PhysicalSpring(p)
            body = ["    target = Adw.CallbackAnimationTarget.new(apply)",
                    "    params = Adw.SpringParams.new(\(n(spring.dampingRatio)), \(n(spring.mass)), \(n(spring.stiffness)))  # damping ratio, mass, stiffness",
                    "    animation = Adw.SpringAnimation.new(widget, 0, 1, params, target)",
                    "    animation.set_initial_velocity(\(n(spring.initialVelocity)))"]
        case let .bezier(p):
            body = ["    target = Adw.CallbackAnimationTarget.new(apply)",
                    "    animation = Adw.TimedAnimation.new(widget, 0, 1, \(MotionSnippet.milliseconds(p.duration)), target)",
                    "    animation.set_easing(Adw.Easing.\(notes.easing(p.curve).easing.rawValue))"]
        case let .keyframes(p):
            let keyframes = SnippetKeyframes(parameters: p)
            let easing = notes.easing(p.curve)
            lines += ["\(upper)_KEY_TIMES = [\(keyframes.keys.map { n($0.time) }.joined(separator: ", "))]",
                      "\(upper)_VALUES = [\(keyframes.keys.map { n($0.value) }.joined(separator: ", "))]", "", ""]
            body = ["    def frame(progress):",
                    "        i = 1",
                    "        while i < len(\(upper)_KEY_TIMES) - 1 and progress > \(upper)_KEY_TIMES[i]:",
                    "            i += 1",
                    "        span = \(upper)_KEY_TIMES[i] - \(upper)_KEY_TIMES[i - 1]",
                    "        t = (progress - \(upper)_KEY_TIMES[i - 1]) / span if span > 0 else 1",
                    easing.note == nil ? nil : "        t = Adw.Easing.ease(Adw.Easing.\(easing.easing.rawValue), t)",
                    "        apply(\(upper)_VALUES[i - 1] + (\(upper)_VALUES[i] - \(upper)_VALUES[i - 1]) * t)",
                    "",
                    "    target = Adw.CallbackAnimationTarget.new(frame)",
                    "    animation = Adw.TimedAnimation.new(widget, 0, 1, \(MotionSnippet.milliseconds(p.duration)), target)",
                    "    animation.set_easing(Adw.Easing.LINEAR)",
                    "    animation.set_repeat_count(\(keyframes.adwRepeatCount.count))  # 0: for ever",
                    p.autoreverses ? "    animation.set_alternate(True)" : nil].compactMap { $0 }
        }
        if case .keyframes = parameters {} else { lines.append("") }   // two blank lines before the function
        lines += ["def \(subject.snakeName)_animation(widget, apply):",
                  "    \"\"\"The animation, not started (call its play()); apply(value) gets every frame's value:",
                  "    \(subject.valueMeaning).\"\"\""]
        lines += body
        lines.append("    return animation")
        return lines.joined(separator: "\n") + "\n"
    }

    private func n(_ value: Double) -> String { MotionSnippetNumber.text(value) }
}
