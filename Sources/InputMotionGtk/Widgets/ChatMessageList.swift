import CGtk
import InputMotionCore

/// The chat's scrolling list of message bubbles, oldest at the top.
///
/// It keeps showing the newest message when its size changes (keyboard, window resize) or
/// a message arrives, if it was showing it before; a list the user scrolled up keeps its
/// place (`StickToBottom`).
///
/// The page places it through `place(width:top:bottom:lowestBottom:)`, between the header's
/// bottom and the bar's top. While the keyboard slides (`beginSlide`/`endSlide`) the scrolled
/// window keeps one size and is moved, not laid out again, inside a clipping frame
/// (`SlidingList` decides where): a keyboard frame costs the same with 5 messages or 500.
/// A message arriving at the bottom moves the same way (`MessageArrivalMotion`): the list
/// slides up to make room, the new bubble rising from under its bottom edge.
/// For the same reason only some bubbles are drawn, the others being child-invisible (they
/// keep their size and place, and are not mapped), as GTK 4.8's cairo renderer draws every
/// mapped bubble at every frame, clipped but not skipped. The drawn ones are those that
/// show, and at rest with the keyboard up also those a slide down would bring into view
/// (`SlidingList.drawnPart`), so a slide maps and unmaps nothing: mapping a bubble costs
/// more than drawing it hidden through a slide's frames.
///
/// ## CSS nodes
///
///     message-list          the clipping frame the page places
///     └── scrolledwindow.chat-list
///         └── viewport
///             └── box       the bubbles (message-bubble), oldest first
///                 ├── button.flat.chat-earlier   "Show earlier messages (N not shown)"
///                 └── message-bubble …
///
/// **Keyboard.** The list is one Tab stop: one message takes focus (the newest, or where the
/// user last read), Up and Down go message to message and stay at either end, Tab goes on to
/// the message bar. A focused message shows a focus ring.
///
/// **Long conversations.** Only the newest messages have bubbles at first (`ShownHistory`);
/// earlier ones get theirs a step at a time, above the oldest, when the reader scrolls near
/// the top, when the list does not fill its view, or from the Show earlier button, and the
/// reader's place stays where it was.
///
/// Accessible role: the scrolled window is a group named "Messages" around a list, each
/// message an item named who wrote it and its text. Shows: `SlidingList`, `StickToBottom`,
/// `RowsInView`, `MessageWalk` and `ShownHistory` (core).
@MainActor
final class ChatMessageList {
    /// The scrolled window.
    let root: Widget
    /// What the page places: a clipping frame around the scrolled window.
    let frame: Widget
    /// `InputMotionMessageList`, CSS name `message-list`: the bubbles' column, clipped.
    static let widgetClass = WidgetClass(typeName: "InputMotionMessageList", cssName: "message-list", layout: .instance)
    private let clip = LayoutContainer(ChatMessageList.widgetClass)
    private let column: UnsafeMutablePointer<GtkWidget>
    private(set) var bubbles: [MessageBubble] = []
    /// The next layout scrolls to the newest message whatever the offset was (the user sent one).
    private var revealNewestNextLayout = false
    private var sliding = SlidingList()
    /// The scrolled window's place in the frame: y and height.
    private var placement = (y: 0.0, height: Int32(0))
    /// The last placement's header bottom, bar top, and bar top with the keyboard down.
    private var edges = (top: 0.0, bottom: 0.0, lowestBottom: 0.0)
    /// Whether the scrolled window is being allocated (its offset changes then are ours).
    private var allocating = false
    /// What the drawn bubbles were chosen for: the part of the scrolled window drawn, its
    /// offset and content height, and how many bubbles were placed.
    private var drawnFor = (top: -1.0, bottom: -1.0, offset: -1.0, content: -1.0, placed: -1)
    /// The bubbles drawn (child-visible) among the first `drawnPlaced`; those after them are
    /// drawn too, having had no place when the choice was made.
    private var drawn = 0..<0
    private var drawnPlaced = 0
    /// How many bubbles the last layout placed.
    private var laidOut = 0
    /// A bubble drawn out of view because it holds the focus.
    private var keptForFocus: Int?
    /// Which message is the list's one Tab stop, as the user walks the list by keyboard.
    private var walk = MessageWalk(count: 0)
    /// Messages arriving: the list slides up to make room for them.
    private(set) lazy var arrival = MessageArrivalMotion(widget: clip.widget) { [weak self] in self?.clip.queueAllocate() }
    /// Where the scrolled window was last placed in the frame (y), and its height.
    private(set) var scrollerFrame = (y: 0.0, height: Int32(0))
    /// Which messages have bubbles, and the button that gives earlier ones theirs.
    private(set) var history = ShownHistory(count: 0)
    let earlierButton: UnsafeMutablePointer<GtkWidget>
    /// Makes message i's bubble (the page's; nil before `start`).
    private var makeBubble: (@MainActor (Int) -> MessageBubble)?
    /// Earlier bubbles were put above: the next layout keeps the reader's place.
    private var keepPlaceAbove = false
    /// Earlier messages are asked for once the main loop is idle (not inside a layout).
    private var earlierQueued = false

