/// A multi-line field's placeholder: shown exactly while the writer sees no text, committed
/// or being composed by an input method (``VisibleText``).
///
/// Unlike many toolkits it does not vanish on focus: the caret blinks over it, so the user
/// still sees what the field is for until the first character arrives.
public struct TextPlaceholder: Sendable, Hashable {
    /// What the placeholder says (also the field's accessible placeholder).
    public let text: String

    public init(_ text: String) { self.text = text }

    /// Whether to show the placeholder for a field whose text is `fieldText`.
    /// Focus plays no part, by design.
    public func isShown(forFieldText fieldText: String) -> Bool { isShown(forCharacterCount: fieldText.count) }

    /// The same decision from the field's character count (a view need not copy its text).
    public func isShown(forCharacterCount count: Int) -> Bool { isShown(for: VisibleText(committedCount: count)) }

    /// Whether to show the placeholder while the field holds `text`: preedit counts as text,
    /// so the placeholder never draws through a syllable being composed.
    public func isShown(for text: VisibleText) -> Bool { text.isEmpty }
}
