/// A cubic Bézier timing curve from (0, 0) to (1, 1), as in Core Animation's
/// `CAMediaTimingFunction` and CSS `cubic-bezier()`.
///
/// The curve maps linear progress `x` (elapsed time over duration, 0...1) to eased
/// progress `y`. Eased progress may leave 0...1 when a `y` control point does (overshoot).
/// Both `x1` and `x2` are clamped to 0...1, as CSS requires, so that `x(t)` is monotonic and
/// every `x` has exactly one eased value.
public struct CubicBezier: Sendable, Hashable {
    /// First control point, x (clamped to 0...1).
    public let x1: Double
    /// First control point, y.
    public let y1: Double
    /// Second control point, x (clamped to 0...1).
    public let x2: Double
    /// Second control point, y.
    public let y2: Double

    // Polynomial coefficients (x(t) = ((ax t + bx) t + cx) t), precomputed so an evaluation
    // does no set-up work.
    // (Internal and inlinable so that widgets' per-frame evaluations specialise and inline.)
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    /// x(t) at t = 0, 0.1, ..., 1: the initial guess table of WebKit/Chromium's solver.
    @usableFromInline let samples: InlineArray<11, Double>

    /// Creates the curve with control points (x1, y1) and (x2, y2).
    ///
    /// `x1` and `x2` are clamped to 0...1 (non-finite values become 0 and 1 respectively, which
    /// keeps the curve well-defined); `y1` and `y2` are free (non-finite values become 0 and 1).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let x1 = x1.isFinite ? min(max(x1, 0), 1) : 0
        let x2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        let y1 = y1.isFinite ? y1 : 0
        let y2 = y2.isFinite ? y2 : 1
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        let (ax, bx, cx) = (self.ax, self.bx, self.cx)
        samples = InlineArray { i in
            let t = Double(i) / 10
            return ((ax * t + bx) * t + cx) * t
        }
    }

    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.x1 == rhs.x1 && lhs.y1 == rhs.y1 && lhs.x2 == rhs.x2 && lhs.y2 == rhs.y2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1); hasher.combine(y1); hasher.combine(x2); hasher.combine(y2)
    }

    @inlinable @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inlinable @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inlinable @inline(__always) func sampleDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    @inlinable @inline(__always) func sampleDY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t whose x(t) is `x` (0...1), within 1e-7 in x.
    ///
    /// WebKit UnitBezier / Chromium cubic_bezier: a linear guess from 11 spline samples,
    /// up to 4 Newton steps, then bisection inside the bracketing sample interval (x(t) is
    /// monotonic because x1 and x2 are in 0...1, so the bracket always holds the root).
    @inlinable func solveT(_ x: Double) -> Double {
        let epsilon = 1e-7
        var t0 = 0.0, t1 = 1.0, t2 = x
        var i = 1
        while i < 11 {
            if x <= samples[i] {
                t1 = Double(i) / 10
                t0 = t1 - 0.1
                let s0 = samples[i - 1], s1 = samples[i]
                t2 = s1 > s0 ? t0 + 0.1 * (x - s0) / (s1 - s0) : t0
                break
            }
            i += 1
        }
        var newton = t2
        for _ in 0..<4 {
            let error = sampleX(newton) - x
            if abs(error) < epsilon { return newton }
            let slope = sampleDX(newton)
            if abs(slope) < 1e-7 { break }
            newton -= error / slope
        }
        // Newton did not converge (flat spot): bisect the bracketing interval.
        t2 = (newton >= t0 && newton <= t1) ? newton : (t0 + t1) * 0.5
        for _ in 0..<64 {
            let value = sampleX(t2)
            if abs(value - x) < epsilon { return t2 }
            if x > value { t0 = t2 } else { t1 = t2 }
            t2 = (t0 + t1) * 0.5
        }
        return t2
    }

    /// Eased progress for linear progress `x` (clamped to 0...1).
    ///
    /// Exact at both ends (0 → 0, 1 → 1); elsewhere the parameter is solved to within 1e-7 in x
    /// (11 spline samples, up to 4 Newton steps with eps 1e-7, then bisection: WebKit
    /// UnitBezier / Chromium cubic_bezier).
    @inlinable public func value(at x: Double) -> Double {
        if !(x > 0) { return 0 }   // also maps NaN to the start
        if x >= 1 { return 1 }
        return sampleY(solveT(x))
    }

    /// The slope d(eased)/d(x) at linear progress `x` (clamped to 0...1).
    ///
    /// A retargeting spring needs the curve's velocity: in units per second it is
    /// `distance × slope(at: x) / duration`. Where dx/dt vanishes (a control point on the
    /// end's tangent, such as ease-in at x = 1) the slope is taken just inside the curve.
    public func slope(at x: Double) -> Double {
        let x = x.isNaN ? 0 : min(max(x, 0), 1)
        var t = x == 0 ? 0 : (x == 1 ? 1 : solveT(x))
        var dx = sampleDX(t)
        if abs(dx) < 1e-9 {
            // 0/0 at a tangent end: step a hair inside, where the ratio has its limit value.
            t = t < 0.5 ? t + 1e-6 : t - 1e-6
            dx = sampleDX(t)
            if abs(dx) < 1e-12 { return 0 }
        }
        return sampleDY(t) / dx
    }

    /// Linear progress: eased == linear.
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// Core Animation's default curve, CSS `ease`: (0.25, 0.1, 0.25, 1).
    public static let `default` = CubicBezier(0.25, 0.1, 0.25, 1)
    /// Core Animation `easeIn`, CSS `ease-in`: (0.42, 0, 1, 1).
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// Core Animation `easeOut`, CSS `ease-out`: (0, 0, 0.58, 1).
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// Core Animation `easeInEaseOut`, CSS `ease-in-out`: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)

    /// The emulated on-screen keyboard's curve, approximating iOS keyboard animation curve 7.
    ///
    /// Since iOS 7 the keyboard notifications report the undocumented
    /// `UIViewAnimationCurve(rawValue: 7)`; UIKit runs it as a `CASpringAnimation` with
    /// mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56, heavily over-damped,
    /// 0.5 s). A Bézier stands in for it so that the keyboard slide has a fixed duration and
    /// the chat bar can follow it exactly. The control points
    /// (0.38, 0.7, 0.125, 1) are the widely used reverse-engineered fit of that spring
    /// (Apple Developer Forums thread 48088): a steep start that eases into a long, gentle
    /// approach, with no overshoot. The fit was made against the keyboard's reported
    /// duration doubled; the seed's 0.25 s (`SeedMotion.keyboard`) is kept as the default.
    public static let keyboard = CubicBezier(0.38, 0.7, 0.125, 1)
}
