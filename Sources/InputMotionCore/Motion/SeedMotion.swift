/// The seed app's motions as named values; their sources are in the InputMotionCore
/// documentation catalog, "Motion numbers and where they come from".
public enum SeedMotion {
    /// The floating label's move on focus and blur: UIKit spring, 0.3 s, damping ratio 1,
    /// initial velocity 1 (the seed's `.curveEaseOut` option does not change a UIKit spring).
    public static let floatingLabel: Timing = .uikitSpring(duration: 0.3, dampingRatio: 1, initialVelocity: 1)

    // `try!` below is safe: these tracks are constants known to satisfy every rule (the
    // tests construct them too); a failure would be a programming error caught at once.

    /// The invalid field's shake: additive x keyframes [0, 10, −10, 10, 0] at key times
    /// [0, 0.08, 0.24, 0.415, 0.5] of 0.5 s, linear segments, so the motion ends at 0.25 s and
    /// holds 0 (removed fill: the field is back at its base afterwards).
    public static let shake: KeyframeTrack = try! KeyframeTrack(
        values: [0, 10, -10, 10, 0], keyTimes: [0, 0.08, 0.24, 0.415, 0.5], duration: 0.5, additive: true)

    /// The avatar's spin on success: rotation 0 → 2π radians in 2 s, ease-in-ease-out,
    /// repeating for ever.
    public static let avatarRotation: KeyframeTrack = try! KeyframeTrack(
        values: [0, 2 * Double.pi], curves: [.easeInEaseOut], duration: 2, repeatCount: .forever)

    /// The avatar's corner radius on success: 0 → 100 in 2 s, autoreversing, for ever.
    /// Linear, because the seed's `CABasicAnimation` sets no timing function and Core
    /// Animation then interpolates linearly.
    public static let avatarCornerRadius: KeyframeTrack = try! KeyframeTrack(
        values: [0, 100], duration: 2, repeatCount: .forever, autoreverses: true)

    /// The emulated keyboard's slide: the keyboard curve (see `CubicBezier.keyboard`) over 0.25 s.
    public static let keyboard: Timing = .curve(.keyboard, duration: 0.25)
}
