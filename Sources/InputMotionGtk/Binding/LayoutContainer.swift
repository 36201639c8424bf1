import CGtk

/// A container whose children are measured and placed by Swift: an instance of a registered
/// widget class (``WidgetClass``, its own CSS name) with a GtkCustomLayout. Placing children at
/// allocation time (with a transform when they move or scale) is how GTK wants motion drawn:
/// a tick updates the model, queues an allocation, and the layout phase of the same frame
/// reads the model.
@MainActor
public final class LayoutContainer {
    /// The class of a container that is part of a larger widget (CSS name `layout`).
    static let plain = WidgetClass(typeName: "InputMotionLayout", cssName: "layout", layout: .instance)

    public let container: Widget
    /// Measures the container (orientation, size in the other direction or -1) → (minimum, natural).
    /// Default: the largest measurement of the children, like an overlay.
    public var measure: @MainActor (GtkOrientation, Int32) -> (minimum: Int32, natural: Int32)
    /// Allocates every visible child for the container's width and height.
    public var allocate: @MainActor (_ width: Int32, _ height: Int32) -> Void = { _, _ in }

    /// - Parameter widgetClass: the container's class (its CSS name and accessible role),
    ///   registered with the `.instance` layout.
    init(_ widgetClass: WidgetClass = LayoutContainer.plain) {
        let box = widgetClass.instantiate()
        container = Widget(box)
        let widget = box
        measure = { orientation, forSize in Self.largestChild(of: widget, orientation, forSize) }

        // GtkCustomLayout's callbacks carry no user data: find this object through the widget's data.
        let weakSelf = ClosureBox<WeakLayout>(WeakLayout(self))
        g_object_set_data_full(Gtk.AnyWidget(container.raw).object, Self.key, weakSelf.handOver(), releaseClosureBox)
        gtk_widget_set_layout_manager(box, gtk_custom_layout_new(nil, Self.measureTrampoline, Self.allocateTrampoline))
    }

    public var widget: UnsafeMutablePointer<GtkWidget> { container.widget }

    /// Adds a child (on top of those already added).
    public func append(_ child: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_parent(child, widget)
    }

    /// Asks for a new allocation in this frame's layout phase (cheap: no re-measure).
    public func queueAllocate() { gtk_widget_queue_allocate(widget) }

    /// Allocates `child` at its `width` × `height`, translated to (x, y) and scaled about its
    /// top-left corner.
    public static func place(_ child: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32,
                             x: Double, y: Double, scale: Double = 1) {
        var origin = graphene_point_t(x: Float(x), y: Float(y))
        var transform = gsk_transform_translate(nil, &origin)
        if scale != 1 { transform = gsk_transform_scale(transform, Float(scale), Float(scale)) }
        gtk_widget_allocate(child, width, height, -1, transform)  // takes the transform
    }

    /// `widget`'s (minimum, natural) size in `orientation` for `forSize` (-1: unconstrained).
    public static func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation,
                               _ forSize: Int32 = -1) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(widget, orientation, forSize, &minimum, &natural, nil, nil)
        return (minimum, natural)
    }

    /// The (minimum, natural) size in `orientation` of `children` stacked top to bottom under
    /// something of size `start`: heights summed, widths the largest. A child not laid out
    /// (hidden) counts nothing.
    public static func measureStacked(_ children: [UnsafeMutablePointer<GtkWidget>], _ orientation: GtkOrientation,
                                      _ forSize: Int32, under start: (minimum: Int32, natural: Int32) = (0, 0))
        -> (minimum: Int32, natural: Int32) {
        var result = start
        for child in children where gtk_widget_should_layout(child) != 0 {
            let size = measure(child, orientation, forSize)
            result = orientation == GTK_ORIENTATION_VERTICAL
                ? (result.minimum + size.minimum, result.natural + size.natural)
                : (max(result.minimum, size.minimum), max(result.natural, size.natural))
        }
        return result
    }

    /// Natural (width, height) of `child`.
    public static func naturalSize(of child: UnsafeMutablePointer<GtkWidget>) -> (width: Int32, height: Int32) {
        var natural = GtkRequisition()
        gtk_widget_get_preferred_size(child, nil, &natural)
        return (natural.width, natural.height)
    }

    private static func largestChild(of widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var result: (minimum: Int32, natural: Int32) = (0, 0)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if gtk_widget_should_layout(current) != 0 {
                let size = measure(current, orientation, forSize)
                result = (max(result.minimum, size.minimum), max(result.natural, size.natural))
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    private static let key = "inputmotion-layout"

    private static func owner(of widget: UnsafeMutablePointer<GtkWidget>?) -> LayoutContainer? {
        guard let widget, let data = g_object_get_data(Gtk.AnyWidget(widget).object, key) else { return nil }
        return ClosureBox<WeakLayout>.from(data)?.body.layout
    }

    // C callbacks run on the main thread; `nonisolated(unsafe)` carries GTK's pointers into
    // the main-actor body, which is where they belong anyway.
    private static let measureTrampoline: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        nonisolated(unsafe) let widget = widget
        let size = MainActor.assumeIsolated { owner(of: widget)?.measure(orientation, forSize) } ?? (minimum: 0, natural: 0)
        minimum?.pointee = size.minimum
        natural?.pointee = max(size.minimum, size.natural)
    }

    private static let allocateTrampoline: GtkCustomAllocateFunc = { widget, width, height, _ in
        nonisolated(unsafe) let widget = widget
        MainActor.assumeIsolated { owner(of: widget)?.allocate(width, height) }
    }
}

/// The container's weak back-reference, kept in its widget's object data.
struct WeakLayout {
    weak var layout: LayoutContainer?
    init(_ layout: LayoutContainer) { self.layout = layout }
}
