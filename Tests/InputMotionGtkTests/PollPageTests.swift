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
        gtk_window_set_default_size(demo.window.widget.asWindow, 900, 640)
        GtkTest.show(demo.window.widget)
        let page = demo.view(of: .poll) as! PollPage
        page.rows[0].grabFocus()
        MainLoop.iterate(until: { !page.keyboardHost.isAnimating && !page.isScrolling })
        return (demo, page)
    }

    @MainActor
    private static func close(_ demo: DemoWindow) {
        gtk_window_destroy(demo.window.widget.asWindow)
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
            Self.returnThroughTenOptions(page)
        }
    }

    /// Larger text makes taller rows than the seed's 50 px: the reveal works from the rows'
    /// real height, so every option still lands 10 px above the keyboard.
    func testTallerRowsFromLargerTextStillClearTheKeyboard() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let provider = gtk_css_provider_new()!
            im_css_provider_load_from_string(provider, "poll-option entry { font-size: 24px; min-height: 64px; }")
            let display = gdk_display_get_default()
            gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
            defer {
                gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
                g_object_unref(provider)
            }
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            let rowHeight = Double(Self.bounds(page.rows[0].root.widget, in: page).size.height)
            XCTAssertGreaterThan(rowHeight, 60, "the rows grew with the text")
            XCTAssertEqual(page.layout.rowHeight, rowHeight, accuracy: 0.5, "the reveal's rows are the drawn rows")
            Self.returnThroughTenOptions(page)
        }
    }

    /// At large text (192 dpi) the numbers 10 and up are wider than the column's 24 px: the
    /// column takes the widest, so all eleven fields still start at one x.
    func testTheFieldsLineUpPastOptionNineAtLargeText() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let resolution = GtkTest.textResolution
            defer { GtkTest.textResolution = resolution }
            GtkTest.setTextResolution(192)
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            Self.returnThroughTenOptions(page)
            var natural: Int32 = 0
            gtk_widget_measure(page.rows[10].number, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            XCTAssertGreaterThan(natural, 24, "\"11\" at 2× is wider than the style's column")
            let starts = Set(page.rows.map { Self.bounds($0.entry, in: page).origin.x })
            XCTAssertEqual(starts.count, 1, "the fields start at \(starts.sorted())")
        }
    }

    /// Return ten times from the first option: each focused option is in view and 10 px above
    /// the keyboard (exactly, once the list has to scroll), the keyboard never moving.
    @MainActor
    private static func returnThroughTenOptions(_ page: PollPage) {
            XCTAssertTrue(page.keyboardHost.isVisible, "focusing an option brings up the keyboard")
            var transitions = 0
            page.keyboardHost.subscribe(transition: { _ in transitions += 1 })

            for step in 1...10 {
                im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[focusedRow(page) ?? 0].entry), "activate")
                XCTAssertTrue(MainLoop.iterate(until: { !page.isScrolling && !page.keyboardHost.isAnimating }))
                GtkTest.waitForFrames(page.root.widget, 1)
                guard let index = focusedRow(page) else { return XCTFail("step \(step): no option focused") }
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

    /// Return and Backspace walk to an option with its caret at the end and nothing selected,
    /// so the next key edits it: a selected option would be replaced by the next character,
    /// or wiped whole by the next Backspace.
    func testReturnAndBackspaceLeaveTheCaretAtTheEndWithNothingSelected() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            @MainActor func text(_ row: Int) -> UnsafeMutableRawPointer {
                UnsafeMutableRawPointer(gtk_editable_get_delegate(page.rows[row].entry.asEditable))
            }
            @MainActor func caret(_ row: Int) -> (position: Int32, selected: Bool) {
                let editable = page.rows[row].entry.asEditable
                var start: Int32 = 0, end: Int32 = 0
                return (gtk_editable_get_position(editable), gtk_editable_get_selection_bounds(editable, &start, &end) != 0)
            }
            im_signal_emit_string(text(0), "insert-at-cursor", "Red")
            im_signal_emit_string(text(1), "insert-at-cursor", "Blue")

            im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[0].entry), "activate")
            XCTAssertEqual(Self.focusedRow(page), 1)
            XCTAssertEqual(caret(1).position, 4, "Return: the caret at the end of \"Blue\"")
            XCTAssertFalse(caret(1).selected, "Return: nothing selected")

            im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[1].entry), "activate")
            XCTAssertEqual(page.rows.count, 3)
            XCTAssertEqual(Self.focusedRow(page), 2)
            im_signal_emit_simple(text(2), "backspace")
            XCTAssertEqual(page.rows.count, 2, "the empty third option is removed")
            XCTAssertEqual(Self.focusedRow(page), 1)
            XCTAssertEqual(caret(1).position, 4, "Backspace: the caret at the end of \"Blue\"")
            XCTAssertFalse(caret(1).selected, "Backspace: nothing selected")
            im_signal_emit_simple(text(1), "backspace")
            XCTAssertEqual(page.rows[1].text, "Blu", "the next Backspace deletes one character")
        }
    }

    /// The app starting on the poll page: the keyboard rises for the focused first option
    /// before the page is first laid out. Three options fit above it, so the list never
    /// scrolls (a scroll planned for the unlaid-out, zero-height list used to flash GTK's
    /// overlay scroll indicator, whose timer then woke the idle app every 0.5 s).
    func testStartingOnThePollPageLeavesAListThatFitsUnscrolled() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .poll))
            defer { Self.close(demo) }
            gtk_window_set_default_size(demo.window.widget.asWindow, 900, 640)
            let page = demo.view(of: .poll) as! PollPage
            guard let adjustment = gtk_scrolled_window_get_vadjustment(page.scroller.asScrolledWindow) else {
                return XCTFail("the list has no vertical adjustment")
            }
            var offsets: [Double] = []
            let watch = Gtk.Adjustment(adjustment).onValueChanged { offsets.append(gtk_adjustment_get_value(adjustment)) }
            defer { watch.disconnect() }
            GtkTest.show(demo.window.widget)
            XCTAssertTrue(MainLoop.iterate(until: { page.keyboardHost.isVisible && !page.keyboardHost.isAnimating && !page.isScrolling }))
            GtkTest.waitForFrames(page.root.widget, 1)
            XCTAssertEqual(Self.focusedRow(page), 0)
            XCTAssertEqual(offsets, [], "the list was never scrolled")
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0)
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

    /// Frames can run late: focusing another option between them turns a moving scroll where
    /// it is drawn, never from where it would have got to by now. The capture clock stands in
    /// for a late frame (motion time moves on, no frame drawn). Replay scrolls down from the
    /// top to the last option; focusing the first one mid-way sends the list back up, so its
    /// offset only ever falls from where it turned.
    func testFocusingAnotherOptionBetweenLateFramesTurnsTheScrollWhereItIsDrawn() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            for _ in 1...8 {
                im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[Self.focusedRow(page) ?? 0].entry), "activate")
                XCTAssertTrue(MainLoop.iterate(until: { !page.isScrolling && !page.keyboardHost.isAnimating }))
            }
            let bottom = page.drawnScrollOffset
            XCTAssertGreaterThan(bottom, 100, "the last option is far down the list")
            let window = demo.window.widget
            let start = MotionContext.shared.now(for: window) + 1  // ahead of every time seen so far
            defer { MotionContext.shared.captureTime = nil }
            MotionContext.shared.captureTime = start
            page.replayReveal()
            MotionContext.shared.captureTime = start + 0.05
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            let drawn = page.drawnScrollOffset
            XCTAssertGreaterThan(drawn, 1, "scrolling down, a fifth of the way through its 0.25 s")
            XCTAssertLessThan(drawn, bottom - 1)

            MotionContext.shared.captureTime = start + 0.15  // late: 0.1 s and no frame drawn
            page.rows[0].grabFocus()
            XCTAssertTrue(page.isScrolling)
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            XCTAssertLessThan(page.drawnScrollOffset, drawn, "the next frame is on the way back up, never further down first")

            MotionContext.shared.captureTime = start + 1
            XCTAssertTrue(MainLoop.iterate(until: { !page.isScrolling }))
            GtkTest.waitForFrames(page.root.widget, 1)
            let first = Self.bounds(page.rows[0].entry, in: page)
            XCTAssertGreaterThanOrEqual(Double(first.origin.y), Double(Self.bounds(page.scroller, in: page).origin.y) - 0.5,
                                        "the first option is back in view")
        }
    }

    /// The option's drawn bottom and the keyboard's drawn top, in the page.
    @MainActor
    private static func gap(below row: Int, in page: PollPage) -> Double {
        let rect = bounds(page.rows[row].entry, in: page)
        let panelTop = Double(bounds(page.keyboardHost.panel.root.widget, in: page).origin.y)
        return panelTop - Double(rect.origin.y + rect.size.height)
    }

    func testAppendedOptionsAreNeverDrawnUnderTheKeyboardAndTheLimitNoticeKeepsTheLastAbove() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            var worstAppend = Double.infinity, worstNotice = 0.0
            // Return in the last option, 17 times: options 4 … 20 appear one by one.
            for count in 4...20 {
                im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[page.rows.count - 1].entry), "activate")
                XCTAssertEqual(page.rows.count, count)
                let new = count - 1
                var frames = 0
                GtkTest.eachFrame(of: page.root.widget) { _ in
                    frames += 1
                    let gap = Self.gap(below: new, in: page)
                    worstAppend = min(worstAppend, gap)
                    // Every frame from its first: at least 10 px above the keyboard's top.
                    XCTAssertGreaterThanOrEqual(gap, 10 - 0.5, "option \(count), frame \(frames): drawn under the keyboard")
                    return frames >= 3 && !page.isScrolling && !page.keyboardHost.isAnimating
                }
                // From option 7 on (its bottom at 12 + 6 × 58 + 50 = 410 in the list, past the
                // keyboard's top) the list scrolls just enough: exactly 10 px above.
                if count >= 7 {
                    XCTAssertEqual(Self.gap(below: new, in: page), 10, accuracy: 0.5, "option \(count) settles 10 px above")
                }
            }
            XCTAssertEqual(gtk_widget_get_visible(page.notice), 0)

            // Return in option 20: refused, the notice appears above the list and pushes it down;
            // option 20 must stay 10 px above the keyboard in every frame.
            let noticeTopBefore = Double(Self.bounds(page.scroller, in: page).origin.y)
            im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[19].entry), "activate")
            XCTAssertEqual(page.rows.count, 20)
            XCTAssertEqual(gtk_widget_get_visible(page.notice), 1)
            var frames = 0
            GtkTest.eachFrame(of: page.root.widget) { _ in
                frames += 1
                let gap = Self.gap(below: 19, in: page)
                worstNotice = max(worstNotice, abs(gap - 10))
                XCTAssertEqual(gap, 10, accuracy: 0.5, "frame \(frames) after the notice")
                return frames >= 5 && !page.isScrolling
            }
            let listTop = Double(Self.bounds(page.scroller, in: page).origin.y)
            XCTAssertGreaterThan(listTop, noticeTopBefore + 10, "the notice really pushed the list down")
            print("poll: worst gap while appending \(worstAppend) px (at least 10), worst deviation from 10 px after the notice \(worstNotice) px")
        }
    }

    func testAResizeKeepsTheFocusedOptionAboveTheKeyboard() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            for _ in 0..<9 { im_signal_emit_simple(UnsafeMutableRawPointer(page.rows[page.rows.count - 1].entry), "activate") }
            XCTAssertTrue(MainLoop.iterate(until: { !page.isScrolling && !page.keyboardHost.isAnimating }))
            GtkTest.waitForFrames(page.root.widget, 1)
            XCTAssertEqual(Self.gap(below: 11, in: page), 10, accuracy: 0.5)
            let heightBefore = gtk_widget_get_height(page.root.widget)
            // The window loses 80 px of height: the keyboard rides up with the page's bottom.
            gtk_window_set_default_size(demo.window.widget.asWindow, 900, 560)
            GtkTest.waitForFrames(page.root.widget, 2)
            XCTAssertTrue(MainLoop.iterate(until: { !page.isScrolling && !page.keyboardHost.isAnimating }))
            GtkTest.waitForFrames(page.root.widget, 1)
            XCTAssertEqual(gtk_widget_get_height(page.root.widget), heightBefore - 80, "the page really shrank")
            XCTAssertEqual(Self.gap(below: 11, in: page), 10, accuracy: 0.5, "after the resize")
        }
    }
}