    init() {
        let scroller = gtk_scrolled_window_new()!
        root = Widget(scroller)
        gtk_widget_add_css_class(scroller, "chat-list")
        gtk_scrolled_window_set_policy(scroller.asScrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        // A list of messages, each an item (MessageBubble).
        column = im_box_new_with_role(GTK_ACCESSIBLE_ROLE_LIST)
        gtk_box_set_spacing(column.asBox, Int32(MessageArrival.gap))
        // Unnamed, GTK 4.8 names it by its type ("GtkBox"), and Orca says that.
        im_accessible_set_label(column, tr("Messages"))
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            set(column, 12)
        }
        // Few messages sit at the bottom, next to the message bar, as in a chat app.
        gtk_widget_set_valign(column, GTK_ALIGN_END)
        earlierButton = gtk_button_new_with_label("")
        gtk_widget_add_css_class(earlierButton, "flat")
        gtk_widget_add_css_class(earlierButton, "chat-earlier")
        gtk_widget_set_halign(earlierButton, GTK_ALIGN_CENTER)
        gtk_widget_set_visible(earlierButton, 0)
        gtk_box_append(column.asBox, earlierButton)
        gtk_scrolled_window_set_child(scroller.asScrolledWindow, column)
        im_accessible_set_label(scroller, tr("Messages"))

        frame = clip.container
        gtk_widget_set_overflow(clip.widget, GTK_OVERFLOW_HIDDEN)
        clip.append(scroller)
        clip.measure = { orientation, forSize in LayoutContainer.measure(scroller, orientation, forSize) }
        clip.allocate = { [weak self] width, _ in self?.allocateScroller(width: width) }
        // A scroll is laid out in the frame it happens in: the bubbles coming into view are
        // chosen from where that layout puts them, before the frame is drawn.
        Gtk.Adjustment(adjustment).onValueChanged { [weak self] in
            guard let self, !self.allocating else { return }
            self.clip.queueAllocate()
            self.askForEarlierIfNearTop()
        }
        // Pressed, the button stays where it is, the messages it brings just under it.
        Gtk.Button(earlierButton).onClicked { [weak self] in self?.showEarlier(keepingPlace: false) }
        ArrowKeys.capture(on: column) { [weak self] keyval, state in self?.handleArrow(keyval: keyval, state: state) ?? false }
    }

