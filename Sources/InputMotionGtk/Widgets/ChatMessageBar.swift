import CGtk
import InputMotionCore

/// The chat's message bar: a rounded entry and a Send button.
///
/// The entry has a fixed height, `MessageBarMetrics.entryHeight`, so the seed's corner
/// radius — 35 % of the field's height — is a fixed CSS value (`MessageBarMetrics.css`, added
/// to the stylesheet at start-up) rather than a class recomputed at every allocation.
///
/// Return in the entry and the Send button both report the draft through ``onSend``; the
/// page decides (through the `Chat` model) whether it is sent and what the entry keeps.
/// The Send button does not take focus on a click, so sending with the mouse leaves the
/// caret in the entry and the keyboard up, as on a phone.
///
/// A paste too long for the entry (GTK entries hold 65,534 bytes) is cut where
/// `TextFieldCapacity` says, after a whole character (`EntryCapacity`), and a notice above the
/// entry (`.message-notice`, accessible role alert, also announced) says how much was kept, or
/// that the entry is full; it goes when the entry is emptied (by sending, for one).
///
/// ![The message bar on the keyboard](resources/screenshots/phone-chat.png)
///
/// ## CSS nodes
///
///     message-bar.message-bar
///     ├── label.message-notice   (alert, hidden unless a paste was cut)
///     └── box
///         ├── entry.message-entry
///         └── button.suggested-action.send-button
///
/// Accessible role: group. Shows: `TextFieldCapacity`, `Draft` and `MessageBarMetrics` (core).
@MainActor
final class ChatMessageBar {
    /// `InputMotionMessageBar`, CSS name `message-bar`.
    static let widgetClass = WidgetClass(typeName: "InputMotionMessageBar", cssName: "message-bar")

    /// The bar (`.message-bar`).
    let root: Widget
    let entry: UnsafeMutablePointer<GtkWidget>
    let sendButton: UnsafeMutablePointer<GtkWidget>
    /// What happened to a paste the entry could not hold whole (hidden otherwise).
    let notice: UnsafeMutablePointer<GtkWidget>

    /// Return or Send: the entry's text as typed.
    var onSend: @MainActor (String) -> Void = { _ in }

    init() {
        let bar = Self.widgetClass.instantiate(GTK_ORIENTATION_VERTICAL, spacing: 4)
        root = Widget(bar)
        gtk_widget_add_css_class(bar, "message-bar")
        notice = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_ALERT)
        gtk_widget_add_css_class(notice, "message-notice")
        gtk_label_set_wrap(notice.asLabel, 1)
        gtk_label_set_xalign(notice.asLabel, 0)
        gtk_widget_set_visible(notice, 0)
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        gtk_widget_set_parent(notice, bar)
        gtk_widget_set_parent(box, bar)

        entry = gtk_entry_new()
        gtk_widget_add_css_class(entry, "message-entry")
        gtk_widget_set_hexpand(entry, 1)
        gtk_widget_set_size_request(entry, -1, Int32(MessageBarMetrics.entryHeight))
        gtk_widget_set_valign(entry, GTK_ALIGN_CENTER)
        gtk_entry_set_placeholder_text(Gtk.Entry(entry).c, tr("Message"))
        im_accessible_set_label(entry, tr("Message"))

        sendButton = gtk_button_new_with_label(tr("Send"))
        gtk_widget_add_css_class(sendButton, "suggested-action")
        gtk_widget_add_css_class(sendButton, "send-button")
        gtk_widget_set_valign(sendButton, GTK_ALIGN_CENTER)
        gtk_widget_set_focus_on_click(sendButton, 0)

        gtk_box_append(box.asBox, entry)
        gtk_box_append(box.asBox, sendButton)

        Gtk.Entry(entry).onActivate { [weak self] in self?.send() }
        Gtk.Button(sendButton).onClicked { [weak self] in self?.send() }
        EntryCapacity.watch(entry) { [weak self] insertion in self?.show(insertion) }
        Gtk.Editable(entry).onChanged { [weak self] in self?.draftChanged() }
        Gtk.Editable(entry).onNotify("cursor-position") { [weak self] in self?.draftChanged() }
        if let text = KeyboardTyping.textTarget(for: entry) {
            Gtk.Text(text).onPreeditChanged { [weak self] preedit in
                guard let self, preedit != self.visibleDraft.preedit else { return }
                self.visibleDraft.preedit = preedit
                self.onDraftChanged()
            }
        }
        Gtk.Editable(entry).onChanged { [weak self] in
            guard let self, gtk_widget_get_visible(self.notice) != 0,
                  gtk_editable_get_text(self.entry.asEditable).pointee == 0 else { return }
            gtk_widget_set_visible(self.notice, 0)
        }
    }

    /// An insertion the entry could not hold whole went in cut: the notice says so, and
    /// screen readers hear it (at every cut: a key in a full entry says it again).
    private func show(_ insertion: TextFieldCapacity.Insertion) {
        gtk_label_set_text(notice.asLabel, insertion.notice ?? "")
        gtk_widget_set_visible(notice, 1)
        Announcer.announce(insertion.announcement, in: root.widget)
    }

    /// The entry as the writer sees it: its text with the preedit at the caret, kept from
    /// the entry's own reports ("changed", "preedit-changed", the cursor moving).
    private(set) var visibleDraft = Draft()
    /// The text or the preedit changed.
    var onDraftChanged: @MainActor () -> Void = {}

    private func draftChanged() {
        let committed = String(cString: gtk_editable_get_text(entry.asEditable))
        let caret = Int(gtk_editable_get_position(entry.asEditable))
        let changed = Draft(committed: committed, preedit: visibleDraft.preedit, caret: caret)
        guard changed != visibleDraft else { return }
        visibleDraft = changed
        onDraftChanged()
    }

    /// The entry's text; a text set here (restored, or what a send left) has the caret at its end.
    var draft: String {
        get { String(cString: gtk_editable_get_text(entry.asEditable)) }
        set {
            gtk_editable_set_text(entry.asEditable, newValue)
            gtk_editable_set_position(entry.asEditable, -1)
        }
    }

    /// Return or Send (and the capture tool, which cannot wait out GtkButton's 250 ms activate):
    /// what is being composed goes into the text first, so the message is
    /// what the writer sees, whole.
    func send() {
        FieldComposition.of(entry)?.commit()
        onSend(draft)
    }
}
