// Independent reference numbers for the motion tests: none of this calls the code under test.

/// Reference maths written separately from the engine.
enum MotionReference {
    /// Bernstein form of a cubic Bézier coordinate with end points 0 and 1.
    static func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// Derivative of `bernstein` in t.
    static func bernsteinDerivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The parameter t in 0...1 with x(t) = x, by 200 bisection steps on the parametric x(t).
    static func parameter(forX x: Double, x1: Double, x2: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// Eased value of the curve (x1, y1, x2, y2) at x, by bisection.
    static func eased(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        bernstein(parameter(forX: x, x1: x1, x2: x2), y1, y2)
    }

    /// dy/dx of the curve at x, by bisection.
    static func easedSlope(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        let t = parameter(forX: x, x1: x1, x2: x2)
        return bernsteinDerivative(t, y1, y2) / bernsteinDerivative(t, x1, x2)
    }

    /// RK4 integration of m x'' + c x' + k x = 0 with x measured from the rest point `to`.
    struct Oscillator {
        let mass: Double, stiffness: Double, damping: Double, to: Double
        var time = 0.0
        var position: Double
        var velocity: Double

        init(mass: Double, stiffness: Double, damping: Double, from: Double, to: Double, velocity: Double) {
            self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.to = to
            position = from
            self.velocity = velocity
        }

        private func acceleration(_ x: Double, _ v: Double) -> Double {
            -(damping * v + stiffness * (x - to)) / mass
        }

        /// One RK4 step of length dt.
        mutating func step(_ dt: Double) {
            let x = position, v = velocity
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + dt / 2 * k1v, k2v = acceleration(x + dt / 2 * k1x, v + dt / 2 * k1v)
            let k3x = v + dt / 2 * k2v, k3v = acceleration(x + dt / 2 * k2x, v + dt / 2 * k2v)
            let k4x = v + dt * k3v, k4v = acceleration(x + dt * k3x, v + dt * k3v)
            position = x + dt / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            velocity = v + dt / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            time += dt
        }

        /// Steps (dt 1e-5) until `time` reaches `target`, calling `each` after every step.
        mutating func run(until target: Double, dt: Double = 1e-5, each: (Double, Double) -> Void = { _, _ in }) {
            let steps = Int(((target - time) / dt).rounded())
            for _ in 0..<max(0, steps) {
                step(dt)
                each(time, position)
            }
        }
    }

    /// A 64-bit linear congruential generator (Knuth's MMIX constants): deterministic tests.
    struct LCG {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        /// Uniform in [0, 1).
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }
}