    /// Up or Down on a message: focus goes to the one before or after it, and stays at the
    /// oldest and newest (`MessageWalk`). Returns whether the key was used. (Internal so tests
    /// run exactly what a key press runs.)
    @discardableResult
    func handleArrow(keyval: guint, state: GdkModifierType) -> Bool {
        guard ArrowKeys.areUnmodified(state) else { return false }
        let step: Int
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: step = -1
        case GDK_KEY_Down, GDK_KEY_KP_Down: step = 1
        default: return false
        }
        // Only on a message itself (a Show all button inside one keeps its own keys).
        guard let focus = focusedWidget, bubbles.contains(where: { $0.root.widget == focus }) else { return false }
        // Up on the oldest shown message goes on to the earlier ones (`ShownHistory`).
        if step < 0, walk.current == 0, history.earlierCount > 0 { showEarlier() }
        let before = walk.current
        if let index = walk.move(by: step, count: bubbles.count) {
            updateTabStop(from: before)
            focusMessage(at: index)
        }
        return true
    }

    /// The message that is the list's Tab stop (tests).
    var tabStop: Int? { walk.current }

    /// Focuses the newest message, which becomes the Tab stop again (a new reading, as the chat
    /// opens); whether there was one to focus.
    @discardableResult
    func focusNewest() -> Bool {
        let before = walk.current
        walk.restart(count: bubbles.count)
        guard let index = walk.current else { return false }
        updateTabStop(from: before)
        focusMessage(at: index)
        return true
    }

    private var focusedWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(root.widget).flatMap { gtk_root_get_focus($0) }
    }

    /// Only the walk's message takes focus: the list is one Tab stop, arrows go within.
    private func updateTabStop(from before: Int?) {
        if let before, before != walk.current, bubbles.indices.contains(before) {
            gtk_widget_set_focusable(bubbles[before].root.widget, 0)
        }
        if let current = walk.current { gtk_widget_set_focusable(bubbles[current].root.widget, 1) }
    }

    /// Focuses a message, drawn first if it was out of view (the viewport then scrolls it in).
    private func focusMessage(at index: Int) {
        let widget = bubbles[index].root.widget
        let previous = keptForFocus
        if gtk_widget_get_child_visible(widget) == 0 {
            gtk_widget_set_child_visible(widget, 1)
            keptForFocus = index
        }
        _ = gtk_widget_grab_focus(widget)
        // The message left, if it was drawn for the focus only, goes back to not drawn.
        if let previous, previous != index, !drawn.contains(previous) {
            if keptForFocus == previous { keptForFocus = nil }
            setDrawn(previous, false)
        }
    }

    /// Starts the list with bubbles for the newest of `count` messages (`ShownHistory`);
    /// `bubble(i)` makes message i's, now or when the reader goes back to it.
    func start(count: Int, bubble: @escaping @MainActor (Int) -> MessageBubble) {
        history = ShownHistory(count: count)
        makeBubble = bubble
        for index in history.firstShown..<count { append(bubble(index), reveal: false) }
        updateEarlierButton()
    }

    /// Gives the next earlier messages their bubbles, above the oldest; `keepingPlace`, the
    /// messages in view stay in view (the offset grows by what came above). Focus stays on the
    /// button while more are left, else goes to the oldest message.
    func showEarlier(keepingPlace: Bool = true) {
        let range = history.showEarlier()
        guard !range.isEmpty, let makeBubble else { return }
        let added = range.map(makeBubble)
        var previous = earlierButton
        for bubble in added {
            // Drawn once placed, if it shows (`drawBubbles`).
            gtk_widget_set_child_visible(bubble.root.widget, 0)
            gtk_box_insert_child_after(column.asBox, bubble.root.widget, previous)
            previous = bubble.root.widget
        }
        bubbles.insert(contentsOf: added, at: 0)
        // Every index the list keeps moves down by as many.
        let shift = added.count
        drawn = (drawn.lowerBound + shift)..<(drawn.upperBound + shift)
        drawnPlaced += shift
        laidOut += shift
        keptForFocus = keptForFocus.map { $0 + shift }
        drawnFor.placed = -1
        walk.prepended(shift)
        keepPlaceAbove = keepingPlace
        let hadFocus = focusedWidget == earlierButton
        updateEarlierButton()
        if hadFocus, gtk_widget_get_visible(earlierButton) == 0, let stop = walk.current {
            // The button went with the last of them: reading goes on from the oldest.
            _ = walk.move(by: -stop, count: bubbles.count)
            updateTabStop(from: stop)
            focusMessage(at: 0)
        }
        clip.queueAllocate()
    }

    private func updateEarlierButton() {
        gtk_button_set_label(earlierButton.asButton, history.showEarlierTitle ?? "")
        gtk_widget_set_visible(earlierButton, history.showEarlierTitle == nil ? 0 : 1)
    }

    /// Near the top (or not filling the view) with earlier messages left: they come once the
    /// main loop is idle (a scroll or layout is not the place to add widgets), and not during a
    /// keyboard slide (the list keeps one size then; the layout after it asks again).
    private func askForEarlierIfNearTop() {
        let state = scrollState
        // Not while the button has focus: the keyboard user presses it, and it stays in view.
        guard !earlierQueued, !sliding.isSliding, focusedWidget != earlierButton,
              history.wantsEarlier(offset: state.offset, viewportHeight: state.viewport) else { return }
        earlierQueued = true
        MainLoop.onIdle { [weak self] in
            guard let self else { return }
            self.earlierQueued = false
            let state = self.scrollState
            if !self.sliding.isSliding, self.history.wantsEarlier(offset: state.offset, viewportHeight: state.viewport) { self.showEarlier() }
        }
    }

    /// Appends a bubble. `reveal`: scroll to it even if the list was scrolled up. `arriving`:
    /// it moves in as a sent message or a reply does, if the list shows its newest message.
    func append(_ bubble: MessageBubble, reveal: Bool, arriving kind: MessageArrival.Kind? = nil) {
        // Focus on a message (the user reading) keeps the Tab stop where it is.
        let reading = focusedWidget.map { focus in bubbles.contains { $0.root.widget == focus } } ?? false
        let showsNewest = isAtBottom && !bubbles.isEmpty
        bubbles.append(bubble)
        gtk_box_append(column.asBox, bubble.root.widget)
        // Not yet laid out, there is nothing to move in from (its height reads 0).
        if let kind, showsNewest {
            let height = newestBubbleHeight
            if height > 0 { arrival.start(kind, bubble: bubble, height: height) }
        }
        if reveal { revealNewestNextLayout = true }
        let before = walk.current
        walk.appended(count: bubbles.count, reading: reading)
        updateTabStop(from: before)
    }

    /// How far below its resting place the newest message is drawn now (px; review tools and
    /// tests read it): its drawn bottom against where a list showing its newest message puts
    /// it, the frame's bottom edge less the column's 12 px margin.
    var drawnNewestShift: Double {
        var bounds = graphene_rect_t()
        guard let newest = bubbles.last, gtk_widget_compute_bounds(newest.root.widget, clip.widget, &bounds) != 0 else { return .nan }
        return Double(bounds.origin.y + bounds.size.height) - Double(gtk_widget_get_height(clip.widget) - 12)
    }

    /// Plays the newest message's arrival again (the motion inspector's Replay), if the list
    /// shows it.
    func replayArrival(_ kind: MessageArrival.Kind) {
        guard let newest = bubbles.last, isAtBottom else { return }
        let height = newestBubbleHeight
        if height > 0 { arrival.start(kind, bubble: newest, height: height, replaying: true) }
    }

    /// The newest bubble's height at the list's width (0 without messages, or before the list
    /// is laid out: newer GTK warns when a widget is measured narrower than its minimum).
    var newestBubbleHeight: Double {
        let width = gtk_widget_get_width(column)
        guard let newest = bubbles.last, width > 0 else { return 0 }
        return Double(LayoutContainer.measure(newest.root.widget, GTK_ORIENTATION_VERTICAL, width).natural)
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
    /// newest message in view if it was. `lowestBottom`: where `bottom` is with the keyboard
    /// down (the bubbles a slide down would show are drawn already).
    func place(width: Int32, top: Double, bottom: Double, lowestBottom: Double) {
        let frame = sliding.frame(top: top, bottom: bottom)
        placement = (frame.y - top, Int32(frame.height))
        edges = (top, bottom, lowestBottom)
        clip.queueAllocate()  // the frame's size may not change, the scrolled window's place does
        let visible = Int32(SlidingList.restingHeight(top: top, bottom: bottom))
        LayoutContainer.place(clip.widget, width: width, height: visible, x: 0, y: top)
    }

    /// Allocates the scrolled window where `placement` says (the adjustment updates its range;
    /// the offset is then set from the numbers before and after); then draws the bubbles
    /// `SlidingList.drawnPart` says.
    private func allocateScroller(width: Int32) {
        let scroller = root.widget
        allocating = true
        defer { allocating = false }
        let before = scrollState
        let wasAtBottom = revealNewestNextLayout
            || StickToBottom.isAtBottom(offset: before.offset, contentHeight: before.content, viewportHeight: before.viewport)
        revealNewestNextLayout = false
        // Arriving messages: taller by their room, drawn as far down as they still have to rise.
        let room = arrival.room
        let (y, height) = (placement.y - Double(room) + arrival.shift, placement.height + room)
        scrollerFrame = (y, height)
        LayoutContainer.place(scroller, width: width, height: height, x: 0, y: y)
        let after = scrollState
        // Bubbles put above push the content down: the reader's place moves with it.
        let growthAbove = keepPlaceAbove ? after.content - before.content : 0
        keepPlaceAbove = false
        let offset = StickToBottom.offsetAfterResize(wasAtBottom: wasAtBottom, offset: before.offset + growthAbove,
                                                     contentHeight: after.content, viewportHeight: after.viewport)
        if offset != after.offset {
            gtk_adjustment_set_value(adjustment, offset)
            // The new offset queued the viewport's allocation while we are inside the page's:
            // allocating the list again (same size) settles it now, before this frame is drawn.
            LayoutContainer.place(scroller, width: width, height: height, x: 0, y: y)
        }
        laidOut = bubbles.count
        var part = sliding.drawnPart(top: edges.top, bottom: edges.bottom, lowestBottom: edges.lowestBottom, atBottom: isAtBottom)
        // While messages arrive, the part above their room comes into view as the list rises.
        if room > 0 { part = (min(part.from, 0), max(part.to, Double(height))) }
        drawBubbles(from: part.from, to: part.to)
        askForEarlierIfNearTop()
    }

    /// Maps the bubbles between `top` and `bottom` (the scrolled window's coordinates, as just
    /// laid out) and unmaps the rest. They are found from the ones drawn last (`RowsInView`),
    /// and only the bubbles whose state changes are touched, so a frame of a slide reads a
    /// handful of bubbles with 5 messages or 500 (and maps none: `SlidingList.drawnPart`).
    private func drawBubbles(from top: Double, to bottom: Double) {
        let state = scrollState
        // Bubbles appended since the last layout have no place yet: they stay drawn (as
        // appended) until they have one.
        let placed = laidOut
        guard (top, bottom, state.offset, state.content, placed) != drawnFor else { return }
        drawnFor = (top, bottom, state.offset, state.content, placed)
        let scroller = root.widget
        let shown = RowsInView.range(count: placed, top: top, bottom: bottom, near: drawn) { index in
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(self.bubbles[index].root.widget, scroller, &bounds)
            return (Double(bounds.origin.y), Double(bounds.origin.y + bounds.size.height))
        }
        let (wasDrawn, wasPlaced) = (drawn, drawnPlaced)
        (drawn, drawnPlaced) = (shown, placed)
        // Drawn before: the bubbles shown then, those that had no place yet, and one kept for
        // the focus.
        if let kept = keptForFocus, !shown.contains(kept), !wasDrawn.contains(kept) {
            keptForFocus = nil
            setDrawn(kept, false)
        }
        for index in wasDrawn where !shown.contains(index) { setDrawn(index, false) }
        for index in wasPlaced..<max(wasPlaced, placed) where !shown.contains(index) { setDrawn(index, false) }
        let newlyDrawn = shown.filter { !wasDrawn.contains($0) }
        for index in newlyDrawn { setDrawn(index, true) }
        // The column's last picture lacks them. Mapping a bubble redraws only the bubble when
        // it was waiting for a redraw already (queued as it went out of view), and GTK then
        // draws the column again only when something else changed in it (a scroll, a resize).
        if !newlyDrawn.isEmpty { gtk_widget_queue_draw(column) }
    }

    /// A bubble holding the focus (its Show all button) stays drawn out of view: GTK takes
    /// the focus from a widget made child-invisible.
    private func setDrawn(_ index: Int, _ drawn: Bool) {
        let widget = bubbles[index].root.widget
        if !drawn, let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
           focus == widget || gtk_widget_is_ancestor(focus, widget) != 0 {
            keptForFocus = index
            return
        }
        if (gtk_widget_get_child_visible(widget) != 0) != drawn { gtk_widget_set_child_visible(widget, drawn ? 1 : 0) }
    }
}
