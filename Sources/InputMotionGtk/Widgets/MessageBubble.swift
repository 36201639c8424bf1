import CGtk
import InputMotionCore

/// One chat message as a bubble: the user's on the trailing side, the partner's on the
/// leading side (so both mirror in right-to-left text), long text wrapping inside a bubble
/// no wider than about 36 characters.
@MainActor
final class MessageBubble {
    /// The bubble: a wrapping label with `.bubble` and `.mine` or `.theirs`.
    let root: Widget
    let message: ChatMessage

    /// - Parameter partnerName: read to screen readers as who wrote a partner's message.
    init(message: ChatMessage, partnerName: String) {
        self.message = message
        let label = gtk_label_new(message.text)!
        root = Widget(label)
        gtk_label_set_wrap(label.asLabel, 1)
        gtk_label_set_wrap_mode(label.asLabel, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_max_width_chars(label.asLabel, 36)
        gtk_label_set_xalign(label.asLabel, 0)
        gtk_label_set_selectable(label.asLabel, 0)
        gtk_widget_add_css_class(label, "bubble")
        let mine = message.author == .me
        gtk_widget_add_css_class(label, mine ? "mine" : "theirs")
        gtk_widget_set_halign(label, mine ? GTK_ALIGN_END : GTK_ALIGN_START)
        im_accessible_set_description(label, mine ? tr("You") : partnerName)
    }

    /// The bubble's text.
    var text: String { message.text }
}
