import CGtk

/// A widget's drawing kept as a bitmap of device pixels, to be drawn moved and scaled.
///
/// Scaling a widget scales its vector drawing, and text re-laid out at each size steps by
/// whole pixels (hinted metrics), sometimes backwards; scaling a bitmap of it is continuous,
/// and one to one it is the widget's own pixels. The drawing is taken during layout with
/// `gtk_widget_snapshot_child` (styles are already valid then), so a change of colour shows
/// in the same frame; the bitmap is redrawn only when the widget's render node changes.
@MainActor
final class WidgetImage {
    /// The bitmap (ARGB32, device scale set), or nil before the first update.
    private(set) nonisolated(unsafe) var surface: OpaquePointer?
    private nonisolated(unsafe) var node: OpaquePointer?
    private var scale: Int32 = 0

    /// The bitmap's size in (logical) pixels.
    var size: (width: Double, height: Double)? {
        surface.map { (Double(cairo_image_surface_get_width($0) / scale), Double(cairo_image_surface_get_height($0) / scale)) }
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        if let node { gsk_render_node_unref(node) }
    }

    /// Takes `child`'s current drawing (in `parent`, which must have just allocated it at its
    /// origin, `width` × `height`) at `scale` device pixels per pixel. Returns whether the
    /// bitmap changed.
    func update(child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>,
                width: Int32, height: Int32, scale: Int32) -> Bool {
        guard width > 0, height > 0, gtk_widget_get_mapped(child) != 0 else { return false }
        let snapshot = gtk_snapshot_new()
        gtk_widget_snapshot_child(parent, child, snapshot)
        guard let fresh = gtk_snapshot_free_to_node(snapshot) else { return false }
        // An unchanged widget hands back its cached node: nothing to redraw.
        if fresh == node, scale == self.scale, let surface,
           cairo_image_surface_get_width(surface) == width * scale, cairo_image_surface_get_height(surface) == height * scale {
            gsk_render_node_unref(fresh)
            return false
        }
        if let node { gsk_render_node_unref(node) }
        node = fresh
        self.scale = scale
        if let surface { cairo_surface_destroy(surface) }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale)!
        cairo_surface_set_device_scale(image, Double(scale), Double(scale))
        let cr = cairo_create(image)!
        gsk_render_node_draw(fresh, cr)
        cairo_destroy(cr)
        surface = image
        return true
    }

    /// Paints the bitmap at the origin of `cairo`'s user space (resampled with cairo's good,
    /// box-filtered scaling when the user space is scaled).
    func paint(_ cairo: OpaquePointer) {
        guard let surface else { return }
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint(cairo)
    }
}
