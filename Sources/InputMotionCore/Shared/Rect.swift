/// An axis-aligned rectangle in some page or widget coordinate space (y grows downwards,
/// as in GTK).
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// Left edge.
    public var x: Double
    /// Top edge.
    public var y: Double
    /// Width (not negative for a well-formed rectangle).
    public var width: Double
    /// Height (not negative for a well-formed rectangle).
    public var height: Double

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) { (self.x, self.y, self.width, self.height) = (x, y, width, height) }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge.
    public var minX: Double { x }
    /// Right edge.
    public var maxX: Double { x + width }
    /// Top edge.
    public var minY: Double { y }
    /// Bottom edge.
    public var maxY: Double { y + height }

    public var description: String { "Rect(x: \(x), y: \(y), width: \(width), height: \(height))" }
}
