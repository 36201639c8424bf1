/// Moving keyboard focus among the on-screen keyboard's keys with the arrow keys: key to key
/// within the panel, never out of it. At an edge the focus stays where it is, as on a phone's
/// keyboard (and so Tab, F6 and Escape are the only ways out).
///
/// Keys are told by their place, `(row, index)` as in ``KeyboardLayout/rows``, and by the
/// columns each spans (a grid of half-key columns, as the view lays them out). Up and Down go
/// to the key of the next row under the middle of the current one, or the nearest to it.
public enum KeyboardNavigation {
    /// An arrow key.
    public enum Direction: Sendable, Hashable {
        case up, down, left, right
    }

    /// A key's place: its row, and its index in the row (leading to trailing).
    public struct Place: Sendable, Hashable {
        public var row: Int
        public var index: Int
        public init(row: Int, index: Int) {
            self.row = row
            self.index = index
        }
    }

    /// Where focus goes from `place` for `direction`, in rows of keys whose spans are
    /// `columns[row][index]` (the first column and the number of columns). Returns `place`
    /// itself at an edge, and `nil` for a place not in the grid.
    public static func target(from place: Place, _ direction: Direction,
                              columns: [[(first: Int, count: Int)]]) -> Place? {
        guard columns.indices.contains(place.row), columns[place.row].indices.contains(place.index) else { return nil }
        let row = columns[place.row]
        switch direction {
        case .left: return Place(row: place.row, index: max(0, place.index - 1))
        case .right: return Place(row: place.row, index: min(row.count - 1, place.index + 1))
        case .up, .down:
            let next = place.row + (direction == .up ? -1 : 1)
            guard columns.indices.contains(next), !columns[next].isEmpty else { return place }
            // Twice the middle, so half columns stay whole numbers.
            let key = row[place.index]
            let middle = 2 * key.first + key.count
            let nearest = columns[next].indices.min { a, b in
                distance(middle, columns[next][a]) < distance(middle, columns[next][b])
            }
            return nearest.map { Place(row: next, index: $0) } ?? place
        }
    }

    /// How far (in half columns) `middle` (doubled) is from the key's span; 0 inside it. A
    /// middle on the line between two keys is inside the leading one (a goes up to q).
    private static func distance(_ middle: Int, _ key: (first: Int, count: Int)) -> Int {
        let (start, end) = (2 * key.first, 2 * (key.first + key.count))
        if middle <= start { return start - middle + 1 }
        if middle > end { return middle - end }
        return 0
    }
}
