/* The few things Swift cannot import from GTK 4 directly. Each wrapper says why.
 * Keep it small and typed: real pointer types, never integers posing as pointers.
 * Casts are not here: GTK's cast macros are Swift's checked handles (ObjectHandle.swift). */
#ifndef INPUTMOTION_CGTK_SHIM_H
#define INPUTMOTION_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>  /* g_unix_signal_add: a logout's SIGTERM saves what was typed */

/* Xlib's hook for a broken X connection, declared here rather than by including Xlib.h, whose
   Bool, Status and Window macros would land in every Swift file; GDK's X11 backend uses libX11
   already. Losing the display saves what was typed (DisplayLoss.swift). */
struct _XDisplay;
typedef int (*IMXIOErrorHandler)(struct _XDisplay *);
extern IMXIOErrorHandler XSetIOErrorHandler(IMXIOErrorHandler handler);

/* GLib 2.88 marks flag enums G_GNUC_FLAG_ENUM, so Swift imports them as option sets and drops
   the G_... globals; constants of the enum type import the same way on every GLib. */
static const GApplicationFlags IM_APPLICATION_NON_UNIQUE = G_APPLICATION_NON_UNIQUE;
static const GOptionFlags IM_OPTION_FLAG_HIDDEN = G_OPTION_FLAG_HIDDEN;
static const GKeyFileFlags IM_KEY_FILE_NONE = G_KEY_FILE_NONE;

/* Variadic: emit a signal that takes no arguments and returns nothing (the on-screen keyboard
   emits GtkText's keybinding signals, "backspace" and "activate", as a real key does). */
static inline void im_signal_emit_simple(gpointer instance, const char *signal) {
    g_signal_emit_by_name(instance, signal);
}

/* Variadic: the class handler an override of a signal's class handler stands in front of
   (InvalidTextFilter): GtkText's own "insert-text", GtkTextView's own "paste-clipboard". */
static inline void im_chain_insert_text(gpointer editable, const char *text, int length, int *position) {
    g_signal_chain_from_overridden_handler(editable, text, length, position);
}
static inline void im_chain_simple(gpointer instance) {
    g_signal_chain_from_overridden_handler(instance);
}

/* The clipboard's text as the bytes it holds (GTK's own text read stops at a NUL), UTF-8 or
   plain text in the locale's charset (ClipboardText): a NULL terminated list of C strings,
   which Swift 6 cannot keep as a global. X11's UTF8_STRING, STRING and TEXT reach GDK as UTF-8. */
static inline void im_clipboard_read_text_bytes_async(GdkClipboard *clipboard, GAsyncReadyCallback callback, gpointer data) {
    static const char *mime_types[] = {"text/plain;charset=utf-8", "text/plain", NULL};
    gdk_clipboard_read_async(clipboard, mime_types, G_PRIORITY_DEFAULT, NULL, callback, data);
}

