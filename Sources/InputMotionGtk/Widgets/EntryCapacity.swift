import CGtk
import InputMotionCore

/// Keeps what goes into a GTK entry to what it can hold (`TextFieldCapacity`): an insertion
/// that does not fit whole goes in cut after its last whole character that fits, and the
/// caller hears of the cut (to show and announce its notice) instead of GTK dropping the
/// rest of a paste, or a key, without a word.
@MainActor
enum EntryCapacity {
    /// Watches insertions into `entry`; `onCut` runs after the kept part went in (so a
    /// "changed" handler clearing a notice runs before the notice is set).
    static func watch(_ entry: UnsafeMutablePointer<GtkWidget>, onCut: @escaping @MainActor (TextFieldCapacity.Insertion) -> Void) {
        guard let text = gtk_editable_get_delegate(entry.asEditable) else { return }
        Gtk.Text(text).onInsertText { inserted, position in
            let insertion = TextFieldCapacity.gtkEntry.inserting(inserted, intoFieldOf: strlen(gtk_editable_get_text(text)))
            guard insertion.isCut else { return false }
            if !insertion.kept.isEmpty { gtk_editable_insert_text(text, insertion.kept, -1, position) }  // fits: not cut again
            onCut(insertion)
            return true
        }
    }
}
