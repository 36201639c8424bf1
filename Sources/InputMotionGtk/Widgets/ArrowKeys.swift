import CGtk

/// Arrow keys a widget keeps inside itself (the on-screen keyboard's keys, the chat's
/// messages): seen in the capture phase, before the window's own arrow focus moves, which
/// would take focus out at the widget's edges.
@MainActor
enum ArrowKeys {
    /// Calls `handler` with each key pressed inside `widget`; it returns whether it used the key.
    static func capture(on widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor (guint, GdkModifierType) -> Bool) {
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        gtk_widget_add_controller(widget, keys)
        Gtk.KeyController(keys).onKeyPressed { keyval, state in handler(keyval, state) }
    }

    /// Whether `state` holds no Control, Alt or Super: Alt+Left is Back, and Ctrl+arrows
    /// belong to whoever binds them.
    static func areUnmodified(_ state: GdkModifierType) -> Bool {
        state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue | GDK_SUPER_MASK.rawValue) == 0
    }
}
