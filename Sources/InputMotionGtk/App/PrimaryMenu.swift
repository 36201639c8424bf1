import CGtk
import InputMotionCore

/// The header bar's primary menu (`open-menu-symbolic`): every `DemoCommand` with a menu
/// section, in sections, each item showing its accelerator (GTK reads it from the
/// application). F10 opens it: it is the window's primary menu, which GTK binds to F10.
///
/// CSS nodes: the GtkMenuButton's own (`menubutton > button.image-button`). Accessible role:
/// button, named "Main Menu".
@MainActor
final class PrimaryMenu {
    let button: UnsafeMutablePointer<GtkWidget>

    init() {
        let menu = g_menu_new()!
        let commands = DemoCommand.all.filter { $0.menuSection != nil }
        for section in Set(commands.compactMap(\.menuSection)).sorted() {
            let part = g_menu_new()!
            for command in commands where command.menuSection == section {
                g_menu_append(part, command.title, command.action)
            }
            g_menu_append_section(menu, nil, im_menu_model(UnsafeMutableRawPointer(part)))
            g_object_unref(UnsafeMutableRawPointer(part))
        }
        button = gtk_menu_button_new()
        gtk_menu_button_set_icon_name(OpaquePointer(button), "open-menu-symbolic")
        gtk_menu_button_set_menu_model(OpaquePointer(button), im_menu_model(UnsafeMutableRawPointer(menu)))
        g_object_unref(UnsafeMutableRawPointer(menu))
        gtk_menu_button_set_primary(OpaquePointer(button), 1)
        gtk_menu_button_set_has_frame(OpaquePointer(button), 0)  // flat, as GNOME header bar buttons are
        gtk_widget_set_tooltip_text(button, tr("Main Menu"))
        im_accessible_set_label(button, tr("Main Menu"))
    }

    /// Whether the menu is open.
    var isOpen: Bool {
        guard let popover = gtk_menu_button_get_popover(OpaquePointer(button)) else { return false }
        return gtk_widget_get_visible(im_widget(UnsafeMutableRawPointer(popover))) != 0
    }
}
