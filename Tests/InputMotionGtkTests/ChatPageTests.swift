import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The chat page with its on-screen keyboard, as real widgets in a real window. Geometry is
/// read from what GTK drew (`gtk_widget_compute_bounds`), never from the models.
final class ChatPageTests: XCTestCase {
    func testFocusingTheEntryBringsUpThePanelWithTheBarOnItAtEveryFrame() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            let host = page.keyboardHost
            let pageHeight = ChatTest.pageHeight(page)
            XCTAssertFalse(host.isVisible)
            XCTAssertNil(ChatTest.panelTop(page), "the panel is put away")
            XCTAssertEqual(ChatTest.barBottom(page), pageHeight, accuracy: 0.01, "bar at the bottom")

            // Motion time steps 1/60 s per drawn frame, however loaded the machine is: how many
            // frames land mid-slide then depends on the slide, not on how fast frames come.
            let start = MotionContext.shared.now(for: page.root.widget) + 1
            MotionContext.shared.captureTime = start
            defer { MotionContext.shared.captureTime = nil }
            _ = gtk_widget_grab_focus(page.bar.entry)
            XCTAssertTrue(host.isVisible)
            XCTAssertTrue(host.isAnimating, "focus starts the slide")
            var samples: [(panel: Double?, bar: Double)] = []
            for frame in 1...60 where host.isAnimating {
                MotionContext.shared.captureTime = start + Double(frame) / 60
                XCTAssertTrue(MainLoop.paintNextFrame(of: window.widget))
                samples.append((ChatTest.panelTop(page), ChatTest.barBottom(page)))
            }
            XCTAssertFalse(host.isAnimating, "still within a second of motion time")

