import CGtk

/// A widget class's `snapshot` virtual function, handed to each instance's Swift owner: the
/// owner draws around what the parent class draws, as a C subclass that overrides `snapshot`
/// and chains up does.
///
/// Install it once on a class (in ``WidgetClass``'s `configure`), then give each instance its
/// drawing with ``set(on:_:)``. An instance without one draws as the parent class does: the
/// nearest class above the one that installed the override (classes derived from that one
/// inherit it, or chain up to it from their own `snapshot`).
enum SnapshotOverride {
    /// An instance's drawing: into `snapshot`, calling `drawParent` with a snapshot (that one
    /// or another) for what the parent class draws there.
    typealias Draw = @MainActor (_ snapshot: OpaquePointer, _ drawParent: (OpaquePointer) -> Void) -> Void

    /// Makes `widgetClass` draw through its instances' drawings.
    static func install(on widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        widgetClass.pointee.snapshot = trampoline
    }

    /// `widget`'s drawing from now on (it keeps `draw` until it is finalized: capture its
    /// owner weakly).
    @MainActor
    static func set(on widget: UnsafeMutablePointer<GtkWidget>, _ draw: @escaping Draw) {
        g_object_set_data_full(Gtk.AnyWidget(widget).object, key, ClosureBox<Draw>(draw).handOver(), releaseClosureBox)
    }

    private static let key = "inputmotion-snapshot"

    // C callbacks run on the main thread; `nonisolated(unsafe)` carries GTK's pointers into
    // the main-actor body, which is where they belong anyway.
    private static let trampoline: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { widget, snapshot in
        nonisolated(unsafe) let widget = widget, snapshot = snapshot
        MainActor.assumeIsolated {
            guard let widget, let snapshot else { return }
            let parentClass = classAboveOverride(of: widget)
            let drawParent: (OpaquePointer) -> Void = { parentClass?.pointee.snapshot?(widget, $0) }
            guard let draw = ClosureBox<Draw>.from(g_object_get_data(Gtk.AnyWidget(widget).object, key))?.body else {
                return drawParent(snapshot)
            }
            draw(snapshot, drawParent)
        }
    }

    /// The parent class of the class that installed the override, found from `widget`'s own
    /// class, which may be derived from that one (and may draw with a `snapshot` of its own).
    private static func classAboveOverride(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidgetClass>? {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        var klass = UnsafeMutableRawPointer(instance.pointee.g_class)?.assumingMemoryBound(to: GtkWidgetClass.self)
        func parent(of klass: UnsafeMutablePointer<GtkWidgetClass>) -> UnsafeMutablePointer<GtkWidgetClass>? {
            g_type_class_peek_parent(klass)?.assumingMemoryBound(to: GtkWidgetClass.self)
        }
        let override = unsafeBitCast(trampoline, to: UnsafeRawPointer.self)
        func overrides(_ klass: UnsafeMutablePointer<GtkWidgetClass>) -> Bool {
            klass.pointee.snapshot.map { unsafeBitCast($0, to: UnsafeRawPointer.self) } == override
        }
        while let each = klass, !overrides(each) { klass = parent(of: each) }
        while let each = klass, overrides(each) { klass = parent(of: each) }
        return klass
    }
}
