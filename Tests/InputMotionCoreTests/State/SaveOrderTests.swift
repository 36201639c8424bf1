import Testing
@testable import InputMotionCore

@Suite("Which state writes land")
struct SaveOrderTests {
    @Test("tickets go up in the order the states are taken")
    func tickets() {
        var order = SaveOrder()
        let tickets = [order.issue(), order.issue(), order.issue()]
        #expect(tickets == [1, 2, 3])
        #expect(order.lastLanded == 0)
        #expect(order.fileText == nil)
    }

    @Test("a background write that finishes after a newer one (the write on quit) is dropped")
    func olderAfterNewer() {
        var order = SaveOrder()
        let background = order.issue()  // taken by the timer, still encoding on its thread
        let onQuit = order.issue()      // taken on quit, written at once
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
        for text in ["a", "b", "c"] {
            let ticket = order.issue()
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
        let first = order.issue()
        let second = order.issue()
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
        let failing = order.issue()
        let claimed = order.claim(failing, text: "new")  // the disk refuses: no landed(_:text:)
        let next = order.issue()
        let nextWrites = order.claim(next, text: "new")
        #expect(claimed)
        #expect(nextWrites, "the file still holds \"old\"")
        #expect(order.fileText == "old")
    }
}
