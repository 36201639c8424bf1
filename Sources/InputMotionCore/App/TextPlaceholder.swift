/// A multi-line field's placeholder: shown exactly while the text is empty.
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
    public func isShown(forCharacterCount count: Int) -> Bool { count == 0 }
}
