/// A value that can be animated: a vector space over Double (zero, sum, difference, scaling).
///
/// Springs and curves act on the difference between two values, so anything with these
/// operations animates, component by component.
public protocol Animatable: Sendable, Equatable {
    /// The additive identity.
    static var zero: Self { get }
    /// Component-wise sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Component-wise difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// Largest absolute component (used for settle tests).
    var magnitude: Double { get }
    /// Calls `body` with each pair of matching components of `a` and `b`.
    ///
    /// Lets a spring find when every component has settled. The default bounds all
    /// components at once by (|a|max, ±|b|max), which settles no earlier than the exact
    /// per-component answer; conform explicitly for the exact one.
    static func forEachComponentPair(_ a: Self, _ b: Self, _ body: (Double, Double) -> Void)
}

extension Animatable {
    public static func forEachComponentPair(_ a: Self, _ b: Self, _ body: (Double, Double) -> Void) {
        // The settle condition |x0 φ + v0 ψ| < ε is convex in (x0, v0), so its worst case over
        // the box |x0| ≤ A, |v0| ≤ B lies at a corner; ±(A, B) and ±(A, −B) cover them all.
        body(a.magnitude, b.magnitude)
        body(a.magnitude, -b.magnitude)
    }
}

extension Double: Animatable {
    /// `self × factor`.
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }

    public static func forEachComponentPair(_ a: Double, _ b: Double, _ body: (Double, Double) -> Void) {
        body(a, b)
    }
}

/// A two-component value: an offset, a scale pair, a point (units of its use: px, factor).
public struct Vector2: Animatable, Hashable {
    /// Horizontal component.
    public var x: Double
    /// Vertical component.
    public var y: Double

    /// Creates a vector from its components.
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// (0, 0).
    public static let zero = Vector2(0, 0)

    @inlinable public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 { Vector2(lhs.x + rhs.x, lhs.y + rhs.y) }
    @inlinable public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 { Vector2(lhs.x - rhs.x, lhs.y - rhs.y) }
    @inlinable public func scaled(by factor: Double) -> Vector2 { Vector2(x * factor, y * factor) }

    /// Largest absolute component (not the Euclidean length).
    public var magnitude: Double { max(abs(x), abs(y)) }

    public static func forEachComponentPair(_ a: Vector2, _ b: Vector2, _ body: (Double, Double) -> Void) {
        body(a.x, b.x)
        body(a.y, b.y)
    }
}
