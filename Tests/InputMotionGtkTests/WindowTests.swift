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
                XCTAssertEqual(String(cString: gtk_window_get_title(window.asWindow)), "InputMotion")
                XCTAssertGreaterThan(gtk_widget_get_width(window), 600, "window has a real size on \(page)")
                gtk_window_destroy(window.asWindow)
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
            gtk_window_destroy(demo.window.widget.asWindow)
            MainLoop.drain()
        }
    }

    /// Start-up builds only the page in view; show(page:), or the stack switching by itself,
    /// builds the others on their first visit, filling the whole page area.
    func testPagesAreBuiltOnTheirFirstVisit() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .chat))
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            XCTAssertEqual(demo.builtPages, [.chat])
            gtk_stack_set_visible_child_name(OpaquePointer(demo.pageArea), "poll")
            XCTAssertEqual(demo.builtPages, [.chat, .poll])
            MainLoop.iterate(until: { !demo.isSwitchingPages })
            MainLoop.paintNextFrame(of: demo.window.widget)
            let poll = demo.view(of: .poll)!.root.widget
            // Under its intro line, down to the page area's bottom.
            var page = graphene_rect_t(), area = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(poll, demo.window.widget, &page), 0)
            XCTAssertNotEqual(gtk_widget_compute_bounds(demo.pageArea!, demo.window.widget, &area), 0)
            XCTAssertEqual(page.origin.y + page.size.height, area.origin.y + area.size.height, "the page fills the page area to its bottom")
            XCTAssertLessThan(page.origin.y - area.origin.y, 80, "below no more than its intro")
            demo.show(page: .login)
            XCTAssertEqual(demo.builtPages, [.login, .chat, .poll])
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
            gtk_window_destroy(demo.window.widget.asWindow)
            MainLoop.drain()
        }
    }
}

/// Lifetimes across the whole window.
final class WindowLifetimeTests: XCTestCase {
    /// A page that is not on screen does not wake up: the logged-in avatar spins for ever,
    /// but only while the Login page shows.
    func testHiddenPageStopsTicking() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .login))
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let page = demo.view(of: .login) as! LoginPage
            page.email.text = "ada@example.com"
            page.password.text = "analytical"
            page.submit()
            XCTAssertGreaterThanOrEqual(FrameTicker.registered, 1, "spinning")
            demo.show(page: .floating)
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 && !demo.isSwitchingPages }),
                          "no tick callback once the Login page is off screen")
            demo.show(page: .login)
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered >= 1 }), "and spinning again when back")
            page.logOut()
        }
    }

    /// Every closure box handed to GTK by a whole window (signals, shortcuts, tick and draw
    /// callbacks) is released once the window is destroyed and its Swift owner let go.
    func testClosingTheWindowReleasesEveryClosure() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            // A first window makes what lives for the process (connections to GtkSettings and
            // the display, made once): run alone, this test would count them.
            let first = DemoWindow(options: DemoOptions(page: .chat))
            GtkTest.show(first.window.widget)
            for page in DemoPage.allCases { first.show(page: page) }
            gtk_window_destroy(first.window.widget.asWindow)
            MainLoop.drain()
            let before = ClosureBoxes.live
            do {
                let demo = DemoWindow(options: DemoOptions(page: .chat))
                GtkTest.show(demo.window.widget)
                for page in DemoPage.allCases { demo.show(page: page) }
                XCTAssertGreaterThan(ClosureBoxes.live, before + 20)
                gtk_window_destroy(demo.window.widget.asWindow)
            }
            XCTAssertTrue(MainLoop.iterate(until: { ClosureBoxes.live == before }),
                          "\(ClosureBoxes.live - before) closure boxes still held")
        }
    }
}
