import CGtk
import InputMotionCore

/// The login avatar: a 200 px image drawn rotated by `rotation` (radians, about its centre)
/// and clipped to a rounded square of `cornerRadius` (100 = a circle), as the seed's layer
/// transform and corner radius did. The login page's model decides both values each frame.
///
/// It is a GtkDrawingArea larger than the avatar (a rotated square reaches 200·√2 across), laid
/// out in a container that asks for only 200 × 200, so the spin never shifts the form.
@MainActor
public final class AvatarView {
    /// The avatar's side, in pixels (the seed's).
    public static let side = 200.0

    public let root: Widget
    private let container = LayoutContainer(role: GTK_ACCESSIBLE_ROLE_IMG)
    private let area: UnsafeMutablePointer<GtkWidget>
    /// The avatar as a cairo surface, converted once from the SVG (never per frame); ours
    /// alone, `nonisolated(unsafe)` so deinit can drop it.
    private nonisolated(unsafe) let image: OpaquePointer?

    /// Rotation in radians, about the centre.
    public var rotation = 0.0 { didSet { if rotation != oldValue { gtk_widget_queue_draw(area) } } }
    /// Corner radius in pixels (0 = square, 100 = circle).
    public var cornerRadius = 0.0 { didSet { if cornerRadius != oldValue { gtk_widget_queue_draw(area) } } }
    /// What the last drawn frame showed (tests and review tools read it).
    public private(set) var drawn = (rotation: 0.0, cornerRadius: 0.0)

    public init(accessibleName: String) {
        root = container.container
        area = gtk_drawing_area_new()
        image = Resources.path("avatar.svg").flatMap(Self.loadImage)
        let margin = (Self.side * 2.squareRoot() - Self.side) / 2
        let canvas = Int32((Self.side + 2 * margin).rounded(.up))
        container.append(area)
        container.measure = { _, _ in (Int32(Self.side), Int32(Self.side)) }
        container.allocate = { [area] width, height in
            LayoutContainer.place(area, width: canvas, height: canvas,
                                  x: Double(width - canvas) / 2, y: Double(height - canvas) / 2)
        }
        gtk_widget_set_halign(container.widget, GTK_ALIGN_CENTER)
        gtk_widget_set_can_target(area, 0)
        im_accessible_set_label(container.widget, accessibleName)

        Drawing.setDrawFunction(of: area) { [weak self] cairo, width, height in self?.draw(cairo, width: width, height: height) }
    }

    deinit {
        if let image { cairo_surface_destroy(image) }
    }

    /// Renders the SVG at the avatar's size into a cairo image surface.
    private static func loadImage(_ path: String) -> OpaquePointer? {
        guard let pixbuf = gdk_pixbuf_new_from_file_at_size(path, Int32(side), Int32(side), nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))
        let cr = cairo_create(surface)
        gdk_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        return surface
    }

    private func draw(_ cairo: OpaquePointer, width: Double, height: Double) {
        drawn = (rotation, cornerRadius)
        let side = Self.side
        let radius = min(max(cornerRadius, 0), side / 2)
        cairo_translate(cairo, width / 2, height / 2)
        cairo_rotate(cairo, rotation)
        cairo_translate(cairo, -side / 2, -side / 2)
        Drawing.roundedRectangle(cairo, x: 0, y: 0, width: side, height: side, radius: radius)
        cairo_clip(cairo)
        if let image {
            cairo_set_source_surface(cairo, image, 0, 0)
        } else {
            cairo_set_source_rgb(cairo, 0.38, 0.63, 0.92)  // the avatar file is missing: a plain tile
        }
        cairo_paint(cairo)
    }
}
