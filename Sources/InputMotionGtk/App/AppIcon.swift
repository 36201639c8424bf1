import CGtk

/// The app's icon, by its id (`DemoApplication.id`), installed or not. Installed, it is in the
/// hicolor theme (`share/icons/hicolor/…`), and nothing more is needed. Run from the build
/// tree it is not, and the About dialog showed the missing-image icon: then the icon theme
/// also looks in `resources/`, which holds `io.github.inputmotion.Demo.svg` (GTK finds an
/// unthemed icon directly in a search path).
///
/// That path is added only from the build tree, and only after the window's first frame.
/// GTK loads the icon theme on a thread as the app starts; a search path added once that
/// load is done (or while it runs: the path waits for it) throws the loaded theme away, and
/// GTK loads it again on the main thread before the window maps (`Adwaita/index.theme` read
/// twice, some 60 M instructions). Once the path is added, GTK's icon theme changes, and the
/// window takes the icon then.
@MainActor
enum AppIcon {
    /// Names the icon as every window's default icon (before a window is realized, so the
    /// first one has it from the start when the icon is installed).
    static func install() {
        gtk_window_set_default_icon_name(DemoApplication.id)
    }

    /// The icon in the resources folder, when the app runs from the build tree (the installed
    /// resources folder does not hold it).
    static var buildTreeIcon: String? { Resources.path(DemoApplication.id + ".svg") }

    /// From the build tree, makes the icon findable once `window` has drawn its first frame
    /// (at once if it cannot draw). Installed, does nothing.
    static func makeFindable(afterFirstFrameOf window: UnsafeMutablePointer<GtkWidget>) {
        guard buildTreeIcon != nil else { return }
        guard gtk_widget_get_realized(window) != 0, let clock = gtk_widget_get_frame_clock(window) else {
            return addResourcesToSearchPath()
        }
        Gdk.FrameClock(clock).onNextAfterPaint { addResourcesToSearchPath() }
    }

    private static func addResourcesToSearchPath() {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display),
              let directory = Resources.directory else { return }
        gtk_icon_theme_add_search_path(theme, directory)
    }
}
