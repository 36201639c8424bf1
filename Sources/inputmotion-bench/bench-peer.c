/* The benchmark's yardstick: the demo's window made in C of stock GTK 4 widgets. The same
 * header bar buttons and keyboard shortcuts, a sidebar of the five pages, and on each page the
 * same texts, text fields and buttons at the same sizes (what the peer leaves out is said above
 * its pages), each page built the first time it shows and scrolling when the window is shorter
 * (but the keyboard's pages), as the demo's are. meson-helpers/bench builds it with `cc $(pkg-config --cflags --libs gtk4)` and times it
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

/* The demo's pages in stock widgets: the same texts, fields and buttons, the same sizes where
 * they set how much is drawn. Left out: the demo's emulated keyboard (its poll page shows it,
 * its chat page when its entry has the focus) and the login page's avatar. The demo draws its
 * keyboard at rest from one bitmap; 40 stock buttons would cost the peer more than that, so
 * the peer draws none, and every figure on those pages counts the keyboard against the demo. */

static const char *const page_intros[] = {
    "A field's name rests inside it and floats up, smaller, when you type. Click a field or press Tab.",
    "The placeholder stays under the caret until you type, and comes back when the text is empty. Click the field and type.",
    "A wrong entry shakes its field; a right one spins the avatar. Press Log In with the fields empty, then filled.",
    "The message bar rides on the on-screen keyboard. Click the message field to bring the keyboard up.",
    "Return in the last option adds one just above the keyboard. Type an option and press Return.",
};

/* The demo's rules for what the peer shows (resources/style.css), no more. */
static const char peer_css[] =
    ".page-intro { color: mix(@theme_fg_color, @theme_bg_color, 0.3); margin: 12px 20px 8px 20px; }\n"
    ".page-title { font-weight: bold; font-size: 1.3em; }\n"
    ".bubble { border-radius: 16px; padding: 8px 12px; }\n"
    ".bubble.mine { background-color: @theme_selected_bg_color; color: @theme_selected_fg_color; }\n"
    ".bubble.theirs { background-color: alpha(currentColor, 0.08); }\n"
    ".message-bar { padding: 8px; background-color: @theme_bg_color; border-top: 1px solid alpha(currentColor, 0.12); }\n"
    ".chat-header { padding: 6px 8px; border-bottom: 1px solid alpha(currentColor, 0.12); background-color: @theme_bg_color; }\n"
    ".chat-partner { font-weight: bold; font-size: 1.1em; }\n"
    ".chat-list { background-color: @theme_base_color; }\n"
    ".poll-option-number { min-width: 24px; font-weight: bold; color: alpha(currentColor, 0.55); }\n";

static GtkWidget *entry_with(const char *placeholder, const char *text, int height) {
    GtkWidget *entry = gtk_entry_new();
    gtk_entry_set_placeholder_text(GTK_ENTRY(entry), placeholder);
    if (text) gtk_editable_set_text(GTK_EDITABLE(entry), text);
    gtk_widget_set_size_request(entry, -1, height);
    return entry;
}

/* A page under its intro line, as the demo's PageIntro; `content` centred in the height or
 * taking the rest of it. */
static GtkWidget *with_intro(int page, GtkWidget *content, gboolean centred) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *intro = gtk_label_new(page_intros[page]);
    gtk_widget_add_css_class(intro, "page-intro");
    gtk_label_set_wrap(GTK_LABEL(intro), TRUE);
    gtk_label_set_wrap_mode(GTK_LABEL(intro), PANGO_WRAP_WORD_CHAR);
    gtk_label_set_xalign(GTK_LABEL(intro), 0);
    gtk_box_append(GTK_BOX(box), intro);
    gtk_widget_set_vexpand(box, TRUE);
    if (centred) gtk_widget_set_valign(box, GTK_ALIGN_CENTER);
    else gtk_widget_set_vexpand(content, TRUE);
    gtk_box_append(GTK_BOX(box), content);
    return box;
}

/* The demo's content column: at most 640 px wide with the margins, centred. */
static GtkWidget *clamped(GtkWidget *page) {
    gtk_widget_set_size_request(page, 640, -1);
    gtk_widget_set_halign(page, GTK_ALIGN_CENTER);
    return page;
}

/* The demo's form column: fields 10 px apart, 20 px from the sides. */
static GtkWidget *form_column(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 10);
    gtk_widget_set_margin_start(box, 20);
    gtk_widget_set_margin_end(box, 20);
    return box;
}

/* The demo's password field: 60 px tall, with its peek icon. */
static GtkWidget *password_field(void) {
    GtkWidget *password = gtk_password_entry_new();
    g_object_set(password, "placeholder-text", "Password", "show-peek-icon", TRUE, NULL);
    gtk_widget_set_size_request(password, -1, 60);
    return password;
}

