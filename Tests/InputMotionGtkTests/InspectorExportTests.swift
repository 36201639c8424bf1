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
}
