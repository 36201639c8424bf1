#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped harmonic oscillator, m x'' + c x' + k x = 0, solved in closed form.
///
/// The value moves from `from` toward `to` as the displacement x = value − to decays
/// (under-damped: oscillating; critically damped: fastest without overshoot from rest;
/// over-damped: slower, no oscillation). Units: mass in kg-like units, stiffness in N/m-like
/// units, damping in N·s/m-like units; times in seconds, velocities in value units per second.
/// A spring with non-positive or non-finite mass or stiffness, or negative or non-finite
/// damping, is not a spring: it lands on `to` at once (settle time 0).
public struct Spring: Sendable, Hashable {
    /// The moving mass m (> 0).
    public var mass: Double
    /// The spring constant k (> 0).
    public var stiffness: Double
    /// The damping coefficient c (≥ 0; 0 never settles).
    public var damping: Double

    /// Creates a spring from its physical coefficients.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// Creates a spring from a damping ratio ζ (1 = critical, < 1 bounces, > 1 over-damped):
    /// damping = 2ζ·sqrt(k·m).
    public init(dampingRatio: Double, stiffness: Double, mass: Double = 1) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = 2 * dampingRatio * (stiffness * mass).squareRoot()
    }

    /// Creates a spring from a damping ratio and a response (s): the period of the undamped
    /// oscillation, as SwiftUI's `spring(response:dampingFraction:)`: stiffness (2π/response)²,
    /// mass 1.
    public init(dampingRatio: Double, response: Double) {
        let omega0 = 2 * Double.pi / response
        self.init(dampingRatio: dampingRatio, stiffness: omega0 * omega0, mass: 1)
    }

    /// Creates a spring from a perceptual duration (s) and a bounce, as SwiftUI's
    /// `Spring(duration:bounce:)` and Flutter's `SpringDescription.withDurationAndBounce`:
    /// stiffness (2π/duration)², damping 4π(1 − bounce)/duration, mass 1.
    ///
    /// The damping ratio is 1 − bounce: 0 is critically damped, 0...1 bounces, negative
    /// bounce is over-damped. The duration is the undamped period, not the settle time.
    public init(duration: Double, bounce: Double = 0) {
        let omega0 = 2 * Double.pi / duration
        self.mass = 1
        self.stiffness = omega0 * omega0
        self.damping = 4 * Double.pi * (1 - bounce) / duration
    }

    /// The damping ratio ζ = c / (2·sqrt(k·m)): 1 critical, below 1 bounces, above 1 over-damped.
    public var dampingRatio: Double {
        damping / (2 * (stiffness * mass).squareRoot())
    }

    /// Position at time `t` (s) of a motion from `from` to `to` that starts with velocity `v0`
    /// (units/s). Before 0 the motion has not started: `from`.
    public func value(at t: Double, from: Double, to: Double, initialVelocity v0: Double) -> Double {
        let solution = SpringSolution(self)
        if solution.kind == .instant { return to }
        if !(t > 0) { return from }
        return to + solution.displacement(at: t, x0: from - to, v0: v0)
    }

    /// Velocity (units/s) at time `t` (s) of the motion described in `value(at:from:to:initialVelocity:)`.
    public func velocity(at t: Double, from: Double, to: Double, initialVelocity v0: Double) -> Double {
        let solution = SpringSolution(self)
        if solution.kind == .instant { return 0 }
        if !(t > 0) { return v0 }
        let b = solution.basis(t)
        let d = solution.derivatives(phi: b.phi, psi: b.psi)
        return (from - to) * d.phi + v0 * d.psi
    }

    /// The first time (s) after which |value − to| stays below `epsilon` for good.
    ///
    /// `epsilon` is absolute, in the value's own units. libadwaita uses 0.001 for a unit
    /// distance (its envelope is e^(−βt) < 0.001); here the envelope accounts for the actual
    /// distance and initial velocity, so a 300-pixel motion settles to within 0.001 px, and
    /// the envelope of an under-damped spring bounds its oscillation (the oscillation itself
    /// may be below epsilon a little earlier). Critically and over-damped motions are exact:
    /// the displacement crosses epsilon at the returned time. Never settles without damping:
    /// `.infinity`.
    public func settleTime(from: Double, to: Double, initialVelocity v0: Double, epsilon: Double = 0.001) -> Double {
        SpringSolution(self).settleTime(x0: from - to, v0: v0, epsilon: epsilon)
    }

    /// The spring UIKit uses for `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)`:
    /// damping ratio `dampingRatio`, mass 1, and the stiffness for which a unit-distance motion
    /// starting at `initialVelocity` (distance per second) settles at exactly `duration`, in
    /// the sense of `settleTime(from:to:initialVelocity:epsilon:)` with epsilon 0.001:
    /// under-damped, its envelope reaches 0.001 there; critically or over-damped, |x − to|
    /// itself crosses 0.001 there. (libadwaita's estimate for a critically damped spring is
    /// the bare e^(−βt) < 0.001, which ignores the (1 + (ω0 − v0)t) factor: for the seed's
    /// 0.3 s, ζ 1, v0 1 it would give ω0 = ln 1000 / 0.3 ≈ 23.03 rad/s and leave the motion
    /// 0.76 % of the distance short at 0.3 s, to be snapped over when it counts as settled;
    /// this fit gives ω0 ≈ 30.67 rad/s.)
    ///
    /// The stiffness is found by bisection on log ω0 (it is not closed-form once the initial
    /// velocity counts): 45 steps, each a settle-time evaluation, and a critically or
    /// over-damped settle time is itself a bisection of up to 100 displacement evaluations,
    /// so a fit takes some thousands of `exp` calls, about 18 µs (x86-64, release build).
    /// Compute it once per animation, never per frame; `AnimatedValue` reuses the fit of the
    /// seed's floating-label timing rather than refitting it on every focus change.
    /// Damping ratios are clamped to 0.01...100 (a spring without damping never settles, so no
    /// stiffness can fit a duration); a non-positive or non-finite duration gives a spring that
    /// lands at once.
    public static func uikit(duration: Double, dampingRatio: Double, initialVelocity: Double) -> Spring {
        guard duration > 0, duration.isFinite else { return Spring(mass: 1, stiffness: .infinity, damping: 0) }
        let zeta = dampingRatio.isFinite ? min(max(dampingRatio, 0.01), 100) : 1
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        func settle(_ logOmega: Double) -> Double {
            let omega0 = exp(logOmega)
            return Spring(dampingRatio: zeta, stiffness: omega0 * omega0).settleTime(from: 0, to: 1, initialVelocity: v0)
        }
        // Settle time falls as ω0 rises; bisect log ω0 over a range far wider than any UI needs.
        var lo = log(1e-3), hi = log(1e7)
        while hi - lo > 1e-12 {   // ω0 to 12 digits: 45 steps over the 23-wide log range
            let mid = (lo + hi) * 0.5
            if settle(mid) > duration { lo = mid } else { hi = mid }
        }
        let omega0 = exp(hi)   // the stiff side: settles at the duration, never after it
        return Spring(dampingRatio: zeta, stiffness: omega0 * omega0)
    }
}
