/// One message bubble in the chat.
public struct ChatMessage: Sendable, Hashable, Identifiable {
    /// Who wrote a message; decides which side its bubble sits on.
    public enum Author: Sendable, Hashable {
        /// The user; bubble on the trailing side.
        case me
        /// The chat partner; bubble on the leading side.
        case partner
    }

    /// Stable identity within one ``Chat`` (increasing in the order messages were added).
    public var id: Int
    /// Who wrote it.
    public var author: Author
    /// The message text, already trimmed.
    public var text: String

    /// Creates a message.
    public init(id: Int, author: Author, text: String) { (self.id, self.author, self.text) = (id, author, text) }
}
