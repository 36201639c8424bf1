import CGtk
import InputMotionCore

/// The demo's window: a header bar, a sidebar of pages, and the pages in a stack.
///
/// It works without a GtkApplication (tests build it directly); the app attaches it with
/// `gtk_window_set_application`. Shortcuts: Ctrl+Q closes it, Alt+1 … Alt+5 switch pages.
@MainActor
public final class DemoWindow {
    public let window: Widget
    private let stack: UnsafeMutablePointer<GtkWidget>
    private var pages: [DemoPage: any DemoPageView] = [:]
    private var shortcuts: Shortcuts?

    public init(options: DemoOptions, application: UnsafeMutablePointer<GtkApplication>? = nil) {
        window = Widget(gtk_window_new())
        let toplevel = window.widget
        gtk_window_set_title(toplevel.asWindow, "InputMotion")
        gtk_window_set_default_size(toplevel.asWindow, 900, 640)
        if let application { gtk_window_set_application(toplevel.asWindow, application) }

        let header = gtk_header_bar_new()!
        gtk_window_set_titlebar(toplevel.asWindow, header)

        stack = gtk_stack_new()
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

        let body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_append(body.asBox, sidebar)
        gtk_box_append(body.asBox, gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        gtk_box_append(body.asBox, stack)
        gtk_window_set_child(toplevel.asWindow, body)

        installShortcuts()
        show(page: options.page)
    }

    /// The page in view.
    public var visiblePage: DemoPage? {
        guard let name = gtk_stack_get_visible_child_name(stack.asStack) else { return nil }
        return DemoPage(rawValue: String(cString: name))
    }

    /// The view of a page (tests reach widgets through it).
    public func view(of page: DemoPage) -> (any DemoPageView)? { pages[page] }

    /// Shows `page` and focuses its first control.
    public func show(page: DemoPage) {
        gtk_stack_set_visible_child_name(stack.asStack, page.rawValue)
        pages[page]?.focusFirst()
    }

    public func present() { gtk_window_present(window.widget.asWindow) }

    private func installShortcuts() {
        let shortcuts = Shortcuts(on: window.widget)
        shortcuts.add("<Control>q") { [weak self] in
            guard let self else { return }
            gtk_window_close(self.window.widget.asWindow)
        }
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
            PlaceholderPage(page: page, text: "A chat pane that rises with the on-screen keyboard.")
        case .poll:
            PlaceholderPage(page: page, text: "A poll editor whose Return key walks the options.")
        }
    }
}
