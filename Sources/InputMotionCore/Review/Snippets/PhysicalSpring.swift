/// A catalog spring (UIKit's duration, damping ratio and initial velocity) as the physical
/// numbers other toolkits take: libadwaita's `AdwSpringParams` (damping ratio, mass,
/// stiffness), SwiftUI's `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
///
/// The conversion: mass 1; damping ratio ζ as given; stiffness k = ω0², where ω0 is the
/// undamped angular frequency at which a unit move starting at the initial velocity settles
/// (comes within 0.001 for good) at exactly the UIKit duration — the fit the demo itself runs
/// (`Spring.uikit`); damping c = 2ζ·√(k·m). The initial velocity stays in distances per second,
/// so it is the velocity of a 0 → 1 progress. For the floating label (0.3 s, ζ 1, v0 1):
/// ω0 ≈ 30.6677 rad/s, k ≈ 940.5104, c ≈ 61.3355.
public struct PhysicalSpring: Sendable, Hashable {
    /// ζ: 1 critical, below 1 bounces.
    public var dampingRatio: Double
    /// m: always 1.
    public var mass: Double
    /// k = ω0².
    public var stiffness: Double
    /// c = 2ζ·√(k·m).
    public var damping: Double
    /// Progress (0 → 1) per second at the start.
    public var initialVelocity: Double
    /// The UIKit duration the spring settles at (s).
    public var duration: Double

    /// The physical form of `parameters`.
    public init(_ parameters: UIKitSpringParameters) {
        let spring = Spring.uikit(duration: parameters.duration, dampingRatio: parameters.dampingRatio,
                                  initialVelocity: parameters.initialVelocity)
        dampingRatio = parameters.dampingRatio
        mass = spring.mass
        stiffness = spring.stiffness
        damping = 2 * parameters.dampingRatio * (spring.stiffness * spring.mass).squareRoot()
        initialVelocity = parameters.initialVelocity
        duration = parameters.duration
    }

    /// ω0 = √(k/m), rad/s.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// SwiftUI's response: the undamped period 2π/ω0 (s).
    public var response: Double { 2 * Double.pi / angularFrequency }
}
