import CGtk
import InputMotionCore

/// The chat's scrolling list of message bubbles, oldest at the top.
///
/// It keeps showing the newest message when its size changes (keyboard, window resize) or
/// a message arrives, if it was showing it before; a list the user scrolled up keeps its
/// place (`StickToBottom`).
///
/// The page places it through `place(width:top:bottom:)`, between the header's bottom and
/// the bar's top. While the keyboard slides (`beginSlide`/`endSlide`) the scrolled window
/// keeps one size and is moved, not laid out again, inside a clipping frame (`SlidingList`
/// decides where): a keyboard frame costs the same with 5 messages or 500. For the same
/// reason only the bubbles within a viewport's height of the visible ones are drawn (the
/// others are child-invisible: they keep their size and place, and are not mapped), as
/// GTK 4.8's renderers would otherwise walk every bubble's text at every frame.
@MainActor
final class ChatMessageList {
    /// The scrolled window.
    let root: Widget
    /// What the page places: a clipping frame around the scrolled window.
    let frame: Widget
    private let clip = LayoutContainer()
    private let column: UnsafeMutablePointer<GtkWidget>
    private(set) var bubbles: [MessageBubble] = []
    /// The next layout scrolls to the newest message whatever the offset was (the user sent one).
    private var revealNewestNextLayout = false
    private var sliding = SlidingList()
    /// The scrolled window's place in the frame: y and height.
    private var placement = (y: 0.0, height: Int32(0))
    /// What the drawn bubbles were chosen for: offset, viewport height, bubble count.
    private var drawnFor = (offset: -1.0, viewport: -1.0, count: -1)

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

        frame = clip.container
        gtk_widget_set_overflow(clip.widget, GTK_OVERFLOW_HIDDEN)
        clip.append(scroller)
        clip.measure = { orientation, forSize in LayoutContainer.measure(scroller, orientation, forSize) }
        clip.allocate = { [weak self] width, _ in self?.allocateScroller(width: width) }
        Signal.connect(UnsafeMutableRawPointer(adjustment), "value-changed") { [weak self] in self?.drawOnlyBubblesNearView() }
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

    /// A keyboard slide starts: below the header's bottom `top`, the bar's top goes from
    /// `start` to `end` (page coordinates).
    func beginSlide(top: Double, from start: Double, to end: Double) {
        sliding.begin(top: top, from: start, to: end, pinnedToBottom: revealNewestNextLayout || isAtBottom)
    }

    /// The slide ended: the next placement lays the list out at its resting size.
    func endSlide() { sliding.end() }

    /// Whether a keyboard slide is under way.
    var isSliding: Bool { sliding.isSliding }

    /// Places the list `width` wide between `top` and `bottom` (page coordinates), keeping the
    /// newest message in view if it was.
    func place(width: Int32, top: Double, bottom: Double) {
        let frame = sliding.frame(top: top, bottom: bottom)
        placement = (frame.y - top, Int32(frame.height))
        clip.queueAllocate()  // the frame's size may not change, the scrolled window's place does
        let visible = Int32(SlidingList.restingHeight(top: top, bottom: bottom))
        LayoutContainer.place(clip.widget, width: width, height: visible, x: 0, y: top)
    }

    /// Allocates the scrolled window where `placement` says (the adjustment updates its range;
    /// the offset is then set from the numbers before and after).
    private func allocateScroller(width: Int32) {
        let scroller = root.widget
        let before = scrollState
        let wasAtBottom = revealNewestNextLayout
            || StickToBottom.isAtBottom(offset: before.offset, contentHeight: before.content, viewportHeight: before.viewport)
        revealNewestNextLayout = false
        let (y, height) = placement
        LayoutContainer.place(scroller, width: width, height: height, x: 0, y: y)
        let after = scrollState
        let offset = StickToBottom.offsetAfterResize(wasAtBottom: wasAtBottom, offset: before.offset,
                                                     contentHeight: after.content, viewportHeight: after.viewport)
        if offset != after.offset {
            gtk_adjustment_set_value(adjustment, offset)
            // The new offset queued the viewport's allocation while we are inside the page's:
            // allocating the list again (same size) settles it now, before this frame is drawn.
            LayoutContainer.place(scroller, width: width, height: height, x: 0, y: y)
        }
        drawOnlyBubblesNearView()
    }

    /// Maps the bubbles within one viewport height of the view, and unmaps the rest.
    private func drawOnlyBubblesNearView() {
        let state = scrollState
        guard (state.offset, state.viewport, bubbles.count) != drawnFor else { return }
        drawnFor = (state.offset, state.viewport, bubbles.count)
        let low = state.offset - state.viewport, high = state.offset + 2 * state.viewport
        for bubble in bubbles {
            let widget = bubble.root.widget
            var bounds = graphene_rect_t()
            // A bubble not laid out yet has no bounds: draw it until it is.
            let near = gtk_widget_compute_bounds(widget, column, &bounds) == 0
                || (Double(bounds.origin.y + bounds.size.height) >= low && Double(bounds.origin.y) <= high)
            if (gtk_widget_get_child_visible(widget) != 0) != near { gtk_widget_set_child_visible(widget, near ? 1 : 0) }
        }
    }
}
