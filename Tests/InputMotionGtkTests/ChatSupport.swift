import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Opening the chat page in a window of its own and reading what is really drawn.
@MainActor
enum ChatTest {
    /// A short conversation without canned replies, so nothing arrives behind a test's back.
    static func quietChat(messages: Int = 3) -> Chat {
        let lines = (0..<messages).map { index in
            (index.isMultiple(of: 2) ? ChatMessage.Author.partner : .me, "Message \(index + 1)")
        }
        return Chat(partnerName: "Maya", messages: lines, cannedReplies: [])
    }

    /// The page in a 600 × 700 window, shown and drawn, keyboard down.
    static func open(_ chat: Chat = quietChat(), width: Int32 = 600, height: Int32 = 700) -> (Widget, ChatPage) {
        GtkTest.setUp()
        let page = ChatPage(chat: chat)
        let window = Widget(gtk_window_new())
        gtk_window_set_default_size(window.widget.asWindow, width, height)
        gtk_window_set_child(window.widget.asWindow, page.root.widget)
        GtkTest.show(window.widget)
        page.focusFirst()
        // Presenting the window focused the entry for a moment (GTK focuses the first
        // focusable widget), so the keyboard may be on its way back down: let it settle.
        MainLoop.iterate(until: { !page.keyboardHost.isAnimating })
        MainLoop.drain()
        GtkTest.waitForFrames(window.widget, 1)
        return (window, page)
    }

    /// Gives every message its bubble (a long conversation starts with bubbles for its newest
    /// only, `ShownHistory`), laid out and drawn.
    static func showAllMessages(_ page: ChatPage, in window: Widget) {
        while page.list.history.earlierCount > 0 { page.list.showEarlier() }
        MainLoop.drain()
        GtkTest.waitForFrames(window.widget, 1)
    }

    static func close(_ window: Widget) {
        gtk_window_destroy(window.widget.asWindow)
        MainLoop.drain()
    }

    /// `widget`'s drawn bounds (allocation with its transform) in the page's coordinates.
    static func bounds(_ widget: UnsafeMutablePointer<GtkWidget>, in page: ChatPage) -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, page.root.widget, &rect), 0)
        return rect
    }

    /// The message bar's bottom edge, in page coordinates, as drawn.
    static func barBottom(_ page: ChatPage) -> Double {
        let rect = bounds(page.bar.root.widget, in: page)
        return Double(rect.origin.y + rect.size.height)
    }

    /// The panel's top edge, in page coordinates, as drawn; nil while it is put away.
    static func panelTop(_ page: ChatPage) -> Double? {
        let panel = page.keyboardHost.panel.root.widget
        guard gtk_widget_get_child_visible(panel) != 0 else { return nil }
        return Double(bounds(panel, in: page).origin.y)
    }

    static func pageHeight(_ page: ChatPage) -> Double { Double(gtk_widget_get_height(page.root.widget)) }
    static func panelHeight(_ page: ChatPage) -> Double { Double(bounds(page.keyboardHost.panel.root.widget, in: page).size.height) }

    /// One sample per drawn frame until the keyboard is still: (panel top, bar bottom).
    static func samplesUntilStill(_ page: ChatPage, file: StaticString = #filePath, line: UInt = #line) -> [(panel: Double?, bar: Double)] {
        var samples: [(panel: Double?, bar: Double)] = []
        let host = page.keyboardHost
        let still = MainLoop.iterate(until: {
            samples.append((panelTop(page), barBottom(page)))
            return !host.isAnimating
        })
        XCTAssertTrue(still, "the keyboard comes to rest", file: file, line: line)
        MainLoop.drain()
        samples.append((panelTop(page), barBottom(page)))
        return samples
    }

    static func settle(_ page: ChatPage) {
        _ = samplesUntilStill(page)
    }

    /// The GtkText inside the message entry: the widget that has focus while typing.
    static func entryText(_ page: ChatPage) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutablePointer<GtkWidget>(gtk_editable_get_delegate(page.bar.entry.asEditable))!
    }

    static func focus(of page: ChatPage) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_root_get_focus(gtk_widget_get_root(page.root.widget))
    }

    /// Presses the panel's key named `name` as a click would.
    static func press(_ name: String, on page: ChatPage, file: StaticString = #filePath, line: UInt = #line) {
        guard let key = page.keyboardHost.panel.key(named: name) else {
            XCTFail("no key named \(name)", file: file, line: line)
            return
        }
        im_signal_emit_simple(UnsafeMutableRawPointer(key), "clicked")
    }
}
