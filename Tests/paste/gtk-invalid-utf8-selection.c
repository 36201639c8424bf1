/* GTK 4.8.3 bug (not InputMotion's): text that is not UTF-8, offered by another application as
 * the PRIMARY selection (middle-click paste) or dropped (drag-and-drop), goes into an entry
 * unchecked and makes a text view fail an assertion. GDK's string deserializer hands the bytes
 * over as they are (no UTF-8 check, up to GTK's current sources); GtkText inserts them, and
 * GtkTextBuffer's g_return_if_fail (g_utf8_validate ()) drops them from a text view.
 *
 * A plain GTK window: an entry, a password entry and a text view, stacked at 0,0 (40, 40 and
 * 200 px high); each prints its text in hex when it changes. InputMotion works around it in
 * Sources/InputMotionGtk/Widgets/InvalidTextFilter.swift; SelectionPasteTests tests the app.
 *
 * Build:  cc gtk-invalid-utf8-selection.c -o /tmp/gtk-invalid-utf8 $(pkg-config --cflags --libs gtk4)
 * Run (headless; xclip owns PRIMARY with a, F4 90 80 80, b; drag-source.py drags the same):
 *   printf 'a\xf4\x90\x80\x80b' > /tmp/bad.txt
 *   dbus-run-session -- xvfb-run -a sh -c '
 *     G_DEBUG=fatal-criticals /tmp/gtk-invalid-utf8 & app=$!
 *     xdotool search --sync --name "invalid utf-8"
 *     xclip -selection primary -target UTF8_STRING -in /tmp/bad.txt
 *     for y in 20 60 150; do xdotool mousemove 300 $y click 2; sleep 1; done
 *     kill $app; wait $app; echo "status $?"'
 * Seen with GTK 4.8.3 (Debian 12), for a middle-click and for a drop alike (the drag from
 * Tests/paste/drag-source.py /tmp/bad.txt, offering text/plain;charset=utf-8): the entry and
 * the password entry print "61 F4 90 80 80 62" with "Pango-WARNING: Invalid UTF-8 string passed
 * to pango_layout_set_text()" (a trap under G_DEBUG=fatal-warnings); the text view prints
 * nothing and "Gtk-CRITICAL: gtk_text_buffer_emit_insert: assertion 'g_utf8_validate (text,
 * len, NULL)' failed", status 133 (the trap fatal-criticals makes of it). Valid text ("GOOD")
 * goes into all three, status 143 (the kill).
 */
#include <gtk/gtk.h>
#include <stdio.h>

static void
print_text (const char *name, const char *text)
{
  printf ("%s:", name);
  for (const unsigned char *byte = (const unsigned char *) text; *byte; byte++)
    printf (" %02X", *byte);
  printf ("\n");
  fflush (stdout);
}

static void
entry_changed (GtkEditable *editable, gpointer name)
{
  print_text (name, gtk_editable_get_text (editable));
}

static void
buffer_changed (GtkTextBuffer *buffer, gpointer name)
{
  GtkTextIter start, end;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  char *text = gtk_text_buffer_get_text (buffer, &start, &end, TRUE);
  print_text (name, text);
  g_free (text);
}

int
main (void)
{
  gtk_init ();
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), "invalid utf-8");
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *password = gtk_password_entry_new ();
  GtkWidget *view = gtk_text_view_new ();
  gtk_widget_set_size_request (entry, 400, 40);
  gtk_widget_set_size_request (password, 400, 40);
  gtk_widget_set_size_request (view, 400, 200);
  gtk_box_append (GTK_BOX (box), entry);
  gtk_box_append (GTK_BOX (box), password);
  gtk_box_append (GTK_BOX (box), view);
  gtk_window_set_child (GTK_WINDOW (window), box);
  g_signal_connect (entry, "changed", G_CALLBACK (entry_changed), "entry");
  g_signal_connect (password, "changed", G_CALLBACK (entry_changed), "password");
  g_signal_connect (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), "changed", G_CALLBACK (buffer_changed), "text view");
  gtk_window_present (GTK_WINDOW (window));
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}
