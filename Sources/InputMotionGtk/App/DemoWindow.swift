import CGtk
import InputMotionCore

/// The demo's window: a header bar, the list of pages, and the pages in a stack.
///
/// **Adaptive.** On a wide window the page list and the page sit side by side and the page's
/// content is a centred column at most 640 px wide (`ContentClamp`); below 600 px
/// (`AdaptiveNavigation`, with hysteresis) they fold into one column: the list, or the page
/// with a back button in the header bar (also Alt+Left, and Escape when nothing else takes
/// it). Pages whose content may be taller than the window scroll; the keyboard pages keep
/// their own bar or focused field above the keyboard. The smallest window is 360 × 480 or
/// less (see the README).
///
/// It works without a GtkApplication (tests build it directly); the app attaches it with
/// `gtk_window_set_application`. What a user triggers goes through its "win" actions
/// (`WindowActions`, installed by `installActions()` below); `DemoCommand.all` lists them with their keys.
/// Tab only moves focus through the page list; Enter, Space or a click opens a page.
///
/// ## CSS nodes
///
///     window                        InputMotionDemoWindow
///     ├── headerbar
///     └── navigation-split          the bars (SaveBanner, SlowMotionBadge), the page list and
///         │                         the pages (NavigationSplit)
///         └── motion-inspector-dock the pages (PageStack) and the review tools over them
///
/// Accessible role: window.
@MainActor
public final class DemoWindow {
    /// `InputMotionDemoWindow`, a GtkWindow (CSS name `window`, as every window's).
    static let widgetClass = WidgetClass(typeName: "InputMotionDemoWindow", cssName: "window",
                                         role: GTK_ACCESSIBLE_ROLE_WINDOW, layout: .instance, parent: { gtk_window_get_type() })
    public let window: Widget
    /// The pages, and the wide window's cross-fade between them.
    let pageStack = PageStack()
    private var stack: UnsafeMutablePointer<GtkWidget> { pageStack.widget }
    private let pages: LazyPages
    /// The window's "win" actions.
    public let actions: WindowActions
    /// Slow motion and frame pacing (primary menu, Ctrl+Shift+S, Ctrl+Shift+F).
    let review: ReviewControls
    /// The page list (the sidebar, or the folded window's first column).
    let pageList = PageList()
    /// The list and the page, side by side or folded.
    let split: NavigationSplit
    /// The header bar's back button (shown while folded on a page).
    let backButton: UnsafeMutablePointer<GtkWidget>
    /// The header bar's title: the app's name, or the page's on a folded page.
    let headerTitle: UnsafeMutablePointer<GtkWidget>
    /// The motion inspector beside or over the pages (header menu, Ctrl+Shift+M).
    public let motionInspector: MotionInspectorDock
    let primaryMenu = PrimaryMenu()
    /// The banner above everything that says the state could not be saved (the `StateKeeper`
    /// shows it).
    let saveBanner = SaveBanner()

