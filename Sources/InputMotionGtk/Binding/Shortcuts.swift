import CGtk

/// Keyboard shortcuts on a widget (a GtkShortcutController with callback actions).
@MainActor
public final class Shortcuts {
    private let controller: OpaquePointer

    /// Adds a shortcut controller to `widget`; GTK owns the controller from then on.
    /// Global scope: the shortcuts work wherever focus is inside the window.
    public init(on widget: UnsafeMutablePointer<GtkWidget>) {
        controller = gtk_shortcut_controller_new()
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        gtk_widget_add_controller(widget, controller)
    }

    /// Binds `accelerator` (GTK syntax, e.g. "<Control>q") to `action`.
    public func add(_ accelerator: String, _ action: @escaping @MainActor () -> Void) {
        typealias Body = @MainActor () -> Void
        let callback: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, _, data in
            guard let box = ClosureBox<Body>.from(data) else { return 0 }
            MainActor.assumeIsolated { box.body() }
            return 1
        }
        let trigger = gtk_shortcut_trigger_parse_string(accelerator)
        let shortcutAction = gtk_callback_action_new(callback, ClosureBox<Body>(action).handOver(), releaseClosureBox)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, shortcutAction))
    }
}
