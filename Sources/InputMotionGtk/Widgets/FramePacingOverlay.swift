import CGtk
import InputMotionCore

/// A small graph over the page area of the last second's frame intervals, with the count of
/// late frames, so a reviewer sees whether an animation stuttered (`FramePacing` decides).
///
/// It listens to the frame clock's after-paint and never asks for frames itself while
/// something moves; once motion stops it draws one last time, so an idle window stays idle.
///
/// ## CSS nodes
///
///     frame-pacing   a GtkDrawingArea
///
/// Accessible role: image named "Frame pacing". Shows: `FramePacing` (core).
@MainActor
public final class FramePacingOverlay {
    /// `InputMotionFramePacing`, CSS name `frame-pacing`: a drawing area, an image to screen readers.
    static let widgetClass = WidgetClass(typeName: "InputMotionFramePacing", cssName: "frame-pacing", role: GTK_ACCESSIBLE_ROLE_IMG,
                                         layout: .instance, parent: { gtk_drawing_area_get_type() })
    public let root: Widget
    private let area: UnsafeMutablePointer<GtkWidget>
    private var pacing = FramePacing()
    private var connection: SignalConnection?
    private var drewAtRest = false

    public init() {
        area = Self.widgetClass.instantiate()
        root = Widget(area)
        gtk_widget_set_size_request(area, 280, 96)
        gtk_widget_set_halign(area, GTK_ALIGN_END)
        gtk_widget_set_valign(area, GTK_ALIGN_START)
        gtk_widget_set_margin_top(area, 12)
        gtk_widget_set_margin_end(area, 12)
        gtk_widget_set_can_target(area, 0)
        gtk_widget_set_visible(area, 0)
        im_accessible_set_label(area, tr("Frame pacing"))

        Drawing.setDrawFunction(of: area) { [weak self] cairo, width, height in self?.draw(cairo, width: width, height: height) }
    }

    /// Whether the graph shows.
    public var isShown: Bool { gtk_widget_get_visible(area) != 0 }

    /// Frames recorded in the last second (tests read it).
    public var recordedFrames: Int { pacing.intervals.count }

    /// The late frames counted in the last second (tests read it).
    public var lateFrameCount: Int { pacing.lateFrameCount }

    /// Shows or hides the graph; while shown it records every painted frame.
    public func setShown(_ shown: Bool) {
        gtk_widget_set_visible(area, shown ? 1 : 0)
        connection?.disconnect()
        connection = nil
        pacing = FramePacing()
        guard shown, let clock = gtk_widget_get_frame_clock(area) else { return }
        connection = Gdk.FrameClock(clock).onAfterPaint { [weak self] in
            guard let self else { return }
            self.pacing.record(frameTime: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000)
            // While something moves, frames come anyway: redraw with them. At rest, draw once.
            if FrameTicker.registered > 0 {
                self.drewAtRest = false
                gtk_widget_queue_draw(self.area)
            } else if !self.drewAtRest {
                self.drewAtRest = true
                gtk_widget_queue_draw(self.area)
            }
        }
    }

    /// Sets cairo's source to the theme's named colour `name` (GTK 4.8's @define-color names),
    /// so the graph reads in every style: the panel is the text colour, its text the base colour.
    private func setThemeColor(_ cr: OpaquePointer, _ name: String, alpha: Double = 1) {
        var color = GdkRGBA()
        guard im_lookup_theme_color(area, name, &color) != 0 else { return }
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * alpha)
    }

    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        setThemeColor(cr, "theme_fg_color", alpha: 0.88)
        Drawing.roundedRectangle(cr, x: 0, y: 0, width: width, height: height, radius: 8)
        cairo_fill(cr)

        // Bars: one per frame of the last second, height ∝ interval (top of the graph = 50 ms).
        let graphTop = 28.0, graphBottom = height - 8, left = 8.0, right = width - 8
        let scaleMax = 0.050
        func y(_ interval: Double) -> Double { graphBottom - min(interval / scaleMax, 1) * (graphBottom - graphTop) }
        let slots = 60.0, barWidth = (right - left) / slots
        for (index, frame) in pacing.intervals.suffix(Int(slots)).enumerated() {
            setThemeColor(cr, pacing.isLate(frame.interval) ? "error_color" : "success_color")
            let x = left + Double(index) * barWidth
            cairo_rectangle(cr, x, y(frame.interval), max(barWidth - 1, 1), graphBottom - y(frame.interval))
            cairo_fill(cr)
        }
        // The expected interval, for reference.
        setThemeColor(cr, "theme_base_color", alpha: 0.6)
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, left, y(pacing.expectedInterval) + 0.5)
        cairo_line_to(cr, right, y(pacing.expectedInterval) + 0.5)
        cairo_stroke(cr)

        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 12)
        setThemeColor(cr, "theme_base_color")
        cairo_move_to(cr, left, 18)
        let frames = pacing.intervals.count
        let summary = trn("Last second: {frames} frame", "Last second: {frames} frames", frames).filled(["frames": "\(frames)"])
            + trn(", {late} late", ", {late} late", pacing.lateFrameCount).filled(["late": "\(pacing.lateFrameCount)"])
        cairo_show_text(cr, summary)
    }
}
