import CGtk
import InputMotionCore

/// GTK's theme transitions of fields and buttons (their border and focus colours), slowed by
/// the slow-motion factor: a CSS provider above the theme's, with the durations
/// `SlowMotionChoice.transitionCSS` gives, while slow motion is on (none at 1×). GTK slows
/// its own transitions only through a private function or `GTK_SLOWDOWN` at start, so the
/// durations are set instead.
@MainActor
final class SlowedTransitions {
    private var provider: UnsafeMutablePointer<GtkCssProvider>?
    /// The CSS loaded now ("" at 1×).
    private(set) var css = ""

    /// Plays the theme's transitions `factor` times slower (1: the theme's own).
    func apply(factor: Double) {
        css = SlowMotionChoice.transitionCSS(factor: factor)
        guard let display = gdk_display_get_default() else { return }
        if let provider {
            gtk_style_context_remove_provider_for_display(display, Gtk.StyleProvider(provider).c)
            dropReference(provider)
            self.provider = nil
        }
        guard !css.isEmpty, let next = gtk_css_provider_new() else { return }
        im_css_provider_load_from_string(next, css)
        // Above the app's own style (APPLICATION), below the user's gtk.css.
        gtk_style_context_add_provider_for_display(display, Gtk.StyleProvider(next).c, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
        provider = next
    }

}
