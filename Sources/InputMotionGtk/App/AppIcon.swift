import CGtk

/// The app's icon, by its id (`DemoApplication.id`), installed or not. Installed, it is in the
/// hicolor theme; run from the build tree it is not, and the About dialog showed the
/// missing-image icon: then the icon theme also looks in `resources/`, which holds
/// `io.github.inputmotion.Demo.svg` (GTK finds an unthemed icon directly in a search path;
/// installed, the themed icon is found first). The path is added without asking the theme
/// whether it has the icon: asking loads the whole theme, and a path added after that loads
/// it a second time, some 29 M instructions (5 % of a start-up to the first frame).
@MainActor
enum AppIcon {
    /// Makes the icon findable for the default display and the windows' default icon.
    static func install() {
        gtk_window_set_default_icon_name(DemoApplication.id)
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display),
              let directory = Resources.directory else { return }
        gtk_icon_theme_add_search_path(theme, directory)
    }
}
