import Testing
import InputMotionCore

@Suite struct RowsInViewTests {
    /// Rows 40 px tall, 10 px apart: row i spans i·50 ... i·50 + 40.
    static func spaced(_ index: Int) -> (top: Double, bottom: Double) {
        (Double(index) * 50, Double(index) * 50 + 40)
    }

    @Test func theRowsOverlappingTheViewAndNoOthers() {
        // 95 ... 205: row 1 ends at 90 (above), rows 2 (100–140), 3 (150–190) and
        // 4 (200–240) overlap, row 5 starts at 250 (below).
        #expect(RowsInView.range(count: 10, top: 95, bottom: 205, edges: Self.spaced) == 2..<5)
        // A view inside one row.
        #expect(RowsInView.range(count: 10, top: 310, bottom: 320, edges: Self.spaced) == 6..<7)
    }

    @Test func aRowTouchingAnEdgeCounts() {
        // Row 1 ends at 90 and row 3 starts at 150: both touch 90 ... 150.
        #expect(RowsInView.range(count: 10, top: 90, bottom: 150, edges: Self.spaced) == 1..<4)
    }

    @Test func aViewInAGapOrOutsideTheRowsHoldsNone() {
        #expect(RowsInView.range(count: 10, top: 91, bottom: 99, edges: Self.spaced).isEmpty)
        #expect(RowsInView.range(count: 10, top: 600, bottom: 900, edges: Self.spaced).isEmpty)
        #expect(RowsInView.range(count: 10, top: -100, bottom: -1, edges: Self.spaced).isEmpty)
        #expect(RowsInView.range(count: 0, top: 0, bottom: 100, edges: Self.spaced).isEmpty)
    }

    @Test func theWholeListInATallView() {
        #expect(RowsInView.range(count: 10, top: -20, bottom: 1000, edges: Self.spaced) == 0..<10)
    }

    @Test func readsLogarithmicallyManyRowsWithoutAHint() {
        var reads = 0
        let range = RowsInView.range(count: 400, top: 10_000, bottom: 10_300) { index in
            reads += 1
            return Self.spaced(index)
        }
        // 10,000 is row 200's top; 10,300 is row 206's top.
        #expect(range == 200..<207)
        // Two searches from the middle of 400 rows, each a read at the start, at most 9
        // doubling probes (2^9 > 400) and 9 halvings: far fewer than the 400 rows.
        #expect(reads <= 2 * (1 + 9 + 9))
    }

    @Test func aViewThatMovedByARowReadsAFewRowsHoweverLongTheList() {
        for count in [400, 100_000] {
            var reads = 0
            // Last frame rows 200–206 showed (10,000 ... 10,300); now the view is 20 px lower.
            let range = RowsInView.range(count: count, top: 10_020, bottom: 10_320, near: 200..<207) { index in
                reads += 1
                return Self.spaced(index)
            }
            // Row 200 (10,000–10,040) still overlaps; row 206 (10,300–10,340) too; row 207
            // starts at 10,350.
            #expect(range == 200..<207)
            // Each edge: the row at the hint, and the one before it.
            #expect(reads == 4, "\(count) rows: \(reads) reads")
        }
    }

    @Test func agreesWithCheckingEveryRow() {
        // Uneven rows: heights 20, 35, 50, 20, … with 6 px gaps.
        var edges: [(top: Double, bottom: Double)] = []
        var y = 12.0
        for index in 0..<60 {
            let height = [20.0, 35, 50][index % 3]
            edges.append((y, y + height))
            y += height + 6
        }
        for top in stride(from: -30.0, through: y + 30, by: 7.5) {
            for height in [0.0, 5, 33, 120, 400] {
                let expected = edges.indices.filter { edges[$0].bottom >= top && edges[$0].top <= top + height }
                // Whatever the hint: none, empty, far off, past the end, the wrong way round.
                for near in [nil, 0..<0, 3..<9, 40..<60, 58..<60, 60..<60, 10..<70] as [Range<Int>?] {
                    let range = RowsInView.range(count: edges.count, top: top, bottom: top + height, near: near) { edges[$0] }
                    #expect(Array(range) == expected, "view \(top) ... \(top + height), near \(String(describing: near))")
                }
            }
        }
    }
}
