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
    /// Compute it once per animation, never per frame; `AnimatedValue` reuses the last fit
    /// rather than refitting the same timing on every focus change.
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

/// The closed-form solution of m x'' + c x' + k x = 0, in the basis every motion shares.
///
/// Any motion's displacement from its target is `x0 · φ(t) + v0 · ψ(t)`, where x0 is the
/// initial displacement and v0 the initial velocity: φ starts at 1 with velocity 0, ψ at 0
/// with velocity 1. Being linear in (x0, v0), this runs a spring on each component of a vector
/// at once, and one exp/sin/cos per evaluation serves every component. The derivatives
/// follow from the equation itself: φ' = −ω0² ψ and ψ' = φ − 2β ψ.
/// The three cases are those of libadwaita's adw-spring-animation.c.
@usableFromInline struct SpringSolution: Sendable, Hashable {
    @usableFromInline enum Kind: Sendable, Hashable {
        /// Not a spring (non-positive or non-finite mass or stiffness, or bad damping):
        /// lands on the target at once.
        case instant
        case underdamped
        case critical
        case overdamped
    }

    @usableFromInline let kind: Kind
    /// c / 2m (1/s).
    @usableFromInline let beta: Double
    /// sqrt(k / m) (rad/s).
    @usableFromInline let omega0: Double
    /// Under-damped: the damped frequency sqrt(ω0² − β²); over-damped: sqrt(β² − ω0²).
    @usableFromInline let omega: Double

    @usableFromInline init(_ spring: Spring) {
        let m = spring.mass, k = spring.stiffness, c = spring.damping
        guard m > 0, k > 0, c >= 0, m.isFinite, k.isFinite, c.isFinite else {
            kind = .instant; beta = 0; omega0 = 0; omega = 0
            return
        }
        beta = c / (2 * m)
        omega0 = (k / m).squareRoot()
        // Damping ratio 1 built from floating-point stiffness and mass rarely gives β == ω0
        // exactly; within 1e-9 the critical form is exact to ~1e-12 and avoids the
        // cancellation of the other two forms near ζ = 1.
        if abs(beta - omega0) <= 1e-9 * omega0 {
            kind = .critical
            omega = 0
        } else if beta < omega0 {
            kind = .underdamped
            omega = ((omega0 - beta) * (omega0 + beta)).squareRoot()
        } else {
            kind = .overdamped
            omega = ((beta - omega0) * (beta + omega0)).squareRoot()
        }
    }

    /// (φ(t), ψ(t)) for t ≥ 0.
    @inlinable @inline(__always) func basis(_ t: Double) -> (phi: Double, psi: Double) {
        switch kind {
        case .instant:
            return (0, 0)
        case .underdamped:
            let envelope = exp(-beta * t)
            let s = sin(omega * t), c = cos(omega * t)
            return (envelope * (c + beta / omega * s), envelope * s / omega)
        case .critical:
            let envelope = exp(-omega0 * t)
            return (envelope * (1 + omega0 * t), envelope * t)
        case .overdamped:
            let r1 = -beta + omega, r2 = -beta - omega
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let inv = 1 / (2 * omega)
            return ((r1 * e2 - r2 * e1) * inv, (e1 - e2) * inv)
        }
    }

    /// (φ', ψ') from (φ, ψ).
    @inlinable @inline(__always) func derivatives(phi: Double, psi: Double) -> (phi: Double, psi: Double) {
        (-omega0 * omega0 * psi, phi - 2 * beta * psi)
    }

    /// Displacement x0 φ + v0 ψ at t.
    @inline(__always) func displacement(at t: Double, x0: Double, v0: Double) -> Double {
        let b = basis(t)
        return x0 * b.phi + v0 * b.psi
    }

    /// The first time after which |x0 φ(t) + v0 ψ(t)| stays below `epsilon`.
    ///
    /// Under-damped: the envelope e^(−βt)·sqrt(x0² + ((βx0 + v0)/ω1)²) bounds the oscillation,
    /// so the time is where that envelope reaches epsilon. Critically and over-damped: the
    /// displacement has at most one turning point, so it is monotonic on both sides of it and
    /// the last crossing of ±epsilon is found by bisection on the right side.
    func settleTime(x0: Double, v0: Double, epsilon: Double) -> Double {
        guard kind != .instant, x0.isFinite, v0.isFinite else { return 0 }
        let epsilon = epsilon > 0 ? epsilon : Double.ulpOfOne
        if x0 == 0 && v0 == 0 { return 0 }
        if beta <= 0 { return .infinity }   // undamped: oscillates for ever
        switch kind {
        case .instant:
            return 0
        case .underdamped:
            let b = (beta * x0 + v0) / omega
            let amplitude = (x0 * x0 + b * b).squareRoot()
            return amplitude <= epsilon ? 0 : log(amplitude / epsilon) / beta
        case .critical, .overdamped:
            // An upper bound U after which |displacement| < epsilon, and the turning point.
            let upper: Double
            var turn = -1.0
            if kind == .critical {
                let w = omega0
                let b = v0 + w * x0   // displacement = (x0 + b t) e^(−wt)
                // t e^(−wt/2) ≤ 2/(e w), so |disp| ≤ (|x0| + 2|b|/(e w)) e^(−wt/2).
                let bound = abs(x0) + 2 * abs(b) / (M_E * w)
                upper = bound <= epsilon ? 0 : 2 * log(bound / epsilon) / w
                if b != 0 { turn = v0 / (w * b) }
            } else {
                let r1 = -beta + omega, r2 = -beta - omega
                let a = (v0 - r2 * x0) / (r1 - r2), b = x0 - a   // a e^(r1 t) + b e^(r2 t)
                let bound = abs(a) + abs(b)   // r1 is the slower decay
                upper = bound <= epsilon ? 0 : log(bound / epsilon) / -r1
                if a != 0 {
                    let ratio = -b * r2 / (a * r1)
                    if ratio > 0 { turn = log(ratio) / (r1 - r2) }
                }
            }
            if upper <= 0 { return 0 }
            let start = turn > 0 && turn < upper ? turn : 0
            let atStart = displacement(at: start, x0: x0, v0: v0)
            if abs(atStart) >= epsilon {
                return lastCrossing(from: start, to: upper, level: atStart > 0 ? epsilon : -epsilon, x0: x0, v0: v0)
            }
            if start > 0 && abs(x0) >= epsilon {
                return lastCrossing(from: 0, to: start, level: x0 > 0 ? epsilon : -epsilon, x0: x0, v0: v0)
            }
            return 0
        }
    }

    /// Bisection for the time in [lo, hi] where a displacement monotonic on that interval,
    /// beyond `level` at lo, reaches `level`.
    private func lastCrossing(from lo: Double, to hi: Double, level: Double, x0: Double, v0: Double) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<100 {
            let mid = (lo + hi) * 0.5
            if mid <= lo || mid >= hi { break }
            let d = displacement(at: mid, x0: x0, v0: v0)
            if level > 0 ? d >= level : d <= level { lo = mid } else { hi = mid }
        }
        return hi
    }
}
