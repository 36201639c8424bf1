import CGtk
import InputMotionCore

/// The window's tools for reviewing motion, as window actions the primary menu, the keys and
/// the motion inspector share: slow motion at run time (`win.slow-motion`, Ctrl+Shift+S, at
/// the factor `win.slow-motion-factor` picks: 2×, 5×, 10×, 20×), the motion clock's pause
/// (`win.pause-motion`, Ctrl+Shift+P) and frame steps while paused (`win.step-forward`,
/// Alt+period; `win.step-back`, Alt+comma), the onion skin (`win.onion-skin`), the frame-pacing graph (`win.frame-pacing`,
/// Ctrl+Shift+F) and the motion inspector (`win.motion-inspector`, Ctrl+Shift+M). GTK's own
/// "reduce animations" setting is followed live by `MotionContext`.
@MainActor
final class ReviewControls {
    let pacing = FramePacingOverlay()
    /// "Slow motion 10×" over the page while slow motion is on.
    let slowMotionBadge = SlowMotionBadge()
    /// The onion skin over the page area (the window sets it once the page area is built).
    var onionSkin: OnionSkin?
    /// Shows or hides the motion inspector (the window sets it).
    var showMotionInspector: @MainActor (Bool) -> Void = { _ in }
    private let actions: WindowActions
    /// The window the tools are in: what they turn on and off is said from its focus.
    private let window: UnsafeMutablePointer<GtkWidget>
    private var slowFactor: Double
    /// The theme's transitions, slowed with the motion.
    let transitions = SlowedTransitions()

    /// - Parameters:
    ///   - actions: the window's action group, which gets the toggles.
    ///   - options: the command line's choices (which slow-motion factor the toggle uses).
    ///   - window: the window (not kept alive by the controls).
    init(actions: WindowActions, options: DemoOptions, window: UnsafeMutablePointer<GtkWidget>) {
        self.actions = actions
        self.window = window
        slowFactor = options.reviewSlowMotionFactor
        actions.addToggle("slow-motion", initially: options.startsInSlowMotion) { [weak self] on in
            self?.applySlowMotion(on: on)
        }
        actions.addChoice("slow-motion-factor", initially: MotionNumber.text(slowFactor)) { [weak self] value in
            guard let self, let factor = MotionNumber.parse(value), factor > 0 else { return }
            self.slowFactor = factor
            // Picking a factor turns slow motion on at it.
            if self.actions.isOn("slow-motion") { self.applySlowMotion(on: true) } else { self.actions.activate("slow-motion") }
        }
        actions.addToggle("pause-motion", initially: MotionContext.shared.isPaused) { [weak self] on in
            MotionContext.shared.setPaused(on)
            if let self { Announcer.announce(.motionPaused(on), in: self.window) }
        }
        actions.add("step-forward") { MotionContext.shared.step(frames: 1) }
        actions.add("step-back") { MotionContext.shared.step(frames: -1) }
        actions.addToggle("onion-skin", initially: false) { [weak self] on in self?.onionSkin?.setShown(on) }
        actions.addToggle("frame-pacing", initially: false) { [weak self] on in self?.pacing.setShown(on) }
        actions.addToggle("motion-inspector", initially: false) { [weak self] on in self?.showMotionInspector(on) }
        // The inspector's time bar pauses too (a scrub): the action's state follows the clock.
        MotionContext.shared.observeTimeControls(owner: self) { [weak self] in self?.followClock() }
        followClock()
        showSlowMotion()
    }

    private func applySlowMotion(on: Bool) {
        MotionContext.shared.slowMotionFactor = on ? slowFactor : 1
        showSlowMotion()
        // The badge is a status, which Orca 43 does not read: said as well.
        Announcer.announce(.slowMotion(factor: MotionContext.shared.slowMotionFactor), in: window)
    }

    private func showSlowMotion() {
        let factor = MotionContext.shared.slowMotionFactor
        slowMotionBadge.show(factor: factor)
        transitions.apply(factor: factor)
    }

    private func followClock() {
        let paused = MotionContext.shared.isPaused
        if actions.isOn("pause-motion") != paused { actions.setState("pause-motion", paused) }
        actions.setEnabled("step-forward", paused)
        actions.setEnabled("step-back", paused)
    }

    /// Toggles an action as its menu item or shortcut does.
    func activate(_ name: String, string parameter: String? = nil) { actions.activate(name, string: parameter) }

    /// The state of a boolean action.
    func isOn(_ name: String) -> Bool { actions.isOn(name) }

    /// Whether an action can be activated now.
    func isEnabled(_ name: String) -> Bool { actions.isEnabled(name) }

    /// The slow-motion factor the toggle and the menu's choice use.
    var chosenSlowMotionFactor: Double { slowFactor }
}
