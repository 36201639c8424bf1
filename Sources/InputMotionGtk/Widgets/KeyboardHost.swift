import CGtk
import InputMotionCore

/// A page that shows its content with the emulated on-screen keyboard docked at its bottom.
/// The window's header-bar keyboard button and Ctrl+K toggle the visible page's keyboard
/// through this.
@MainActor
public protocol KeyboardHosting: DemoPageView {
    /// The page's keyboard host.
    var keyboardHost: KeyboardHost { get }
}

/// Hosts a page's content together with the emulated on-screen keyboard, and plays the
/// part of the phone's keyboard system: it owns the `KeyboardPanel` model, decides when the
/// panel shows from where focus goes, types the keys into the focused field, and tells the
/// page where the keyboard is going and where it is.
///
/// **Layout.** The content fills the host (the page); the panel (`KeyboardPanelView`) is
/// drawn over the content's bottom, allocated where the model says at the host's motion
/// time. The host's coordinates are the page coordinates of every `Rect` it hands out, and
/// since the content is allocated at the host's origin, they are the content's coordinates
/// too. The content is never shrunk by the host: avoiding the keyboard is each page's choice
/// (the chat pane lifts its bar, the poll scrolls a field clear).
///
/// **Showing and hiding.** The panel shows when focus lands in a text field or text view
/// of the content (GtkEditable or editable GtkTextView), when such a field that already has
/// focus is clicked, and on `show()` / `toggle()`; it stays up while focus moves between
/// text fields or into the panel's keys; it hides on its hide key, Escape, `hide()` /
/// `toggle()`, and when focus goes anywhere else. Focus is followed through the window's
/// `focus-widget` while the host is mapped; unmapping (another page shown) puts the panel
/// away at once.
///
/// **Typing.** Keys type into the last focused text field at its cursor, as physical keys
/// do (`KeyboardTyping`); before any field had focus they type into `defaultTextField`.
/// Keyboard-only use: F6 moves focus from the field to the keys and back (to the caret
/// where it was, selecting nothing); Escape hides. The keys are not in the Tab chain: the
/// panel takes focus only from F6 until focus leaves it, so Tab from a page's last field
/// leaves the page.
/// Korean keys compose (`ComposingText`): the syllable being composed is committed by the
/// keys that end it, and by focus moving to anything but the keys, a click in the page, a
/// physical key pressed in the field, or the keyboard going away.
///
/// **Size.** The panel spans the page's width and is as tall as `KeyboardMetrics` says for
/// that width and page height (never below what its keys need).
///
/// **Subscribing.** As the seed's keyboard notifications do, `subscribe(transition:frame:)`
/// announces each change before the panel moves (`KeyboardTransition`: end frame, duration,
/// curve), and hands over the panel's frame at every frame while it moves (and after size
/// changes), sampled at the same motion time the panel is drawn at. A view that moves with
/// the keyboard stores that frame, queues its own allocation, and lays itself out from the
/// stored frame: it then moves in the same frame, with the same time. Nobody reads the
/// panel widget's geometry.
///
/// A tick callback is registered only while the panel moves.
@MainActor
public final class KeyboardHost {
    /// A subscription, to cancel with `unsubscribe(_:)`.
    public struct Subscription: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// The host widget: put it where the page's content would go.
    public let root: Widget
    /// The emulated keyboard.
    public let panel = KeyboardPanelView()
    /// The page's content, filling the host.
    public let content: UnsafeMutablePointer<GtkWidget>
    /// Where keys type (and where `toggle()` puts focus) while no text field of the page has
    /// had focus yet: the page's main field. Optional; not owned.
    public var defaultTextField: UnsafeMutablePointer<GtkWidget>?

