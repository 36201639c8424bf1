import CGtk

/// A row of frames of one animation, each scaled down, with its time under it and a title
/// above: what a reviewer reads frame by frame.
@MainActor
struct Filmstrip {
    static let gap = 8.0
    static let titleHeight = 30.0
    static let captionHeight = 22.0

    var title: String
    /// How much each frame is scaled in the strip.
    var scale: Double
    var frames: [(time: Double, image: WidgetSnapshot)] = []

    /// Cell size in the strip (every frame of one animation has the page's size).
    var cellSize: (width: Double, height: Double) {
        guard let first = frames.first?.image else { return (0, 0) }
        return ((Double(first.width) * scale).rounded(), (Double(first.height) * scale).rounded())
    }

    /// The strip's pixel size.
    var size: (width: Int32, height: Int32) {
        let cell = cellSize
        let width = Self.gap + Double(frames.count) * (cell.width + Self.gap)
        let height = Self.titleHeight + cell.height + Self.captionHeight + Self.gap
        return (Int32(width), Int32(height))
    }

    /// Draws the strip into a new surface (the caller destroys it).
    func render() -> OpaquePointer {
        let (width, height) = size
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 0.96, 0.96, 0.95)
        cairo_paint(cr)
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(cr, 15)
        cairo_set_source_rgb(cr, 0.15, 0.15, 0.15)
        cairo_move_to(cr, Self.gap, 20)
        cairo_show_text(cr, title)

        let cell = cellSize
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 13)
        for (index, frame) in frames.enumerated() {
            let x = Self.gap + Double(index) * (cell.width + Self.gap)
            cairo_save(cr)
            cairo_translate(cr, x, Self.titleHeight)
            cairo_scale(cr, scale, scale)
            cairo_set_source_surface(cr, frame.image.surface, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
            cairo_set_source_rgb(cr, 0.6, 0.6, 0.6)
            cairo_rectangle(cr, x + 0.5, Self.titleHeight + 0.5, cell.width - 1, cell.height - 1)
            cairo_set_line_width(cr, 1)
            cairo_stroke(cr)
            let caption = timeCaption(frame.time)
            var extents = cairo_text_extents_t()
            cairo_text_extents(cr, caption, &extents)
            cairo_set_source_rgb(cr, 0.15, 0.15, 0.15)
            cairo_move_to(cr, x + (cell.width - extents.width) / 2, Self.titleHeight + cell.height + 16)
            cairo_show_text(cr, caption)
        }
        return surface
    }
}

/// "0.125 s": three decimals, so 60 fps steps stay distinct.
func timeCaption(_ seconds: Double) -> String {
    let milliseconds = Int((seconds * 1000).rounded())
    let fraction = String(abs(milliseconds) % 1000)
    return "\(milliseconds < 0 ? "-" : "")\(abs(milliseconds) / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
}
