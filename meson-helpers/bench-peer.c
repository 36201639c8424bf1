/* The benchmark's yardstick: a minimal C GTK 4 app showing the same kind of window as the
 * demo (header bar, a sidebar of five pages, entries on the first, a short chat on another).
 * meson-helpers/bench builds it with `cc $(pkg-config --cflags --libs gtk4)` and times it
 * against the demo. With INPUTMOTION_BENCH set it writes the probe's lines to standard
 * output, as the demo does: `map T` when the X server has mapped the window, `frame T` after
 * every painted frame (T: monotonic clock, microseconds).
 *
 * Usage: bench-peer [--page=floating|placeholder|login|chat|poll] */
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>

static const char *first_page = "floating";
static gboolean probing;
static gboolean mapped;

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    printf("frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time());
    fflush(stdout);
}

static void on_mapped(GdkSurface *surface, GParamSpec *pspec, gpointer data) {
    (void)pspec; (void)data;
    if (mapped || !gdk_surface_get_mapped(surface)) return;
    mapped = TRUE;
    printf("map %" G_GINT64_FORMAT "\n", g_get_monotonic_time());
    fflush(stdout);
}

static void on_realize(GtkWidget *window, gpointer data) {
    (void)data;
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(window));
    g_signal_connect(surface, "notify::mapped", G_CALLBACK(on_mapped), NULL);
    g_signal_connect(gdk_surface_get_frame_clock(surface), "after-paint", G_CALLBACK(on_after_paint), NULL);
}

static GtkWidget *form_page(const char *const *fields) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_top(box, 20);
    gtk_widget_set_margin_start(box, 20);
    gtk_widget_set_margin_end(box, 20);
    for (; *fields; fields++) {
        GtkWidget *entry = gtk_entry_new();
        gtk_entry_set_placeholder_text(GTK_ENTRY(entry), *fields);
        gtk_box_append(GTK_BOX(box), entry);
    }
    return box;
}

static GtkWidget *chat_page(void) {
    static const char *const messages[] = {
        "Hi! Are we still on for Saturday?", "Yes! Where do you want to meet?",
        "How about the café by the river, the one with the blue door?", "Perfect, see you at nine.",
        "Type a reply below.", NULL,
    };
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_valign(column, GTK_ALIGN_END);
    for (const char *const *text = messages; *text; text++) {
        GtkWidget *label = gtk_label_new(*text);
        gtk_label_set_wrap(GTK_LABEL(label), TRUE);
        gtk_label_set_max_width_chars(GTK_LABEL(label), 36);
        gtk_widget_set_halign(label, (text - messages) % 2 ? GTK_ALIGN_END : GTK_ALIGN_START);
        gtk_box_append(GTK_BOX(column), label);
    }
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), column);
    gtk_widget_set_vexpand(scroller, TRUE);
    GtkWidget *bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    GtkWidget *entry = gtk_entry_new();
    gtk_widget_set_hexpand(entry, TRUE);
    gtk_box_append(GTK_BOX(bar), entry);
    gtk_box_append(GTK_BOX(bar), gtk_button_new_with_label("Send"));
    GtkWidget *page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(page), gtk_label_new("Maya"));
    gtk_box_append(GTK_BOX(page), scroller);
    gtk_box_append(GTK_BOX(page), bar);
    return page;
}

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "Bench peer");
    gtk_window_set_default_size(GTK_WINDOW(window), 900, 640);
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    if (probing) g_signal_connect(window, "realize", G_CALLBACK(on_realize), NULL);

    static const char *const floating[] = {"Name", "Email", "Password", NULL};
    static const char *const login[] = {"Email", "Password", NULL};
    static const char *const poll[] = {"Question", "Option 1", "Option 2", NULL};
    GtkWidget *stack = gtk_stack_new();
    gtk_widget_set_hexpand(stack, TRUE);
    gtk_stack_add_titled(GTK_STACK(stack), form_page(floating), "floating", "Floating labels");
    GtkWidget *text = gtk_text_view_new();
    gtk_widget_set_size_request(text, -1, 200);
    gtk_stack_add_titled(GTK_STACK(stack), text, "placeholder", "Placeholder text");
    gtk_stack_add_titled(GTK_STACK(stack), form_page(login), "login", "Login");
    gtk_stack_add_titled(GTK_STACK(stack), chat_page(), "chat", "Chat");
    gtk_stack_add_titled(GTK_STACK(stack), form_page(poll), "poll", "Poll");
    gtk_stack_set_visible_child_name(GTK_STACK(stack), first_page);

    GtkWidget *sidebar = gtk_stack_sidebar_new();
    gtk_stack_sidebar_set_stack(GTK_STACK_SIDEBAR(sidebar), GTK_STACK(stack));
    gtk_widget_set_size_request(sidebar, 190, -1);
    GtkWidget *body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_box_append(GTK_BOX(body), sidebar);
    gtk_box_append(GTK_BOX(body), gtk_separator_new(GTK_ORIENTATION_VERTICAL));
    gtk_box_append(GTK_BOX(body), stack);
    gtk_window_set_child(GTK_WINDOW(window), body);
    /* Focus in the page's first entry, as the demo's pages do (the caret blinks there). */
    GtkWidget *page = gtk_stack_get_visible_child(GTK_STACK(stack));
    gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (g_str_has_prefix(argv[i], "--page=")) first_page = argv[i] + strlen("--page=");
    probing = g_getenv("INPUTMOTION_BENCH") != NULL;
    GtkApplication *app = gtk_application_new("io.github.inputmotion.BenchPeer", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
