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
            XCTAssertEqual(String(cString: gtk_button_get_label(button.asButton)), "Show all (1,400 more characters)")
            XCTAssertNotEqual(gtk_widget_get_focusable(button), 0, "the keyboard reaches it")

            let before = Self.toplevels()
            im_signal_emit_simple(UnsafeMutableRawPointer(button), "clicked")
            MainLoop.drain()
            let opened = Self.toplevels().subtracting(before)
            XCTAssertEqual(opened.count, 1, "one window opens")
            guard let shown = opened.first.map({ UnsafeMutablePointer<GtkWidget>(bitPattern: $0)! }) else { return }
            XCTAssertEqual(String(cString: gtk_window_get_title(shown.asWindowForTests)), "Message from You")
            let view = gtk_root_get_focus(OpaquePointer(shown))!
            XCTAssertNotEqual(im_is_text_view(view), 0, "focus starts in the text")
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
            XCTAssertTrue(page.list.bubbles.last.map { gtk_widget_get_first_child($0.root.widget) == nil } ?? false)
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

    /// Only bubbles within a viewport's height of the view are drawn; scrolling brings the
    /// others back before they show.
    func testOnlyBubblesNearTheViewAreDrawn() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 200))
            defer { ChatTest.close(window) }
            let drawn = { page.list.bubbles.indices.filter { gtk_widget_get_child_visible(page.list.bubbles[$0].root.widget) != 0 } }
            let atBottom = drawn()
            XCTAssertTrue(atBottom.contains(199), "the newest is drawn")
            XCTAssertFalse(atBottom.contains(0), "the oldest is not")
            XCTAssertLessThan(atBottom.count, 100)
            gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(page.list.root.widget.asScrolledWindow), 0)
            let atTop = drawn()
            XCTAssertTrue(atTop.contains(0), "scrolled to the top, the oldest is drawn")
            XCTAssertFalse(atTop.contains(199))
        }
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
