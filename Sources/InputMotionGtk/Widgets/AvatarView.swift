import CGtk
import InputMotionCore

/// The login avatar: a 200 px image drawn rotated by `rotation` (radians, about its centre)
/// and clipped to a rounded square of `cornerRadius` (100 = a circle), as the seed's layer
/// transform and corner radius did. The login page's model decides both values each frame.
///
/// It is a GtkDrawingArea larger than the avatar (a rotated square reaches 200·√2 across), laid
/// out in a container that asks for only 200 × 200, so the spin never shifts the form.
///
/// ![The avatar's spin, frame by frame](resources/screenshots/avatar-filmstrip.png)
///
/// ## CSS nodes
///
///     avatar
///     └── drawingarea   the rotated, rounded image
///
/// Accessible role: image, named by the caller. Shows what `LoginForm` (core) says each frame.
@MainActor
public final class AvatarView {
    /// The avatar's side, in pixels (the seed's).
    public static let side = 200.0

    public let root: Widget
    /// `InputMotionAvatar`, CSS name `avatar`, an image to screen readers.
    static let widgetClass = WidgetClass(typeName: "InputMotionAvatar", cssName: "avatar", role: GTK_ACCESSIBLE_ROLE_IMG, layout: .instance)
    private let container = LayoutContainer(AvatarView.widgetClass)
    private let area: UnsafeMutablePointer<GtkWidget>
    /// The avatar as a cairo surface at the widget's scale factor (device pixels, with a
    /// matching device scale), converted from the SVG once per scale factor, never per frame;
    /// ours alone, `nonisolated(unsafe)` so deinit can drop it.
    private nonisolated(unsafe) var image: OpaquePointer?
    private let imagePath = Resources.path("avatar.svg")
    /// The drawing area the avatar is drawn into (review tools measure what it drew).
    var canvas: UnsafeMutablePointer<GtkWidget> { area }
    /// The avatar bitmap's side in device pixels: 200 × the widget's scale factor (0 when the
    /// file is missing).
    public private(set) var imagePixelSide: Int32 = 0

    /// Rotation in radians, about the centre.
    public var rotation = 0.0 { didSet { if rotation != oldValue { gtk_widget_queue_draw(area) } } }
    /// Corner radius in pixels (0 = square, 100 = circle).
    public var cornerRadius = 0.0 { didSet { if cornerRadius != oldValue { gtk_widget_queue_draw(area) } } }
    /// What the last drawn frame showed (tests and review tools read it).
    public private(set) var drawn = (rotation: 0.0, cornerRadius: 0.0)

    public init(accessibleName: String) {
        root = container.container
        area = gtk_drawing_area_new()
        // Room for the rotated square (200·√2 across), grown to keep the margin a whole
        // number of pixels: a half-pixel offset would resample the bitmap and blur its edge.
        var canvas = Int32((Self.side * 2.squareRoot()).rounded(.up))
        if (canvas - Int32(Self.side)) % 2 != 0 { canvas += 1 }
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
        loadImage()
        // Moving to a monitor of another scale (or GDK_SCALE at start) re-renders the bitmap,
        // so the avatar stays as sharp as the text beside it.
        Gtk.DrawingArea(area).onNotify("scale-factor") { [weak self] in
            self?.loadImage()
        }
    }

    deinit {
        if let image { cairo_surface_destroy(image) }
    }

    /// (Re)renders the SVG at the avatar's size times the widget's scale factor.
    private func loadImage() {
        let scale = max(gtk_widget_get_scale_factor(area), 1)
        let pixels = Int32(Self.side) * scale
        guard pixels != imagePixelSide else { return }
        if let image { cairo_surface_destroy(image) }
        image = imagePath.flatMap { Self.renderImage($0, pixels: pixels, scale: scale) }
        imagePixelSide = image == nil ? 0 : pixels
        gtk_widget_queue_draw(area)
    }

    /// The SVG rendered into a `pixels`² cairo image surface whose device scale makes it
    /// 200 × 200 in user space.
    private static func renderImage(_ path: String, pixels: Int32, scale: Int32) -> OpaquePointer? {
        guard let pixbuf = gdk_pixbuf_new_from_file_at_size(path, pixels, pixels, nil) else { return nil }
        defer { dropReference(pixbuf) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels, pixels)
        let cr = cairo_create(surface)
        im_cairo_set_source_pixbuf(cr, pixbuf, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
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
            // Rotated, the bitmap is resampled; padding its border out means the clip path
            // alone makes the edge (no bitmap fade eating into it).
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        } else {
            cairo_set_source_rgb(cairo, 0.38, 0.63, 0.92)  // the avatar file is missing: a plain tile
        }
        cairo_paint(cairo)
    }
}
