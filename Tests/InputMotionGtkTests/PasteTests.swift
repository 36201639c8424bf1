import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Pasting for real into every text field of the window: the clipboard set through GDK on the
/// test's own display, Ctrl+V pressed through the X server (xdotool), as a user pastes.
final class PasteTests: XCTestCase {
    /// The text fields of the window, each with the page it is on and how to read its text
    /// (SelectionPasteTests middle-click and drop into the same).
    @MainActor
    static func fields(of demo: DemoWindow) -> [(name: String, page: DemoPage, widget: UnsafeMutablePointer<GtkWidget>, text: () -> String)] {
        demo.show(page: .floating)
        demo.show(page: .login)
        demo.show(page: .chat)
        demo.show(page: .poll)
        demo.show(page: .placeholder)
        let floating = demo.view(of: .floating) as! FloatingLabelsPage
        let login = demo.view(of: .login) as! LoginPage
        let chat = demo.view(of: .chat) as! ChatPage
        let poll = demo.view(of: .poll) as! PollPage
        let placeholder = demo.view(of: .placeholder) as! PlaceholderTextPage
        func entry(_ name: String, _ page: DemoPage, _ widget: UnsafeMutablePointer<GtkWidget>) -> (String, DemoPage, UnsafeMutablePointer<GtkWidget>, () -> String) {
            (name, page, widget, { String(cString: gtk_editable_get_text(widget.asEditable)) })
        }
        return floating.fields.enumerated().map { entry("floating field \($0.offset)", .floating, $0.element.entry) } + [
            entry("login email", .login, login.email.entry),
            entry("login password", .login, login.password.entry),
            entry("chat message", .chat, chat.bar.entry),
            entry("poll option", .poll, poll.rows[0].entry),
            ("placeholder text view", .placeholder, placeholder.textView.textView, { placeholder.textView.text }),
        ]
    }

    @MainActor
    private static func setClipboard(_ bytes: [UInt8], for widget: UnsafeMutablePointer<GtkWidget>) {
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        let provider = gdk_content_provider_new_for_bytes("text/plain;charset=utf-8", data)
        gdk_clipboard_set_content(gtk_widget_get_clipboard(widget), provider)
        g_object_unref(UnsafeMutableRawPointer(provider))
        g_bytes_unref(data)
    }

    /// F4 90 80 80 (what would be a scalar above U+10FFFF) between "a" and "b": GTK 4.8 took it
    /// into an entry unchecked (Pango then warned on every layout: under fatal warnings a trap)
    /// and made the text view drop the paste with a critical. Each field gets "a", four U+FFFD
    /// (F4, 90, 80, 80 are four maximal subparts: F4 takes only 80–8F next) and "b"; a paste
    /// with a NUL keeps what follows it. Valid text, with controls and direction overrides,
    /// still pastes exactly, through GTK's own paste.
    func testEveryFieldTakesAPasteOfAnyBytesWithoutATrapOrALoss() throws {
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions())
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let fields = Self.fields(of: demo)
            guard let window = AppTest.xWindow(titled: "InputMotion") else { return XCTFail("no X window") }
            let pastes: [(bytes: [UInt8], expected: String)] = [
                ([0x61, 0xF4, 0x90, 0x80, 0x80, 0x62], "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}b"),
                // GTK read this as "a" (its text read stops at the NUL); the NUL is U+FFFD.
                ([0x61, 0x00, 0x62], "a\u{FFFD}b"),
                (Array("\u{202E}x\u{1}\u{301}한".utf8), "\u{202E}x\u{1}\u{301}한"),
            ]
            for field in fields {
                demo.show(page: field.page)
                for paste in pastes {
                    // Emptied by a select-all and a delete, as typed, before each paste.
                    gtk_widget_grab_focus(field.widget)
                    MainLoop.drain()
                    AppTest.press("ctrl+a", in: window)
                    AppTest.press("BackSpace", in: window)
                    XCTAssertTrue(MainLoop.iterate(until: { field.text().isEmpty }, timeout: 10), "\(field.name) emptied")
                    Self.setClipboard(paste.bytes, for: field.widget)
                    AppTest.press("ctrl+v", in: window)
                    let pasted = MainLoop.iterate(until: { field.text().unicodeScalars.elementsEqual(paste.expected.unicodeScalars) }, timeout: 10)
                    XCTAssertTrue(pasted, "\(field.name): \(field.text().debugDescription), not \(paste.expected.debugDescription)")
                }
            }
        }
    }
}
