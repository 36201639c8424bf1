import CGtk

/// A GtkWidget subclass of the demo's own, registered with GLib once: what lets GTK Inspector
/// and style.css see a widget by its own CSS name (`floating-label-entry`, `message-bubble`),
/// as libadwaita's widgets are seen, instead of as one more `box`.
///
/// A class adds only what GTK keeps per class: its type name, its CSS name, its accessible
/// role, its layout manager, and any virtual function a widget overrides (`configure`, run
/// once in the class's init). What the widget does stays in the Swift object that owns the
/// instance, and behind it in the core model. Classes derived from GtkWidget itself unparent
/// their children when disposed, as every GTK container must.
///
/// Declare one `static let` per widget kind; the type is registered on its first instance.
final class WidgetClass: @unchecked Sendable {
    /// How the class lays out its children.
    enum Layout {
        /// A GtkBoxLayout (each instance sets its orientation and spacing).
        case box
        /// None from the class: the instance sets one (``LayoutContainer`` sets a custom one),
        /// or the parent class lays out itself (a GtkWindow: GTK 4.18 would let a box layout
        /// lay its title bar and child side by side).
        case instance
    }

    let typeName: String
    let cssName: String
    private let role: GtkAccessibleRole
    private let layout: Layout
    private let parent: @Sendable () -> GType
    private let configure: @Sendable (UnsafeMutablePointer<GtkWidgetClass>) -> Void

    /// - Parameters:
    ///   - typeName: the GType's name (`InputMotionFloatingLabelEntry`).
    ///   - cssName: the CSS node name (`floating-label-entry`).
    ///   - role: the accessible role of every instance (GtkBox's is a group).
    ///   - parent: the class derived from (GtkWidget unless a widget extends another).
    ///   - configure: overrides virtual functions of the class (run once, in its class init).
    init(typeName: String, cssName: String, role: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_GROUP,
         layout: Layout = .box, parent: @escaping @Sendable () -> GType = { gtk_widget_get_type() },
         configure: @escaping @Sendable (UnsafeMutablePointer<GtkWidgetClass>) -> Void = { _ in }) {
        self.typeName = typeName
        self.cssName = cssName
        self.role = role
        self.layout = layout
        self.parent = parent
        self.configure = configure
    }

    /// The registered GType (registered on first use, on the main thread: the registration
    /// is not locked).
    @MainActor
    var type: GType {
        if registered == 0 { registered = register() }
        return registered
    }
    private var registered: GType = 0

    /// A new instance: floating, as GTK's own `*_new` widgets are, except a GtkWindow's, which
    /// GTK's list of toplevels owns (`gtk_window_init` sinks it).
    @MainActor
    func instantiate() -> UnsafeMutablePointer<GtkWidget> {
        Gtk.AnyWidget(g_object_new_with_properties(type, 0, nil, nil)!).widget
    }

    /// A new instance laid out as a box (for classes with the `.box` layout).
    @MainActor
    func instantiate(_ orientation: GtkOrientation, spacing: Int32 = 0) -> UnsafeMutablePointer<GtkWidget> {
        let widget = instantiate()
        if let manager = gtk_widget_get_layout_manager(widget) { Self.setBox(manager, orientation, spacing: spacing) }
        return widget
    }

    /// A box layout, for an instance of a class with the `.instance` layout.
    static func boxLayout(_ orientation: GtkOrientation, spacing: Int32 = 0) -> UnsafeMutablePointer<GtkLayoutManager> {
        let manager = gtk_box_layout_new(orientation)!
        setBox(manager, orientation, spacing: spacing)
        return manager
    }

    private static func setBox(_ manager: UnsafeMutablePointer<GtkLayoutManager>, _ orientation: GtkOrientation, spacing: Int32) {
        gtk_orientable_set_orientation(OpaquePointer(manager), orientation)
        gtk_box_layout_set_spacing(OpaquePointer(manager), UInt32(max(spacing, 0)))
    }

    private func register() -> GType {
        let parentType = parent()
        var query = GTypeQuery()
        g_type_query(parentType, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        info.class_init = Self.classInit
        // The class's description, for its class init; kept for the life of the process, as
        // the class is.
        info.class_data = UnsafeRawPointer(Unmanaged.passRetained(self).toOpaque())
        return g_type_register_static(parentType, typeName, &info, GTypeFlags(rawValue: 0))
    }

    private static let classInit: GClassInitFunc = { klass, data in
        guard let klass, let data else { return }
        let description = Unmanaged<WidgetClass>.fromOpaque(data).takeUnretainedValue()
        let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
        gtk_widget_class_set_css_name(widgetClass, description.cssName)
        gtk_widget_class_set_accessible_role(widgetClass, description.role)
        if description.layout == .box {
            gtk_widget_class_set_layout_manager_type(widgetClass, gtk_box_layout_get_type())
        }
        if description.parent() == gtk_widget_get_type() {
            klass.assumingMemoryBound(to: GObjectClass.self).pointee.dispose = disposeUnparentingChildren
        }
        description.configure(widgetClass)
    }

    /// GObject's dispose for classes derived from GtkWidget: children go first, then
    /// GtkWidget's own dispose. Chained up to GtkWidget's class, the parent of the class that
    /// installed it, and never to the instance's parent class: a class derived from one of
    /// ours inherits this function (GObject copies the class), so there it would call itself.
    private static let disposeUnparentingChildren: @convention(c) (UnsafeMutablePointer<GObject>?) -> Void = { object in
        guard let object else { return }
        let widget = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
        while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
        let widgetClass = g_type_class_peek(gtk_widget_get_type())?.assumingMemoryBound(to: GObjectClass.self)
        widgetClass?.pointee.dispose?(object)
    }
}
