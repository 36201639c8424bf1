import Testing
import InputMotionCore

@Suite struct KeyboardAvoidanceTests {
    // A 400 x 800 page with a 300 px keyboard: shown it spans y 500 ... 800.
    let shown = Rect(x: 0, y: 500, width: 400, height: 300)
    let hidden = Rect(x: 0, y: 800, width: 400, height: 300)

    @Test func paneDownToThePageBottomIsInsetByTheKeyboardHeight() {
        let pane = Rect(x: 0, y: 0, width: 400, height: 800)
        #expect(KeyboardAvoidance.bottomInset(pane: pane, keyboard: shown) == 300) // 800 - 500
    }

    @Test func partlyOverlappingPane() {
        let pane = Rect(x: 0, y: 100, width: 400, height: 500) // maxY 600
        #expect(KeyboardAvoidance.bottomInset(pane: pane, keyboard: shown) == 100) // 600 - 500
    }

    @Test func paneAboveTheKeyboardIsNotInset() {
        let pane = Rect(x: 0, y: 0, width: 400, height: 400) // maxY 400 < 500
        #expect(KeyboardAvoidance.bottomInset(pane: pane, keyboard: shown) == 0)
        let touching = Rect(x: 0, y: 0, width: 400, height: 500) // maxY exactly 500
        #expect(KeyboardAvoidance.bottomInset(pane: touching, keyboard: shown) == 0)
    }

    @Test func paneFullyCoveredIsInsetByAtMostItsHeight() {
        let pane = Rect(x: 0, y: 550, width: 400, height: 200) // 550 ... 750, all under the keyboard
        #expect(KeyboardAvoidance.bottomInset(pane: pane, keyboard: shown) == 200)
    }

    @Test func hiddenKeyboardInsetsNothing() {
        let pane = Rect(x: 0, y: 0, width: 400, height: 800)
        #expect(KeyboardAvoidance.bottomInset(pane: pane, keyboard: hidden) == 0)
    }

    @Test func midSlideKeyboard() {
        // Keyboard top at 650 on its way up: a full-height pane is inset 150.
        let pane = Rect(x: 0, y: 0, width: 400, height: 800)
        let moving = Rect(x: 0, y: 650, width: 400, height: 300)
        #expect(KeyboardAvoidance.bottomInset(pane: pane, keyboard: moving) == 150)
    }

    @Test func rectEdges() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.minX == 10 && r.maxX == 40 && r.minY == 20 && r.maxY == 60)
    }
}
