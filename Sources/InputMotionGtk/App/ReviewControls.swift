import CGtk
import InputMotionCore

/// The window's tools for reviewing motion: 10× slow motion at run time (`win.slow-motion`,
/// Ctrl+Shift+S), the frame-pacing graph (`win.frame-pacing`, Ctrl+Shift+F) and the motion
/// inspector (`win.motion-inspector`, Ctrl+Shift+M), as stateful window actions the primary
/// menu shows. GTK's own "reduce animations" setting is followed
/// live by `MotionContext`.
@MainActor
final class ReviewControls {
    let pacing = FramePacingOverlay()
    /// Shows or hides the motion inspector (the window sets it).
    var showMotionInspector: @MainActor (Bool) -> Void = { _ in }
    private let actions: WindowActions
    private let slowFactor: Double

    /// - Parameters:
    ///   - actions: the window's action group, which gets the toggles.
    ///   - options: the command line's choices (which slow-motion factor the toggle uses).
    init(actions: WindowActions, options: DemoOptions) {
        self.actions = actions
        slowFactor = options.reviewSlowMotionFactor
        actions.addToggle("slow-motion", initially: options.startsInSlowMotion) { [weak self] on in
            guard let self else { return }
            MotionContext.shared.slowMotionFactor = on ? self.slowFactor : 1
        }
        actions.addToggle("frame-pacing", initially: false) { [weak self] on in self?.pacing.setShown(on) }
        actions.addToggle("motion-inspector", initially: false) { [weak self] on in self?.showMotionInspector(on) }
    }

    /// Toggles an action as its menu item or shortcut does.
    func activate(_ name: String) { actions.activate(name) }

    /// The state of a boolean action.
    func isOn(_ name: String) -> Bool { actions.isOn(name) }
}
