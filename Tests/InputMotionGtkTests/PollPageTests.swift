import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The poll editor with the on-screen keyboard up, as real widgets in a real window.
/// Visibility is judged from what GTK drew: an option's bottom against the panel's top.
final class PollPageTests: XCTestCase {
    @MainActor
    private static func open() -> (DemoWindow, PollPage) {
        GtkTest.setUp()
        let demo = DemoWindow(options: DemoOptions(page: .poll))
        gtk_window_set_default_size(demo.window.widget.asWindowForTests, 900, 640)
        GtkTest.show(demo.window.widget)
        let page = demo.view(of: .poll) as! PollPage
        page.rows[0].grabFocus()
        MainLoop.iterate(until: { !page.keyboardHost.isAnimating && !page.isScrolling })
        return (demo, page)
    }

    @MainActor
    private static func close(_ demo: DemoWindow) {
        gtk_window_destroy(demo.window.widget.asWindowForTests)
        MainLoop.drain()
    }

    @MainActor
    private static func bounds(_ widget: UnsafeMutablePointer<GtkWidget>, in page: PollPage) -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, page.root.widget, &rect), 0)
        return rect
    }

    @MainActor
    private static func focusedRow(_ page: PollPage) -> Int? {
        guard let focus = gtk_root_get_focus(gtk_widget_get_root(page.root.widget)) else { return nil }
        return page.rows.firstIndex { gtk_widget_is_ancestor(focus, $0.entry) != 0 || focus == $0.entry }
    }

    func testReturnThroughTenOptionsKeepsEachAboveTheKeyboard() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            XCTAssertTrue(page.keyboardHost.isVisible, "focusing an option brings up the keyboard")
            var transitions = 0
            page.keyboardHost.subscribe(transition: { _ in transitions += 1 })

            for step in 1...10 {
                im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[Self.focusedRow(page) ?? 0].entry), "activate")
                XCTAssertTrue(MainLoop.iterate(until: { !page.isScrolling && !page.keyboardHost.isAnimating }))
                GtkTest.waitForFrames(page.root.widget, 1)
                guard let index = Self.focusedRow(page) else { return XCTFail("step \(step): no option focused") }
                XCTAssertEqual(index, step, "Return moved to the next option")
                let row = Self.bounds(page.rows[index].entry, in: page)
                let panelTop = Double(Self.bounds(page.keyboardHost.panel.root.widget, in: page).origin.y)
                let scrollerTop = Double(Self.bounds(page.scroller, in: page).origin.y)
                let rowBottom = Double(row.origin.y + row.size.height)
                XCTAssertGreaterThanOrEqual(Double(row.origin.y), scrollerTop - 0.5, "step \(step): top visible")
                XCTAssertLessThanOrEqual(rowBottom + 10, panelTop + 0.5, "step \(step): 10 px above the keyboard")
                if index >= 6 {
                    // Far down the list: scrolled just enough, so it sits exactly 10 px above.
                    XCTAssertEqual(rowBottom + 10, panelTop, accuracy: 1, "step \(step): just above the keyboard")
                }
            }
            XCTAssertEqual(page.rows.count, 11, "three to start, eight appended")
            XCTAssertEqual(transitions, 0, "the keyboard never hid or rose again")
            XCTAssertTrue(page.keyboardHost.isVisible)
        }
    }

    func testCapBackspaceAndKeyboardHidingSettleTheList() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            for _ in 0..<25 {
                im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[Self.focusedRow(page) ?? 0].entry), "activate")
            }
            XCTAssertEqual(page.rows.count, 20, "capped at 20")
            XCTAssertEqual(String(cString: gtk_label_get_text(page.notice.asLabel)), "A poll can have at most 20 options.")
            XCTAssertEqual(gtk_widget_get_visible(page.notice), 1)

            // Backspace in the empty 20th removes it and focuses the 19th; the notice goes.
            im_signal_emit_simple(UnsafeMutableRawPointer(gtk_editable_get_delegate(page.rows[19].entry.asEditable)), "backspace")
            XCTAssertEqual(page.rows.count, 19)
            XCTAssertEqual(Self.focusedRow(page), 18)
            XCTAssertEqual(gtk_widget_get_visible(page.notice), 0)
            // Never removes typed text, nor the first two options.
            im_signal_emit_string(UnsafeMutableRawPointer(gtk_editable_get_delegate(page.rows[18].entry.asEditable)), "insert-at-cursor", "x")
            im_signal_emit_simple(UnsafeMutableRawPointer(gtk_editable_get_delegate(page.rows[18].entry.asEditable)), "backspace")
            XCTAssertEqual(page.rows.count, 19, "the backspace deleted the x, not the option")
            XCTAssertEqual(page.rows[18].text, "")

            // Hide the keyboard: the list settles back within its content.
            page.keyboardHost.hide()
            XCTAssertTrue(MainLoop.iterate(until: { !page.isScrolling && !page.keyboardHost.isAnimating }))
            let adjustment = gtk_scrolled_window_get_vadjustment(page.scroller.asScrolledWindow)
            let maxOffset = PollLayout().contentHeight(optionCount: 19) - Double(gtk_widget_get_height(page.scroller))
            XCTAssertLessThanOrEqual(gtk_adjustment_get_value(adjustment), maxOffset + 0.5)
            XCTAssertEqual(FrameTicker.registered, 0, "still, and no tick callback left")
        }
    }

    func testOptionsSurviveSwitchingPages() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            im_signal_emit_string(UnsafeMutableRawPointer(gtk_editable_get_delegate(page.rows[0].entry.asEditable)), "insert-at-cursor", "Tea")
            im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[0].entry), "activate")
            demo.show(page: .chat)
            demo.show(page: .poll)
            XCTAssertEqual(page.rows.count, 3)
            XCTAssertEqual(page.rows[0].text, "Tea")
            XCTAssertEqual(page.editor.options, ["Tea", "", ""])
        }
    }
}
