import CGtk

/// The whole text of a long chat message, in a window over the chat: a read-only, wrapping
/// text view that scrolls (GtkTextView lays long text out in idle steps, so even a 64 KB
/// message opens without stalling). Escape or the window's close button closes it; focus
/// starts in the text, so the keyboard scrolls and selects it.
///
/// ## CSS nodes
///
///     window.message-text           InputMotionMessageTextWindow
///     └── scrolledwindow
///         └── textview.message-text-view
///
/// Accessible role: window; the text view is named by the window's title.
@MainActor
enum MessageTextWindow {
    /// `InputMotionMessageTextWindow`, a GtkWindow (CSS name `window`, as every window's).
    static let widgetClass = WidgetClass(typeName: "InputMotionMessageTextWindow", cssName: "window",
                                         role: GTK_ACCESSIBLE_ROLE_WINDOW, layout: .instance, parent: { gtk_window_get_type() })

    /// Opens a window showing `text`, modal over `parent` when given. Returns it (GTK owns it:
    /// it lives until closed).
    @discardableResult
    static func present(text: String, title: String, over parent: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWidget> {
        let window = widgetClass.instantiate()
        gtk_widget_add_css_class(window, "message-text")
        gtk_window_set_title(window.asWindow, title)
        gtk_window_set_default_size(window.asWindow, 480, 560)
        if let parent {
            gtk_window_set_transient_for(window.asWindow, parent.asWindow)
            gtk_window_set_modal(window.asWindow, 1)
        }
        gtk_window_set_destroy_with_parent(window.asWindow, 1)

        let view = gtk_text_view_new()!
        gtk_widget_add_css_class(view, "message-text-view")
        gtk_text_view_set_editable(view.asTextView, 0)
        gtk_text_view_set_wrap_mode(view.asTextView, GTK_WRAP_WORD_CHAR)
        for set in [gtk_text_view_set_top_margin, gtk_text_view_set_bottom_margin,
                    gtk_text_view_set_left_margin, gtk_text_view_set_right_margin] { set(view.asTextView, 12) }
        gtk_text_buffer_set_text(gtk_text_view_get_buffer(view.asTextView), text, -1)
        im_accessible_set_label(view, title)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(scroller.asScrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.asScrolledWindow, view)
        gtk_window_set_child(window.asWindow, scroller)

        // Escape runs GtkWindow's own "window.close" action.
        let shortcuts = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(shortcuts, gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"),
                                                                         gtk_named_action_new("window.close")))
        gtk_widget_add_controller(window, shortcuts)
        gtk_window_present(window.asWindow)
        _ = gtk_widget_grab_focus(view)
        return window
    }
}
