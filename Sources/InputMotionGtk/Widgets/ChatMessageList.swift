import CGtk
import InputMotionCore

/// The chat's scrolling list of message bubbles, oldest at the top.
///
/// It keeps showing the newest message when its size changes (keyboard, window resize) or
/// a message arrives, if it was showing it before; a list the user scrolled up keeps its
/// place (`StickToBottom`). The page allocates it through `place(width:height:y:)`, which
/// reads the adjustment before and after the new size takes effect.
@MainActor
final class ChatMessageList {
    /// The scrolled window.
    let root: Widget
    private let column: UnsafeMutablePointer<GtkWidget>
    private(set) var bubbles: [MessageBubble] = []
    /// The next layout scrolls to the newest message whatever the offset was (the user sent one).
    private var revealNewestNextLayout = false

    init() {
        let scroller = gtk_scrolled_window_new()!
        root = Widget(scroller)
        gtk_widget_add_css_class(scroller, "chat-list")
        gtk_scrolled_window_set_policy(scroller.asScrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            set(column, 12)
        }
        // Few messages sit at the bottom, next to the message bar, as in a chat app.
        gtk_widget_set_valign(column, GTK_ALIGN_END)
        gtk_scrolled_window_set_child(scroller.asScrolledWindow, column)
        im_accessible_set_label(scroller, tr("Messages"))
    }

    /// Appends a bubble. `reveal`: scroll to it even if the list was scrolled up.
    func append(_ bubble: MessageBubble, reveal: Bool) {
        bubbles.append(bubble)
        gtk_box_append(column.asBox, bubble.root.widget)
        if reveal { revealNewestNextLayout = true }
    }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(root.widget.asScrolledWindow) }

    /// The scroll offset, the content's height and the viewport's height, as now laid out.
    var scrollState: (offset: Double, content: Double, viewport: Double) {
        let adjustment = self.adjustment
        return (gtk_adjustment_get_value(adjustment), gtk_adjustment_get_upper(adjustment), gtk_adjustment_get_page_size(adjustment))
    }

    /// Whether the newest message is in view.
    var isAtBottom: Bool {
        let state = scrollState
        return StickToBottom.isAtBottom(offset: state.offset, contentHeight: state.content, viewportHeight: state.viewport)
    }

    /// Allocates the list at `width` × `height`, `y` down the page, and keeps the newest
    /// message in view if it was (the allocation updates the adjustment's range; the offset
    /// is then set from the numbers before and after).
    func place(width: Int32, height: Int32, y: Double) {
        let before = scrollState
        let wasAtBottom = revealNewestNextLayout
            || StickToBottom.isAtBottom(offset: before.offset, contentHeight: before.content, viewportHeight: before.viewport)
        revealNewestNextLayout = false
        LayoutContainer.place(root.widget, width: width, height: height, x: 0, y: y)
        let after = scrollState
        let offset = StickToBottom.offsetAfterResize(wasAtBottom: wasAtBottom, offset: before.offset,
                                                     contentHeight: after.content, viewportHeight: after.viewport)
        guard offset != after.offset else { return }
        gtk_adjustment_set_value(adjustment, offset)
        // The new offset queued the viewport's allocation while we are inside the page's:
        // allocating the list again (same size) settles it now, before this frame is drawn.
        LayoutContainer.place(root.widget, width: width, height: height, x: 0, y: y)
    }
}
