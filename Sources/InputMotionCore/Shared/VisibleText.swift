/// What a writer sees in a field: the committed text plus the input method's preedit (text
/// being composed, not yet in the buffer: a Hangul syllable, a Chinese pinyin run, GTK's
/// Ctrl+Shift+U hex code).
///
/// Placeholders and floating labels decide from this, never from the buffer alone: a field
/// that is composing is not empty, even though its buffer may be.
public struct VisibleText: Sendable, Hashable {
    /// How many characters the field's buffer holds.
    public var committedCount: Int
    /// The input method's preedit string ("" while nothing is being composed).
    public var preedit: String

    /// - Parameters:
    ///   - committedCount: characters in the buffer.
    ///   - preedit: the text being composed, "" when none.
    public init(committedCount: Int, preedit: String = "") {
        self.committedCount = committedCount
        self.preedit = preedit
    }

    /// The same from the committed text itself.
    public init(committed: String, preedit: String = "") {
        self.init(committedCount: committed.count, preedit: preedit)
    }

    /// Whether the writer sees nothing: no committed text and no preedit.
    public var isEmpty: Bool { committedCount == 0 && preedit.isEmpty }
}
