import CGtk
import InputMotionCore

/// One chat message as a bubble: the user's on the trailing side, the partner's on the
/// leading side (so both mirror in right-to-left text), long text wrapping inside a bubble
/// no wider than about 36 characters.
///
/// A message too long to lay out within a frame shows the beginning `MessagePreview` keeps,
/// and a "Show all" button under it (focusable, so the keyboard reaches it) opens the whole
/// text in a `MessageTextWindow`.
///
/// ![A long message with its Show all button](resources/screenshots/long-message.png)
///
/// ## CSS nodes
///
///     message-bubble.bubble[.mine|.theirs]
///     ├── label                     described as who wrote it
///     └── [button.flat.bubble-more] "Show all", for a shortened message (under the label)
///
/// Accessible role: list item, named "Maya: Sounds good!" (who wrote it, and what it shows);
/// focusable while it is the list's Tab stop (`ChatMessageList`). Shows: `MessagePreview` (core).
@MainActor
final class MessageBubble {
    /// `InputMotionMessageBubble`, CSS name `message-bubble`.
    static let widgetClass = WidgetClass(typeName: "InputMotionMessageBubble", cssName: "message-bubble",
                                         role: GTK_ACCESSIBLE_ROLE_LIST_ITEM, layout: .instance)
    /// The bubble (`message-bubble`): its label, and the "Show all" button of a shortened message.
    let root: Widget
    let message: ChatMessage
    /// What the bubble shows of the message.
    let preview: MessagePreview
    /// The "Show all" button of a shortened message.
    private(set) var showAllButton: UnsafeMutablePointer<GtkWidget>?
    private let partnerName: String

    /// - Parameter partnerName: read to screen readers as who wrote a partner's message.
    init(message: ChatMessage, partnerName: String) {
        self.message = message
        self.partnerName = partnerName
        preview = MessagePreview(text: message.text)
        let label = gtk_label_new(preview.shownText)!
        gtk_label_set_wrap(label.asLabel, 1)
        gtk_label_set_wrap_mode(label.asLabel, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_max_width_chars(label.asLabel, 36)
        gtk_label_set_xalign(label.asLabel, 0)
        gtk_label_set_selectable(label.asLabel, 0)
        let mine = message.author == .me
        let bubble = Self.widgetClass.instantiate()
        gtk_widget_set_parent(label, bubble)
        // A bubble aligned to one side is asked its width for its height as it is allocated.
        // GTK 4.8's box layout answers with two more searches through its label's widths
        // than the label alone makes: a bubble of one label is laid out as GtkBinLayout does
        // (the chat page started on 45 M fewer instructions, 6 %, its labels measured as
        // often as in a plain GTK app).
        let layout = preview.showAllTitle == nil ? gtk_bin_layout_new()! : WidgetClass.boxLayout(GTK_ORIENTATION_VERTICAL, spacing: 4)
        gtk_widget_set_layout_manager(bubble, layout)
        if let title = preview.showAllTitle {
            let button = gtk_button_new_with_label(title)!
            gtk_widget_add_css_class(button, "flat")
            gtk_widget_add_css_class(button, "bubble-more")
            gtk_widget_set_halign(button, GTK_ALIGN_START)
            gtk_widget_set_parent(button, bubble)
            showAllButton = button
        }
        root = Widget(bubble)
        gtk_widget_add_css_class(bubble, "bubble")
        gtk_widget_add_css_class(bubble, mine ? "mine" : "theirs")
        gtk_widget_set_halign(bubble, mine ? GTK_ALIGN_END : GTK_ALIGN_START)
        im_accessible_set_description(label, mine ? tr("You") : partnerName)
        // Focused (walking the list by keyboard), the bubble is read as who wrote it and what it shows.
        im_accessible_set_label(bubble, MessageWalk.spokenText(author: message.author, text: preview.shownText, partnerName: partnerName))
        if let showAllButton {
            Gtk.Button(showAllButton).onClicked { [weak self] in self?.showAll() }
        }
    }

    /// The message's text (all of it, whatever the bubble shows).
    var text: String { message.text }

    /// Opens the whole message in its own window.
    func showAll() {
        let author = message.author == .me ? tr("You") : partnerName
        let parent = gtk_widget_get_root(root.widget).map { Gtk.AnyWidget($0).widget }
        MessageTextWindow.present(text: message.text, title: tr("Message from {author}").filled(["author": author]), over: parent)
    }
}
