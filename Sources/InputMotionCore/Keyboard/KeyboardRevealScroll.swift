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
