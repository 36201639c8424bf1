import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Korean typed through a real input method, as a Korean writer types it: real X key
/// presses (xdotool) into IBus + ibus-hangul or Fcitx 5 + fcitx5-hangul, in Hangul mode.
/// `meson-helpers/test-input-methods` runs them: it starts the input method's daemon on the
/// test's own session bus and display and names it in INPUTMOTION_IME; without it they are
/// skipped, saying so.
///
/// Dubeolsik keys: g ㅎ, k ㅏ, s ㄴ, r ㄱ, m ㅡ, f ㄹ, e ㄷ, l ㅣ — "gksrmf ekfrl" is 한글 달기,
/// with 기 still being composed after the last key.
final class RealInputMethodTests: XCTestCase {
    private static var inputMethod: String? { ProcessInfo.processInfo.environment["INPUTMOTION_IME"] }

    /// Whether keys ibus-hangul forwards back (Return, Tab, BackSpace in Hangul mode, with its
    /// default settings) never reach GTK 4: so with Debian 12's IBus 1.5.27 (ibus-hangul issue
    /// 109); Debian 13's IBus delivers them.
    @MainActor
    private static var forwardedKeysAreLost: Bool {
        guard inputMethod == "ibus" else { return false }
        let version = AppTest.run("/usr/bin/ibus", ["version"]).split(separator: " ").last.map(String.init) ?? ""
        // "1.5.27", or "1.5.35-rc1" (sid): the leading digits of each part.
        let parts = version.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").compactMap { Int($0.prefix(while: \.isNumber)) }
        return parts.lexicographicallyPrecedes([1, 5, 28])
    }

    override func setUpWithError() throws {
        guard Self.inputMethod != nil else {
            throw XCTSkip("needs a real input method: meson-helpers/test-input-methods runs these under IBus and Fcitx 5")
        }
    }

    /// Send, clicked while 기 is being composed, sends the whole "한글 달기" and leaves the
    /// entry empty: the input method's late commit of 기 does not land there.
    func testSendWhileComposingSendsEverySyllableOnce() {
        MainActor.assumeIsolated {
            let (window, page) = Self.openChat()
            defer { ChatTest.close(window) }
            Self.type("gksrmf ekfrl", into: page.bar.entry, of: window)
            XCTAssertEqual(page.bar.draft, "한글 달", "the entry's text leaves out what is composing")
            click(page.bar.sendButton)
            XCTAssertEqual(page.list.bubbles.last?.text, "한글 달기", "sent whole")
            XCTAssertEqual(page.bar.draft, "")
            Self.waitForTheInputMethod(page.bar.entry)
            XCTAssertEqual(page.bar.draft, "", "the late commit did not land in the emptied entry")
            XCTAssertEqual(page.list.bubbles.last?.text, "한글 달기")
        }
    }

    /// Korean typed with focus on a message (where the chat opens) is written into the message
    /// field through the input method, its first jamo too: the key the page hands the field
    /// goes through the field's input context.
    func testKoreanTypedOnAMessageComposesInTheField() {
        MainActor.assumeIsolated {
            let (window, page) = Self.openChat()
            defer { ChatTest.close(window) }
            let field = Target.entry(page.bar.entry)
            // The field's input context made and in Hangul mode (ㅎ, taken back), then focus on
            // the newest message, with the keyboard down.
            Self.type("g", into: field, of: window)
            AppTest.run("/usr/bin/xdotool", ["key", "BackSpace"])
            XCTAssertTrue(MainLoop.iterate(until: { field.preedit() == "" && field.text().isEmpty }, timeout: 5))
            page.focusFirst()
            XCTAssertEqual(ChatTest.focus(of: page), page.list.bubbles.last?.root.widget)
            for key in "gksrmf" {
                let before = (field.text(), field.preedit())
                AppTest.run("/usr/bin/xdotool", ["type", String(key)])
                XCTAssertTrue(MainLoop.iterate(until: { (field.text(), field.preedit()) != before }, timeout: 5), "the input method answered \(key)")
            }
            // An input method may answer a key in steps (trixie's IBus: the syllable, then its
            // last jamo): the whole answer, within the wait.
            MainLoop.iterate(until: { field.text() + (field.preedit() ?? "") == "한글" }, timeout: 5)
            XCTAssertEqual(field.text() + (field.preedit() ?? ""), "한글", "composed in the field, first jamo included")
            XCTAssertEqual(ChatTest.focus(of: page), ChatTest.entryText(page))
        }
    }

