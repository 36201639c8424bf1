import CGtk
import InputMotionCore

/// The list of the demo's pages, the window's navigation: one row per page, the page in view
/// marked.
///
/// Moving focus through the rows (Tab, Shift+Tab, arrows) never switches pages: the list
/// selects nothing, it only marks the current row. A page opens on Enter or Space on its row,
/// or a click (GtkListBox's `row-activated`), and through ``onOpen`` the window shows it.
///
/// ## CSS nodes
/// `scrolledwindow.page-list` around `list.navigation-sidebar`; each `row` holds a `label`,
/// and the page in view's row has `.current-page`. Accessible roles: list and list items;
/// the current row is marked selected.
@MainActor
final class PageList {
    /// The list in its scrolled window: put it where the list goes.
    let root: Widget
    private let list: UnsafeMutablePointer<GtkWidget>
    private var rows: [DemoPage: UnsafeMutablePointer<GtkWidget>] = [:]
    /// A row was activated: open its page.
    var onOpen: @MainActor (DemoPage) -> Void = { _ in }

    init() {
        let scroller = gtk_scrolled_window_new()!
        root = Widget(scroller)
        gtk_widget_add_css_class(scroller, "page-list")
        gtk_scrolled_window_set_policy(scroller.asScrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // Its natural width is the names' (the split widens the list for larger text).
        gtk_scrolled_window_set_propagate_natural_width(scroller.asScrolledWindow, 1)
        list = gtk_list_box_new()
        gtk_list_box_set_selection_mode(Gtk.ListBox(list).c, GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "navigation-sidebar")
        im_accessible_set_label(list, tr("Pages"))
        for page in DemoPage.allCases {
            let label = gtk_label_new(page.title)!
            gtk_label_set_xalign(label.asLabel, 0)
            gtk_label_set_ellipsize(label.asLabel, PANGO_ELLIPSIZE_END)
            let row = gtk_list_box_row_new()!
            gtk_list_box_row_set_child(Gtk.ListBoxRow(row).c, label)
            gtk_widget_set_name(row, page.rawValue)
            gtk_list_box_append(Gtk.ListBox(list).c, row)
            rows[page] = row
        }
        gtk_scrolled_window_set_child(scroller.asScrolledWindow, list)
        Gtk.ListBox(list).onRowActivated { [weak self] row in
            guard let self else { return }
            if let page = self.rows.first(where: { $0.value == row.widget })?.key { self.onOpen(page) }
        }
    }

    /// Marks `page` as the one in view.
    func setCurrent(_ page: DemoPage) {
        for (each, row) in rows {
            if each == page {
                gtk_widget_add_css_class(row, "current-page")
            } else {
                gtk_widget_remove_css_class(row, "current-page")
            }
            im_accessible_set_selected(row, each == page ? 1 : 0)
        }
    }

    /// The row of `page` (tests, and focus going back to the list).
    func row(of page: DemoPage) -> UnsafeMutablePointer<GtkWidget>? { rows[page] }

    /// Whether `widget` is the list or inside it.
    func contains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == root.widget || gtk_widget_is_ancestor(widget, root.widget) != 0
    }
}
