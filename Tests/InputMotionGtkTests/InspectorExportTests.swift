import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The motion inspector's Export… (past its file dialog, which is GTK's): the shake replayed
/// on the live Login page into an animated PNG, read back by Pillow.
final class InspectorExportTests: XCTestCase {
    /// Frame count, size and the email field's x offset drawn per frame, read by Pillow.
    private static func readAnimatedPNG(_ path: String) throws -> (count: Int, width: Int, height: Int, distinctFrames: Int) {
        let script = """
            import sys
            from PIL import Image
            image = Image.open(sys.argv[1])
            frames = set()
            for i in range(image.n_frames):
                image.seek(i)
                frames.add(image.convert("RGB").tobytes())
            print(image.n_frames, image.size[0], image.size[1], len(frames))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let numbers = String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        XCTAssertEqual(numbers.count, 4, String(decoding: data, as: UTF8.self))
        guard numbers.count == 4 else { return (0, 0, 0, 0) }
        return (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    func testExportWritesTheReplayedShakeAndKeepsWhatWasTyped() throws {
        try MainActor.assumeIsolated { try Self.exportShake() }
    }

    @MainActor
    private static func exportShake() throws {
        GtkTest.setUp()
        MotionContext.shared.catalog = MotionCatalog()
        let demo = DemoWindow(options: DemoOptions(page: .login))
        gtk_window_set_default_size(demo.window.widget.asWindow, 1200, 760)
        GtkTest.show(demo.window.widget)
        defer {
            gtk_window_destroy(demo.window.widget.asWindow)
            MainLoop.drain()
        }
        demo.review.activate("motion-inspector")
        MainLoop.drain()
        GtkTest.waitForFrames(demo.window.widget, 2)
        let login = try XCTUnwrap(demo.view(of: .login) as? LoginPage)
        login.email.text = "ada@exam"

        // Export… is a button of the shake's editor, reached by Tab like the others.
        let editor = try XCTUnwrap(demo.motionInspector.inspector.editor(for: .shake))
        XCTAssertNotEqual(gtk_widget_get_focusable(editor.exportButton), 0)
        XCTAssertEqual(String(cString: gtk_button_get_label(editor.exportButton.asButton)), "Export…")

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shake-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        var outcome: String?
        ReplayExport.export(.shake, in: demo, to: path) { outcome = $0 }
        XCTAssertTrue(MainLoop.iterate(until: { outcome != nil }, timeout: 120))
        XCTAssertEqual(outcome, "Saved as \(path)")

        // The seed shake lasts 0.5 s, filmed 0.05 s past it: 0.55 × 60 = 33 steps, 34 frames,
        // each the page area's size (scale 1).
        let read = try readAnimatedPNG(path)
        XCTAssertEqual(read.count, 34)
        let area = try XCTUnwrap(demo.pageArea)
        XCTAssertEqual(read.width, Int(gtk_widget_get_width(area)))
        XCTAssertEqual(read.height, Int(gtk_widget_get_height(area)))
        // It moves: the field is at rest at 0 and from 0.5 s (frames 0 and 30…33 alike), and
        // at other places in between, so well over two distinct frames.
        XCTAssertGreaterThan(read.distinctFrames, 10)
        XCTAssertEqual(login.email.text, "ada@exam", "the export replays the motion only")
        XCTAssertNil(MotionContext.shared.captureTime, "the motion clock runs again")
    }

    func testTheFileNameChoosesTheFormat() {
        MainActor.assumeIsolated { Self.fileNameChoosesTheFormat() }
    }

    @MainActor
    private static func fileNameChoosesTheFormat() {
        XCTAssertEqual(ReplayExport.format(for: "/tmp/shake.png"), .animatedPNG)
        XCTAssertEqual(ReplayExport.format(for: "/tmp/shake.PNG"), .animatedPNG)
        XCTAssertEqual(ReplayExport.format(for: "/tmp/shake.webm"), .webm)
        XCTAssertEqual(ReplayExport.format(for: "/tmp/shake"), .webm)
    }

    // MARK: The dialog, from the keyboard

    /// GTK's visible toplevel windows other than `main`.
    @MainActor
    private static func dialog(besides main: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        let list = gtk_window_get_toplevels()!
        var found: UnsafeMutablePointer<GtkWidget>?
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            let widget = Gtk.AnyWidget(item).widget
            if widget != main, gtk_widget_get_visible(widget) != 0 { found = widget }
            g_object_unref(item)
        }
        return found
    }

    /// The drop-down under `widget` that offers `option`.
    @MainActor
    private static func dropDown(offering option: String, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_drop_down_get_type()) != 0,
           let model = gtk_drop_down_get_model(OpaquePointer(widget)) {
            for index in 0..<g_list_model_get_n_items(model) {
                guard let item = g_list_model_get_item(model, index) else { continue }
                defer { g_object_unref(item) }
                if String(cString: gtk_string_object_get_string(OpaquePointer(item))) == option { return widget }
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = dropDown(offering: option, in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    @MainActor
    private static func selectedOption(of dropDown: UnsafeMutablePointer<GtkWidget>) -> String? {
        gtk_drop_down_get_selected_item(OpaquePointer(dropDown)).map { String(cString: gtk_string_object_get_string(OpaquePointer($0))) }
    }

    @MainActor
    private static func focus(in window: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_root_get_focus(OpaquePointer(window))
    }

    /// Presses `key` in `window` until `reached` says focus got where it should (at most 40 times).
    @MainActor
    private static func press(_ key: String, in window: String, until reached: () -> Bool) -> Bool {
        for _ in 0..<40 where !reached() {
            AppTest.press(key, in: window)
            MainLoop.drain()
        }
        return reached()
    }

    /// Keys only: Tab to the shake's Export…, Space opens GTK's save dialog; the path is typed
    /// in its name field, Shift+Tab reaches the Format drop-down (Space, Down, Down, Return:
    /// Animated PNG), Tab reaches Export and Return saves. The file is the replayed shake,
    /// named with the chosen format's extension. Export… opened again with Space, Escape
    /// closes the dialog, saves nothing and leaves focus on Export….
    func testTheExportDialogWorksFromTheKeyboard() throws {
        try GtkTest.requireX11(for: "xdotool presses the keys")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        try MainActor.assumeIsolated { try Self.exportFromTheKeyboard() }
    }

    @MainActor
    private static func exportFromTheKeyboard() throws {
        let demo = InspectorTest.open(.login, width: 1200, height: 760)
        let main = demo.window.widget
        defer {
            if let dialog = Self.dialog(besides: main) {
                gtk_window_close(dialog.asWindow)
                MainLoop.iterate(until: { Self.dialog(besides: main) == nil })
            }
            gtk_window_destroy(main.asWindow)
            MainLoop.drain()
        }
        let editor = try XCTUnwrap(demo.motionInspector.inspector.editor(for: .shake))
        let mainX = try XCTUnwrap(AppTest.xWindow(titled: "InputMotion"))
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let typed = folder.appendingPathComponent("shake-keys").path

        XCTAssertTrue(Self.press("Tab", in: mainX) { Self.focus(in: main) == editor.exportButton }, "Tab reaches Export…")
        AppTest.press("space", in: mainX)
        XCTAssertTrue(MainLoop.iterate(until: { Self.dialog(besides: main) != nil }), "Space opens the save dialog")
        let dialog = try XCTUnwrap(Self.dialog(besides: main))
        GtkTest.waitForFrames(dialog, 2)
        let dialogX = try XCTUnwrap(AppTest.xWindow(titled: "Export Shake"))
        let nameField = try XCTUnwrap(Self.focus(in: dialog), "the name field has focus")
        XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(nameField))), "shake.webm")

        AppTest.press("ctrl+a", in: dialogX)
        AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", dialogX, "type", "--delay", "15", typed])
        MainLoop.drain()
        XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(nameField))), typed)

        let format = try XCTUnwrap(Self.dropDown(offering: "Animated PNG", in: dialog), "a Format choice")
        XCTAssertEqual(Self.selectedOption(of: format), "By file name (.webm or .png)")
        // Shift+Tab: backwards past Export and Cancel, not through the file list (which would
        // put the name of the file under its cursor into the name field).
        XCTAssertTrue(Self.press("shift+Tab", in: dialogX) {
            Self.focus(in: dialog).map { gtk_widget_is_ancestor($0, format) != 0 } ?? false
        }, "Shift+Tab reaches the Format drop-down")
        AppTest.press("space", in: dialogX)
        GtkTest.waitForFrames(dialog, 2)
        AppTest.press("Down", in: dialogX)
        MainLoop.drain()
        AppTest.press("Down", in: dialogX)
        MainLoop.drain()
        AppTest.press("Return", in: dialogX)
        XCTAssertTrue(MainLoop.iterate(until: { Self.selectedOption(of: format) == "Animated PNG" }), "Down, Down, Return choose Animated PNG")
        XCTAssertEqual(String(cString: gtk_editable_get_text(OpaquePointer(nameField))), typed, "the name stays as typed")

        XCTAssertTrue(Self.press("Tab", in: dialogX) {
            Self.focus(in: dialog).map { focus in
                g_type_check_instance_is_a(UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GTypeInstance.self), gtk_button_get_type()) != 0
                    && gtk_button_get_label(focus.asButton).map { String(cString: $0) } == "Export"
            } ?? false
        }, "Tab reaches the dialog's Export")
        AppTest.press("Return", in: dialogX)
        let saved = typed + ".png"
        XCTAssertTrue(MainLoop.iterate(until: { editor.statusText == "Saved as \(saved)" }, timeout: 120), editor.statusText)
        XCTAssertNil(Self.dialog(besides: main), "the dialog is gone")
        let read = try readAnimatedPNG(saved)
        XCTAssertEqual(read.count, 34, "0.55 s of the seed shake at 60 fps")
        XCTAssertGreaterThan(read.distinctFrames, 10, "it moves")
        XCTAssertEqual(Self.focus(in: main), editor.exportButton, "focus is back on Export…")

        // Escape: nothing saved, focus on Export… again, which Space works at once.
        AppTest.press("space", in: mainX)
        XCTAssertTrue(MainLoop.iterate(until: { Self.dialog(besides: main) != nil }), "Space opens the dialog again")
        let again = try XCTUnwrap(Self.dialog(besides: main))
        GtkTest.waitForFrames(again, 2)
        AppTest.press("Escape", in: try XCTUnwrap(AppTest.xWindow(titled: "Export Shake")))
        XCTAssertTrue(MainLoop.iterate(until: { Self.dialog(besides: main) == nil }), "Escape closes the dialog")
        XCTAssertEqual(Self.focus(in: main), editor.exportButton, "focus is back on Export…")
        XCTAssertEqual(editor.statusText, "Saved as \(saved)", "a cancelled dialog says nothing new")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["shake-keys.png"])
        AppTest.press("space", in: mainX)
        XCTAssertTrue(MainLoop.iterate(until: { Self.dialog(besides: main) != nil }), "Space on Export… opens it: focus really is there")
        GtkTest.waitForFrames(try XCTUnwrap(Self.dialog(besides: main)), 2)
        AppTest.press("Escape", in: try XCTUnwrap(AppTest.xWindow(titled: "Export Shake")))
        XCTAssertTrue(MainLoop.iterate(until: { Self.dialog(besides: main) == nil }))
    }
}
