import Testing
@testable import InputMotionCore

@Suite("Which state writes land")
struct SaveOrderTests {
    @Test("a fresh order has landed nothing and knows the file's text")
    func fresh() {
        #expect(SaveOrder().lastLanded == 0)
        #expect(SaveOrder().fileText == nil)
        #expect(SaveOrder(fileText: "x").fileText == "x")
    }

    @Test("a background write that finishes after a newer one (the write on quit) is dropped")
    func olderAfterNewer() {
        var order = SaveOrder()
        let background = 1  // taken by the timer, still encoding on its thread
        let onQuit = 2      // taken on quit, written at once
        let quitWrites = order.claim(onQuit, text: "B")
        order.landed(onQuit, text: "B")
        let backgroundWrites = order.claim(background, text: "A")
        #expect(quitWrites)
        #expect(!backgroundWrites, "A is older than B, which is in the file")
        #expect(order.fileText == "B")
        #expect(order.lastLanded == 2)
    }

    @Test("writes in order all land")
    func inOrder() {
        var order = SaveOrder()
        var landed: [String] = []
        for (ticket, text) in zip(1..., ["a", "b", "c"]) {
            if order.claim(ticket, text: text) {
                order.landed(ticket, text: text)
                landed.append(text)
            }
        }
        #expect(landed == ["a", "b", "c"])
        #expect(order.fileText == "c")
    }

    @Test("the text the file already holds is not written, and counts as landed")
    func unchanged() {
        var order = SaveOrder(fileText: "loaded")
        let first = 1
        let second = 2
        // The newer state is what the file holds (the user undid a change): nothing to write,
        // and the older state, still on its way, must not replace it.
        let secondWrites = order.claim(second, text: "loaded")
        let firstWrites = order.claim(first, text: "changed")
        #expect(!secondWrites)
        #expect(!firstWrites)
        #expect(order.lastLanded == 2)
        #expect(order.fileText == "loaded")
    }

    @Test("a write that failed leaves the file's text as it was, and a later state still lands")
    func failedWrite() {
        var order = SaveOrder(fileText: "old")
        let failing = 1
        let claimed = order.claim(failing, text: "new")  // the disk refuses: no landed(_:text:)
        let next = 2
        let nextWrites = order.claim(next, text: "new")
        #expect(claimed)
        #expect(nextWrites, "the file still holds \"old\"")
        #expect(order.fileText == "old")
    }

    @Test("a text that differs from the file's only in its scalars (é composed or not) is written")
    func canonicallyEquivalentText() {
        // `==` on String says "é" (U+00E9) and "e" + U+0301 are equal; the file must hold what
        // the user typed, scalar for scalar.
        var order = SaveOrder(fileText: "draft=\u{E9}\n")
        let writes = order.claim(1, text: "draft=e\u{301}\n")
        #expect(writes)
        let again = order.claim(1, text: "draft=\u{E9}\n")
        #expect(!again)
    }
}
