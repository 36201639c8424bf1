/// Reading the chat by keyboard: the message list is one Tab stop, its arrows go message to
/// message, and each message is read as who wrote it and its text.
///
/// One message at a time is the list's Tab stop ("roving" focus): the newest until the user
/// walks the list, then the one last walked to, so Tab comes back to where reading stopped.
/// Up and Down stop at the oldest and newest (they never leave the list); Tab leaves it.
public struct MessageWalk: Sendable, Hashable {
    /// The message that is the list's Tab stop, if there is any message.
    public private(set) var current: Int?
    /// Whether the user moved off the newest message (then a new one does not take the stop).
    private var walked = false

    /// A walk over `count` messages, its stop on the newest.
    public init(count: Int) {
        current = count > 0 ? count - 1 : nil
    }

    /// A message was added (the list holds `count` now): the stop follows the newest unless
    /// the user walked away from it, or is `reading` (focus is on a message: it stays there).
    public mutating func appended(count: Int, reading: Bool = false) {
        guard count > 0 else { return }
        if current == nil || !walked && !reading {
            current = count - 1
        } else {
            walked = true
        }
    }

    /// A new reading of `count` messages, from the newest (the chat opening): the stop goes
    /// back to the newest and follows new ones again.
    public mutating func restart(count: Int) {
        self = MessageWalk(count: count)
    }

    /// `count` earlier messages were put before the first (``ShownHistory``): the stop stays
    /// on its message, whose index grows by `count`.
    public mutating func prepended(_ count: Int) {
        if let stop = current { current = stop + max(0, count) }
    }

    /// Up (`-1`) or Down (`+1`) among `count` messages: the message focus goes to, or `nil`
    /// when it stays (at the oldest or newest, or with no message).
    public mutating func move(by step: Int, count: Int) -> Int? {
        guard let from = current, count > 0 else { return nil }
        let to = min(max(from + step, 0), count - 1)
        guard to != from else { return nil }
        current = to
        walked = to != count - 1
        return to
    }

    /// How a message is read: who wrote it and `text`, what its bubble shows of it ("Maya:
    /// Sounds good!", "You: Hello").
    public static func spokenText(author: ChatMessage.Author, text: String, partnerName: String) -> String {
        let name = author == .me ? tr("You") : partnerName
        return tr("{name}: {text}").filled(["name": name, "text": text])
    }
}
