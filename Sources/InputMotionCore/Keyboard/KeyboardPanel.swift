/// The emulated on-screen keyboard panel: whether it is up, and where it is at any motion
/// time.
///
/// It is docked at the bottom of a page of `pageHeight`; shown, it spans
/// `pageHeight - keyboardHeight ... pageHeight`, hidden it sits just below the page. Every
/// change returns the ``KeyboardTransition`` to announce before the panel moves, or `nil`
/// when nothing changes (focus moving between two text fields must not make the keyboard
/// drop and rise again).
///
/// What is animated is how much of the panel is revealed (0 ... `keyboardHeight`), not its
/// top, so resizing the page keeps the panel docked at every frame without a new animation.
public struct KeyboardPanel: Sendable {
    /// The page's width; the panel spans it.
    public private(set) var pageWidth: Double
    /// The page's height; the panel is docked at its bottom edge.
    public private(set) var pageHeight: Double
    /// The panel's height when fully shown (the view measures its keys).
    public private(set) var keyboardHeight: Double
    /// How the panel slides (the keyboard curve over 0.25 s by default).
    public var timing: Timing
    /// Whether the panel is shown or on its way to being shown.
    public private(set) var isVisible: Bool

    private var revealed: AnimatedValue<Double>

    /// Creates a hidden panel.
    public init(pageWidth: Double, pageHeight: Double, keyboardHeight: Double, timing: Timing = SeedMotion.keyboard) {
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        self.keyboardHeight = max(0, keyboardHeight)
        self.timing = timing
        self.isVisible = false
        self.revealed = AnimatedValue(0)
    }

    // MARK: Events

    /// Shows the panel at `time`. Returns `nil` if it is already shown or showing.
    public mutating func show(at time: Double, environment: MotionEnvironment = .standard) -> KeyboardTransition? {
        guard !isVisible else { return nil }
        return move(visible: true, at: time, environment: environment)
    }

    /// Hides the panel at `time` (its hide key, Escape). Returns `nil` if it is already
    /// hidden or hiding.
    public mutating func hide(at time: Double, environment: MotionEnvironment = .standard) -> KeyboardTransition? {
        guard isVisible else { return nil }
        return move(visible: false, at: time, environment: environment)
    }

    /// Puts the panel away at `time` with no slide: a shown panel, or one still sliding out,
    /// is hidden from `time` on (its page left the screen, where no frame would draw the rest
    /// of a slide). Returns `nil` when it was hidden and still already.
    public mutating func hideAtOnce(at time: Double) -> KeyboardTransition? {
        guard isVisible || !isSettled(at: time) else { return nil }
        return move(visible: false, at: time, environment: MotionEnvironment(reducedMotion: true))
    }

    /// Focus moved to `target` at `time`: the panel is visible while focus is in a text
    /// field of a page that uses it, or on the panel itself, and hides when focus leaves
    /// both for anything but a review tool (which changes nothing). With the platform's
    /// keyboard (`provider`) focus never brings it up, and one shown on demand gives way when
    /// focus goes to a text field (the platform's comes up for it) as well as when it leaves.
    /// Returns `nil` when that changes nothing (for example from one text field to the next).
    public mutating func focusChanged(to target: FocusTarget, at time: Double, environment: MotionEnvironment = .standard,
                                      provider: KeyboardProvider = .emulated) -> KeyboardTransition? {
        guard let wants = target.wantsKeyboard else { return nil }
        guard wants else { return hide(at: time, environment: environment) }
        if provider.showsPanelForFocus { return show(at: time, environment: environment) }
        return target == .textField ? hide(at: time, environment: environment) : nil
    }

    /// The page or the panel changed size at `time`. A docked panel stays docked; a visible
    /// panel whose height changed moves to its new height (retargeted if it was sliding, at
    /// once if it was still). Returns the new transition when a visible panel's end frame
    /// changed, so subscribers can re-plan.
    public mutating func resize(
        pageWidth: Double,
        pageHeight: Double,
        keyboardHeight: Double,
        at time: Double,
        environment: MotionEnvironment = .standard
    ) -> KeyboardTransition? {
        let oldEnd = endFrame
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        let newHeight = max(0, keyboardHeight)
        let heightChanged = newHeight != self.keyboardHeight
        self.keyboardHeight = newHeight
        guard isVisible else { return nil }
        if heightChanged {
            if revealed.isSettled(at: time) {
                revealed.set(newHeight) // a layout change, not a show: no slide
            } else {
                revealed.animate(to: newHeight, with: timing, at: time, environment: environment)
            }
        }
        guard endFrame != oldEnd else { return nil }
        return transition(at: time, environment: environment)
    }