    /// - Parameter state: what the last run left (chat, poll); the `StateKeeper` restores the rest.
    public init(options: DemoOptions, application: UnsafeMutablePointer<GtkApplication>? = nil, state: SavedState = SavedState()) {
        InvalidTextFilter.install()  // before the first text field
        window = Widget(Self.widgetClass.instantiate())
        let toplevel = window.widget
        gtk_window_set_title(toplevel.asWindow, "InputMotion")  // untranslated: the app's name
        gtk_window_set_default_size(toplevel.asWindow, 900, 640)
        if let application { gtk_window_set_application(toplevel.asWindow, application) }

        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(toplevel.asWindow, header)
        headerTitle = gtk_label_new("InputMotion")  // untranslated: the app's name
        gtk_widget_add_css_class(headerTitle, "title")
        gtk_label_set_ellipsize(headerTitle.asLabel, PANGO_ELLIPSIZE_END)
        gtk_header_bar_set_title_widget(Gtk.HeaderBar(header).c, headerTitle)
        backButton = gtk_button_new_from_icon_name("go-previous-symbolic")
        // Header bar buttons are flat, as in GNOME apps (and one frame less to draw at every
        // caret blink under GTK 4.8's cairo renderer).
        gtk_widget_add_css_class(backButton, "flat")
        gtk_widget_set_tooltip_text(backButton, tr("Back to the pages (Alt+Left)"))
        im_accessible_set_label(backButton, tr("Back"))
        gtk_widget_set_visible(backButton, 0)
        gtk_header_bar_pack_start(Gtk.HeaderBar(header).c, backButton)

        pages = LazyPages(stack: pageStack.widget) { page in Self.makeView(for: page, state: state) }

        actions = WindowActions(window: toplevel)
        review = ReviewControls(actions: actions, options: options, window: toplevel)
        gtk_header_bar_pack_end(Gtk.HeaderBar(header).c, primaryMenu.button)
        motionInspector = MotionInspectorDock(pageArea: pageStack.widget)
        // The frame-pacing graph and the onion skin float over the pages.
        motionInspector.addOverlay(review.pacing.root.widget, clearOfSheet: true)
        review.onionSkin = OnionSkin(page: pageStack.widget) { [motionInspector] in motionInspector.addOverlay($0) }
        split = NavigationSplit(list: pageList.root.widget, page: motionInspector.root.widget,
                                bars: [saveBanner.root.widget, review.slowMotionBadge.root.widget])
        gtk_window_set_child(toplevel.asWindow, split.root)

        pageList.onOpen = { [weak self] page in self?.show(page: page) }
        split.onChange = { [weak self] in self?.navigationChanged() }
        Gtk.Button(backButton).onClicked { [weak self] in self?.goBack() }
        motionInspector.attach(to: self) { [weak self] _ in self?.review.activate("motion-inspector") }
        review.showMotionInspector = { [weak self] in self?.motionInspector.setShown($0) }
        installActions()
        installKeyboardToggle(in: header)
        followColorScheme()
        show(page: options.page)
        focusFirstFieldOnMap()
    }

    /// On the first map, focus goes to the visible page's first field, as a fresh start puts
    /// it. Grabbed only before the window was mapped, it did not stay there for a restored page
    /// (shown after the first): it ended in the page's second field (Password on Login, where
    /// typing went into the secret) or on a header button.
    private func focusFirstFieldOnMap() {
        var mapped: SignalConnection?
        mapped = Gtk.AnyWidget(window.widget).onMap { [weak self] in
            mapped?.disconnect()
            guard let self, let page = self.visiblePage else { return }
            self.pages[page]?.focusFirst()
        }
    }

    /// The page in view.
    public var visiblePage: DemoPage? {
        guard let name = gtk_stack_get_visible_child_name(stack.asStack) else { return nil }
        return DemoPage(rawValue: String(cString: name))
    }

    /// The stack holding the pages (and drawing the cross-fade's still): the page area review
    /// tools film.
    public var pageArea: UnsafeMutablePointer<GtkWidget>? { stack }

    /// Whether the outgoing page still fades over the new one (running or paused).
    public var isSwitchingPages: Bool { pageStack.isFading }

    /// The view of a page, built now if it was not yet (tests reach widgets through it).
    package func view(of page: DemoPage) -> (any DemoPageView)? { pages[page] }

    /// The pages built so far (a page is built on its first visit).
    var builtPages: [DemoPage] { pages.built }

    /// `page`'s view if it has been built (without building it).
    package func builtView(of page: DemoPage) -> (any DemoPageView)? { pages.builtView(page) }

    /// Runs `body` with `page`'s view now if it is built, else right after its first visit
    /// builds it.
    package func whenBuilt(_ page: DemoPage, _ body: @escaping @MainActor (any DemoPageView) -> Void) {
        pages.whenBuilt(page, body)
    }

