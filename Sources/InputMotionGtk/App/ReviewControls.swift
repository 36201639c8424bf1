import CGtk
import InputMotionCore

/// The window's tools for reviewing motion: 10× slow motion at run time (Ctrl+Shift+S) and
/// the frame-pacing graph (Ctrl+Shift+F), as stateful window actions shown in a header-bar
/// menu. GTK's own "reduce animations" setting is followed live by `MotionContext`.
@MainActor
final class ReviewControls {
    let pacing = FramePacingOverlay()
    let menuButton: UnsafeMutablePointer<GtkWidget>
    /// Shows or hides the motion inspector (the window sets it).
    var showMotionInspector: @MainActor (Bool) -> Void = { _ in }
    private let actions: UnsafeMutablePointer<GSimpleActionGroup>
    private let slowFactor: Double

    /// - Parameters:
    ///   - window: gets the "win" action group.
    ///   - options: the command line's choices (which slow-motion factor the toggle uses).
    init(window: UnsafeMutablePointer<GtkWidget>, options: DemoOptions) {
        slowFactor = options.reviewSlowMotionFactor
        actions = g_simple_action_group_new()!
        gtk_widget_insert_action_group(window, "win", im_action_group(UnsafeMutableRawPointer(actions)))
        g_object_unref(UnsafeMutableRawPointer(actions))  // the window holds it now

        let menu = g_menu_new()!
        g_menu_append(menu, "Slow Motion", "win.slow-motion")
        g_menu_append(menu, "Frame Pacing", "win.frame-pacing")
        g_menu_append(menu, "Motion Inspector", "win.motion-inspector")
        menuButton = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(OpaquePointer(menuButton), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(OpaquePointer(menuButton), im_menu_model(UnsafeMutableRawPointer(menu)))
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_widget_set_tooltip_text(menuButton, "Motion review: slow motion (Ctrl+Shift+S), frame pacing (Ctrl+Shift+F), motion inspector (Ctrl+Shift+M)")
        im_accessible_set_label(menuButton, "Motion review")

        addToggle("slow-motion", initially: options.startsInSlowMotion) { [weak self] on in
            guard let self else { return }
            MotionContext.shared.slowMotionFactor = on ? self.slowFactor : 1
        }
        addToggle("frame-pacing", initially: false) { [weak self] on in self?.pacing.setShown(on) }
        addToggle("motion-inspector", initially: false) { [weak self] on in self?.showMotionInspector(on) }
        // Take the actions back when the window goes. Without this the group outlived the
        // finalized window (its muxer kept a reference; what kept the muxer is not yet
        // found, a bare C window does not show it), and with it the handlers' closures.
        Signal.connect(UnsafeMutableRawPointer(window), "destroy") {
            gtk_widget_insert_action_group(window, "win", nil)
        }
    }

    /// Toggles an action as its menu item or shortcut does.
    func activate(_ name: String) {
        g_action_group_activate_action(im_action_group(UnsafeMutableRawPointer(actions)), name, nil)
    }

    /// The state of a boolean action.
    func isOn(_ name: String) -> Bool {
        guard let state = g_action_group_get_action_state(im_action_group(UnsafeMutableRawPointer(actions)), name) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    /// A stateful boolean action; GSimpleAction's own activate toggles it, and "change-state"
    /// applies the new state.
    private func addToggle(_ name: String, initially on: Bool, apply: @escaping @MainActor (Bool) -> Void) {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(on ? 1 : 0))!
        Signal.connect(UnsafeMutableRawPointer(action), "change-state") { value in
            guard let value else { return }
            let variant = OpaquePointer(value)
            g_simple_action_set_state(action, variant)
            apply(g_variant_get_boolean(variant) != 0)
        }
        g_action_map_add_action(im_action_map(UnsafeMutableRawPointer(actions)), im_action(UnsafeMutableRawPointer(action)))
        g_object_unref(UnsafeMutableRawPointer(action))  // the group holds it now
    }
}
