/// A reply the partner "sends" a moment after the user's message.
///
/// The model only describes it; the view schedules it on the main loop after `delay`
/// seconds and then calls ``Chat/receive(_:)`` with `text`.
public struct CannedReply: Sendable, Hashable {
    /// Seconds to wait after the user's message is sent.
    public var delay: Double
    /// The reply's text.
    public var text: String

    /// Creates a reply description.
    public init(delay: Double, text: String) { (self.delay, self.text) = (delay, text) }
}