/* The demo's five fields, 60 px tall and 10 px apart: a name, a password with its peek icon, a
 * prefilled city, a long label and a right-to-left one; each field's name is its placeholder. */
static GtkWidget *floating_page(void) {
    GtkWidget *box = form_column();
    GtkWidget *name = entry_with("Name", NULL, 60);
    gtk_box_append(GTK_BOX(box), name);
    gtk_box_append(GTK_BOX(box), password_field());
    gtk_box_append(GTK_BOX(box), entry_with("City", "Lisbon", 60));
    gtk_box_append(GTK_BOX(box), entry_with("Name as it should appear on your badge", NULL, 60));
    GtkWidget *arabic = entry_with("\u0627\u0644\u0627\u0633\u0645 \u0627\u0644\u0643\u0627\u0645\u0644", NULL, 60);  /* "Full name" */
    gtk_widget_set_direction(arabic, GTK_TEXT_DIR_RTL);
    gtk_box_append(GTK_BOX(box), arabic);
    GtkWidget *page = clamped(with_intro(0, box, TRUE));
    g_object_set_data(G_OBJECT(page), "first-field", name);
    return page;
}

static GtkWidget *login_page(void) {
    GtkWidget *box = form_column();
    GtkWidget *email = entry_with("Email", NULL, 60);
    gtk_box_append(GTK_BOX(box), email);
    gtk_box_append(GTK_BOX(box), password_field());
    GtkWidget *button = gtk_button_new_with_label("Log In");
    gtk_widget_add_css_class(button, "suggested-action");
    gtk_widget_set_halign(button, GTK_ALIGN_CENTER);
    gtk_box_append(GTK_BOX(box), button);
    GtkWidget *page = clamped(with_intro(2, box, TRUE));
    g_object_set_data(G_OBJECT(page), "first-field", email);
    return page;
}

/* The demo's poll: a heading and three numbered options, 50 px rows, in a scrolled list. */
static GtkWidget *poll_page(void) {
    GtkWidget *content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *heading = gtk_label_new("Options");
    gtk_widget_add_css_class(heading, "page-title");
    gtk_label_set_xalign(GTK_LABEL(heading), 0);
    gtk_widget_set_margin_start(heading, 20);
    gtk_widget_set_margin_top(heading, 16);
    gtk_box_append(GTK_BOX(content), heading);
    GtkWidget *list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_set_margin_start(list, 20);
    gtk_widget_set_margin_end(list, 20);
    GtkWidget *first = NULL;
    for (int index = 1; index <= 3; index++) {
        GtkWidget *row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
        gtk_widget_set_size_request(row, -1, 50);
        char text[16];
        snprintf(text, sizeof text, "%d", index);
        GtkWidget *number = gtk_label_new(text);
        gtk_widget_add_css_class(number, "poll-option-number");
        gtk_box_append(GTK_BOX(row), number);
        snprintf(text, sizeof text, "Option %d", index);
        GtkWidget *entry = entry_with(text, NULL, 40);
        gtk_widget_set_hexpand(entry, TRUE);
        gtk_widget_set_valign(entry, GTK_ALIGN_CENTER);
        gtk_box_append(GTK_BOX(row), entry);
        gtk_box_append(GTK_BOX(list), row);
        if (!first) first = entry;
    }
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), list);
    gtk_widget_set_vexpand(scroller, TRUE);
    gtk_box_append(GTK_BOX(content), scroller);
    GtkWidget *page = clamped(with_intro(4, content, FALSE));
    g_object_set_data(G_OBJECT(page), "first-field", first);
    return page;
}

