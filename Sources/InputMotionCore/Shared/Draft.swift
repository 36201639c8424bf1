/// What a text field holds as its writer sees it: the committed text with the input
/// method's preedit (a syllable being composed) at the caret.
///
/// Rules:
/// - ``visible`` is the text on screen: the preedit inserted at the caret. It is what a draft
///   is worth keeping as: saved state holds it, so a crash mid-composition loses nothing.
/// - The caret counts Unicode scalars of ``committed``, as GTK counts characters (gunichar
///   offsets); a caret past the end is the end.
public struct Draft: Sendable, Hashable {
    /// The field's buffer.
    public var committed: String
    /// The input method's preedit, "" while nothing is being composed.
    public var preedit: String
    /// The caret, in Unicode scalars of `committed`.
    public var caret: Int

    public init(committed: String = "", preedit: String = "", caret: Int? = nil) {
        self.committed = committed
        self.preedit = preedit
        self.caret = caret ?? committed.unicodeScalars.count
    }

    /// The text on screen: the preedit at the caret.
    public var visible: String {
        guard !preedit.isEmpty else { return committed }
        let scalars = committed.unicodeScalars
        let split = scalars.index(scalars.startIndex, offsetBy: max(0, caret), limitedBy: scalars.endIndex) ?? scalars.endIndex
        var text = String(scalars[..<split])
        text += preedit
        text += String(scalars[split...])
        return text
    }
}
