import CGtk

/// The app's icon, by its id (`DemoApplication.id`), installed or not. Installed, it is in the
/// hicolor theme; run from the build tree it is not, and the About dialog showed the
/// missing-image icon: then the icon theme also looks in `resources/`, which holds
/// `io.github.inputmotion.Demo.svg` (GTK finds an unthemed icon directly in a search path).
@MainActor
enum AppIcon {
    /// Makes the icon findable for the default display and the windows' default icon.
    static func install() {
        gtk_window_set_default_icon_name(DemoApplication.id)
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display),
              gtk_icon_theme_has_icon(theme, DemoApplication.id) == 0, let directory = Resources.directory else { return }
        gtk_icon_theme_add_search_path(theme, directory)
    }
}
