import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Text from another application, the two ways besides Ctrl+V, into every text field of the
/// window, through the X server as a user does it: a middle-click pastes the PRIMARY selection
/// (owned by xclip), and a drag from another process's window (Tests/paste/drag-source.py)
/// drops (XDND), both driven by xdotool.
///
/// The bytes are a, F4 90 80 80 (what would be a scalar above U+10FFFF), b. GTK 4.8 puts them
/// into an entry as they are (Pango then warns on every layout: under the tests' fatal
/// warnings a trap) and a text view fails an assertion and drops them (a critical); a plain C
/// app does both (Tests/paste/gtk-invalid-utf8-selection.c). Each field keeps what was typed and
/// gets "a", four U+FFFD (F4, 90, 80, 80 are four maximal subparts) and "b" after it.
final class SelectionPasteTests: XCTestCase {
    private static let bytes: [UInt8] = [0x61, 0xF4, 0x90, 0x80, 0x80, 0x62]
    private static let typed = "typed"
    private static let pasted = "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}b"
    private static let expected = typed + pasted

    /// Whether `text` is what was typed with the repaired paste at the click. In the
    /// right-to-left field the Latin text sits at the field's right end and a click at the
    /// field's centre lands left of it, on the run's visual left end: GTK 4.8 puts that at
    /// the text's end, GTK 4.18 at its start; either is the click's place.
    private static func isTypedAndPasted(_ text: String, rightToLeft: Bool) -> Bool {
        text.unicodeScalars.elementsEqual(expected.unicodeScalars)
            || (rightToLeft && text.unicodeScalars.elementsEqual((pasted + typed).unicodeScalars))
    }

    func testAMiddleClickPastesThePrimarySelectionOfAnyBytesIntoEveryField() throws {
        try GtkTest.requireX11(for: "the X PRIMARY selection, xdotool's clicks")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xclip"), "xclip (meson-helpers/setup-deps installs it)")
        let file = try Self.fileWithTheBytes()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        // Without animations: a page sliding in would move the fields under the pointer.
        try MainActor.assumeIsolated { try GtkTest.withoutAnimations {
            let demo = DemoWindow(options: DemoOptions())
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let fields = PasteTests.fields(of: demo)
            guard let window = AppTest.xWindow(titled: "InputMotion") else { return XCTFail("no X window") }
            let primary = gdk_display_get_primary_clipboard(gdk_display_get_default())
            for field in fields {
                guard let point = Self.showAndType(into: field, of: demo, in: window) else { return XCTFail("\(field.name): no point") }
                // xclip owns PRIMARY from now on (the field's own selection, if any, is gone).
                let xclip = try SpawnedGroup("/usr/bin/xclip", ["-quiet", "-selection", "primary", "-target", "UTF8_STRING", "-in", file.path],
                                             environment: ProcessInfo.processInfo.environment)
                defer { xclip.end() }
                let owned = MainLoop.iterate(until: {
                    gdk_clipboard_is_local(primary) == 0 && gdk_content_formats_contain_mime_type(gdk_clipboard_get_formats(primary), "text/plain;charset=utf-8") != 0
                }, timeout: 10)
                XCTAssertTrue(owned, "\(field.name): xclip owns PRIMARY")
                AppTest.run("/usr/bin/xdotool", ["mousemove", "--window", window, "\(point.x)", "\(point.y)", "click", "2"])
                let pasted = MainLoop.iterate(until: { Self.isTypedAndPasted(field.text(), rightToLeft: gtk_widget_get_direction(field.widget) == GTK_TEXT_DIR_RTL) }, timeout: 10)
                XCTAssertTrue(pasted, "\(field.name): \(field.text().debugDescription), not \(Self.expected.debugDescription)")
            }
        } }
    }

