/// Where a renderer draws a floating label inside its field.
///
/// The renderer lays the label out at its natural size, then applies
/// `translate(x, y) · scale(scale)` with the scale taken about the label's top-left corner
/// (GSK's and Cairo's default). So `x`, `y` is the top-left corner of the *scaled* label in
/// field coordinates (origin at the field's top-left, y growing downwards), and the scaled
/// label covers `x ... x + naturalWidth * scale` horizontally.
public struct LabelPlacement: Sendable, Hashable, CustomStringConvertible {
    /// Left edge of the scaled label, in field coordinates.
    public var x: Double
    /// Top edge of the scaled label, in field coordinates.
    public var y: Double
    /// Uniform scale applied about the label's top-left corner (1 = natural size).
    public var scale: Double

    /// Creates a placement from the top-left corner of the scaled label and its scale.
    public init(x: Double, y: Double, scale: Double) { (self.x, self.y, self.scale) = (x, y, scale) }

    public var description: String { "LabelPlacement(x: \(x), y: \(y), scale: \(scale))" }
}
