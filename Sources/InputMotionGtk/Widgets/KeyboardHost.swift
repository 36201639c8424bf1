import CGtk
import InputMotionCore

/// Hosts a page's content together with the emulated on-screen keyboard, and plays the
/// part of the phone's keyboard system. Its parts, one job each:
/// - `KeyboardSession` (core): what the keyboard button, F6, Escape, keys, clicks, focus and
///   the page leaving the screen do; the host carries out its effects.
/// - `PlatformKeyboard`: whether the platform has an on-screen keyboard of its own; then only
///   the button brings the emulated one up (`KeyboardProvider`).
/// - `KeyboardPanel` (core) on `KeyboardSlide` (below, the host's alone): when the panel
///   shows for focus, how it moves (on the one `MotionDriver`), and who moves with it.
/// - `KeyboardFocus`: where focus is (a text field of the content, a key, anything else), and
///   the field keys type into (the last focused one, else `defaultTextField`).
/// - `ComposingText` and `KeyboardTyping`: the Korean composition and typing into the field,
///   at its cursor, as physical keys do.
///
/// **Layout.** The content fills the host (the page); the panel (`KeyboardPanelView`) is
/// drawn over the content's bottom, where the model says at the slide's motion time. The
/// host's coordinates are the page coordinates of every `Rect` it hands out, and since the
/// content is allocated at the host's origin, they are the content's coordinates too. The
/// content is never shrunk by the host: avoiding the keyboard is each page's choice (the chat
/// pane lifts its bar, the poll scrolls a field clear). The panel spans the page's width and
/// is as tall as `KeyboardMetrics` says for that width and page height (never below what its
/// keys need).
///
/// **Subscribing.** `subscribe(transition:frame:)` announces each change before the panel
/// moves and hands over the panel's frame at every frame it moves (`KeyboardSlide`). Nobody
/// reads the panel widget's geometry. A tick callback is registered only while the panel moves.
///
/// CSS name `keyboard-host`; accessible role: group.
@MainActor
public final class KeyboardHost {
    /// A subscription, to cancel with `unsubscribe(_:)`.
    public struct Subscription: Hashable, Sendable {
        fileprivate let slide: KeyboardSlide.Subscription
    }

    /// The host widget: put it where the page's content would go.
    public let root: Widget
    /// The emulated keyboard.
    public let panel = KeyboardPanelView()
    /// The page's content, filling the host.
    public let content: UnsafeMutablePointer<GtkWidget>
    /// Where keys type (and where `toggle()` puts focus) while no text field of the page has
    /// had focus yet: the page's main field. Optional; not owned.
    public var defaultTextField: UnsafeMutablePointer<GtkWidget>? {
        get { focus.defaultTextField }
        set { focus.defaultTextField = newValue }
    }

    /// `InputMotionKeyboardHost`, CSS name `keyboard-host`: a page and its on-screen keyboard.
    static let widgetClass = WidgetClass(typeName: "InputMotionKeyboardHost", cssName: "keyboard-host", layout: .instance)
    private let container = LayoutContainer(KeyboardHost.widgetClass)
    private let composing = ComposingText()
    private let focus: KeyboardFocus
    private let slide: KeyboardSlide

    /// - Parameter content: the page's content; the host takes it as its first child.
    public init(content: UnsafeMutablePointer<GtkWidget>) {
        self.content = content
        root = container.container
        let widget = container.widget
        focus = KeyboardFocus(content: content, panel: panel)
        slide = KeyboardSlide(widget: widget)
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
        focus.onChange = { [weak self] target, leftTypingField in
            guard let self else { return }
            let provider = PlatformKeyboard.shared.provider
            self.carryOut(KeyboardSession.focusChanged(to: target, leftTypingField: leftTypingField, provider: provider))
            self.apply { $0.focusChanged(to: target, at: $1, environment: $2, provider: provider) }
        }
        PlatformKeyboard.shared.observe(owner: self) { [weak self] provider in
            guard let self else { return }
            self.carryOut(KeyboardSession.providerChanged(to: provider, focus: self.focus.target, keyboardVisible: self.isVisible))
        }
        connectSlide()
        connectEvents()
        MotionContext.shared.observeMotion(owner: self) { [weak self] changed in
            guard changed.contains(.keyboardSlide) else { return }
            self?.apply { $0.retime(MotionContext.shared.catalog.keyboardSlide, at: $1, environment: $2) }
        }
    }

