/// An input method's late echo of a composition the app committed itself.
///
/// An action that consumes a field's draft (Send, Log In, an on-screen key) first has the
/// field commit what is being composed: the app puts the preedit into the text at the caret
/// at once, and asks the input method to reset. IBus and Fcitx 5 answer a reset by committing
/// that same syllable, later (over D-Bus), into a field that may already be empty or have
/// moved on; other input methods drop it. So the syllable lands exactly once, the first
/// insertion after the reset that is exactly the expected text is the echo, and is dropped.
///
/// Rules:
/// - Only an insertion equal to the committed preedit is an echo, and only the first.
/// - Any other insertion, or a key the writer presses, ends the wait: what comes after is
///   the writer's own.
public struct CompositionEcho: Sendable, Hashable {
    /// The text the input method may still commit, nil when nothing is expected.
    public private(set) var expected: String?

    public init() {}

    /// The app committed `preedit` itself and reset the input method.
    public mutating func appCommitted(_ preedit: String) {
        expected = preedit.isEmpty ? nil : preedit
    }

    /// Whether `insertion` is the echo (drop it). Ends the wait either way.
    public mutating func isEcho(_ insertion: String) -> Bool {
        defer { expected = nil }
        return expected.map { $0.unicodeScalars.elementsEqual(insertion.unicodeScalars) } ?? false
    }

    /// The writer pressed a key: what the input method commits next is theirs.
    public mutating func keyPressed() { expected = nil }
}