    /// `InputMotionKeyboardHost`, CSS name `keyboard-host`: a page and its on-screen keyboard.
    static let widgetClass = WidgetClass(typeName: "InputMotionKeyboardHost", cssName: "keyboard-host", layout: .instance)
    private let container = LayoutContainer(KeyboardHost.widgetClass)
    private let composing = ComposingText()
    private var model = KeyboardPanel(pageWidth: 0, pageHeight: 0, keyboardHeight: 0, timing: MotionContext.shared.catalog.keyboardSlide)
    private var time = 0.0
    private var ticker: FrameTicker?
    /// The text widget (GtkText or GtkTextView) focused last, held so it cannot vanish under us.
    private var lastTextField: Widget?
    private var focusConnection: SignalConnection?
    private var nextSubscription = 0
    private var transitionHandlers: [Int: @MainActor (KeyboardTransition) -> Void] = [:]
    private var frameHandlers: [Int: @MainActor (Rect) -> Void] = [:]

    /// - Parameter content: the page's content; the host takes it as its first child.
    public init(content: UnsafeMutablePointer<GtkWidget>) {
        self.content = content
        root = container.container
        let widget = container.widget
        gtk_widget_add_css_class(widget, "keyboard-host")
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        // The hidden panel waits below the page's bottom edge: never draw it outside the page.
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        container.append(content)
        container.append(panel.root.widget)  // added last: drawn over the content, picked first
        setPanelPresent(false)

        container.measure = { [weak self] orientation, forSize in
            self?.measure(orientation, forSize) ?? (0, 0)
        }
        container.allocate = { [weak self] width, height in self?.allocate(width: width, height: height) }
        panel.onAction = { [weak self] action in self?.perform(action) }
        connectEvents()
        MotionContext.shared.observeMotion(owner: self) { [weak self] changed in
            guard changed.contains(.keyboardSlide) else { return }
            self?.apply { $0.retime(MotionContext.shared.catalog.keyboardSlide, at: $1, environment: $2) }
        }
    }

    /// Slides the keyboard in again from hidden: the motion inspector's Replay.
    public func replaySlide() {
        apply { $0.replay(at: $1, environment: $2) }
    }

    // MARK: State

    /// Whether the keyboard is shown or on its way to being shown.
    public var isVisible: Bool { model.isVisible }

    /// Where the keyboard is in its show/hide cycle, at the host's current motion time.
    public var phase: KeyboardPhase { model.phase(at: time) }

    /// The keyboard's frame in page coordinates at the host's current motion time (what the
    /// last frame handed to subscribers).
    public var keyboardFrame: Rect { model.frame(at: time) }

    /// The keyboard's frame at any motion time, as the model says (review tools plot it).
    public func keyboardFrame(at time: Double) -> Rect { model.frame(at: time) }

    /// Whether the keyboard is moving (a tick callback is registered).
    public var isAnimating: Bool { ticker?.isRunning ?? false }

    // MARK: Subscribing

    /// Subscribes to the keyboard. `transition` is called before each move with its end
    /// frame, duration and curve; `frame` is called with the keyboard's frame (page
    /// coordinates) at every frame it moves and whenever the page or keyboard changes size —
    /// and once right away, with where it is now. Handlers should capture their owner weakly.
    @discardableResult
    public func subscribe(transition: (@MainActor (KeyboardTransition) -> Void)? = nil,
                          frame: (@MainActor (Rect) -> Void)? = nil) -> Subscription {
        let id = nextSubscription
        nextSubscription += 1
        transitionHandlers[id] = transition
        frameHandlers[id] = frame
        frame?(keyboardFrame)
        return Subscription(id: id)
    }

    /// Cancels a subscription.
    public func unsubscribe(_ subscription: Subscription) {
        transitionHandlers[subscription.id] = nil
        frameHandlers[subscription.id] = nil
    }

    // MARK: Commands

    /// Shows the keyboard (nothing if it is up or coming up).
    public func show() {
        apply { $0.show(at: $1, environment: $2) }
    }