            let panelHeight = ChatTest.panelHeight(page)
            XCTAssertGreaterThan(panelHeight, 100)
            var tops: [Double] = []
            for (index, sample) in samples.enumerated() {
                guard let top = sample.panel else { continue }
                XCTAssertEqual(sample.bar, top, accuracy: 0.01, "frame \(index): the bar's bottom is the panel's top")
                tops.append(top)
            }
            let between = Set(tops.filter { $0 > pageHeight - panelHeight + 0.5 && $0 < pageHeight - 0.5 }.map { ($0 * 10).rounded() })
            XCTAssertGreaterThanOrEqual(between.count, 3, "several frames in between: \(tops)")
            XCTAssertEqual(tops, tops.sorted(by: >), "the panel only rises")
            XCTAssertEqual(tops.last ?? 0, pageHeight - panelHeight, accuracy: 0.01, "docked at the bottom")
            XCTAssertEqual(host.phase, .shown)
            XCTAssertEqual(FrameTicker.registered, 0, "no tick callback once still")
        }
    }

    func testEntryIsFortyPixelsTallForItsFourteenPixelCorners() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            // The drawn border box (gtk_widget_get_height would leave the borders out).
            XCTAssertEqual(Double(ChatTest.bounds(page.bar.entry, in: page).size.height), MessageBarMetrics.entryHeight, accuracy: 0.01)
            XCTAssertEqual(MessageBarMetrics.cornerRadius, 14, accuracy: 1e-9, "35 % of 40 px")
        }
    }

    func testKeysTypeIntoTheEntryAtItsCursorWithoutTakingFocus() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            let editable = page.bar.entry.asEditable
            page.bar.draft = "helo"
            gtk_editable_set_position(editable, 3)
            ChatTest.press("l", on: page)
            XCTAssertEqual(page.bar.draft, "hello")
            XCTAssertEqual(gtk_editable_get_position(editable), 4, "the cursor moves past what was typed")

            gtk_editable_select_region(editable, 1, 5)  // "ello" selected: typing replaces it
            ChatTest.press("Shift", on: page)
            ChatTest.press("I", on: page)  // shifted caps read (and are named) in upper case
            XCTAssertEqual(page.bar.draft, "hI")
            ChatTest.press("i", on: page)
            XCTAssertEqual(page.bar.draft, "hIi", "shift is one-shot")
            ChatTest.press("Backspace", on: page)
            ChatTest.press("Space", on: page)
            ChatTest.press("Digits and symbols", on: page)
            ChatTest.press("1", on: page)
            ChatTest.press("!", on: page)
            ChatTest.press("Letters", on: page)
            XCTAssertEqual(page.bar.draft, "hI 1!")

            XCTAssertEqual(ChatTest.focus(of: page), ChatTest.entryText(page), "keys never take focus")
            XCTAssertTrue(page.keyboardHost.isVisible)
            for key in page.keyboardHost.panel.keys.joined() {
                XCTAssertEqual(gtk_widget_get_focus_on_click(key), 0)
            }

            let count = page.chat.messages.count
            ChatTest.press("Return", on: page)
            XCTAssertEqual(page.chat.messages.count, count + 1, "Return sends")
            XCTAssertEqual(page.chat.messages.last?.text, "hI 1!")
            XCTAssertEqual(page.bar.draft, "")
        }
    }

    func testTypingHelloAndReturnShowsTheMessageAtTheBottom() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 40))
            defer { ChatTest.close(window) }
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            for letter in "hello" { ChatTest.press(String(letter), on: page) }
            ChatTest.press("Return", on: page)
            GtkTest.waitForFrames(window.widget, 2)
            XCTAssertEqual(page.list.bubbles.last?.text, "hello")
            XCTAssertTrue(page.list.isAtBottom, "the list shows the new message")
            // The newest bubble is drawn inside the list, just above the bar.
            let bubble = ChatTest.bounds(page.list.bubbles[page.list.bubbles.count - 1].root.widget, in: page)
            let list = ChatTest.bounds(page.list.root.widget, in: page)
            XCTAssertLessThanOrEqual(Double(bubble.origin.y + bubble.size.height), Double(list.origin.y + list.size.height))
            XCTAssertGreaterThan(Double(bubble.origin.y), Double(list.origin.y))
        }
    }

    func testWhitespaceOnlyIsNotSentAndTheEntryKeepsIt() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            let count = page.chat.messages.count
            page.bar.draft = "   \t "
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.sendButton), "clicked")
            XCTAssertEqual(page.chat.messages.count, count)
            XCTAssertEqual(page.list.bubbles.count, count)
            XCTAssertEqual(page.bar.draft, "   \t ", "the entry keeps what was typed")
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.entry), "activate")
            XCTAssertEqual(page.chat.messages.count, count, "Return neither")

            page.bar.draft = "  see you  "
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.sendButton), "clicked")
            XCTAssertEqual(page.list.bubbles.count, count + 1)
            XCTAssertEqual(page.list.bubbles.last?.text, "see you", "trimmed")
            XCTAssertEqual(page.bar.draft, "")

            page.bar.draft = "by Return"
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.entry), "activate")
            XCTAssertEqual(page.list.bubbles.last?.text, "by Return")
        }
    }

    func testCannedReplyArrivesAMomentLater() {
        MainActor.assumeIsolated {
            var chat = ChatTest.quietChat()
            chat.cannedReplies = ["Noted."]
            chat.replyDelay = 0.05
            let (window, page) = ChatTest.open(chat)
            defer { ChatTest.close(window) }
            page.bar.draft = "ping"
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.sendButton), "clicked")
            XCTAssertEqual(page.list.bubbles.last?.message.author, .me, "not at once")
            XCTAssertTrue(MainLoop.iterate(until: { page.list.bubbles.last?.message.author == .partner }))
            XCTAssertEqual(page.list.bubbles.last?.text, "Noted.")
        }
    }

    func testRepliesCalledOffNeverArrive() {
        MainActor.assumeIsolated {
            var chat = ChatTest.quietChat()
            chat.cannedReplies = ["First.", "Second."]
            chat.replyDelay = 0.05
            let (window, page) = ChatTest.open(chat)
            defer { ChatTest.close(window) }
            page.bar.draft = "one"
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.sendButton), "clicked")
            page.callOffRepliesOnTheirWay()
            page.bar.draft = "two"
            im_signal_emit_simple(UnsafeMutableRawPointer(page.bar.sendButton), "clicked")
            // The second reply is due after the first: once it is in, the first had its turn.
            XCTAssertTrue(MainLoop.iterate(until: { page.list.bubbles.last?.message.author == .partner }))
            XCTAssertEqual(page.list.bubbles.map(\.text).suffix(3), ["one", "two", "Second."])
        }
    }

    func testEscapeHidesThePanelAndTheBarReturnsToTheBottom() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            let host = page.keyboardHost
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            // What the host's key controller runs for a real Escape (checked with xdotool too).
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_Escape), state: GdkModifierType(rawValue: 0)))
            XCTAssertFalse(host.isVisible)
            let samples = ChatTest.samplesUntilStill(page)
            for sample in samples { if let top = sample.panel { XCTAssertEqual(sample.bar, top, accuracy: 0.01) } }
            XCTAssertEqual(ChatTest.barBottom(page), ChatTest.pageHeight(page), accuracy: 0.01)
            XCTAssertNil(ChatTest.panelTop(page), "put away once down")
            XCTAssertEqual(ChatTest.focus(of: page), ChatTest.entryText(page), "the field keeps focus")
            XCTAssertFalse(host.handleKeyPress(keyval: guint(GDK_KEY_Escape), state: GdkModifierType(rawValue: 0)),
                           "Escape with the keyboard down is left to others")
            XCTAssertEqual(FrameTicker.registered, 0)
        }
    }

    func testHideKeyAndFocusLeavingTheFieldsHideThePanel() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            let host = page.keyboardHost
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            ChatTest.press("Hide keyboard", on: page)
            XCTAssertFalse(host.isVisible, "hide key")
            ChatTest.settle(page)

            host.toggle()
            XCTAssertTrue(host.isVisible, "toggle shows it again with focus where it was")
            ChatTest.settle(page)
            _ = gtk_widget_grab_focus(page.backButton)
            XCTAssertFalse(host.isVisible, "focus left the text fields")
            ChatTest.settle(page)

            _ = gtk_widget_grab_focus(page.bar.entry)
            XCTAssertTrue(host.isVisible)
            im_signal_emit_simple(UnsafeMutableRawPointer(page.backButton), "clicked")
            XCTAssertFalse(host.isVisible, "back ends editing")
            XCTAssertNil(ChatTest.focus(of: page))
            ChatTest.settle(page)
            XCTAssertEqual(ChatTest.barBottom(page), ChatTest.pageHeight(page), accuracy: 0.01)
        }
    }

    func testKeysAreReachableWithoutAMouse() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            let host = page.keyboardHost
            let noModifiers = GdkModifierType(rawValue: 0)
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            // F6: from the field to the keys; the keyboard stays up and keys type into the field.
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_F6), state: noModifiers))
            let first = host.panel.keys[0][0]
            XCTAssertEqual(ChatTest.focus(of: page), first)
            XCTAssertTrue(host.isVisible)
            im_signal_emit_simple(UnsafeMutableRawPointer(first), "clicked")  // Space/Enter on a focused button
            XCTAssertEqual(page.bar.draft, "q")
            XCTAssertEqual(ChatTest.focus(of: page), first, "focus stays on the key")
            // Arrows go key to key and stay in the keyboard at its edges (GTK's own arrow focus
            // would leave it for the page).
            let panel = host.panel
            XCTAssertTrue(panel.handleArrow(keyval: guint(GDK_KEY_Up), state: noModifiers))
            XCTAssertEqual(ChatTest.focus(of: page), first, "Up on the top row stays")
            XCTAssertTrue(panel.handleArrow(keyval: guint(GDK_KEY_Left), state: noModifiers))
            XCTAssertEqual(ChatTest.focus(of: page), first, "Left on the first key stays")
            XCTAssertTrue(panel.handleArrow(keyval: guint(GDK_KEY_Right), state: noModifiers))
            XCTAssertEqual(ChatTest.focus(of: page), panel.keys[0][1])
            for _ in 0..<5 { panel.handleArrow(keyval: guint(GDK_KEY_Down), state: noModifiers) }
            XCTAssertEqual(ChatTest.focus(of: page), panel.keys[3][0], "w, a, Shift, the page key: Down ends on the bottom row")
            XCTAssertFalse(panel.handleArrow(keyval: guint(GDK_KEY_Left), state: GDK_ALT_MASK), "Alt+Left is not the keyboard's")
            _ = gtk_widget_grab_focus(first)
            // F6 again: back to the field.
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_F6), state: noModifiers))
            XCTAssertEqual(ChatTest.focus(of: page), ChatTest.entryText(page))
            // Escape from a key: the keyboard goes down and focus returns to the field.
            host.panel.focusFirstKey()
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_Escape), state: noModifiers))
            XCTAssertFalse(host.isVisible)
            XCTAssertEqual(ChatTest.focus(of: page), ChatTest.entryText(page))
            ChatTest.settle(page)
            XCTAssertEqual(gtk_widget_get_can_focus(host.panel.root.widget), 0, "a hidden panel is not in the Tab order")
        }
    }

    /// The messages are read by keyboard: one Tab stop (the newest), Up and Down message to
    /// message within the list, each read as who wrote it and its text.
    func testMessagesAreWalkedByKeyboard() throws {
        try MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 3))
            defer { ChatTest.close(window) }
            let list = page.list
            let bubbles = list.bubbles.map(\.root.widget)
            let noModifiers = GdkModifierType(rawValue: 0)
            XCTAssertEqual(bubbles.map { gtk_widget_get_focusable($0) != 0 }, [false, false, true], "one Tab stop: the newest")
            // Tab from the back button goes into the list, on the newest message.
            _ = gtk_widget_grab_focus(page.backButton)
            XCTAssertNotEqual(gtk_widget_child_focus(window.widget, GTK_DIR_TAB_FORWARD), 0)
            XCTAssertEqual(ChatTest.focus(of: page), bubbles[2])
            XCTAssertTrue(list.handleArrow(keyval: guint(GDK_KEY_Down), state: noModifiers))
            XCTAssertEqual(ChatTest.focus(of: page), bubbles[2], "Down on the newest stays")
            XCTAssertTrue(list.handleArrow(keyval: guint(GDK_KEY_Up), state: noModifiers))
            XCTAssertTrue(list.handleArrow(keyval: guint(GDK_KEY_Up), state: noModifiers))
            XCTAssertTrue(list.handleArrow(keyval: guint(GDK_KEY_Up), state: noModifiers))
            XCTAssertEqual(ChatTest.focus(of: page), bubbles[0], "Up ends on the oldest")
            XCTAssertEqual(bubbles.map { gtk_widget_get_focusable($0) != 0 }, [true, false, false], "the Tab stop moved with it")
            // Tab leaves the list for the message bar.
            XCTAssertNotEqual(gtk_widget_child_focus(window.widget, GTK_DIR_TAB_FORWARD), 0)
            XCTAssertEqual(ChatTest.focus(of: page), ChatTest.entryText(page))
            let items = try Accessibility.dump().filter { $0.hasPrefix("list item|") }
            XCTAssertTrue(items.contains { $0.hasPrefix("list item|Maya: Message 1|") }, "\(items)")
            XCTAssertTrue(items.contains { $0.hasPrefix("list item|You: Message 2|") }, "\(items)")
        }
    }

    /// The chat opens on its newest message, keyboard down; a character typed there (through
    /// the X server, as fingers type) is written into the message field, which takes focus and
    /// brings the keyboard up. Space on a focused control stays the control's.
    func testTypingOnAMessageWritesIntoTheField() throws {
        try Self.requireXdotool()
        try MainActor.assumeIsolated {
            let (window, page, x) = try Self.openForKeys(titled: "chat typing")
            defer { ChatTest.close(window) }
            XCTAssertEqual(ChatTest.focus(of: page), page.list.bubbles[2].root.widget, "opened on the newest message")
            XCTAssertFalse(page.keyboardHost.isVisible)
            // X hands the keys over in order: a space written would lead the draft.
            AppTest.press("space", in: x)
            AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", x, "type", "--clearmodifiers", "Hi!"])
            XCTAssertTrue(MainLoop.iterate(until: { page.bar.draft.hasSuffix("Hi!") }, timeout: 10), "written into the field: \(page.bar.draft.debugDescription)")
            XCTAssertEqual(page.bar.draft, "Hi!", "Space on a message writes nothing")
            XCTAssertEqual(ChatTest.focus(of: page), ChatTest.entryText(page), "the field took focus")
            XCTAssertTrue(page.keyboardHost.isVisible, "and the keyboard came up")
        }
    }

    /// Skips a test that types through the X server when it cannot (Wayland, no xdotool).
    private static func requireXdotool() throws {
        try GtkTest.requireX11(for: "xdotool's key presses")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
    }

    /// A quiet chat of three messages in a window titled `title`, and that window's X id, for
    /// xdotool's keys.
    @MainActor
    private static func openForKeys(titled title: String) throws -> (Widget, ChatPage, String) {
        let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 3))
        gtk_window_set_title(window.widget.asWindow, title)
        MainLoop.drain()
        do {
            return (window, page, try XCTUnwrap(AppTest.xWindow(titled: title), "no X window titled \(title)"))
        } catch {
            ChatTest.close(window)
            throw error
        }
    }

    /// A draft kept across a restart goes on where it ends: a key typed on a message is written
    /// after it, not before.
    func testTypingOnAMessageContinuesARestoredDraft() throws {
        try Self.requireXdotool()
        try MainActor.assumeIsolated {
            let (window, page, x) = try Self.openForKeys(titled: "chat restored draft")
            defer { ChatTest.close(window) }
            var saved = SavedState()
            saved.chatDraft = "draft one"
            page.restore(from: saved)
            page.focusFirst()
            XCTAssertEqual(ChatTest.focus(of: page), page.list.bubbles[2].root.widget, "on the newest message")
            AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", x, "type", "--clearmodifiers", "Z"])
            XCTAssertTrue(MainLoop.iterate(until: { page.bar.draft.count == 10 }, timeout: 10), "written into the field: \(page.bar.draft.debugDescription)")
            XCTAssertEqual(page.bar.draft, "draft oneZ")
        }
    }

    func testListStaysAtTheNewestMessageWhileTheKeyboardRises() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 40))
            defer { ChatTest.close(window) }
            XCTAssertTrue(page.list.isAtBottom, "opens at the newest message")
            let before = page.list.scrollState
            _ = gtk_widget_grab_focus(page.bar.entry)
            let host = page.keyboardHost
            var checks = 0
            MainLoop.iterate(until: {
                XCTAssertTrue(page.list.isAtBottom, "at the newest message at every frame")
                checks += 1
                return !host.isAnimating
            })
            MainLoop.drain()
            XCTAssertGreaterThan(checks, 3)
            let after = page.list.scrollState
            XCTAssertTrue(page.list.isAtBottom)
            XCTAssertLessThan(after.viewport, before.viewport - 100, "the list shrank")
        }
    }

    func testScrolledUpListKeepsItsPlace() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 40))
            defer { ChatTest.close(window) }
            ChatTest.showAllMessages(page, in: window)  // near the top, earlier ones would come in above
            let adjustment = gtk_scrolled_window_get_vadjustment(page.list.root.widget.asScrolledWindow)
            gtk_adjustment_set_value(adjustment, 100)
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            XCTAssertEqual(page.list.scrollState.offset, 100, accuracy: 0.5)
            XCTAssertFalse(page.list.isAtBottom)
        }
    }

    func testHidingMidSlideRetargetsWithTheBarStillOnThePanel() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            let host = page.keyboardHost
            let pageHeight = ChatTest.pageHeight(page)
            _ = gtk_widget_grab_focus(page.bar.entry)
            var rising: [Double] = []
            MainLoop.iterate(until: {
                if let top = ChatTest.panelTop(page) { rising.append(top) }
                return rising.filter { $0 < pageHeight - 1 }.count >= 2
            })
            let turn = ChatTest.panelTop(page) ?? pageHeight
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_Escape), state: GdkModifierType(rawValue: 0)))
            XCTAssertTrue(host.isAnimating)
            let samples = ChatTest.samplesUntilStill(page)
            var falling: [Double] = []
            for sample in samples {
                guard let top = sample.panel else { continue }
                XCTAssertEqual(sample.bar, top, accuracy: 0.01)
                falling.append(top)
            }
            XCTAssertEqual(falling.first ?? 0, turn, accuracy: 0.01, "turns back from where it was: no jump")
            XCTAssertEqual(falling, falling.sorted(), "then only goes down")
            XCTAssertEqual(ChatTest.barBottom(page), pageHeight, accuracy: 0.01)
            XCTAssertEqual(FrameTicker.registered, 0)
        }
    }

    /// Focus in and out of the field ten times a second: the bar never leaves the panel, the
    /// panel never steps back against where it is going (no bounce, no restart from an end),
    /// and it ends where the last focus change says. How far one frame moves it is not
    /// asserted: that depends on how late the frame is.
    func testFocusInAndOutTenTimesASecondEndsRightWithoutJumps() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            let clock = gtk_widget_get_frame_clock(page.root.widget)!
            let pageHeight = ChatTest.pageHeight(page)
            // The drawn top, and whether the keyboard was heading up when it was sampled.
            var tops: [(top: Double, rising: Bool)] = []
            var focused = false
            var lastToggle = gdk_frame_clock_get_frame_time(clock)
            var toggles = 0
            MainLoop.iterate(until: {
                let now = gdk_frame_clock_get_frame_time(clock)
                if now - lastToggle >= 100_000 {
                    focused.toggle()
                    _ = gtk_widget_grab_focus(focused ? page.bar.entry : page.backButton)
                    lastToggle = now
                    toggles += 1
                }
                let top = ChatTest.panelTop(page) ?? pageHeight
                XCTAssertEqual(ChatTest.barBottom(page), min(top, pageHeight), accuracy: 0.01)
                tops.append((top, page.keyboardHost.isVisible))
                return toggles >= 11
            }, maxIterations: 100_000)
            let samples = ChatTest.samplesUntilStill(page)
            XCTAssertTrue(page.keyboardHost.isVisible, "11 toggles: ends focused, keyboard up")
            let panelHeight = ChatTest.panelHeight(page)
            XCTAssertEqual(samples.last?.panel ?? 0, pageHeight - panelHeight, accuracy: 0.01)
            XCTAssertEqual(samples.last?.bar ?? 0, pageHeight - panelHeight, accuracy: 0.01)
            // What is drawn after a sample was drawn heading where the keyboard went then (a
            // focus change comes between a sample and the next frame).
            for (before, after) in zip(tops, tops.dropFirst()) {
                let step = after.top - before.top
                XCTAssertLessThanOrEqual(before.rising ? step : -step, 0.01,
                                         "from \(before.top) to \(after.top) while \(before.rising ? "rising" : "falling")")
            }
            let steps = zip(tops, tops.dropFirst()).map { $1.top - $0.top }
            XCTAssertTrue(steps.contains { $0 < -1 } && steps.contains { $0 > 1 }, "it went both ways: \(tops.map(\.top))")
            XCTAssertEqual(FrameTicker.registered, 0)
        }
    }

    func testResizingWithTheKeyboardUpKeepsTheBarOnIt() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            let oldHeight = ChatTest.pageHeight(page)
            gtk_window_set_default_size(window.widget.asWindow, 480, 560)
            XCTAssertTrue(MainLoop.iterate(until: { ChatTest.pageHeight(page) != oldHeight }), "the window resized")
            GtkTest.waitForFrames(window.widget, 1)
            let pageHeight = ChatTest.pageHeight(page)
            let top = ChatTest.panelTop(page) ?? 0
            XCTAssertEqual(top + ChatTest.panelHeight(page), pageHeight, accuracy: 0.01, "still docked")
            XCTAssertEqual(ChatTest.barBottom(page), top, accuracy: 0.01, "bar still on the keyboard")
            XCTAssertFalse(page.keyboardHost.isAnimating, "a layout change, not a slide")
        }
    }

    func testReducedMotionMovesPanelAndBarAtOnceTogether() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            MotionContext.shared.reducedMotionRequested = true
            defer { MotionContext.shared.reducedMotionRequested = false }
            _ = gtk_widget_grab_focus(page.bar.entry)
            XCTAssertFalse(page.keyboardHost.isAnimating)
            XCTAssertEqual(FrameTicker.registered, 0)
            GtkTest.waitForFrames(window.widget, 1)
            let top = ChatTest.panelTop(page) ?? 0
            XCTAssertEqual(top, ChatTest.pageHeight(page) - ChatTest.panelHeight(page), accuracy: 0.01)
            XCTAssertEqual(ChatTest.barBottom(page), top, accuracy: 0.01)
            page.keyboardHost.hide()
            XCTAssertFalse(page.keyboardHost.isAnimating)
            GtkTest.waitForFrames(window.widget, 1)
            XCTAssertNil(ChatTest.panelTop(page))
            XCTAssertEqual(ChatTest.barBottom(page), ChatTest.pageHeight(page), accuracy: 0.01)
        }
    }

    func testKeyboardAnnouncesEachMoveBeforeItMoves() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            let host = page.keyboardHost
            var announced: [(KeyboardTransition, Double?)] = []
            let subscription = host.subscribe(transition: { transition in
                announced.append((transition, ChatTest.panelTop(page)))
            })
            defer { host.unsubscribe(subscription) }
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            let pageHeight = ChatTest.pageHeight(page), panelHeight = ChatTest.panelHeight(page)
            XCTAssertEqual(announced.count, 1)
            if let (show, topThen) = announced.first {
                XCTAssertTrue(show.isShowing)
                XCTAssertEqual(show.endFrame, Rect(x: 0, y: pageHeight - panelHeight, width: Double(gtk_widget_get_width(page.root.widget)), height: panelHeight))
                XCTAssertEqual(show.duration, 0.25, accuracy: 1e-9)
                XCTAssertEqual(show.timing, SeedMotion.keyboard)
                XCTAssertEqual(topThen ?? pageHeight, pageHeight, accuracy: 0.01, "announced before the panel moved")
            }
            _ = gtk_widget_grab_focus(page.backButton)
            XCTAssertEqual(announced.count, 2)
            XCTAssertEqual(announced.last?.0.isShowing, false)
            XCTAssertEqual(announced.last?.0.endFrame.y, pageHeight)
            XCTAssertEqual(announced.last?.1 ?? 0, pageHeight - panelHeight, accuracy: 0.01, "announced while still up")
            // Focus moving between text fields or into the keys announces nothing.
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            host.panel.focusFirstKey()
            _ = gtk_widget_grab_focus(page.bar.entry)
            XCTAssertEqual(announced.count, 3)
        }
    }

    func testKeysHaveAccessibleNames() throws {
        try MainActor.assumeIsolated {
            let (window, page) = ChatTest.open()
            defer { ChatTest.close(window) }
            _ = gtk_widget_grab_focus(page.bar.entry)
            ChatTest.settle(page)
            let lines = try Accessibility.dump()
            let buttons = Set(lines.filter { $0.hasPrefix("push button|") }.map { $0.split(separator: "|", omittingEmptySubsequences: false)[1] })
            for name in ["Shift", "Backspace", "Return", "Hide keyboard", "Space", "Digits and symbols", "q", "m", ",", "Send", "Stop typing"] {
                XCTAssertTrue(buttons.contains(Substring(name)), "\(name) in \(buttons.sorted())")
            }
            XCTAssertTrue(lines.contains { $0.hasPrefix("text|Message|") }, "the entry is named")
        }
    }
}