    /// Cross-fades into the page shown from the one before it in the list (the motion
    /// inspector's Replay; focus stays where it is). Nothing on a folded window, which slides.
    func replayCrossfade() {
        guard !split.isFolded, let page = visiblePage,
              let index = DemoPage.allCases.firstIndex(of: page) else { return }
        let other = DemoPage.allCases[index == 0 ? 1 : index - 1]
        _ = pages[other]  // built if it was not
        // Focus in the page is kept out of the round trip and given back as it was.
        let kept = takeFocusOutOfThePage()
        gtk_stack_set_visible_child_name(stack.asStack, other.rawValue)
        // The still is of what the stack last drew: fade once it has drawn the other page.
        let fadeBack: @MainActor () -> Void = { [weak self] in
            guard let self, self.visiblePage == other else { return }
            self.pageStack.fadeFromCurrentPage()
            gtk_stack_set_visible_child_name(self.stack.asStack, page.rawValue)
            if let kept { KeyboardFocus.focusWithoutSelecting(kept.widget) }
        }
        guard gtk_widget_get_mapped(stack) != 0, let clock = gtk_widget_get_frame_clock(stack) else { return fadeBack() }
        Gdk.FrameClock(clock).onNextAfterPaint { fadeBack() }
        gtk_widget_queue_draw(stack)
    }

