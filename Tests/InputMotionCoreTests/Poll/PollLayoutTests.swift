import Testing
import InputMotionCore

@Suite("Poll layout")
struct PollLayoutTests {
    let layout = PollLayout(rowHeight: 50, spacing: 8, padding: 12)

    @Test("rows stack from the top padding, 58 px apart")
    func frames() {
        #expect(layout.frame(ofOption: 0) == (12, 62))
        #expect(layout.frame(ofOption: 1) == (70, 120))
        #expect(layout.frame(ofOption: 9) == (534, 584))  // 12 + 9 * 58 = 534
    }

    @Test("content height: padding, rows and the gaps between them")
    func contentHeight() {
        #expect(layout.contentHeight(optionCount: 3) == 12 + 150 + 16 + 12)
        #expect(layout.contentHeight(optionCount: 1) == 74)
        #expect(layout.contentHeight(optionCount: 0) == 24)
        // The last row's bottom plus the padding is the content height.
        #expect(layout.frame(ofOption: 19).maxY + 12 == layout.contentHeight(optionCount: 20))
    }
}
