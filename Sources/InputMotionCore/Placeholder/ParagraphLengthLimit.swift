/// The longest paragraph the text view takes, so that laying it out never freezes the window,
/// and what happens to a longer one.
///
/// GTK 4.8 lays each paragraph out as one Pango layout, and again after every change in it:
/// one paragraph of 1 MB stalls the window some 300 ms (as in a plain C GtkTextView), 3 MB
/// about 2 s, 10 MB 25 s and then 9–14 s per keystroke. Half a million characters stay
/// well under a second (about 300 ms of Latin prose on the shared 2-core machine), and are
/// more than Pango can wrap at the default font (``ParagraphWrapLimit``), so that notice
/// still has its place below this limit.
///
/// Rules (characters are Unicode scalars, as GtkTextBuffer counts them; paragraphs end at
/// "\n", "\r" and U+2029, as in GtkTextBuffer):
/// - An insertion (paste, typing, an input method's commit, a drop) that would make a
///   paragraph longer than ``characters``, and longer than the paragraph it lands in was, is
///   refused whole (``refusal(inserting:before:after:)``): the view keeps its text, a paste
///   stays on the clipboard, and the notice says why and what to do. A line break is never
///   refused.
/// - So is a deletion that would join paragraphs into one longer than ``characters``, and
///   longer than each of them (``refusal(joining:)``): Backspace at the start of a line
///   leaves both lines as they are, and says why.
/// - A text set whole (the saved state, at start) with longer paragraphs is shown broken
///   into lines of at most ``brokenLineLength`` (``split(_:)``), each break moved back after
///   a space within ``wordSlack`` characters; no character is removed, and the notice says how
///   many paragraphs were broken. The lines are shorter than the limit so that each wraps at
///   any font the view uses and lays out in well under 100 ms (a paragraph at the limit is
///   wider than Pango wraps at the default font: ``ParagraphWrapLimit``).
public struct ParagraphLengthLimit: Sendable, Hashable {
    /// The placeholder page's text view.
    public static let textView = ParagraphLengthLimit(characters: 500_000, brokenLineLength: 100_000)
    /// How far back a break may move to land after a space.
    public static let wordSlack = 1_000

    /// The most characters one paragraph holds.
    public let characters: Int
    /// The most characters of a line a too-long saved paragraph is broken into.
    public let brokenLineLength: Int

    /// A limit of `characters` per paragraph (at least 1); saved paragraphs past it are broken
    /// into lines of `brokenLineLength` (at most `characters`; by default that).
    public init(characters: Int, brokenLineLength: Int? = nil) {
        self.characters = max(1, characters)
        self.brokenLineLength = min(max(1, brokenLineLength ?? characters), self.characters)
    }

    /// An insertion or deletion refused for the paragraph of `paragraph` characters it would make.
    public struct Refusal: Sendable, Hashable {
        /// The longest paragraph the change would have made, in characters.
        public let paragraph: Int
        /// The limit it would pass.
        public let limit: Int
        /// Whether it was a deletion joining paragraphs (else an insertion).
        public var isJoin = false

        /// What the user is told.
        public var notice: String {
            let words = isJoin
                ? tr("Not removed: that would join lines into a paragraph of {count} characters, and this view holds at most {limit} in one paragraph (longer ones freeze the window).")
                : tr("Not added: that would make a paragraph of {count} characters, and this view holds at most {limit} in one paragraph (longer ones freeze the window). A paste stays on the clipboard: break it into lines, then paste again.")
            return words.filled(["count": NumberText.grouped(paragraph), "limit": NumberText.grouped(limit)])
        }
    }

    /// Deleting a range that spans paragraphs: `joined` is the characters left before it on its
    /// first paragraph plus those after it on its last; `longestSpanned` the longest of the
    /// paragraphs it touches, as they are. The refusal, or nil when it may go.
    public func refusal(joining joined: Int, longestSpanned: Int) -> Refusal? {
        guard joined > characters, joined > longestSpanned else { return nil }
        return Refusal(paragraph: joined, limit: characters, isJoin: true)
    }

    /// Inserting `text` where its paragraph has `before` characters before the insertion
    /// point and `after` after it: the refusal, or nil when it may go in.
    public func refusal(inserting text: String, before: Int, after: Int) -> Refusal? {
        var first: Int?  // the run before the first break (joins `before`)
        var run = 0, longestInside = 0
        for scalar in text.unicodeScalars {
            if Self.isBreak(scalar) {
                if first == nil { first = run } else { longestInside = max(longestInside, run) }
                run = 0
            } else {
                run += 1
            }
        }
        let longest = first.map { max(before + $0, longestInside, run + after) } ?? before + run + after
        guard longest > characters, longest > before + after else { return nil }
        return Refusal(paragraph: longest, limit: characters)
    }

