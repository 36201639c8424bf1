import CGtk
import InputMotionCore

/// Says a core `Announcement` to screen readers, from the widget that has keyboard focus in
/// the window (`im_accessible_announce` in the shim: an announcement on GTK ≥ 4.14, the
/// focused widget's description for a moment on GTK 4.8).
///
/// It speaks once the main loop is idle, after every focus move the same change makes (a
/// failed submit focusing the field, Escape returning focus from the keys): so the words come
/// after what focus says, from the new focus, rather than being cut off by it.
@MainActor
enum Announcer {
    /// The last text handed over (tests read it, and clear it first).
    static var lastText: String?

    /// Announces `announcement` in the window of `widget` (nothing for nil, or a widget that
    /// is in no window or not on screen by then: a page left behind says nothing).
    static func announce(_ announcement: Announcement?, in widget: UnsafeMutablePointer<GtkWidget>) {
        guard let announcement, let root = gtk_widget_get_root(widget) else { return }
        let window = Widget(Gtk.AnyWidget(root).widget), source = Widget(widget)
        let text = announcement.text
        MainLoop.onIdle {
            guard gtk_widget_get_mapped(source.widget) != 0, let target = focusedAccessible(in: window.widget) else { return }
            // A field that shows this error already says it: its description changed, or
            // focus reads it (the invalid field).
            guard String(cString: im_accessible_get_description(target)) != text else { return }
            lastText = text
            im_accessible_announce(target, text)
        }
    }

    /// Announces `announcement` now if `widget` is on screen, else the first time it is mapped
    /// (a notice that is there from the start, such as one about what a saved state held, is
    /// heard when its page shows).
    static func announceWhenShown(_ announcement: Announcement, in widget: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_mapped(widget) == 0 else { return announce(announcement, in: widget) }
        var told = false
        Gtk.AnyWidget(widget).onMap {
            guard !told else { return }
            told = true
            announce(announcement, in: widget)
        }
    }

    /// The focused widget as screen readers see it: the entry, not the GtkText inside it
    /// that holds the focus; the window itself when nothing in it has focus (Stop typing
    /// leaves none), where screen readers then are.
    private static func focusedAccessible(in window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let toplevel = Gtk.Window.ifInstance(window) else { return nil }
        guard let focus = gtk_window_get_focus(toplevel.c) else { return window }
        if Gtk.Text.isInstance(focus), let parent = gtk_widget_get_parent(focus), Gtk.Editable.isInstance(parent) {
            return parent
        }
        return focus
    }
}
