import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The keyboard host on its own (an entry, a text view and a button as content) and in the
/// demo window (header-bar button, Ctrl+K's action, switching pages).
final class KeyboardHostTests: XCTestCase {
    /// A host whose content is an entry, a text view and a plain button, in a window.
    @MainActor
    final class Fixture {
        let window: Widget
        let entry: UnsafeMutablePointer<GtkWidget>
        let textView: UnsafeMutablePointer<GtkWidget>
        let button: UnsafeMutablePointer<GtkWidget>
        let host: KeyboardHost

        init() {
            GtkTest.setUp()  // before any widget is made
            window = Widget(gtk_window_new())
            entry = gtk_entry_new()
            textView = gtk_text_view_new()
            button = gtk_button_new_with_label("Other")
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
            gtk_widget_set_size_request(textView, -1, 80)
            gtk_box_append(box.asBox, entry)
            gtk_box_append(box.asBox, textView)
            gtk_box_append(box.asBox, button)
            host = KeyboardHost(content: box)
            gtk_window_set_default_size(window.widget.asWindow, 500, 600)
            gtk_window_set_child(window.widget.asWindow, host.root.widget)
            GtkTest.show(window.widget)
            _ = gtk_widget_grab_focus(button)
            MainLoop.drain()
        }

        func settle() {
            XCTAssertTrue(MainLoop.iterate(until: { !self.host.isAnimating }))
            MainLoop.drain()
        }

        var text: String {
            let buffer = gtk_text_view_get_buffer(textView.asTextView)
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }

        func press(_ name: String) {
            guard let key = host.panel.key(named: name) else { return XCTFail("no key \(name)") }
            im_signal_emit_simple(UnsafeMutableRawPointer(key), "clicked")
        }

        /// The panel's top edge in the host, as drawn.
        var panelTop: Double {
            var rect = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(host.panel.root.widget, host.root.widget, &rect), 0)
            return Double(rect.origin.y)
        }

