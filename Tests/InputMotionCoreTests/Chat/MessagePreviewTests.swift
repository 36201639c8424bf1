import Testing
import InputMotionCore

@Suite struct MessagePreviewTests {
    @Test func shortTextIsShownWhole() {
        let preview = MessagePreview(text: "See you at nine.")
        #expect(preview.shownText == "See you at nine.")
        #expect(!preview.isShortened)
        #expect(preview.hiddenCharacterCount == 0)
        #expect(preview.showAllTitle == nil)
    }

    @Test func textOfExactlyTheLimitIsShownWhole() {
        let text = String(repeating: "a", count: 10)
        #expect(MessagePreview(text: text, characterLimit: 10, lineLimit: 3).shownText == text)
    }

    @Test func longTextIsCutBetweenWords() {
        // 23 characters; the first 12 are "one two thre": the cut moves back to the
        // space after "two" and the ellipsis follows "two".
        let preview = MessagePreview(text: "one two three four five", characterLimit: 12, lineLimit: 5, wordSlack: 10)
        #expect(preview.shownText == "one two…")
        // Kept "one two" (7 characters) of 23.
        #expect(preview.hiddenCharacterCount == 16)
        #expect(preview.showAllTitle == "Show All (16 more characters)")
    }

    @Test func aWordLongerThanTheSlackIsCutInside() {
        let text = String(repeating: "x", count: 30)
        let preview = MessagePreview(text: text, characterLimit: 10, lineLimit: 5, wordSlack: 4)
        #expect(preview.shownText == String(repeating: "x", count: 10) + "…")
        #expect(preview.hiddenCharacterCount == 20)
    }

    @Test func tooManyLinesAreCutAtTheLineLimit() {
        let preview = MessagePreview(text: "a\nb\nc\nd\ne", characterLimit: 100, lineLimit: 3)
        #expect(preview.shownText == "a\nb\nc…")
        // Kept "a\nb\nc" (5 characters) of 9.
        #expect(preview.hiddenCharacterCount == 4)
    }

    @Test func charactersAreGraphemeClusters() {
        // Five family emoji (each one Character of several scalars) and a flag.
        let family = "👨‍👩‍👧‍👦"
        let text = String(repeating: family, count: 5) + "🇰🇷"
        let preview = MessagePreview(text: text, characterLimit: 3, lineLimit: 2, wordSlack: 0)
        #expect(preview.shownText == family + family + family + "…")
        #expect(preview.hiddenCharacterCount == 3)
    }

    @Test func aSixtyFourKilobyteMessageShowsItsBeginning() {
        let text = String(repeating: "word ", count: 13_107)  // 65,535 characters
        let preview = MessagePreview(text: text)
        // The 601st character starts the 121st "word": the cut moves back to the space
        // before it, keeping 599 characters ("word " × 119 + "word").
        #expect(preview.shownText.count == 599 + 1)
        #expect(preview.shownText.hasSuffix("word…"))
        #expect(preview.hiddenCharacterCount == 65_535 - 599)
    }
}
