import CGtk
import InputMotionCore

/// A page with its intro above it: one line that says what the page's pattern is and what to
/// try (`DemoPage.intro`), as adwaita-1-demo opens each page with a sentence. The page keeps
/// the rest of the height; a page centred in its height is centred with its intro above it.
///
/// ## CSS nodes
///
///     box
///     ├── label.page-intro   the intro, wrapped, in the caption colour (4.5:1 in every style)
///     └── the page
///
/// Accessible role: the label is read as plain text, before the page's controls.
@MainActor
enum PageIntro {
    /// `page` under its intro, in a vertical box.
    static func wrap(_ content: UnsafeMutablePointer<GtkWidget>, of page: DemoPage) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let intro = gtk_label_new(page.intro)!
        gtk_widget_add_css_class(intro, "page-intro")
        gtk_label_set_wrap(intro.asLabel, 1)
        gtk_label_set_wrap_mode(intro.asLabel, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(intro.asLabel, 0)
        // Never a Tab stop, never selectable: it is read in passing.
        gtk_box_append(box.asBox, intro)
        if gtk_widget_get_valign(content) == GTK_ALIGN_CENTER {
            // A page centred in its height is centred with its intro, just above it.
            gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(content, GTK_ALIGN_FILL)
        } else {
            gtk_widget_set_vexpand(content, 1)
        }
        gtk_box_append(box.asBox, content)
        return box
    }
}
