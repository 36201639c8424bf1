import CGtk
import InputMotionCore

/// What the window needs of a page: its root widget, and where focus goes when it is shown.
@MainActor
public protocol DemoPageView: AnyObject {
    var root: Widget { get }
    /// Gives focus to the page's first control (called when the page is shown).
    func focusFirst()
}

/// A simple page: a heading and a line of text (used until a page has a real view).
@MainActor
final class PlaceholderPage: DemoPageView {
    let root: Widget

    init(page: DemoPage, text: String) {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        root = Widget(box)
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
        let heading = gtk_label_new(page.title)!
        gtk_widget_add_css_class(heading, "title-1")
        let body = gtk_label_new(text)!
        gtk_label_set_wrap(body.asLabel, 1)
        gtk_box_append(box.asBox, heading)
        gtk_box_append(box.asBox, body)
    }

    func focusFirst() {}
}
