/// How much of a long conversation the chat list shows: the newest messages, and earlier ones
/// a step at a time as the reader goes back.
///
/// A bubble is a few widgets with its own text layout and accessible object (some 40 KB), and
/// building a list of 10,000 of them took 20 s at start-up. So a list starts with the newest
/// ``initialCount`` messages (as many as the demo's own conversation: the first frame costs
/// what it costs with that; each bubble is a millisecond or two of text shaping) and shows
/// ``step`` earlier ones when it does not fill its view
/// (after that first frame), when the reader scrolls near its top
/// (``wantsEarlier(offset:viewportHeight:)``), or from its "Show earlier messages" control
/// (``showEarlierTitle``).
/// Every message stays in the conversation and in the saved state; only the bubbles wait.
///
/// Messages are indexed oldest first, as in ``Chat/messages``; a message sent or received
/// is shown (it is the newest), so only the start of what is shown moves.
public struct ShownHistory: Sendable, Hashable {
    /// How many messages a list starts with.
    public static let initialCount = 5
    /// How many more each step shows: at about 40 px a one-line bubble, 20 fill the list of a
    /// maximized 1280 × 1024 window.
    public static let step = 20

    /// The index of the oldest message shown (0: all are shown).
    public private(set) var firstShown: Int
    /// How many messages a step shows.
    public let step: Int

    /// The newest `initialCount` of `count` messages shown, `step` more at a time.
    public init(count: Int, initialCount: Int = ShownHistory.initialCount, step: Int = ShownHistory.step) {
        self.step = max(1, step)
        firstShown = max(0, count - max(1, initialCount))
    }

    /// Messages older than the oldest shown.
    public var earlierCount: Int { firstShown }

    /// Shows up to ``step`` earlier messages; returns their indices, oldest first (empty when
    /// every message shows already).
    public mutating func showEarlier() -> Range<Int> {
        let start = max(0, firstShown - step)
        defer { firstShown = start }
        return start..<firstShown
    }

    /// Whether a list scrolled to `offset` (its top: 0) with a view `viewportHeight` tall
    /// should show earlier messages: some are not shown, and the view's top is within half
    /// its height of the list's top (a list that does not fill its view is always at its top).
    public func wantsEarlier(offset: Double, viewportHeight: Double) -> Bool {
        earlierCount > 0 && viewportHeight > 0 && offset < viewportHeight / 2
    }

    /// The title of the control that shows earlier messages; nil when every message shows.
    public var showEarlierTitle: String? {
        guard earlierCount > 0 else { return nil }
        return trn("Show the earlier message ({count} not shown)", "Show earlier messages ({count} not shown)", earlierCount)
            .filled(["count": NumberText.grouped(earlierCount)])
    }
}
