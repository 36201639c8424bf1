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
/// - While the wait lasts, the input method may still show the syllable as being composed
///   (it clears its preedit when it answers): that is the syllable committed, not a new one
///   (``isCommitted(_:at:)``), so a second action in a row commits nothing.
/// - A field that loses focus while a syllable is composed sees the preedit cleared at once,
///   and Fcitx 5 commits the syllable only later: until it does (or ``window`` seconds pass,
///   or a new syllable is composed there), the syllable is owed (``owed(at:)``), and an action
///   that consumes the field's draft meanwhile commits it itself (Fcitx's late commit is then
///   the echo). An input method that commits before clearing its preedit (IBus) owes nothing.
public struct CompositionEcho: Sendable, Hashable {
    /// How long an echo is waited for, in seconds (an input method answers in milliseconds).
    public static let window = 1.0

    /// The text the input method may still commit, nil when nothing is expected.
    public private(set) var expected: String?
    private var deadline = -Double.infinity
    /// The syllable the input method took back at a focus change, not yet committed.
    private var owedSyllable: String?
    private var owedDeadline = -Double.infinity
    /// What the input method last inserted since the preedit last changed to a syllable.
    private var lastInsertion: String?

    public init() {}

    /// The app committed `preedit` itself at `time` (seconds) and reset the input method.
    public mutating func appCommitted(_ preedit: String, at time: Double) {
        expected = preedit.isEmpty ? nil : preedit
        deadline = time + Self.window
        owedSyllable = nil
    }

    /// Whether `insertion`, at `time`, is the echo (drop it). An insertion that is not is the
    /// input method's own (an owed syllable arriving is paid).
    public mutating func isEcho(_ insertion: String, at time: Double) -> Bool {
        if let expected, time <= deadline, Self.same(expected, insertion) { return true }
        if time > deadline { expected = nil }
        lastInsertion = insertion
        if let owedSyllable, Self.same(owedSyllable, insertion) { self.owedSyllable = nil }
        return false
    }

    /// Whether an echo is still waited for at `time`.
    public func isWaiting(at time: Double) -> Bool { expected != nil && time <= deadline }

    /// Whether `preedit`, which the input method still shows at `time`, is the syllable the
    /// app committed and is waiting for the echo of.
    public func isCommitted(_ preedit: String, at time: Double) -> Bool {
        guard let expected, isWaiting(at: time) else { return false }
        return Self.same(expected, preedit)
    }

    /// The input method's preedit went from `old` to `new` at `time`; `focused`: whether the
    /// field has focus. A syllable cleared with focus gone, and not committed just before, is owed.
    public mutating func preeditChanged(from old: String, to new: String, focused: Bool, at time: Double) {
        if !new.isEmpty {
            lastInsertion = nil
            owedSyllable = nil
            return
        }
        guard !old.isEmpty, !focused, !(lastInsertion.map { Self.same($0, old) } ?? false) else { return }
        owedSyllable = old
        owedDeadline = time + Self.window
    }

    /// The syllable owed at `time` (see the rules), nil when none.
    public func owed(at time: Double) -> String? { time <= owedDeadline ? owedSyllable : nil }

    /// The writer pressed a key: what the input method commits next is theirs.
    public mutating func keyPressed() { expected = nil }

    private static func same(_ a: String, _ b: String) -> Bool { a.unicodeScalars.elementsEqual(b.unicodeScalars) }
}
