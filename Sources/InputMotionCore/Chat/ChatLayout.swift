/// Where the chat pane puts its three parts for a keyboard frame: the header at the top, the
/// message bar riding on the keyboard, and the message list in between.
///
/// Rules:
/// - The bar's bottom edge sits on the keyboard's top edge: the bar is lifted by
///   ``KeyboardAvoidance/bottomInset(pane:keyboard:)`` of the keyboard's frame over the pane,
///   so at every frame of a slide it is exactly where the keyboard is, 0 px apart.
/// - The list fills what is left between the header and the bar; its lowest bottom (the
///   bar's top with the keyboard down) is the height it keeps through a slide.
/// - A slide of the list ends when the keyboard comes to rest (``slideEnds(at:)``): only then
///   is it laid out again at its new height.
///
/// All coordinates are the pane's, which fills the page from its origin (the space the
/// keyboard frame is given in).
public struct ChatLayout: Sendable, Hashable {
    /// The pane's size.
    public var width: Double
    public var height: Double
    /// The header's and the bar's heights (their natural heights for `width`).
    public var headerHeight: Double
    public var barHeight: Double

    public init(width: Double, height: Double, headerHeight: Double, barHeight: Double) { (self.width, self.height, self.headerHeight, self.barHeight) = (width, height, headerHeight, barHeight) }

    /// How far the keyboard at `keyboard` lifts the bar.
    public func barInset(keyboard: Rect) -> Double {
        KeyboardAvoidance.bottomInset(pane: Rect(x: 0, y: 0, width: width, height: height), keyboard: keyboard)
    }

    /// The bar's top edge with the keyboard at `keyboard` (also the list's bottom).
    public func barTop(keyboard: Rect) -> Double {
        height - barInset(keyboard: keyboard) - barHeight
    }

    /// The bar's top edge with the keyboard down: the list's height through a slide ends there.
    public var lowestBarTop: Double { height - barHeight }

    /// The list's top edge (the header's bottom).
    public var listTop: Double { headerHeight }

    /// Whether a keyboard in `phase` has come to rest, so a sliding list ends its slide.
    public static func slideEnds(at phase: KeyboardPhase) -> Bool {
        phase == .shown || phase == .hidden
    }
}

/// The arithmetic a pane uses to stay clear of the on-screen keyboard.
public enum KeyboardAvoidance {
    /// How much of the bottom of `pane` the keyboard covers: the bottom inset the pane
    /// applies so its bottom edge sits exactly on the keyboard's top edge.
    ///
    /// `max(0, pane.maxY - keyboard.minY)`, clamped to the pane's height (a keyboard that
    /// covers the whole pane cannot push it further than its own height). Both rectangles
    /// must be in the same coordinate space (the page's). Horizontal extents are ignored:
    /// the keyboard spans the page's width.
    public static func bottomInset(pane: Rect, keyboard: Rect) -> Double {
        // A hidden keyboard sits at (or below) the page's bottom and has minY >= pane.maxY.
        let overlap = pane.maxY - keyboard.minY
        return min(max(0, overlap), max(0, pane.height))
    }
}
