import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The app shell: every page opens in a real window with no GTK criticals
/// (G_DEBUG=fatal-criticals turns any critical into a crash of this test run).
final class WindowTests: XCTestCase {
    func testEveryPageOpensInTheWindow() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            for page in DemoPage.allCases {
                let demo = DemoWindow(options: DemoOptions(page: page))
                let window = demo.window.widget
                GtkTest.show(window)
                XCTAssertEqual(demo.visiblePage, page)
                XCTAssertEqual(String(cString: gtk_window_get_title(window.asWindowForTests)), "InputMotion")
                XCTAssertGreaterThan(gtk_widget_get_width(window), 600, "window has a real size on \(page)")
                gtk_window_destroy(window.asWindowForTests)
                MainLoop.drain()
            }
        }
    }

    func testShowSwitchesPages() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .floating))
            GtkTest.show(demo.window.widget)
            for page in DemoPage.allCases.reversed() {
                demo.show(page: page)
                XCTAssertEqual(demo.visiblePage, page)
            }
            gtk_window_destroy(demo.window.widget.asWindowForTests)
            MainLoop.drain()
        }
    }

    /// An idle demo wakes up zero times a second: once the window has drawn and nothing moves,
    /// no tick callback is registered with GTK.
    func testIdleWindowHasNoTickCallback() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .floating))
            GtkTest.show(demo.window.widget)
            // The first field takes focus and its label floats; then everything is still.
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 }), "motion settles")
            for _ in 0..<50 { g_main_context_iteration(nil, 0) }
            XCTAssertEqual(FrameTicker.registered, 0, "and stays without a tick callback")
            gtk_window_destroy(demo.window.widget.asWindowForTests)
            MainLoop.drain()
        }
    }
}
