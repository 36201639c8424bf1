import CGtk

/// A connected signal handler; `disconnect()` while you still own the instance.
///
/// Handlers are connected only through the typed methods of the handles (`Gtk.Entry.onActivate`,
/// `Gio.SimpleAction.onActivate`, `ObjectHandle.onNotify`, …): each method names its signal and
/// brings the C handler of that signal's signature. The helpers below are those handlers' few
/// shapes; they are internal so that no call site can pair a signal name with a shape itself.
@MainActor
public struct SignalConnection {
    let instance: UnsafeMutableRawPointer
    let id: gulong

    public func disconnect() {
        if g_signal_handler_is_connected(instance, id) != 0 {
            g_signal_handler_disconnect(instance, id)
        }
    }

    /// Connects `handler` with `box` as its user data; GTK releases the box when it drops the
    /// handler (`Unmanaged.passRetained` and a destroy notify: GTK may outlive the connector).
    /// `after`: the handler runs after the others and the class's own (`G_CONNECT_AFTER`).
    static func connect<Body>(_ instance: UnsafeMutableRawPointer, _ name: String,
                              _ handler: GCallback, _ box: ClosureBox<Body>, after: Bool = false) -> SignalConnection {
        let flags = after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0)
        let id = g_signal_connect_data(instance, name, handler, box.handOver(), releaseSignalClosureBox, flags)
        return SignalConnection(instance: instance, id: id)
    }

    /// Shape `void (*)(instance, user_data)`.
    static func connectVoid(_ instance: UnsafeMutableRawPointer, _ name: String,
                            _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        typealias Body = @MainActor () -> Void
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body() }
        }
        return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }

    /// Shape `void (*)(instance, gpointer argument, user_data)`.
    static func connectPointer(_ instance: UnsafeMutableRawPointer, _ name: String,
                               _ body: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> SignalConnection {
        typealias Body = @MainActor (UnsafeMutableRawPointer?) -> Void
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, argument, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body(argument) }
        }
        return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }

    /// Shape `void (*)(instance, gdouble, gdouble, user_data)`.
    static func connectPoint(_ instance: UnsafeMutableRawPointer, _ name: String,
                             _ body: @escaping @MainActor (Double, Double) -> Void) -> SignalConnection {
        typealias Body = @MainActor (Double, Double) -> Void
        let handler: @convention(c) (UnsafeMutableRawPointer?, gdouble, gdouble, UnsafeMutableRawPointer?) -> Void = { _, x, y, data in
            guard let box = ClosureBox<Body>.from(data) else { return }
            MainActor.assumeIsolated { box.body(x, y) }
        }
        return connect(instance, name, unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }
}
