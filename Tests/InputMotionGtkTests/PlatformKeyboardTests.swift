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
}
