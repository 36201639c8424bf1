import Testing
@testable import InputMotionCore

/// Arrow keys among the on-screen keyboard's keys.
struct KeyboardNavigationTests {
    typealias Place = KeyboardNavigation.Place

    /// The panel's shape: q…p (2 columns each), a…l half a key in, shift z…m backspace, and the
    /// bottom row (page 3, language 2, comma 2, space 6, full stop 2, return 3, hide 2).
    static let columns: [[(first: Int, count: Int)]] = [
        (0..<10).map { (2 * $0, 2) },
        (0..<9).map { (1 + 2 * $0, 2) },
        [(0, 3)] + (0..<7).map { (3 + 2 * $0, 2) } + [(17, 3)],
        [(0, 3), (3, 2), (5, 2), (7, 6), (13, 2), (15, 3), (18, 2)],
    ]

    func move(_ row: Int, _ index: Int, _ direction: KeyboardNavigation.Direction) -> Place? {
        KeyboardNavigation.target(from: Place(row: row, index: index), direction, columns: Self.columns)
    }

    @Test func arrowsGoKeyToKey() {
        #expect(move(0, 0, .right) == Place(row: 0, index: 1), "q to w")
        #expect(move(0, 1, .left) == Place(row: 0, index: 0), "w to q")
        #expect(move(0, 0, .down) == Place(row: 1, index: 0), "q to a")
        #expect(move(1, 0, .down) == Place(row: 2, index: 0), "a to shift")
        #expect(move(2, 0, .down) == Place(row: 3, index: 0), "shift to the page key")
        #expect(move(3, 3, .up) == Place(row: 2, index: 4), "space to v (over its middle)")
        #expect(move(1, 0, .up) == Place(row: 0, index: 0), "a to q: a middle between two keys goes to the leading one")
        #expect(move(1, 8, .up) == Place(row: 0, index: 8), "l to o")
        #expect(move(2, 8, .up) == Place(row: 1, index: 8), "backspace to l, the nearest")
    }

    @Test func focusNeverLeavesAtTheEdges() {
        #expect(move(0, 0, .up) == Place(row: 0, index: 0), "top row")
        #expect(move(0, 0, .left) == Place(row: 0, index: 0), "first key")
        #expect(move(0, 9, .right) == Place(row: 0, index: 9), "last key of a row")
        #expect(move(3, 1, .down) == Place(row: 3, index: 1), "bottom row")
        #expect(move(3, 6, .right) == Place(row: 3, index: 6))
        #expect(move(4, 0, .up) == nil, "no such place")
    }
}
