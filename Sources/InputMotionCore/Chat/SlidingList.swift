/// Where a scrolling list between a fixed header and a bar riding on the keyboard goes, so a
/// keyboard slide moves the list rather than re-laying it out at every frame.
///
/// At rest the list fills the space between the header's bottom (`top`) and the bar's top
/// (`bottom`). When a slide starts (``begin(top:from:to:pinnedToBottom:)``), the list takes,
/// once, the larger of the heights it has before and after the slide, in whole pixels, and
/// keeps that size until the slide ends (``end()``), so nothing in it is laid out again while
/// the keyboard moves; the view clips it to `top ... bottom`. During the slide:
/// - a list showing its newest message (pinned to the bottom) moves with the bar: its bottom
///   edge stays on the bar's top edge, and the newest message stays in sight;
/// - a list the user has scrolled up stays put at `top`: what it shows does not move, as a
///   resized list that keeps its offset would show.
public struct SlidingList: Sendable, Hashable {
    /// The list's height during the current slide; nil at rest.
    public private(set) var slideHeight: Double?
    /// Whether the list moves with the bar during the current slide.
    public private(set) var pinnedToBottom = false

    /// A list at rest.
    public init() {}

    /// The list's height at rest between `top` and `bottom`: whole pixels (a scrolled
    /// window's page size), rounded up so no gap opens above the bar.
    public static func restingHeight(top: Double, bottom: Double) -> Double {
        max(0, (bottom - top).rounded(.up))
    }

    /// A slide starts: the bar's top goes from `startBottom` to `endBottom`.
    public mutating func begin(top: Double, from startBottom: Double, to endBottom: Double, pinnedToBottom: Bool) {
        slideHeight = max(Self.restingHeight(top: top, bottom: startBottom), Self.restingHeight(top: top, bottom: endBottom))
        self.pinnedToBottom = pinnedToBottom
    }

    /// The slide ended: the list goes back to its resting size.
    public mutating func end() {
        slideHeight = nil
        pinnedToBottom = false
    }

    /// Whether a slide is under way.
    public var isSliding: Bool { slideHeight != nil }

    /// The part of the list to draw, in the list's own coordinates (0 at its top edge), with
    /// the bar's top at `bottom`, and at `lowestBottom` when the keyboard is down. During a
    /// slide: all of the list (its frames show every part of it in turn). At rest: what shows,
    /// and what a slide down to `lowestBottom` would bring into view — above the list when it
    /// shows the newest message (it will ride down with the bar), below it otherwise (it will
    /// stay put and grow). So a slide up or down never starts or stops drawing a row.
    public func drawnPart(top: Double, bottom: Double, lowestBottom: Double, atBottom: Bool) -> (from: Double, to: Double) {
        if let slideHeight { return (0, slideHeight) }
        let height = Self.restingHeight(top: top, bottom: bottom)
        let tallest = max(height, Self.restingHeight(top: top, bottom: lowestBottom))
        return atBottom ? (height - tallest, height) : (0, tallest)
    }

    /// The list's frame (y and height, page coordinates) with the bar's top at `bottom`.
    public func frame(top: Double, bottom: Double) -> (y: Double, height: Double) {
        guard let slideHeight else { return (top, Self.restingHeight(top: top, bottom: bottom)) }
        return (pinnedToBottom ? bottom - slideHeight : top, slideHeight)
    }
}
