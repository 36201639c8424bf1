/// The chat list's "stay on the newest message" rule.
///
/// Before a change that alters the list's size (keyboard inset, window resize, new
/// message) the view asks whether the list is at the bottom; afterwards it asks for the
/// new offset. A list that was showing the newest message keeps showing it; one the user
/// had scrolled up keeps its offset (clamped to the new range).
public enum StickToBottom {
    /// How far from the bottom still counts as "at the bottom", in pixels (fractional
    /// allocations and rounding make an exact comparison unreliable).
    public static let tolerance: Double = 1

    /// The largest scroll offset: content bottom at viewport bottom, or 0 when it fits.
    public static func maximumOffset(contentHeight: Double, viewportHeight: Double) -> Double {
        max(0, contentHeight - viewportHeight)
    }

    /// Whether a list scrolled to `offset` shows its newest (bottom) message, within
    /// ``tolerance``.
    public static func isAtBottom(offset: Double, contentHeight: Double, viewportHeight: Double) -> Bool {
        maximumOffset(contentHeight: contentHeight, viewportHeight: viewportHeight) - offset <= tolerance
    }

    /// The offset to use after a resize: the new bottom if the list was at the bottom
    /// before, otherwise the old offset clamped to the new range.
    public static func offsetAfterResize(
        wasAtBottom: Bool,
        offset: Double,
        contentHeight: Double,
        viewportHeight: Double
    ) -> Double {
        let maxOffset = maximumOffset(contentHeight: contentHeight, viewportHeight: viewportHeight)
        return wasAtBottom ? maxOffset : min(max(0, offset), maxOffset)
    }
}
