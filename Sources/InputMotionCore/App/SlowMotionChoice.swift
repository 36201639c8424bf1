/// The slow-motion factors a reviewer picks from (the main menu and the motion inspector),
/// what the window's badge says while one is on, and GTK's own CSS transitions slowed to match.
public enum SlowMotionChoice {
    /// The factors offered, slowest last.
    public static let factors: [Double] = [2, 5, 10, 20]

    /// A factor as written after a number: "10×", "2.5×".
    public static func factorText(_ factor: Double) -> String {
        MotionNumber.text(factor) + "×"
    }

    /// The badge the window shows (and screen readers hear) while slow motion is on.
    public static func badge(factor: Double) -> String {
        tr("Slow motion {factor}").filled(["factor": factorText(factor)])
    }

    /// The menu item and inspector choice for `factor`.
    public static func title(factor: Double) -> String {
        tr("Slow Motion {factor}").filled(["factor": factorText(factor)])
    }

    /// GTK's theme transitions the app's fields and buttons run (GTK 4.8's Adwaita: `entry`
    /// and `button` have `transition: all 200ms`), which the motion clock does not drive: GTK
    /// slows them only through a private call (`_gtk_set_slowdown`, its inspector's Slowdown)
    /// or `GTK_SLOWDOWN` read once at start, so the app sets their durations instead.
    public static let themeTransitions: [(selector: String, milliseconds: Double)] = [
        ("entry", 200), ("button", 200),
    ]

    /// CSS that plays ``themeTransitions`` `factor` times slower ("" at 1×: the theme's own).
    public static func transitionCSS(factor: Double) -> String {
        guard factor.isFinite, factor > 0, factor != 1 else { return "" }
        return themeTransitions.map { "\($0.selector) { transition-duration: \(MotionNumber.text(($0.milliseconds * factor).rounded()))ms; }\n" }.joined()
    }
}
