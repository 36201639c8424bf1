import CGtk

/// The app's one CSS provider, loaded once for the display at start-up. Widgets change CSS
/// classes; nothing re-parses CSS per frame.
@MainActor
public enum Style {
    private static var loaded = false

    /// Loads resources/style.css for the default display (once; later calls do nothing).
    /// Returns false, with a warning on stderr, when the file cannot be found.
    @discardableResult
    public static func loadOnce() -> Bool {
        guard !loaded else { return true }
        guard let display = gdk_display_get_default() else { return false }
        guard let path = Resources.path("style.css") else {
            printToStandardError("inputmotion: resources/style.css not found; set INPUTMOTION_RESOURCES to the resources folder")
            return false
        }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))  // the display holds it now
        loaded = true
        return true
    }
}
