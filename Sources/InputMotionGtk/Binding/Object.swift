import CGtk

/// One strong reference to a GObject, held by Swift.
///
/// Ownership: ``init(owning:)`` sinks a floating reference (`g_object_ref_sink`), so a
/// freshly made widget belongs to this wrapper until a parent takes a reference of its own,
/// and adds one to an object that is not floating; ``init(adopting:)`` takes over the
/// reference a `*_new` call handed over. `deinit` drops ours. GTK keeps its own references (parents, the toplevel list), so a widget lives as long as
/// either side needs it, and is finalized only when both let go.
@MainActor
public class Object {
    /// The GObject instance. `nonisolated(unsafe)` only so `deinit` can drop the reference;
    /// every other use is on the main actor.
    public nonisolated(unsafe) let raw: UnsafeMutableRawPointer

    /// Holds a reference to `pointer`: its floating one, sunk (a new widget), or else a new
    /// one (a widget GTK already holds). Not for an object a `*_new` call handed over that is
    /// not floating (a controller, a text buffer, a window): that reference would leak; adopt it.
    public init(owning pointer: UnsafeMutableRawPointer) {
        g_object_ref_sink(pointer)
        raw = pointer
    }

    /// Takes over the full reference a `*_new` call handed over (objects that are not born
    /// floating: paintables, textures, builders), adding none.
    init(adopting pointer: some InstancePointer) {
        raw = pointer.instanceAddress
    }

    deinit { g_object_unref(raw) }
}

/// Drops the reference a `*_new` call handed over (or one ``takeReference(_:)`` took), for a
/// C pointer of any type.
func dropReference(_ instance: (some InstancePointer)?) {
    if let instance { g_object_unref(instance.instanceAddress) }
}

/// Takes a reference, to keep `instance` alive until a matching ``dropReference(_:)`` (across
/// an asynchronous read, say).
func takeReference(_ instance: some InstancePointer) {
    g_object_ref(instance.instanceAddress)
}

/// A GtkWidget held by Swift (see `Object` for who owns what).
@MainActor
public final class Widget: Object {
    public init(_ pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(owning: UnsafeMutableRawPointer(pointer))
    }

    /// The instance as a GtkWidget.
    public var widget: UnsafeMutablePointer<GtkWidget> { Gtk.AnyWidget(raw).widget }
}

/// Short forms of the checked cast (``ObjectHandle``) for the classes widget code calls most:
/// `label.asLabel` is `Gtk.Label(label).c`. GTK types whose struct is private arrive in Swift
/// as `OpaquePointer`.
@MainActor
extension UnsafeMutablePointer where Pointee == GtkWidget {
    var asBox: UnsafeMutablePointer<GtkBox> { Gtk.Box(self).c }
    package var asEditable: OpaquePointer { Gtk.Editable(self).editable }
    var asLabel: OpaquePointer { Gtk.Label(self).c }
    package var asTextView: UnsafeMutablePointer<GtkTextView> { Gtk.TextView(self).c }
    package var asWindow: UnsafeMutablePointer<GtkWindow> { Gtk.Window(self).c }
    var asOverlay: OpaquePointer { Gtk.Overlay(self).c }
    var asFixed: UnsafeMutablePointer<GtkFixed> { Gtk.Fixed(self).c }
    var asStack: OpaquePointer { Gtk.Stack(self).c }
    var asButton: UnsafeMutablePointer<GtkButton> { Gtk.Button(self).c }
    var asScrolledWindow: OpaquePointer { Gtk.ScrolledWindow(self).c }
}
