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
    /// a spring with the given damping ratio whose stiffness is chosen so that it settles
    /// (envelope below 0.001) at exactly `duration`; `initialVelocity` is in units of the
    /// total distance per second (1 = covers the whole distance in 1 s at the start), as UIKit
    /// defines it. See `Spring.uikit(duration:dampingRatio:initialVelocity:)`.
    case uikitSpring(duration: Double, dampingRatio: Double, initialVelocity: Double)
}
