/// What Backspace in an empty poll option did.
public enum PollBackspaceResult: Sendable, Hashable {
    /// The empty option was removed; focus moves to the option at `focus` (the one before).
    case removed(focus: Int)
    /// Nothing was removed: the option is one of the first two, has text, or does not exist.
    /// The view lets Backspace do its ordinary (no-op) thing.
    case ignored
}
