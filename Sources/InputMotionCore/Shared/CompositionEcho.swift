/// An input method's late echo of a composition the app committed itself.
///
/// An action that consumes a field's draft (Send, Log In, an on-screen key, leaving the page)
/// first has the field commit what is being composed: the app asks the input method to reset,
/// and when it did not commit the syllable there and then, puts it into the text at the caret
/// itself. IBus and Fcitx 5 answer a reset by committing that same syllable later (over
/// D-Bus), into a field that may be empty by then, or hold the text an on-screen key typed
/// since; IBus commits it once more when focus leaves the field right after (its own copy of
/// the preedit, not yet cleared by the engine's answer); other input methods drop it. So the
/// syllable lands exactly once: what the input method inserts within ``window`` seconds that
/// is exactly that text is an echo, and is dropped.
///
/// Rules:
/// - Only an insertion by the input method equal to the committed preedit (scalar for scalar)
///   is an echo: every such one, until the wait ends. (The writer can only type it again with
///   a key, which ends the wait.)
/// - A key the writer presses, or ``window`` seconds, ends the wait: what comes after is the
///   writer's own. Other insertions do not.
public struct CompositionEcho: Sendable, Hashable {
    /// How long an echo is waited for, in seconds (an input method answers in milliseconds).
    public static let window = 1.0

    /// The text the input method may still commit, nil when nothing is expected.
    public private(set) var expected: String?
    private var deadline = -Double.infinity

    public init() {}

    /// The app committed `preedit` itself at `time` (seconds) and reset the input method.
    public mutating func appCommitted(_ preedit: String, at time: Double) {
        expected = preedit.isEmpty ? nil : preedit
        deadline = time + Self.window
    }

    /// Whether `insertion`, at `time`, is the echo (drop it).
    public mutating func isEcho(_ insertion: String, at time: Double) -> Bool {
        guard let expected, time <= deadline else {
            self.expected = nil
            return false
        }
        return expected.unicodeScalars.elementsEqual(insertion.unicodeScalars)
    }

    /// Whether an echo is still waited for at `time`.
    public func isWaiting(at time: Double) -> Bool { expected != nil && time <= deadline }

    /// The writer pressed a key: what the input method commits next is theirs.
    public mutating func keyPressed() { expected = nil }
}
