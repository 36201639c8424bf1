import CGtk

// GTK's objects that are not widgets: event controllers, gestures, models and settings.
extension Gtk {
    /// Any GObject.
    struct AnyObject: ObjectHandle { static var gType: GType { g_object_get_type() }; let raw: UnsafeMutableRawPointer }
    struct EventController: ObjectHandle { static var gType: GType { gtk_event_controller_get_type() }; let raw: UnsafeMutableRawPointer }
    struct SizeGroup: ObjectHandle { static var gType: GType { gtk_size_group_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkSizeGroup> }
    struct FocusController: ObjectHandle { static var gType: GType { gtk_event_controller_focus_get_type() }; let raw: UnsafeMutableRawPointer }
    struct IMContext: ObjectHandle { static var gType: GType { gtk_im_context_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkIMContext> }
    struct KeyController: ObjectHandle { static var gType: GType { gtk_event_controller_key_get_type() }; let raw: UnsafeMutableRawPointer }
    struct ClickGesture: ObjectHandle { static var gType: GType { gtk_gesture_click_get_type() }; let raw: UnsafeMutableRawPointer }
    struct DragGesture: ObjectHandle { static var gType: GType { gtk_gesture_drag_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Adjustment: ObjectHandle { static var gType: GType { gtk_adjustment_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkAdjustment> }
    struct TextBuffer: ObjectHandle { static var gType: GType { gtk_text_buffer_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkTextBuffer> }
    struct Settings: ObjectHandle { static var gType: GType { gtk_settings_get_type() }; let raw: UnsafeMutableRawPointer }
    /// A GtkWidgetPaintable, or any GdkPaintable.
    struct Paintable: ObjectHandle { static var gType: GType { gdk_paintable_get_type() }; let raw: UnsafeMutableRawPointer }
    /// A GtkCssProvider, or any GtkStyleProvider.
    struct StyleProvider: ObjectHandle { static var gType: GType { gtk_style_provider_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Builder: ObjectHandle { static var gType: GType { gtk_builder_get_type() }; let raw: UnsafeMutableRawPointer }
}

extension Gtk.EventController {
    /// Adds the controller to `widget`, which takes the reference a `*_new` call handed over.
    func add(to widget: UnsafeMutablePointer<GtkWidget>, phase: GtkPropagationPhase? = nil) {
        if let phase { gtk_event_controller_set_propagation_phase(c, phase) }
        gtk_widget_add_controller(widget, c)
    }
}

extension Gtk.FocusController {
    /// "enter": the focus moved into the widget (or into one of its descendants).
    @discardableResult
    func onEnter(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "enter", body) }
    /// "leave": the focus left the widget.
    @discardableResult
    func onLeave(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "leave", body) }
}

extension Gtk.KeyController {
    /// "key-pressed" (keyval, keycode, state): return true to stop the key here.
    @discardableResult
    func onKeyPressed(_ body: @escaping @MainActor (_ keyval: guint, _ state: GdkModifierType) -> Bool) -> SignalConnection {
        typealias Body = @MainActor (guint, GdkModifierType) -> Bool
        let handler: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = { _, keyval, _, state, data in
            guard let box = ClosureBox<Body>.from(data) else { return 0 }
            return MainActor.assumeIsolated { box.body(keyval, state) } ? 1 : 0
        }
        return SignalConnection.connect(raw, "key-pressed", unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }
}

extension Gtk.ClickGesture {
    /// "pressed" (n_press, x, y): the handler gets x and y.
    @discardableResult
    func onPressed(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalConnection {
        typealias Body = @MainActor (Double, Double) -> Void
        let handler: @convention(c) (UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, _, x, y, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body(x, y) }
        }
        return SignalConnection.connect(raw, "pressed", unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }
}

extension Gtk.DragGesture {
    /// "drag-begin" (start x, y).
    @discardableResult
    func onDragBegin(_ body: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalConnection { SignalConnection.connectPoint(raw, "drag-begin", body) }
    /// "drag-update" (offset x, y from the start).
    @discardableResult
    func onDragUpdate(_ body: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) -> SignalConnection { SignalConnection.connectPoint(raw, "drag-update", body) }
    /// "drag-end" (offset x, y from the start).
    @discardableResult
    func onDragEnd(_ body: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Void) -> SignalConnection { SignalConnection.connectPoint(raw, "drag-end", body) }
}

extension Gtk.Adjustment {
    /// "value-changed": scrolled, by the user or by code.
    @discardableResult
    func onValueChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "value-changed", body) }
}

extension Gtk.TextBuffer {
    /// "changed": the buffer's text changed.
    @discardableResult
    func onChanged(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "changed", body) }

    /// "insert-text" (where, the text): return true to refuse the insertion; the emission is
    /// then stopped before the buffer's own handler inserts it.
    @discardableResult
    func onInsertText(_ body: @escaping @MainActor (_ location: UnsafeMutablePointer<GtkTextIter>, _ text: String) -> Bool) -> SignalConnection {
        typealias Body = @MainActor (UnsafeMutablePointer<GtkTextIter>, String) -> Bool
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafePointer<CChar>?, Int32, UnsafeMutableRawPointer?) -> Void = { instance, location, text, length, data in
            guard let box = ClosureBox<Body>.from(data), let instance, let location, let text else { return }
            let bytes = UnsafeRawBufferPointer(start: text, count: length < 0 ? strlen(text) : Int(length))
            let refused = MainActor.assumeIsolated { box.body(location, String(decoding: bytes, as: UTF8.self)) }
            if refused { g_signal_stop_emission_by_name(instance, "insert-text") }
        }
        return SignalConnection.connect(raw, "insert-text", unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }

    /// "delete-range" (start, end): return true to refuse the deletion; the emission is then
    /// stopped before the buffer's own handler deletes.
    @discardableResult
    func onDeleteRange(_ body: @escaping @MainActor (_ start: UnsafeMutablePointer<GtkTextIter>, _ end: UnsafeMutablePointer<GtkTextIter>) -> Bool) -> SignalConnection {
        typealias Body = @MainActor (UnsafeMutablePointer<GtkTextIter>, UnsafeMutablePointer<GtkTextIter>) -> Bool
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutablePointer<GtkTextIter>?, UnsafeMutableRawPointer?) -> Void = { instance, start, end, data in
            guard let box = ClosureBox<Body>.from(data), let instance, let start, let end else { return }
            let refused = MainActor.assumeIsolated { box.body(start, end) }
            if refused { g_signal_stop_emission_by_name(instance, "delete-range") }
        }
        return SignalConnection.connect(raw, "delete-range", unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }
}

extension Gtk.Paintable {
    /// "invalidate-contents": what the paintable draws changed.
    @discardableResult
    func onInvalidateContents(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "invalidate-contents", body) }
}

extension Gtk.IMContext {
    /// "commit" (the text), run after every other handler (the text field's, which takes the
    /// text in): what the field did with a commit can be looked at, or mended, here.
    @discardableResult
    func onCommitAfter(_ body: @escaping @MainActor () -> Void) -> SignalConnection {
        typealias Body = @MainActor () -> Void
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, _, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body() }
        }
        return SignalConnection.connect(raw, "commit", unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body), after: true)
    }

    /// Whether the context is emitting "commit" now (this runs inside its handlers).
    var isCommitting: Bool {
        guard let hint = g_signal_get_invocation_hint(raw) else { return false }
        return hint.pointee.signal_id == g_signal_lookup("commit", Self.gType)
    }
}
