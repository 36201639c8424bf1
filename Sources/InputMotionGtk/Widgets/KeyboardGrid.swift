import CGtk

/// The on-screen keyboard's grid of keys: a GtkGrid that, while `drawsFromImage` is on,
/// draws itself from a bitmap of its last drawing instead of its keys' render nodes.
///
/// Why: GTK 4.8's cairo renderer draws every render node of the window at every frame,
/// clipped to the damaged area but never skipped, so 40 buttons' nodes cost at every caret
/// blink in the page above the keyboard. One bitmap is one node. The keys stay real widgets
/// (mapped, focusable, picked, read by screen readers, the same accessible tree), and the
/// bitmap is drawn again from them whenever their drawing changes (hover, press, relabel,
/// theme, scale, size): a key's redraw invalidates the grid's drawing, so GTK asks the grid
/// to draw again exactly then, and at no other frame.
///
/// The bitmap holds the grid's own background and border too, drawn as GTK draws them, so
/// it is opaque wherever the panel's background is and lands on the live background pixel
/// for pixel. It is drawn only where it falls on whole device pixels; a sliding keyboard
/// (fractional offsets) has `drawsFromImage` off and draws its keys live.
@MainActor
final class KeyboardGrid {
    /// The grid (a GtkGrid subclass).
    let root: Widget
    /// The bitmap last drawn (the grid's border box). Kept while GTK holds the drawing that
    /// paints it: cairo copies a painted surface's pixels when the surface goes away first.
    private nonisolated(unsafe) var image: OpaquePointer?

    /// Whether the grid is drawn from its bitmap. Off, the bitmap is dropped.
    var drawsFromImage = false {
        didSet {
            guard drawsFromImage != oldValue else { return }
            if !drawsFromImage { dropImage() }
            gtk_widget_queue_draw(root.widget)
        }
    }

    init() {
        root = Widget(Self.widgetClass.instantiate())
        SnapshotOverride.set(on: root.widget) { [weak self] snapshot, drawKeys in
            guard let self else { return drawKeys(snapshot) }
            self.snapshot(snapshot, drawKeys: drawKeys)
        }
        // A move to a screen of another scale redraws nothing in the grid by itself: the bitmap
        // would stay at the old scale.
        Gtk.Grid(root.raw).onNotify("scale-factor") { [weak self] in
            guard let self else { return }
            self.dropImage()
            gtk_widget_queue_draw(self.root.widget)
        }
    }

    deinit {
        if let image { cairo_surface_destroy(image) }
    }

    private func dropImage() {
        if let image { cairo_surface_destroy(image) }
        image = nil
    }

    /// Called only when the grid must draw again (something in it changed, or the switch).
    private func snapshot(_ snapshot: OpaquePointer, drawKeys: (OpaquePointer) -> Void) {
        dropImage()
        let widget = root.widget
        var box = graphene_rect_t()
        guard drawsFromImage, drawsWithCairo, gtk_widget_compute_bounds(widget, widget, &box) != 0, onDevicePixels(box) else {
            drawKeys(snapshot)
            return
        }
        let scale = gtk_widget_get_scale_factor(widget)
        let width = Int32(box.size.width.rounded()), height = Int32(box.size.height.rounded())
        guard width > 0, height > 0 else { return }
        // What GTK draws for the grid around this call (background, border), then the keys.
        let drawing = gtk_snapshot_new()!
        let (x, y) = (Double(box.origin.x), Double(box.origin.y))
        im_snapshot_render_css_box(drawing, widget, x, y, Double(width), Double(height))
        drawKeys(drawing)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale)!
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        if let node = gtk_snapshot_free_to_node(drawing) {
            let cairo = cairo_create(surface)!
            cairo_translate(cairo, -x, -y)
            gsk_render_node_draw(node, cairo)
            cairo_destroy(cairo)
            gsk_render_node_unref(node)
        }
        image = surface
        let cairo = gtk_snapshot_append_cairo(snapshot, &box)!
        cairo_set_source_surface(cairo, surface, x, y)
        cairo_paint(cairo)
        cairo_destroy(cairo)
    }

    /// Whether the window is drawn by GTK's cairo renderer, whose drawing the bitmap is (and
    /// which draws every node at each frame, the cost the bitmap saves). Under GL or Vulkan the
    /// keys' text and shadows come out differently, and those renderers skip what is not damaged.
    private var drawsWithCairo: Bool {
        guard let native = gtk_widget_get_native(root.widget), let renderer = gtk_native_get_renderer(native) else { return false }
        return Gsk.CairoRenderer.isInstance(renderer)
    }

    /// Whether `box` (grid coordinates) has its corners on whole device pixels of the window,
    /// unscaled: where the bitmap's pixels are the window's.
    private func onDevicePixels(_ box: graphene_rect_t) -> Bool {
        let widget = root.widget
        guard let native = gtk_widget_get_native(widget) else { return false }
        let scale = Float(gtk_widget_get_scale_factor(widget))
        var corners = [box.origin, graphene_point_t(x: box.origin.x + box.size.width, y: box.origin.y + box.size.height)]
        var placed = [graphene_point_t(), graphene_point_t()]
        for index in corners.indices {
            guard gtk_widget_compute_point(widget, Gtk.AnyWidget(native).widget, &corners[index], &placed[index]) != 0,
                  (placed[index].x * scale).rounded() == placed[index].x * scale,
                  (placed[index].y * scale).rounded() == placed[index].y * scale else { return false }
        }
        return placed[1].x - placed[0].x == box.size.width && placed[1].y - placed[0].y == box.size.height
    }

    // MARK: The GType

    /// `InputMotionKeyboardGrid`, CSS name `keyboard-panel`: a GtkGrid that draws itself.
    static let widgetClass = WidgetClass(typeName: "InputMotionKeyboardGrid", cssName: "keyboard-panel", layout: .instance,
                                         parent: { gtk_grid_get_type() }, configure: SnapshotOverride.install)
}
