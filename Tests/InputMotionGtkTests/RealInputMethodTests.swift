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
        let parts = version.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").compactMap { Int($0) }
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
            XCTAssertEqual(field.lastPlacement.scale, 0.7, accuracy: 1e-6, "floated (the seed's scale)")
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

    /// Focuses `field` and types `keys` with real X key presses, each once the input method
    /// answered the one before; returns when the last syllable is being composed.
    @MainActor
    private static func type(_ keys: String, into field: UnsafeMutablePointer<GtkWidget>, of window: Widget,
                             file: StaticString = #filePath, line: UInt = #line) {
        _ = gtk_widget_grab_focus(field)
        MainLoop.drain()
        let title = String(cString: gtk_window_get_title(window.widget.asWindow))
        guard let id = AppTest.xWindow(titled: title) else { return XCTFail("no X window", file: file, line: line) }
        AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", id])
        XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_has_focus(KeyboardTyping.textTarget(for: field)!) != 0 }), file: file, line: line)
        // The input method is in Hangul mode throughout (meson-helpers/test-input-methods),
        // but makes the field's input context over D-Bus after focus-in (Fcitx 5 takes a
        // moment): ㄱ is typed until it is composed, then taken back.
        let composition = FieldComposition.of(field)
        let original = String(cString: gtk_editable_get_text(field.asEditable))
        if inputMethod == "fcitx5" {
            // Fcitx 5 says when the focused field's input context is active.
            MainLoop.iterate(until: { AppTest.run("/usr/bin/fcitx5-remote", []).hasPrefix("2") }, timeout: 10)
        }
        var ready = false
        for _ in 0..<20 where !ready {
            AppTest.run("/usr/bin/xdotool", ["type", "r"])
            // Composed, or given to the field as a Latin "r": either is the answer to this key.
            MainLoop.iterate(until: {
                composition?.preedit == "ㄱ" || String(cString: gtk_editable_get_text(field.asEditable)) != original
            }, timeout: 2)
            ready = composition?.preedit == "ㄱ"
            if String(cString: gtk_editable_get_text(field.asEditable)) != original { gtk_editable_set_text(field.asEditable, original) }
        }
        XCTAssertTrue(ready, "the input method composes in the field", file: file, line: line)
        AppTest.run("/usr/bin/xdotool", ["key", "BackSpace"])
        XCTAssertTrue(MainLoop.iterate(until: { composition?.preedit == "" }, timeout: 5), file: file, line: line)
        XCTAssertEqual(String(cString: gtk_editable_get_text(field.asEditable)), original, file: file, line: line)
        let composing = FieldComposition.of(field)
        for key in keys {
            // Each key changes what the writer sees (a jamo joins the syllable, or a space
            // commits it): wait for that, the input method's answer over D-Bus.
            let before = (String(cString: gtk_editable_get_text(field.asEditable)), composing?.preedit)
            AppTest.run("/usr/bin/xdotool", ["type", String(key)])
            XCTAssertTrue(MainLoop.iterate(until: {
                (String(cString: gtk_editable_get_text(field.asEditable)), composing?.preedit) != before
            }, timeout: 5), "the input method answered \(key)", file: file, line: line)
        }
        XCTAssertTrue(MainLoop.iterate(until: { composing?.preedit.isEmpty == false }, timeout: 5),
                      "the input method is composing", file: file, line: line)
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
