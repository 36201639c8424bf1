import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The desktop's screen-keyboard setting, changed while the app runs (the widget tests use
/// GSettings' memory back end, so the change stays in this process): the emulated keyboard
/// gives way to the platform's and comes back when the setting goes off.
final class PlatformKeyboardTests: XCTestCase {
    @MainActor
    private static func setScreenKeyboard(_ enabled: Bool) {
        let settings = g_settings_new(PlatformKeyboard.schema)
        defer { g_object_unref(settings) }
        g_settings_set_boolean(settings, PlatformKeyboard.key, enabled ? 1 : 0)
        g_settings_sync()
        XCTAssertTrue(MainLoop.iterate(until: { PlatformKeyboard.shared.provider == (enabled ? .platform : .emulated) }))
    }

    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["GSETTINGS_BACKEND"] != "memory",
                      "changes the desktop's screen-keyboard setting: only with GSettings' memory back end (meson-helpers/test-widgets)")
    }

    func testTheEmulatedKeyboardGivesWayToThePlatformsAndComesBack() {
        MainActor.assumeIsolated {
            let fixture = KeyboardHostTests.Fixture()
            defer { Self.setScreenKeyboard(false); gtk_window_destroy(fixture.window.widget.asWindow); MainLoop.drain() }
            XCTAssertEqual(PlatformKeyboard.shared.provider, .emulated, "the setting is off by default")
            _ = gtk_widget_grab_focus(fixture.entry)
            fixture.settle()
            XCTAssertTrue(fixture.host.isVisible, "no platform keyboard: focus brings the emulated one")

            // The platform's keyboard turned on, focus in the entry: the emulated one goes.
            Self.setScreenKeyboard(true)
            fixture.settle()
            XCTAssertFalse(fixture.host.isVisible)
            // Focus moving into a field, or a tap on it, no longer brings it up.
            _ = gtk_widget_grab_focus(fixture.button)
            _ = gtk_widget_grab_focus(fixture.textView)
            fixture.settle()
            XCTAssertFalse(fixture.host.isVisible, "focus leaves it to the platform")
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(fixture.entry, fixture.host.root.widget, &bounds)
            fixture.host.clicked(x: Double(bounds.origin.x) + 5, y: Double(bounds.origin.y) + 5)
            fixture.settle()
            XCTAssertFalse(fixture.host.isVisible, "a tap on a field too")
            // Asked for, it comes, with focus on its keys: out of the field, whose keyboard the
            // platform's is. Focus back in a field hands over to the platform's again.
            fixture.host.toggle()
            fixture.settle()
            XCTAssertTrue(fixture.host.isVisible, "the header button still brings it")
            let focus = gtk_root_get_focus(OpaquePointer(fixture.window.widget))
            XCTAssertTrue(focus.map { fixture.host.panel.contains($0) } ?? false, "focus on its keys")
            fixture.press("k")
            XCTAssertEqual(fixture.text, "k", "its keys type into the field last focused")
            _ = gtk_widget_grab_focus(fixture.entry)
            fixture.settle()
            XCTAssertFalse(fixture.host.isVisible, "a focused field is the platform's keyboard's")
            // Focus leaving the fields puts it away too.
            fixture.host.toggle()
            fixture.settle()
            XCTAssertTrue(fixture.host.isVisible)
            _ = gtk_widget_grab_focus(fixture.button)
            fixture.settle()
            XCTAssertFalse(fixture.host.isVisible)

            // The setting off again with focus in a field: the emulated keyboard comes up.
            _ = gtk_widget_grab_focus(fixture.textView)
            Self.setScreenKeyboard(false)
            fixture.settle()
            XCTAssertTrue(fixture.host.isVisible)
        }
    }

    /// With the platform's keyboard, the poll's on-screen keyboard asked for (focus on its keys)
    /// stays up as its Return walks the options: the keys type into the next option and keep
    /// the focus (a focused field would bring the platform's keyboard up beside it).
    func testThePollWalksWithFocusStayingOnTheKeys() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            Self.setScreenKeyboard(true)
            defer { Self.setScreenKeyboard(false) }
            let demo = DemoWindow(options: DemoOptions(page: .poll))
            gtk_window_set_default_size(demo.window.widget.asWindow, 600, 700)
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let poll = try XCTUnwrap(demo.view(of: .poll) as? PollPage)
            let host = poll.keyboardHost
            XCTAssertFalse(host.isVisible, "the platform's keyboard serves the focused option")
            host.toggle()
            XCTAssertTrue(MainLoop.iterate(until: { !host.isAnimating }))
            XCTAssertTrue(host.isVisible && host.keysHaveFocus)
            @MainActor func press(_ name: String) {
                guard let key = host.panel.key(named: name) else { return XCTFail("no key \(name)") }
                im_signal_emit_simple(UnsafeMutableRawPointer(key), "clicked")
                MainLoop.drain()
            }
            press("a")
            press("Return")
            press("b")
            for _ in 0..<3 { press("Return") }  // on to option 5, appended
            press("c")
            XCTAssertEqual(poll.rows.map(\.text).prefix(5), ["a", "b", "", "", "c"])
            XCTAssertTrue(host.keysHaveFocus, "focus stayed on the keys")
            XCTAssertTrue(MainLoop.iterate(until: { !host.isAnimating && !poll.isScrolling }))
            XCTAssertTrue(host.isVisible, "the emulated keyboard stayed up")
        }
    }
}
