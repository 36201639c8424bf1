import CGtk

/// Cairo drawing shared by the widgets that draw themselves.
@MainActor
enum Drawing {
    /// Sets a drawing area's draw function to a Swift closure (cairo context, width, height).
    /// The closure box is released by GTK's destroy notify, with the area.
    static func setDrawFunction(of area: UnsafeMutablePointer<GtkWidget>,
                                _ draw: @escaping @MainActor (_ cairo: OpaquePointer, _ width: Double, _ height: Double) -> Void) {
        typealias Body = @MainActor (OpaquePointer, Double, Double) -> Void
        let callback: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let box = ClosureBox<Body>.from(data), let cairo else { return }
            nonisolated(unsafe) let context = cairo
            MainActor.assumeIsolated { box.body(context, Double(width), Double(height)) }
        }
        gtk_drawing_area_set_draw_func(Gtk.DrawingArea(area).c, callback, ClosureBox<Body>(draw).handOver(), releaseClosureBox)
    }

    /// Adds a rounded rectangle to the path (`radius` 0 gives a plain rectangle).
    static func roundedRectangle(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double) {
        let r = min(max(radius, 0), width / 2, height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
