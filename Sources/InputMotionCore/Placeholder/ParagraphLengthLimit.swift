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

    /// An insertion refused for the paragraph of `paragraph` characters it would make.
    public struct Refusal: Sendable, Hashable {
        /// The longest paragraph the insertion would have made, in characters.
        public let paragraph: Int
        /// The limit it would pass.
        public let limit: Int

        /// What the user is told.
        public var notice: String {
            tr("Not added: that would make a paragraph of {count} characters, and this view holds at most {limit} in one paragraph (longer ones freeze the window). A paste stays on the clipboard: break it into lines, then paste again.")
                .filled(["count": NumberText.grouped(paragraph), "limit": NumberText.grouped(limit)])
        }
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
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var broken = 0
        var start = 0  // the current paragraph's first scalar
        func flush(upTo end: Int) {
            var from = start
            guard end - from > characters else { return result.append(contentsOf: scalars[from..<end]) }
            broken += 1
            while end - from > brokenLineLength {
                var cut = from + brokenLineLength
                // After a space within the slack, so no word is split.
                if let space = (max(from + 1, cut - Self.wordSlack)...cut).last(where: { scalars[$0 - 1].properties.isWhitespace }) {
                    cut = space
                }
                result.append(contentsOf: scalars[from..<cut])
                result.append("\n")
                from = cut
            }
            result.append(contentsOf: scalars[from..<end])
        }
        for index in scalars.indices where Self.isBreak(scalars[index]) {
            flush(upTo: index)
            result.append(scalars[index])
            start = index + 1
        }
        flush(upTo: scalars.count)
        guard broken > 0 else { return nil }
        return Split(text: String(result), brokenParagraphs: broken, limit: characters, lineLength: brokenLineLength)
    }

    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2029}"
    }
}
