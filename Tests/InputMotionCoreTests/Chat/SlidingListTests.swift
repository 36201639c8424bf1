import Testing
import InputMotionCore

@Suite struct SlidingListTests {
    @Test func atRestTheListFillsTheSpaceInWholePixels() {
        let list = SlidingList()
        #expect(!list.isSliding)
        // Header bottom at 50, bar top at 400.25: 350.25 px rounded up to 351.
        #expect(list.frame(top: 50, bottom: 400.25) == (y: 50, height: 351))
        #expect(SlidingList.restingHeight(top: 50, bottom: 40) == 0)
    }

    @Test func aPinnedListKeepsTheTallerHeightAndRidesOnTheBar() {
        var list = SlidingList()
        // The keyboard rises: the bar's top goes from 590 to 330 under a 50 px header.
        list.begin(top: 50, from: 590, to: 330, pinnedToBottom: true)
        #expect(list.slideHeight == 540)  // 590 - 50, the taller of 540 and 280
        // Midway, bar top at 460: the list's bottom is on it, its top hidden under the header.
        #expect(list.frame(top: 50, bottom: 460) == (y: -80, height: 540))
        #expect(list.frame(top: 50, bottom: 330) == (y: -210, height: 540))
        list.end()
        #expect(list.frame(top: 50, bottom: 330) == (y: 50, height: 280))
    }

    @Test func aListScrolledUpStaysPutWhileTheKeyboardMoves() {
        var list = SlidingList()
        // The keyboard goes down: 330 → 590; the list takes the taller height at once.
        list.begin(top: 50, from: 330, to: 590, pinnedToBottom: false)
        #expect(list.frame(top: 50, bottom: 330) == (y: 50, height: 540))
        #expect(list.frame(top: 50, bottom: 500) == (y: 50, height: 540))
    }

    @Test func atRestTheDrawnPartHoldsWhatASlideDownWouldShow() {
        let list = SlidingList()
        // Header bottom at 50; the bar's top at 330 with the keyboard up, 590 down: the list
        // is 280 px tall, 540 px with the keyboard down.
        // Showing the newest message, it will ride down: the 260 px above it.
        #expect(list.drawnPart(top: 50, bottom: 330, lowestBottom: 590, atBottom: true) == (from: -260, to: 280))
        // Scrolled up, it will stay put and grow: the 260 px below it.
        #expect(list.drawnPart(top: 50, bottom: 330, lowestBottom: 590, atBottom: false) == (from: 0, to: 540))
        // With the keyboard down, just what shows.
        #expect(list.drawnPart(top: 50, bottom: 590, lowestBottom: 590, atBottom: true) == (from: 0, to: 540))
    }

    @Test func duringASlideAllOfTheListIsDrawn() {
        var list = SlidingList()
        list.begin(top: 50, from: 590, to: 330, pinnedToBottom: true)
        // 540 px tall through the slide, wherever the bar is.
        #expect(list.drawnPart(top: 50, bottom: 460, lowestBottom: 590, atBottom: true) == (from: 0, to: 540))
        // Drawn at rest after it (keyboard up, newest in view): the same 540 px of content,
        // the list's bottom 280 px and the 260 px above them.
        list.end()
        #expect(list.drawnPart(top: 50, bottom: 330, lowestBottom: 590, atBottom: true) == (from: -260, to: 280))
    }

    @Test func fractionalEdgesRoundUpOnce() {
        var list = SlidingList()
        list.begin(top: 48.5, from: 600.2, to: 300.7, pinnedToBottom: true)
        #expect(list.slideHeight == 552)  // 551.7 rounded up
        let frame = list.frame(top: 48.5, bottom: 600.2)
        #expect(abs(frame.y - 48.2) < 1e-9)  // 600.2 - 552
        #expect(frame.height == 552)
    }
}
