import CGtk

/// One strong reference to a GObject, held by Swift.
///
/// Ownership: wrapping sinks a floating reference (`g_object_ref_sink`), so a freshly made
/// widget belongs to this wrapper until a parent takes a reference of its own; `deinit` drops
/// ours. GTK keeps its own references (parents, the toplevel list), so a widget lives as long as
/// either side needs it, and is finalized only when both let go.
@MainActor
public class Object {
    /// The GObject instance. `nonisolated(unsafe)` only so `deinit` can drop the reference;
    /// every other use is on the main actor.
    public nonisolated(unsafe) let raw: UnsafeMutableRawPointer

    /// Takes ownership of `pointer`, sinking it if it is floating.
    public init(owning pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
        raw = pointer
    }

    deinit { g_object_unref(raw) }
}

/// A GtkWidget held by Swift (see `Object` for who owns what).
@MainActor
public final class Widget: Object {
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(owning: UnsafeMutableRawPointer(pointer))
    }

    /// The instance as a GtkWidget.
    public var widget: UnsafeMutablePointer<GtkWidget> { im_widget(raw) }
}

/// Typed views of a widget pointer; the checked casts live in the shim. GTK types whose
/// struct is private arrive in Swift as `OpaquePointer`.
@MainActor
extension UnsafeMutablePointer where Pointee == GtkWidget {
    var asBox: UnsafeMutablePointer<GtkBox> { im_box(self) }
    var asEditable: OpaquePointer { im_editable(self) }
    var asLabel: OpaquePointer { im_label(self) }
    var asTextView: UnsafeMutablePointer<GtkTextView> { im_text_view(self) }
    var asWindow: UnsafeMutablePointer<GtkWindow> { im_window(self) }
    var asOverlay: OpaquePointer { im_overlay(self) }
    var asFixed: UnsafeMutablePointer<GtkFixed> { im_fixed(self) }
    var asStack: OpaquePointer { im_stack(self) }
    var asButton: UnsafeMutablePointer<GtkButton> { im_button(self) }
    var asScrolledWindow: OpaquePointer { im_scrolled_window(self) }
}