    /// Hides the keyboard (nothing if it is down or going down). Focus on one of its keys
    /// goes back to the field being typed into.
    public func hide() {
        composing.commit()
        returnFocusFromPanel()
        apply { $0.hide(at: $1, environment: $2) }
    }

    /// Shows a hidden keyboard or hides a visible one (header-bar button, Ctrl+K). Showing
    /// puts focus in the last text field (or `defaultTextField`) if it is elsewhere, so the
    /// keys have somewhere to type and focus agrees with the keyboard.
    public func toggle() {
        if model.isVisible {
            hide()
            return
        }
        if classify(currentFocus) == .other, let field = typingTarget() {
            Self.focusWithoutSelecting(field)  // focus landing there shows the keyboard too
        }
        show()
    }

    /// The key handler of the host's capture-phase key controller: Escape hides a visible
    /// keyboard; F6 moves focus from the text field to the keys and back. Returns whether
    /// the key was used. (Public so tests drive exactly what a key press runs.)
    @discardableResult
    public func handleKeyPress(keyval: guint, state: GdkModifierType) -> Bool {
        // A physical key typed into the field ends the on-screen composition first.
        if composing.isComposing, classify(currentFocus) == .textField { composing.commit() }
        let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        guard modifiers == 0, model.isVisible else { return false }
        switch keyval {
        case guint(GDK_KEY_Escape):
            hide()
            return true
        case guint(GDK_KEY_F6):
            switch classify(currentFocus) {
            case .textField:
                // The keys join the focus chain only now, until focus leaves them.
                gtk_widget_set_can_focus(panel.root.widget, 1)
                panel.focusFirstKey()
                return true
            case .keyboardPanel:
                returnFocusFromPanel()
                return true
            case .other:
                return false
            }
        default:
            return false
        }
    }

    // MARK: Events → model

    private func connectEvents() {
        let widget = container.widget
        Gtk.AnyWidget(widget).onMap { [weak self] in self?.mapped() }
        Gtk.AnyWidget(widget).onUnmap { [weak self] in self?.unmapped() }

        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, keys)
        Gtk.KeyController(keys).onKeyPressed { [weak self] keyval, state in
            self?.handleKeyPress(keyval: keyval, state: state) ?? false
        }