    /// Takes focus out of the page shown, if it is there, before the stack switches pages, and
    /// returns where it was. GtkStack hands focus that was in the page it hides to the new
    /// page's last focused widget: for a moment that was the chat's field (the keyboard rose
    /// and sank, the draft was selected, Orca read it all), and a replay's round trip ended
    /// with a field's whole text selected.
    @discardableResult
    private func takeFocusOutOfThePage() -> Widget? {
        guard let root = gtk_widget_get_root(stack), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, stack) != 0 else { return nil }
        let kept = Widget(focus)
        gtk_root_set_focus(root, nil)
        return kept
    }

    /// Shows `page` and focuses its first control (sliding the page in on a folded window).
    public func show(page: DemoPage) {
        FieldComposition.commitFocused(in: window.widget)
        // Folded, the slide is the transition; side by side, pages cross-fade on the motion
        // clock (the catalog's timing; none with reduced motion). Only from a page on screen:
        // before the first map (GtkStack shows its first page) there is none to fade from.
        if !split.isFolded, gtk_widget_get_mapped(stack) != 0, let shown = visiblePage, shown != page {
            pageStack.fadeFromCurrentPage()
        }
        takeFocusOutOfThePage()
        gtk_stack_set_visible_child_name(stack.asStack, page.rawValue)
        pageList.setCurrent(page)
        split.openPage()
        navigationChanged()
        pages[page]?.focusFirst()
    }

    /// Whether the page list and the page are folded into one column.
    public var isFolded: Bool { split.isFolded }

    /// Back from a page to the list on a folded window (back button, Alt+Left, Escape);
    /// focus goes to the page's row. Returns whether there was anywhere to go back to.
    @discardableResult
    public func goBack() -> Bool {
        FieldComposition.commitFocused(in: window.widget)
        guard split.back() else { return false }
        if let page = visiblePage, let row = pageList.row(of: page) { _ = gtk_widget_grab_focus(row) }
        return true
    }

    /// A key nothing in the window used (the window's bubble-phase key handler): Escape goes
    /// back on a folded page. Returns whether the key was used. (Internal so tests drive
    /// exactly what the key press runs.)
    func handleUnusedKeyPress(keyval: guint, state: GdkModifierType) -> Bool {
        let modifiers = state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue)
        guard keyval == guint(GDK_KEY_Escape), modifiers == 0 else { return false }
        return goBack()
    }

    /// The header follows the fold: a back button and the page's title on a folded page.
    private func navigationChanged() {
        gtk_widget_set_visible(backButton, split.showsBackButton ? 1 : 0)
        let title = split.showsBackButton ? (visiblePage?.title ?? "InputMotion") : "InputMotion"
        gtk_label_set_text(headerTitle.asLabel, title)
    }

    public func present() { gtk_window_present(window.widget.asWindow) }

    /// The header-bar toggle button that shows or hides the visible page's on-screen keyboard:
    /// pressed while that keyboard is up, however it came up or went (Ctrl+K, Escape, focus).
    public private(set) var keyboardButton: UnsafeMutablePointer<GtkWidget>?

    /// Shows or hides the on-screen keyboard of the visible page, if that page uses one (the
    /// header-bar keyboard button and Ctrl+K).
    public func toggleKeyboard() {
        guard let page = visiblePage, let host = pages[page]?.keyboard else { return }
        let visibleBeforeOpening = host.isVisible
        // Folded on the list, the page comes back first: the keyboard belongs to it.
        if split.isFolded && !split.showsPage { show(page: page) }
        host.toggle(visibleBeforeOpening: visibleBeforeOpening)
    }

    private func installKeyboardToggle(in header: UnsafeMutablePointer<GtkWidget>) {
        // Held by the closures below too: the stack may notify while the window is torn down.
        // A toggle button: screen readers read it with its state (on GTK 4.8 as a check box).
        let held = Widget(im_toggle_button_new()!)
        let button = held.widget
        gtk_button_set_icon_name(button.asButton, "input-keyboard-symbolic")
        gtk_widget_add_css_class(button, "flat")
        // A click must not take focus from the text field the keyboard types into.
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_tooltip_text(button, tr("Show or hide the on-screen keyboard (Ctrl+K)"))
        im_accessible_set_label(button, tr("On-screen keyboard"))
        gtk_header_bar_pack_end(Gtk.HeaderBar(header).c, button)
        // The keyboard's state is the truth: GTK flips the button before "clicked" runs, and
        // the toggle may not happen; setting it back emits "toggled" only, never "clicked".
        let sync: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void = { [weak self] toggle in
            let up = self?.visiblePage.flatMap { self?.pages.builtView($0)?.keyboard }?.isVisible ?? false
            let pressed = Gtk.ToggleButton(toggle).c
            if (gtk_toggle_button_get_active(pressed) != 0) != up { gtk_toggle_button_set_active(pressed, up ? 1 : 0) }
        }
        // The button is alive while it emits: its own handler holds no reference to it (one
        // would keep it, and this handler, past its window).
        Gtk.Button(button).onClicked { [weak self] in
            self?.toggleKeyboard()
            sync(button)
        }
        // Every show and hide of a keyboard page's keyboard is announced before it moves.
        for page in DemoPage.allCases where page.usesKeyboard {
            pages.whenBuilt(page) { view in view.keyboard?.subscribe(transition: { _ in sync(held.widget) }) }
        }
        // Only pages with a keyboard can toggle one; elsewhere the button is not shown (a
        // phone-width header bar needs the room for the page's title).
        let update: @MainActor () -> Void = { [weak self, held] in
            let usable: gboolean = (self?.visiblePage?.usesKeyboard ?? false) ? 1 : 0
            gtk_widget_set_sensitive(held.widget, usable)
            gtk_widget_set_visible(held.widget, usable)
            sync(held.widget)
        }
        Gtk.Stack(stack).onNotify("visible-child") { update() }
        update()
        keyboardButton = button
    }

    /// Puts `.dark` on the window while the theme draws dark, so our own colours (the seed's
    /// near-black placeholder) switch with it; follows theme changes live.
    private func followColorScheme() {
        let update: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            let widget = self.window.widget
            var background = GdkRGBA()
            guard im_lookup_theme_color(widget, "theme_bg_color", &background) != 0 else { return }
            if ColorScheme.isDark(backgroundRed: Double(background.red), green: Double(background.green), blue: Double(background.blue)) {
                gtk_widget_add_css_class(widget, "dark")
            } else {
                gtk_widget_remove_css_class(widget, "dark")
            }
        }
        guard let settings = gtk_settings_get_default() else { return }
        let connections = ["gtk-theme-name", String(cString: im_dark_style_setting())].map {
            Gtk.Settings(settings).onNotify($0) { update() }
        }
        // The settings outlive the window: let go of them with it.
        Gtk.AnyWidget(window.raw).onDestroy { connections.forEach { $0.disconnect() } }
        update()
    }

    private static func makeView(for page: DemoPage, state: SavedState) -> any DemoPageView {
        switch page {
        case .floating:
            FloatingLabelsPage()
        case .placeholder:
            PlaceholderTextPage()
        case .login:
            LoginPage()
        case .chat:
            ChatPage(chat: ChatPage.restoredChat(state.chatMessages))
        case .poll:
            PollPage(options: state.pollOptions)
        }
    }
}

