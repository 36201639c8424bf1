import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// A long saved conversation: only the newest messages get bubbles at start-up, earlier ones
/// come a step at a time as the reader goes back, and nothing is lost on the way.
final class ChatHistoryTests: XCTestCase {
    func testTenThousandMessagesStartWithBubblesForTheNewestOnly() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 10_000))
            defer { ChatTest.close(window) }
            XCTAssertEqual(page.chat.messages.count, 10_000, "the conversation is whole")
            // 5 at first; a 700 px window's list (some 590 px) is not filled by 5 one-line
            // bubbles of about 42 px, so 20 more come after the first frame; 25 (some 1,050 px,
            // scrolled 460 px down, more than half the view from the top) fill it.
            XCTAssertTrue(MainLoop.iterate(until: { page.list.bubbles.count == 25 }), "\(page.list.bubbles.count) bubbles")
            MainLoop.drain()
            let count = page.list.bubbles.count
            XCTAssertEqual(count, 25, "and no more")
            XCTAssertEqual(page.list.bubbles.last?.text, "Message 10000")
            XCTAssertEqual(page.list.bubbles.first?.text, "Message \(10_000 - count + 1)")
            XCTAssertTrue(page.list.isAtBottom, "the newest message shows")
            XCTAssertEqual(String(cString: gtk_button_get_label(page.list.earlierButton.asButton)),
                           "Show earlier messages (\(NumberText.grouped(10_000 - count)) not shown)")
            var state = SavedState()
            page.save(into: &state)
            XCTAssertEqual(state.chatMessages?.count, 10_000, "every message is saved")
        }
    }

    func testScrollingToTheTopShowsEarlierMessagesAndKeepsTheReadersPlace() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 500))
            defer { ChatTest.close(window) }
            let before = page.list.bubbles.count
            guard let oldest = page.list.bubbles.first else { return XCTFail("no bubble") }
            let adjustment = gtk_scrolled_window_get_vadjustment(page.list.root.widget.asScrolledWindow)
            gtk_adjustment_set_value(adjustment, 0)
            XCTAssertTrue(MainLoop.iterate(until: { page.list.bubbles.count == before + 20 }), "\(page.list.bubbles.count) bubbles")
            GtkTest.waitForFrames(window.widget, 2)
            // The bubble that was at the top of the view (offset 0) is still there: the 20
            // earlier ones went above it, out of view.
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(oldest.root.widget, page.list.root.widget, &bounds), 0)
            XCTAssertGreaterThanOrEqual(Double(bounds.origin.y), 0)
            XCTAssertLessThan(Double(bounds.origin.y), 60, "within a bubble of the top")
            XCTAssertGreaterThan(page.list.scrollState.offset, 0, "scrolled down by what came above")
            XCTAssertEqual(page.list.bubbles.first?.text, "Message \(500 - before - 20 + 1)")
        }
    }

    func testPressingShowEarlierKeepsTheButtonInViewWithTheEarlierMessagesUnderIt() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 500))
            defer { ChatTest.close(window) }
            // Tab reaches the button; scrolled to the top, it shows.
            let button = page.list.earlierButton
            _ = gtk_widget_grab_focus(button)
            gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(page.list.root.widget.asScrolledWindow), 0)
            GtkTest.waitForFrames(window.widget, 2)
            MainLoop.drain()
            let before = page.list.bubbles.count
            XCTAssertEqual(page.list.scrollState.offset, 0, accuracy: 0.5, "at the top")
            XCTAssertEqual(page.list.bubbles.count, before, "focus on the button loads nothing by itself")
            im_signal_emit_simple(UnsafeMutableRawPointer(button), "clicked")
            GtkTest.waitForFrames(window.widget, 2)
            XCTAssertEqual(page.list.bubbles.count, before + 20)
            XCTAssertEqual(page.list.scrollState.offset, 0, accuracy: 0.5, "the button stays in view")
            XCTAssertEqual(ChatTest.focus(of: page), button)
            XCTAssertEqual(page.list.bubbles[0].text, "Message \(500 - before - 20 + 1)", "the earlier ones under it")
        }
    }

    func testUpOnTheOldestShownMessageGoesOnToTheEarlierOnes() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 500))
            defer { ChatTest.close(window) }
            let shown = page.list.bubbles.count
            let oldest = 500 - shown + 1  // "Message N" of the oldest with a bubble
            // Walk up to the oldest shown message by keyboard.
            guard let newest = page.list.tabStop else { return XCTFail("no Tab stop") }
            _ = gtk_widget_grab_focus(page.list.bubbles[newest].root.widget)
            for _ in 0..<newest { page.list.handleArrow(keyval: guint(GDK_KEY_Up), state: GdkModifierType(0)) }
            XCTAssertEqual(page.list.tabStop, 0)
            XCTAssertEqual(page.list.bubbles[0].text, "Message \(oldest)")
            // One more Up: 20 earlier messages come, and focus is on the one just before.
            page.list.handleArrow(keyval: guint(GDK_KEY_Up), state: GdkModifierType(0))
            XCTAssertEqual(page.list.bubbles.count, shown + 20)
            XCTAssertEqual(page.list.tabStop, 19)
            XCTAssertEqual(page.list.bubbles[19].text, "Message \(oldest - 1)")
            XCTAssertEqual(ChatTest.focus(of: page), page.list.bubbles[19].root.widget)
        }
    }

    func testShowEarlierGivesEveryMessageItsBubbleInOrder() {
        MainActor.assumeIsolated {
            // 45 messages: 5, then 20 (the list is not full), then 20 by the button.
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 45))
            defer { ChatTest.close(window) }
            let button = page.list.earlierButton
            _ = gtk_widget_grab_focus(button)
            while gtk_widget_get_visible(button) != 0 {
                let count = page.list.bubbles.count
                im_signal_emit_simple(UnsafeMutableRawPointer(button), "clicked")
                XCTAssertEqual(page.list.bubbles.count, min(45, count + 20))
            }
            XCTAssertEqual(page.list.bubbles.map(\.text), (1...45).map { "Message \($0)" })
            // The button went with the last of them: focus goes on to the oldest message.
            XCTAssertEqual(ChatTest.focus(of: page), page.list.bubbles[0].root.widget)
            XCTAssertEqual(page.list.tabStop, 0)
            // A message sent now still goes to the end, and shows.
            page.bar.draft = "new"
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.entry), "activate")
            XCTAssertEqual(page.list.bubbles.last?.text, "new")
        }
    }
}