    /// Slides the keyboard in again from hidden: the motion inspector's Replay.
    public func replaySlide() {
        apply { [slide] panel, _, environment in panel.replay(at: slide.replayTime, environment: environment) }
    }

    // MARK: State

    /// Whether keyboard focus is on one of the keys (F6, or the button with the platform's
    /// keyboard, which serves a focused field).
    public var keysHaveFocus: Bool { focus.target == .keyboardPanel }

    /// Moves typing on to `field` (a page walking its fields), caret at the end: it takes focus,
    /// or the keys keep it and type there next (`KeyboardSession.typingMoveTakesFocus`).
    /// Returns whether focus moved there (else the page reveals the field itself).
    @discardableResult
    public func moveTyping(to field: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard KeyboardSession.typingMoveTakesFocus(from: focus.target) else {
            focus.setTypingField(field)
            return false
        }
        KeyboardFocus.focusAtEnd(field)
        return true
    }

    /// Whether the keyboard is shown or on its way to being shown.
    public var isVisible: Bool { slide.model.isVisible }

    /// Where the keyboard is in its show/hide cycle, at the slide's current motion time.
    public var phase: KeyboardPhase { slide.model.phase(at: slide.time) }

    /// The keyboard's frame in page coordinates at the slide's current motion time (what the
    /// last frame handed to subscribers).
    public var keyboardFrame: Rect { slide.model.frame(at: slide.time) }

    /// The keyboard's frame at any motion time, as the model says (review tools plot it).
    public func keyboardFrame(at time: Double) -> Rect { slide.model.frame(at: time) }

    /// The keyboard's frame once shown, in page coordinates (the motion inspector keeps it
    /// in view while the slide is tuned).
    public var shownKeyboardFrame: Rect { slide.model.shownFrame }

    /// Whether the keyboard is moving (a tick callback is registered).
    public var isAnimating: Bool { slide.isAnimating }

    // MARK: Subscribing

    /// Subscribes to the keyboard. `transition` is called before each move with its end
    /// frame, duration and curve; `frame` is called with the keyboard's frame (page
    /// coordinates) at every frame it moves and whenever the page or keyboard changes size —
    /// and once right away, with where it is now. Handlers should capture their owner weakly.
    @discardableResult
    public func subscribe(transition: (@MainActor (KeyboardTransition) -> Void)? = nil,
                          frame: (@MainActor (Rect) -> Void)? = nil) -> Subscription {
        Subscription(slide: slide.subscribe(transition: transition, frame: frame))
    }

    /// Cancels a subscription.
    public func unsubscribe(_ subscription: Subscription) {
        slide.unsubscribe(subscription.slide)
    }

    // MARK: Commands

    /// Shows the keyboard (nothing if it is up or coming up).
    public func show() {
        apply { $0.show(at: $1, environment: $2) }
    }

    /// Hides the keyboard (nothing if it is down or going down). Focus on one of its keys
    /// goes back to the field being typed into.
    public func hide() { carryOut(KeyboardSession.hide) }

    /// Shows a hidden keyboard or hides a visible one (header-bar button, Ctrl+K);
    /// `visibleBeforeOpening`: whether it was visible before its page opened for the toggle.
    public func toggle(visibleBeforeOpening: Bool? = nil) {
        carryOut(KeyboardSession.toggle(keyboardVisible: isVisible, focus: focus.target,
                                        visibleBeforeOpening: visibleBeforeOpening ?? isVisible,
                                        provider: PlatformKeyboard.shared.provider))
    }