    /// Return while 기 is being composed sends "한글 달기" whole. With ibus-hangul's default
    /// settings on IBus 1.5.27 the engine commits 기 and hands Return back by key forwarding,
    /// which GTK 4 never receives (ibus-hangul issue 109): nothing is sent, nothing is lost,
    /// and the test asserts that, what GTK gives.
    func testReturnWhileComposingSendsWholeUnlessIBusHangulForwardsTheKey() {
        MainActor.assumeIsolated {
            let (window, page) = Self.openChat()
            defer { ChatTest.close(window) }
            let before = page.list.bubbles.count
            Self.type("gksrmf ekfrl", into: page.bar.entry, of: window)
            AppTest.run("/usr/bin/xdotool", ["key", "Return"])
            if Self.forwardedKeysAreLost {
                XCTAssertTrue(MainLoop.iterate(until: { page.bar.draft == "한글 달기" }, timeout: 5), "기 committed into the entry")
                Self.waitForTheInputMethod(page.bar.entry)
                XCTAssertEqual(page.list.bubbles.count, before, "GTK never got the forwarded Return: nothing sent")
                XCTAssertEqual(page.bar.draft, "한글 달기", "and nothing lost")
            } else {
                XCTAssertTrue(MainLoop.iterate(until: { page.list.bubbles.count > before }, timeout: 5), "sent")
                XCTAssertEqual(page.list.bubbles[before].text, "한글 달기", "whole")
                Self.waitForTheInputMethod(page.bar.entry)
                XCTAssertEqual(page.bar.draft, "")
            }
        }
    }

