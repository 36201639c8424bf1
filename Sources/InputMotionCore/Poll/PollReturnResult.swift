/// What Return in a poll option did.
public enum PollReturnResult: Sendable, Hashable {
    /// Focus moves to the existing option at `index`.
    case focus(index: Int)
    /// A new empty option was appended at `index`; focus moves to it.
    case appended(index: Int)
    /// The poll is full; nothing was added. Show `message` to the user; focus stays.
    case refused(message: String)
    /// The index was not an option (stale event); nothing happened.
    case ignored
}
