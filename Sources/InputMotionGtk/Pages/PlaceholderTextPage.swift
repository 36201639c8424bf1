import CGtk
import InputMotionCore

/// The seed's screen: the placeholder text view at the top, 200 px tall.
@MainActor
final class PlaceholderTextPage: DemoPageView {
    let root: Widget
    let textView = PlaceholderTextView(placeholder: tr("Enter a value"), accessibleName: tr("Value"))

    init() {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
        root = Widget(box)
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            set(box, 20)
        }
        gtk_widget_set_size_request(textView.root.widget, -1, 200)
        gtk_box_append(box.asBox, textView.root.widget)
        let note = gtk_label_new(tr("The placeholder stays under the caret until you type, and comes back when the text is empty."))!
        gtk_label_set_wrap(note.asLabel, 1)
        gtk_label_set_xalign(note.asLabel, 0)
        gtk_widget_add_css_class(note, "dim-label")
        gtk_box_append(box.asBox, note)
    }

    func focusFirst() { textView.grabFocus() }
}
