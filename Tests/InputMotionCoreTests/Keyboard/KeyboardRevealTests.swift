import Testing
import InputMotionCore

/// Viewport 600 high over content 1500 high; keyboard top at 350 in the viewport (it
/// covers the bottom 250 px). The reveal line is 350: a field's bottom + 10 must not
/// pass it.
@Suite struct KeyboardRevealTests {
    func reveal(_ minY: Double, _ maxY: Double, offset: Double, content: Double = 1500,
                keyboardTop: Double? = 350) -> Double {
        KeyboardReveal.offset(revealingFieldFrom: minY, to: maxY, offset: offset, viewportHeight: 600,
                              contentHeight: content, keyboardTop: keyboardTop)
    }

    @Test func insetIsTheCoveredHeightPlusTheGap() {
        #expect(KeyboardReveal.bottomInset(viewportHeight: 600, keyboardTop: 350) == 260) // 250 + 10
        #expect(KeyboardReveal.bottomInset(viewportHeight: 600, keyboardTop: nil) == 0)
        #expect(KeyboardReveal.bottomInset(viewportHeight: 600, keyboardTop: 600) == 0)
        #expect(KeyboardReveal.bottomInset(viewportHeight: 600, keyboardTop: 700) == 0)
        // 1500 + 260 - 600 = 1160
        #expect(KeyboardReveal.offsetRange(contentHeight: 1500, viewportHeight: 600, keyboardTop: 350) == 0...1160)
    }

    @Test func theLayoutTakesTheKeyboardIntoTheViewportItsInsetIsFor() {
        // A viewport from page y 100, 500 tall; the keyboard's top at page y 450: 350 in the
        // viewport, covering 150 of it, so the inset is 150 + 10.
        let layout = KeyboardRevealLayout(viewportTop: 100, viewportHeight: 500, contentHeight: 900, keyboardTop: 450)
        #expect(layout.keyboardTopInViewport == 350)
        #expect(layout.bottomInset == 160)
        #expect(KeyboardRevealLayout(viewportTop: 100, viewportHeight: 500, contentHeight: 900, keyboardTop: nil).bottomInset == 0)
    }

    @Test func fieldBelowTheLineScrollsExactlyToIt() {
        // Field 400...450 must end at 340 in the viewport: offset 450 - 340 = 110.
        #expect(reveal(400, 450, offset: 0) == 110)
        // Same target from an existing scroll of 50 (the field shows at 350...400).
        #expect(reveal(400, 450, offset: 50) == 110)
        // Far below, from an existing scroll of 200: 1000 - 340 = 660.
        #expect(reveal(950, 1000, offset: 200) == 660)
    }

    @Test func fieldExactlyAtTheLineDoesNotScroll() {
        // 290...340: bottom + 10 = 350, the line itself.
        #expect(reveal(290, 340, offset: 0) == 0)
        // With scroll 100 the same field in viewport terms is 390...440.
        #expect(reveal(390, 440, offset: 100) == 100)
        // One pixel lower scrolls one pixel.
        #expect(reveal(291, 341, offset: 0) == 1)
    }

    @Test func fieldAboveTheLineDoesNotScroll() {
        #expect(reveal(100, 150, offset: 0) == 0)
        #expect(reveal(100, 150, offset: 30) == 30) // shows at 70...120
    }

    @Test func fieldAboveTheViewportScrollsToTheTop() {
        #expect(reveal(100, 150, offset: 300) == 100)
        #expect(reveal(0, 50, offset: 300) == 0)
    }

    @Test func lastFieldUsesTheKeyboardInset() {
        // Last field 1450...1500: 1500 - 340 = 1160, which is exactly the inset range's top.
        #expect(reveal(1450, 1500, offset: 0) == 1160)
    }

    @Test func shortContent() {
        // Content 350, field 300...350: 350 + 10 - 350 = 10; range top 350 + 260 - 600 = 10.
        #expect(reveal(300, 350, offset: 0, content: 350) == 10)
        #expect(reveal(250, 300, offset: 0, content: 350) == 0)
    }

    @Test func hiddenKeyboardRevealsAboveTheViewportBottom() {
        // Field 700...750 in a 600 viewport: 760 - 600 = 160.
        #expect(reveal(700, 750, offset: 0, keyboardTop: nil) == 160)
        #expect(reveal(100, 150, offset: 0, keyboardTop: nil) == 0)
    }

    @Test func settlesBackWhenTheKeyboardHides() {
        // Without the inset the range is 0 ... 1500 - 600 = 900.
        #expect(KeyboardReveal.settledOffset(1160, contentHeight: 1500, viewportHeight: 600) == 900)
        #expect(KeyboardReveal.settledOffset(110, contentHeight: 1500, viewportHeight: 600) == 110)
        #expect(KeyboardReveal.settledOffset(10, contentHeight: 350, viewportHeight: 600) == 0)
        #expect(KeyboardReveal.settledOffset(-5, contentHeight: 1500, viewportHeight: 600) == 0)
    }
}
