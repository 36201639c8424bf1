/* GTK 4.8.3 bug (not InputMotion's): Ctrl+Shift+U followed by six hex digits corrupts the
 * heap in GtkIMContextSimple (the built-in input method's Unicode hex entry).
 *
 * A plain GTK window with one entry; nothing else. The monkey test (monkey.py) never types
 * more than four hex digits after Ctrl+Shift+U, and always ends the entry, for this reason.
 *
 * Build:  cc gtk-hex-entry-six-digits.c -o /tmp/gtk-hex-entry $(pkg-config --cflags --libs gtk4)
 * Run (headless, glibc's heap checks on):
 *   dbus-run-session -- xvfb-run -a sh -c '
 *     MALLOC_CHECK_=3 G_DEBUG=fatal-criticals /tmp/gtk-hex-entry & app=$!
 *     xdotool search --sync --name "hex entry" windowfocus --sync
 *     for round in 1 2 3 4 5 6 7 8; do
 *       xdotool key ctrl+shift+u 1 0 f f f f space ctrl+shift+u 0 1 f 6 0 0 Return
 *     done
 *     sleep 1; kill $app; wait $app; echo "status $?"'
 * Seen with GTK 4.8.3 (Debian 12): "realloc(): invalid pointer", status 134 (glibc aborts on
 * the corrupted heap). With four digits (ctrl+shift+u 2 6 0 3 space, ctrl+shift+u 0 0 e 9
 * Return) the characters are committed and the kill ends the app: status 143.
 */
#include <gtk/gtk.h>

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "hex entry");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 120);
  GtkWidget *entry = gtk_entry_new ();
  gtk_window_set_child (GTK_WINDOW (window), entry);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("org.example.HexEntry", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
