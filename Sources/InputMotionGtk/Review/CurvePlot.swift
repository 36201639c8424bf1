import CGtk
import InputMotionCore

/// One animated property against time: the model's curve sampled densely, and the values
/// the widget actually drew at the filmstrip's frames as dots on it.
@MainActor
struct CurvePlot {
    static let size = (width: Int32(720), height: Int32(400))
    private static let margin = (left: 70.0, right: 24.0, top: 44.0, bottom: 52.0)

    var title: String
    /// Seconds the time axis covers at least (it widens to a round tick).
    var duration: Double
    /// (time, value) pairs of the model's curve.
    var curve: [(Double, Double)]
    /// (time, value) pairs the widget drew.
    var points: [(Double, Double)]
    /// (time, value) pairs of the default's curve, drawn faintly behind (empty: none).
    var ghost: [(Double, Double)] = []
    /// What the values are in (the ticks say it; a rotation's radians are shown in degrees).
    var valueUnit: MotionValueUnit = .progress
    var colors: PlotColors = .light

    func render() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Self.size.width, Self.size.height)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        draw(on: cr, width: Double(Self.size.width), height: Double(Self.size.height))
        return surface
    }

    /// The time axis: round ticks in seconds, from 0 to at least `duration`.
    var timeAxis: PlotAxis { PlotAxis(covering: 0, duration, unit: tr("s"), ticks: 4) }

    /// The value axis: round ticks around every value drawn, in `valueUnit`.
    var valueAxis: PlotAxis {
        let values = (curve + points + ghost).map { valueUnit.shown($0.1) }
        return PlotAxis(covering: values.min() ?? 0, values.max() ?? 1, unit: valueUnit.symbol, ticks: 4)
    }

    /// Draws the plot into `cr` at any size; small (under 500 px wide or 300 px tall: the motion
    /// inspector's live plots) it drops the title and legend and tightens margins and type.
    func draw(on cr: OpaquePointer, width: Double, height: Double) {
        let compact = width < 500 || height < 300
        let m = compact ? (left: 46.0, right: 12.0, top: 10.0, bottom: 22.0) : Self.margin
        let small = compact ? 10.0 : 12.0
        PlotColors.use(colors.background, in: cr)
        cairo_paint(cr)

        let times = timeAxis, values = valueAxis
        let plotWidth = width - m.left - m.right, plotHeight = height - m.top - m.bottom
        func x(_ t: Double) -> Double { m.left + (t - times.low) / max(times.high - times.low, 1e-9) * plotWidth }
        func y(_ v: Double) -> Double { m.top + (values.high - valueUnit.shown(v)) / max(values.high - values.low, 1e-9) * plotHeight }
        func yShown(_ v: Double) -> Double { m.top + (values.high - v) / max(values.high - values.low, 1e-9) * plotHeight }

        // Grid and round tick labels (the unit after the last). Time labels are centred under
        // their tick, the last one ending at the plot's right edge so it is never cut.
        cairo_set_line_width(cr, 1)
        for (tick, label) in zip(times.ticks, times.labels) {
            PlotColors.use(colors.grid, in: cr)
            cairo_move_to(cr, x(tick) + 0.5, m.top); cairo_line_to(cr, x(tick) + 0.5, m.top + plotHeight); cairo_stroke(cr)
            PlotColors.use(colors.text, in: cr)
            let textWidth = Self.textWidth(label, in: cr, size: small)
            let left = min(max(x(tick) - textWidth / 2, 0), width - textWidth - 1)
            cairo_move_to(cr, left, height - m.bottom + small + 4)
            Self.showText(label, in: cr, size: small)
        }
        for (tick, label) in zip(values.ticks, values.labels) {
            PlotColors.use(colors.grid, in: cr)
            cairo_move_to(cr, m.left, yShown(tick) + 0.5); cairo_line_to(cr, m.left + plotWidth, yShown(tick) + 0.5); cairo_stroke(cr)
            PlotColors.use(colors.text, in: cr)
            let textWidth = Self.textWidth(label, in: cr, size: small)
            cairo_move_to(cr, max(m.left - 4 - textWidth, 0), yShown(tick) + small / 2 - 1)
            Self.showText(label, in: cr, size: small)
        }
        PlotColors.use(colors.text, in: cr)
        cairo_rectangle(cr, m.left + 0.5, m.top + 0.5, plotWidth, plotHeight)
        cairo_stroke(cr)
        if !compact {
            cairo_move_to(cr, m.left + plotWidth / 2 - 30, height - 12)
            Self.showText(tr("time (s)"), in: cr, size: small)
        }

        // The default's curve, faint and dashed, behind the tuned one.
        if !ghost.isEmpty {
            PlotColors.use(colors.ghost, in: cr)
            cairo_set_line_width(cr, 1.5)
            var dashes: [Double] = [4, 3]
            cairo_set_dash(cr, &dashes, 2, 0)
            stroke(ghost, cr, x: x, y: y)
            cairo_set_dash(cr, nil, 0, 0)
        }
        // The model's curve.
        PlotColors.use(colors.curve, in: cr)
        cairo_set_line_width(cr, 2)
        stroke(curve, cr, x: x, y: y)
        // What was drawn at each frame.
        PlotColors.use(colors.points, in: cr)
        for point in points {
            cairo_new_sub_path(cr)
            cairo_arc(cr, x(point.0), y(point.1), 4, 0, 2 * .pi)
            cairo_fill(cr)
        }
        guard !compact else { return }

        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 15)
        PlotColors.use(colors.text, in: cr)
        cairo_move_to(cr, m.left, 26)
        cairo_show_text(cr, title)
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 12)
        cairo_move_to(cr, width - m.right - 250, 26)
        Self.showText(tr("line: model   dots: drawn frames"), in: cr, size: small)
    }

    private func stroke(_ samples: [(Double, Double)], _ cr: OpaquePointer, x: (Double) -> Double, y: (Double) -> Double) {
        for (index, sample) in samples.enumerated() {
            if index == 0 { cairo_move_to(cr, x(sample.0), y(sample.1)) } else { cairo_line_to(cr, x(sample.0), y(sample.1)) }
        }
        cairo_stroke(cr)
    }

    /// How wide `text` is drawn at `size` (px).
    private static func textWidth(_ text: String, in cr: OpaquePointer, size: Double) -> Double {
        guard let layout = layout(text, in: cr, size: size) else { return 0 }
        defer { dropReference(layout) }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Double(width)
    }

    /// Draws `text` with its baseline at the current point, through Pango (cairo's own text
    /// has no fallback fonts: a translation in Hangul would draw as boxes).
    private static func showText(_ text: String, in cr: OpaquePointer, size: Double) {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cr, &x, &y)
        guard let layout = layout(text, in: cr, size: size) else { return }
        defer { dropReference(layout) }
        cairo_move_to(cr, x, y - Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE))
        pango_cairo_show_layout(cr, layout)
    }

    /// `text` laid out in Sans at `size` (px) for `cr`; the caller unrefs it.
    private static func layout(_ text: String, in cr: OpaquePointer, size: Double) -> OpaquePointer? {
        guard let layout = pango_cairo_create_layout(cr) else { return nil }
        let font = pango_font_description_from_string("Sans")
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_text(layout, text, -1)
        return layout
    }
}
