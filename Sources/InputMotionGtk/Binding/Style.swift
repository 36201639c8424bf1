import CGtk
import Glibc
import InputMotionCore

/// The app's one CSS provider, loaded once for the display at start-up. Widgets change CSS
/// classes; nothing re-parses CSS per frame.
@MainActor
public enum Style {
    private static var loaded = false

    /// Rules whose numbers Swift holds (so Swift and CSS never disagree), added after the file.
    static var generatedRules: String { MessageBarMetrics.css + "\n" + PlaceholderTextView.css }

    /// Loads resources/style.css, and the generated rules, for the default display (once;
    /// later calls do nothing). Returns false, with a warning on stderr, when the file cannot
    /// be found.
    @discardableResult
    public static func loadOnce() -> Bool {
        guard !loaded else { return true }
        guard let display = gdk_display_get_default() else { return false }
        guard let path = Resources.path("style.css") else {
            printToStandardError("inputmotion: resources/style.css not found; set INPUTMOTION_RESOURCES to the resources folder")
            return false
        }
        var contents: UnsafeMutablePointer<CChar>?
        guard g_file_get_contents(path, &contents, nil, nil) != 0, let contents else {
            printToStandardError("inputmotion: \(path) cannot be read")
            return false
        }
        let css = String(cString: contents) + "\n/* Generated (Style.generatedRules) */\n" + generatedRules  // untranslated: CSS
        g_free(contents)
        let provider = gtk_css_provider_new()
        im_css_provider_load_from_string(provider, css)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))  // the display holds it now
        loaded = true
        return true
    }
}
