/* The benchmark's yardstick: a minimal C GTK 4 app showing the same kind of window as the
 * demo (header bar, a sidebar of five pages, entries on the first, a short chat on another).
 * meson-helpers/bench builds it with `cc $(pkg-config --cflags --libs gtk4)` and times it
 * against the demo. With INPUTMOTION_BENCH set it writes the probe's lines to standard
 * output, as the demo does: `map T` when the X server has mapped the window, `frame T` after
 * every painted frame (T: monotonic clock, microseconds).
 *
 * When INPUTMOTION_BENCH names `placeholder:BYTES` or `placeholder-line:BYTES`, it runs the
 * demo's scenario of that name (BenchProbe.swift) on its placeholder page, a GtkTextView set up
 * as the demo's (word-or-character wrap, 30/24 insets, in a scrolled window, 600 px of page):
 * the same text inserted at the cursor, the longest main-loop stall in the next 3 s written as
 * `result NAME-stall-us N`, then it quits. That is GTK's own floor for the scenario.
 *
 * With --minimal it shows the floor instead: a bare window holding an entry, a password entry,
 * a text view and a button (no header bar, sidebar or pages), what any GTK 4 text app costs.
 *
 * Usage: bench-peer [--page=floating|placeholder|login|chat|poll] [--minimal] */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char *first_page = "floating";
static gboolean minimal;
static gboolean probing;
static gboolean mapped;
static GtkWidget *placeholder_view;
static const char *scenario;        /* "placeholder" or "placeholder-line", or NULL */
static long scenario_bytes;
static gboolean scenario_started;
static gboolean quit_after_first_frame; /* INPUTMOTION_BENCH=quit, as the demo: for callgrind */
static gboolean first_frame_reported;

/* The main loop's longest busy time between two polls, as the demo's MainLoopWatch. */
static gint64 woke_at, longest_busy;

static gint watched_poll(GPollFD *fds, guint count, gint timeout) {
    gint64 now = g_get_monotonic_time();
    if (woke_at != 0 && now - woke_at > longest_busy) longest_busy = now - woke_at;
    gint result = g_poll(fds, count, timeout);
    woke_at = g_get_monotonic_time();
    return result;
}

/* BenchProbe.text(bytes:paragraph:): ASCII words, a newline after about every `paragraph` bytes. */
static char *bench_text(long bytes, long paragraph) {
    static const char *const words[] = {"motion", "keyboard", "label", "spring", "curve",
                                        "frame", "bubble", "caret", "river", "garden"};
    GString *text = g_string_sized_new(bytes + 16);
    long line = 0;
    for (int index = 0; (long)text->len < bytes; index++) {
        const char *word = words[index % 10];
        g_string_append(text, word);
        line += strlen(word) + 1;
        g_string_append_c(text, line >= paragraph ? '\n' : ' ');
        if (line >= paragraph) line = 0;
    }
    g_string_truncate(text, bytes);
    return g_string_free(text, FALSE);
}

static gboolean report_and_quit(gpointer data) {
    gint64 action_time = GPOINTER_TO_SIZE(data);
    printf("result %s-stall-us %" G_GINT64_FORMAT "\n", scenario, MAX(longest_busy, action_time));
    fflush(stdout);
    gtk_window_destroy(GTK_WINDOW(gtk_widget_get_root(placeholder_view)));
    return G_SOURCE_REMOVE;
}

static gboolean paste(gpointer data) {
    (void)data;
    /* Made before the clock starts: a paste's text arrives whole from the clipboard. */
    char *text = bench_text(scenario_bytes, strcmp(scenario, "placeholder-line") == 0 ? G_MAXLONG : 600);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(placeholder_view));
    longest_busy = 0;
    gint64 start = g_get_monotonic_time();
    gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, TRUE);
    gint64 action_time = g_get_monotonic_time() - start;
    g_free(text);
    g_timeout_add(3000, report_and_quit, GSIZE_TO_POINTER(action_time));
    return G_SOURCE_REMOVE;
}

static void on_after_paint(GdkFrameClock *clock, gpointer data) {
    (void)clock; (void)data;
    printf("frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time());
    fflush(stdout);
    if (mapped && !first_frame_reported) {
        /* As the demo's probe: the process's CPU time (all threads) at its first frame. */
        first_frame_reported = TRUE;
        struct timespec cpu;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu);
        printf("result first-frame-cpu-us %ld\n", (long)(cpu.tv_sec * 1000000L + cpu.tv_nsec / 1000));
        fflush(stdout);
    }
    if (quit_after_first_frame && mapped) {
        GtkApplication *app = GTK_APPLICATION(g_application_get_default());
        GtkWindow *window = gtk_application_get_active_window(app);
        if (window) gtk_window_destroy(window);
        return;
    }
    if (scenario && mapped && !scenario_started) {
        scenario_started = TRUE;
        /* As the demo: let start-up settle, then 0.3 s on the page before the paste. */
        g_timeout_add(800, paste, NULL);
    }
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
        if (!g_object_get_data(G_OBJECT(box), "first-field")) g_object_set_data(G_OBJECT(box), "first-field", entry);
    }
    return box;
}

