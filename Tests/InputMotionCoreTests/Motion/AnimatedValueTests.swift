import Testing
@testable import InputMotionCore

@Suite("AnimatedValue")
struct AnimatedValueTests {
    static let frame = 1.0 / 60

    @Test func startsAtRestAndSetJumps() {
        var value = AnimatedValue(3.0)
        #expect(value.value(at: 0) == 3 && value.velocity(at: 0) == 0 && value.isSettled(at: 0))
        value.animate(to: 10, with: .spring(Spring(stiffness: 100, damping: 20)), at: 0)
        value.set(-2)
        #expect(value.target == -2 && value.value(at: 0.1) == -2 && value.isSettled(at: 0.1))
    }

    @Test func springFollowsTheIntegratedOscillatorAndSettles() {
        let spring = Spring(dampingRatio: 1, stiffness: 100)
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .spring(spring), at: 5)
        var oscillator = MotionReference.Oscillator(mass: 1, stiffness: 100, damping: 20, from: 0, to: 100, velocity: 0)
        var lastAboveEpsilon = 0.0
        oscillator.run(until: 2, dt: 1e-5) { t, x in
            if abs(x - 100) >= 0.001 { lastAboveEpsilon = t }
        }
        let settle = value.completionTime - 5
        // The settle time is where the integrated motion last leaves the 0.001 band.
        #expect(abs(settle - lastAboveEpsilon) < 1e-4)
        #expect(!value.isSettled(at: 5 + settle - 0.01))
        #expect(value.isSettled(at: 5 + settle))
        #expect(value.value(at: 5 + settle) == 100)
        oscillator = MotionReference.Oscillator(mass: 1, stiffness: 100, damping: 20, from: 0, to: 100, velocity: 0)
        for t in [0.05, 0.1, 0.3, 0.7] {
            oscillator.run(until: t)
            #expect(abs(value.value(at: 5 + t) - oscillator.position) < 1e-7)
            #expect(abs(value.velocity(at: 5 + t) - oscillator.velocity) < 1e-6)
        }
    }

    @Test func uikitFloatingLabelSpring() {
        var value = AnimatedValue(0.0)
        value.animate(to: 1, with: SeedMotion.floatingLabel, at: 0)
        #expect(value.value(at: 0) == 0)
        #expect(abs(value.velocity(at: 0) - 1) < 1e-12)          // 1 distance per second
        #expect(abs(value.value(at: 0.3) - 1) <= 0.001)
        #expect(value.isSettled(at: 0.3 + 1e-9))
        var previous = 0.0
        for i in 1...300 {
            let x = value.value(at: Double(i) * 0.001)
            #expect(x >= previous, "monotonic at \(Double(i) * 0.001)")
            previous = x
        }
        // Over a distance of −25 (the floating label's y), the initial velocity scales with it.
        var label = AnimatedValue(0.0)
        label.animate(to: -25, with: SeedMotion.floatingLabel, at: 0)
        #expect(abs(label.velocity(at: 0) - -25) < 1e-12)
        // The fit is for 0.001 of the distance: 0.025 here (settling to the absolute 0.001 takes longer).
        #expect(abs(label.value(at: 0.3) - -25) <= 0.025 + 1e-9)
    }

    @Test func curveTiming() {
        var value = AnimatedValue(10.0)
        value.animate(to: 20, with: .curve(.easeInEaseOut, duration: 0.5), at: 1)
        #expect(value.value(at: 1) == 10)
        #expect(abs(value.value(at: 1.125) - (10 + 10 * MotionReference.eased(0.25, 0.42, 0, 0.58, 1))) < 1e-5)
        #expect(abs(value.velocity(at: 1.125) - 10 * MotionReference.easedSlope(0.25, 0.42, 0, 0.58, 1) / 0.5) < 1e-4)
        #expect(!value.isSettled(at: 1.49) && value.isSettled(at: 1.5))
        #expect(value.value(at: 1.5) == 20 && value.velocity(at: 2) == 0)
    }

    /// Flips the target between 0 and 1 at 200 pseudo-random moments inside 60 fps frames.
    @Test(arguments: [0.3, 1.0, 2.0])
    func springRetargetingNeverJumps(dampingRatio: Double) {
        let spring = Spring(dampingRatio: dampingRatio, stiffness: 200)
        let omega0 = 200.0.squareRoot()
        var random = MotionReference.LCG(seed: 0x5EED)
        var value = AnimatedValue(0.0)
        var target = 1.0
        value.animate(to: target, with: .spring(spring), at: 0)
        var frameTime = 0.0
        var flips = 0
        /// Energy bound: with damping, v² + ω0²(x − to)² never grows, so it bounds the speed.
        func speedBound(_ t: Double, _ to: Double) -> Double {
            let x = value.value(at: t) - to, v = value.velocity(at: t)
            return (v * v + omega0 * omega0 * x * x).squareRoot()
        }
        while flips < 200 {
            let next = frameTime + Self.frame
            let before = value.value(at: frameTime)
            let speed = speedBound(frameTime, target)
            var bound = speed * Self.frame
            if random.next() < 0.3 {
                let moment = frameTime + random.next() * Self.frame
                let x0 = value.value(at: moment), v0 = value.velocity(at: moment)
                target = 1 - target
                value.animate(to: target, with: .spring(spring), at: moment)
                flips += 1
                #expect(abs(value.value(at: moment) - x0) < 1e-12, "position at retarget \(flips)")
                #expect(abs(value.velocity(at: moment) - v0) < 1e-9 * max(1, abs(v0)), "velocity at retarget \(flips)")
                // Before the moment the old target's energy bounds the speed, after it the new one's.
                bound = speed * (moment - frameTime) + speedBound(moment, target) * (next - moment)
            }
            let after = value.value(at: next)
            // Tolerance: a settling spring snaps onto its target from within settleEpsilon (0.001).
            #expect(abs(after - before) <= bound + 1e-3 + 1e-12, "frame at \(next)")
            frameTime = next
        }
    }

    @Test func curveRetargetingNeverJumps() {
        let duration = 0.3
        // Steepest slope of easeInEaseOut, at its midpoint t = ½: y'(½)/x'(½) = 1.5 / 0.87.
        let maxSpeed = 1.5 / 0.87 / duration
        var random = MotionReference.LCG(seed: 42)
        var value = AnimatedValue(0.0)
        var target = 1.0
        value.animate(to: target, with: .curve(.easeInEaseOut, duration: duration), at: 0)
        var frameTime = 0.0
        var flips = 0
        while flips < 200 {
            let next = frameTime + Self.frame
            let before = value.value(at: frameTime)
            if random.next() < 0.3 {
                let moment = frameTime + random.next() * Self.frame
                let x0 = value.value(at: moment)
                target = 1 - target
                value.animate(to: target, with: .curve(.easeInEaseOut, duration: duration), at: moment)
                flips += 1
                #expect(abs(value.value(at: moment) - x0) < 1e-12, "position at retarget \(flips)")
            }
            // Values stay in 0...1, so every distance is at most 1.
            #expect(abs(value.value(at: next) - before) <= maxSpeed * Self.frame + 1e-6, "frame at \(next)")
            frameTime = next
        }
    }

    @Test func springTakesOverACurvesVelocity() {
        var value = AnimatedValue(0.0)
        value.animate(to: 100, with: .curve(.easeOut, duration: 1), at: 0)
        let x = value.value(at: 0.2), v = value.velocity(at: 0.2)
        #expect(v > 0)
        value.animate(to: 0, with: .spring(Spring(stiffness: 100, damping: 20)), at: 0.2)
        #expect(value.value(at: 0.2) == x)
        #expect(abs(value.velocity(at: 0.2) - v) < 1e-9)
    }

    @Test func vectorRunsTheSpringPerComponent() {
        let spring = Spring(dampingRatio: 0.6, stiffness: 300)
        var value = AnimatedValue(Vector2(0, 10))
        value.animate(to: Vector2(100, -50), with: .spring(spring), at: 0)
        var ox = MotionReference.Oscillator(mass: 1, stiffness: 300, damping: spring.damping, from: 0, to: 100, velocity: 0)
        var oy = MotionReference.Oscillator(mass: 1, stiffness: 300, damping: spring.damping, from: 10, to: -50, velocity: 0)
        ox.run(until: 0.1); oy.run(until: 0.1)
        let mid = value.value(at: 0.1)
        #expect(abs(mid.x - ox.position) < 1e-7 && abs(mid.y - oy.position) < 1e-7)
        // Retarget: each component keeps its own velocity.
        let v = value.velocity(at: 0.1)
        #expect(abs(v.x - ox.velocity) < 1e-6 && abs(v.y - oy.velocity) < 1e-6)
        value.animate(to: Vector2(0, 0), with: .spring(spring), at: 0.1)
        #expect(value.value(at: 0.1) == mid)
        let carried = value.velocity(at: 0.1)
        #expect(abs(carried.x - v.x) < 1e-9 && abs(carried.y - v.y) < 1e-9)
        ox = MotionReference.Oscillator(mass: 1, stiffness: 300, damping: spring.damping, from: mid.x, to: 0, velocity: v.x)
        oy = MotionReference.Oscillator(mass: 1, stiffness: 300, damping: spring.damping, from: mid.y, to: 0, velocity: v.y)
        ox.run(until: 0.25); oy.run(until: 0.25)
        let later = value.value(at: 0.35)
        #expect(abs(later.x - ox.position) < 1e-7 && abs(later.y - oy.position) < 1e-7)
        // Settled when the slower component has settled.
        let settle = max(
            spring.settleTime(from: mid.x, to: 0, initialVelocity: v.x),
            spring.settleTime(from: mid.y, to: 0, initialVelocity: v.y))
        #expect(abs(value.completionTime - (0.1 + settle)) < 1e-12)
        #expect(!value.isSettled(at: 0.1 + settle - 0.01) && value.isSettled(at: 0.1 + settle))
        #expect(value.value(at: 0.1 + settle) == Vector2(0, 0))
    }

    @Test func uikitVelocityIsAFractionOfEachComponentsDistance() {
        var value = AnimatedValue(Vector2(0, 0))
        value.animate(to: Vector2(-9, 5), with: .uikitSpring(duration: 0.3, dampingRatio: 1, initialVelocity: 2), at: 0)
        #expect(value.velocity(at: 0) == Vector2(-18, 10))
        // While moving, a new UIKit spring carries the running velocity instead.
        let v = value.velocity(at: 0.05)
        value.animate(to: Vector2(0, 0), with: .uikitSpring(duration: 0.3, dampingRatio: 1, initialVelocity: 2), at: 0.05)
        #expect(value.velocity(at: 0.05) == v)
    }

    @Test func reducedMotionLandsAtOnce() {
        let reduced = MotionEnvironment(reducedMotion: true)
        for timing in [Timing.spring(Spring(stiffness: 100, damping: 5)), SeedMotion.floatingLabel, SeedMotion.keyboard] {
            var value = AnimatedValue(Vector2(0, 0))
            value.animate(to: Vector2(3, 4), with: timing, at: 7, environment: reduced)
            #expect(value.value(at: 7) == Vector2(3, 4))
            #expect(value.velocity(at: 7) == .zero)
            #expect(value.isSettled(at: 7))
        }
        #expect(MotionEnvironment.standard.reducedMotion == false)
    }

    @Test func degenerateTimingsLandAtOnce() {
        var value = AnimatedValue(0.0)
        value.animate(to: 5, with: .curve(.linear, duration: 0), at: 1)
        #expect(value.value(at: 1) == 5 && value.isSettled(at: 1))
        value.animate(to: 6, with: .curve(.linear, duration: .nan), at: 1)
        #expect(value.value(at: 1) == 6)
        value.animate(to: 7, with: .spring(Spring(mass: -1, stiffness: 10, damping: 1)), at: 1)
        #expect(value.value(at: 1) == 7 && value.isSettled(at: 1))
        value.animate(to: 8, with: .uikitSpring(duration: -1, dampingRatio: 1, initialVelocity: 0), at: 1)
        #expect(value.value(at: 1) == 8)
        // Without damping a spring never settles.
        value.animate(to: 9, with: .spring(Spring(stiffness: 10, damping: 0)), at: 1)
        #expect(!value.isSettled(at: 1e6))
    }

    /// A non-finite start time or target lands at once, for every kind of timing: a motion
    /// started there would have a NaN start or completion time and never settle.
    static let everyTiming: [Timing] = [
        .curve(.easeInEaseOut, duration: 0.25),
        .spring(Spring(dampingRatio: 0.5, stiffness: 200)),
        .uikitSpring(duration: 0.3, dampingRatio: 1, initialVelocity: 1),
    ]

    @Test(arguments: [0, 1, 2], [Double.nan, .infinity, -.infinity])
    func nonFiniteTimeLandsAtOnce(_ index: Int, time: Double) {
        let timing = Self.everyTiming[index]
        var value = AnimatedValue(2.0)
        value.animate(to: 5, with: timing, at: time)
        #expect(value.target == 5)
        #expect(value.isSettled(at: 0) && value.isSettled(at: 1))
        #expect(value.value(at: 0) == 5 && value.value(at: 1) == 5 && value.value(at: time) == 5)
        #expect(value.velocity(at: 1) == 0)
        #expect(value.completionTime == -.infinity)
        // Also from the middle of a finite motion: no NaN left behind.
        var moving = AnimatedValue(Vector2(0, 0))
        moving.animate(to: Vector2(10, -10), with: timing, at: 0)
        #expect(!moving.isSettled(at: 0.1))
        moving.animate(to: Vector2(3, 4), with: timing, at: time)
        #expect(moving.isSettled(at: 0.1) && moving.value(at: 0.1) == Vector2(3, 4))
    }

    @Test(arguments: [0, 1, 2])
    func nonFiniteTargetLandsAtOnce(_ index: Int) {
        let timing = Self.everyTiming[index]
        // NaN target: settled at once (no motion with NaN values or times is started); the
        // presented value is then the target itself, as after `set`.
        var value = AnimatedValue(2.0)
        value.animate(to: .nan, with: timing, at: 1)
        #expect(value.isSettled(at: 1) && value.isSettled(at: 1.1))
        #expect(value.completionTime == -.infinity)
        #expect(value.value(at: 1.1).isNaN)
        // Animating on to a finite target from there lands at once too (nothing finite to
        // start from), and the value is finite again.
        value.animate(to: 3, with: timing, at: 2)
        #expect(value.isSettled(at: 2) && value.value(at: 2) == 3 && value.value(at: 2.1).isFinite)
        // One non-finite component of a vector is enough.
        var vector = AnimatedValue(Vector2(0, 0))
        vector.animate(to: Vector2(1, .infinity), with: timing, at: 1)
        #expect(vector.isSettled(at: 1) && vector.completionTime == -.infinity)
        vector.animate(to: Vector2(4, 5), with: timing, at: 2)
        #expect(vector.isSettled(at: 2) && vector.value(at: 2) == Vector2(4, 5))
        // A finite target still animates (the guard does not catch ordinary motion).
        var finite = AnimatedValue(0.0)
        finite.animate(to: 1, with: timing, at: 0)
        #expect(!finite.isSettled(at: 0.1))
        let mid = finite.value(at: 0.1)
        #expect(mid.isFinite && mid > 0 && mid < 1.5)
    }

    /// The memoized fit (of the UIKit timing fitted last, the seed's floating label here) is
    /// the very spring a fresh fit gives, so reusing it changes nothing observable; other
    /// parameters still fit afresh.
    @Test func seedUIKitFitIsMemoizedWithoutChangingIt() {
        let fresh = Spring.uikit(duration: 0.3, dampingRatio: 1, initialVelocity: 1)
        #expect(Timing.uikitSpringFit(duration: 0.3, dampingRatio: 1, initialVelocity: 1) == fresh)
        #expect(Timing.uikitSpringFit(duration: 0.5, dampingRatio: 0.7, initialVelocity: 2)
            == Spring.uikit(duration: 0.5, dampingRatio: 0.7, initialVelocity: 2))
        // Same motion as the spring started by hand with UIKit's velocity (1 distance/s).
        var value = AnimatedValue(0.0)
        value.animate(to: -25, with: SeedMotion.floatingLabel, at: 1)
        for t in [0.05, 0.1, 0.2] {
            // (Same terms summed in a different order: equal to rounding.)
            #expect(abs(value.value(at: 1 + t) - fresh.value(at: t, from: 0, to: -25, initialVelocity: -25)) < 1e-12)
        }
    }
}
