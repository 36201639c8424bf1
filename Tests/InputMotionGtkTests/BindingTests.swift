import CGtk
import XCTest
@testable import InputMotionGtk

/// Ownership and lifetime in the binding layer.
final class BindingTests: XCTestCase {
    nonisolated(unsafe) static var finalized = 0

    /// A widget with a connected signal is finalized when destroyed, and the signal's closure
    /// box (and what the closure captured) is released with it.
    func testDestroyedWidgetIsFinalizedAndItsClosureReleased() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            final class Canary {}
            weak var canaryWatch: Canary?
            let boxesBefore = ClosureBoxes.live
            BindingTests.finalized = 0

            do {
                let window = Widget(gtk_window_new())
                let button = Widget(gtk_button_new_with_label("Press"))
                let canary = Canary()
                canaryWatch = canary
                var clicks = 0
                Signal.connect(button.raw, "clicked") { _ = canary; clicks += 1 }
                g_object_weak_ref(im_object(button.raw), { _, _ in BindingTests.finalized += 1 }, nil)
                gtk_window_set_child(window.widget.asWindowForTests, button.widget)
                GtkTest.show(window.widget)

                click(button.widget)
                XCTAssertEqual(clicks, 1, "the closure ran")
                XCTAssertEqual(ClosureBoxes.live, boxesBefore + 1)

                gtk_window_destroy(window.widget.asWindowForTests)
                MainLoop.drain()
                XCTAssertEqual(BindingTests.finalized, 0, "the Swift wrapper still holds the button")
            }
            // Both wrappers are gone now: GTK finalizes the button, which releases the box.
            MainLoop.drain()
            XCTAssertEqual(BindingTests.finalized, 1, "button finalized")
            XCTAssertEqual(ClosureBoxes.live, boxesBefore, "closure box released")
            XCTAssertNil(canaryWatch, "what the closure captured was released")
        }
    }

    /// A ticker's callback is registered only while it reports motion.
    func testTickerRemovesItselfWhenMotionSettles() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let window = Widget(gtk_window_new())
            GtkTest.show(window.widget)
            XCTAssertEqual(FrameTicker.registered, 0)
            var frames: [Double] = []
            let ticker = FrameTicker(widget: window.widget) { time in
                frames.append(time)
                return frames.count < 5
            }
            ticker.start()
            ticker.start()  // starting twice registers once
            XCTAssertEqual(FrameTicker.registered, 1)
            XCTAssertTrue(MainLoop.iterate(until: { !ticker.isRunning }))
            MainLoop.drain()
            XCTAssertEqual(frames.count, 5)
            XCTAssertEqual(frames, frames.sorted(), "frame times never go back")
            XCTAssertEqual(FrameTicker.registered, 0, "GTK dropped the callback")
            gtk_window_destroy(window.widget.asWindowForTests)
            MainLoop.drain()
        }
    }

    func testIdleCallbackRunsOnceAndIsReleased() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let boxesBefore = ClosureBoxes.live
            var runs = 0
            MainLoop.onIdle { runs += 1 }
            XCTAssertEqual(ClosureBoxes.live, boxesBefore + 1)
            MainLoop.iterate(until: { runs > 0 })
            MainLoop.drain()
            XCTAssertEqual(runs, 1)
            XCTAssertEqual(ClosureBoxes.live, boxesBefore)
        }
    }
}

/// Emits a button's "clicked", as GTK does when the button is released under the pointer.
@MainActor
func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    im_signal_emit_simple(UnsafeMutableRawPointer(button), "clicked")
}