        // A click on a text field that already has focus brings a dismissed keyboard back
        // (focus does not change, so the focus rule alone would not). Capture phase, never
        // claimed: the field still gets the click.
        let click = gtk_gesture_click_new()!
        Gtk.EventController(click).add(to: widget, phase: GTK_PHASE_CAPTURE)
        Gtk.ClickGesture(click).onPressed { [weak self] x, y in self?.clicked(x: x, y: y) }
    }

    /// The window's focus widget is followed only while the page is on screen.
    private func mapped() {
        guard focusConnection == nil, let root = gtk_widget_get_root(container.widget) else { return }
        focusConnection = Gtk.Window(root).onNotify("focus-widget") { [weak self] in
            self?.focusChanged()
        }
        focusChanged()
    }

    private func unmapped() {
        focusConnection?.disconnect()
        focusConnection = nil
        composing.commit()
        // Another page is showing: put the keyboard away at once, without a slide.
        let now = now()
        if let transition = model.hide(at: now, environment: MotionEnvironment(reducedMotion: true)) {
            announce(transition)
        }
        modelChanged()
        ticker?.stop()
    }

    private var currentFocus: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(container.widget) else { return nil }
        return gtk_root_get_focus(root)
    }

    /// Where focus is, as the keyboard model sees it.
    private func classify(_ focus: UnsafeMutablePointer<GtkWidget>?) -> FocusTarget {
        guard let focus else { return .other }
        if panel.contains(focus) { return .keyboardPanel }
        guard isInContent(focus), KeyboardTyping.textTarget(for: focus) != nil else { return .other }
        return .textField
    }

    private func isInContent(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == content || gtk_widget_is_ancestor(widget, content) != 0
    }

    private func focusChanged() {
        let focus = currentFocus
        let target = classify(focus)
        if target != .keyboardPanel { gtk_widget_set_can_focus(panel.root.widget, 0) }
        if target != .keyboardPanel, lastTextField?.widget != focus.flatMap(KeyboardTyping.textTarget(for:)) {
            composing.commit()
        }
        if target == .textField, let focus, let text = KeyboardTyping.textTarget(for: focus),
           lastTextField?.widget != text {
            lastTextField = Widget(text)
        }
        apply { $0.focusChanged(to: target, at: $1, environment: $2) }
    }

    /// A press at (x, y) in host coordinates, seen in the capture phase (internal so tests
    /// run exactly what a click runs).
    func clicked(x: Double, y: Double) {
        let picked = gtk_widget_pick(container.widget, x, y, GTK_PICK_DEFAULT)
        // A click in the page may move the caret: end the composition where it is. Clicks on
        // the keys are what compose.
        if let picked, !panel.contains(picked) { composing.commit() }
        guard !model.isVisible, var widget = picked else { return }
        while widget != container.widget {
            if KeyboardTyping.textTarget(for: widget) != nil {
                show()
                return
            }
            guard let parent = gtk_widget_get_parent(widget) else { return }
            widget = parent
        }
    }

    /// The field keys type into: the last focused one while it is still in the page, else
    /// the default field.
    private func typingTarget() -> UnsafeMutablePointer<GtkWidget>? {
        if let field = lastTextField?.widget, isInContent(field) { return field }
        return defaultTextField.flatMap(KeyboardTyping.textTarget(for:))
    }

    private func perform(_ key: KeyboardKeyAction) {
        let field = typingTarget()
        let action = composing.perform(key, in: field)
        if action == .hide {
            hide()
            return
        }
        guard let field else { return }
        KeyboardTyping.perform(action, on: field)
    }

    /// Focus on a key goes back to the field, so hiding never leaves focus on a key that is
    /// about to disappear (and landing in the field keeps the keyboard up until hidden).
    private func returnFocusFromPanel() {
        guard let focus = currentFocus, panel.contains(focus) else { return }
        if let field = typingTarget(), Self.focusWithoutSelecting(field) { return }
        if let root = gtk_widget_get_root(container.widget) { gtk_root_set_focus(root, nil) }
    }

    /// Focuses a text field (GtkText or GtkTextView) leaving its caret where it was and
    /// selecting nothing: an entry's plain grab selects all its text, and the next key would
    /// replace it.
    @discardableResult
    private static func focusWithoutSelecting(_ field: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if let text = Gtk.Text.ifInstance(field) { return gtk_text_grab_focus_without_selecting(text.c) != 0 }
        return gtk_widget_grab_focus(field) != 0
    }

    /// Runs one model change at the current motion time, announces it and draws it. A change
    /// that changes nothing (focus moving between two fields) leaves time and drawing alone.
    private func apply(_ change: (inout KeyboardPanel, Double, MotionEnvironment) -> KeyboardTransition?) {
        measureIfNeeded()
        let at = changeTime
        guard let transition = change(&model, at, MotionContext.shared.environment) else { return }
        time = at
        if model.isVisible { setPanelPresent(true) }
        announce(transition)
        modelChanged()
    }

    private func now() -> Double {
        time = MotionContext.shared.now(for: container.widget)
        return time
    }

    /// The motion time a change (show, hide, resize) happens at: a moving keyboard turns at
    /// the frame on screen, which is what subscribers were handed (`MotionContext.changeTime`).
    private var changeTime: Double {
        MotionContext.shared.changeTime(for: container.widget, drawnTime: time, moving: !model.isSettled(at: time))
    }

    // MARK: Model → subscribers and allocation

    private func announce(_ transition: KeyboardTransition) {
        for id in transitionHandlers.keys.sorted() { transitionHandlers[id]?(transition) }
    }

    private func notifyFrame() {
        let frame = keyboardFrame
        for id in frameHandlers.keys.sorted() { frameHandlers[id]?(frame) }
    }

    /// Draws the new state; keeps a tick callback only while the panel moves.
    private func modelChanged() {
        container.queueAllocate()
        notifyFrame()
        if model.isSettled(at: time) {
            settled()
        } else {
            startTicking()
        }
    }

    private func startTicking() {
        panel.isAtRest = false  // drawn live while it moves: whole pixels only at rest
        if ticker == nil {
            ticker = FrameTicker(widget: container.widget) { [weak self] frameTime in
                guard let self else { return false }
                self.time = MotionContext.shared.motionTime(forFrameTime: frameTime)
                self.container.queueAllocate()
                self.notifyFrame()
                let moving = !self.model.isSettled(at: self.time)
                if !moving { self.settled() }
                return moving
            }
        }
        ticker?.start()
    }

    private func settled() {
        panel.isAtRest = model.isVisible
        guard !model.isVisible else { return }
        setPanelPresent(false)
        panel.reset()
    }

    /// A hidden panel is not drawn and not read by screen readers; it can still be measured,
    /// so a show knows its height before it moves. Shown or not, its keys are out of the Tab
    /// chain until F6.
    private func setPanelPresent(_ present: Bool) {
        let widget = panel.root.widget
        gtk_widget_set_child_visible(widget, present ? 1 : 0)
        gtk_widget_set_can_focus(widget, 0)
    }

    /// The panel's height for a page of `width` × `height`: the phone-keyboard size, or what
    /// the keys need if that is more.
    private func panelHeight(width: Int32, height: Int32) -> Double {
        let needed = LayoutContainer.measure(panel.root.widget, GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1).minimum
        let metrics = KeyboardMetrics(width: Double(width), pageHeight: height > 0 ? Double(height) : .infinity,
                                      rows: KeyboardLayout.letterRows.count)
        return max(metrics.panelHeight, Double(needed))
    }

    /// A show before the first allocation must still know how far the panel travels.
    private func measureIfNeeded() {
        guard model.keyboardHeight == 0 else { return }
        syncSize(width: gtk_widget_get_width(container.widget), height: gtk_widget_get_height(container.widget))
    }

    /// Tells the model the page's and the panel's sizes; a changed end frame is announced.
    private func syncSize(width: Int32, height: Int32) {
        let keyboardHeight = panelHeight(width: width, height: height)
        guard Double(width) != model.pageWidth || Double(height) != model.pageHeight
                || keyboardHeight != model.keyboardHeight else { return }
        let at = changeTime
        time = at
        if let transition = model.resize(pageWidth: Double(width), pageHeight: Double(height), keyboardHeight: keyboardHeight,
                                         at: at, environment: MotionContext.shared.environment) {
            announce(transition)
        }
        notifyFrame()
        // Called while allocating: the allocation under way draws this frame; the ticker
        // draws the next ones if the resize set the panel moving.
        if !model.isSettled(at: time) { startTicking() }
    }

    private func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let content = LayoutContainer.measure(self.content, orientation, forSize)
        // The panel must fit too, shown or not (it keeps its size while hidden).
        let panel = LayoutContainer.measure(self.panel.root.widget, orientation, forSize)
        // Natural size is the content's (never below the panel's minimum): the panel takes
        // whatever width the page gets.
        return (max(content.minimum, panel.minimum), max(content.natural, panel.minimum))
    }

    private func allocate(width: Int32, height: Int32) {
        syncSize(width: width, height: height)
        gtk_widget_allocate(content, width, height, -1, nil)
        let panelWidget = panel.root.widget
        guard gtk_widget_should_layout(panelWidget) != 0 else { return }
        LayoutContainer.place(panelWidget, width: width, height: Int32(model.keyboardHeight),
                              x: 0, y: model.top(at: time))
    }
}
