import CGtk
import InputMotionCore

/// The on-screen keyboard's slide: the `KeyboardPanel` model on the host's frame clock (one
/// `MotionDriver`), and the subscribers that move with it.
///
/// As the seed's keyboard notifications do, it announces each change before the panel moves
/// (`KeyboardTransition`: end frame, duration, curve), and hands the panel's frame to every
/// subscriber at every frame while it moves (and after size changes), sampled at the motion
/// time the panel is drawn at. A view that moves with the keyboard stores that frame, queues
/// its own allocation and lays itself out from it: it moves in the same frame, at the same time.
@MainActor
final class KeyboardSlide {
    /// A subscription, to cancel with `unsubscribe(_:)`.
    struct Subscription: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// Called after a change to the model, before it is announced.
    var onChange: @MainActor () -> Void = {}
    /// Called at every frame drawn (the host lays the panel out), then with whether the panel
    /// is moving, or at rest (`visible`: shown).
    var onFrame: @MainActor () -> Void = {}
    var onMoving: @MainActor () -> Void = {}
    var onRest: @MainActor (_ visible: Bool) -> Void = { _ in }

    private(set) var model = KeyboardPanel(pageWidth: 0, pageHeight: 0, keyboardHeight: 0, timing: MotionContext.shared.catalog.keyboardSlide)
    private let widget: UnsafeMutablePointer<GtkWidget>
    private lazy var driver = MotionDriver(widget: widget) { [weak self] time in self?.draw(at: time) ?? false }
    private var nextSubscription = 0
    private var transitionHandlers: [Int: @MainActor (KeyboardTransition) -> Void] = [:]
    private var frameHandlers: [Int: @MainActor (Rect) -> Void] = [:]

    /// - Parameter widget: the host, whose frame clock paces the slide.
    init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    /// The motion time of the frame drawn last.
    var time: Double { driver.drawnTime }
    /// Whether a tick callback is registered (the panel moves on screen).
    var isAnimating: Bool { driver.isRunning }

    /// Runs one model change at the change time, announces it and draws it. A change that
    /// changes nothing (focus moving between two fields) leaves time and drawing alone.
    func apply(_ change: (inout KeyboardPanel, Double, MotionEnvironment) -> KeyboardTransition?) {
        guard let transition = change(&model, driver.changeTime, MotionContext.shared.environment) else { return }
        onChange()
        announce(transition)
        driver.update()
    }

    /// Puts the keyboard away at once, with no slide (the page left the screen).
    func hideAtOnce() {
        if let transition = model.hide(at: driver.changeTime, environment: MotionEnvironment(reducedMotion: true)) {
            announce(transition)
        }
        driver.update()
    }

    /// Tells the model the page's and the panel's sizes, while the host is being laid out; a
    /// changed end frame is announced. The layout under way draws this frame.
    func resize(pageWidth: Double, pageHeight: Double, keyboardHeight: Double) {
        guard pageWidth != model.pageWidth || pageHeight != model.pageHeight || keyboardHeight != model.keyboardHeight else { return }
        let at = driver.changeTime
        if let transition = model.resize(pageWidth: pageWidth, pageHeight: pageHeight, keyboardHeight: keyboardHeight,
                                         at: at, environment: MotionContext.shared.environment) {
            announce(transition)
        }
        notifyFrame(at: at)
        driver.resume(at: at, moving: !model.isSettled(at: at))
    }

    // MARK: Subscribing

    /// See `KeyboardHost.subscribe(transition:frame:)`.
    func subscribe(transition: (@MainActor (KeyboardTransition) -> Void)?, frame: (@MainActor (Rect) -> Void)?) -> Subscription {
        let id = nextSubscription
        nextSubscription += 1
        transitionHandlers[id] = transition
        frameHandlers[id] = frame
        frame?(model.frame(at: time))
        return Subscription(id: id)
    }

    func unsubscribe(_ subscription: Subscription) {
        transitionHandlers[subscription.id] = nil
        frameHandlers[subscription.id] = nil
    }

    private func announce(_ transition: KeyboardTransition) {
        for id in transitionHandlers.keys.sorted() { transitionHandlers[id]?(transition) }
    }

    private func notifyFrame(at time: Double) {
        let frame = model.frame(at: time)
        for id in frameHandlers.keys.sorted() { frameHandlers[id]?(frame) }
    }

    /// One frame of the slide (the driver's step): drawn at `time`; true while it moves.
    private func draw(at time: Double) -> Bool {
        onFrame()
        notifyFrame(at: time)
        let moving = !model.isSettled(at: time)
        if moving { onMoving() } else { onRest(model.isVisible) }
        return moving
    }
}
