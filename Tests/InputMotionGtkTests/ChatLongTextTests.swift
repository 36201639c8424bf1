import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Long text on the chat page: bubbles show a preview with the rest one key press away, and
/// a paste the entry cannot hold is cut after a whole character with a notice; plus what
/// keeps a keyboard frame's cost flat with many messages.
final class ChatLongTextTests: XCTestCase {
    /// A long message: "word " 400 times (2,000 characters), trimmed of its last space when
    /// sent. (The core's tests and the bench take 64 KB; kept small here so the accessibility
    /// bus of the later tests is not flooded.)
    private static let longText = String(repeating: "word ", count: 400)

    func testALongMessageShowsItsBeginningAndShowAllOpensTheWholeText() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            page.bar.draft = Self.longText
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.entry), "activate")
            MainLoop.drain()
            guard let bubble = page.list.bubbles.last else { return XCTFail("no bubble") }
            // Trimmed: 1,999 characters sent; the bubble shows "word " × 119 + "word" + "…".
            XCTAssertEqual(bubble.text.count, 1_999)
            XCTAssertEqual(bubble.preview.shownText.count, 600)
            guard let button = bubble.showAllButton else { return XCTFail("no Show all button") }
            XCTAssertEqual(String(cString: gtk_button_get_label(button.asButton)), "Show All (1,400 more characters)")
            XCTAssertNotEqual(gtk_widget_get_focusable(button), 0, "the keyboard reaches it")

            let before = Self.toplevels()
            im_signal_emit_simple(UnsafeMutableRawPointer(button), "clicked")
            MainLoop.drain()
            let opened = Self.toplevels().subtracting(before)
            XCTAssertEqual(opened.count, 1, "one window opens")
            guard let shown = opened.first.map({ UnsafeMutablePointer<GtkWidget>(bitPattern: $0)! }) else { return }
            XCTAssertEqual(String(cString: gtk_window_get_title(shown.asWindow)), "Message from You")
            let view = gtk_root_get_focus(OpaquePointer(shown))!
            XCTAssertTrue(Gtk.TextView.isInstance(view), "focus starts in the text")
            let buffer = gtk_text_view_get_buffer(view.asTextView)
            XCTAssertEqual(gtk_text_buffer_get_char_count(buffer), 1_999, "the whole message")
            XCTAssertEqual(gtk_text_view_get_editable(view.asTextView), 0, "read-only")
            // Escape closes it.
            GtkTest.show(shown)
            XCTAssertTrue(Self.press(GDK_KEY_Escape, in: shown))
            MainLoop.iterate(until: { !Self.toplevels().contains(Int(bitPattern: shown)) })
            XCTAssertFalse(Self.toplevels().contains(Int(bitPattern: shown)), "closed")
        }
    }

    func testAShortMessageIsOneLabelWithNoShowAll() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            page.bar.draft = "see you"
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.entry), "activate")
            XCTAssertNil(page.list.bubbles.last?.showAllButton)
            // The bubble (a message-bubble) holds one label and nothing else.
            let child = page.list.bubbles.last.flatMap { gtk_widget_get_first_child($0.root.widget) }
            XCTAssertTrue(child.map { Gtk.Label.isInstance($0) } ?? false, "a label")
            XCTAssertNil(child.flatMap { gtk_widget_get_next_sibling($0) }, "and only that")
        }
    }

    func testAPasteTheEntryCannotHoldIsCutAndTheUserIsTold() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            XCTAssertEqual(gtk_widget_get_visible(page.bar.notice), 0)
            page.bar.draft = "Hi "  // 3 bytes already there
            // 70,000 "ü" (2 bytes each) pasted at the end: 65,531 bytes of room keep 32,765.
            var position: Int32 = 3
            gtk_editable_insert_text(page.bar.entry.asEditable, String(repeating: "ü", count: 70_000), -1, &position)
            XCTAssertEqual(page.bar.draft, "Hi " + String(repeating: "ü", count: 32_765))
            XCTAssertEqual(position, 3 + 32_765, "the cursor follows what was inserted")
            XCTAssertNotEqual(gtk_widget_get_visible(page.bar.notice), 0)
            XCTAssertEqual(String(cString: gtk_label_get_text(page.bar.notice.asLabel)),
                           "Too long for this field: kept the first 32,765 of 70,000 characters.")
            // Sending empties the entry and the notice goes.
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.entry), "activate")
            XCTAssertEqual(page.bar.draft, "")
            XCTAssertEqual(gtk_widget_get_visible(page.bar.notice), 0)
        }
    }

    func testAPasteThatFitsIsInsertedWholeWithoutANotice() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            var position: Int32 = 0
            gtk_editable_insert_text(page.bar.entry.asEditable, "a\u{301} 한국어", -1, &position)
            XCTAssertEqual(page.bar.draft, "a\u{301} 한국어")
            XCTAssertEqual(gtk_widget_get_visible(page.bar.notice), 0)
        }
    }

    /// While the keyboard slides, the message list keeps its size (nothing in it is laid out
    /// again) and, showing the newest message, moves with the bar; at rest it fits the space.
    func testASlideMovesTheListWithoutResizingIt() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 40))
            defer { ChatTest.close(window) }
            let scroller = page.list.root.widget
            let restingHeight = gtk_widget_get_height(scroller)
            _ = gtk_widget_grab_focus(page.bar.entry)
            var heights: Set<Int32> = [], gaps: [Double] = [], sliding = 0
            GtkTest.eachFrame(of: window.widget) { _ in
                guard page.keyboardHost.isAnimating else { return true }
                sliding += 1
                heights.insert(gtk_widget_get_height(scroller))
                // The list's bottom edge sits on the bar's top edge.
                let list = ChatTest.bounds(scroller, in: page), bar = ChatTest.bounds(page.bar.root.widget, in: page)
                gaps.append(Double(bar.origin.y) - Double(list.origin.y + list.size.height))
                return false
            }
            MainLoop.drain()
            XCTAssertGreaterThan(sliding, 3)
            XCTAssertEqual(heights, [restingHeight], "one size through the slide")
            for gap in gaps { XCTAssertEqual(gap, 0, accuracy: 0.01) }
            XCTAssertLessThan(gtk_widget_get_height(scroller), restingHeight - 100, "at rest it fits above the keyboard")
            XCTAssertTrue(page.list.isAtBottom)
        }
    }

    /// With the keyboard down, only the bubbles in the list's viewport are drawn, wherever it
    /// is scrolled; scrolling brings the others in before they show. What is in view is read
    /// from where GTK drew each bubble in the scrolled window.
    func testOnlyBubblesInTheViewportAreDrawn() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 200))
            defer { ChatTest.close(window) }
            // Focus off the messages: a focused one stays drawn out of view (GTK would take
            // the focus from it), and the page opens on the newest.
            _ = gtk_widget_grab_focus(page.backButton)
            ChatTest.showAllMessages(page, in: window)
            let scroller = page.list.root.widget
            let adjustment = gtk_scrolled_window_get_vadjustment(scroller.asScrolledWindow)
            for offset in [nil, 0, 1234.5] as [Double?] {
                if let offset {
                    gtk_adjustment_set_value(adjustment, offset)
                    XCTAssertTrue(MainLoop.paintNextFrame(of: window.widget))
                }
                let height = Double(gtk_widget_get_height(scroller))
                let inView = page.list.bubbles.indices.filter { index in
                    var rect = graphene_rect_t()
                    XCTAssertNotEqual(gtk_widget_compute_bounds(page.list.bubbles[index].root.widget, scroller, &rect), 0)
                    return Double(rect.origin.y + rect.size.height) >= 0 && Double(rect.origin.y) <= height
                }
                XCTAssertEqual(Self.drawnBubbles(page), inView, "scrolled to \(offset.map { "\($0)" } ?? "the bottom")")
                XCTAssertGreaterThan(inView.count, 5)
                XCTAssertLessThan(inView.count, 40, "a 700 px window holds a few dozen bubbles at most")
            }
            // The column: a 12 px margin, then one-line bubbles of one height (padding and
            // text), 6 px apart, with no margins of their own. The first drawn at 1234.5 px
            // down is the first whose bottom reaches it.
            let height = Double(ChatTest.bounds(page.list.bubbles[0].root.widget, in: page).size.height)
            let first = Int(((1234.5 - 12 - height) / (height + 6)).rounded(.up))
            XCTAssertEqual(Self.drawnBubbles(page).first, first)
        }
    }

    /// A Show all button keeps the focus when its bubble is scrolled out of view (GTK would
    /// take the focus from a bubble that is no longer drawn).
    func testAFocusedShowAllButtonKeepsTheFocusScrolledOutOfView() throws {
        try MainActor.assumeIsolated {
            let lines = [(ChatMessage.Author.partner, Self.longText)] + (1...60).map { (ChatMessage.Author.me, "Message \($0)") }
            let (window, page) = ChatTest.open(Chat(partnerName: "Maya", messages: lines, cannedReplies: []))
            defer { ChatTest.close(window) }
            ChatTest.showAllMessages(page, in: window)
            let adjustment = gtk_scrolled_window_get_vadjustment(page.list.root.widget.asScrolledWindow)
            gtk_adjustment_set_value(adjustment, 0)
            XCTAssertTrue(MainLoop.paintNextFrame(of: window.widget))
            let button = try XCTUnwrap(page.list.bubbles[0].showAllButton)
            XCTAssertNotEqual(gtk_widget_grab_focus(button), 0)
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            XCTAssertTrue(MainLoop.paintNextFrame(of: window.widget))
            XCTAssertTrue(page.list.isAtBottom)
            XCTAssertFalse(Self.drawnBubbles(page).contains(1), "the bubble after it is out of view, not drawn")
            XCTAssertEqual(ChatTest.focus(of: page), button, "the button keeps the focus")
        }
    }

    /// At every frame of a slide up and of the slide back down, each bubble showing in the
    /// list is drawn, nothing is drawn outside the scrolled window, and the newest message
    /// stays in view above the bar. No bubble starts or stops being drawn during either slide
    /// or at its end: at rest with the keyboard up, the ones the slide down will show are
    /// drawn already.
    func testASlideDrawsWhatShowsAndMapsNothing() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 60))
            defer { ChatTest.close(window) }
            ChatTest.showAllMessages(page, in: window)
            let before = Self.drawnBubbles(page)
            var frames = 0
            for direction in ["up", "down"] {
                if direction == "up" {
                    _ = gtk_widget_grab_focus(page.bar.entry)
                } else {
                    page.keyboardHost.hide()
                }
                XCTAssertTrue(page.keyboardHost.isAnimating, "the keyboard slides \(direction)")
                GtkTest.eachFrame(of: window.widget) { _ in
                    guard page.keyboardHost.isAnimating else { return true }
                    frames += 1
                    let drawn = Self.drawnBubbles(page)
                    XCTAssertEqual(drawn, before, "sliding \(direction), frame \(frames): the same bubbles are drawn")
                    let shown = ChatTest.bounds(page.list.frame.widget, in: page)
                    let scroller = ChatTest.bounds(page.list.root.widget, in: page)
                    for (index, bubble) in page.list.bubbles.enumerated() {
                        let rect = ChatTest.bounds(bubble.root.widget, in: page)
                        let top = Double(rect.origin.y), bottom = top + Double(rect.size.height)
                        if bottom > Double(shown.origin.y), top < Double(shown.origin.y + shown.size.height) {
                            XCTAssertTrue(drawn.contains(index), "sliding \(direction), frame \(frames): bubble \(index) shows, so it is drawn")
                        }
                        if drawn.contains(index) {
                            XCTAssertTrue(bottom >= Double(scroller.origin.y) && top <= Double(scroller.origin.y + scroller.size.height),
                                          "sliding \(direction), frame \(frames): bubble \(index) is drawn inside the scrolled window")
                        }
                    }
                    let newest = ChatTest.bounds(page.list.bubbles[59].root.widget, in: page)
                    let bar = ChatTest.bounds(page.bar.root.widget, in: page)
                    XCTAssertLessThanOrEqual(Double(newest.origin.y + newest.size.height), Double(bar.origin.y), "above the bar")
                    XCTAssertGreaterThan(Double(newest.origin.y), Double(shown.origin.y), "and in view")
                    return false
                }
                MainLoop.drain()
                XCTAssertEqual(Self.drawnBubbles(page), before, "at rest after sliding \(direction)")
            }
            XCTAssertGreaterThan(frames, 6)
            XCTAssertLessThan(before.count, 30, "a 700 px window: not all 60")
        }
    }

    @MainActor
    private static func drawnBubbles(_ page: ChatPage) -> [Int] {
        page.list.bubbles.indices.filter { gtk_widget_get_child_visible(page.list.bubbles[$0].root.widget) != 0 }
    }

    // MARK: Helpers

    @MainActor
    private static func toplevels() -> Set<Int> {
        let list = gtk_window_get_toplevels()!
        var result: Set<Int> = []
        for index in 0..<g_list_model_get_n_items(list) {
            if let item = g_list_model_get_item(list, index) {
                result.insert(Int(bitPattern: item))
                g_object_unref(item)
            }
        }
        return result
    }

    /// Runs what `window`'s shortcut for `keyval` (no modifiers) runs, found through its
    /// shortcut controllers as GTK finds it for a key press. Returns whether one was found.
    @MainActor
    private static func press(_ keyval: Int32, in window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let name = String(cString: gdk_keyval_name(guint(keyval)))
        let controllers = gtk_widget_observe_controllers(window)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let controller = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(controller) }
            guard g_type_check_instance_is_a(controller.assumingMemoryBound(to: GTypeInstance.self), gtk_shortcut_controller_get_type()) != 0 else { continue }
            let shortcuts = OpaquePointer(controller)
            for item in 0..<g_list_model_get_n_items(shortcuts) {
                guard let shortcut = g_list_model_get_item(shortcuts, item) else { continue }
                defer { g_object_unref(shortcut) }
                let trigger = gtk_shortcut_get_trigger(OpaquePointer(shortcut))
                let text = gtk_shortcut_trigger_to_string(trigger)!
                defer { g_free(text) }
                guard String(cString: text) == name else { continue }
                return gtk_shortcut_action_activate(gtk_shortcut_get_action(OpaquePointer(shortcut)), GTK_SHORTCUT_ACTION_EXCLUSIVE, window, nil) != 0
            }
        }
        return false
    }
}
