/// What libadwaita's snippets (C, Python, Rust) say about a motion in their opening comment:
/// its parameters, how a spring became `AdwSpringParams`, and what libadwaita cannot say as
/// the catalog does (no cubic-bezier easing, no keyframes, whole passes only).
struct LibadwaitaNotes {
    let subject: SnippetSubject
    let parameters: MotionParameters

    /// The comment's lines, without comment marks.
    var lines: [String] {
        var lines = ["\(subject.name.title), from the InputMotion motion catalog; libadwaita 1.2 or later.",
                     MotionSnippet.description(of: parameters)]
        switch parameters {
        case let .uikitSpring(p):
            let spring = PhysicalSpring(p)
            lines += ["As AdwSpringParams: damping ratio \(n(spring.dampingRatio)), mass \(n(spring.mass)), stiffness \(n(spring.stiffness))",
                      "(omega0 = \(n(spring.angularFrequency)) rad/s: a unit move settles within 0.001 at \(n(p.duration)) s)."]
        case let .bezier(p):
            if let note = easing(p.curve).note { lines.append(note) }
        case let .keyframes(p):
            if let note = easing(p.curve).note { lines.append(note + " It eases every segment.") }
            if let note = SnippetKeyframes(parameters: p).adwRepeatCount.note { lines.append(note) }
            lines.append("libadwaita has no keyframe animation: one linear AdwTimedAnimation runs the pass and its callback interpolates the keys.")
        }
        return lines
    }

    /// The easing a curve becomes, and the note that says so (nil for a linear curve).
    func easing(_ curve: BezierControlPoints) -> (easing: AdwEasing, note: String?) {
        MotionSnippet.adwEasing(for: curve)
    }

    private func n(_ value: Double) -> String { MotionSnippetNumber.text(value) }
}
