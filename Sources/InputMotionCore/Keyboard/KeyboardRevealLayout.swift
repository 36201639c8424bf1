/// The keyboard reveal's geometry: where the revealing list sits on its page, for
/// ``KeyboardRevealScroll/layoutChanged(_:focusedField:at:environment:)``; everything that
/// decides how far a focused field must scroll to clear the keyboard (see ``KeyboardReveal``).
public struct KeyboardRevealLayout: Sendable, Hashable {
    /// The list viewport's top edge in page coordinates (moves when a notice appears above it).
    public var viewportTop: Double
    /// The viewport's height.
    public var viewportHeight: Double
    /// The list's content height (without the keyboard inset).
    public var contentHeight: Double
    /// The keyboard's END top edge in page coordinates; nil while hidden.
    public var keyboardTop: Double?

    public init(viewportTop: Double, viewportHeight: Double, contentHeight: Double, keyboardTop: Double?) { (self.viewportTop, self.viewportHeight, self.contentHeight, self.keyboardTop) = (viewportTop, viewportHeight, contentHeight, keyboardTop) }

    /// The keyboard's top in the viewport's coordinates (nil while hidden).
    public var keyboardTopInViewport: Double? { keyboardTop.map { $0 - viewportTop } }

    /// The extra bottom inset the list needs for this keyboard (``KeyboardReveal/bottomInset(viewportHeight:keyboardTop:)``).
    public var bottomInset: Double {
        KeyboardReveal.bottomInset(viewportHeight: viewportHeight, keyboardTop: keyboardTopInViewport)
    }
}
