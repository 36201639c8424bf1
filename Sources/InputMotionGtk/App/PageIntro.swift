import CGtk
import InputMotionCore

/// A page's intro: one line above the page that says what its pattern is and what to try
/// (`DemoPage.intro`), as adwaita-1-demo opens each page with a sentence. `ContentClamp`
/// lays it out above the page.
///
/// ## CSS nodes
///
///     label.page-intro   the intro, wrapped, in the caption colour (4.5:1 in every style)
///
/// Accessible role: the label is read as plain text, before the page's controls.
@MainActor
enum PageIntro {
    /// The intro label of `page`.
    static func label(of page: DemoPage) -> UnsafeMutablePointer<GtkWidget> {
        let intro = gtk_label_new(page.intro)!
        gtk_widget_add_css_class(intro, "page-intro")
        gtk_label_set_wrap(intro.asLabel, 1)
        gtk_label_set_wrap_mode(intro.asLabel, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(intro.asLabel, 0)
        // Never a Tab stop, never selectable: it is read in passing.
        return intro
    }
}
