import CGtk
import InputMotionCore

/// Types an on-screen key's action into a GTK text widget exactly as the same key on a
/// physical keyboard does: at the cursor, replacing the selection, and
/// through the widgets' own keybinding signals where they have one (Backspace), so grapheme
/// clusters, selections and read-only fields behave as they do for real keys.
@MainActor
enum KeyboardTyping {
    /// The widget that takes typing for `widget`: a GtkText (entries, password entries and
    /// other editables delegate to one) or a GtkTextView; nil for anything else, or a field
    /// that is not editable.
    static func textTarget(for widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if Gtk.TextView.isInstance(widget) {
            return gtk_text_view_get_editable(widget.asTextView) != 0 ? widget : nil
        }
        guard Gtk.Editable.isInstance(widget) else { return nil }
        // GtkEntry → its GtkText; the chain ends at the editable that does the work.
        var editable = widget.asEditable
        while !Gtk.Text.isInstance(editable), let delegate = gtk_editable_get_delegate(editable) {
            editable = delegate
        }
        let text = UnsafeMutablePointer<GtkWidget>(editable)
        guard Gtk.Text.isInstance(text), gtk_editable_get_editable(editable) != 0 else { return nil }
        return text
    }

    /// Performs `action` on `target` (from `textTarget(for:)`). `.hide` and `.none` are not
    /// about the text and do nothing here; composition (`.compose`, `.endComposition`) is
    /// `ComposingText`'s.
    static func perform(_ action: KeyboardKeyAction, on target: UnsafeMutablePointer<GtkWidget>) {
        switch action {
        case let .insert(text):
            insert(text, into: target)
        case .backspace:
            // GtkText and GtkTextView both bind Backspace to this keybinding signal.
            im_signal_emit_simple(target, "backspace")
        case .returnKey:
            if Gtk.TextView.isInstance(target) {
                insert("\n", into: target)
            } else {
                // What Return does in a GtkText: activates it (the entry forwards "activate",
                // and activates-default is honoured by GtkText's own handler).
                im_signal_emit_simple(target, "activate")
            }
        case .hide, .none, .compose, .endComposition:
            break
        }
    }

    /// Inserts `text` at the cursor, replacing the selection, and leaves the cursor after it.
    /// Whether the app is inserting text now (an on-screen key, a committed composition): the
    /// insertion is not the input method's.
    private(set) static var isInserting = false

    static func insert(_ text: String, into target: UnsafeMutablePointer<GtkWidget>) {
        isInserting = true
        defer { isInserting = false }
        if Gtk.TextView.isInstance(target) {
            let view = target.asTextView
            let buffer = gtk_text_view_get_buffer(view)
            let editable = gtk_text_view_get_editable(view)
            // GtkTextView's own commit path: one user action, selection replaced, caret shown.
            gtk_text_buffer_begin_user_action(buffer)
            _ = gtk_text_buffer_delete_selection(buffer, 1, editable)
            _ = gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, editable)
            gtk_text_buffer_end_user_action(buffer)
            gtk_text_view_scroll_mark_onscreen(view, gtk_text_buffer_get_insert(buffer))
        } else {
            let editable = target.asEditable
            // GtkText's commit path: delete the selection, insert at the cursor, move past it.
            gtk_editable_delete_selection(editable)
            var position = gtk_editable_get_position(editable)
            gtk_editable_insert_text(editable, text, -1, &position)
            gtk_editable_set_position(editable, position)
        }
    }
}