    /// `text` with every paragraph longer than ``characters`` broken into lines.
    public struct Split: Sendable, Hashable {
        /// The text to show: the same characters, with line breaks added.
        public let text: String
        /// How many paragraphs were broken.
        public let brokenParagraphs: Int
        /// The limit they passed, and the longest line they were broken into.
        public let limit: Int
        public let lineLength: Int

        /// What the user is told.
        public var notice: String {
            ParagraphLengthLimit.splitNotice(brokenParagraphs: brokenParagraphs, limit: limit, lineLength: lineLength)
        }
    }

    /// The notice for `brokenParagraphs` saved paragraphs longer than `limit` shown broken into
    /// lines of at most `lineLength`.
    public static func splitNotice(brokenParagraphs: Int, limit: Int, lineLength: Int) -> String {
        trn("A saved paragraph was longer than the {limit} characters this view lays out without freezing: it is shown broken into lines of at most {length}. No character was removed.",
            "{count} saved paragraphs were longer than the {limit} characters this view lays out without freezing: they are shown broken into lines of at most {length}. No character was removed.",
            brokenParagraphs)
            .filled(["count": NumberText.grouped(brokenParagraphs), "limit": NumberText.grouped(limit),
                     "length": NumberText.grouped(lineLength)])
    }

    /// `text` split where its paragraphs are too long; nil when none is (the common case,
    /// decided from its length alone when it is short).
    public func split(_ text: String) -> Split? {
        guard text.utf8.count > characters else { return nil }  // a character is at least a byte
        var text = text
        return text.withUTF8 { split(utf8: $0) }
    }

    /// The split, on UTF-8 bytes: 10 MB of text is read at start-up, and walking it by
    /// Unicode scalar took 1.7 s in a release build. Every byte looked for (line ends, U+2029's
    /// lead, the space and tab a break may follow) is ASCII or a lead byte, never inside
    /// another character, and characters are counted by their lead bytes.
    private func split(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Split? {
        var result: [UInt8] = []
        var broken = 0
        var paragraphStart = 0, paragraphCharacters = 0
        var index = 0
        func copy(_ range: Range<Int>) { result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range])) }
        /// Ends the paragraph in `paragraphStart ..< end`: copied as it is, or broken into lines.
        func endParagraph(at end: Int) {
            // Nothing is copied until a paragraph needs breaking (most texts need none).
            guard paragraphCharacters > characters else {
                if broken > 0 { copy(paragraphStart..<end) }
                return
            }
            if broken == 0 {
                result.reserveCapacity(bytes.count + bytes.count / brokenLineLength + 16)
                copy(0..<paragraphStart)
            }
            broken += 1
            var from = paragraphStart, remaining = paragraphCharacters
            while remaining > brokenLineLength {
                var at = from, taken = 0
                var afterSpace: (at: Int, taken: Int)?
                while taken < brokenLineLength {
                    let byte = bytes[at]
                    at += Self.length(ofCharacterStartingWith: byte)
                    taken += 1
                    if byte == 0x20 || byte == 0x09, taken >= max(1, brokenLineLength - Self.wordSlack) { afterSpace = (at, taken) }
                }
                let cut = afterSpace ?? (at, taken)  // after a space, so no word is split
                copy(from..<cut.at)
                result.append(0x0A)
                from = cut.at
                remaining -= cut.taken
            }
            copy(from..<end)
        }
        while index < bytes.count {
            let byte = bytes[index]
            // Line ends: LF, CR, and U+2029 (E2 80 A9).
            let breakLength = byte == 0x0A || byte == 0x0D ? 1
                : byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9 ? 3 : 0
            if breakLength > 0 {
                endParagraph(at: index)
                if broken > 0 { copy(index..<index + breakLength) }
                index += breakLength
                paragraphStart = index
                paragraphCharacters = 0
                continue
            }
            if byte & 0xC0 != 0x80 { paragraphCharacters += 1 }
            index += 1
        }
        endParagraph(at: bytes.count)
        guard broken > 0 else { return nil }
        return Split(text: String(decoding: result, as: UTF8.self), brokenParagraphs: broken, limit: characters, lineLength: brokenLineLength)
    }

    /// How many bytes the UTF-8 character whose first byte is `lead` takes.
    private static func length(ofCharacterStartingWith lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2029}"
    }
}
