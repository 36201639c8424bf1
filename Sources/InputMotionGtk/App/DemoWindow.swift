import CGtk
import InputMotionCore

/// The demo's window: a header bar, a sidebar of pages, and the pages in a stack.
///
/// It works without a GtkApplication (tests build it directly); the app attaches it with
/// `gtk_window_set_application`. Shortcuts: Ctrl+Q closes it, Alt+1 … Alt+5 switch pages,
/// Ctrl+K shows or hides the on-screen keyboard of a page that has one, Ctrl+Shift+S toggles
/// 10× slow motion and Ctrl+Shift+F the frame-pacing graph.
@MainActor
public final class DemoWindow {
    public let window: Widget
    /// Held (not just pointed at): DemoWindow's methods stay safe after the window is destroyed.
    private let stackWidget: Widget
    private var stack: UnsafeMutablePointer<GtkWidget> { stackWidget.widget }
    private var pages: [DemoPage: any DemoPageView] = [:]
    private var shortcuts: Shortcuts?
    /// Slow motion and frame pacing (header menu, Ctrl+Shift+S, Ctrl+Shift+F).
    let review: ReviewControls

    public init(options: DemoOptions, application: UnsafeMutablePointer<GtkApplication>? = nil) {
        window = Widget(gtk_window_new())
        let toplevel = window.widget
        gtk_window_set_title(toplevel.asWindow, "InputMotion")
        gtk_window_set_default_size(toplevel.asWindow, 900, 640)
        if let application { gtk_window_set_application(toplevel.asWindow, application) }

        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(toplevel.asWindow, header)

        let stack = gtk_stack_new()!
        stackWidget = Widget(stack)
        gtk_stack_set_transition_type(stack.asStack, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
        gtk_widget_set_hexpand(stack, 1)
        gtk_widget_set_vexpand(stack, 1)

        for page in DemoPage.allCases {
            let view = Self.makeView(for: page)
            pages[page] = view
            gtk_stack_add_titled(stack.asStack, view.root.widget, page.rawValue, page.title)
        }

        let sidebar = gtk_stack_sidebar_new()!
        gtk_stack_sidebar_set_stack(OpaquePointer(sidebar), stack.asStack)
        gtk_widget_set_size_request(sidebar, 190, -1)
        gtk_widget_add_css_class(sidebar, "demo-sidebar")

        review = ReviewControls(window: toplevel, options: options)
        gtk_header_bar_pack_end(OpaquePointer(header), review.menuButton)
        // The frame-pacing graph floats over the pages.
        let pageArea = gtk_overlay_new()!
        gtk_overlay_set_child(pageArea.asOverlay, stack)
        gtk_overlay_add_overlay(pageArea.asOverlay, review.pacing.root.widget)

        let body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(body.asBox, sidebar)
        gtk_box_append(body.asBox, gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        gtk_box_append(body.asBox, pageArea)
        gtk_window_set_child(toplevel.asWindow, body)

        installShortcuts()
        installKeyboardToggle(in: header)
        followColorScheme()
        show(page: options.page)
    }

    /// The page in view.
    public var visiblePage: DemoPage? {
        guard let name = gtk_stack_get_visible_child_name(stack.asStack) else { return nil }
        return DemoPage(rawValue: String(cString: name))
    }

    /// The stack holding the pages: the page area review tools film.
    public var pageArea: UnsafeMutablePointer<GtkWidget>? { stack }

    /// Whether the stack is still cross-fading between pages.
    public var isSwitchingPages: Bool { gtk_stack_get_transition_running(stack.asStack) != 0 }

    /// The view of a page (tests reach widgets through it).
    public func view(of page: DemoPage) -> (any DemoPageView)? { pages[page] }

    /// Shows `page` and focuses its first control.
    public func show(page: DemoPage) {
        gtk_stack_set_visible_child_name(stack.asStack, page.rawValue)
        pages[page]?.focusFirst()
    }

    public func present() { gtk_window_present(window.widget.asWindow) }

    /// The header-bar button that shows or hides the visible page's on-screen keyboard.
    public private(set) var keyboardButton: UnsafeMutablePointer<GtkWidget>?

    /// Shows or hides the on-screen keyboard of the visible page, if that page uses one (the
    /// header-bar keyboard button and Ctrl+K).
    public func toggleKeyboard() {
        guard let page = visiblePage, page.usesKeyboard, let host = (pages[page] as? any KeyboardHosting)?.keyboardHost else { return }
        host.toggle()
    }

    private func installKeyboardToggle(in header: UnsafeMutablePointer<GtkWidget>) {
        // Held by the closures below too: the stack may notify while the window is torn down.
        let held = Widget(gtk_button_new_from_icon_name("input-keyboard-symbolic")!)
        let button = held.widget
        // A click must not take focus from the text field the keyboard types into.
        gtk_widget_set_focus_on_click(button, 0)
        gtk_widget_set_tooltip_text(button, "Show or hide the on-screen keyboard (Ctrl+K)")
        im_accessible_set_label(button, "On-screen keyboard")
        gtk_header_bar_pack_end(OpaquePointer(header), button)
        Signal.connect(UnsafeMutableRawPointer(button), "clicked") { [weak self] in self?.toggleKeyboard() }
        // Only pages with a keyboard can toggle one.
        let update: @MainActor () -> Void = { [weak self, held] in
            gtk_widget_set_sensitive(held.widget, (self?.visiblePage?.usesKeyboard ?? false) ? 1 : 0)
        }
        Signal.connect(UnsafeMutableRawPointer(stack), "notify::visible-child") { _ in update() }
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
        let connections = ["notify::gtk-theme-name", "notify::gtk-application-prefer-dark-theme"].map {
            Signal.connect(UnsafeMutableRawPointer(settings), $0) { _ in update() }
        }
        // The settings outlive the window: let go of them with it.
        Signal.connect(window.raw, "destroy") { connections.forEach { $0.disconnect() } }
        update()
    }

    private func installShortcuts() {
        let shortcuts = Shortcuts(on: window.widget)
        shortcuts.add("<Control>q") { [weak self] in
            guard let self else { return }
            gtk_window_close(self.window.widget.asWindow)
        }
        shortcuts.add("<Control>k") { [weak self] in self?.toggleKeyboard() }
        shortcuts.add("<Control><Shift>s") { [weak self] in self?.review.activate("slow-motion") }
        shortcuts.add("<Control><Shift>f") { [weak self] in self?.review.activate("frame-pacing") }
        for (index, page) in DemoPage.allCases.enumerated() {
            shortcuts.add("<Alt>\(index + 1)") { [weak self] in self?.show(page: page) }
        }
        self.shortcuts = shortcuts
    }

    private static func makeView(for page: DemoPage) -> any DemoPageView {
        switch page {
        case .floating:
            FloatingLabelsPage()
        case .placeholder:
            PlaceholderTextPage()
        case .login:
            LoginPage()
        case .chat:
            ChatPage()
        case .poll:
            PollPage()
        }
    }
}
