import Testing
import InputMotionCore

/// Paragraph lengths worked out by hand, on a limit of 10 characters.
@Suite struct ParagraphLengthLimitTests {
    private let limit = ParagraphLengthLimit(characters: 10)

    @Test func theTextViewTakesHalfAMillionCharactersAParagraph() {
        #expect(ParagraphLengthLimit.textView.characters == 500_000)
        #expect(ParagraphLengthLimit.textView.brokenLineLength == 100_000)
    }

    @Test func aSavedParagraphPastTheLimitIsBrokenIntoShorterLines() {
        // Limit 10, lines of 4: 12 characters are broken 4, 4, 4; 10 are within the limit.
        let limit = ParagraphLengthLimit(characters: 10, brokenLineLength: 4)
        #expect(limit.split("abcdefghijkl")?.text == "abcd\nefgh\nijkl")
        #expect(limit.split("abcdefghij") == nil)
        #expect(limit.split("abcdefghijkl")?.notice == "A saved paragraph was longer than the 10 characters this view lays out without freezing: it is shown broken into lines of at most 4. No character was removed.")
        // Characters, not bytes: "한" (3 bytes), "é" (2), "🙂" (4), "x" — 4 past a limit of 3,
        // in lines of 2.
        #expect(ParagraphLengthLimit(characters: 3, brokenLineLength: 2).split("한é🙂x")?.text == "한é\n🙂x")
        // A line length past the limit is the limit.
        #expect(ParagraphLengthLimit(characters: 10, brokenLineLength: 50).brokenLineLength == 10)
    }

    @Test func anInsertionMakingAParagraphTooLongIsRefused() {
        // 3 before + 6 + 2 after = 11 > 10.
        let refusal = limit.refusal(inserting: "abcdef", before: 3, after: 2)
        #expect(refusal?.paragraph == 11)
        // 3 + 5 + 2 = 10: fits.
        #expect(limit.refusal(inserting: "abcde", before: 3, after: 2) == nil)
        // One key in a paragraph at the limit: 6 + 1 + 4 = 11.
        #expect(limit.refusal(inserting: "x", before: 6, after: 4)?.paragraph == 11)
        // Counted in Unicode scalars, as GtkTextBuffer counts: "e\u{301}" is 2, "한" is 1.
        #expect(limit.refusal(inserting: "e\u{301}한한한한한한", before: 1, after: 0) == nil)  // 1 + 8 = 9
        #expect(limit.refusal(inserting: "e\u{301}한한한한한한", before: 3, after: 0)?.paragraph == 11)
    }

    @Test func theParagraphsOfAnInsertionJoinWhatIsAroundIt() {
        // "ab" joins 5 before (7), "cdefghijklm" stands alone (11), "xy" joins 5 after (7).
        #expect(limit.refusal(inserting: "ab\ncdefghijklm\nxy", before: 5, after: 5)?.paragraph == 11)
        // "abcdefgh" joins 5 before (13); "\r" and U+2029 end paragraphs too.
        #expect(limit.refusal(inserting: "abcdefgh\rxy", before: 5, after: 0)?.paragraph == 13)
        #expect(limit.refusal(inserting: "ab\u{2029}cdefgh", before: 0, after: 5)?.paragraph == 11)
        #expect(limit.refusal(inserting: "ab\ncd\nef", before: 8, after: 8) == nil)  // 10 and 10
    }

    @Test func aLineBreakIntoAParagraphTooLongAlreadyIsTaken() {
        // A paragraph of 18 (set whole, not typed): a break makes 9 and 9, a key after it 10.
        #expect(limit.refusal(inserting: "\n", before: 9, after: 9) == nil)
        #expect(limit.refusal(inserting: "ab\ncd", before: 9, after: 9) == nil)  // 11 and 11, shorter than 18
    }

    @Test func aDeletionJoiningParagraphsPastTheLimitIsRefused() {
        // Backspace at the start of a 6-character line after a 5-character one: 11 > 10.
        let refusal = limit.refusal(joining: 11, longestSpanned: 6)
        #expect(refusal?.paragraph == 11)
        #expect(refusal?.notice == "Not removed: that would join lines into a paragraph of 11 characters, and this view holds at most 10 in one paragraph (longer ones freeze the window).")
        #expect(limit.refusal(joining: 10, longestSpanned: 6) == nil)  // 10 fits
        // Joining inside a paragraph already longer (set whole) makes nothing longer: allowed.
        #expect(limit.refusal(joining: 15, longestSpanned: 18) == nil)
    }

    @Test func theRefusalSaysWhyAndWhatToDo() {
        let refusal = ParagraphLengthLimit.textView.refusal(inserting: String(repeating: "a", count: 10_000_000), before: 0, after: 0)
        #expect(refusal?.notice == "Not added: that would make a paragraph of 10,000,000 characters, and this view holds at most 500,000 in one paragraph (longer ones freeze the window). A paste stays on the clipboard: break it into lines, then paste again.")
    }

    @Test func aTooLongSavedParagraphIsShownBrokenAfterSpaces() {
        // 19 characters: the first 10 end with a space, so the break goes there.
        let split = limit.split("aaaa bbbb cccc dddd")
        #expect(split?.text == "aaaa bbbb \ncccc dddd")
        #expect(split?.brokenParagraphs == 1)
        // No space: broken every 10.
        #expect(limit.split("abcdefghijklmnopqrstuvwxy")?.text == "abcdefghij\nklmnopqrst\nuvwxy")
        #expect(limit.split("abcdefghijklmnopqrstuvwxy")?.notice == "A saved paragraph was longer than the 10 characters this view lays out without freezing: it is shown broken into lines of at most 10. No character was removed.")
    }

    @Test func onlyTheLongParagraphsAreBrokenAndNoCharacterIsLost() {
        let text = "short\n" + "abcdefghijklmnopqrstuvwxy" + "\r" + "0123456789ab" + "\u{2029}end"
        let split = limit.split(text)
        #expect(split?.text == "short\nabcdefghij\nklmnopqrst\nuvwxy\r0123456789\nab\u{2029}end")
        #expect(split?.brokenParagraphs == 2)
        #expect(split?.notice == "2 saved paragraphs were longer than the 10 characters this view lays out without freezing: they are shown broken into lines of at most 10. No character was removed.")
        #expect(split.map { $0.text.unicodeScalars.filter { $0 != "\n" } } == text.unicodeScalars.filter { $0 != "\n" })
    }

    @Test func aTextWithNoLongParagraphIsLeftAlone() {
        #expect(limit.split("0123456789\n0123456789") == nil)
        #expect(limit.split("") == nil)
        // 10 Hangul syllables are 30 bytes but 10 characters: within the limit.
        #expect(limit.split(String(repeating: "한", count: 10)) == nil)
    }
}
