import CGtk
import InputMotionCore
@testable import InputMotionGtk

/// The demo window opened on `page` with the motion inspector shown, the catalog at the
/// seed's values: where the inspector's tests start.
@MainActor
enum InspectorTest {
    static func open(_ page: DemoPage, width: Int32 = 1200, height: Int32 = 760) -> DemoWindow {
        GtkTest.setUp()
        MotionContext.shared.catalog = MotionCatalog()
        let demo = DemoWindow(options: DemoOptions(page: page))
        gtk_window_set_default_size(demo.window.widget.asWindow, width, height)
        GtkTest.show(demo.window.widget)
        demo.review.activate("motion-inspector")
        MainLoop.drain()
        GtkTest.waitForFrames(demo.window.widget, 2)
        return demo
    }
}
