import CGtk

/// GDK's objects as handles (see ``ObjectHandle``).
@MainActor
package enum Gdk {
    package struct FrameClock: ObjectHandle { package static var gType: GType { gdk_frame_clock_get_type() }; package let raw: UnsafeMutableRawPointer
        package init(raw: UnsafeMutableRawPointer) { self.raw = raw } }
    package struct Surface: ObjectHandle { package static var gType: GType { gdk_surface_get_type() }; package let raw: UnsafeMutableRawPointer
        package init(raw: UnsafeMutableRawPointer) { self.raw = raw } }
    struct Clipboard: ObjectHandle { static var gType: GType { gdk_clipboard_get_type() }; let raw: UnsafeMutableRawPointer }
}

extension Gdk.FrameClock {
    /// "after-paint": the frame has been painted (its ticks, layout and paint all ran).
    @discardableResult
    package func onAfterPaint(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "after-paint", body) }

    /// "after-paint", once: `body` runs after the next painted frame, and the handler goes.
    package func onNextAfterPaint(_ body: @escaping @MainActor () -> Void) {
        var connection: SignalConnection?
        connection = onAfterPaint {
            connection?.disconnect()
            body()
        }
    }
}

/// GSK's objects as handles (see ``ObjectHandle``).
@MainActor
enum Gsk {
    struct CairoRenderer: ObjectHandle { static var gType: GType { gsk_cairo_renderer_get_type() }; let raw: UnsafeMutableRawPointer }
}

/// GIO's objects as handles (see ``ObjectHandle``).
@MainActor
enum Gio {
    struct Application: ObjectHandle { static var gType: GType { g_application_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GApplication> }
    struct SimpleAction: ObjectHandle { static var gType: GType { g_simple_action_get_type() }; let raw: UnsafeMutableRawPointer }
    struct ActionMap: ObjectHandle { static var gType: GType { g_action_map_get_type() }; let raw: UnsafeMutableRawPointer }
    struct ActionGroup: ObjectHandle { static var gType: GType { g_action_group_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Settings: ObjectHandle { static var gType: GType { g_settings_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GSettings> }
    struct OutputStream: ObjectHandle { static var gType: GType { g_output_stream_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GOutputStream> }
    struct MemoryOutputStream: ObjectHandle { static var gType: GType { g_memory_output_stream_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GMemoryOutputStream> }
    struct MenuModel: ObjectHandle { static var gType: GType { g_menu_model_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GMenuModel> }
}

extension Gio.Settings {
    /// "changed::`key`" (key): the key's value changed, here or in another process.
    @discardableResult
    func onChanged(key: String, _ body: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connectPointer(raw, "changed::\(key)") { _ in body() }
    }
}

extension Gio.Application {
    /// "startup": the primary instance starts (once, before the first activate).
    @discardableResult
    func onStartup(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "startup", body) }
    /// "activate": launched, or launched again (a second instance forwards here).
    @discardableResult
    func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "activate", body) }
    /// "shutdown": the primary instance is about to exit.
    @discardableResult
    func onShutdown(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "shutdown", body) }
    /// "handle-local-options" (options): return -1 to go on, or an exit status.
    @discardableResult
    func onHandleLocalOptions(_ body: @escaping @MainActor (UnsafeMutablePointer<GVariantDict>?) -> Int32) -> SignalConnection {
        typealias Body = @MainActor (UnsafeMutablePointer<GVariantDict>?) -> Int32
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GVariantDict>?, UnsafeMutableRawPointer?) -> gint = { _, options, data in
            guard let box = ClosureBox<Body>.from(data) else { return -1 }
            return MainActor.assumeIsolated { box.body(options) }
        }
        return SignalConnection.connect(raw, "handle-local-options", unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }
}

extension Gio.SimpleAction {
    /// "activate" (parameter, a GVariant or NULL for an action without one).
    @discardableResult
    func onActivate(_ body: @escaping @MainActor (_ parameter: OpaquePointer?) -> Void) -> SignalConnection {
        SignalConnection.connectPointer(raw, "activate") { body($0.map { OpaquePointer($0) }) }
    }
    /// "change-state" (the requested state, a GVariant): set it to accept it.
    @discardableResult
    func onChangeState(_ body: @escaping @MainActor (_ value: OpaquePointer?) -> Void) -> SignalConnection {
        SignalConnection.connectPointer(raw, "change-state") { body($0.map { OpaquePointer($0) }) }
    }
}

extension Gio.ActionMap {
    /// Adds `action`, and drops the reference its `*_new` call handed over (the map holds it).
    func add(_ action: Gio.SimpleAction) {
        g_action_map_add_action(c, action.c)
        action.unref()
    }
}