/* Variadic: g_object_set / g_object_get with one typed property each. */
static inline void im_object_set_boolean(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
static inline gboolean im_object_get_boolean(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
static inline void im_object_set_int(gpointer object, const char *name, gint value) {
    g_object_set(object, name, value, NULL);
}
static inline gint im_object_get_int(gpointer object, const char *name) {
    gint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}


/* Variadic: accessible properties and relations take a -1-terminated list.
   Setting a label drops a labelled-by relation first: in newer GTK (seen on 4.18)
   gtk_button_set_label links the button to its label child, and that link outranks the label
   given here (screen readers then read the on-screen keys' glyphs, "⇧ ⌫", not "Shift",
   "Backspace"); GTK 4.8 makes no such link, and the reset changes nothing there. */
static inline void im_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
/* A description is kept on the widget too: GTK 4.8 has no getter, and an announcement on
   GTK 4.8 borrows the description (im_accessible_announce) and must put this one back. */
#define IM_DESCRIPTION_KEY "inputmotion-accessible-description"
static inline void im_accessible_set_description(GtkWidget *widget, const char *text) {
    g_object_set_data_full(G_OBJECT(widget), IM_DESCRIPTION_KEY, g_strdup(text), g_free);
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
/* The widget's own description: the one set above, else its tooltip (GTK describes a widget
   by its tooltip), else "". */
static inline const char *im_accessible_get_description(GtkWidget *widget) {
    const char *own = g_object_get_data(G_OBJECT(widget), IM_DESCRIPTION_KEY);
    if (own != NULL) return own;
    const char *tooltip = gtk_widget_get_tooltip_text(widget);
    return tooltip != NULL ? tooltip : "";
}
static inline void im_accessible_restore_description(GtkWidget *widget) {
    const char *own = im_accessible_get_description(widget);
    if (own[0] == '\0') {
        gtk_accessible_reset_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    } else {
        gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, own, -1);
    }
}
/* Says `text` to screen readers, from `focus` (the accessible that has keyboard focus).
   GTK 4.14 has gtk_accessible_announce. GTK 4.8 has nothing to announce with: Orca 43 ignores an
   ALERT made visible (GTK sends only children-changed) and a STATUS label, and speaks a change
   of the accessible description of the object it has focus on, with the new text the event
   carries. So there the description becomes `text` and goes back at once (Orca says nothing
   for an empty one; a widget's own, when it has one, is then said again after `text`). */
static inline void im_accessible_announce(GtkWidget *focus, const char *text) {
#if GTK_CHECK_VERSION(4, 14, 0)
    gtk_accessible_announce(GTK_ACCESSIBLE(focus), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
    gtk_accessible_update_property(GTK_ACCESSIBLE(focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    im_accessible_restore_description(focus);
#endif
}
static inline void im_accessible_set_placeholder(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_PLACEHOLDER, text, -1);
}
/* GTK 4.8 maps GTK_ACCESSIBLE_STATE_INVALID to ATSPI_STATE_INVALID ("no longer valid", not
   INVALID_ENTRY), which Orca 43 takes for a dead object: it ignores the field's focus and
   events, so an invalid field falls silent. There the state is left off (the field keeps its
   description and described-by relation, which say why). It is set from GTK 4.14 on, the
   version the announcements start at, for the newer stacks that read it. */
static inline void im_accessible_set_invalid(GtkWidget *widget, gboolean invalid) {
#if GTK_CHECK_VERSION(4, 14, 0)
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
#else
    (void)widget;
    (void)invalid;
#endif
}
/* Keeps a widget that stays on screen (an empty line holding its space) out of the accessible tree. */
static inline void im_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
static inline void im_accessible_set_described_by(GtkWidget *widget, GtkWidget *description) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                   description, NULL, -1);
}

/* g_variant_dict_lookup is variadic and G_VARIANT_TYPE_STRING a macro: one string option, newly allocated, or NULL. */
static inline gchar *im_variant_dict_lookup_string(GVariantDict *dict, const char *key) {
    gchar *value = NULL;
    if (!g_variant_dict_lookup(dict, key, "s", &value)) return NULL;
    return value;
}

/* g_object_new is variadic: a label with a construct-only accessible role (ALERT for error
   lines, so screen readers announce them; PRESENTATION for purely visual text). */
static inline GtkWidget *im_label_new_with_role(const char *text, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL));
}

/* An About dialog screen readers announce as it opens. A GtkAboutDialog is a GtkWindow, exposed
   as a "frame", so Orca does not say "dialog"; the construct-only accessible role DIALOG says it
   (g_object_new is variadic). GTK 4.8 gives AT-SPI's SHOWING state to the WINDOW role only, and
   Orca 43 passes over a window that is not showing: there a DIALOG opens silently, and the
   dialog keeps its WINDOW role (announced by its title). Tests/orca/gtk-showing-only-windows.c
   shows it; GTK 4.18 gives every role SHOWING (the oldest version seen doing so). */