    /// The key handler of the host's capture-phase key controller (Escape, F6, a physical key
    /// ending a composition, a character typed on a control). `forward` hands the key being
    /// pressed to a widget, as the controller's `gtk_event_controller_key_forward` does.
    /// Returns whether the key was used. (Public so tests drive exactly what a key press runs.)
    @discardableResult
    public func handleKeyPress(keyval: guint, state: GdkModifierType,
                               forward: (UnsafeMutablePointer<GtkWidget>) -> Void = { _ in }) -> Bool {
        let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue)
        let key: KeyboardSession.Key = switch keyval {
        case guint(GDK_KEY_Escape): .escape
        case guint(GDK_KEY_F6): .f6
        default: KeyboardSession.Key(typing: Unicode.Scalar(gdk_keyval_to_unicode(keyval)), composes: Self.composes(keyval))
        }
        let result = KeyboardSession.keyPressed(key, withModifiers: modifiers != 0, focus: focus.target,
                                                keyboardVisible: isVisible, composing: composing.isComposing)
        carryOut(result.effects)
        if result.effects.contains(.forwardKeyToTypingField) {
            // Focus could not move (no field): the key goes on where it was going.
            guard focus.target == .textField, let field = focus.typingField else { return false }
            forward(field)
        }
        return result.handled
    }

    /// Whether `keyval` is a dead key or Compose: it types a character with the next key, in
    /// the field's input method.
    private static func composes(_ keyval: guint) -> Bool {
        (guint(GDK_KEY_dead_grave)...guint(GDK_KEY_dead_greek)).contains(keyval) || keyval == guint(GDK_KEY_Multi_key)
    }

    /// A press at (x, y) in host coordinates, seen in the capture phase (internal so tests
    /// run exactly what a click runs).
    func clicked(x: Double, y: Double) {
        guard let picked = gtk_widget_pick(container.widget, x, y, GTK_PICK_DEFAULT) else { return }
        carryOut(KeyboardSession.clicked(onKeys: panel.contains(picked), onTextField: isInTextField(picked), keyboardVisible: isVisible,
                                          provider: PlatformKeyboard.shared.provider))
    }

    // MARK: Carrying out the session's rules

    private func carryOut(_ effects: [KeyboardSession.Effect]) {
        for effect in effects {
            switch effect {
            case .commitComposition: composing.commit()
            case .focusTypingField:
                // Focus landing there shows the keyboard too (the focus rule).
                if focus.target == .other || focus.target == .keyboardPanel { focus.focusTypingField() }
            case .focusKeys:
                // The keys join the focus chain only now, until focus leaves them.
                gtk_widget_set_can_focus(panel.root.widget, 1)
                panel.focusFirstKey()
            case .returnFocusFromKeys: focus.returnFromKeys()
            case .leaveKeysOutOfFocusChain: gtk_widget_set_can_focus(panel.root.widget, 0)
            case .show: show()
            case .hide: apply { $0.hide(at: $1, environment: $2) }
            case .hideAtOnce: slide.hideAtOnce()
            case .forwardKeyToTypingField: break  // the key handler's: it holds the key
            }
        }
    }

    /// Whether `widget` is, or is inside, a text field of the host.
    private func isInTextField(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var current = widget
        while current != container.widget {
            if KeyboardTyping.textTarget(for: current) != nil { return true }
            guard let parent = gtk_widget_get_parent(current) else { return false }
            current = parent
        }
        return false
    }

    private func perform(_ key: KeyboardKeyAction) {
        let field = focus.typingField
        // A syllable a real input method is composing stays, and the key's text follows it.
        if let field { FieldComposition.of(field)?.commit() }
        let action = composing.perform(key, in: field)
        if action == .hide {
            hide()
            return
        }
        guard let field else { return }
        KeyboardTyping.perform(action, on: field)
    }

    /// A change to the model, after the panel was measured (a show before the first
    /// allocation must still know how far the panel travels).
    private func apply(_ change: (inout KeyboardPanel, Double, MotionEnvironment) -> KeyboardTransition?) {
        if slide.model.keyboardHeight == 0 {
            syncSize(width: gtk_widget_get_width(container.widget), height: gtk_widget_get_height(container.widget))
        }
        let wasVisible = isVisible
        slide.apply(change)
        Announcer.announce(.keyboard(wasVisible: wasVisible, isVisible: isVisible), in: container.widget)
    }

    // MARK: Events

    private func connectEvents() {
        let widget = container.widget
        Gtk.AnyWidget(widget).onMap { [weak self] in self?.focus.follow(true) }
        Gtk.AnyWidget(widget).onUnmap { [weak self] in
            guard let self else { return }
            self.focus.follow(false)
            self.carryOut(KeyboardSession.pageLeft)
        }

        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, keys)
        Gtk.KeyController(keys).onKeyPressed { [weak self] keyval, state in
            self?.handleKeyPress(keyval: keyval, state: state) { _ = gtk_event_controller_key_forward(keys, $0) } ?? false
        }

        // A click on a text field that already has focus brings a dismissed keyboard back
        // (focus does not change, so the focus rule alone would not). Capture phase, never
        // claimed: the field still gets the click.
        let click = gtk_gesture_click_new()!
        Gtk.EventController(click).add(to: widget, phase: GTK_PHASE_CAPTURE)
        Gtk.ClickGesture(click).onPressed { [weak self] x, y in self?.clicked(x: x, y: y) }
    }

    private func connectSlide() {
        slide.onChange = { [weak self] in
            guard let self, self.slide.model.isVisible else { return }
            self.setPanelPresent(true)
        }
        slide.onFrame = { [weak self] in self?.container.queueAllocate() }
        slide.onMoving = { [weak self] in self?.panel.isAtRest = false }  // drawn live while it moves: whole pixels only at rest
        slide.onRest = { [weak self] visible in
            guard let self else { return }
            self.panel.isAtRest = visible
            guard !visible else { return }
            self.setPanelPresent(false)
            self.panel.reset()
        }
    }

    // MARK: Layout

    /// A hidden panel is not drawn and not read by screen readers; it can still be measured,
    /// so a show knows its height before it moves. Shown or not, its keys are out of the Tab
    /// chain until F6.
    private func setPanelPresent(_ present: Bool) {
        let widget = panel.root.widget
        if present { panel.willShow() }
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

    private func syncSize(width: Int32, height: Int32) {
        slide.resize(pageWidth: Double(width), pageHeight: Double(height), keyboardHeight: panelHeight(width: width, height: height))
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
        LayoutContainer.place(panelWidget, width: width, height: Int32(slide.model.keyboardHeight),
                              x: 0, y: slide.model.top(at: slide.time))
    }
}

