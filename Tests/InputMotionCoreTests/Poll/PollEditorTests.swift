import Testing
import InputMotionCore

@Suite struct PollEditorTests {
    @Test func startsWithThreeNumberedEmptyOptions() {
        let poll = PollEditor()
        #expect(poll.options == ["", "", ""])
        #expect((0..<3).map(PollEditor.prefix(for:)) == ["1", "2", "3"])
        #expect((0..<3).map(PollEditor.placeholder(for:)) == ["Option 1", "Option 2", "Option 3"])
        #expect(poll.notice == nil)
    }

    @Test func returnFocusesTheNextOption() {
        var poll = PollEditor()
        #expect(poll.returnPressed(in: 0) == .focus(index: 1))
        #expect(poll.returnPressed(in: 1) == .focus(index: 2))
        #expect(poll.options.count == 3)
    }

    @Test func returnInTheLastOptionAppendsAndFocusesIt() {
        var poll = PollEditor()
        poll.setText("Tea", at: 2)
        #expect(poll.returnPressed(in: 2) == .appended(index: 3))
        #expect(poll.options == ["", "", "Tea", ""])
        #expect(PollEditor.placeholder(for: 3) == "Option 4")
    }

    @Test func walkingFromOptionOneTenTimes() {
        // Returns 1-2 move to options 2 and 3; returns 3-10 each append one: 3 + 8 = 11.
        var poll = PollEditor()
        var focused = 0
        for _ in 0..<10 {
            switch poll.returnPressed(in: focused) {
            case .focus(let i), .appended(let i): focused = i
            default: Issue.record("unexpected result")
            }
        }
        #expect(focused == 10)
        #expect(poll.options.count == 11)
    }

    @Test func capOfTwentyRefusesPolitely() {
        var poll = PollEditor()
        for i in 2..<19 { _ = poll.returnPressed(in: i) } // 17 appends: 3 + 17 = 20
        #expect(poll.options.count == 20)
        let result = poll.returnPressed(in: 19)
        #expect(result == .refused(message: "A poll can have at most 20 options."))
        #expect(poll.options.count == 20)
        #expect(poll.notice == "A poll can have at most 20 options.")
        // Return in an earlier option still just moves focus, and clears the notice.
        #expect(poll.returnPressed(in: 5) == .focus(index: 6))
        #expect(poll.notice == nil)
    }

    @Test func backspaceInAnEmptyOptionBeyondTheSecondRemovesIt() {
        var poll = PollEditor(options: ["a", "b", "", "d"])
        #expect(poll.backspaceInEmpty(2) == .removed(focus: 1))
        #expect(poll.options == ["a", "b", "d"])
    }

    @Test func backspaceNeverRemovesTheFirstTwo() {
        var poll = PollEditor()
        #expect(poll.backspaceInEmpty(0) == .ignored)
        #expect(poll.backspaceInEmpty(1) == .ignored)
        #expect(poll.options.count == 3)
    }

    @Test func backspaceNeverRemovesTypedText() {
        var poll = PollEditor(options: ["a", "b", "c"])
        #expect(poll.backspaceInEmpty(2) == .ignored)
        #expect(poll.options == ["a", "b", "c"])
    }

    @Test func staleIndicesAreIgnored() {
        var poll = PollEditor()
        #expect(poll.returnPressed(in: 3) == .ignored)
        #expect(poll.returnPressed(in: -1) == .ignored)
        #expect(poll.backspaceInEmpty(7) == .ignored)
        poll.setText("x", at: 9)
        #expect(poll.options == ["", "", ""])
    }

    @Test func restoringKeepsAtMostTwentyAndSaysHowManyWereLeftOut() {
        let poll = PollEditor(options: (1...25).map { "option \($0)" })
        #expect(poll.options == (1...20).map { "option \($0)" })
        // 25 saved, 20 kept: the last 5 left out.
        #expect(poll.notice == "The saved poll had 25 options, and a poll can have at most 20: the last 5 were left out.")
        #expect(PollEditor(options: Array(repeating: "x", count: 21)).notice
            == "The saved poll had 21 options, and a poll can have at most 20: the last 1 was left out.")
        // Twenty fit: nothing to say.
        #expect(PollEditor(options: Array(repeating: "x", count: 20)).notice == nil)
    }

    /// A saved option longer than a GTK entry holds (65,534 bytes of UTF-8) is cut after its
    /// last whole character that fits and said, never cut silently by GTK. "é" is 2 bytes: 32,767
    /// of them are exactly 65,534 bytes and fit; 32,768 are 2 bytes over, so 32,767 are kept.
    @Test func restoringCutsAnOptionTooLongForItsFieldAndSaysWhich() {
        let fits = String(repeating: "é", count: 32_767)
        let over = String(repeating: "é", count: 32_768)
        let poll = PollEditor(options: ["short", over, fits, over])
        #expect(poll.options[0] == "short")
        #expect(poll.options[1] == fits, "32,767 of 32,768 kept")
        #expect(poll.options[2] == fits)
        #expect(poll.options[3] == fits)
        #expect(poll.notice == "Saved options 2, 4 were longer than their fields hold: each was cut after its last whole character that fits.")
        // With more than twenty too, both are said.
        let both = PollEditor(options: [over] + Array(repeating: "x", count: 21))
        #expect(both.notice == "The saved poll had 22 options, and a poll can have at most 20: the last 2 were left out. "
                + "Saved option 1 was longer than its field holds: it was cut after its last whole character that fits.")
        #expect(Announcement.pollRestoredCut(notice: both.notice ?? "").text == both.notice)
    }

    @Test func aCutInsertionIsToldUntilTheNextEdit() {
        var poll = PollEditor(options: ["a", "b"])
        // 70,000 characters into an empty option hold 65,534 (one byte each).
        poll.insertionCut(TextFieldCapacity.gtkEntry.inserting(String(repeating: "x", count: 70_000), intoFieldOf: 0))
        #expect(poll.notice == "Too long for this field: kept the first 65,534 of 70,000 characters.")
        poll.insertionCut(TextFieldCapacity.gtkEntry.inserting("fits", intoFieldOf: 0))  // not cut: the notice stays
        #expect(poll.notice == "Too long for this field: kept the first 65,534 of 70,000 characters.")
        poll.setText("a", at: 0)
        #expect(poll.notice == nil)
    }

    /// A poll needs two options: restoring fewer pads with empty ones, keeping the texts.
    @Test func restoringFewerThanTwoPadsToTwo() {
        #expect(PollEditor.minimumOptionCount == 2)
        #expect(PollEditor(options: []).options == ["", ""])
        #expect(PollEditor(options: ["Tea"]).options == ["Tea", ""])
        #expect(PollEditor(options: ["Tea", "Coffee"]).options == ["Tea", "Coffee"])
        #expect(PollEditor(options: ["a", "b", "c"]).options == ["a", "b", "c"])
        // The padded poll behaves like any other: Return walks on and grows it, and
        // Backspace cannot take it below two.
        var poll = PollEditor(options: ["Tea"])
        #expect(poll.returnPressed(in: 0) == .focus(index: 1))
        #expect(poll.backspaceInEmpty(1) == .ignored)
        #expect(poll.returnPressed(in: 1) == .appended(index: 2))
        #expect(poll.backspaceInEmpty(2) == .removed(focus: 1))
        #expect(poll.options == ["Tea", ""])
    }
}
