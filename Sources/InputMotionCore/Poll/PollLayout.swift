/// Where the poll editor's option rows sit in the list's content, from numbers alone: rows
/// of one height stacked with fixed spacing under a top padding. The view lays its rows out
/// with the same numbers and gives ``rowHeight`` the height its rows really take (at least
/// ``minimumRowHeight``, more with larger text), so the reveal never has to read a widget's
/// geometry (and works for a row appended this very frame, before GTK has allocated it).
public struct PollLayout: Sendable, Hashable {
    /// The seed's row height: what a row asks for at least.
    public static let minimumRowHeight = 50.0

    /// Height of one option row.
    public var rowHeight: Double
    /// Vertical space between two rows.
    public var spacing: Double
    /// Space above the first row and below the last.
    public var padding: Double

    public init(rowHeight: Double = PollLayout.minimumRowHeight, spacing: Double = 8, padding: Double = 12) {
        self.rowHeight = rowHeight
        self.spacing = spacing
        self.padding = padding
    }

    /// The top and bottom of option `index` in content coordinates.
    public func frame(ofOption index: Int) -> (minY: Double, maxY: Double) {
        let minY = padding + Double(index) * (rowHeight + spacing)
        return (minY, minY + rowHeight)
    }

    /// The content height of a list of `count` options (without any keyboard inset).
    public func contentHeight(optionCount count: Int) -> Double {
        guard count > 0 else { return 2 * padding }
        return 2 * padding + Double(count) * rowHeight + Double(count - 1) * spacing
    }
}
