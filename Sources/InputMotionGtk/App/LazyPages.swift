import CGtk
import InputMotionCore

/// The demo's pages in the window's stack, each built the first time it is shown: start-up
/// builds only the page in view (a chat with its keyboard, a poll, a login form cost time and
/// memory before the first frame otherwise).
///
/// Every page has a named slot in the stack from the start; a slot is an empty homogeneous
/// box (which gives its one child the whole page) until its page is shown — from the page
/// list, a shortcut, `show(page:)`, the stack itself — or asked for through the subscript.
@MainActor
final class LazyPages {
    private var slots: [DemoPage: UnsafeMutablePointer<GtkWidget>] = [:]
    private var views: [DemoPage: any DemoPageView] = [:]
    /// What the window wrapped each built page in (held for the window's life).
    private var wrappers: [AnyObject] = []
    private let make: @MainActor (DemoPage) -> any DemoPageView
    /// What waits for a page to be built (`whenBuilt`).
    private var waiting: [DemoPage: [@MainActor (any DemoPageView) -> Void]] = [:]
    private let wrap: @MainActor (DemoPage, any DemoPageView) -> (UnsafeMutablePointer<GtkWidget>, AnyObject?)

    /// Adds a slot per page to `stack`. When a page is first needed, `make` builds its view
    /// and `wrap` puts it in what the stack shows (returning that widget, and an object to
    /// keep alive with the window, if any).
    init(stack: UnsafeMutablePointer<GtkWidget>, make: @escaping @MainActor (DemoPage) -> any DemoPageView,
         wrap: @escaping @MainActor (DemoPage, any DemoPageView) -> (UnsafeMutablePointer<GtkWidget>, AnyObject?)) {
        self.make = make
        self.wrap = wrap
        for page in DemoPage.allCases {
            let slot = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_set_homogeneous(slot.asBox, 1)
            gtk_stack_add_titled(stack.asStack, slot, page.rawValue, page.title)
            slots[page] = slot
        }
        // Whoever switches the stack, what it shows is built.
        Gtk.Stack(stack).onNotify("visible-child") { [weak self] in
            guard let name = gtk_stack_get_visible_child_name(stack.asStack),
                  let page = DemoPage(rawValue: String(cString: name)) else { return }
            _ = self?[page]
        }
    }

    /// The view of `page`, built now if it was not yet.
    subscript(page: DemoPage) -> (any DemoPageView)? {
        if let view = views[page] { return view }
        guard let slot = slots[page] else { return nil }
        let view = make(page)
        views[page] = view
        let (shown, wrapper) = wrap(page, view)
        if let wrapper { wrappers.append(wrapper) }
        gtk_box_append(slot.asBox, shown)
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
