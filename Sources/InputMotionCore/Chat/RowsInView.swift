/// Which rows of a vertical list are in view: the ones a view needs to draw.
///
/// The rows are stacked top to bottom, so their edges only grow with their index, and the
/// rows in view are one run of indices. It is found by searching outward from where the
/// last one was (`near`): a view that moved by a row or two, as during a keyboard slide,
/// reads about four rows' edges however many rows there are, and a jump across the list
/// reads O(log n) of them — never every row.
public enum RowsInView {
    /// The indices of the rows among `count` that overlap `top ... bottom` (list coordinates);
    /// `edges(i)` gives row i's top and bottom. A row that only touches the range counts:
    /// a bubble whose edge sits on the viewport's edge is still drawn. Empty when none does.
    /// - Parameter near: the rows in view last time, where the search starts (any range will
    ///   do; nil starts from the middle).
    public static func range(count: Int, top: Double, bottom: Double, near: Range<Int>? = nil,
                             edges: (Int) -> (top: Double, bottom: Double)) -> Range<Int> {
        guard count > 0, bottom >= top else { return 0..<0 }
        let first = firstIndex(count: count, from: near?.lowerBound ?? count / 2) { edges($0).bottom >= top }
        let end = firstIndex(count: count, from: near?.upperBound ?? count / 2) { edges($0).top > bottom }
        return first..<max(first, end)
    }

    /// The first index in `0 ..< count` at which `reached` holds (it holds from there on), or
    /// `count` if none: probes outward from `hint` by doubling steps, then bisects, so an
    /// answer d away from the hint takes O(log d) reads.
    static func firstIndex(count: Int, from hint: Int, where reached: (Int) -> Bool) -> Int {
        // Past the last row counts as reached, so every search ends.
        func holds(_ index: Int) -> Bool { index >= count || reached(index) }
        let hint = min(max(hint, 0), count)
        var low: Int, high: Int  // the answer is in low ... high, and holds(high)
        if holds(hint) {
            high = hint
            var step = 1, probe = hint - 1
            while probe >= 0, holds(probe) {
                high = probe
                step *= 2
                probe = high - step
            }
            low = max(probe + 1, 0)
        } else {
            low = hint + 1
            var step = 1, probe = min(hint + 1, count)
            while !holds(probe) {
                low = probe + 1
                step *= 2
                probe = min(probe + step, count)
            }
            high = probe
        }
        while low < high {
            let middle = (low + high) / 2
            if holds(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
