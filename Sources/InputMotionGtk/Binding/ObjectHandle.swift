import CGtk

/// A GObject instance seen as one GObject class or interface: a typed, non-owning reference.
///
/// This is the binding's one cast. `Gtk.Entry(widget)` checks, as GTK's
/// `G_TYPE_CHECK_INSTANCE_CAST` does, that the instance is a GtkEntry (or derives from it),
/// and from then on the value carries that fact in its type: its signal methods are the
/// entry's signals, each with its own C handler of the signal's signature, and `c` is the
/// pointer GTK's functions take. So a signal connected to the wrong kind of object, or with
/// the wrong handler shape, does not compile.
///
/// A handle does not own the instance (``Object`` does); it is what a pointer is, with a type.
/// A wrong cast is a programmer's error, never a user's: it stops the program with both type
/// names instead of reading memory as the wrong struct.
@MainActor
package protocol ObjectHandle {
    /// The class or interface an instance must be (or implement) to be seen as `Self`.
    static var gType: GType { get }
    /// The instance.
    var raw: UnsafeMutableRawPointer { get }
    /// Wraps an instance without a check: only the checked initializer calls it.
    init(raw: UnsafeMutableRawPointer)
    /// The pointer type GTK's functions take for this class: `UnsafeMutablePointer<GtkEntry>`
    /// where C's headers show the struct, `OpaquePointer` (the default) where they keep it private.
    associatedtype C: InstancePointer = OpaquePointer
}

/// A pointer to a GObject instance, however C's headers typed it (Swift imports a GTK struct
/// it can see as `UnsafeMutablePointer<GtkEntry>`, a private one as `OpaquePointer`).
package protocol InstancePointer {
    /// The instance's address, untyped.
    var instanceAddress: UnsafeMutableRawPointer { get }
    /// The instance at `instanceAddress`, typed as this pointer is (no check: a handle's `c`
    /// calls it for an instance its checked cast already saw).
    init(instanceAddress: UnsafeMutableRawPointer)
}

extension UnsafeMutablePointer: InstancePointer {
    package var instanceAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
    package init(instanceAddress: UnsafeMutableRawPointer) { self = instanceAddress.assumingMemoryBound(to: Pointee.self) }
}
extension OpaquePointer: InstancePointer {
    package var instanceAddress: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
    package init(instanceAddress: UnsafeMutableRawPointer) { self.init(instanceAddress) }
}
extension UnsafeMutableRawPointer: InstancePointer {
    package var instanceAddress: UnsafeMutableRawPointer { self }
    package init(instanceAddress: UnsafeMutableRawPointer) { self = instanceAddress }
}

extension ObjectHandle {
    /// The checked cast: `instance` seen as a `Self`.
    package init(_ instance: some InstancePointer) {
        let raw = instance.instanceAddress
        guard Self.isInstance(raw) else {
            preconditionFailure("a \(Gtk.AnyObject(raw: raw).typeName) is not a \(String(cString: g_type_name(Self.gType)))")
        }
        self.init(raw: raw)
    }

    /// `instance` seen as a `Self`, or nil when it is not one (`GTK_IS_…`).
    static func ifInstance(_ instance: (some InstancePointer)?) -> Self? {
        guard let raw = instance?.instanceAddress, isInstance(raw) else { return nil }
        return Self(raw: raw)
    }

    /// Whether `instance` is a `Self` (`GTK_IS_…`).
    package static func isInstance(_ instance: some InstancePointer) -> Bool {
        g_type_check_instance_is_a(instance.instanceAddress.assumingMemoryBound(to: GTypeInstance.self), gType) != 0
    }

    /// The instance as a GObject (g_object_* functions).
    var object: UnsafeMutablePointer<GObject> { raw.assumingMemoryBound(to: GObject.self) }

    /// The name of the instance's own class (`G_OBJECT_TYPE_NAME`), for example "GdkX11Display".
    var typeName: String { String(cString: g_type_name_from_instance(raw.assumingMemoryBound(to: GTypeInstance.self))) }

    /// Sets the flag `key` on the instance (`g_object_set_data`); false when it was set already.
    func setFlagOnce(_ key: String) -> Bool {
        guard g_object_get_data(object, key) == nil else { return false }
        g_object_set_data(object, key, UnsafeMutableRawPointer(bitPattern: 1))
        return true
    }

    /// "notify::PROPERTY": the property changed.
    @discardableResult
    package func onNotify(_ property: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connectPointer(raw, "notify::" + property) { _ in body() }
    }

    /// The instance as the pointer GTK's functions for this class take.
    package var c: C { C(instanceAddress: raw) }

    /// Drops a reference (for instances a `*_new` call handed over and a container now holds).
    func unref() { g_object_unref(raw) }
}

/// A handle whose instance is a GtkWidget.
@MainActor
package protocol WidgetHandle: ObjectHandle {}

extension WidgetHandle {
    /// The instance as a GtkWidget (gtk_widget_* functions).
    package var widget: UnsafeMutablePointer<GtkWidget> { raw.assumingMemoryBound(to: GtkWidget.self) }

    /// "map": the widget and all its ancestors became visible on screen.
    @discardableResult
    func onMap(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "map", body) }
    /// "unmap": the widget left the screen.
    @discardableResult
    func onUnmap(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "unmap", body) }
    /// "realize": the widget has its surface.
    @discardableResult
    package func onRealize(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "realize", body) }
    /// "unrealize": the widget is losing its surface.
    @discardableResult
    func onUnrealize(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "unrealize", body) }
    /// "destroy": the widget is being destroyed; drop references to it.
    @discardableResult
    func onDestroy(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "destroy", body) }
}

/// A handle whose instance implements GtkEditable (entries, password entries, GtkText).
@MainActor
protocol EditableHandle: WidgetHandle {}

extension EditableHandle {
    /// The instance as a GtkEditable (gtk_editable_* functions).
    var editable: OpaquePointer { OpaquePointer(raw) }

    /// "changed": the text changed, by typing or by code.
    @discardableResult
    func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "changed", body) }
}
