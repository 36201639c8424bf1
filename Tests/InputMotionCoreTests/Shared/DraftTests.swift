import Testing
@testable import InputMotionCore

/// A draft as the writer sees it, worked out by hand.
struct DraftTests {
    @Test func thePreeditSitsAtTheCaret() {
        // "한" committed, "글" being composed after it.
        #expect(Draft(committed: "한", preedit: "글").visible == "한글")
        // The caret between "ab" and "cd".
        #expect(Draft(committed: "abcd", preedit: "X", caret: 2).visible == "abXcd")
        #expect(Draft(committed: "abcd", preedit: "X", caret: 0).visible == "Xabcd")
    }

    @Test func theCaretCountsScalarsAndStaysInTheText() {
        // "e" + U+0301 is one Character but two scalars, as GTK counts: caret 2 is after the mark.
        #expect(Draft(committed: "e\u{301}x", preedit: "Y", caret: 2).visible == "e\u{301}Yx")
        #expect(Draft(committed: "ab", preedit: "Y", caret: 99).visible == "abY")
        #expect(Draft(committed: "ab", preedit: "Y", caret: -3).visible == "Yab")
    }

    @Test func withNothingComposingItIsTheCommittedText() {
        #expect(Draft(committed: "see you", caret: 3).visible == "see you")
        #expect(Draft().visible == "")
    }
}
