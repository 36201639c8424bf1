import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import InputMotionCore

@Suite("Spring")
struct SpringTests {
    /// Under-, critically and over-damped springs (m 1.5, k 150): c = 2ζ·sqrt(k m) = 2ζ·15.
    static let cases: [(String, Spring)] = [
        ("under ζ 0.2", Spring(mass: 1.5, stiffness: 150, damping: 6)),
        ("critical ζ 1", Spring(mass: 1.5, stiffness: 150, damping: 30)),
        ("over ζ 2.5", Spring(mass: 1.5, stiffness: 150, damping: 75)),
    ]

    @Test(arguments: [0, 1, 2])
    func valueAndVelocityMatchNumericalIntegration(_ index: Int) {
        let (name, spring) = Self.cases[index]
        let from = 2.0, to = -1.0, v0 = 7.0
        var oscillator = MotionReference.Oscillator(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, from: from, to: to, velocity: v0)
        #expect(spring.value(at: 0, from: from, to: to, initialVelocity: v0) == from)
        #expect(spring.velocity(at: 0, from: from, to: to, initialVelocity: v0) == v0)
        for step in 1...30 {
            oscillator.run(until: Double(step) * 0.05)
            let t = oscillator.time
            let x = spring.value(at: t, from: from, to: to, initialVelocity: v0)
            let v = spring.velocity(at: t, from: from, to: to, initialVelocity: v0)
            #expect(abs(x - oscillator.position) < 1e-8, "\(name) x at \(t)")
            #expect(abs(v - oscillator.velocity) < 1e-7, "\(name) v at \(t)")
        }
    }

    @Test func dampingRatioConstruction() {
        let spring = Spring(dampingRatio: 0.5, stiffness: 400, mass: 4)
        // c = 2·0.5·sqrt(400·4) = 40.
        #expect(abs(spring.damping - 40) < 1e-12)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
        #expect(abs(Self.cases[0].1.dampingRatio - 0.2) < 1e-12)
    }

