import CGtk
import InputMotionCore

/// One option of the poll editor: its number as a prefix (not part of the text) and an entry
/// with the placeholder "Option N", 50 px tall. The page owns the rules; the row reports
/// Return, Backspace-in-empty and edits.
@MainActor
final class PollOptionRow {
    /// The seed's row height.
    static let height: Int32 = 50

    let root: Widget
    let entry: UnsafeMutablePointer<GtkWidget>
    private let number: UnsafeMutablePointer<GtkWidget>

    var onActivate: @MainActor () -> Void = {}
    var onBackspaceInEmpty: @MainActor () -> Void = {}
    var onChanged: @MainActor (String) -> Void = { _ in }
    var onFocus: @MainActor () -> Void = {}

    init(index: Int, text: String) {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        root = Widget(box)
        gtk_widget_set_size_request(box, -1, Self.height)
        number = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_widget_add_css_class(number, "poll-option-number")
        gtk_label_set_xalign(number.asLabel, 1)
        entry = gtk_entry_new()
        gtk_widget_set_hexpand(entry, 1)
        gtk_editable_set_text(entry.asEditable, text)
        gtk_box_append(box.asBox, number)
        gtk_box_append(box.asBox, entry)
        setIndex(index)

        Signal.connect(UnsafeMutableRawPointer(entry), "activate") { [weak self] in self?.onActivate() }
        Signal.connect(UnsafeMutableRawPointer(entry), "changed") { [weak self] in
            guard let self else { return }
            self.onChanged(self.text)
        }
        // Capture phase: see Backspace before the text does (it would do nothing in an empty field).
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(entry, keys)
        Signal.connectKeyPressed(keys) { [weak self] keyval, state in
            guard let self, keyval == UInt32(GDK_KEY_BackSpace), self.text.isEmpty,
                  state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0 else { return false }
            self.onBackspaceInEmpty()
            return true
        }
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(entry, focus)
        Signal.connect(UnsafeMutableRawPointer(focus), "enter") { [weak self] in self?.onFocus() }
    }

    var text: String { String(cString: gtk_editable_get_text(entry.asEditable)) }

    /// Renumbers the row (after an option before it was removed).
    func setIndex(_ index: Int) {
        gtk_label_set_text(number.asLabel, PollEditor.prefix(for: index))
        gtk_entry_set_placeholder_text(im_entry(entry), PollEditor.placeholder(for: index))
        im_accessible_set_label(entry, PollEditor.placeholder(for: index))
    }

    func grabFocus() { _ = gtk_widget_grab_focus(entry) }
}
