/// What the demo remembers between runs: the window, the page, and everything the user typed
/// that is not secret.
///
/// Rules:
/// - Saved: the window's size and maximized state, the page in view, the chat conversation
///   (every message, with its author) and the chat draft, the poll's options, the placeholder
///   view's text.
/// - Never saved: the password (there is no field for it, so no code path can write it), the
///   login email and the floating-label fields (sample fields with nothing worth keeping).
/// - A value that was never recorded is nil and leaves the page's own default in place.
/// - On disk it is a key file (``SavedStateFormat``); a file that does not parse is not used.
public struct SavedState: Sendable, Equatable {
    /// The window's size in pixels when it was last not maximized.
    public var windowWidth: Int?
    public var windowHeight: Int?
    public var isMaximized: Bool
    /// The page in view.
    public var page: DemoPage?
    /// The conversation, oldest first; nil keeps the demo's own conversation.
    public var chatMessages: [SavedChatMessage]?
    /// The chat message bar's unsent text.
    public var chatDraft: String
    /// The poll's option texts; nil keeps a fresh poll.
    public var pollOptions: [String]?
    /// The placeholder view's text.
    public var placeholderText: String

    /// A fresh start: nothing remembered.
    public init(windowWidth: Int? = nil, windowHeight: Int? = nil, isMaximized: Bool = false,
                page: DemoPage? = nil, chatMessages: [SavedChatMessage]? = nil, chatDraft: String = "",
                pollOptions: [String]? = nil, placeholderText: String = "") {
        self.windowWidth = windowWidth
        self.windowHeight = windowHeight
        self.isMaximized = isMaximized
        self.page = page
        self.chatMessages = chatMessages
        self.chatDraft = chatDraft
        self.pollOptions = pollOptions
        self.placeholderText = placeholderText
    }
}

/// One chat message as saved: who wrote it and what it says.
public struct SavedChatMessage: Sendable, Equatable {
    public var author: ChatMessage.Author
    public var text: String

    public init(author: ChatMessage.Author, text: String) {
        self.author = author
        self.text = text
    }
}