static GtkWidget *chat_page(void) {
    /* The demo's own conversation (DemoConversation.swift), word for word: wrapping costs grow
     * with the text, so shorter messages would make the peer's chat cheaper than the demo's
     * for its content alone. Odd messages are the user's. */
    static const char *const messages[] = {
        "Hi! Are we still on for Saturday?", "Yes! Where do you want to meet?",
        "How about the café by the river, the one with the blue door and the tiny garden at the "
        "back? They open at nine and the croissants go fast.",
        "Perfect, see you at nine.",
        "Type a reply below: the keyboard slides up and the message bar rides on it.", NULL,
    };
    GtkWidget *header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6);
    gtk_widget_add_css_class(header, "chat-header");
    GtkWidget *name = gtk_label_new("Maya");
    gtk_widget_add_css_class(name, "chat-partner");
    gtk_label_set_xalign(GTK_LABEL(name), 0);
    gtk_widget_set_hexpand(name, TRUE);
    gtk_widget_set_margin_start(name, 8);
    gtk_box_append(GTK_BOX(header), name);
    GtkWidget *down = gtk_button_new_from_icon_name("go-down-symbolic");
    gtk_widget_add_css_class(down, "flat");
    gtk_box_append(GTK_BOX(header), down);

    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_valign(column, GTK_ALIGN_END);
    gtk_widget_set_margin_start(column, 12);
    gtk_widget_set_margin_end(column, 12);
    gtk_widget_set_margin_top(column, 12);
    gtk_widget_set_margin_bottom(column, 12);
    for (const char *const *text = messages; *text; text++) {
        GtkWidget *label = gtk_label_new(*text);
        gboolean mine = (text - messages) % 2;
        gtk_widget_add_css_class(label, "bubble");
        gtk_widget_add_css_class(label, mine ? "mine" : "theirs");
        gtk_label_set_wrap(GTK_LABEL(label), TRUE);
        gtk_label_set_max_width_chars(GTK_LABEL(label), 36);
        gtk_label_set_wrap_mode(GTK_LABEL(label), PANGO_WRAP_WORD_CHAR);  /* as the demo's bubbles */
        gtk_label_set_xalign(GTK_LABEL(label), 0);
        gtk_widget_set_halign(label, mine ? GTK_ALIGN_END : GTK_ALIGN_START);
        gtk_box_append(GTK_BOX(column), label);
    }
    GtkWidget *scroller = gtk_scrolled_window_new();
    gtk_widget_add_css_class(scroller, "chat-list");
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), column);
    gtk_widget_set_vexpand(scroller, TRUE);

    GtkWidget *bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8);
    gtk_widget_add_css_class(bar, "message-bar");
    GtkWidget *entry = entry_with("Message", NULL, 40);
    gtk_widget_set_hexpand(entry, TRUE);
    gtk_box_append(GTK_BOX(bar), entry);
    GtkWidget *send = gtk_button_new_with_label("Send");
    gtk_widget_add_css_class(send, "suggested-action");
    gtk_box_append(GTK_BOX(bar), send);

    GtkWidget *pane = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_append(GTK_BOX(pane), header);
    gtk_box_append(GTK_BOX(pane), scroller);
    gtk_box_append(GTK_BOX(pane), bar);
    GtkWidget *page = clamped(with_intro(3, pane, FALSE));
    g_object_set_data(G_OBJECT(page), "first-field", entry);
    return page;
}

/* The demo's placeholder page: a 640 px column (its content clamp) with 20 px margins, the text
 * view 200 px tall in a scrolled window, wrapping words or characters, 30/24/30/24 insets. */
static GtkWidget *placeholder_page(void) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
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
    gtk_scrolled_window_set_has_frame(GTK_SCROLLED_WINDOW(scroller), TRUE);  /* the demo's field border */
    gtk_widget_set_size_request(scroller, -1, 200);
    gtk_widget_set_valign(scroller, GTK_ALIGN_START);
    gtk_box_append(GTK_BOX(box), scroller);
    GtkWidget *page = clamped(with_intro(1, box, FALSE));
    g_object_set_data(G_OBJECT(page), "first-field", placeholder_view);
    return page;
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

static const struct {
    const char *name, *title;
    GtkWidget *(*build)(void);
    gboolean keyboard;  /* the demo's header shows its keyboard button on this page */
    /* The demo's keyboard is up as the page opens (its first field takes the focus), and its
     * header button shows that, checked: drawn raised at every frame. The peer draws no
     * keyboard, but its header is the demo's, so its button is checked there too. (The demo's
     * chat page opens on its back button, its keyboard down.) */
    gboolean keyboard_up;
} pages[] = {
    {"floating", "Floating Labels", floating_page, FALSE, FALSE},
    {"placeholder", "Placeholder Text", placeholder_page, FALSE, FALSE},
    {"login", "Login", login_page, FALSE, FALSE},
    {"chat", "Chat", chat_page, TRUE, FALSE},
    {"poll", "Poll", poll_page, TRUE, TRUE},
};
static GtkWidget *keyboard_button;
/* A page is built the first time it shows, as the demo's are; its first field takes the focus
 * then (the caret blinks there). Grabbed, not moved to with gtk_widget_child_focus: before the
 * window is mapped that finds nothing to focus, and the window's own first focus is the page's
 * entry on GTK 4.8 but the sidebar's first row on GTK 4.18 (no caret, so no blink to measure). */
static void on_page_shown(GtkStack *stack, GParamSpec *pspec, gpointer data) {
    (void)pspec; (void)data;
    GtkWidget *holder = gtk_stack_get_visible_child(stack);
    if (!holder) return;
    int index = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(holder), "page-index"));
    gtk_widget_set_visible(keyboard_button, pages[index].keyboard);
    if (gtk_widget_get_first_child(holder)) return;
    GtkWidget *page = pages[index].build();
    GtkWidget *field = g_object_get_data(G_OBJECT(page), "first-field");
    if (!pages[index].keyboard) {
        /* As the demo's: a page without the keyboard scrolls when the window is shorter. */
        GtkWidget *scroller = gtk_scrolled_window_new();
        gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
        gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroller), page);
        page = scroller;
    }
    gtk_box_append(GTK_BOX(holder), page);
    if (field) gtk_widget_grab_focus(field);
    if (pages[index].keyboard_up) gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(keyboard_button), TRUE);
}

