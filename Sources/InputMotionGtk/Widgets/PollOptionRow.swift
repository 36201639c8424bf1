import CGtk
import InputMotionCore

/// One option of the poll editor: its number as a prefix (not part of the text) and an entry
/// with the placeholder "Option N", at least `PollLayout.minimumRowHeight` (50 px) tall. The
/// page owns the rules; the row reports Return, Backspace-in-empty, edits and a cut paste.
///
/// ## CSS nodes
///
///     poll-option
///     ├── label.poll-option-number   presentation
///     └── entry                      named "Option N"
///
/// Accessible role: group. Shows an option of `PollEditor` (core).
@MainActor
final class PollOptionRow {
    /// `InputMotionPollOption`, CSS name `poll-option`.
    static let widgetClass = WidgetClass(typeName: "InputMotionPollOption", cssName: "poll-option")
    let root: Widget
    let entry: UnsafeMutablePointer<GtkWidget>
    private let number: UnsafeMutablePointer<GtkWidget>

    var onActivate: @MainActor () -> Void = {}
    var onBackspaceInEmpty: @MainActor () -> Void = {}
    var onChanged: @MainActor (String) -> Void = { _ in }
    var onFocus: @MainActor () -> Void = {}
    /// An insertion the entry could not hold whole went in cut (`EntryCapacity`).
    var onInsertionCut: @MainActor (TextFieldCapacity.Insertion) -> Void = { _ in }

    init(index: Int, text: String) {
        let box = Self.widgetClass.instantiate(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        root = Widget(box)
        gtk_widget_set_size_request(box, -1, Int32(PollLayout.minimumRowHeight))
        number = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_widget_add_css_class(number, "poll-option-number")
        gtk_label_set_xalign(number.asLabel, 1)
        entry = gtk_entry_new()
        gtk_widget_set_hexpand(entry, 1)
        gtk_editable_set_text(entry.asEditable, text)
        gtk_widget_set_parent(number, box)
        gtk_widget_set_parent(entry, box)
        setIndex(index)

        // Return walks on with the whole option: what is being composed goes in first.
        Gtk.Entry(entry).onActivate { [weak self] in
            guard let self else { return }
            FieldComposition.of(self.entry)?.commit()
            self.onActivate()
        }
        Gtk.Editable(entry).onChanged { [weak self] in
            guard let self else { return }
            self.onChanged(self.text)
        }
        // The text's own "backspace" keybinding signal: emitted by the Backspace key and by
        // the on-screen keyboard's backspace key alike, before the text handles it.
        if let text = gtk_editable_get_delegate(entry.asEditable) {
            Gtk.Text(text).onBackspace { [weak self] in
                guard let self, self.text.isEmpty else { return }
                self.onBackspaceInEmpty()
            }
        }
        EntryCapacity.watch(entry) { [weak self] insertion in self?.onInsertionCut(insertion) }
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(entry, focus)
        Gtk.FocusController(focus).onEnter { [weak self] in self?.onFocus() }
    }

    var text: String { String(cString: gtk_editable_get_text(entry.asEditable)) }

    /// Renumbers the row (after an option before it was removed).
    func setIndex(_ index: Int) {
        gtk_label_set_text(number.asLabel, PollEditor.prefix(for: index))
        gtk_entry_set_placeholder_text(Gtk.Entry(entry).c, PollEditor.placeholder(for: index))
        im_accessible_set_label(entry, PollEditor.placeholder(for: index))
    }

    func grabFocus() { _ = gtk_widget_grab_focus(entry) }
}
