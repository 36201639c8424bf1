/// The two control points of a cubic Bézier timing curve, as entered (not clamped): what the
/// inspector edits and ``MotionParameters`` validates. ``cubicBezier`` is the curve they make.
public struct BezierControlPoints: Sendable, Hashable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// The control points of `curve`.
    public init(_ curve: CubicBezier) {
        self.init(curve.x1, curve.y1, curve.x2, curve.y2)
    }

    /// The timing curve (x values clamped to 0...1 by `CubicBezier`; validation rejects them first).
    public var cubicBezier: CubicBezier { CubicBezier(x1, y1, x2, y2) }

    /// Linear progress.
    public static let linear = BezierControlPoints(.linear)
    /// Core Animation `easeInEaseOut`, CSS `ease-in-out`.
    public static let easeInEaseOut = BezierControlPoints(.easeInEaseOut)
    /// The emulated keyboard's curve (see `CubicBezier.keyboard`).
    public static let keyboard = BezierControlPoints(.keyboard)
    /// GtkStack's transitions: ease-out cubic, 1 − (1 − t)³, as a cubic-bezier.
    public static let gtkStack = BezierControlPoints(0.33, 1, 0.68, 1)
}