/* The primary menu, made the first time it opens, as the demo's. */
static void make_menu(GtkMenuButton *button, gpointer data) {
    (void)data;
    GMenu *menu = g_menu_new();
    g_menu_append(menu, "Keyboard Shortcuts", "win.show-help-overlay");
    g_menu_append(menu, "About InputMotion", "app.about");
    gtk_menu_button_set_menu_model(button, G_MENU_MODEL(menu));
    g_object_unref(menu);
}

/* The demo's keyboard shortcuts, as GtkApplication accelerators (GTK checks them at every
 * key press, before the focused field: the demo pays that, and so does the peer). */
static const char *const shortcuts[][2] = {
    {"win.slow-motion", "<Control><Shift>s"}, {"win.pause-motion", "<Control><Shift>p"},
    {"win.step-forward", "<Alt>period"}, {"win.step-back", "<Alt>comma"},
    {"win.frame-pacing", "<Control><Shift>f"}, {"win.motion-inspector", "<Control><Shift>m"},
    {"win.toggle-keyboard", "<Control>k"}, {"win.show-page::floating", "<Alt>1"},
    {"win.show-page::placeholder", "<Alt>2"}, {"win.show-page::login", "<Alt>3"},
    {"win.show-page::chat", "<Alt>4"}, {"win.show-page::poll", "<Alt>5"},
    {"win.go-back", "<Alt>Left"}, {"win.show-shortcuts", "<Control>question"},
    {"win.close", "<Control>w"}, {"app.quit", "<Control>q"},
};

static void set_shortcuts(GtkApplication *app) {
    for (size_t index = 0; index < G_N_ELEMENTS(shortcuts); index++) {
        const char *accels[] = {shortcuts[index][1], NULL};
        gtk_application_set_accels_for_action(app, shortcuts[index][0], accels);
    }
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
    set_shortcuts(app);
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, peer_css, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(css);

    gtk_window_set_title(GTK_WINDOW(window), "InputMotion");
    gtk_window_set_default_size(GTK_WINDOW(window), 900, 640);
    GtkWidget *header = gtk_header_bar_new();
    GtkWidget *menu = gtk_menu_button_new();
    gtk_menu_button_set_icon_name(GTK_MENU_BUTTON(menu), "open-menu-symbolic");
    gtk_menu_button_set_create_popup_func(GTK_MENU_BUTTON(menu), make_menu, NULL, NULL);
    gtk_menu_button_set_has_frame(GTK_MENU_BUTTON(menu), FALSE);  /* flat, as the demo's */
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), menu);
    keyboard_button = gtk_toggle_button_new();
    gtk_button_set_icon_name(GTK_BUTTON(keyboard_button), "input-keyboard-symbolic");
    gtk_widget_add_css_class(keyboard_button, "flat");
    gtk_header_bar_pack_end(GTK_HEADER_BAR(header), keyboard_button);
    gtk_window_set_titlebar(GTK_WINDOW(window), header);
    if (probing) g_signal_connect(window, "realize", G_CALLBACK(on_realize), NULL);

    GtkWidget *stack = gtk_stack_new();
    gtk_widget_set_hexpand(stack, TRUE);
    for (size_t index = 0; index < G_N_ELEMENTS(pages); index++) {
        GtkWidget *holder = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        g_object_set_data(G_OBJECT(holder), "page-index", GINT_TO_POINTER(index));
        gtk_stack_add_titled(GTK_STACK(stack), holder, pages[index].name, pages[index].title);
    }
    gtk_stack_set_visible_child_name(GTK_STACK(stack), first_page);

    GtkWidget *sidebar = gtk_stack_sidebar_new();
    gtk_stack_sidebar_set_stack(GTK_STACK_SIDEBAR(sidebar), GTK_STACK(stack));
    gtk_widget_set_size_request(sidebar, 190, -1);
    GtkWidget *body = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_box_append(GTK_BOX(body), sidebar);
    gtk_box_append(GTK_BOX(body), gtk_separator_new(GTK_ORIENTATION_VERTICAL));
    gtk_box_append(GTK_BOX(body), stack);
    gtk_window_set_child(GTK_WINDOW(window), body);
    on_page_shown(GTK_STACK(stack), NULL, NULL);
    g_signal_connect(stack, "notify::visible-child", G_CALLBACK(on_page_shown), NULL);
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
