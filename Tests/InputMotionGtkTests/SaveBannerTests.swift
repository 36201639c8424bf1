import CGtk
import Foundation
import Glibc
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// When the state cannot be saved the window says so, in a banner with the reason and a Retry
/// button, and screen readers hear it; saving resumes (Retry, or the next change) once the
/// folder can be written, and the banner goes. The state folder is broken by putting a regular
/// file where it should be: that stops writes as root too (chmod does not).
final class SaveBannerTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MotionContext.shared.reducedMotionRequested = false }
    }

    /// Breaks `folder` (a regular file takes its place) or mends it (the file goes; the next
    /// write creates the folder again).
    private static func setBroken(_ broken: Bool, folder: String) throws {
        try? FileManager.default.removeItem(atPath: folder)
        if broken { try "not a folder".write(toFile: folder, atomically: false, encoding: .utf8) }
    }

    @MainActor
    private static func text(of label: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: gtk_label_get_text(Gtk.Label(label).c))
    }

    @MainActor
    private static func fileText(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func testAFailedSaveIsShownRetriedAndCleared() throws {
        let root = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("inputmotion").path
        let path = folder + "/state.ini"
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            MotionContext.shared.reducedMotionRequested = true
            let keeper = StateKeeper(path: path)
            let state = keeper.load()
            let demo = DemoWindow(options: DemoOptions(page: .chat), state: state)
            keeper.attach(to: demo, state: state, restoresPage: false)
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let banner = demo.saveBanner
            let chat = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
            _ = gtk_widget_grab_focus(chat.bar.entry)
            chat.bar.draft = "first"
            XCTAssertTrue(MainLoop.iterate(until: { Self.fileText(path)?.contains("first") == true }))
            XCTAssertFalse(banner.isShown, "saving works: no banner")
            XCTAssertTrue(MainLoop.paintNextFrame(of: demo.window.widget))
            XCTAssertEqual(gtk_widget_get_height(banner.root.widget), 0, "and no room kept for one")

            // The folder is gone: the next change fails to save, and the window says why.
            try Self.setBroken(true, folder: folder)
            chat.bar.draft = "second"
            XCTAssertTrue(MainLoop.iterate(until: { banner.isShown }), "the banner shows when a save fails")
            guard case let .failed(reason) = keeper.status.state else { return XCTFail("\(keeper.status)") }
            XCTAssertTrue(reason.contains("Not a directory"), reason)
            let shown = Self.text(of: banner.label)
            XCTAssertEqual(shown, "Your changes could not be saved: \(reason). They are kept, and saved again at your next change or when you press Retry.")
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == shown }), "screen readers hear it: \(Announcer.lastText ?? "nothing")")
            XCTAssertFalse(keeper.isWritten)
            XCTAssertTrue(gtk_widget_get_mapped(banner.retryButton) != 0)

            // Retry while it still cannot succeed: the banner stays.
            im_signal_emit_simple(UnsafeMutableRawPointer(banner.retryButton), "clicked")
            XCTAssertTrue(MainLoop.iterate(until: { keeper.status.canRetry }), "the retry ended")
            XCTAssertTrue(banner.isShown)

            // Mended: Retry saves, the banner goes, and that is said.
            try Self.setBroken(false, folder: folder)
            im_signal_emit_simple(UnsafeMutableRawPointer(banner.retryButton), "clicked")
            XCTAssertTrue(MainLoop.iterate(until: { !banner.isShown }), "the banner goes after a save lands")
            XCTAssertTrue(MainLoop.paintNextFrame(of: demo.window.widget))
            XCTAssertEqual(gtk_widget_get_height(banner.root.widget), 0, "with the room it took")
            XCTAssertEqual(Self.fileText(path)?.contains("second"), true, "what was typed while it failed is saved")
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == "Changes saved" }))
            XCTAssertTrue(keeper.isWritten)

            // Broken again, then mended: the next change saves by itself, no Retry needed.
            try Self.setBroken(true, folder: folder)
            chat.bar.draft = "third"
            XCTAssertTrue(MainLoop.iterate(until: { banner.isShown }))
            try Self.setBroken(false, folder: folder)
            chat.bar.draft = "fourth"
            XCTAssertTrue(MainLoop.iterate(until: { !banner.isShown }), "the next change saves again")
            XCTAssertEqual(Self.fileText(path)?.contains("fourth"), true)
        }
    }

    /// At phone size (360 × 640) and in Korean the banner fits: its text wraps inside the
    /// window, Retry is on screen, the page stays below it and the text is readable.
    func testTheBannerFitsAPhoneInKorean() throws {
        let root = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("inputmotion").path
        try Self.setBroken(true, folder: folder)
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            setenv("LANGUAGE", "ko", 1)
            Translations.useUserLocale()
            Translations.bindDomain()
            defer {
                unsetenv("LANGUAGE")
                Translations.useUserLocale()
            }
            MotionContext.shared.reducedMotionRequested = true
            let (width, height): (Int32, Int32) = (360, 640)
            let demo = AdaptiveWindowTests.open(.chat, width: width, height: height)
            defer { AdaptiveWindowTests.close(demo) }
            // No load: the broken folder is not read at start, only written.
            let keeper = StateKeeper(path: folder + "/state.ini")
            keeper.attach(to: demo, state: SavedState(), restoresPage: false)
            let chat = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
            chat.bar.draft = "안녕하세요"
            XCTAssertTrue(MainLoop.iterate(until: { demo.saveBanner.isShown }))
            let text = Self.text(of: demo.saveBanner.label)
            XCTAssertTrue(text.hasPrefix("변경 사항을 저장하지 못했습니다: "), text)
            XCTAssertEqual(String(cString: gtk_button_get_label(demo.saveBanner.retryButton.asButton)), "다시 시도")
            AdaptiveWindowTests.settle(demo)
            let window = demo.window.widget
            let label = try XCTUnwrap(AdaptiveWindowTests.bounds(demo.saveBanner.label, in: window))
            let button = try XCTUnwrap(AdaptiveWindowTests.bounds(demo.saveBanner.retryButton, in: window))
            let bar = try XCTUnwrap(AdaptiveWindowTests.bounds(chat.bar.root.widget, in: window))
            XCTAssertTrue(AdaptiveWindowTests.isInside(label, width: width, height: height), "\(label)")
            XCTAssertTrue(AdaptiveWindowTests.isInside(button, width: width, height: height), "\(button)")
            XCTAssertTrue(AdaptiveWindowTests.isInside(bar, width: width, height: height), "the message bar stays on screen")
            XCTAssertLessThanOrEqual(label.origin.y + label.size.height, bar.origin.y, "the page is below the banner")
            XCTAssertLessThan(label.size.height, Float(height) / 3, "the text wraps into a few lines, not a column")
            XCTAssertLessThanOrEqual(label.origin.x + label.size.width, button.origin.x)
            let shot = try XCTUnwrap(WidgetSnapshot(of: window))
            ThemeContrastTests.save(shot, "save-banner-phone-ko")
            XCTAssertGreaterThanOrEqual(ThemeContrastTests.textContrast(of: demo.saveBanner.label, in: shot, root: window), 4.5)
        }
    }
}
