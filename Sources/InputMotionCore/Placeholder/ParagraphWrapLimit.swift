/// The longest paragraph a text view can still wrap, and what to tell the writer about one
/// that is longer.
///
/// Pango 1.50 (GTK 4.8's) measures a line in Pango units, 1/1024 of a pixel, in a 32-bit
/// integer: a paragraph whose unwrapped width passes 2³¹ − 1 units (about 2.1 million
/// pixels) is not wrapped at all, and the view shows it as one line cut off at its edge —
/// about 330,000 characters of Latin prose at the default 11-point font. The text itself is
/// whole (in the buffer and the saved state); only the view cannot show it, so the writer is
/// told, rather than left looking at a line that stops mid-word.
///
/// The width is an estimate from the font's approximate character width, counting East Asian
/// wide characters (Hangul, CJK, kana, fullwidth forms, emoji) twice: a paragraph of mostly
/// narrow glyphs may get the notice a little early, one of wide glyphs a little late.
public struct ParagraphWrapLimit: Sendable, Hashable {
    /// The widest line Pango lays out, in pixels: (2³¹ − 1) Pango units of 1/1024 px.
    public static let widestLine = Double(Int32.max) / 1024

    /// The font's approximate width of a (narrow) character, in pixels.
    public let characterWidth: Double

    /// A limit for a font whose narrow characters are `characterWidth` pixels wide on average.
    public init(characterWidth: Double) {
        self.characterWidth = characterWidth.isFinite && characterWidth > 0 ? characterWidth : 1
    }

    /// The fewest narrow characters a paragraph must have to be too wide to wrap.
    public var narrowCharacters: Int { Int((Self.widestLine / characterWidth).rounded(.up)) }

    /// Whether a text of `characters` characters in all may hold a paragraph too wide to wrap
    /// (a wide character counts twice): when not, there is nothing to scan.
    public func mayHoldUnwrappableParagraph(characters: Int) -> Bool { 2 * characters >= narrowCharacters }

    /// The longest paragraph of `text` too wide to wrap, in characters (Unicode scalars, as
    /// GtkTextBuffer counts them); nil when every paragraph wraps. Paragraphs end at "\n",
    /// "\r" and U+2029, as in GtkTextBuffer.
    public func longestUnwrappableParagraph(in text: String) -> Int? {
        // Every character takes at least as many UTF-8 bytes as width units: a short text
        // cannot reach the limit (this is checked on every change, so skip the scan).
        guard text.utf8.count >= narrowCharacters else { return nil }
        var longest: Int?
        var characters = 0
        var width = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A, 0x0D, 0x2029:
                if width >= narrowCharacters { longest = max(longest ?? 0, characters) }
                characters = 0
                width = 0
            default:
                characters += 1
                width += Self.isWide(scalar.value) ? 2 : 1
            }
        }
        if width >= narrowCharacters { longest = max(longest ?? 0, characters) }
        return longest
    }

    /// The notice for a paragraph of `characters` characters that is too wide to wrap.
    public static func notice(characters: Int) -> String {
        trn("A paragraph of {count} character is too long to wrap, so it shows on one line, cut off at the edge. It is kept whole and saved.",
            "A paragraph of {count} characters is too long to wrap, so it shows on one line, cut off at the edge. It is kept whole and saved.",
            characters).filled(["count": NumberText.grouped(characters)])
    }

    /// East Asian wide characters (two columns): Hangul, CJK, kana, fullwidth forms, emoji.
    static func isWide(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
