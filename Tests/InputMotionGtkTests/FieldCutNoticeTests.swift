import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Every cut of what the user typed or saved is told, on screen and to screen readers: a key
/// in a full chat entry, a paste too long for a poll option, a saved poll of more options
/// than a poll holds.
final class FieldCutNoticeTests: XCTestCase {
    func testAKeyInAFullChatEntrySaysTheEntryIsFull() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            _ = gtk_widget_grab_focus(page.bar.entry)
            // 70,000 one-byte characters: the entry keeps 65,534 of them.
            var position: Int32 = 0
            gtk_editable_insert_text(page.bar.entry.asEditable, String(repeating: "a", count: 70_000), -1, &position)
            XCTAssertEqual(page.bar.draft.utf8.count, 65_534)
            // One more key: nothing of it fits, and the notice says so (not "kept the first 0 of 1").
            gtk_editable_insert_text(page.bar.entry.asEditable, "b", -1, &position)
            XCTAssertEqual(page.bar.draft, String(repeating: "a", count: 65_534), "the key is not added")
            let full = "This field is full: 1 more character was not added."
            XCTAssertEqual(String(cString: gtk_label_get_text(page.bar.notice.asLabel)), full)
            XCTAssertNotEqual(gtk_widget_get_visible(page.bar.notice), 0)
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == full }), "heard: \(Announcer.lastText ?? "nothing")")
        }
    }

    func testAPasteTooLongForAPollOptionIsCutAndTold() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .poll))
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let page = demo.view(of: .poll) as! PollPage
            page.rows[0].grabFocus()
            // 70,000 "ü" of 2 bytes each: 65,534 bytes hold 32,767 of them.
            var position: Int32 = 0
            gtk_editable_insert_text(page.rows[0].entry.asEditable, String(repeating: "ü", count: 70_000), -1, &position)
            XCTAssertEqual(page.rows[0].text, String(repeating: "ü", count: 32_767))
            XCTAssertEqual(page.editor.options[0], String(repeating: "ü", count: 32_767), "the editor has what the entry has")
            let told = "Too long for this field: kept the first 32,767 of 70,000 characters."
            XCTAssertEqual(String(cString: gtk_label_get_text(page.notice.asLabel)), told)
            XCTAssertNotEqual(gtk_widget_get_visible(page.notice), 0)
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == told }), "heard: \(Announcer.lastText ?? "nothing")")
        }
    }

    func testASavedPollOfMoreThanTwentyOptionsSaysHowManyWereLeftOut() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let saved = SavedState(page: .poll, pollOptions: (1...23).map { "Option text \($0)" })
            let demo = DemoWindow(options: DemoOptions(page: .poll), state: saved)
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let page = demo.view(of: .poll) as! PollPage
            XCTAssertEqual(page.rows.count, 20)
            XCTAssertEqual(page.rows.last?.text, "Option text 20")
            // 23 saved, 20 shown: 3 left out.
            let told = "The saved poll had 23 options, and a poll can have at most 20: the last 3 were left out."
            XCTAssertEqual(String(cString: gtk_label_get_text(page.notice.asLabel)), told)
            XCTAssertNotEqual(gtk_widget_get_mapped(page.notice), 0, "shown from the start")
            page.rows[0].grabFocus()
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == told }), "heard: \(Announcer.lastText ?? "nothing")")
        }
    }

    /// A saved option longer than a GTK entry holds (65,534 bytes) comes back cut after a whole
    /// character, with the notice shown and heard, and the entry holds all that was kept: 32,767
    /// two-byte "é" fit exactly, the 32,768th does not.
    func testASavedOptionTooLongForItsFieldIsCutAndTold() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let saved = SavedState(page: .poll, pollOptions: ["Tea", String(repeating: "é", count: 32_768)])
            let demo = DemoWindow(options: DemoOptions(page: .poll), state: saved)
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let page = demo.view(of: .poll) as! PollPage
            XCTAssertEqual(page.rows[1].text, String(repeating: "é", count: 32_767), "the whole characters that fit, all in the entry")
            let told = "Saved option 2 was longer than its field holds: it was cut after its last whole character that fits."
            XCTAssertEqual(String(cString: gtk_label_get_text(page.notice.asLabel)), told)
            XCTAssertNotEqual(gtk_widget_get_mapped(page.notice), 0, "shown from the start")
            page.rows[0].grabFocus()
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == told }), "heard: \(Announcer.lastText ?? "nothing")")
        }
    }
}
