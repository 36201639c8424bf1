import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The README's desktop-window pictures, rendered in-process at the demo's default 900 × 640
/// (the login error 720 tall, so the form shows whole under its intro) and written to INPUTMOTION_SCREENSHOTS=DIR under the names README uses (the phone pages and
/// window.png come from PhoneScreenshotTests, the Korean composition from KoreanKeyboardTests).
/// Each checks that what it shows is there before it writes.
final class ReadmeScreenshotTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MotionContext.shared.reducedMotionRequested = false }
    }

    private static func directory() throws -> String {
        guard let directory = ProcessInfo.processInfo.environment["INPUTMOTION_SCREENSHOTS"] else {
            throw XCTSkip("set INPUTMOTION_SCREENSHOTS=DIR to write the README's screenshots")
        }
        return directory
    }

    /// The demo on `page` at 900 × `height`, motion at its end state (GTK's own too), for `body`.
    @MainActor
    private static func withDemo(on page: DemoPage, height: Int32 = 640, _ body: (DemoWindow) throws -> Void) throws {
        try GtkTest.withoutAnimations {
            let demo = AdaptiveWindowTests.open(page, width: 900, height: height)
            defer { AdaptiveWindowTests.close(demo) }
            try body(demo)
        }
    }

    @MainActor
    private static func write(_ demo: DemoWindow, to path: String) throws {
        AdaptiveWindowTests.settle(demo)
        let shot = try XCTUnwrap(WidgetSnapshot(of: demo.window.widget))
        XCTAssertNil(writePNG(shot.surface, to: path))
    }

    func testLoginErrorInTheDarkStyle() throws {
        let directory = try Self.directory()
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let settings = OpaquePointer(UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default())))
            let dark = im_settings_prefer_dark(settings)
            im_settings_set_prefer_dark(settings, 1)
            defer { im_settings_set_prefer_dark(settings, dark) }
            try Self.withDemo(on: .login, height: 720) { demo in
                let login = try XCTUnwrap(demo.view(of: .login) as? LoginPage)
                login.email.text = "not an email"
                login.submit()
                XCTAssertNotEqual(gtk_widget_get_visible(login.email.message), 0, "the error shows")
                try Self.write(demo, to: directory + "/login-error-dark.png")
            }
        }
    }

    /// The main menu open over the page list, in Korean: the popover is its own surface, so
    /// it is rendered alone and laid over the window's picture where the popup sits.
    func testMainMenuInKorean() throws {
        let directory = try Self.directory()
        try MainActor.assumeIsolated {
            try GtkTest.withoutAnimations { try GtkTest.inLanguage("ko") {
                XCTAssertEqual(DemoPage.login.title, "로그인", "the Korean catalog is compiled (meson-helpers/compile-translations)")
                // The application's window, so the menu's items are enabled and show their keys.
                let app = DemoApplication(id: "io.github.inputmotion.DemoScreenshot", statePath: nil)
                let gapplication = Gio.Application(app.application).c
                XCTAssertNotEqual(g_application_register(gapplication, nil, nil), 0, "registered")
                g_application_activate(gapplication)
                let demo = try XCTUnwrap(app.demoWindow)
                defer { AdaptiveWindowTests.close(demo) }
                GtkTest.show(demo.window.widget)
                demo.show(page: .login)
                AdaptiveWindowTests.resize(demo, width: 900, height: 640)
                let button = Gtk.MenuButton(demo.primaryMenu.button).c
                gtk_menu_button_popup(button)
                let popover = Gtk.AnyWidget(try XCTUnwrap(gtk_menu_button_get_popover(button))).widget
                XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_get_mapped(popover) != 0 && gtk_widget_get_width(popover) > 0 }))
                AdaptiveWindowTests.settle(demo)
                GtkTest.waitForFrames(popover, 2)
                let window = try XCTUnwrap(WidgetSnapshot(of: demo.window.widget))
                let menu = try XCTUnwrap(WidgetSnapshot(of: popover))
                // The popup's origin in the window widget's coordinates: its position on the
                // parent surface, less the window's own shadow margin, plus the popover's.
                let popup = try XCTUnwrap(gtk_native_get_surface(Gtk.Native(popover).c))
                var windowX = 0.0, windowY = 0.0, popoverX = 0.0, popoverY = 0.0
                gtk_native_get_surface_transform(Gtk.Native(demo.window.widget).c, &windowX, &windowY)
                gtk_native_get_surface_transform(Gtk.Native(popover).c, &popoverX, &popoverY)
                let x = Double(gdk_popup_get_position_x(popup)) + popoverX - windowX
                let y = Double(gdk_popup_get_position_y(popup)) + popoverY - windowY
                XCTAssertGreaterThan(x, 450, "the menu drops from the header's end")
                let cr = try XCTUnwrap(cairo_create(window.surface))
                cairo_set_source_surface(cr, menu.surface, x.rounded(), y.rounded())
                cairo_paint(cr)
                cairo_destroy(cr)
                XCTAssertNil(writePNG(window.surface, to: directory + "/app-menu-korean.png"))
                gtk_popover_popdown(Gtk.Popover(popover).c)
            } }
        }
    }

    /// A 64 KB message: the bubble shows its first 600 characters and a Show All button.
    func testALongMessage() throws {
        let directory = try Self.directory()
        try MainActor.assumeIsolated {
            try Self.withDemo(on: .chat) { demo in
                let chat = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
                let words = "motion keyboard label spring curve frame bubble caret river garden "
                chat.bar.draft = String(repeating: words, count: 65_536 / words.utf8.count)
                im_signal_emit_simple(UnsafeMutableRawPointer(chat.bar.entry), "activate")
                MainLoop.drain()
                XCTAssertNotNil(chat.list.bubbles.last?.showAllButton, "the long bubble has Show All")
                try Self.write(demo, to: directory + "/long-message.png")
            }
        }
    }

    /// A 70,000-character paste into the message bar: what the entry kept, said under it.
    func testALongPasteNotice() throws {
        let directory = try Self.directory()
        try MainActor.assumeIsolated {
            try Self.withDemo(on: .chat) { demo in
                let chat = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
                var position: Int32 = 0
                gtk_editable_insert_text(chat.bar.entry.asEditable, String(repeating: "ü", count: 70_000), -1, &position)
                XCTAssertNotEqual(gtk_widget_get_visible(chat.bar.notice), 0, "the notice shows")
                try Self.write(demo, to: directory + "/long-paste-notice.png")
            }
        }
    }
}
