import Synchronization

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
    /// Starting one fits the spring (~18 µs, see `Spring.uikit`), except when it is the timing
    /// fitted last, whose fit is reused.
    case uikitSpring(duration: Double, dampingRatio: Double, initialVelocity: Double)
}

extension Timing {
    /// `Spring.uikit(duration:dampingRatio:initialVelocity:)`, remembered for the last UIKit
    /// timing fitted: a field's label starts the same timing on every focus change, so that
    /// fit (~18 µs) is computed once per timing, not on every retarget. The result is the same
    /// spring either way.
    static func uikitSpringFit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> Spring {
        let timing = Timing.uikitSpring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        if let last = lastUIKitFit.withLock({ $0 }), last.timing == timing {
            return last.spring
        }
        let spring = Spring.uikit(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        lastUIKitFit.withLock { $0 = (timing, spring) }
        return spring
    }

    /// The last UIKit timing fitted and its spring (models may animate on any thread).
    private static let lastUIKitFit = Mutex<(timing: Timing, spring: Spring)?>(nil)
}
