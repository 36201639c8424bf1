/// The keyboard reveal's arithmetic. The keyboard reveal keeps the focused field of a
/// scrolling list (the poll editor) in sight above the on-screen keyboard, after
/// IQKeyboardManager, in three parts: this arithmetic, the list's geometry on its page
/// (``KeyboardRevealLayout``) and the animated scroll offset (``KeyboardRevealScroll``).
///
/// Coordinates: the field's `minY`/`maxY` are in the list's content coordinates; the
/// scroll offset is the content y shown at the viewport's top; `keyboardTop` is the
/// keyboard's top edge in viewport coordinates (`nil` when the keyboard is hidden). Pass
/// the keyboard's END position (from its ``KeyboardTransition``), so the list starts
/// scrolling as the keyboard starts moving rather than after it arrives.
public enum KeyboardReveal {
    /// Space kept between the focused field's bottom and the keyboard's top.
    public static let keyboardDistance: Double = 10

    /// The extra bottom inset the list needs while the keyboard covers part of it: the
    /// covered height plus ``keyboardDistance``, 0 when the keyboard covers nothing.
    ///
    /// Why the distance is included: without it the last option could only be scrolled
    /// flush against the keyboard, never 10 px above it. The view grows the scrollable
    /// area by this much (a bottom spacer), which is what UIKit's content inset does.
    public static func bottomInset(viewportHeight: Double, keyboardTop: Double?) -> Double {
        guard let keyboardTop else { return 0 }
        let covered = viewportHeight - keyboardTop
        return covered > 0 ? covered + keyboardDistance : 0
    }

    /// The scroll offset range: `0 ... max(0, contentHeight + inset - viewportHeight)`.
    public static func offsetRange(contentHeight: Double, viewportHeight: Double, keyboardTop: Double?) -> ClosedRange<Double> {
        let inset = bottomInset(viewportHeight: viewportHeight, keyboardTop: keyboardTop)
        return 0...max(0, contentHeight + inset - viewportHeight)
    }

    /// The scroll offset that reveals the field from `fieldMinY` to `fieldMaxY`.
    ///
    /// - When `fieldMaxY + keyboardDistance` would be below the visible bottom (the
    ///   keyboard's top, or the viewport's bottom when the keyboard is hidden), scrolls just
    ///   enough to put it exactly there.
    /// - When the field's top is above the viewport's top, scrolls it to the top. (This
    ///   wins over the first rule for a field too tall to fit: its top holds the caret.)
    /// - Otherwise keeps `offset`.
    /// The result is clamped to ``offsetRange(contentHeight:viewportHeight:keyboardTop:)``.
    public static func offset(
        revealingFieldFrom fieldMinY: Double,
        to fieldMaxY: Double,
        offset: Double,
        viewportHeight: Double,
        contentHeight: Double,
        keyboardTop: Double?
    ) -> Double {
        let visibleBottom = min(keyboardTop ?? viewportHeight, viewportHeight)
        var target = offset
        if fieldMaxY + keyboardDistance > offset + visibleBottom {
            target = fieldMaxY + keyboardDistance - visibleBottom
        }
        if fieldMinY < target {
            target = fieldMinY
        }
        let range = offsetRange(contentHeight: contentHeight, viewportHeight: viewportHeight, keyboardTop: keyboardTop)
        return min(max(target, range.lowerBound), range.upperBound)
    }

    /// Where the offset settles when the keyboard hides: clamped back into
    /// `0 ... max(0, contentHeight - viewportHeight)`; an offset already inside is kept.
    public static func settledOffset(_ offset: Double, contentHeight: Double, viewportHeight: Double) -> Double {
        let range = offsetRange(contentHeight: contentHeight, viewportHeight: viewportHeight, keyboardTop: nil)
        return min(max(offset, range.lowerBound), range.upperBound)
    }
}