/// The on-screen keyboard's slide: the `KeyboardPanel` model on the host's frame clock (one
/// `MotionDriver`), and the subscribers that move with it.
///
/// As the seed's keyboard notifications do, it announces each change before the panel moves
/// (`KeyboardTransition`: end frame, duration, curve), and hands the panel's frame to every
/// subscriber at every frame while it moves (and after size changes), sampled at the motion
/// time the panel is drawn at. A view that moves with the keyboard stores that frame, queues
/// its own allocation and lays itself out from it: it moves in the same frame, at the same time.
@MainActor
private final class KeyboardSlide {
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

    /// The motion time a replay of the slide starts at (`MotionDriver.replayTime`).
    var replayTime: Double { driver.replayTime }

    /// Runs one model change at the change time, announces it and draws it. A change that
    /// changes nothing (focus moving between two fields) leaves time and drawing alone.
    func apply(_ change: (inout KeyboardPanel, Double, MotionEnvironment) -> KeyboardTransition?) {
        guard let transition = change(&model, driver.changeTime, MotionContext.shared.environment) else { return }
        onChange()
        announce(transition)
        driver.update()
    }

    /// Puts the keyboard away at once, with no slide, even one already sliding out (the page
    /// left the screen).
    func hideAtOnce() {
        if let transition = model.hideAtOnce(at: driver.changeTime) {
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
