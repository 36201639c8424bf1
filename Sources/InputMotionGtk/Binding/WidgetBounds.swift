import CGtk
import InputMotionCore

/// A widget's bounds in another widget's coordinates, as a core `Rect`.
enum WidgetBounds {
    /// `widget`'s bounds in `target`'s coordinates; nil while either is not laid out (or they
    /// share no root).
    @MainActor
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>, in target: UnsafeMutablePointer<GtkWidget>) -> Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target, &rect) != 0 else { return nil }
        return Rect(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height))
    }
}
