/// How an animated value travels to its target.
public enum Timing: Sendable, Hashable {
    /// A timing curve over a fixed duration (s).
    ///
    /// Retargeting restarts the curve from the presented value (a curve cannot take over a
    /// velocity, so its speed may change at the retarget, but its position never jumps).
    case curve(CubicBezier, duration: Double)
    /// A physical spring; runs until settled; carries velocity when retargeted.
    case spring(Spring)
    /// UIKit's `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:)`:
    /// a spring with the given damping ratio whose stiffness is chosen so that a unit-distance
    /// motion settles at exactly `duration`: under-damped, its envelope falls to 0.001 there;
    /// critically or over-damped, the motion itself comes within 0.001 of the target there
    /// (the exact crossing, not a bound). `initialVelocity` is in units of the total distance
    /// per second (1 = covers the whole distance in 1 s at the start), as UIKit defines it.
    /// See `Spring.uikit(duration:dampingRatio:initialVelocity:)`.
    ///
    /// Starting one fits the spring (~18 µs, see `Spring.uikit`), except for the seed's
    /// floating-label timing, whose fit is computed once and reused.
    case uikitSpring(duration: Double, dampingRatio: Double, initialVelocity: Double)
}

extension Timing {
    /// `Spring.uikit(duration:dampingRatio:initialVelocity:)`, memoized for the seed's
    /// floating-label timing (`SeedMotion.floatingLabel`), which is started on every focus
    /// change: that fit is computed once, on first use, instead of on every retarget. Other
    /// parameters are fitted afresh. The result is the same spring either way.
    static func uikitSpringFit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> Spring {
        let timing = Timing.uikitSpring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        if let seed = seedFloatingLabelFit, seed.timing == timing {
            return seed.spring
        }
        return Spring.uikit(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
    }

    /// `SeedMotion.floatingLabel` and its fitted spring (nil if the seed's timing were not a
    /// UIKit spring). A `static let`: initialised lazily and thread-safely, once.
    private static let seedFloatingLabelFit: (timing: Timing, spring: Spring)? = {
        guard case let .uikitSpring(duration, dampingRatio, initialVelocity) = SeedMotion.floatingLabel else { return nil }
        let spring = Spring.uikit(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        return (SeedMotion.floatingLabel, spring)
    }()
}
