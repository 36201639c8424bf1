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

/// The keyboard reveal's motion: the poll list's animated scroll offset, moving (with the
/// keyboard's own timing, so the focused field and the keyboard arrive together) to the
/// offsets ``KeyboardReveal`` works out.
public struct KeyboardRevealScroll: Sendable {
    /// How the offset moves (the keyboard's slide by default).
    public var timing: Timing
    private var offset: AnimatedValue<Double>
    /// The layout the last ``layoutChanged(_:focusedField:at:environment:)`` saw.
    private var layout: KeyboardRevealLayout?

    /// Creates a list scrolled to `offset`, not moving.
    public init(offset: Double = 0, timing: Timing = SeedMotion.keyboard) {
        self.timing = timing
        self.offset = AnimatedValue(offset)
    }

    /// The presented scroll offset at `time`.
    public func offset(at time: Double) -> Double { offset.value(at: time) }

    /// The offset being moved to.
    public var targetOffset: Double { offset.target }

    /// Whether the offset has stopped moving at `time`.
    public func isSettled(at time: Double) -> Bool { offset.isSettled(at: time) }

    /// The motion time from which the offset is still; −∞ when it is not moving.
    public var completionTime: Double { offset.completionTime }

    /// Moves with `timing` from now on: a scroll in flight is retargeted at `time` from its
    /// presented offset (no jump).
    public mutating func retime(_ timing: Timing, at time: Double, environment: MotionEnvironment = .standard) {
        self.timing = timing
        guard !offset.isSettled(at: time) else { return }
        offset.animate(to: offset.target, with: timing, at: time, environment: environment)
    }

    /// Plays the last reveal again at `time` (a review tool's replay): jumps to `start` and
    /// moves back to the offset it was heading to.
    public mutating func replay(from start: Double, at time: Double, environment: MotionEnvironment = .standard) {
        let target = offset.target
        offset.set(start)
        offset.animate(to: target, with: timing, at: time, environment: environment)
    }

    /// The user scrolled (wheel, scrollbar, touchpad) to `offset`: follow at once and drop
    /// any reveal in progress, since the user's hand wins.
    public mutating func userScrolled(to offset: Double) {
        self.offset.set(offset)
    }

    /// Reveals the focused field (content coordinates `fieldMinY ... fieldMaxY`) above a
    /// keyboard whose END top is `keyboardTop` in viewport coordinates (nil when hidden),
    /// starting at `time` from the presented offset. A list not laid out yet (viewport
    /// height 0) does not move: the first ``layoutChanged(_:focusedField:at:environment:)``
    /// reveals the field in the real geometry.
    public mutating func reveal(
        fieldMinY: Double,
        fieldMaxY: Double,
        viewportHeight: Double,
        contentHeight: Double,
        keyboardTop: Double?,
        at time: Double,
        environment: MotionEnvironment = .standard
    ) {
        // Planned against a zero-height viewport, any field looks hidden: the list would
        // scroll for nothing, then back once laid out.
        guard viewportHeight > 0 else { return }
        let target = KeyboardReveal.offset(
            revealingFieldFrom: fieldMinY,
            to: fieldMaxY,
            offset: offset.target, // plan from where the list is heading, not mid-flight
            viewportHeight: viewportHeight,
            contentHeight: contentHeight,
            keyboardTop: keyboardTop
        )
        move(to: target, at: time, environment: environment)
    }

    /// A field appended this frame: revealed at once, so no frame draws it under the keyboard
    /// (a scroll that starts with the row's first frame would leave it covered until the
    /// motion caught up). Same arguments as ``reveal(fieldMinY:fieldMaxY:viewportHeight:contentHeight:keyboardTop:at:environment:)``.
    public mutating func revealAppended(
        fieldMinY: Double,
        fieldMaxY: Double,
        viewportHeight: Double,
        contentHeight: Double,
        keyboardTop: Double?
    ) {
        guard viewportHeight > 0 else { return }  // not laid out yet, as in `reveal`
        let target = KeyboardReveal.offset(revealingFieldFrom: fieldMinY, to: fieldMaxY, offset: offset.target,
                                           viewportHeight: viewportHeight, contentHeight: contentHeight, keyboardTop: keyboardTop)
        if target != offset.target { offset.set(target) }
    }

    /// The page was laid out at `time` (a notice shown above the list, a resize, the keyboard
    /// changing size, rows added). When the layout differs from the last one and a field is
    /// focused (`focusedField`, content coordinates), the field is kept where it was on the
    /// page if the list's viewport moved (the offset follows the move in the same frame), then
    /// revealed again in the new layout: at once when the viewport changed height (a window
    /// resize, such as a platform keyboard making the window shorter, moves the edge in one
    /// step, so a field the edge now covers must move in that frame too), else with the
    /// keyboard's motion. An unchanged layout changes nothing, so a user's own scroll is left
    /// alone.
    public mutating func layoutChanged(
        _ newLayout: KeyboardRevealLayout,
        focusedField: (minY: Double, maxY: Double)?,
        at time: Double,
        environment: MotionEnvironment = .standard
    ) {
        let previous = layout
        layout = newLayout
        guard newLayout != previous, let field = focusedField else { return }
        if let previous, newLayout.viewportTop != previous.viewportTop {
            offset.set(offset.value(at: time) + newLayout.viewportTop - previous.viewportTop)
        }
        if let previous, newLayout.viewportHeight != previous.viewportHeight, newLayout.viewportHeight > 0 {
            let target = KeyboardReveal.offset(revealingFieldFrom: field.minY, to: field.maxY, offset: offset.target,
                                               viewportHeight: newLayout.viewportHeight, contentHeight: newLayout.contentHeight,
                                               keyboardTop: newLayout.keyboardTopInViewport)
            if target != offset.value(at: time) || !offset.isSettled(at: time) { offset.set(target) }
            return
        }
        reveal(fieldMinY: field.minY, fieldMaxY: field.maxY, viewportHeight: newLayout.viewportHeight,
               contentHeight: newLayout.contentHeight, keyboardTop: newLayout.keyboardTopInViewport,
               at: time, environment: environment)
    }

    /// The keyboard is hiding at `time`: settle back within the content's own range.
    public mutating func keyboardHid(
        viewportHeight: Double,
        contentHeight: Double,
        at time: Double,
        environment: MotionEnvironment = .standard
    ) {
        let target = KeyboardReveal.settledOffset(offset.target, contentHeight: contentHeight, viewportHeight: viewportHeight)
        move(to: target, at: time, environment: environment)
    }

    private mutating func move(to target: Double, at time: Double, environment: MotionEnvironment) {
        // Re-issuing the same target would restart a curve and change its pace for nothing.
        guard target != offset.target else { return }
        offset.animate(to: target, with: timing, at: time, environment: environment)
    }
}
