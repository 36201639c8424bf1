import CGtk
import InputMotionCore

/// One animated property against time: the model's curve sampled densely, and the values
/// the widget actually drew at the filmstrip's frames as dots on it.
@MainActor
struct CurvePlot {
    static let size = (width: Int32(720), height: Int32(400))
    private static let margin = (left: 70.0, right: 24.0, top: 44.0, bottom: 52.0)

    var title: String
    var duration: Double
    /// (time, value) pairs of the model's curve.
    var curve: [(Double, Double)]
    /// (time, value) pairs the widget drew.
    var points: [(Double, Double)]

    func render() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Self.size.width, Self.size.height)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        draw(on: cr, width: Double(Self.size.width), height: Double(Self.size.height))
        return surface
    }

    /// Draws the plot into `cr` at any size; small (under 500 px wide or 300 px tall: the motion
    /// inspector's live plots) it drops the title and legend and tightens margins and type.
    func draw(on cr: OpaquePointer, width: Double, height: Double) {
        let compact = width < 500 || height < 300
        let m = compact ? (left: 40.0, right: 30.0, top: 8.0, bottom: 30.0) : Self.margin
        let small = compact ? 10.0 : 12.0
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)

        let values = (curve + points).map(\.1)
        var low = values.min() ?? 0, high = values.max() ?? 1
        if high - low < 1e-9 { low -= 1; high += 1 }
        let pad = (high - low) * 0.08
        low -= pad; high += pad
        let plotWidth = width - m.left - m.right, plotHeight = height - m.top - m.bottom
        func x(_ t: Double) -> Double { m.left + t / max(duration, 1e-9) * plotWidth }
        func y(_ v: Double) -> Double { m.top + (high - v) / (high - low) * plotHeight }

        // Grid and tick labels: five divisions each way.
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, small)
        cairo_set_line_width(cr, 1)
        for step in 0...5 {
            let t = duration * Double(step) / 5, v = low + (high - low) * Double(step) / 5
            cairo_set_source_rgb(cr, 0.9, 0.9, 0.9)
            cairo_move_to(cr, x(t) + 0.5, m.top); cairo_line_to(cr, x(t) + 0.5, m.top + plotHeight); cairo_stroke(cr)
            cairo_move_to(cr, m.left, y(v) + 0.5); cairo_line_to(cr, m.left + plotWidth, y(v) + 0.5); cairo_stroke(cr)
            cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
            cairo_move_to(cr, x(t) - (compact ? 10 : 16), height - m.bottom + small + 4); cairo_show_text(cr, timeCaption(t))
            cairo_move_to(cr, compact ? 2 : 8, y(v) + 4); cairo_show_text(cr, format(v))
        }
        cairo_set_source_rgb(cr, 0.3, 0.3, 0.3)
        cairo_rectangle(cr, m.left + 0.5, m.top + 0.5, plotWidth, plotHeight)
        cairo_stroke(cr)
        cairo_move_to(cr, m.left + plotWidth / 2 - (compact ? 20 : 30), height - (compact ? 3 : 12))
        Self.showText(tr("time (s)"), in: cr, size: small)

        // The model's curve.
        cairo_set_source_rgb(cr, 0.21, 0.52, 0.89)
        cairo_set_line_width(cr, 2)
        for (index, sample) in curve.enumerated() {
            if index == 0 { cairo_move_to(cr, x(sample.0), y(sample.1)) } else { cairo_line_to(cr, x(sample.0), y(sample.1)) }
        }
        cairo_stroke(cr)
        // What was drawn at each frame.
        cairo_set_source_rgb(cr, 0.88, 0.11, 0.14)
        for point in points {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x(point.0), y(point.1), 4, 0, 2 * .pi)
            cairo_fill(cr)
        }
        guard !compact else { return }

        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 15)
        cairo_set_source_rgb(cr, 0.15, 0.15, 0.15)
        cairo_move_to(cr, m.left, 26)
        cairo_show_text(cr, title)
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 12)
        cairo_move_to(cr, width - m.right - 250, 26)
        Self.showText(tr("line: model   dots: drawn frames"), in: cr, size: small)
    }

    /// Draws `text` with its baseline at the current point, through Pango (cairo's own text
    /// has no fallback fonts: a translation in Hangul would draw as boxes).
    private static func showText(_ text: String, in cr: OpaquePointer, size: Double) {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_from_string("Sans")
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        cairo_move_to(cr, x, y - Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
        pango_cairo_show_layout(cr, layout)
    }

    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = String(abs(hundredths) % 100)
        return "\(hundredths < 0 ? "-" : "")\(abs(hundredths) / 100).\(fraction.count < 2 ? "0" : "")\(fraction)"
    }
}
