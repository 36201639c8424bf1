import CGtk

/// The window's actions: the "win" action group everything a user triggers in the window goes
/// through. Their accelerators are set on the application from `DemoCommand.all`, so the
/// primary menu shows them; without an application (tests build the window alone) the actions
/// still work, only their keys are not bound.
@MainActor
public final class WindowActions {
    private let group: UnsafeMutablePointer<GSimpleActionGroup>
    private var actionGroup: OpaquePointer { Gio.ActionGroup(group).c }

    /// Inserts the "win" group into `window`, and takes it back when the window is destroyed.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        group = g_simple_action_group_new()!
        gtk_widget_insert_action_group(window, "win", actionGroup)
        g_object_unref(group)  // the window holds it now
        // Without this the group outlived the finalized window (its muxer kept a reference),
        // and with it the handlers' closures.
        Gtk.AnyWidget(window).onDestroy {
            gtk_widget_insert_action_group(window, "win", nil)
        }
    }

    /// A plain action: `win.NAME`.
    public func add(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        let action = Gio.SimpleAction(g_simple_action_new(name, nil)!)
        action.onActivate { _ in handler() }
        insert(action)
    }

    /// An action with a string parameter: `win.NAME::value` (or `win.NAME('value')`).
    public func add(_ name: String, string handler: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        let action = Gio.SimpleAction(g_simple_action_new(name, type)!)
        g_variant_type_free(type)
        action.onActivate { parameter in
            guard let parameter else { return }
            handler(String(cString: g_variant_get_string(parameter, nil)))
        }
        insert(action)
    }

    /// A stateful boolean action: activating it toggles it (GSimpleAction's own activate) and
    /// "change-state" applies the new state.
    public func addToggle(_ name: String, initially on: Bool, apply: @escaping @MainActor (Bool) -> Void) {
        let action = Gio.SimpleAction(g_simple_action_new_stateful(name, nil, g_variant_new_boolean(on ? 1 : 0))!)
        action.onChangeState { value in
            guard let value else { return }
            g_simple_action_set_state(action.c, value)
            apply(g_variant_get_boolean(value) != 0)
        }
        insert(action)
    }

    /// A stateful action with a string parameter and state (`win.NAME::value`): a menu shows
    /// its detailed items as radio items, an actionable toggle button as one of a group.
    /// Activating it with a value sets the state and applies it.
    public func addChoice(_ name: String, initially value: String, apply: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        let action = Gio.SimpleAction(g_simple_action_new_stateful(name, type, g_variant_new_string(value))!)
        g_variant_type_free(type)
        action.onChangeState { value in
            guard let value else { return }
            g_simple_action_set_state(action.c, value)
            apply(String(cString: g_variant_get_string(value, nil)))
        }
        insert(action)
    }

    /// Sets the state of `win.NAME` without applying it (the state followed a change made
    /// elsewhere, e.g. the inspector paused time).
    public func setState(_ name: String, _ on: Bool) {
        guard let action = g_action_map_lookup_action(Gio.ActionMap(group).c, name) else { return }
        g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
    }

    /// Enables or disables `win.NAME` (its menu item, key and buttons follow).
    public func setEnabled(_ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(Gio.ActionMap(group).c, name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }

    /// The state of a string action ("" for an unknown one).
    public func choice(_ name: String) -> String {
        guard let state = g_action_group_get_action_state(actionGroup, name) else { return "" }
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }

    /// Whether `win.NAME` is enabled.
    public func isEnabled(_ name: String) -> Bool { g_action_group_get_action_enabled(actionGroup, name) != 0 }

    /// Activates `win.NAME` as its menu item or accelerator does.
    public func activate(_ name: String, string parameter: String? = nil) {
        g_action_group_activate_action(actionGroup, name, parameter.map { g_variant_new_string($0) })
    }

    /// The state of a boolean action (false for an unknown one).
    public func isOn(_ name: String) -> Bool {
        guard let state = g_action_group_get_action_state(actionGroup, name) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    /// Whether `win.NAME` exists.
    public func has(_ name: String) -> Bool { g_action_group_has_action(actionGroup, name) != 0 }

    private func insert(_ action: Gio.SimpleAction) { Gio.ActionMap(group).add(action) }
}
