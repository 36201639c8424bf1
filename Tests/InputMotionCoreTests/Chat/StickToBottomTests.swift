import Testing
import InputMotionCore

@Suite struct StickToBottomTests {
    // Content 1000 px in a 400 px viewport: the bottom is at offset 600.
    @Test func atBottomWithinOnePixel() {
        #expect(StickToBottom.isAtBottom(offset: 600, contentHeight: 1000, viewportHeight: 400))
        #expect(StickToBottom.isAtBottom(offset: 599.5, contentHeight: 1000, viewportHeight: 400))
        #expect(StickToBottom.isAtBottom(offset: 599, contentHeight: 1000, viewportHeight: 400))
        #expect(!StickToBottom.isAtBottom(offset: 598.9, contentHeight: 1000, viewportHeight: 400))
        #expect(!StickToBottom.isAtBottom(offset: 0, contentHeight: 1000, viewportHeight: 400))
    }

    @Test func contentThatFitsIsAlwaysAtBottom() {
        #expect(StickToBottom.isAtBottom(offset: 0, contentHeight: 300, viewportHeight: 400))
    }

    @Test func keyboardShrinksTheViewportWhileAtBottom() {
        // Viewport 400 -> 100 (300 px keyboard): new bottom is 1000 - 100 = 900.
        let wasAtBottom = StickToBottom.isAtBottom(offset: 600, contentHeight: 1000, viewportHeight: 400)
        #expect(StickToBottom.offsetAfterResize(wasAtBottom: wasAtBottom, offset: 600,
                                                contentHeight: 1000, viewportHeight: 100) == 900)
    }

    @Test func scrolledUpListKeepsItsOffset() {
        #expect(StickToBottom.offsetAfterResize(wasAtBottom: false, offset: 200,
                                                contentHeight: 1000, viewportHeight: 100) == 200)
        // ... clamped when the range shrinks: viewport 350 -> max 650.
        #expect(StickToBottom.offsetAfterResize(wasAtBottom: false, offset: 700,
                                                contentHeight: 1000, viewportHeight: 350) == 650)
    }

    @Test func keyboardHidingWhileAtBottom() {
        // Viewport 100 -> 400: bottom moves back from 900 to 600.
        #expect(StickToBottom.offsetAfterResize(wasAtBottom: true, offset: 900,
                                                contentHeight: 1000, viewportHeight: 400) == 600)
    }
}
