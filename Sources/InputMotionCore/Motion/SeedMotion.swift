/// The seed app's motions, read from ``MotionCatalog/seed`` (the numbers themselves are
/// defined once, in ``MotionName/seed``). Core models default to these; the GTK layer hands
/// them the live catalog's values instead. The seed is the original UIKit write-ups this demo
/// reproduces: see <doc:InputMotionCore#The-seed>.
public enum SeedMotion {
    /// The floating label's move on focus and blur: UIKit spring, 0.3 s, damping ratio 1,
    /// initial velocity 1.
    public static let floatingLabel: Timing = MotionCatalog.seed.floatingLabel

    /// The invalid field's shake: additive x keyframes [0, 10, −10, 10, 0] at key times
    /// [0, 0.08, 0.24, 0.415, 0.5] of 0.5 s, linear, removed fill.
    public static let shake: KeyframeTrack = MotionCatalog.seed.shake

    /// The avatar's spin on success: 0 → 2π radians in 2 s, ease-in-ease-out, for ever.
    public static let avatarRotation: KeyframeTrack = MotionCatalog.seed.avatarRotation

    /// The avatar's corner radius on success: 0 → 100 in 2 s, linear, autoreversing, for ever.
    public static let avatarCornerRadius: KeyframeTrack = MotionCatalog.seed.avatarCornerRadius

    /// The emulated keyboard's slide: the keyboard curve (see `CubicBezier.keyboard`) over 0.25 s.
    public static let keyboard: Timing = MotionCatalog.seed.keyboardSlide
}
