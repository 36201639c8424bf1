import CGtk
import InputMotionCore

/// The chat's message bar: a rounded entry and a Send button.
///
/// The entry has a fixed height, ``entryHeight``, so the seed's corner radius — 35 % of the
/// field's height — is a fixed CSS value (`.message-entry { border-radius: 14px }`, 0.35 ×
/// 40) rather than a class recomputed at every allocation.
///
/// Return in the entry and the Send button both report the draft through ``onSend``; the
/// page decides (through the `Chat` model) whether it is sent and what the entry keeps.
/// The Send button does not take focus on a click, so sending with the mouse leaves the
/// caret in the entry and the keyboard up, as on a phone.
@MainActor
final class ChatMessageBar {
    /// The entry's height in pixels.
    static let entryHeight: Int32 = 40
    /// The entry's corner radius: 35 % of its height, as the seed. (resources/style.css
    /// holds the same number for `.message-entry`.)
    static let cornerRadius = 0.35 * Double(entryHeight)

    /// The bar (`.message-bar`).
    let root: Widget
    let entry: UnsafeMutablePointer<GtkWidget>
    let sendButton: UnsafeMutablePointer<GtkWidget>

    /// Return or Send: the entry's text as typed.
    var onSend: @MainActor (String) -> Void = { _ in }

    init() {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        root = Widget(box)
        gtk_widget_add_css_class(box, "message-bar")

        entry = gtk_entry_new()
        gtk_widget_add_css_class(entry, "message-entry")
        gtk_widget_set_hexpand(entry, 1)
        gtk_widget_set_size_request(entry, -1, Self.entryHeight)
        gtk_widget_set_valign(entry, GTK_ALIGN_CENTER)
        im_object_set_string(UnsafeMutableRawPointer(entry), "placeholder-text", tr("Message"))
        im_accessible_set_label(entry, tr("Message"))

        sendButton = gtk_button_new_with_label(tr("Send"))
        gtk_widget_add_css_class(sendButton, "suggested-action")
        gtk_widget_add_css_class(sendButton, "send-button")
        gtk_widget_set_valign(sendButton, GTK_ALIGN_CENTER)
        gtk_widget_set_focus_on_click(sendButton, 0)

        gtk_box_append(box.asBox, entry)
        gtk_box_append(box.asBox, sendButton)

        Signal.connect(UnsafeMutableRawPointer(entry), "activate") { [weak self] in self?.send() }
        Signal.connect(UnsafeMutableRawPointer(sendButton), "clicked") { [weak self] in self?.send() }
    }

    /// The entry's text.
    var draft: String {
        get { String(cString: gtk_editable_get_text(entry.asEditable)) }
        set { gtk_editable_set_text(entry.asEditable, newValue) }
    }

    private func send() { onSend(draft) }
}
