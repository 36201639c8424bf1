import CGtk
import InputMotionCore

/// The window's pages in a stack that cross-fades between them on the motion clock (a thin
/// view of `PageCrossfade`): just before it switches (with no transition of its own), what it
/// drew last becomes a still, drawn over the new page with its opacity falling from 1 to 0 on
/// the catalog's page-crossfade timing, frame by frame through a `MotionDriver`. So it pauses,
/// steps, slows, and is filmed and exported like any other motion. (GtkStack's own cross-fade
/// ran on the frame clock's real time.)
///
/// The still is render nodes, not pixels: the stack keeps a reference to its drawing at every
/// frame it draws (GTK drops a widget's own nodes as soon as something in it changes, such as
/// the focus leaving a field on the way to the page list). It is painted over the window's
/// background colour, so the old page at 1 − p over the new one is GtkStack's blend even
/// where a page is transparent. The stack draws it itself: no widget stands between the pages
/// and the window for it (a GtkOverlay and a GtkPicture did, walked by every key press).
///
/// ## CSS nodes
///
///     page-stack          the pages (a GtkStack); the still is drawn, not a node
///
/// Accessible role: group; the still is not in the accessible tree.
/// Shows: `PageCrossfade` (core).
@MainActor
final class PageStack {
    /// `InputMotionPageStack`, a GtkStack, CSS name `page-stack`.
    static let widgetClass = WidgetClass(typeName: "InputMotionPageStack", cssName: "page-stack", layout: .instance,
                                         parent: { gtk_stack_get_type() }, configure: SnapshotOverride.install)
    /// Held (not just pointed at): the window's methods stay safe after it is destroyed.
    let root: Widget
    var widget: UnsafeMutablePointer<GtkWidget> { root.widget }
    private(set) var model = PageCrossfade()
    /// The pages as the stack drew them: their render node (referenced) and the stack's size
    /// then. (Not `Drawing`, the binding's draw functions.)
    private struct PagesNode {
        let node: OpaquePointer
        let width: Float, height: Float
    }
    /// What the stack drew in its last frame, the still left out.
    private nonisolated(unsafe) var lastDrawing: PagesNode?
    /// The outgoing page's drawing (held after a fade: scrubbing back into it shows it again).
    private nonisolated(unsafe) var still: PagesNode?
    /// The window's background under the still.
    private var stillBackground = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
    /// The still's opacity as drawn; nil while there is no still over the page.
    private var stillOpacity: Double?
    private lazy var driver = MotionDriver(widget: widget) { [weak self] time in
        guard let self else { return false }
        self.show(at: time)
        return !self.model.isSettled(at: time)
    }

    init() {
        root = Widget(Self.widgetClass.instantiate())
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        gtk_stack_set_transition_type(widget.asStack, GTK_STACK_TRANSITION_TYPE_NONE)
        SnapshotOverride.set(on: widget) { [weak self] snapshot, drawPages in
            guard let self else { return drawPages(snapshot) }
            self.draw(into: snapshot, drawPages: drawPages)
        }
    }

    deinit {
        for drawing in [lastDrawing, still] { if let drawing { gsk_render_node_unref(drawing.node) } }
    }

    /// Lays a still of what the stack shows now over it and starts fading it out. Call just
    /// before switching the stack's page. Reduced motion: no fade.
    func fadeFromCurrentPage() {
        let time = driver.changeTime
        model.start(at: time, timing: MotionContext.shared.catalog.pageCrossfade, environment: MotionContext.shared.environment)
        if !model.isSettled(at: time), let lastDrawing {
            if let still { gsk_render_node_unref(still.node) }
            still = PagesNode(node: gsk_render_node_ref(lastDrawing.node), width: lastDrawing.width, height: lastDrawing.height)
            _ = im_lookup_theme_color(widget, "theme_bg_color", &stillBackground)
        }
        driver.update()
    }

