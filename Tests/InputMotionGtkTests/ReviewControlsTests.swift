import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Slow motion and the frame-pacing graph, switched at run time as a reviewer does.
final class ReviewControlsTests: XCTestCase {
    /// How long (frame-clock seconds) the Name label takes to float, measured on real frames.
    @MainActor
    private static func floatDuration(in demo: DemoWindow) -> Double {
        let page = demo.view(of: .floating) as! FloatingLabelsPage
        let field = page.fields[0]
        gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
        MainLoop.iterate(until: { !field.isAnimating })
        let clock = gtk_widget_get_frame_clock(field.entry)!
        field.grabFocus()
        let start = Double(gdk_frame_clock_get_frame_time(clock)) / 1e6
        XCTAssertTrue(MainLoop.iterate(until: { !field.isAnimating }, maxIterations: 100_000, timeout: 20))
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1e6 - start
    }

    /// Runs `body` with a demo window shown on `page`; after it, motion plays at its own pace
    /// again and the window is gone.
    private static func withWindow(on page: DemoPage = .floating, _ body: @MainActor (DemoWindow) -> Void) {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: page))
            GtkTest.show(demo.window.widget)
            defer {
                MotionContext.shared.slowMotionFactor = 1
                MotionContext.shared.setPaused(false)
                gtk_window_destroy(demo.window.widget.asWindow)
                MainLoop.drain()
            }
            body(demo)
        }
    }

    /// What the badge and the paused clock show is said too (Orca 43 reads no status).
    func testSlowMotionAndPauseAreSaid() {
        Self.withWindow { demo in
            Announcer.lastText = nil
            // With nothing focused (Stop typing leaves none), said from the window.
            gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
            for (action, heard) in [("slow-motion", "Slow motion 10×"), ("slow-motion", "Slow motion off"),
                                    ("pause-motion", "Motion paused"), ("pause-motion", "Motion resumed")] {
                demo.review.activate(action)
                XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == heard }), "\(action): heard \(Announcer.lastText ?? "nothing")")
            }
            demo.review.activate("slow-motion-factor", string: "5")
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == "Slow motion 5×" }), "a factor picked: \(Announcer.lastText ?? "nothing")")
        }
    }

    func testSlowMotionToggleStretchesAnimationsTenTimes() {
        Self.withWindow { demo in
            // The seed spring settles at 0.3 s of motion time.
            let normal = Self.floatDuration(in: demo)
            XCTAssertEqual(normal, 0.3, accuracy: 0.05)

            demo.review.activate("slow-motion")  // what Ctrl+Shift+S and the menu item do
            XCTAssertTrue(demo.review.isOn("slow-motion"))
            XCTAssertEqual(MotionContext.shared.slowMotionFactor, 10)
            let slow = Self.floatDuration(in: demo)
            XCTAssertEqual(slow, 3.0, accuracy: 0.1, "ten times slower")

            demo.review.activate("slow-motion")
            XCTAssertFalse(demo.review.isOn("slow-motion"))
            XCTAssertEqual(MotionContext.shared.slowMotionFactor, 1)
        }
    }

    func testFramePacingGraphCountsFramesWithoutKeepingTheWindowAwake() {
        Self.withWindow(on: .login) { demo in
            XCTAssertFalse(demo.review.pacing.isShown)
            demo.review.activate("frame-pacing")  // Ctrl+Shift+F
            XCTAssertTrue(demo.review.pacing.isShown)

            // Shake the email field: frames come while it moves, and are recorded.
            let page = demo.view(of: .login) as! LoginPage
            page.email.text = "foo"
            page.submit()
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 }))
            XCTAssertGreaterThan(demo.review.pacing.recordedFrames, 5)

            // At rest the graph draws once more and then the frame clock goes quiet.
            let clock = gtk_widget_get_frame_clock(demo.window.widget)!
            MainLoop.iterate(until: { false }, timeout: 0.3)
            let counter = gdk_frame_clock_get_frame_counter(clock)
            MainLoop.iterate(until: { false }, timeout: 0.5)
            XCTAssertEqual(gdk_frame_clock_get_frame_counter(clock), counter, "no frames while nothing moves")

            demo.review.activate("frame-pacing")
            XCTAssertFalse(demo.review.pacing.isShown)
        }
    }
}
