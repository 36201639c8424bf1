import Testing
import InputMotionCore

/// Which messages of a long conversation the chat list shows.
@Suite struct ShownHistoryTests {
    @Test func aListStartsWithTheNewestFive() {
        // 10,000 messages: 9,995 ... 9,999 shown, 9,995 earlier; then 20 a step.
        var history = ShownHistory(count: 10_000)
        #expect(ShownHistory.initialCount == 5)
        #expect(ShownHistory.step == 20)
        #expect(history.firstShown == 9_995)
        #expect(history.earlierCount == 9_995)
        #expect(history.showEarlierTitle == "Show earlier messages (9,995 not shown)")
        #expect(history.showEarlier() == 9_975..<9_995)
        // A short conversation shows whole.
        #expect(ShownHistory(count: 5).firstShown == 0)
        #expect(ShownHistory(count: 5).showEarlierTitle == nil)
        #expect(ShownHistory(count: 0).firstShown == 0)
    }

    @Test func eachStepShowsTheNextEarlierOnesUntilAllShow() {
        var history = ShownHistory(count: 45, initialCount: 20, step: 20)  // 25 ... 44 shown
        #expect(history.showEarlier() == 5..<25)
        #expect(history.earlierCount == 5)
        var last = ShownHistory(count: 21, initialCount: 20)
        #expect(last.showEarlierTitle == "Show the earlier message (1 not shown)")
        #expect(last.showEarlier() == 0..<1)
        #expect(history.showEarlier() == 0..<5)
        #expect(history.earlierCount == 0)
        #expect(history.showEarlier().isEmpty)
        #expect(history.showEarlierTitle == nil)
    }

    @Test func earlierMessagesAreWantedNearTheTopOnly() {
        let history = ShownHistory(count: 100)
        // A view 500 px tall: within 250 px of the top wants more, farther does not.
        #expect(history.wantsEarlier(offset: 0, viewportHeight: 500))
        #expect(history.wantsEarlier(offset: 249, viewportHeight: 500))
        #expect(!history.wantsEarlier(offset: 250, viewportHeight: 500))
        // Not laid out yet (no view): nothing is known.
        #expect(!history.wantsEarlier(offset: 0, viewportHeight: 0))
        // All shown: nothing to want.
        #expect(!ShownHistory(count: 5).wantsEarlier(offset: 0, viewportHeight: 500))
    }
}
