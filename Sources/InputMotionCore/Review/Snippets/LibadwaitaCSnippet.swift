/// A motion as libadwaita C: a function that makes its `AdwAnimation` (a spring, a timed
/// animation, or a timed pass whose callback interpolates keyframes), handing every frame's
/// value to the caller's `AdwAnimationTargetFunc`.
struct LibadwaitaCSnippet {
    let subject: SnippetSubject
    let parameters: MotionParameters

    var text: String {
        let function = "\(subject.snakeName)_animation_new"
        let notes = LibadwaitaNotes(subject: subject, parameters: parameters)
        var lines = notes.lines.enumerated().map { ($0.offset == 0 ? "/* " : " * ") + $0.element }
        var body: [String] = []
        var helpers: [String] = []
        switch parameters {
        case let .uikitSpring(p):
            let spring = PhysicalSpring(p)
            body = ["  AdwAnimationTarget *target = adw_callback_animation_target_new (apply, user_data, NULL);",
                    "  AdwSpringParams *params = adw_spring_params_new (\(n(spring.dampingRatio)), \(n(spring.mass)), \(n(spring.stiffness))); /* damping ratio, mass, stiffness */",
                    "  AdwAnimation *animation = adw_spring_animation_new (widget, 0, 1, params, target); /* takes params and target */",
                    "",
                    "  adw_spring_animation_set_initial_velocity (ADW_SPRING_ANIMATION (animation), \(n(spring.initialVelocity)));",
                    "  return animation;"]
        case let .bezier(p):
            let easing = notes.easing(p.curve)
            body = ["  AdwAnimationTarget *target = adw_callback_animation_target_new (apply, user_data, NULL);",
                    "  AdwAnimation *animation = adw_timed_animation_new (widget, 0, 1, \(MotionSnippet.milliseconds(p.duration)), target);",
                    "",
                    "  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), \(easing.easing.cName));",
                    "  return animation;"]
        case let .keyframes(p):
            let keyframes = SnippetKeyframes(parameters: p)
            let easing = notes.easing(p.curve)
            let prefix = subject.snakeName
            let type = subject.camelName.prefix(1).uppercased() + subject.camelName.dropFirst() + "Target"
            let count = keyframes.keys.count
            helpers = ["typedef struct { AdwAnimationTargetFunc apply; gpointer user_data; } \(type);",
                       "",
                       "static const double \(prefix)_key_times[\(count)] = { \(keyframes.keys.map { n($0.time) }.joined(separator: ", ")) };",
                       "static const double \(prefix)_values[\(count)] = { \(keyframes.keys.map { n($0.value) }.joined(separator: ", ")) };",
                       "",
                       "static void",
                       "\(prefix)_frame (double progress, gpointer data)",
                       "{",
                       "  \(type) *target = data;",
                       "  guint i = 1;",
                       "",
                       "  while (i < \(count - 1) && progress > \(prefix)_key_times[i])",
                       "    i++;",
                       "  double span = \(prefix)_key_times[i] - \(prefix)_key_times[i - 1];",
                       "  double t = span > 0 ? (progress - \(prefix)_key_times[i - 1]) / span : 1;",
                       easing.note == nil ? nil : "  t = adw_easing_ease (\(easing.easing.cName), t);",
                       "  target->apply (\(prefix)_values[i - 1] + (\(prefix)_values[i] - \(prefix)_values[i - 1]) * t, target->user_data);",
                       "}",
                       ""].compactMap { $0 }
            body = ["  \(type) *data = g_new (\(type), 1);",
                    "  data->apply = apply;",
                    "  data->user_data = user_data;",
                    "  AdwAnimationTarget *target = adw_callback_animation_target_new (\(prefix)_frame, data, g_free);",
                    "  AdwAnimation *animation = adw_timed_animation_new (widget, 0, 1, \(MotionSnippet.milliseconds(p.duration)), target);",
                    "",
                    "  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (animation), ADW_LINEAR);",
                    "  adw_timed_animation_set_repeat_count (ADW_TIMED_ANIMATION (animation), \(keyframes.adwRepeatCount.count)); /* 0: for ever */"]
            if p.autoreverses { body.append("  adw_timed_animation_set_alternate (ADW_TIMED_ANIMATION (animation), TRUE);") }
            body.append("  return animation;")
        }
        lines += [" * Build with: cc your-file.c $(pkg-config --cflags --libs libadwaita-1) */", "#include <adwaita.h>", ""]
        lines += helpers
        lines += ["/* apply (value, user_data) gets every frame's value: \(subject.valueMeaning).",
                  " * Start it with adw_animation_play (). */",
                  "static AdwAnimation *",
                  "\(function) (GtkWidget *widget, AdwAnimationTargetFunc apply, gpointer user_data)",
                  "{"]
        lines += body
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func n(_ value: Double) -> String { MotionSnippetNumber.text(value) }
}
