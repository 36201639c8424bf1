import Testing
@testable import InputMotionCore

/// The chat pane's layout, against numbers worked out by hand.
struct ChatLayoutTests {
    // A 360 × 600 pane, a 48 px header and a 56 px bar.
    let layout = ChatLayout(width: 360, height: 600, headerHeight: 48, barHeight: 56)

    @Test func theBarSitsOnTheKeyboardAtEveryHeight() {
        // Keyboard down (its top at the pane's bottom, 600): the bar at 600 − 56 = 544.
        #expect(layout.barTop(keyboard: Rect(x: 0, y: 600, width: 360, height: 215)) == 544)
        // Keyboard up (215 px tall, top at 385): lifted by 215, the bar at 385 − 56 = 329.
        #expect(layout.barInset(keyboard: Rect(x: 0, y: 385, width: 360, height: 215)) == 215)
        #expect(layout.barTop(keyboard: Rect(x: 0, y: 385, width: 360, height: 215)) == 329)
        // Mid-slide (top at 492.5): lifted by 107.5, the bar at 436.5.
        #expect(layout.barTop(keyboard: Rect(x: 0, y: 492.5, width: 360, height: 215)) == 436.5)
    }

    @Test func aKeyboardTallerThanThePaneLiftsTheBarByThePaneAtMost() {
        // Top at −100: 700 px of overlap, clamped to the pane's 600; the bar at 600 − 600 − 56.
        #expect(layout.barInset(keyboard: Rect(x: 0, y: -100, width: 360, height: 800)) == 600)
        #expect(layout.barTop(keyboard: Rect(x: 0, y: -100, width: 360, height: 800)) == -56)
    }

    @Test func theListLiesBetweenTheHeaderAndTheBar() {
        #expect(layout.listTop == 48)
        #expect(layout.lowestBarTop == 544)
    }

    @Test func aSlideEndsOnlyWhenTheKeyboardIsAtRest() {
        #expect(ChatLayout.slideEnds(at: .shown))
        #expect(ChatLayout.slideEnds(at: .hidden))
        #expect(!ChatLayout.slideEnds(at: .showing))
        #expect(!ChatLayout.slideEnds(at: .hiding))
    }
}
