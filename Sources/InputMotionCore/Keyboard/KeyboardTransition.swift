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