    @Test func durationAndBounce() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        // stiffness (2π/0.5)² = 16π² = 157.91367041742973; damping 4π·0.8/0.5 = 6.4π = 20.106192982974676.
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(spring.damping - 20.106192982974676) < 1e-9)
        #expect(abs(spring.dampingRatio - 0.8) < 1e-12)
        let critical = Spring(duration: 1)
        // (2π)² = 39.47841760435743, 4π = 12.566370614359172, ζ = 1.
        #expect(abs(critical.stiffness - 39.47841760435743) < 1e-9)
        #expect(abs(critical.damping - 12.566370614359172) < 1e-9)
        #expect(abs(critical.dampingRatio - 1) < 1e-12)
    }

    @Test func responseConstruction() {
        let spring = Spring(dampingRatio: 0.7, response: 0.5)
        // ω0 = 2π/0.5 = 4π, k = 16π², c = 2·0.7·4π.
        #expect(abs(spring.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(spring.damping - 1.4 * 4 * Double.pi) < 1e-9)
    }

    /// After the settle time the integrated |x − to| stays below epsilon (checked for 3 s more).
    @Test(arguments: [0, 1, 2])
    func settleTimeBoundsTheIntegratedMotion(_ index: Int) {
        let (name, spring) = Self.cases[index]
        for (from, to, v0) in [(0.0, 1.0, 0.0), (2.0, -1.0, 7.0), (0.0, 300.0, -50.0), (5.0, 0.0, -200.0)] {
            let settle = spring.settleTime(from: from, to: to, initialVelocity: v0)
            #expect(settle > 0 && settle.isFinite, "\(name)")
            var oscillator = MotionReference.Oscillator(
                mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, from: from, to: to, velocity: v0)
            var worstAfter = 0.0
            oscillator.run(until: settle + 3, dt: 1e-4) { t, x in
                if t > settle + 1e-6 { worstAfter = max(worstAfter, abs(x - to)) }
            }
            #expect(worstAfter < 0.001, "\(name) from \(from) to \(to) v0 \(v0): \(worstAfter) after \(settle)")
        }
    }

    /// Monotonic (from rest) critically and over-damped motions: the settle time is where |x − to|
    /// crosses epsilon, so it exceeds epsilon shortly before.
    @Test(arguments: [1, 2])
    func settleTimeIsTightForMonotonicMotion(_ index: Int) {
        let (name, spring) = Self.cases[index]
        let settle = spring.settleTime(from: 0, to: 1, initialVelocity: 0)
        var oscillator = MotionReference.Oscillator(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, from: 0, to: 1, velocity: 0)
        oscillator.run(until: settle - 0.001)
        #expect(abs(oscillator.position - 1) > 0.001, "\(name)")
        oscillator.run(until: settle + 0.001)
        #expect(abs(oscillator.position - 1) < 0.001, "\(name)")
    }

    @Test func underdampedSettleFollowsTheEnvelope() {
        // ζ 0.2: β = c/2m = 2, ω1 = sqrt(100 − 4); from rest over a unit distance the envelope
        // amplitude is sqrt(1 + (β/ω1)²), so T = ln(1000·sqrt(1 + 4/96))/2.
        let spring = Self.cases[0].1
        let expected = log(1000 * (1 + 4.0 / 96).squareRoot()) / 2
        #expect(abs(spring.settleTime(from: 0, to: 1, initialVelocity: 0) - expected) < 1e-9)
    }

    @Test func degenerateSprings() {
        #expect(Spring(stiffness: 100, damping: 0).settleTime(from: 0, to: 1, initialVelocity: 0) == .infinity)
        let broken = Spring(mass: 0, stiffness: 100, damping: 10)
        #expect(broken.value(at: 0.1, from: 0, to: 5, initialVelocity: 0) == 5)
        #expect(broken.settleTime(from: 0, to: 5, initialVelocity: 0) == 0)
        #expect(Spring(stiffness: 100, damping: 20).settleTime(from: 3, to: 3, initialVelocity: 0) == 0)
    }

    @Test func uikitSpringSettlesAtItsDuration() {
        let spring = Spring.uikit(duration: 0.3, dampingRatio: 1, initialVelocity: 1)
        #expect(abs(spring.dampingRatio - 1) < 1e-9)
        // Integrate the unit motion with that spring: within 0.001 of the target at 0.3 s, not before 0.29 s.
        var oscillator = MotionReference.Oscillator(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, from: 0, to: 1, velocity: 1)
        var previous = 0.0
        var monotonic = true
        oscillator.run(until: 0.29) { _, x in
            if x < previous { monotonic = false }
            previous = x
        }
        #expect(abs(oscillator.position - 1) > 0.001)
        oscillator.run(until: 0.3) { _, x in
            if x < previous { monotonic = false }
            previous = x
        }
        #expect(abs(oscillator.position - 1) <= 0.001 + 1e-9)
        #expect(monotonic)
    }

    /// Bouncy and over-damped UIKit springs also fit their durations, checked on the motion
    /// itself (RK4 of the fitted coefficients), never with the settle time the fit bisects on.
    @Test(arguments: [(0.5, 0.5, 0.0), (1.0, 0.8, 3.0), (0.25, 2.0, -1.0)])
    func uikitSpringFitsItsDuration(duration: Double, zeta: Double, velocity: Double) {
        let fitted = Spring.uikit(duration: duration, dampingRatio: zeta, initialVelocity: velocity)
        #expect(fitted.mass == 1)
        #expect(abs(fitted.dampingRatio - zeta) < 1e-9)
        var oscillator = MotionReference.Oscillator(
            mass: fitted.mass, stiffness: fitted.stiffness, damping: fitted.damping, from: 0, to: 1, velocity: velocity)
        // "Somewhat earlier" must be outside 0.001. A ζ ≥ 1 motion turns at most once and is
        // monotonic after that, so it settles where |x − 1| crosses 0.001 and is beyond it at
        // 0.99 × duration already. An under-damped one settles where its envelope reaches
        // 0.001; its oscillation touches the envelope once every half period π/ω1, so
        // somewhere in the last half period before the duration (where the envelope is still
        // above 0.001) it is beyond 0.001.
        let omega0 = (fitted.stiffness / fitted.mass).squareRoot()
        let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
        let windowStart = zeta < 1 ? min(0.9 * duration, duration - Double.pi / omega1) : 0.99 * duration
        oscillator.run(until: windowStart)
        var worstBefore = abs(oscillator.position - 1)
        if zeta < 1 {
            oscillator.run(until: duration - 1e-4) { _, x in worstBefore = max(worstBefore, abs(x - 1)) }
        }
        #expect(worstBefore > 0.001, "ζ \(zeta): \(worstBefore) before \(duration) s")
        oscillator.run(until: duration)
        #expect(abs(oscillator.position - 1) <= 0.001 + 1e-9, "ζ \(zeta) at \(duration) s")
        if zeta < 1 {
            // The under-damped motion can be well inside 0.001 at the duration (between two
            // peaks), so also check the envelope itself, derived here: with x0 = −1, β = ζω0,
            // x − 1 = e^(−βt)(x0 cos ω1t + (βx0 + v0)/ω1 sin ω1t), amplitude
            // sqrt(x0² + ((βx0 + v0)/ω1)²); the envelope is 0.001 at the duration.
            let beta = zeta * omega0
            let amplitude = (1 + ((velocity - beta) / omega1) * ((velocity - beta) / omega1)).squareRoot()
            #expect(abs(amplitude * exp(-beta * duration) - 0.001) < 1e-9, "ζ \(zeta) envelope at \(duration) s")
        }
        // And it stays settled afterwards (one more duration).
        var worstAfter = 0.0
        oscillator.run(until: 2 * duration) { _, x in worstAfter = max(worstAfter, abs(x - 1)) }
        #expect(worstAfter <= 0.001 + 1e-9, "ζ \(zeta): \(worstAfter) after \(duration) s")
    }
}