    /// Whether the outgoing page's still is over the new page (the fade runs, or is paused).
    var isFading: Bool { stillOpacity != nil }

    /// The still's opacity as drawn in the last frame (0 when there is none).
    var drawnOpacity: Double { stillOpacity ?? 0 }

    /// The outgoing page's opacity read back from the pixels drawn in the last frame, all over
    /// the window's `background`: where the old page's still and the new page differ most,
    /// (drawn − new) / (old − new). Nil before any fade, or where the two look alike.
    func measuredOutgoingOpacity(background: GdkRGBA) -> Double? {
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        guard let still, let page = gtk_stack_get_visible_child(widget.asStack),
              let old = WidgetSnapshot(drawing: { self.append(still, to: $0, width: width, height: height) },
                                       width: width, height: height, rendererOf: widget),
              let new = WidgetSnapshot(drawnBy: page, in: widget, region: (0, 0, width, height)),
              let drawn = WidgetSnapshot(of: widget) else { return nil }
        let (a, b, c) = (ReplayRecording.flattened(old, over: background), ReplayRecording.flattened(new, over: background),
                         ReplayRecording.flattened(drawn, over: background))
        var best: (difference: Double, opacity: Double)?
        for y in stride(from: 0, to: Int(height), by: 3) {
            for x in stride(from: 0, to: Int(width), by: 3) {
                let (oldColour, newColour, drawnColour) = (a.colour(x: x, y: y), b.colour(x: x, y: y), c.colour(x: x, y: y))
                for (o, n, d) in [(oldColour.0, newColour.0, drawnColour.0), (oldColour.1, newColour.1, drawnColour.1),
                                  (oldColour.2, newColour.2, drawnColour.2)] where abs(o - n) > (best?.difference ?? 40) {
                    best = (abs(o - n), (d - n) / (o - n))
                }
            }
        }
        return best?.opacity
    }

    private func show(at time: Double) {
        let opacity = model.outgoingOpacity(at: time)
        let shown = model.isSettled(at: time) || opacity <= 0 ? nil : opacity
        guard shown != stillOpacity else { return }
        stillOpacity = shown
        gtk_widget_queue_draw(widget)
    }

    /// The stack's drawing (its page), kept; then the still over it while it shows.
    private func draw(into snapshot: OpaquePointer, drawPages: (OpaquePointer) -> Void) {
        let pages = gtk_snapshot_new()!
        drawPages(pages)
        if let lastDrawing { gsk_render_node_unref(lastDrawing.node) }
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        lastDrawing = gtk_snapshot_free_to_node(pages).map { PagesNode(node: $0, width: Float(width), height: Float(height)) }
        if let lastDrawing { gtk_snapshot_append_node(snapshot, lastDrawing.node) }
        guard let still, let stillOpacity else { return }
        gtk_snapshot_push_opacity(snapshot, stillOpacity)
        var area = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                   size: graphene_size_t(width: Float(width), height: Float(height)))
        gtk_snapshot_append_color(snapshot, &stillBackground, &area)
        append(still, to: snapshot, width: width, height: height)
        gtk_snapshot_pop(snapshot)
    }

    /// `drawing` stretched over `width` × `height`, clipped to its own bounds, as a picture
    /// fills its widget with a widget's image.
    private func append(_ drawing: PagesNode, to snapshot: OpaquePointer, width: Int32, height: Int32) {
        guard drawing.width > 0, drawing.height > 0 else { return }
        gtk_snapshot_save(snapshot)
        gtk_snapshot_scale(snapshot, Float(width) / drawing.width, Float(height) / drawing.height)
        var bounds = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                     size: graphene_size_t(width: drawing.width, height: drawing.height))
        gtk_snapshot_push_clip(snapshot, &bounds)
        gtk_snapshot_append_node(snapshot, drawing.node)
        gtk_snapshot_pop(snapshot)
        gtk_snapshot_restore(snapshot)
    }
}
