import Testing
import InputMotionCore

/// Limits worked out by hand: (2³¹ − 1) / 1024 = 2,097,151.999 px; at 8 px a character
/// 2,097,151.999 / 8 = 262,143.9999, so 262,144 characters reach it; at 6.5 px
/// 2,097,151.999 / 6.5 = 322,638.77, so 322,639.
@Suite struct ParagraphWrapLimitTests {
    @Test func theWidestLineIsTwoToTheThirtyOnePangoUnits() {
        #expect(ParagraphWrapLimit.widestLine > 2_097_151.99 && ParagraphWrapLimit.widestLine < 2_097_152)
        #expect(ParagraphWrapLimit(characterWidth: 8).narrowCharacters == 262_144)
        #expect(ParagraphWrapLimit(characterWidth: 6.5).narrowCharacters == 322_639)
    }

    @Test func aParagraphJustUnderTheLimitWraps() {
        let limit = ParagraphWrapLimit(characterWidth: 8)
        #expect(limit.longestUnwrappableParagraph(in: String(repeating: "a", count: 262_143)) == nil)
        #expect(limit.longestUnwrappableParagraph(in: String(repeating: "a", count: 262_144)) == 262_144)
    }

    @Test func manyShortParagraphsWrapHoweverLongTheText() {
        let limit = ParagraphWrapLimit(characterWidth: 8)
        let text = String(repeating: String(repeating: "b", count: 599) + "\n", count: 1_000)
        #expect(text.count == 600_000)
        #expect(limit.longestUnwrappableParagraph(in: text) == nil)
        let separated = String(repeating: "c", count: 200_000) + "\u{2029}" + String(repeating: "c", count: 200_000)
        #expect(limit.longestUnwrappableParagraph(in: separated) == nil)
    }

    @Test func theLongestTooWideParagraphIsNamed() {
        let limit = ParagraphWrapLimit(characterWidth: 8)
        let text = "short\n" + String(repeating: "x", count: 300_000) + "\r\n" + String(repeating: "y", count: 270_000)
        #expect(limit.longestUnwrappableParagraph(in: text) == 300_000)
    }

    @Test func wideCharactersCountTwice() {
        let limit = ParagraphWrapLimit(characterWidth: 8)
        // 131,072 Hangul syllables are 262,144 narrow widths; one fewer is not.
        #expect(limit.longestUnwrappableParagraph(in: String(repeating: "한", count: 131_072)) == 131_072)
        #expect(limit.longestUnwrappableParagraph(in: String(repeating: "한", count: 131_071)) == nil)
        #expect(limit.mayHoldUnwrappableParagraph(characters: 131_072))
        #expect(!limit.mayHoldUnwrappableParagraph(characters: 131_071))
    }

    @Test func theNoticeSaysTheTextIsKept() {
        #expect(ParagraphWrapLimit.notice(characters: 400_000)
            == "A paragraph of 400,000 characters is too long to wrap, so it shows on one line, cut off at the edge. It is kept whole and saved.")
    }

    @Test func aBadCharacterWidthNeverDividesByZero() {
        #expect(ParagraphWrapLimit(characterWidth: 0).narrowCharacters == 2_097_152)
        #expect(ParagraphWrapLimit(characterWidth: .nan).narrowCharacters == 2_097_152)
    }
}
