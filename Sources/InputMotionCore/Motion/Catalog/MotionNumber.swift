/// How motion numbers are written and read as text: the inspector's fields, messages, the
/// export and the saved state all use it, so a number reads back to the same Double.
public enum MotionNumber {
    /// The shortest text that reads back to `value`: "0.3", "10", "-10", "6.283185307179586".
    public static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// The number in `text` (surrounding spaces allowed, "," not a decimal point), or nil.
    /// Infinities and NaN are not numbers a user means, so they are nil too.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// A list written as "0, 10, -10"; nil names the first item that is not a number.
    public static func parseList(_ text: String) -> Result<[Double], ListError> {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
        if items.count == 1, items[0].trimmingWhitespace.isEmpty { return .success([]) }
        var values: [Double] = []
        for (index, item) in items.enumerated() {
            guard let value = parse(item) else { return .failure(ListError(index: index, text: item.trimmingWhitespace)) }
            values.append(value)
        }
        return .success(values)
    }

    /// The list as "0, 10, -10".
    public static func listText(_ values: [Double]) -> String {
        values.map(text).joined(separator: ", ")
    }

    /// An item of a list that is not a number.
    public struct ListError: Error, Sendable, Hashable {
        public var index: Int
        public var text: String
    }
}

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
