import CGtk
import InputMotionCore

/// The Keyboard Shortcuts window (GtkShortcutsWindow, Ctrl+?): every `DemoCommand` with an
/// accelerator and every key hint, grouped as `DemoCommand.Group` says. GTK 4.8 builds a
/// shortcuts window only from a builder description, so the description is written here from
/// the command list: a command added there shows up here by itself.
///
/// CSS nodes: GtkShortcutsWindow's own (`window.shortcuts`). Accessible role: dialog, named by
/// its title, "Keyboard Shortcuts".
@MainActor
enum ShortcutsWindow {
    /// Opens a new shortcuts window over `parent`; GTK owns it, and closing it (Escape, the
    /// close button) destroys it.
    @discardableResult
    static func present(over parent: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let builder = gtk_builder_new() else { return nil }
        defer { dropReference(builder) }
        var error: UnsafeMutablePointer<GError>?
        guard gtk_builder_add_from_string(builder, description, -1, &error) != 0,
              let object = gtk_builder_get_object(builder, "shortcuts"),
              let window = Gtk.AnyWidget.ifInstance(object)?.widget else {
            if let error {
                printToStandardError("inputmotion-demo: the shortcuts window could not be built: \(String(cString: error.pointee.message))")
                g_error_free(error)
            }
            return nil
        }
        // GtkShortcutsWindow has no title of its own: a screen reader would name the window
        // by its type as it opens.
        gtk_window_set_title(window.asWindow, tr("Keyboard Shortcuts"))
        nameSearchButton(in: window)
        gtk_window_set_transient_for(window.asWindow, parent.asWindow)
        gtk_window_set_modal(window.asWindow, 1)
        gtk_window_set_destroy_with_parent(window.asWindow, 1)
        gtk_window_present(window.asWindow)
        return window
    }

    /// The builder description: one section, a group per `DemoCommand.Group`.
    static var description: String {
        var groups: [DemoCommand.Group: [(String, String)]] = [:]
        for command in DemoCommand.all where !command.accelerators.isEmpty {
            groups[command.group, default: []].append((command.accelerators.joined(separator: " "), command.title))
        }
        for hint in DemoCommand.keyHints { groups[hint.group, default: []].append((hint.accelerator, hint.title)) }
        // untranslated: GtkBuilder markup; the titles in it are interpolated, translated
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <object class="GtkShortcutsWindow" id="shortcuts">
            <child>
              <object class="GtkShortcutsSection">
                <property name="section-name">shortcuts</property>
                <property name="max-height">12</property>

        """
        for group in DemoCommand.Group.allCases {
            guard let entries = groups[group] else { continue }
            xml += "        <child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escaped(group.title))</property>\n"
            for (accelerator, title) in entries {
                xml += "          <child><object class=\"GtkShortcutsShortcut\"><property name=\"accelerator\">\(escaped(accelerator))</property><property name=\"title\">\(escaped(title))</property></object></child>\n"
            }
            xml += "        </object></child>\n"
        }
        xml += """
              </object>
            </child>
          </object>
        </interface>

        """
        return xml
    }

    /// GTK 4.8 leaves the header's search toggle (an icon) unnamed, and screen readers then
    /// name it by its image's type ("GtkImage"): it is the titlebar's one toggle button.
    private static func nameSearchButton(in window: UnsafeMutablePointer<GtkWidget>) {
        func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
            if Gtk.ToggleButton.isInstance(widget) { im_accessible_set_label(widget, tr("Search")) }
            var child = gtk_widget_get_first_child(widget)
            while let current = child {
                visit(current)
                child = gtk_widget_get_next_sibling(current)
            }
        }
        if let titlebar = gtk_window_get_titlebar(window.asWindow) { visit(titlebar) }
    }

    private static func escaped(_ text: String) -> String {
        guard let markup = g_markup_escape_text(text, -1) else { return "" }
        defer { g_free(markup) }
        return String(cString: markup)
    }
}
