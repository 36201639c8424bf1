import CGtk
import Glibc
@testable import InputMotionGtk

// Synthetic events for tests, emitted as GTK would: g_signal_emitv with the signal's own
// arguments. (g_signal_emit_by_name is variadic, which Swift cannot call; these live with
// the tests, so the app's shim carries none of them.)

/// A GValue holding one argument (or receiving a return value).
private enum Argument {
    case instance(UnsafeMutableRawPointer)
    case string(String)
    case double(Double)
    case unsigned(guint)
    case modifiers(GdkModifierType)

    func value() -> GValue {
        var value = GValue()
        switch self {
        case let .instance(raw):
            let type = raw.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
            g_value_init(&value, type)
            g_value_set_object(&value, raw)
        case let .string(text):
            g_value_init(&value, g_type_from_name("gchararray"))
            g_value_set_string(&value, text)
        case let .double(number):
            g_value_init(&value, g_type_from_name("gdouble"))
            g_value_set_double(&value, number)
        case let .unsigned(number):
            g_value_init(&value, g_type_from_name("guint"))
            g_value_set_uint(&value, number)
        case let .modifiers(state):
            g_value_init(&value, gdk_modifier_type_get_type())
            g_value_set_flags(&value, state.rawValue)
        }
        return value
    }
}

/// Emits `signal` on `instance` with `arguments`; returns the boolean it returned (false for
/// a signal that returns nothing).
@discardableResult
private func emit(_ instance: UnsafeMutableRawPointer, _ signal: String, _ arguments: [Argument], returnsBoolean: Bool = false) -> Bool {
    let type = instance.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    let id = g_signal_lookup(signal, type)
    precondition(id != 0, "no signal \(signal) on \(String(cString: g_type_name(type)))")
    var values = ([.instance(instance)] + arguments).map { $0.value() }
    defer { for index in values.indices { g_value_unset(&values[index]) } }
    var result = GValue()
    if returnsBoolean { g_value_init(&result, g_type_from_name("gboolean")) }
    if returnsBoolean {
        g_signal_emitv(values, id, 0, &result)
    } else {
        g_signal_emitv(values, id, 0, nil)
    }
    return returnsBoolean && g_value_get_boolean(&result) != 0
}

/// A keybinding signal that takes one string (GtkText and GtkTextView "insert-at-cursor": what typing does).
func im_signal_emit_string(_ instance: some InstancePointer, _ signal: String, _ text: String) {
    emit(instance.instanceAddress, signal, [.string(text)])
}

/// A drag's begin, update or end point (GtkGestureDrag).
func im_signal_emit_point(_ instance: some InstancePointer, _ signal: String, _ x: Double, _ y: Double) {
    emit(instance.instanceAddress, signal, [.double(x), .double(y)])
}

/// A key press on a GtkEventControllerKey; whether a handler stopped it.
func im_signal_emit_key_pressed(_ controller: some InstancePointer, _ keyval: guint, _ state: GdkModifierType) -> gboolean {
    emit(controller.instanceAddress, "key-pressed", [.unsigned(keyval), .unsigned(0), .modifiers(state)], returnsBoolean: true) ? 1 : 0
}

/// X11 only: forces every window's scale factor (HiDPI rendering). Looked up at run time:
/// gdk/x11/gdkx.h would bring Xlib's macros into Swift.
@MainActor
func gdk_x11_display_set_surface_scale(_ display: OpaquePointer?, _ scale: Int32) {
    typealias SetScale = @convention(c) (OpaquePointer?, Int32) -> Void
    guard let symbol = dlsym(nil /* RTLD_DEFAULT */, "gdk_x11_display_set_surface_scale") else {
        preconditionFailure("gdk_x11_display_set_surface_scale not found (not GDK's X11 backend?)")
    }
    unsafeBitCast(symbol, to: SetScale.self)(display, scale)
}
