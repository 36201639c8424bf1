/// The chat conversation: its messages and the rules for sending one.
public struct Chat: Sendable, Hashable {
    /// The partner's name, shown in the header.
    public var partnerName: String
    /// Messages, oldest first.
    public private(set) var messages: [ChatMessage]
    /// Replies the partner cycles through; empty for no canned replies.
    public var cannedReplies: [String]
    /// Seconds between the user's message and the partner's canned reply.
    public var replyDelay: Double

    private var nextID: Int
    private var repliesSent: Int

    /// Creates a conversation.
    public init(
        partnerName: String,
        messages: [(author: ChatMessage.Author, text: String)] = [],
        cannedReplies: [String] = [tr("Sounds good!"), tr("Ha, tell me more."), tr("On my way.")],
        replyDelay: Double = 1.2
    ) {
        self.partnerName = partnerName
        self.messages = messages.enumerated().map { ChatMessage(id: $0.offset, author: $0.element.author, text: $0.element.text) }
        self.cannedReplies = cannedReplies
        self.replyDelay = replyDelay
        self.nextID = messages.count
        self.repliesSent = 0
    }

    /// `text` without leading and trailing whitespace and newlines (inner ones are kept:
    /// a message may have several lines).
    public static func trimmed(_ text: String) -> String {
        // Character.isWhitespace covers spaces, tabs, newlines (incl. "\r\n" as one
        // Character) and Unicode spaces such as U+00A0 and U+3000.
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }

    /// Sends the message bar's `draft`: trims it; if nothing is left it is not sent
    /// (``SendResult/rejected``, the entry keeps the draft), otherwise the trimmed text is
    /// appended as the user's message and a canned reply is described for the view to
    /// schedule.
    public mutating func send(_ draft: String) -> SendResult {
        let text = Self.trimmed(draft)
        guard !text.isEmpty else { return .rejected }
        let message = append(author: .me, text: text)
        var reply: CannedReply?
        if !cannedReplies.isEmpty {
            reply = CannedReply(delay: replyDelay, text: cannedReplies[repliesSent % cannedReplies.count])
            repliesSent += 1
        }
        return .sent(message: message, reply: reply)
    }

    /// Appends the partner's message (for example a scheduled ``CannedReply``).
    @discardableResult
    public mutating func receive(_ text: String) -> ChatMessage {
        append(author: .partner, text: text)
    }

    private mutating func append(author: ChatMessage.Author, text: String) -> ChatMessage {
        let message = ChatMessage(id: nextID, author: author, text: text)
        nextID += 1
        messages.append(message)
        return message
    }
}
