/// What happened when the user tried to send the message bar's draft.
public enum SendResult: Sendable, Hashable {
    /// The trimmed draft was appended as `message`. The view clears the entry and, if
    /// `reply` is not nil, schedules it.
    case sent(message: ChatMessage, reply: CannedReply?)
    /// The draft was empty or whitespace only: nothing was sent and the entry keeps what
    /// was typed.
    case rejected

    /// The text the message bar's entry should hold afterwards, given what it held before.
    public func remainingDraft(from draft: String) -> String {
        switch self {
        case .sent: ""
        case .rejected: draft
        }
    }
}
