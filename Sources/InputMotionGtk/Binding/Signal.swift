import CGtk

/// A connected signal handler; `disconnect()` while you still own the instance.
@MainActor
public struct SignalConnection {
    let instance: UnsafeMutableRawPointer
    let id: gulong

    public func disconnect() {
        if g_signal_handler_is_connected(instance, id) != 0 {
            g_signal_handler_disconnect(instance, id)
        }
    }
}

/// Signal connection with Swift closures. Each shape of C handler has one trampoline that
/// finds the box in its user data and calls the closure on the main actor (GTK signals are
/// emitted on the main thread, so `assumeIsolated` states a fact rather than hoping).
@MainActor
public enum Signal {
    /// Handler shape `void (*)(instance, user_data)`: clicked, activate, changed, destroy, …
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                               _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        typealias Body = @MainActor () -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body() }
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), ClosureBox<Body>(handler))
    }

    /// Handler shape `void (*)(instance, gpointer arg, user_data)`: notify::property, row-selected, …
    @discardableResult
    public static func connect(_ instance: UnsafeMutableRawPointer, _ name: String,
                               _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> SignalConnection {
        typealias Body = @MainActor (UnsafeMutableRawPointer?) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body(argument) }
        }
        return connect(instance, name, unsafeBitCast(trampoline, to: GCallback.self), ClosureBox<Body>(handler))
    }

    /// GtkEventControllerKey::key-pressed: return true to stop the key here.
    @discardableResult
    public static func connectKeyPressed(_ controller: OpaquePointer,
                                         _ handler: @escaping @MainActor (_ keyval: guint, _ state: GdkModifierType) -> Bool) -> SignalConnection {
        typealias Body = @MainActor (guint, GdkModifierType) -> Bool
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType, UnsafeMutableRawPointer?) -> gboolean = { _, keyval, _, state, data in
            guard let box = ClosureBox<Body>.from(data) else { return 0 }
            return MainActor.assumeIsolated { box.body(keyval, state) } ? 1 : 0
        }
        return connect(UnsafeMutableRawPointer(controller), "key-pressed", unsafeBitCast(trampoline, to: GCallback.self), ClosureBox<Body>(handler))
    }

    /// GtkOverlay::get-child-position: fill in the rectangle and return true to place `child` there.
    @discardableResult
    public static func connectChildPosition(_ overlay: UnsafeMutablePointer<GtkWidget>,
                                            _ handler: @escaping @MainActor (_ child: UnsafeMutablePointer<GtkWidget>, _ allocation: inout GdkRectangle) -> Bool) -> SignalConnection {
        typealias Body = @MainActor (UnsafeMutablePointer<GtkWidget>, inout GdkRectangle) -> Bool
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, UnsafeMutableRawPointer?) -> gboolean = { _, child, rect, data in
            guard let box = ClosureBox<Body>.from(data), let child, let rect else { return 0 }
            return MainActor.assumeIsolated { box.body(child, &rect.pointee) } ? 1 : 0
        }
        return connect(UnsafeMutableRawPointer(overlay), "get-child-position", unsafeBitCast(trampoline, to: GCallback.self), ClosureBox<Body>(handler))
    }

    /// GtkGestureClick::pressed (n_press, x, y): the handler gets x and y.
    @discardableResult
    public static func connectPressed(_ gesture: OpaquePointer,
                                      _ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalConnection {
        typealias Body = @MainActor (Double, Double) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gint, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, _, x, y, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body(x, y) }
        }
        return connect(UnsafeMutableRawPointer(gesture), "pressed", unsafeBitCast(trampoline, to: GCallback.self), ClosureBox<Body>(handler))
    }

    /// GtkGestureDrag::drag-begin (start x, y) and ::drag-update / ::drag-end (offset x, y).
    @discardableResult
    public static func connectDrag(_ gesture: OpaquePointer, _ name: String,
                                   _ handler: @escaping @MainActor (_ x: Double, _ y: Double) -> Void) -> SignalConnection {
        typealias Body = @MainActor (Double, Double) -> Void
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body(x, y) }
        }
        return connect(UnsafeMutableRawPointer(gesture), name, unsafeBitCast(trampoline, to: GCallback.self), ClosureBox<Body>(handler))
    }

    /// GtkEditable::insert-text (text, length in bytes or -1, position in and out): return
    /// true when the handler dealt with the insertion itself (the emission is then stopped).
    @discardableResult
    public static func connectInsertText(_ editable: OpaquePointer,
                                         _ handler: @escaping @MainActor (_ text: String, _ position: UnsafeMutablePointer<Int32>) -> Bool) -> SignalConnection {
        typealias Body = @MainActor (String, UnsafeMutablePointer<Int32>) -> Bool
        let trampoline: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?) -> Void = { editable, text, length, position, data in
            guard let box = ClosureBox<Body>.from(data), let editable, let text, let position else { return }
            let bytes = UnsafeRawBufferPointer(start: text, count: length < 0 ? strlen(text) : Int(length))
            let handled = MainActor.assumeIsolated { box.body(String(decoding: bytes, as: UTF8.self), position) }
            if handled { g_signal_stop_emission_by_name(UnsafeMutableRawPointer(editable), "insert-text") }
        }
        return connect(UnsafeMutableRawPointer(editable), "insert-text", unsafeBitCast(trampoline, to: GCallback.self), ClosureBox<Body>(handler))
    }

    /// GApplication::handle-local-options: return -1 to go on, or an exit status.
    @discardableResult
    public static func connectHandleLocalOptions(_ application: UnsafeMutableRawPointer,
                                                 _ handler: @escaping @MainActor (UnsafeMutablePointer<GVariantDict>?) -> Int32) -> SignalConnection {
        typealias Body = @MainActor (UnsafeMutablePointer<GVariantDict>?) -> Int32
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GVariantDict>?, UnsafeMutableRawPointer?) -> gint = { _, options, data in
            guard let box = ClosureBox<Body>.from(data) else { return -1 }
            return MainActor.assumeIsolated { box.body(options) }
        }
        return connect(application, "handle-local-options", unsafeBitCast(trampoline, to: GCallback.self), ClosureBox<Body>(handler))
    }

    private static func connect<Body>(_ instance: UnsafeMutableRawPointer, _ name: String,
                                      _ callback: GCallback, _ box: ClosureBox<Body>) -> SignalConnection {
        let id = im_signal_connect(instance, name, callback, box.handOver(), releaseSignalClosureBox)
        return SignalConnection(instance: instance, id: id)
    }
}