    /// Tab while 글 is being composed: 글 lands in the field, once, and focus moves on —
    /// except that ibus-hangul's default key forwarding on IBus 1.5.27 loses the Tab (issue
    /// 109): focus then stays, which the test asserts, as GTK gives it.
    func testTabWhileComposingCommitsOnceAndMovesOnUnlessIBusHangulForwardsIt() {
        MainActor.assumeIsolated {
            let (window, page) = Self.openChat()
            defer { ChatTest.close(window) }
            Self.type("gksrmf", into: page.bar.entry, of: window)
            AppTest.run("/usr/bin/xdotool", ["key", "Tab"])
            XCTAssertTrue(MainLoop.iterate(until: { page.bar.draft == "한글" }, timeout: 5), "committed")
            let text = KeyboardTyping.textTarget(for: page.bar.entry)!
            if Self.forwardedKeysAreLost {
                Self.waitForTheInputMethod(page.bar.entry)
                XCTAssertNotEqual(gtk_widget_has_focus(text), 0, "GTK never got the forwarded Tab")
            } else {
                XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_has_focus(text) == 0 }), "focus moved on")
                Self.waitForTheInputMethod(page.bar.entry)
            }
            XCTAssertEqual(page.bar.draft, "한글", "once")
        }
    }

    /// The floating label floats on the first jamo: what is being composed is text.
    func testTheLabelFloatsOnTheFirstJamo() {
        MainActor.assumeIsolated {
            let demo = Self.openDemo(.floating)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            guard let page = demo.view(of: .floating) as? FloatingLabelsPage else { return XCTFail("no page") }
            let field = page.fields[0]
            Self.type("g", into: field.entry, of: demo.window)
            XCTAssertEqual(field.text, "", "ㅎ is only being composed")
            XCTAssertTrue(MainLoop.iterate(until: { !field.isAnimating }))
            XCTAssertEqual(field.lastPlacement.scale, 0.8, accuracy: 1e-6, "floated")
            // Taken back before it is committed: the label rests again once the field is left.
            AppTest.run("/usr/bin/xdotool", ["key", "BackSpace"])
            XCTAssertTrue(MainLoop.iterate(until: { FieldComposition.of(field.entry)?.preedit == "" }, timeout: 5))
        }
    }

    /// An on-screen key pressed while 글 is being composed: 글 stays, the key's letter follows.
    func testAnOnScreenKeyKeepsTheSyllableBeingComposed() {
        MainActor.assumeIsolated {
            let (window, page) = Self.openChat()
            defer { ChatTest.close(window) }
            Self.type("gksrmf", into: page.bar.entry, of: window)
            XCTAssertEqual(page.bar.draft, "한")
            ChatTest.press("a", on: page)
            XCTAssertEqual(page.bar.draft, "한글a")
            Self.waitForTheInputMethod(page.bar.entry)
            XCTAssertEqual(page.bar.draft, "한글a", "글 once")
        }
    }

    /// The on-screen Return while 글 is being composed sends "한글" once (the key commits the
    /// syllable, then the send would have committed the input method's stale copy of it again:
    /// "한글글"), and in a poll option leaves "한글" there and walks on.
    func testTheOnScreenReturnWhileComposingCommitsEverySyllableOnce() throws {
        try MainActor.assumeIsolated {
            let (window, page) = Self.openChat()
            defer { ChatTest.close(window) }
            Self.type("gksrmf", into: page.bar.entry, of: window)
            ChatTest.press("Return", on: page)
            XCTAssertEqual(page.list.bubbles.last?.text, "한글", "sent once, whole")
            XCTAssertEqual(page.bar.draft, "")
            Self.waitForTheInputMethod(page.bar.entry)
            XCTAssertEqual(page.bar.draft, "", "the late commit did not land in the emptied entry")

            let demo = Self.openDemo(.poll)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let poll = try XCTUnwrap(demo.view(of: .poll) as? PollPage)
            Self.type("gksrmf", into: poll.rows[0].entry, of: demo.window)
            let key = try XCTUnwrap(poll.keyboardHost.panel.key(named: "Return"))
            im_signal_emit_simple(UnsafeMutableRawPointer(key), "clicked")
            XCTAssertEqual(poll.rows[0].text, "한글")
            XCTAssertTrue(gtk_widget_has_focus(KeyboardTyping.textTarget(for: poll.rows[1].entry)) != 0, "walked on to option 2")
            Self.waitForTheInputMethod(poll.rows[0].entry)
            XCTAssertEqual(poll.rows[0].text, "한글")
            XCTAssertEqual(poll.rows[1].text, "")
        }
    }

    /// Log In clicked for real (a press that moves focus to the button, so the input method
    /// sees the field lose focus) while 글 is being composed: "한글" is validated and stays,
    /// selected, with the error under it, whatever the input method commits late.
    func testLogInClickedWhileComposingKeepsTheWholeTextAndTheError() throws {
        try MainActor.assumeIsolated {
            let demo = Self.openDemo(.login)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let page = try XCTUnwrap(demo.view(of: .login) as? LoginPage)
            Self.type("gksrmf", into: page.email.entry, of: demo.window)
            let id = try XCTUnwrap(AppTest.xWindow(titled: "Korean input test"))
            let point = try XCTUnwrap(AppTest.windowPoint(ofCenterOf: page.loginButton, in: demo.window))
            AppTest.run("/usr/bin/xdotool", ["mousemove", "--window", id, "\(point.x)", "\(point.y)", "click", "1"])
            XCTAssertTrue(MainLoop.iterate(until: { page.email.messageText != nil }, timeout: 5), "Log In checked the email")
            XCTAssertEqual(page.model.email, "한글", "validated whole")
            // Whatever the input method still commits comes within its echo window.
            MainLoop.iterate(until: { page.email.text != "한글" }, timeout: CompositionEcho.window + 0.5)
            XCTAssertEqual(page.email.text, "한글", "the late commit replaced nothing")
            XCTAssertNotNil(page.email.messageText, "the error still says why")
            var start: Int32 = 0, end: Int32 = 0
            XCTAssertNotEqual(gtk_editable_get_selection_bounds(page.email.entry.asEditable, &start, &end), 0, "still selected")
            XCTAssertEqual([start, end], [0, 2], "all of it: the next key starts the address again")
        }
    }

    /// Log In while 글 is being composed validates "한글" (not "한") and leaves it whole, even
    /// after focus came back to the field with its text selected.
    func testLogInWhileComposingValidatesTheWholeTextAndLeavesIt() {
        MainActor.assumeIsolated {
            let demo = Self.openDemo(.login)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            guard let page = demo.view(of: .login) as? LoginPage else { return XCTFail("no login page") }
            Self.type("gksrmf", into: page.email.entry, of: demo.window)
            XCTAssertEqual(page.email.text, "한")
            page.submit()  // what the Log In button does
            XCTAssertEqual(page.model.email, "한글", "validated whole")
            XCTAssertNotNil(page.email.messageText, "and found wanting")
            Self.waitForTheInputMethod(page.email.entry)
            XCTAssertEqual(page.email.text, "한글", "the late commit replaced nothing")
        }
    }

    /// The placeholder hides on the first jamo, and shows again when it is taken back.
    func testThePlaceholderHidesOnTheFirstJamo() {
        MainActor.assumeIsolated {
            let demo = Self.openDemo(.placeholder)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            guard let page = demo.view(of: .placeholder) as? PlaceholderTextPage else { return XCTFail("no page") }
            let view = page.textView
            XCTAssertTrue(view.isPlaceholderShown, "empty")
            Self.type("g", into: .textView(view), of: demo.window)
            XCTAssertEqual(view.text, "", "ㅎ is only being composed")
            XCTAssertFalse(view.isPlaceholderShown, "but the writer sees it: the placeholder is gone")
            AppTest.run("/usr/bin/xdotool", ["key", "BackSpace"])
            XCTAssertTrue(MainLoop.iterate(until: { view.visibleDraft.preedit == "" }, timeout: 5))
            XCTAssertTrue(view.isPlaceholderShown, "taken back: empty again")
        }
    }

    /// Return in a poll option while 글 is being composed: "한글" lands in that option, once,
    /// and focus walks to the next — except that ibus-hangul's default key forwarding on IBus
    /// 1.5.27 loses the Return (issue 109): focus then stays, which the test asserts.
    func testReturnInAPollOptionCommitsThereAndWalksUnlessIBusHangulForwardsIt() {
        MainActor.assumeIsolated {
            let demo = Self.openDemo(.poll)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            guard let page = demo.view(of: .poll) as? PollPage, page.rows.count >= 2 else { return XCTFail("no poll page") }
            let first = page.rows[0], second = page.rows[1]
            Self.type("gksrmf", into: first.entry, of: demo.window)
            AppTest.run("/usr/bin/xdotool", ["key", "Return"])
            XCTAssertTrue(MainLoop.iterate(until: { first.text == "한글" }, timeout: 5), "committed into the first option")
            let secondText = KeyboardTyping.textTarget(for: second.entry)!
            if Self.forwardedKeysAreLost {
                Self.waitForTheInputMethod(first.entry)
                XCTAssertEqual(gtk_widget_has_focus(secondText), 0, "GTK never got the forwarded Return: focus stays")
            } else {
                XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_has_focus(secondText) != 0 }, timeout: 5), "walked on")
                // The input method answers a key in the second option: what it sent before has arrived.
                Self.type("k", into: second.entry, of: demo.window)
                XCTAssertEqual(second.text, "", "ㅏ is only being composed there")
            }
            XCTAssertEqual(first.text, "한글", "once")
            XCTAssertEqual(page.editor.options.first, "한글", "and the poll has it")
        }
    }

    /// A click in another field while 글 is being composed: "한글" stays in the first field,
    /// once, and the clicked field has focus.
    func testAClickOnAnotherFieldCommitsOnce() {
        MainActor.assumeIsolated {
            let demo = Self.openDemo(.floating)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            guard let page = demo.view(of: .floating) as? FloatingLabelsPage, let second = Self.emptyTextField(after: page.fields[0], in: page) else {
                return XCTFail("no page")
            }
            let first = page.fields[0]
            Self.type("gksrmf", into: first.entry, of: demo.window)
            guard let (x, y) = AppTest.windowPoint(ofCenterOf: second.entry, in: demo.window),
                  let id = AppTest.xWindow(titled: "Korean input test") else { return XCTFail("no point to click") }
            AppTest.run("/usr/bin/xdotool", ["mousemove", "--window", id, "\(x)", "\(y)", "click", "1"])
            let secondText = KeyboardTyping.textTarget(for: second.entry)!
            XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_has_focus(secondText) != 0 }, timeout: 5), "the click moved focus")
            XCTAssertTrue(MainLoop.iterate(until: { first.text == "한글" }, timeout: 5), "committed")
            Self.type("k", into: second.entry, of: demo.window)
            XCTAssertEqual(first.text, "한글", "once")
            XCTAssertEqual(second.text, "", "and nothing of it in the clicked field")
        }
    }

    /// Alt+2 (the Placeholder page) while 글 is being composed on the first page: "한글" stays
    /// in its field, once, and comes back with the page.
    func testAltNumberToAnotherPageCommitsOnce() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let app = DemoApplication(id: "org.inputmotion.KoreanInputTest", statePath: nil)
            let gapplication = Gio.Application(app.application).c
            var error: UnsafeMutablePointer<GError>?
            XCTAssertNotEqual(g_application_register(gapplication, nil, &error), 0, "registered")
            try XCTSkipIf(g_application_get_is_remote(gapplication) != 0, "another test app owns the id on this bus")
            g_application_activate(gapplication)
            guard let demo = app.demoWindow else { return XCTFail("no window") }
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            gtk_window_set_title(demo.window.widget.asWindow, "Korean input test")
            gtk_window_set_default_size(demo.window.widget.asWindow, 900, 640)
            GtkTest.show(demo.window.widget)
            demo.show(page: .floating)
            guard let page = demo.view(of: .floating) as? FloatingLabelsPage else { return XCTFail("no page") }
            let first = page.fields[0]
            Self.type("gksrmf", into: first.entry, of: demo.window)
            AppTest.run("/usr/bin/xdotool", ["key", "alt+2"])
            XCTAssertTrue(MainLoop.iterate(until: { demo.visiblePage == .placeholder }, timeout: 5), "on the Placeholder page")
            XCTAssertTrue(MainLoop.iterate(until: { first.text == "한글" }, timeout: 5), "committed")
            AppTest.run("/usr/bin/xdotool", ["key", "alt+1"])
            XCTAssertTrue(MainLoop.iterate(until: { demo.visiblePage == .floating }, timeout: 5), "back")
            guard let other = Self.emptyTextField(after: first, in: page) else { return XCTFail("no other field") }
            Self.type("k", into: other.entry, of: demo.window)
            XCTAssertEqual(first.text, "한글", "once")
        }
    }

    /// kill -9 while 글 is being composed in the Placeholder page, then a restart: the page
    /// shows "한글", what was on screen.
    func testKillMidCompositionAndRestartShowWhatWasOnScreen() throws {
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let statePath = folder.appendingPathComponent("inputmotion/state.ini").path
        func savedText() -> String? {
            (try? String(contentsOfFile: statePath, encoding: .utf8))?.split(separator: "\n")
                .first { $0.hasPrefix("text=") }.map { String($0.dropFirst("text=".count)) }
        }
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_STATE_HOME"] = folder.path
            let demo = try SpawnedGroup(AppTest.demoBinary, ["--page=placeholder"], environment: environment)
            defer { demo.end() }
            var window: String?
            XCTAssertTrue(MainLoop.iterate(until: {
                window = AppTest.xWindow(titled: "InputMotion", pid: demo.process.processIdentifier); return window != nil
            }, timeout: 60), "the demo's window")
            guard let window else { return }
            AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", window])
            // The placeholder view has focus at start; its composition is seen in the saved
            // state, written within a second of each change. ㄱ until the input method composes.
            var composing = false
            for _ in 0..<20 where !composing {
                AppTest.run("/usr/bin/xdotool", ["type", "r"])
                MainLoop.iterate(until: { savedText().map { !$0.isEmpty } ?? false }, timeout: 3)
                composing = savedText() == "ㄱ"
                AppTest.run("/usr/bin/xdotool", ["key", "BackSpace"])
                XCTAssertTrue(MainLoop.iterate(until: { savedText() == "" }, timeout: 3), "taken back")
            }
            XCTAssertTrue(composing, "the input method composes in the demo")
            for key in "gksrmf" { AppTest.run("/usr/bin/xdotool", ["type", String(key)]) }
            XCTAssertTrue(MainLoop.iterate(until: { savedText() == "한글" }, timeout: 5), "saved as it shows, 글 being composed")
            kill(demo.process.processIdentifier, SIGKILL)
            demo.end()
        }
        try MainActor.assumeIsolated {
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_STATE_HOME"] = folder.path
            let demo = try SpawnedGroup(AppTest.demoBinary, [], environment: environment)
            defer { demo.end() }
            let pid = demo.process.processIdentifier
            XCTAssertTrue(MainLoop.iterate(until: { AppTest.xWindow(titled: "InputMotion", pid: pid) != nil }, timeout: 60))
            var lines: [String] = []
            XCTAssertTrue(MainLoop.iterate(until: {
                lines = (try? Accessibility.dump(pid: pid)) ?? []
                return lines.contains { $0.hasPrefix("text|Value|한글|") }
            }, timeout: 20), "the restarted demo shows 한글 on its Placeholder page: \(lines.filter { $0.hasPrefix("text|") })")
        }
    }

        // MARK: Driving the input method

    /// The demo's window on `page`, wide, titled for xdotool to find.
    @MainActor
    private static func openDemo(_ page: DemoPage) -> DemoWindow {
        GtkTest.setUp()
        let demo = DemoWindow(options: DemoOptions(page: page))
        gtk_window_set_title(demo.window.widget.asWindow, "Korean input test")
        gtk_window_set_default_size(demo.window.widget.asWindow, 900, 640)
        GtkTest.show(demo.window.widget)
        return demo
    }

    @MainActor
    private static func openChat() -> (Widget, ChatPage) {
        let (window, page) = ChatTest.open()
        gtk_window_set_title(window.widget.asWindow, "Korean input test")
        return (window, page)
    }

    /// A field as the tests type into it: what takes focus, its committed text and the input
    /// method's preedit.
    @MainActor
    private struct Target {
        let focus: UnsafeMutablePointer<GtkWidget>
        let text: () -> String
        let setText: (String) -> Void
        let preedit: () -> String?

        /// An entry (its GtkText takes the keys).
        static func entry(_ field: UnsafeMutablePointer<GtkWidget>) -> Target {
            let composition = FieldComposition.of(field)
            return Target(focus: KeyboardTyping.textTarget(for: field) ?? field,
                          text: { String(cString: gtk_editable_get_text(field.asEditable)) },
                          setText: { gtk_editable_set_text(field.asEditable, $0) },
                          preedit: { composition?.preedit })
        }

        /// The placeholder page's text view.
        static func textView(_ view: PlaceholderTextView) -> Target {
            Target(focus: view.textView, text: { view.text }, setText: { view.text = $0 }, preedit: { view.visibleDraft.preedit })
        }
    }

    @MainActor
    private static func type(_ keys: String, into field: UnsafeMutablePointer<GtkWidget>, of window: Widget,
                             file: StaticString = #filePath, line: UInt = #line) {
        type(keys, into: .entry(field), of: window, file: file, line: line)
    }

    /// Focuses `field` and types `keys` with real X key presses, each once the input method
    /// answered the one before; returns when the last syllable is being composed.
    @MainActor
    private static func type(_ keys: String, into field: Target, of window: Widget,
                             file: StaticString = #filePath, line: UInt = #line) {
        _ = gtk_widget_grab_focus(field.focus)
        MainLoop.drain()
        let title = String(cString: gtk_window_get_title(window.widget.asWindow))
        guard let id = AppTest.xWindow(titled: title) else { return XCTFail("no X window", file: file, line: line) }
        AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", id])
        XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_has_focus(field.focus) != 0 }), file: file, line: line)
        // The input method is in Hangul mode throughout (meson-helpers/test-input-methods),
        // but makes the field's input context over D-Bus after focus-in (Fcitx 5 takes a
        // moment): ㄱ is typed until it is composed, then taken back.
        let original = field.text()
        if inputMethod == "fcitx5" {
            // Fcitx 5 says when the focused field's input context is active.
            MainLoop.iterate(until: { AppTest.run("/usr/bin/fcitx5-remote", []).hasPrefix("2") }, timeout: 10)
        }
        var ready = false
        for _ in 0..<20 where !ready {
            AppTest.run("/usr/bin/xdotool", ["type", "r"])
            // Composed, or given to the field as a Latin "r": either is the answer to this key.
            MainLoop.iterate(until: { field.preedit() == "ㄱ" || field.text() != original }, timeout: 5)
            ready = field.preedit() == "ㄱ"
            if field.text() != original { field.setText(original) }
        }
        XCTAssertTrue(ready, "the input method composes in the field", file: file, line: line)
        AppTest.run("/usr/bin/xdotool", ["key", "BackSpace"])
        XCTAssertTrue(MainLoop.iterate(until: { field.preedit() == "" }, timeout: 5), file: file, line: line)
        // A probe key answered after its wait (Fcitx 5's first input context on trixie took
        // over 2 s) commits its ㄱ when the next one arrives: that is the probe's too, taken back.
        if field.text() != original { field.setText(original) }
        for key in keys {
            // Each key changes what the writer sees (a jamo joins the syllable, or a space
            // commits it): wait for that, the input method's answer over D-Bus.
            let before = (field.text(), field.preedit())
            AppTest.run("/usr/bin/xdotool", ["type", String(key)])
            XCTAssertTrue(MainLoop.iterate(until: { (field.text(), field.preedit()) != before }, timeout: 5),
                          "the input method answered \(key)", file: file, line: line)
        }
        XCTAssertTrue(MainLoop.iterate(until: { field.preedit()?.isEmpty == false }, timeout: 5),
                      "the input method is composing", file: file, line: line)
    }

    /// The first empty field after `field` that an input method composes in: not the password
    /// field, which input methods leave alone.
    @MainActor
    private static func emptyTextField(after field: FloatingLabelEntry, in page: FloatingLabelsPage) -> FloatingLabelEntry? {
        page.fields.drop { $0 !== field }.dropFirst().first {
            $0.text.isEmpty && !Gtk.PasswordEntry.isInstance($0.entry)
        }
    }

    /// Waits until the input method answered the reset that committing sent it (its late
    /// commit arrived and was dropped), or two seconds for one that answers nothing.
    @MainActor
    private static func waitForTheInputMethod(_ field: UnsafeMutablePointer<GtkWidget>) {
        let composition = FieldComposition.of(field)
        MainLoop.iterate(until: { composition?.isAwaitingEcho == false }, timeout: 2)
        MainLoop.drain()
    }
}