    func testADropOfAnyBytesFromAnotherApplicationGoesIntoEveryField() throws {
        try GtkTest.requireX11(for: "X drag-and-drop, xdotool's pointer")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        let file = try Self.fileWithTheBytes()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("paste/drag-source.py").path
        // Without animations: a page sliding in would move the fields under the pointer.
        try MainActor.assumeIsolated { try GtkTest.withoutAnimations {
            let demo = DemoWindow(options: DemoOptions())
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let fields = PasteTests.fields(of: demo)
            guard let window = AppTest.xWindow(titled: "InputMotion") else { return XCTFail("no X window") }
            var environment = ProcessInfo.processInfo.environment
            environment["GTK_A11Y"] = "none"  // the source has nothing to say; its bus would be the test's
            let source = try SpawnedGroup("/usr/bin/python3", [script, file.path], environment: environment, standardOutput: Self.sourceOutput)
            defer { source.end() }
            // The main loop hears the source say that a drag was accepted.
            let watch = g_unix_fd_add(Self.sourceOutput.fileHandleForReading.fileDescriptor, G_IO_IN, { fd, _, _ in
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(fd, &buffer, buffer.count)
                SelectionPasteTests.acceptedDrags += buffer.prefix(max(count, 0)).filter { $0 == UInt8(ascii: "\n") }.count
                return count > 0 ? 1 : 0
            }, nil)
            defer { g_source_remove(watch) }
            // Beside the demo's window (no window manager places it: both start at 0,0). Only
            // a mapped window: GTK's unmapped 1×1 client leader can carry the same name for a
            // moment, and on a busy machine the search found it first (moved, it took no press).
            let sourceWindow = AppTest.run("/usr/bin/xdotool", ["search", "--sync", "--onlyvisible", "--pid", "\(source.process.processIdentifier)", "--name", "^drag source$"])
                .split(separator: "\n").last.map(String.init)
            guard let sourceWindow else { return XCTFail("no drag source window") }
            AppTest.run("/usr/bin/xdotool", ["windowmove", "--sync", sourceWindow, "\(gtk_widget_get_width(demo.window.widget) + 40)", "0"])
            for field in fields {
                guard let point = Self.showAndType(into: field, of: demo, in: window) else { return XCTFail("\(field.name): no point") }
                // Pressed on the source and moved past GTK's drag threshold, then over the field.
                AppTest.run("/usr/bin/xdotool", ["mousemove", "--window", sourceWindow, "100", "100", "mousedown", "1",
                                                 "mousemove", "--window", sourceWindow, "80", "100", "mousemove", "--window", sourceWindow, "40", "100"])
                AppTest.run("/usr/bin/xdotool", ["mousemove", "--window", window, "\(point.x + 8)", "\(point.y)"])
                AppTest.run("/usr/bin/xdotool", ["mousemove", "--window", window, "\(point.x)", "\(point.y)"])
                let target = Self.dropTarget(of: field.widget)
                // The source sends a position on each move and waits for the answer: moved a pixel
                // at a time until the field takes the drag (the main loop answers in between),
                // then released once the source heard so (a release before would cancel the drag).
                let accepted = Self.acceptedDrags
                var entered = false
                // (It takes two moves here: the first answer is to a position the source sent
                // while the main loop was not running; so short waits, many moves.)
                for step in 1...100 where !entered {
                    AppTest.run("/usr/bin/xdotool", ["mousemove", "--window", window, "\(point.x + step % 2)", "\(point.y)"])
                    entered = MainLoop.iterate(until: { Self.dropActive(on: target) && Self.acceptedDrags > accepted }, timeout: 0.1)
                }
                XCTAssertTrue(entered, "\(field.name): the drag is over it and accepted")
                AppTest.run("/usr/bin/xdotool", ["mouseup", "1"])
                let dropped = MainLoop.iterate(until: { Self.isTypedAndPasted(field.text(), rightToLeft: gtk_widget_get_direction(field.widget) == GTK_TEXT_DIR_RTL) }, timeout: 10)
                XCTAssertTrue(dropped, "\(field.name): \(field.text().debugDescription), not \(Self.expected.debugDescription)")
                MainLoop.iterate(until: { !Self.dropActive(on: target) }, timeout: 10)
            }
        } }
    }

    /// What the drag source prints, and how many drags it said were accepted.
    private static let sourceOutput = Pipe()
    nonisolated(unsafe) private static var acceptedDrags = 0

    @MainActor
    private static func dropActive(on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_DROP_ACTIVE.rawValue != 0
    }

    /// A file holding the bytes, for xclip and the drag source.
    private static func fileWithTheBytes() throws -> URL {
        let file = AppTest.temporaryFolder().appendingPathComponent("bytes")
        try Data(bytes).write(to: file)
        return file
    }

    /// Shows the field's page, empties the field by a select-all and a delete and types
    /// `typed` into it, all through the X server; then the point to click it at, once it is
    /// where it stays (the chat's on-screen keyboard up, its bar moved up on it).
    @MainActor
    private static func showAndType(into field: (name: String, page: DemoPage, widget: UnsafeMutablePointer<GtkWidget>, text: () -> String),
                                    of demo: DemoWindow, in window: String) -> (x: Int, y: Int)? {
        demo.show(page: field.page)
        GtkTest.waitForFrames(demo.window.widget)  // laid out: the field is where it is focused
        gtk_widget_grab_focus(field.widget)
        MainLoop.drain()
        AppTest.press("ctrl+a", in: window)
        AppTest.press("BackSpace", in: window)
        XCTAssertTrue(MainLoop.iterate(until: { field.text().isEmpty }, timeout: 10), "\(field.name) emptied")
        AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", window, "type", "--clearmodifiers", typed])
        XCTAssertTrue(MainLoop.iterate(until: { field.text() == typed }, timeout: 10), "\(field.name): typed")
        GtkTest.waitForFrames(demo.window.widget)
        return AppTest.windowPoint(ofCenterOf: field.widget, in: demo.window)
    }

    /// The widget whose drop target takes a drop on `field`: an entry's text (its delegate),
    /// or the text view itself.
    @MainActor
    private static func dropTarget(of field: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        guard !Gtk.TextView.isInstance(field), let delegate = gtk_editable_get_delegate(field.asEditable) else { return field }
        return Gtk.AnyWidget(UnsafeMutableRawPointer(delegate)).widget
    }
}
