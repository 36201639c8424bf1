import CGtk
import InputMotionCore

/// The banner at the top of the window that says the state could not be saved, and why, with
/// a Retry button. It shows a core `SaveStatus` (which decides when it shows and what it
/// says); it is a revealer, a label and a button styled as a banner, because GtkInfoBar is
/// deprecated from GTK 4.10 and AdwBanner is not in GTK.
///
/// ## CSS nodes
///
///     revealer
///     └── box.save-banner
///         ├── label
///         └── button            Retry
@MainActor
final class SaveBanner {
    /// The revealer, first in the window's column.
    let root: Widget
    let label: UnsafeMutablePointer<GtkWidget>
    let retryButton: UnsafeMutablePointer<GtkWidget>
    /// Retry was pressed.
    var onRetry: (@MainActor () -> Void)?

    init() {
        root = Widget(gtk_revealer_new()!)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12)!
        gtk_widget_add_css_class(box, "save-banner")
        label = gtk_label_new(nil)
        // Wrapped, never ellipsized: the reason (with its path) must be readable at 360 px.
        gtk_label_set_wrap(label.asLabel, 1)
        gtk_label_set_wrap_mode(label.asLabel, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(label.asLabel, 0)
        gtk_label_set_selectable(label.asLabel, 0)
        gtk_widget_set_hexpand(label, 1)
        gtk_box_append(box.asBox, label)
        retryButton = gtk_button_new_with_label(tr("Retry"))
        gtk_widget_set_valign(retryButton, GTK_ALIGN_CENTER)
        gtk_widget_set_tooltip_text(retryButton, tr("Try to save your changes again now"))
        gtk_box_append(box.asBox, retryButton)
        let revealer = Gtk.Revealer(root.widget).c
        gtk_revealer_set_child(revealer, box)
        gtk_revealer_set_transition_type(revealer, GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
        gtk_revealer_set_reveal_child(revealer, 0)
        Gtk.Button(retryButton).onClicked { [weak self] in self?.onRetry?() }
    }

    /// GtkRevealer's own slide, in milliseconds.
    private static let slideDuration: guint = 250

    /// Whether keyboard focus is in the banner (on Retry).
    var hasFocus: Bool { gtk_widget_has_focus(retryButton) != 0 }

    /// Whether the banner is shown (or sliding in).
    var isShown: Bool { gtk_revealer_get_reveal_child(Gtk.Revealer(root.widget).c) != 0 }

    /// Shows `status`: the banner with its words while saving fails, nothing once it is saved.
    func show(_ status: SaveStatus) {
        let revealer = Gtk.Revealer(root.widget).c
        // Reduced motion: the banner appears and goes without sliding. A slide of no length,
        // not GTK_REVEALER_TRANSITION_TYPE_NONE: with that, a hidden revealer keeps its
        // child's height, a blank band across the top of every page.
        gtk_revealer_set_transition_duration(revealer, MotionContext.shared.environment.reducedMotion ? 0 : Self.slideDuration)
        if let text = status.bannerText { gtk_label_set_text(label.asLabel, text) }
        gtk_revealer_set_reveal_child(revealer, status.showsBanner ? 1 : 0)
    }
}
