import CGtk
import InputMotionCore

/// A page of the demo, as the window and the app-wide features (saved state, the motion
/// inspector's Replay, the capture tool, the keyboard button) reach it: through this protocol
/// only, never by knowing which page it is.
///
/// Every requirement past `root` and `focusFirst()` has a default that does nothing, so a
/// page states only what it has.
@MainActor
package protocol DemoPageView: AnyObject {
    /// The page's root widget.
    var root: Widget { get }
    /// Gives focus to the page's first control (called when the page is shown); an entry gets
    /// its caret at the end and nothing selected, so a restored text is never one key from
    /// being replaced (a text view selects nothing as it takes focus).
    func focusFirst()

    /// The page's on-screen keyboard, if it has one (the header button and Ctrl+K toggle it).
    var keyboard: KeyboardHost? { get }

    /// Puts the page's part of the saved state into `state`, from the core values it keeps.
    func save(into state: inout SavedState)
    /// Takes the page's part back from `state` (right after the page is first built).
    func restore(from state: SavedState)
    /// Calls `changed` whenever the page's part of the saved state changes.
    func observeSavedState(_ changed: @escaping @MainActor () -> Void)

    /// Plays `motion` again where the page plays it (the motion inspector's Replay).
    func replay(_ motion: MotionName)
    /// The page's animations as the capture tool records them, in catalog order.
    func captureScenarios() -> [CaptureScenario]
    /// The rows of the page (`root`'s coordinates, top to bottom) `motion` plays in over its
    /// whole run; nil when it has none of its own (the window's page slide). The motion
    /// inspector's sheet keeps them in view.
    func motionSpan(of motion: MotionName) -> ClosedRange<Double>?
}

extension DemoPageView {
    package var keyboard: KeyboardHost? { nil }
    package func save(into state: inout SavedState) {}
    package func restore(from state: SavedState) {}
    package func observeSavedState(_ changed: @escaping @MainActor () -> Void) {}
    package func replay(_ motion: MotionName) {}
    package func captureScenarios() -> [CaptureScenario] { [] }
    package func motionSpan(of motion: MotionName) -> ClosedRange<Double>? { nil }
}