/// The window's actions. `DemoCommand.all` gives each its title, keys and menu place; an
/// action added here needs one line there to get a key, a menu item and a shortcuts entry.
extension DemoWindow {
    func installActions() {
        actions.add("show-page", string: { [weak self] name in
            guard let page = DemoPage(rawValue: name) else { return }
            self?.show(page: page)
        })
        actions.add("toggle-keyboard") { [weak self] in self?.toggleKeyboard() }
        actions.add("show-shortcuts") { [weak self] in
            guard let self else { return }
            ShortcutsWindow.present(over: self.window.widget)
        }
        actions.add("close") { [weak self] in
            guard let self else { return }
            gtk_window_close(self.window.widget.asWindow)
        }
        actions.add("go-back") { [weak self] in self?.goBack() }
        // Escape goes back only when nothing inside took it (the keyboard host hides its
        // keyboard with it first): the bubble phase of the window, not an accelerator.
        let escape = gtk_event_controller_key_new()!
        gtk_widget_add_controller(window.widget, escape)
        Gtk.KeyController(escape).onKeyPressed { [weak self] keyval, state in
            self?.handleUnusedKeyPress(keyval: keyval, state: state) ?? false
        }
    }
}

/// The demo's pages in the window's stack, each built the first time it is shown: start-up
/// builds only the page in view (a chat with its keyboard, a poll, a login form cost time and
/// memory before the first frame otherwise).
///
/// Every page has its frame in the stack from the start, named after it: its `ContentClamp`,
/// empty until the page is shown — from the page list, a shortcut, `show(page:)`, the stack
/// itself — or asked for through the subscript, and, for a page without the keyboard, the
/// scrolled window around it (keyboard pages keep their own layout above the keyboard; the
/// others scroll vertically when the window is shorter than they are). No box holds a place
/// for a page: each would be one more level between every field and the window.
@MainActor
private final class LazyPages {
    private var clamps: [DemoPage: ContentClamp] = [:]
    private var views: [DemoPage: any DemoPageView] = [:]
    private let make: @MainActor (DemoPage) -> any DemoPageView
    /// What waits for a page to be built (`whenBuilt`).
    private var waiting: [DemoPage: [@MainActor (any DemoPageView) -> Void]] = [:]

    /// Adds each page's frame to `stack`. When a page is first needed, `make` builds its view.
    init(stack: UnsafeMutablePointer<GtkWidget>, make: @escaping @MainActor (DemoPage) -> any DemoPageView) {
        self.make = make
        for page in DemoPage.allCases {
            let clamp = ContentClamp()
            gtk_stack_add_titled(stack.asStack, Self.frame(clamp.root, of: page), page.rawValue, page.title)
            clamps[page] = clamp
        }
        // Whoever switches the stack, what it shows is built.
        Gtk.Stack(stack).onNotify("visible-child") { [weak self] in
            guard let name = gtk_stack_get_visible_child_name(stack.asStack),
                  let page = DemoPage(rawValue: String(cString: name)) else { return }
            _ = self?[page]
        }
    }

    private static func frame(_ clamp: UnsafeMutablePointer<GtkWidget>, of page: DemoPage) -> UnsafeMutablePointer<GtkWidget> {
        guard !page.usesKeyboard else { return clamp }
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.asScrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.asScrolledWindow, clamp)
        return scroller
    }

    /// The view of `page`, built now if it was not yet.
    subscript(page: DemoPage) -> (any DemoPageView)? {
        if let view = views[page] { return view }
        guard let clamp = clamps[page] else { return nil }
        let view = make(page)
        views[page] = view
        clamp.hold(page: view.root.widget, intro: PageIntro.label(of: page))
        for body in waiting.removeValue(forKey: page) ?? [] { body(view) }
        return view
    }

    /// `page`'s view if it has been built (without building it).
    func builtView(_ page: DemoPage) -> (any DemoPageView)? { views[page] }

    /// Runs `body` with `page`'s view now if it is built, else right after it is built.
    func whenBuilt(_ page: DemoPage, _ body: @escaping @MainActor (any DemoPageView) -> Void) {
        if let view = views[page] { body(view) } else { waiting[page, default: []].append(body) }
    }

    /// The pages built so far, in sidebar order.
    var built: [DemoPage] { DemoPage.allCases.filter { views[$0] != nil } }
}