static GtkWidget *chat_page(void) {
    /* The demo's own conversation (DemoConversation.swift), word for word: wrapping costs grow
     * with the text, so shorter messages would make the peer's chat cheaper than the demo's
     * for its content alone. */
    static const char *const messages[] = {
        "Hi! Are we still on for Saturday?", "Yes! Where do you want to meet?",
        "How about the café by the river, the one with the blue door and the tiny garden at the "
        "back? They open at nine and the croissants go fast.",
        "Perfect, see you at nine.",
        "Type a reply below: the keyboard slides up and the message bar rides on it.", NULL,
    };
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_valign(column, GTK_ALIGN_END);
    for (const char *const *text = messages; *text; text++) {
        GtkWidget *label = gtk_label_new(*text);
        gtk_label_set_wrap(GTK_LABEL(label), TRUE);
        gtk_label_set_max_width_chars(GTK_LABEL(label), 36);
        gtk_label_set_wrap_mode(GTK_LABEL(label), PANGO_WRAP_WORD_CHAR);  /* as the demo's bubbles */
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

/* The demo's placeholder page: a 640 px column (its content clamp) with 20 px margins, the text
 * view 200 px tall in a scrolled window, wrapping words or characters, 30/24/30/24 insets. */
static GtkWidget *placeholder_page(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_size_request(box, 600, -1);
    gtk_widget_set_halign(box, GTK_ALIGN_CENTER);
    gtk_widget_set_margin_top(box, 20);
    gtk_widget_set_margin_start(box, 20);
    gtk_widget_set_margin_end(box, 20);
    placeholder_view = gtk_text_view_new();
    GtkTextView *view = GTK_TEXT_VIEW(placeholder_view);
    gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR);
    gtk_text_view_set_accepts_tab(view, FALSE);
    gtk_text_view_set_top_margin(view, 30);
    gtk_text_view_set_left_margin(view, 24);
    gtk_text_view_set_bottom_margin(view, 30);
    gtk_text_view_set_right_margin(view, 24);
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), placeholder_view);
    gtk_widget_set_size_request(scroller, -1, 200);
    gtk_box_append(GTK_BOX(box), scroller);
    GtkWidget *note = gtk_label_new("The placeholder stays under the caret until you type, and comes back when the text is empty.");
    gtk_label_set_wrap(GTK_LABEL(note), TRUE);
    gtk_label_set_xalign(GTK_LABEL(note), 0);
    gtk_box_append(GTK_BOX(box), note);
    g_object_set_data(G_OBJECT(box), "first-field", placeholder_view);
    return box;
}

static GtkWidget *minimal_content(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    GtkWidget *entry = gtk_entry_new();
    gtk_box_append(GTK_BOX(box), entry);
    gtk_box_append(GTK_BOX(box), gtk_password_entry_new());
    gtk_box_append(GTK_BOX(box), gtk_text_view_new());
    gtk_box_append(GTK_BOX(box), gtk_button_new_with_label("Send"));
    gtk_widget_grab_focus(entry);
    return box;
}

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    GtkWidget *window = gtk_application_window_new(app);
    if (minimal) {
        gtk_window_set_default_size(GTK_WINDOW(window), 900, 640);
        if (probing) g_signal_connect(window, "realize", G_CALLBACK(on_realize), NULL);
        gtk_window_set_child(GTK_WINDOW(window), minimal_content());
        gtk_window_present(GTK_WINDOW(window));
        return;
    }
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
    gtk_stack_add_titled(GTK_STACK(stack), placeholder_page(), "placeholder", "Placeholder text");
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
    /* Focus in the page's first field, as the demo's pages do (the caret blinks there).
     * Grabbed, not moved to with gtk_widget_child_focus: before the window is mapped that finds
     * nothing to focus, and the window's own first focus is the page's entry on GTK 4.8 but
     * the sidebar's first row on GTK 4.18 (no caret, so no blink to measure). */
    GtkWidget *field = g_object_get_data(G_OBJECT(gtk_stack_get_visible_child(GTK_STACK(stack))), "first-field");
    if (field) gtk_widget_grab_focus(field);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++)
        if (g_str_has_prefix(argv[i], "--page=")) first_page = argv[i] + strlen("--page=");
        else if (strcmp(argv[i], "--minimal") == 0) minimal = TRUE;
    const char *bench = g_getenv("INPUTMOTION_BENCH");
    probing = bench != NULL;
    quit_after_first_frame = g_strcmp0(bench, "quit") == 0;
    if (bench && (g_str_has_prefix(bench, "placeholder:") || g_str_has_prefix(bench, "placeholder-line:"))) {
        scenario = g_str_has_prefix(bench, "placeholder:") ? "placeholder" : "placeholder-line";
        scenario_bytes = atol(strchr(bench, ':') + 1);
        first_page = "placeholder";
        g_main_context_set_poll_func(NULL, watched_poll);
    }
    GtkApplication *app = gtk_application_new("io.github.inputmotion.BenchPeer", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), 1, argv);
    g_object_unref(app);
    return status;
}
