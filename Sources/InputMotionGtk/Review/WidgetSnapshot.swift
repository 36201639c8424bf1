import CGtk

/// A widget as drawn now, rendered in-process (widget paintable → render node → the window's
/// renderer → texture) into a cairo image surface the review tools can compose and save.
@MainActor
final class WidgetSnapshot {
    /// The image (CAIRO_FORMAT_ARGB32), owned by this object.
    nonisolated(unsafe) let surface: OpaquePointer
    let width: Int32
    let height: Int32

    /// Renders `widget` at its current size, or only `region` of it (widget coordinates);
    /// nil when it has no size or is not in a window. At a `scale` of 2 the image has two
    /// pixels a side per CSS pixel, as a scale-2 screen shows it (`region` too).
    init?(of widget: UnsafeMutablePointer<GtkWidget>, region: (x: Double, y: Double, width: Double, height: Double)? = nil,
          scale: Int32 = 1) {
        let width = gtk_widget_get_width(widget) * scale, height = gtk_widget_get_height(widget) * scale
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
              let renderer = gtk_native_get_renderer(native) else { return nil }
        let paintable = gtk_widget_paintable_new(widget)
        defer { dropReference(paintable) }
        let snapshot = gtk_snapshot_new()
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        gdk_paintable_snapshot(paintable, snapshot, Double(width / scale), Double(height / scale))
        guard let whole = Self.image(of: snapshot, renderer: renderer, width: width, height: height) else { return nil }
        guard let region else {
            (surface, self.width, self.height) = (whole, width, height)
            return
        }
        defer { cairo_surface_destroy(whole) }
        let pixels = Double(scale)
        let cropWidth = Int32(region.width.rounded()) * scale, cropHeight = Int32(region.height.rounded()) * scale
        let cropped = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, cropWidth, cropHeight)!
        let cr = cairo_create(cropped)!
        cairo_set_source_surface(cr, whole, -region.x.rounded() * pixels, -region.y.rounded() * pixels)
        cairo_paint(cr)
        cairo_destroy(cr)
        (surface, self.width, self.height) = (cropped, cropWidth, cropHeight)
    }

    /// Renders only what `child` drew in the last frame (its render node, through the
    /// window's renderer), placed as it was drawn in `ancestor`: the `region` of `ancestor`'s
    /// coordinates, in whole pixels. The widgets underneath are left out, so the child's own
    /// pixels can be measured.
    init?(drawnBy child: UnsafeMutablePointer<GtkWidget>, in ancestor: UnsafeMutablePointer<GtkWidget>,
          region: (x: Int32, y: Int32, width: Int32, height: Int32)) {
        guard region.width > 0, region.height > 0, let native = gtk_widget_get_native(child),
              let renderer = gtk_native_get_renderer(native) else { return nil }
        var matrix = graphene_matrix_t()
        var xx = 0.0, yx = 0.0, xy = 0.0, yy = 0.0, x0 = 0.0, y0 = 0.0
        // Rebuilt as translate · scale: a general matrix is a 3D transform to GSK, which the
        // cairo renderer cannot draw. (Children placed by LayoutContainer never rotate.)
        guard gtk_widget_compute_transform(child, ancestor, &matrix) != 0,
              graphene_matrix_to_2d(&matrix, &xx, &yx, &xy, &yy, &x0, &y0), yx == 0, xy == 0 else { return nil }
        let paintable = gtk_widget_paintable_new(child)
        defer { dropReference(paintable) }
        let snapshot = gtk_snapshot_new()
        var shift = graphene_point_t(x: Float(-region.x), y: Float(-region.y))
        gtk_snapshot_translate(snapshot, &shift)
        var origin = graphene_point_t(x: Float(x0), y: Float(y0))
        gtk_snapshot_translate(snapshot, &origin)
        gtk_snapshot_scale(snapshot, Float(xx), Float(yy))
        gdk_paintable_snapshot(paintable, snapshot, Double(gtk_widget_get_width(child)), Double(gtk_widget_get_height(child)))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                       size: graphene_size_t(width: Float(region.width), height: Float(region.height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
        defer { dropReference(texture) }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, region.width, region.height)!
        cairo_surface_flush(image)
        gdk_texture_download(texture, cairo_image_surface_get_data(image), gsize(cairo_image_surface_get_stride(image)))
        cairo_surface_mark_dirty(image)
        (surface, width, height) = (image, region.width, region.height)
    }

    /// Renders what `draw` draws into a snapshot, `width` × `height` from its origin, through
    /// `widget`'s window renderer.
    init?(drawing draw: (OpaquePointer) -> Void, width: Int32, height: Int32, rendererOf widget: UnsafeMutablePointer<GtkWidget>) {
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
              let renderer = gtk_native_get_renderer(native), let snapshot = gtk_snapshot_new() else { return nil }
        draw(snapshot)
        guard let image = Self.image(of: snapshot, renderer: renderer, width: width, height: height) else { return nil }
        (surface, self.width, self.height) = (image, width, height)
    }

    /// What `snapshot` drew (consumed), rendered by `renderer` into a new `width` × `height`
    /// ARGB32 surface (the caller owns it); nil when nothing was drawn.
    private static func image(of snapshot: OpaquePointer?, renderer: OpaquePointer, width: Int32, height: Int32) -> OpaquePointer? {
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                       size: graphene_size_t(width: Float(width), height: Float(height)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
        defer { dropReference(texture) }
        // GdkTexture downloads in cairo's ARGB32 layout (premultiplied, native endian).
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        cairo_surface_flush(image)
        gdk_texture_download(texture, cairo_image_surface_get_data(image), gsize(cairo_image_surface_get_stride(image)))
        cairo_surface_mark_dirty(image)
        return image
    }

    /// A copy of a cairo image surface (its pixels, at its pixel size).
    init(copying image: OpaquePointer) {
        (width, height) = (cairo_image_surface_get_width(image), cairo_image_surface_get_height(image))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(surface)!
        cairo_surface_set_device_scale(surface, 1, 1)
        var sx = 1.0, sy = 1.0
        cairo_surface_get_device_scale(image, &sx, &sy)
        cairo_scale(cr, sx, sy)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Writes a cairo surface as PNG; returns a message on failure.
@MainActor
func writePNG(_ surface: OpaquePointer, to path: String) -> String? {
    let status = cairo_surface_write_to_png(surface, path)
    return status == CAIRO_STATUS_SUCCESS ? nil : "cannot write \(path): \(String(cString: cairo_status_to_string(status)))"  // untranslated: --capture prints it
}
