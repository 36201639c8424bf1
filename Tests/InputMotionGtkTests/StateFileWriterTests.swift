import CGtk
import Foundation
import Glibc
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The state file is encoded and written off the main thread: a megabyte of pasted text still
/// reaches the file whole, a quit right after a background write began waits for it, and a
/// late background write never puts an older state over a newer one.
final class StateFileWriterTests: XCTestCase {
    /// A megabyte of text with every character the file format escapes, non-ASCII, and a
    /// paragraph every ~600 bytes.
    private static let megabyte: String = {
        let piece = " Tea; coffee\\milk\ttabs — 한글 🙂 and a line of words to make a paragraph"
        var text = ""
        while text.utf8.count < 1_000_000 {
            text += piece
            if text.utf8.count % 600 < piece.utf8.count { text += "\r\n" }
        }
        return text
    }()

    @MainActor
    private static func openPlaceholderPage(_ path: String) -> (DemoWindow, StateKeeper, PlaceholderTextView) {
        GtkTest.setUp()
        let keeper = StateKeeper(path: path)
        let state = keeper.load()
        let demo = DemoWindow(options: DemoOptions(page: .placeholder), state: state)
        keeper.attach(to: demo, state: state, restoresPage: true)
        GtkTest.show(demo.window.widget)
        return (demo, keeper, (demo.view(of: .placeholder) as! PlaceholderTextPage).textView)
    }

    @MainActor
    private static func paste(_ text: String, into view: PlaceholderTextView) {
        _ = gtk_text_buffer_insert_interactive_at_cursor(gtk_text_view_get_buffer(view.textView.asTextView), text, -1, 1)
    }

    /// Short enough for a failure message: a megabyte is described by its length.
    private static func summary(_ text: String?) -> String {
        guard let text else { return "no file" }
        return text.utf8.count <= 100 ? text : "\(text.utf8.count) bytes"
    }

    private static func savedPlaceholderText(_ path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return try? SavedStateFormat.decode(text).placeholderText
    }

    func testAPastedMegabyteIsWrittenWholeWithoutAFlush() {
        MainActor.assumeIsolated {
            let folder = AppTest.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("inputmotion/state.ini").path
            let (demo, keeper, view) = Self.openPlaceholderPage(path)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain(); withExtendedLifetime(keeper) {} }
            Self.paste(Self.megabyte, into: view)
            XCTAssertTrue(view.text == Self.megabyte)
            XCTAssertTrue(MainLoop.iterate(until: { Self.savedPlaceholderText(path) == Self.megabyte }, timeout: 30),
                          "the debounced background write holds every byte")
        }
    }

    func testQuittingRightAfterABackgroundWriteBeganWaitsForIt() {
        MainActor.assumeIsolated {
            let folder = AppTest.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("inputmotion/state.ini").path
            let (demo, keeper, view) = Self.openPlaceholderPage(path)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            Self.paste(Self.megabyte, into: view)
            XCTAssertTrue(keeper.hasUnwrittenChange)
            // The timer fires and hands the state to a thread; encoding a megabyte takes a while.
            XCTAssertTrue(MainLoop.iterate(until: { !keeper.hasUnwrittenChange }, timeout: 10))
            // Quit now: nothing is unwritten as far as the schedule knows, yet the write is not
            // done; the flush must wait for it before the process may end.
            keeper.flush()
            let saved = Self.savedPlaceholderText(path)
            XCTAssertTrue(saved == Self.megabyte, "\(Self.summary(saved)) saved of \(Self.megabyte.utf8.count)")
        }
    }

    func testALateBackgroundWriteNeverReplacesANewerState() {
        MainActor.assumeIsolated {
            let folder = AppTest.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("state.ini").path
            let writer = StateFileWriter(path: path, fileText: nil)
            for round in 0..<3 {
                // The older state is big (slow to encode), the newer small: the newer, written at
                // once, lands first; the older one must then be dropped, not written over it.
                writer.writeInBackground(SavedState(placeholderText: Self.megabyte))
                writer.writeNow(SavedState(placeholderText: "newer \(round)"))
                writer.finish()
                XCTAssertEqual(Self.summary(Self.savedPlaceholderText(path)), "newer \(round)")
            }
        }
    }

    /// A background write that fails (here its folder cannot be made: a file stands in the
    /// way, which stops root too) prints its warning and is written again by the next flush
    /// (the window closing, the app quitting), once the way is clear: nothing typed is lost.
    func testAFailedBackgroundWriteIsWrittenAgainOnClose() throws {
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let blocker = folder.appendingPathComponent("inputmotion")
        let path = blocker.appendingPathComponent("state.ini").path
        try "not a folder".write(to: blocker, atomically: true, encoding: .utf8)
        MainActor.assumeIsolated {
            let (demo, keeper, view) = Self.openPlaceholderPage(path)
            defer { withExtendedLifetime(keeper) {} }
            let saved = dup(2)
            let devNull = Glibc.open("/dev/null", O_WRONLY)
            dup2(devNull, 2)  // the expected warning line
            Self.paste("typed while the disk refused", into: view)
            XCTAssertTrue(MainLoop.iterate(until: { !keeper.hasUnwrittenChange }, timeout: 10), "the timer fired")
            keeper.flush()  // joins the failed write, tries again: still refused
            dup2(saved, 2)
            Glibc.close(devNull)
            Glibc.close(saved)
            XCTAssertNil(Self.savedPlaceholderText(path))
            try? FileManager.default.removeItem(at: blocker)
            keeper.flush()  // what the app does when its window closes or it quits
            XCTAssertEqual(Self.savedPlaceholderText(path), "typed while the disk refused")
            gtk_window_destroy(demo.window.widget.asWindow)
            MainLoop.drain()
        }
    }
}
