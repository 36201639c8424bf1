import CGtk
import InputMotionCore

/// The wide window's cross-fade between pages, drawn on the motion clock (a thin view of
/// `PageCrossfade`): just before the stack switches (with no transition of its own), a still
/// of what it drew last is laid over it, and the still's opacity falls from 1 to 0 on the
/// catalog's page-crossfade timing, frame by frame through a `MotionDriver`. So it pauses,
/// steps, slows, and is filmed and exported like any other motion. (GtkStack's own
/// cross-fade ran on the frame clock's real time.)
///
/// The still is render nodes, not pixels (the stack's last drawing), painted over the
/// window's background (`.page-crossfade-still`): the old page at 1 − p over the new one
/// is then GtkStack's blend even where a page is transparent.
///
/// ## CSS nodes
///
///     overlay                 the stack, and over it:
///     └── picture.page-crossfade-still   (takes no input, hidden from screen readers)
@MainActor
final class PageCrossfadeView {
    /// The overlay holding the stack and the still: what review tools film for the fade.
    let root: Widget
    /// The outgoing page's still (hidden when no fade runs).
    let still: UnsafeMutablePointer<GtkWidget>
    private let stack: UnsafeMutablePointer<GtkWidget>
    /// The stack's paintable, kept for the window's life: GTK gives it the stack's image at
    /// every drawing, so it still has the last one after a change (a focus move, a caret)
    /// has dropped the stack's own render nodes before the switch.
    private let source: Object
    private(set) var model = PageCrossfade()
    private lazy var driver = MotionDriver(widget: root.widget) { [weak self] time in
        guard let self else { return false }
        self.draw(at: time)
        return !self.model.isSettled(at: time)
    }

    init(stack: UnsafeMutablePointer<GtkWidget>) {
        self.stack = stack
        source = Object(adopting: gtk_widget_paintable_new(stack)!)
        let overlay = gtk_overlay_new()!
        root = Widget(overlay)
        gtk_overlay_set_child(overlay.asOverlay, stack)
        still = gtk_picture_new()!
        gtk_widget_add_css_class(still, "page-crossfade-still")
        gtk_widget_set_can_target(still, 0)
        gtk_widget_set_can_focus(still, 0)
        gtk_picture_set_can_shrink(Gtk.Picture(still).c, 1)
        gtk_picture_set_content_fit(Gtk.Picture(still).c, GTK_CONTENT_FIT_FILL)
        im_accessible_set_hidden(still, 1)
        gtk_widget_set_visible(still, 0)
        gtk_overlay_add_overlay(overlay.asOverlay, still)
    }

    /// Lays a still of what the stack shows now over it and starts fading it out. Call just
    /// before switching the stack's page. Reduced motion: no fade.
    func fadeFromCurrentPage() {
        let time = driver.changeTime
        model.start(at: time, timing: MotionContext.shared.catalog.pageCrossfade, environment: MotionContext.shared.environment)
        if !model.isSettled(at: time) {
            // The image of what the stack last drew, fixed from now on.
            let image = gdk_paintable_get_current_image(Gtk.Paintable(source.raw).c)
            gtk_picture_set_paintable(Gtk.Picture(still).c, image)
            dropReference(image)
        }
        driver.update()
    }

    /// Whether the outgoing page's still is over the new page (the fade runs, or is paused).
    var isFading: Bool { gtk_widget_get_visible(still) != 0 }

    /// The still's opacity as drawn in the last frame (0 when there is none).
    var drawnOpacity: Double { isFading ? Double(gtk_widget_get_opacity(still)) : 0 }

    /// The outgoing page's opacity read back from the pixels drawn in the last frame, all over
    /// the window's `background`: where the old page's still and the new page differ most,
    /// (drawn − new) / (old − new). Nil before any fade, or where the two look alike.
    func measuredOutgoingOpacity(background: GdkRGBA) -> Double? {
        let area = root.widget
        let width = gtk_widget_get_width(area), height = gtk_widget_get_height(area)
        guard let image = gtk_picture_get_paintable(Gtk.Picture(still).c),
              let old = WidgetSnapshot(of: image, width: width, height: height, rendererOf: area),
              let new = WidgetSnapshot(drawnBy: stack, in: area, region: (0, 0, width, height)),
              let drawn = WidgetSnapshot(of: area) else { return nil }
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

    private func draw(at time: Double) {
        let opacity = model.outgoingOpacity(at: time)
        // The still stays held until the next fade: scrubbing back into this one shows it again.
        if model.isSettled(at: time) || opacity <= 0 {
            gtk_widget_set_visible(still, 0)
        } else {
            gtk_widget_set_opacity(still, opacity)
            gtk_widget_set_visible(still, 1)
        }
    }
}