        func close() {
            gtk_window_destroy(window.widget.asWindow)
            MainLoop.drain()
        }
    }

    /// A letter typed on the physical keyboard with focus on the keys (F6) goes into the field
    /// they type into, which takes focus back; a key cap cannot take it.
    func testALetterTypedOnTheKeysGoesIntoTheField() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.close() }
            _ = gtk_widget_grab_focus(fixture.textView)
            fixture.settle()
            XCTAssertTrue(fixture.host.handleKeyPress(keyval: guint(GDK_KEY_F6), state: GdkModifierType(0)))
            let onKey = gtk_root_get_focus(OpaquePointer(fixture.window.widget))
            XCTAssertTrue(onKey.map { fixture.host.panel.contains($0) } ?? false, "F6: on the keys")
            var forwardedTo: UnsafeMutablePointer<GtkWidget>?
            XCTAssertTrue(fixture.host.handleKeyPress(keyval: guint(GDK_KEY_x), state: GdkModifierType(0)) { forwardedTo = $0 })
            XCTAssertEqual(gtk_root_get_focus(OpaquePointer(fixture.window.widget)), fixture.textView, "the field took focus back")
            XCTAssertEqual(forwardedTo, fixture.textView, "and the key")
            XCTAssertTrue(fixture.host.isVisible, "the keyboard stays up")
        }
    }

    func testMovingFocusBetweenTextFieldsDoesNotBounce() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.close() }
            let host = fixture.host
            var transitions: [KeyboardTransition] = []
            host.subscribe(transition: { transitions.append($0) })
            _ = gtk_widget_grab_focus(fixture.entry)
            GtkTest.waitForFrames(fixture.window.widget, 2)
            _ = gtk_widget_grab_focus(fixture.textView)   // mid-slide
            fixture.settle()
            XCTAssertEqual(transitions.count, 1, "one show, no drop and rise")
            XCTAssertEqual(host.phase, .shown)
            _ = gtk_widget_grab_focus(fixture.button)
            XCTAssertEqual(transitions.count, 2)
            XCTAssertEqual(host.phase, .hiding)
            fixture.settle()
            XCTAssertEqual(host.phase, .hidden)
            XCTAssertEqual(FrameTicker.registered, 0)
        }
    }

    func testKeysTypeIntoATextViewAtItsCursorAndReturnStartsANewLine() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.close() }
            _ = gtk_widget_grab_focus(fixture.textView)
            XCTAssertTrue(fixture.host.isVisible)
            let buffer = gtk_text_view_get_buffer(fixture.textView.asTextView)
            gtk_text_buffer_set_text(buffer, "ac", -1)
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &iter, 1)
            gtk_text_buffer_place_cursor(buffer, &iter)
            fixture.press("b")
            XCTAssertEqual(fixture.text, "abc")
            fixture.press("Return")
            fixture.press("d")
            XCTAssertEqual(fixture.text, "ab\ndc")
            fixture.press("Backspace")
            fixture.press("Backspace")
            XCTAssertEqual(fixture.text, "abc")
            XCTAssertTrue(gtk_widget_has_focus(fixture.textView) != 0, "the text view keeps focus")
        }
    }

    func testKeysTypeIntoTheLastFocusedFieldWhileFocusIsOnAKey() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.close() }
            _ = gtk_widget_grab_focus(fixture.textView)
            _ = gtk_widget_grab_focus(fixture.entry)
            fixture.host.panel.focusFirstKey()
            XCTAssertTrue(fixture.host.isVisible, "focus on the keys keeps the keyboard up")
            fixture.press("z")
            XCTAssertEqual(String(cString: gtk_editable_get_text(fixture.entry.asEditable)), "z")
            XCTAssertEqual(fixture.text, "")
        }
    }

    func testToggleShowsAndPutsFocusInTheField() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.close() }
            let host = fixture.host
            host.defaultTextField = fixture.entry
            host.toggle()
            XCTAssertTrue(host.isVisible)
            let root = gtk_widget_get_root(fixture.entry)
            XCTAssertTrue(gtk_widget_is_ancestor(gtk_root_get_focus(root), fixture.entry) != 0, "focus went to the default field")
            fixture.settle()
            host.toggle()
            XCTAssertFalse(host.isVisible)
            XCTAssertTrue(gtk_widget_is_ancestor(gtk_root_get_focus(root), fixture.entry) != 0, "and stays there")
            fixture.settle()
            XCTAssertEqual(gtk_widget_get_child_visible(host.panel.root.widget), 0)
        }
    }

    /// The language key gets its label when the panel first shows (only then is the fallback
    /// font for "한" loaded), and the hidden panel measures exactly as the labelled one:
    /// the host's size and the slide's end frame are the same before and after. (Its own host:
    /// the fixture's first focus lands in its entry, which shows the keyboard.)
    func testTheHiddenPanelIsLabelledAtItsFirstShowAndMeasuresTheSame() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let window = Widget(gtk_window_new())
            let host = KeyboardHost(content: gtk_button_new_with_label("Only a button"))
            gtk_window_set_default_size(window.widget.asWindow, 500, 600)
            gtk_window_set_child(window.widget.asWindow, host.root.widget)
            GtkTest.show(window.widget)
            defer {
                gtk_window_destroy(window.widget.asWindow)
                MainLoop.drain()
            }
            MainLoop.drain()
            let panel = host.panel
            let language = try XCTUnwrap(panel.key(named: "Korean"))
            @MainActor func label(_ key: UnsafeMutablePointer<GtkWidget>) -> String? { gtk_button_get_label(key.asButton).map { String(cString: $0) } }
            // Both ways, for no size and for one above the minimum (newer GTK warns below it).
            @MainActor func sizes() -> [Int32] {
                [(GTK_ORIENTATION_HORIZONTAL, Int32(-1)), (GTK_ORIENTATION_HORIZONTAL, 400),
                 (GTK_ORIENTATION_VERTICAL, -1), (GTK_ORIENTATION_VERTICAL, 600)].flatMap { orientation, forSize in
                    var minimum: Int32 = 0, natural: Int32 = 0
                    gtk_widget_measure(panel.root.widget, orientation, forSize, &minimum, &natural, nil, nil)
                    return [minimum, natural]
                }
            }
            XCTAssertEqual(label(language), "", "never shown: no label yet")
            XCTAssertEqual(label(panel.keys[0][0]), "q")
            let unlabelled = sizes()
            let shownFrame = host.shownKeyboardFrame
            XCTAssertGreaterThan(shownFrame.height, 0, "measured while hidden")

            host.show()
            XCTAssertTrue(MainLoop.iterate(until: { !host.isAnimating }))
            XCTAssertEqual(label(language), "한")
            XCTAssertEqual(sizes(), unlabelled, "minimum and natural sizes, both ways")
            XCTAssertEqual(host.shownKeyboardFrame, shownFrame)
        }
    }

    /// Every position the panel is drawn at was handed to subscribers (at the frame's time,
    /// before that frame's layout). Sampled between main-loop iterations, so a frame announced
    /// by an event may not be drawn yet; what is drawn must always have been handed over.
    func testEveryFrameIsHandedToSubscribersAtTheDrawnPosition() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.close() }
            let host = fixture.host
            var frames: [Rect] = []
            host.subscribe(frame: { frames.append($0) })
            XCTAssertEqual(frames.count, 1, "the current frame at once")
            _ = gtk_widget_grab_focus(fixture.entry)
            var drawn: [Double] = []
            MainLoop.iterate(until: {
                var rect = graphene_rect_t()
                if gtk_widget_get_child_visible(host.panel.root.widget) != 0,
                   gtk_widget_compute_bounds(host.panel.root.widget, host.root.widget, &rect) != 0 {
                    let y = Double(rect.origin.y)
                    XCTAssertTrue(frames.contains { abs($0.y - y) < 0.01 }, "drawn at \(y), handed over \(frames.map(\.y))")
                    drawn.append(y)
                }
                return !host.isAnimating
            })
            XCTAssertGreaterThan(Set(drawn).count, 3, "drawn at several positions")
            XCTAssertEqual(frames.last?.y ?? 0, drawn.last ?? -1, accuracy: 0.01, "the last frame handed over is where it rests")
        }
    }

    /// Frames can run late: between two frames the clock can be well past the frame on screen.
    /// A change then turns the panel where it is drawn (and hands over that frame), never
    /// from where it would have got to by now, which it was never drawn at. The capture clock
    /// stands in for a late frame: motion time moves on, no frame is drawn.
    func testAChangeBetweenLateFramesTurnsThePanelWhereItIsDrawn() {
        MainActor.assumeIsolated {
            let fixture = Fixture()
            defer { fixture.close() }
            let host = fixture.host
            fixture.settle()
            let window = fixture.window.widget
            let start = MotionContext.shared.now(for: window) + 1  // ahead of every time seen so far
            defer { MotionContext.shared.captureTime = nil }
            MotionContext.shared.captureTime = start
            _ = gtk_widget_grab_focus(fixture.entry)
            MotionContext.shared.captureTime = start + 0.05
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            let pageHeight = Double(gtk_widget_get_height(host.root.widget))
            let drawn = fixture.panelTop
            XCTAssertLessThan(drawn, pageHeight - 1, "rising, a fifth of the way through its 0.25 s")

            var frames: [Rect] = []
            host.subscribe(frame: { frames.append($0) })
            MotionContext.shared.captureTime = start + 0.15  // late: 0.1 s and no frame drawn
            _ = gtk_widget_grab_focus(fixture.button)
            XCTAssertEqual(host.phase, .hiding)
            XCTAssertEqual(frames.last?.y ?? 0, drawn, accuracy: 0.01, "the frame handed over is the drawn one")
            XCTAssertEqual(fixture.panelTop, drawn, accuracy: 0.01)

            MotionContext.shared.captureTime = start + 0.2
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            XCTAssertGreaterThan(fixture.panelTop, drawn, "the next frame is on the way down, never up first")
            XCTAssertEqual(frames.last?.y ?? 0, fixture.panelTop, accuracy: 0.01)

            MotionContext.shared.captureTime = start + 1
            fixture.settle()
            XCTAssertEqual(host.phase, .hidden)
        }
    }

    /// The demo window, shown on `page`.
    @MainActor
    private static func showDemo(on page: DemoPage) -> DemoWindow {
        GtkTest.setUp()
        let demo = DemoWindow(options: DemoOptions(page: page))
        GtkTest.show(demo.window.widget)
        return demo
    }

    @MainActor
    private static func close(_ demo: DemoWindow) {
        gtk_window_destroy(demo.window.widget.asWindow)
        MainLoop.drain()
    }

    /// A keyboard already sliding out when its page leaves the screen is away at once, not
    /// left half-way (no frame draws an unmapped page's slide).
    func testAKeyboardSlidingOutIsAwayOnceItsPageLeaves() throws {
        try MainActor.assumeIsolated {
            let demo = Self.showDemo(on: .chat)
            defer { Self.close(demo) }
            let page = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
            let host = page.keyboardHost
            demo.toggleKeyboard()
            XCTAssertTrue(MainLoop.iterate(until: { host.phase == .shown }))
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_Escape), state: GdkModifierType(0)))
            XCTAssertEqual(host.phase, .hiding, "Escape: it slides out")
            demo.show(page: .floating)
            XCTAssertEqual(gtk_widget_get_mapped(page.root.widget), 0)
            XCTAssertEqual(host.phase, .hidden, "its page left: away at once")
            XCTAssertFalse(host.isAnimating)
        }
    }

    /// Coming back to the chat after writing in its field opens it on its newest message with
    /// the keyboard down: focus never passes through the field on the way (GtkStack would give
    /// it back its focus: the keyboard rose and sank, and the draft was selected).
    func testComingBackToTheChatNeverPassesThroughItsField() throws {
        try MainActor.assumeIsolated {
            let demo = Self.showDemo(on: .chat)
            defer { Self.close(demo) }
            let page = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
            let host = page.keyboardHost
            _ = gtk_widget_grab_focus(page.bar.entry)
            page.bar.draft = "draft"
            XCTAssertTrue(MainLoop.iterate(until: { host.phase == .shown }))
            demo.show(page: .floating)
            var moves = 0
            let watch = host.subscribe(transition: { _ in moves += 1 })
            defer { host.unsubscribe(watch) }
            demo.show(page: .chat)
            MainLoop.drain()
            XCTAssertEqual(moves, 0, "the keyboard never moved")
            XCTAssertEqual(host.phase, .hidden)
            XCTAssertEqual(ChatTest.focus(of: page), page.list.bubbles.last?.root.widget, "on the newest message")
            XCTAssertEqual(page.bar.draft, "draft")
            XCTAssertEqual(gtk_editable_get_selection_bounds(ChatTest.entryText(page).asEditable, nil, nil), 0, "the draft not selected")
        }
    }

    func testHeaderButtonAndShortcutActionToggleTheVisiblePagesKeyboard() throws {
        try MainActor.assumeIsolated {
            let demo = Self.showDemo(on: .chat)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .chat) as? ChatPage, let button = demo.keyboardButton else {
                return XCTFail("the chat page and the keyboard button exist")
            }
            let host = page.keyboardHost
            XCTAssertFalse(host.isVisible, "the chat opens with the keyboard down")
            XCTAssertNotEqual(gtk_widget_get_sensitive(button), 0)
            XCTAssertEqual(gtk_widget_get_focus_on_click(button), 0)

            // A toggle button, pressed exactly while the keyboard is up, however it moved.
            let toggle = Gtk.ToggleButton(button).c
            let pressed = { gtk_toggle_button_get_active(toggle) != 0 }
            XCTAssertFalse(pressed())
            // Read as a toggle button from GTK 4.10, which has the role; on GTK 4.8, which
            // would expose a push button (whose pressed state Orca 43 does not read), as a
            // check box, checked while pressed (im_toggle_button_new; the Orca journeys hear it).
            let role = gtk_get_minor_version() >= 10 ? "toggle button|" : "check box|"
            let read = try Accessibility.dump().filter { $0.contains("|On-screen keyboard|") }
            XCTAssertTrue(read.contains { $0.hasPrefix(role) }, "a screen reader reads a \(role) \(read)")
            im_signal_emit_simple(UnsafeMutableRawPointer(button), "clicked")
            XCTAssertTrue(host.isVisible)
            XCTAssertTrue(pressed(), "the button shows the keyboard is up")
            let root = gtk_widget_get_root(button)
            XCTAssertTrue(gtk_widget_is_ancestor(gtk_root_get_focus(root), page.bar.entry) != 0, "typing goes to the message field")
            demo.toggleKeyboard()  // what Ctrl+K runs
            XCTAssertFalse(host.isVisible)
            XCTAssertFalse(pressed(), "Ctrl+K: not pressed")
            XCTAssertTrue(MainLoop.iterate(until: { !host.isAnimating }))
            demo.toggleKeyboard()
            XCTAssertTrue(pressed(), "Ctrl+K: pressed")
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_Escape), state: GdkModifierType(0)))
            XCTAssertFalse(pressed(), "Escape: not pressed")
            XCTAssertTrue(MainLoop.iterate(until: { !host.isAnimating }))

            // Another page: focus left the chat's fields, so its keyboard goes (at once when the
            // page is unmapped), and the button has nothing to toggle.
            demo.toggleKeyboard()
            XCTAssertTrue(host.isVisible)
            XCTAssertTrue(pressed())
            demo.show(page: .floating)
            XCTAssertFalse(host.isVisible)
            XCTAssertFalse(pressed(), "no page keyboard is up")
            XCTAssertTrue(MainLoop.iterate(until: { !host.isAnimating && gtk_widget_get_mapped(page.root.widget) == 0 }))
            MainLoop.drain()
            XCTAssertEqual(host.phase, .hidden)
            XCTAssertEqual(gtk_widget_get_sensitive(button), 0)
            demo.toggleKeyboard()
            XCTAssertFalse(host.isVisible)
        }
    }
}