static inline GtkWidget *im_about_dialog_new(void) {
#if GTK_CHECK_VERSION(4, 18, 0)
    return GTK_WIDGET(g_object_new(GTK_TYPE_ABOUT_DIALOG, "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, NULL));
#else
    return gtk_about_dialog_new();
#endif
}

/* Whether GTK can drop an allocation queued inside a widget's own while an ancestor two or more
   levels up was queued too (a text view wrapping its text again at a new width), drawing
   nothing of the widgets it marked in that frame. Tests/monkey/gtk-textview-rewrap-lost-allocation.c
   shows it on GTK 4.8.3; GTK 4.18.6 does not (the oldest version seen without it). */
static inline gboolean im_gtk_can_drop_nested_allocations(void) {
#if GTK_CHECK_VERSION(4, 18, 0)
    return FALSE;
#else
    return TRUE;
#endif
}

/* A toggle button screen readers read with its state. GTK 4.10 brought the TOGGLE_BUTTON role.
   GTK 4.8 exposes a GtkToggleButton as an AT-SPI push button, whose pressed state Orca 43 does
   not read, and maps no role to AT-SPI's toggle button (Tests/orca/gtk-toggle-button-role.c):
   there it is a check box whose checked state follows the button, which Orca reads. */
#if !GTK_CHECK_VERSION(4, 10, 0)
static inline void im_toggle_button_check_accessible(GtkToggleButton *button, gpointer unused) {
    (void)unused;
    gtk_accessible_update_state(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_STATE_CHECKED,
                                gtk_toggle_button_get_active(button) ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                                                     : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
}
#endif
static inline GtkWidget *im_toggle_button_new(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
    return gtk_toggle_button_new();
#else
    GtkWidget *button = GTK_WIDGET(g_object_new(GTK_TYPE_TOGGLE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_CHECKBOX, NULL));
    g_signal_connect(button, "toggled", G_CALLBACK(im_toggle_button_check_accessible), NULL);
    im_toggle_button_check_accessible(GTK_TOGGLE_BUTTON(button), NULL);
    return button;
#endif
}

/* Variadic: a name for an accessible that is not a widget (a GtkStackPage). GTK 4.8 names an
   unnamed one after its type ("GtkStackPage"), and screen readers say that. */
static inline void im_accessible_object_set_label(gpointer object, const char *label) {
    if (GTK_IS_ACCESSIBLE(object)) {
        gtk_accessible_update_property(GTK_ACCESSIBLE(object), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    }
}

/* g_object_new is variadic: a box with a construct-only accessible role (IMG for the avatar). */
static inline GtkWidget *im_box_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_VERTICAL, "accessible-role", role, NULL));
}

/* The same for a filename option, which GApplication stores as a bytestring ("^ay"). */
static inline gchar *im_variant_dict_lookup_filename(GVariantDict *dict, const char *key) {
    gchar *value = NULL;
    if (!g_variant_dict_lookup(dict, key, "^ay", &value)) return NULL;
    return value;
}

/* The CSS style GTK computed for a widget's node and its children, as text (the tests read a
   property back from it; GTK has no getter). gtk_style_context_to_string is deprecated from
   GTK 4.10 on, with no replacement; free the result with g_free. */
static inline char *im_widget_style_text(GtkWidget *widget) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gtk_style_context_to_string(gtk_widget_get_style_context(widget), GTK_STYLE_CONTEXT_PRINT_SHOW_STYLE);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

/* The theme's named colours: gtk_style_context_lookup_color is deprecated from GTK 4.10 on,
   with no replacement that reads theme colours; gate it here, not at the call site. */
static inline gboolean im_lookup_theme_color(GtkWidget *widget, const char *name, GdkRGBA *color) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    return gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, color);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

/* Variadic: the page list marks the page in view as its selected row for screen readers. */
static inline void im_accessible_set_selected(GtkWidget *widget, gboolean selected) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

/* gtk_text_buffer_create_tag is variadic: the tag that underlines text being composed. */
static inline GtkTextTag *im_text_buffer_create_underline_tag(GtkTextBuffer *buffer, const char *name) {
    return gtk_text_buffer_create_tag(buffer, name, "underline", PANGO_UNDERLINE_SINGLE, NULL);
}

/* The motion inspector: a curve editor with a construct-only role. */
static inline GtkWidget *im_drawing_area_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

/* GTK_CHECK_VERSION gates: API newer than GTK 4.8 (the floor) is reached only through a
   wrapper here, never from call sites. */