    /// Moves with `timing` from now on: a slide in flight is retargeted at `time` from the
    /// presented position (no jump). Returns the new transition when the panel was moving.
    public mutating func retime(_ timing: Timing, at time: Double, environment: MotionEnvironment = .standard) -> KeyboardTransition? {
        self.timing = timing
        guard !revealed.isSettled(at: time) else { return nil }
        revealed.animate(to: revealed.target, with: timing, at: time, environment: environment)
        return transition(at: time, environment: environment)
    }

    /// Slides the panel in again at `time` (a review tool's replay): a shown panel drops to
    /// hidden at once and slides up; a hidden one is shown.
    public mutating func replay(at time: Double, environment: MotionEnvironment = .standard) -> KeyboardTransition {
        if isVisible { revealed.set(0) }
        isVisible = true
        revealed.animate(to: keyboardHeight, with: timing, at: time, environment: environment)
        return transition(at: time, environment: environment)
    }

    // MARK: Presentation

    /// The panel's frame in page coordinates at `time`.
    public func frame(at time: Double) -> Rect {
        Rect(x: 0, y: top(at: time), width: pageWidth, height: keyboardHeight)
    }

    /// The panel's top edge in page coordinates at `time`.
    public func top(at time: Double) -> Double {
        pageHeight - revealed.value(at: time)
    }

    /// The frame the panel is heading to (shown or hidden), in page coordinates.
    public var endFrame: Rect {
        Rect(x: 0, y: pageHeight - (isVisible ? keyboardHeight : 0), width: pageWidth, height: keyboardHeight)
    }

    /// The panel's frame once shown, in page coordinates, whether or not it is shown now.
    public var shownFrame: Rect {
        Rect(x: 0, y: pageHeight - keyboardHeight, width: pageWidth, height: keyboardHeight)
    }

    /// Where the panel is in its show/hide cycle at `time`.
    public func phase(at time: Double) -> KeyboardPhase {
        switch (isVisible, revealed.isSettled(at: time)) {
        case (true, true): .shown
        case (true, false): .showing
        case (false, true): .hidden
        case (false, false): .hiding
        }
    }

    /// Whether the panel has stopped moving at `time`.
    public func isSettled(at time: Double) -> Bool { revealed.isSettled(at: time) }

    // MARK: Private

    private mutating func move(visible: Bool, at time: Double, environment: MotionEnvironment) -> KeyboardTransition {
        isVisible = visible
        revealed.animate(to: visible ? keyboardHeight : 0, with: timing, at: time, environment: environment)
        return transition(at: time, environment: environment)
    }

    private func transition(at time: Double, environment: MotionEnvironment) -> KeyboardTransition {
        // The duration is what the animation will really take: a retargeted or reduced
        // motion move may be shorter than the timing's nominal duration.
        let remaining = revealed.completionTime - time
        let duration = remaining.isFinite ? max(0, remaining) : 0
        return KeyboardTransition(endFrame: endFrame, duration: duration, timing: timing, startTime: time, isShowing: isVisible)
    }
}

/// What the keyboard panel announces before it moves, as UIKit's keyboard will-show and
/// will-hide notifications do: where it will end, how long it takes and on which curve.
///
/// Subscribers use it to plan (for example the poll editor scrolls a field above
/// ``endFrame``). To move in step at every frame, sample ``KeyboardPanel/frame(at:)`` with
/// the same frame time instead of replaying the curve: a retargeted slide starts from
/// wherever the panel was.
public struct KeyboardTransition: Sendable, Hashable {
    /// The panel's frame at the end of the move, in page coordinates: `y = pageHeight - H`
    /// when shown, `y = pageHeight` when hidden.
    public var endFrame: Rect
    /// Seconds of motion time the move takes (0 under reduced motion).
    public var duration: Double
    /// The timing the panel moves with.
    public var timing: Timing
    /// The motion time the move starts at.
    public var startTime: Double
    /// Whether the panel is showing (`true`) or hiding (`false`).
    public var isShowing: Bool

    /// Creates a transition description.
    public init(endFrame: Rect, duration: Double, timing: Timing, startTime: Double, isShowing: Bool) {
        self.endFrame = endFrame
        self.duration = duration
        self.timing = timing
        self.startTime = startTime
        self.isShowing = isShowing
    }
}

/// Where the on-screen keyboard panel is in its show/hide cycle at some moment.
public enum KeyboardPhase: Sendable, Hashable, CaseIterable {
    /// Fully below the page's bottom edge.
    case hidden
    /// Sliding in.
    case showing
    /// Fully in place at the bottom of the page.
    case shown
    /// Sliding out.
    case hiding
}
