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
