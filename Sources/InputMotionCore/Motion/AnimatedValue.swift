/// A value that animates toward a target. All times are motion times (`MotionClock.now`).
///
/// A pure function of time: `animate(to:with:at:)` records where the motion starts, and the
/// presented value at any later time follows from that. Retargeting starts from the value
/// (and, for springs, the velocity) presented at the moment of the change, so the value
/// never jumps. Multi-component values run the spring per component, each keeping its own
/// velocity.
public struct AnimatedValue<Value: Animatable>: Sendable {
    // Internal and inlinable so that per-frame evaluation specialises for the widget's Value.
    @usableFromInline enum Motion: Sendable {
        case idle
        /// from + delta × curve((time − start) / duration).
        case curve(from: Value, delta: Value, curve: CubicBezier, start: Double, duration: Double)
        /// target + x0 φ(time − start) + v0 ψ(time − start) until `end`, then target.
        case spring(SpringSolution, x0: Value, v0: Value, start: Double, end: Double)
    }

    /// The value the animation is heading to (and presents once settled).
    public private(set) var target: Value
    /// How close (absolute, in the value's units, per component) a spring must stay to the
    /// target to count as settled; it then presents the target exactly.
    public var settleEpsilon: Double
    @usableFromInline var motion: Motion = .idle

    /// Creates a value at rest at `value`.
    ///
    /// - Parameter settleEpsilon: see `settleEpsilon`; 0.001 suits pixels, scales and radians.
    public init(_ value: Value, settleEpsilon: Double = 0.001) {
        target = value
        self.settleEpsilon = settleEpsilon
    }

    /// The presented value at `time`.
    @inlinable public func value(at time: Double) -> Value {
        switch motion {
        case .idle:
            return target
        case let .curve(from, delta, curve, start, duration):
            let progress = (time - start) / duration
            if progress >= 1 { return target }
            if !(progress > 0) { return from }
            return from + delta.scaled(by: curve.value(at: progress))
        case let .spring(solution, x0, v0, start, end):
            if time >= end { return target }
            let elapsed = time - start
            if !(elapsed > 0) { return target + x0 }
            let b = solution.basis(elapsed)
            return target + x0.scaled(by: b.phi) + v0.scaled(by: b.psi)
        }
    }

    /// The presented velocity at `time`, in value units per second.
    @inlinable public func velocity(at time: Double) -> Value {
        switch motion {
        case .idle:
            return .zero
        case let .curve(_, delta, curve, start, duration):
            let progress = (time - start) / duration
            if progress >= 1 || progress < 0 || progress.isNaN { return .zero }
            return delta.scaled(by: curve.slope(at: progress) / duration)
        case let .spring(solution, x0, v0, start, end):
            if time >= end { return .zero }
            let elapsed = time - start
            if !(elapsed > 0) { return v0 }
            let b = solution.basis(elapsed)
            let d = solution.derivatives(phi: b.phi, psi: b.psi)
            return x0.scaled(by: d.phi) + v0.scaled(by: d.psi)
        }
    }

    /// Whether nothing moves any more at `time` (the GTK layer then drops its tick callback).
    @inlinable public func isSettled(at time: Double) -> Bool {
        time >= completionTime
    }

    /// The motion time from which the value is settled: −∞ at rest, +∞ for a spring without
    /// damping. Lets the GTK layer know how long to keep its tick callback.
    @inlinable public var completionTime: Double {
        switch motion {
        case .idle: return -.infinity
        case let .curve(_, _, _, start, duration): return start + duration
        case let .spring(_, _, _, _, end): return end
        }
    }

    /// Animates to `target` from the value presented at `time`.
    ///
    /// A spring starts with the velocity presented at `time`, so neither position nor
    /// velocity jumps; a curve restarts from the presented value (its velocity restarts with
    /// the curve). `.uikitSpring` takes its initial velocity as a fraction of each component's
    /// distance per second, unless the value is already moving: then the running velocity is
    /// carried, as for any spring. Reduced motion lands on `target` at once. A curve with a
    /// non-positive or non-finite duration, or a degenerate spring, also lands at once.
    /// So does any timing given a non-finite `time` or `target` (or presenting a non-finite
    /// value at `time`): a motion started there could never settle, since its start and
    /// completion times, or its values, would be NaN.
    public mutating func animate(to target: Value, with timing: Timing, at time: Double, environment: MotionEnvironment = .standard) {
        guard !environment.reducedMotion, time.isFinite, Self.isFinite(target) else {
            set(target)
            return
        }
        let presented = value(at: time)
        guard Self.isFinite(presented) else {
            set(target)
            return
        }
        let moving = !isSettled(at: time)
        let velocity = moving ? self.velocity(at: time) : .zero
        switch timing {
        case let .curve(curve, duration):
            guard duration > 0, duration.isFinite, presented != target else {
                set(target)
                return
            }
            self.target = target
            motion = .curve(from: presented, delta: target - presented, curve: curve, start: time, duration: duration)
        case let .spring(spring):
            startSpring(SpringSolution(spring), from: presented, to: target, velocity: velocity, at: time)
        case let .uikitSpring(duration, dampingRatio, initialVelocity):
            let spring = Timing.uikitSpringFit(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
            let v0 = moving ? velocity : (target - presented).scaled(by: initialVelocity.isFinite ? initialVelocity : 0)
            startSpring(SpringSolution(spring), from: presented, to: target, velocity: v0, at: time)
        }
    }

    /// Whether every component of `value` is finite: x − x is exactly 0 for a finite x and NaN
    /// for NaN or ±∞, and `==` compares component by component.
    private static func isFinite(_ value: Value) -> Bool {
        value - value == .zero
    }

    private mutating func startSpring(_ solution: SpringSolution, from: Value, to target: Value, velocity: Value, at time: Double) {
        guard solution.kind != .instant, time.isFinite else {
            set(target)
            return
        }
        let x0 = from - target
        var settle = 0.0
        let epsilon = settleEpsilon
        Value.forEachComponentPair(x0, velocity) { x, v in
            settle = max(settle, solution.settleTime(x0: x, v0: v, epsilon: epsilon))
        }
        self.target = target
        motion = settle > 0 ? .spring(solution, x0: x0, v0: velocity, start: time, end: time + settle) : .idle
    }

    /// Jumps to `value` with no animation.
    public mutating func set(_ value: Value) {
        target = value
        motion = .idle
    }
}
