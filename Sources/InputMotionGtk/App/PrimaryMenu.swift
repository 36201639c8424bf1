import CGtk
import InputMotionCore

/// The header bar's primary menu (`open-menu-symbolic`): every `DemoCommand` with a menu
/// section, in sections, each item showing its accelerator (GTK reads it from the
/// application). F10 opens it: it is the window's primary menu, which GTK binds to F10.
///
/// The menu itself is made the first time it opens (`gtk_menu_button_set_create_popup_func`):
/// its popover, a button and an accelerator label per command, took 8 M instructions of every
/// start-up (1.6 % on the floating-labels page) for a menu most runs never open.
///
/// CSS nodes: the GtkMenuButton's own (`menubutton > button.image-button`). Accessible role:
/// button, named "Main Menu".
@MainActor
final class PrimaryMenu {
    let button: UnsafeMutablePointer<GtkWidget>

    init() {
        button = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(Gtk.MenuButton(button).c, "open-menu-symbolic")
        gtk_menu_button_set_create_popup_func(Gtk.MenuButton(button).c, Self.createPopup,
                                              ClosureBox(WeakOwner(self)).handOver(), releaseClosureBox)
        gtk_menu_button_set_primary(Gtk.MenuButton(button).c, 1)
        gtk_menu_button_set_has_frame(Gtk.MenuButton(button).c, 0)  // flat, as GNOME header bar buttons are
        gtk_widget_set_tooltip_text(button, tr("Main Menu"))
        im_accessible_set_label(button, tr("Main Menu"))
    }

    /// Gives the button its menu, if it has none yet (GTK asks the first time it opens).
    func makeMenu() {
        guard gtk_menu_button_get_menu_model(Gtk.MenuButton(button).c) == nil else { return }
        let menu = g_menu_new()!
        let commands = DemoCommand.all.filter { $0.menuSection != nil }
        for section in Set(commands.compactMap(\.menuSection)).sorted() {
            let part = g_menu_new()!
            for command in commands where command.menuSection == section {
                g_menu_append(part, command.title, command.action)
            }
            g_menu_append_section(menu, nil, Gio.MenuModel(part).c)
            dropReference(part)
        }
        gtk_menu_button_set_menu_model(Gtk.MenuButton(button).c, Gio.MenuModel(menu).c)
        dropReference(menu)
        nameMenu()
    }

    /// GTK's user data holds the menu weakly: the button may outlive it in a closing window.
    private static let createPopup: GtkMenuButtonCreatePopupFunc = { _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated { (ClosureBox<WeakOwner>.from(data)?.body.object as? PrimaryMenu)?.makeMenu() }
    }

    /// Names the menu and its page, which GTK 4.8 would otherwise name after their types
    /// ("GtkPopoverMenu menu", "GtkStackPage panel": what a screen reader says on F10).
    private func nameMenu() {
        guard let popover = gtk_menu_button_get_popover(Gtk.MenuButton(button).c) else { return }
        let menu = Gtk.AnyWidget(popover).widget
        im_accessible_set_label(menu, tr("Main Menu"))
        guard let stack = Self.firstStack(in: menu), let pages = gtk_stack_get_pages(Gtk.Stack(stack).c) else { return }
        let count = g_list_model_get_n_items(pages)
        for index in 0..<count {
            guard let page = g_list_model_get_item(pages, index) else { continue }
            im_accessible_object_set_label(page, tr("Main Menu"))
            g_object_unref(page)
        }
        dropReference(pages)
    }

    private static func firstStack(in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        if Gtk.Stack.isInstance(widget) { return widget }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let found = firstStack(in: current) { return found }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// Whether the menu is open.
    var isOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(Gtk.MenuButton(button).c) else { return false }
        return gtk_widget_get_visible(Gtk.AnyWidget(popover).widget) != 0
    }
}
