#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
