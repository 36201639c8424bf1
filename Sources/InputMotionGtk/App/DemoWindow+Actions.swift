import CGtk
import InputMotionCore

/// The window's actions. `DemoCommand.all` gives each its title, keys and menu place; an
/// action added here needs one line there to get a key, a menu item and a shortcuts entry.
extension DemoWindow {
    func installActions() {
        actions.add("show-page", string: { [weak self] name in
            guard let page = DemoPage(rawValue: name) else { return }
            self?.show(page: page)
        })
        actions.add("toggle-keyboard") { [weak self] in self?.toggleKeyboard() }
        actions.add("show-shortcuts") { [weak self] in
            guard let self else { return }
            ShortcutsWindow.present(over: self.window.widget)
        }
        actions.add("close") { [weak self] in
            guard let self else { return }
            gtk_window_close(self.window.widget.asWindow)
        }
        actions.add("go-back") { [weak self] in self?.goBack() }
        // Escape goes back only when nothing inside took it (the keyboard host hides its
        // keyboard with it first): the bubble phase of the window, not an accelerator.
        let escape = gtk_event_controller_key_new()!
        gtk_widget_add_controller(window.widget, escape)
        Gtk.KeyController(escape).onKeyPressed { [weak self] keyval, state in
            self?.handleUnusedKeyPress(keyval: keyval, state: state) ?? false
        }
    }
}
