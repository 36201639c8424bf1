/// A motion as Rust with gtk-rs's `libadwaita` crate (`adw`): a function that makes its
/// animation, calling `apply(value)` every frame. Not compiled here (no Rust toolchain in the
/// project's Debian set); the core tests check its numbers.
struct GtkRsSnippet {
    let subject: SnippetSubject
    let parameters: MotionParameters

    var text: String {
        let notes = LibadwaitaNotes(subject: subject, parameters: parameters)
        let upper = subject.snakeName.uppercased()
        var lines = notes.lines.map { "// " + $0 }
        lines += ["use adw::prelude::*;", ""]
        var body: [String] = []
        var returnType = "adw::TimedAnimation"
        switch parameters {
        case let .uikitSpring(p):
            let spring = PhysicalSpring(p)
            returnType = "adw::SpringAnimation"
            body = ["    let target = adw::CallbackAnimationTarget::new(apply);",
                    "    adw::SpringAnimation::builder()",
                    "        .widget(widget)",
                    "        .value_from(0.0)",
                    "        .value_to(1.0)",
                    "        // damping ratio, mass, stiffness",
                    "        .spring_params(&adw::SpringParams::new(\(f(spring.dampingRatio)), \(f(spring.mass)), \(f(spring.stiffness))))",
                    "        .initial_velocity(\(f(spring.initialVelocity)))",
                    "        .target(&target)",
                    "        .build()"]
        case let .bezier(p):
            body = ["    let target = adw::CallbackAnimationTarget::new(apply);",
                    "    adw::TimedAnimation::builder()",
                    "        .widget(widget)",
                    "        .value_from(0.0)",
                    "        .value_to(1.0)",
                    "        .duration(\(MotionSnippet.milliseconds(p.duration)))",
                    "        .easing(adw::Easing::\(Self.rustName(notes.easing(p.curve).easing)))",
                    "        .target(&target)",
                    "        .build()"]
        case let .keyframes(p):
            let keyframes = SnippetKeyframes(parameters: p)
            let easing = notes.easing(p.curve)
            let count = keyframes.keys.count
            lines += ["const \(upper)_KEY_TIMES: [f64; \(count)] = [\(keyframes.keys.map { f($0.time) }.joined(separator: ", "))];",
                      "const \(upper)_VALUES: [f64; \(count)] = [\(keyframes.keys.map { f($0.value) }.joined(separator: ", "))];", ""]
            body = ["    let target = adw::CallbackAnimationTarget::new(move |progress| {",
                    "        let mut i = 1;",
                    "        while i < \(count - 1) && progress > \(upper)_KEY_TIMES[i] {",
                    "            i += 1;",
                    "        }",
                    "        let span = \(upper)_KEY_TIMES[i] - \(upper)_KEY_TIMES[i - 1];",
                    "        let t = if span > 0.0 { (progress - \(upper)_KEY_TIMES[i - 1]) / span } else { 1.0 };",
                    easing.note == nil ? nil : "        let t = adw::Easing::\(Self.rustName(easing.easing)).ease(t);",
                    "        apply(\(upper)_VALUES[i - 1] + (\(upper)_VALUES[i] - \(upper)_VALUES[i - 1]) * t);",
                    "    });",
                    "    adw::TimedAnimation::builder()",
                    "        .widget(widget)",
                    "        .value_from(0.0)",
                    "        .value_to(1.0)",
                    "        .duration(\(MotionSnippet.milliseconds(p.duration)))",
                    "        .easing(adw::Easing::Linear)",
                    "        .repeat_count(\(keyframes.adwRepeatCount.count)) // 0: for ever",
                    p.autoreverses ? "        .alternate(true)" : nil,
                    "        .target(&target)",
                    "        .build()"].compactMap { $0 }
        }
        lines += ["/// The animation, not started (call its `play()`); `apply` gets every frame's value:",
                  "/// \(subject.valueMeaning).",
                  "fn \(subject.snakeName)_animation(widget: &impl IsA<gtk::Widget>, apply: impl Fn(f64) + 'static) -> \(returnType) {"]
        lines += body
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `EASE_OUT_CUBIC` as the crate spells it: `EaseOutCubic`.
    static func rustName(_ easing: AdwEasing) -> String {
        easing.rawValue.split(separator: "_").map { $0.prefix(1) + $0.dropFirst().lowercased() }.joined()
    }

    private func f(_ value: Double) -> String { MotionSnippetNumber.float(value) }
}