static inline void im_css_provider_load_from_string(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
    gtk_css_provider_load_from_string(provider, css);
#else
    gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/* Dark style: gtk-application-prefer-dark-theme is deprecated from GTK 4.20 on (setting it
   warns), gtk-interface-color-scheme takes its place. The setting's name (to follow it) and a
   setter (tests switch styles). */
static inline const char *im_dark_style_setting(void) {
#if GTK_CHECK_VERSION(4, 20, 0)
    return "gtk-interface-color-scheme";
#else
    return "gtk-application-prefer-dark-theme";
#endif
}
static inline gboolean im_settings_prefer_dark(GtkSettings *settings) {
#if GTK_CHECK_VERSION(4, 20, 0)
    GtkInterfaceColorScheme scheme = GTK_INTERFACE_COLOR_SCHEME_DEFAULT;
    g_object_get(settings, "gtk-interface-color-scheme", &scheme, NULL);
    return scheme == GTK_INTERFACE_COLOR_SCHEME_DARK;
#else
    gboolean dark = FALSE;
    g_object_get(settings, "gtk-application-prefer-dark-theme", &dark, NULL);
    return dark;
#endif
}
static inline void im_settings_set_prefer_dark(GtkSettings *settings, gboolean dark) {
#if GTK_CHECK_VERSION(4, 20, 0)
    g_object_set(settings, "gtk-interface-color-scheme",
                 dark ? GTK_INTERFACE_COLOR_SCHEME_DARK : GTK_INTERFACE_COLOR_SCHEME_DEFAULT, NULL);
#else
    g_object_set(settings, "gtk-application-prefer-dark-theme", dark, NULL);
#endif
}

/* What GTK draws for a widget's CSS box (background, border): deprecated from GTK 4.10 on. */
static inline void im_snapshot_render_css_box(GtkSnapshot *snapshot, GtkWidget *widget,
                                              double x, double y, double width, double height) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkStyleContext *style = gtk_widget_get_style_context(widget);
    gtk_snapshot_render_background(snapshot, style, x, y, width, height);
    gtk_snapshot_render_frame(snapshot, style, x, y, width, height);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

/* A pixbuf as a cairo source: deprecated from GTK 4.20 on. */
static inline void im_cairo_set_source_pixbuf(cairo_t *cr, const GdkPixbuf *pixbuf, double x, double y) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gdk_cairo_set_source_pixbuf(cr, pixbuf, x, y);
    G_GNUC_END_IGNORE_DEPRECATIONS
}

/* A save dialog (the motion inspector's Export…) with a "format" choice beside the name: "name"
   (the file name's extension decides), "webm" or "png". GtkFileChooserNative, deprecated from
   GTK 4.10 on, because GtkFileDialog has no choices; both go through the portal when there is one.
   `done` gets the chosen path and format, or NULLs when the dialog was cancelled; it runs once. */
typedef void (*IMSavePathCallback)(const char *path, const char *format, gpointer data);
typedef struct { IMSavePathCallback done; gpointer data; } IMSaveRequest;
static inline void im_save_chooser_response(GtkNativeDialog *dialog, int response, gpointer user) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    IMSaveRequest *request = user;
    GFile *file = response == GTK_RESPONSE_ACCEPT ? gtk_file_chooser_get_file(GTK_FILE_CHOOSER(dialog)) : NULL;
    char *path = file ? g_file_get_path(file) : NULL;
    request->done(path, path ? gtk_file_chooser_get_choice(GTK_FILE_CHOOSER(dialog), "format") : NULL, request->data);
    g_free(path);
    if (file) g_object_unref(file);
    g_free(request);
    g_object_unref(dialog);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
static inline void im_save_file(GtkWindow *parent, const char *title, const char *accept, const char *name,
                                const char *format_label, const char *by_name, const char *webm, const char *png,
                                IMSavePathCallback done, gpointer data) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    IMSaveRequest *request = g_new0(IMSaveRequest, 1);
    request->done = done;
    request->data = data;
    GtkFileChooserNative *dialog = gtk_file_chooser_native_new(title, parent, GTK_FILE_CHOOSER_ACTION_SAVE, accept, NULL);
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(dialog), name);
    const char *ids[] = { "name", "webm", "png", NULL };
    const char *labels[] = { by_name, webm, png, NULL };
    gtk_file_chooser_add_choice(GTK_FILE_CHOOSER(dialog), "format", format_label, ids, labels);
    gtk_file_chooser_set_choice(GTK_FILE_CHOOSER(dialog), "format", "name");
    gtk_native_dialog_set_modal(GTK_NATIVE_DIALOG(dialog), TRUE);
    g_signal_connect(dialog, "response", G_CALLBACK(im_save_chooser_response), request);
    gtk_native_dialog_show(GTK_NATIVE_DIALOG(dialog));
    G_GNUC_END_IGNORE_DEPRECATIONS
}

#endif
