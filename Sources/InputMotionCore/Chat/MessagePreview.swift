/// What a chat bubble shows of a message: the whole text, or — for a text too long to lay out
/// within a frame (a pasted page, a 64 KB message) — its beginning, with the rest one click away.
///
/// Rules:
/// - A text of at most ``characterLimit`` characters (grapheme clusters) and at most
///   ``lineLimit`` lines is shown whole.
/// - A longer one is cut after ``characterLimit`` characters or before its
///   (``lineLimit`` + 1)-th line, whichever comes first; if a space or line break falls in
///   the last ``wordSlack`` characters before the cut, the cut moves back to it, so no word is
///   split. Whitespace before the cut is dropped and "…" is appended.
/// - ``hiddenCharacterCount`` counts the characters of the message not shown (the view says
///   how much more there is).
public struct MessagePreview: Sendable, Hashable {
    /// The most characters a bubble shows.
    public static let characterLimit = 600
    /// The most lines a bubble shows.
    public static let lineLimit = 12
    /// How far back a cut may move to land between words.
    public static let wordSlack = 40
    /// What ends a shortened text.
    public static let ellipsis = "…"

    /// The text the bubble shows.
    public let shownText: String
    /// Characters of the message the bubble does not show (0: shown whole).
    public let hiddenCharacterCount: Int

    /// Whether the bubble shows a shortened text.
    public var isShortened: Bool { hiddenCharacterCount > 0 }

    /// The title of the control that shows the whole message (nil when it is shown whole).
    public var showAllTitle: String? {
        guard isShortened else { return nil }
        return trn("Show All ({count} more character)", "Show All ({count} more characters)", hiddenCharacterCount)
            .filled(["count": NumberText.grouped(hiddenCharacterCount)])
    }

    /// The preview of `text` within the given limits.
    public init(text: String, characterLimit: Int = MessagePreview.characterLimit,
                lineLimit: Int = MessagePreview.lineLimit, wordSlack: Int = MessagePreview.wordSlack) {
        var cut = text.startIndex
        var kept = 0
        var lines = 1
        // Walk at most characterLimit characters; stop at the line break that would start
        // line lineLimit + 1.
        while cut != text.endIndex, kept < max(0, characterLimit) {
            if text[cut].isNewline {
                if lines == max(1, lineLimit) { break }
                lines += 1
            }
            cut = text.index(after: cut)
            kept += 1
        }
        guard cut != text.endIndex else {
            shownText = text
            hiddenCharacterCount = 0
            return
        }
        // Between words if a space is near the cut (the character at the cut counts: a cut
        // just before a space or line break is already between words).
        var wordCut = cut
        var wordKept = kept
        var back = 0
        while !text[wordCut].isWhitespace, back < wordSlack, wordCut != text.startIndex {
            wordCut = text.index(before: wordCut)
            wordKept -= 1
            back += 1
        }
        if text[wordCut].isWhitespace { (cut, kept) = (wordCut, wordKept) }
        // Drop whitespace before the cut.
        while cut != text.startIndex, text[text.index(before: cut)].isWhitespace {
            cut = text.index(before: cut)
            kept -= 1
        }
        shownText = String(text[..<cut]) + Self.ellipsis
        hiddenCharacterCount = text.count - kept
    }
}
