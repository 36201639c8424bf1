/* GTK 4.8.3 bug (not InputMotion's): a context menu opened on a window that is off-screen
 * (dragged off the monitor) gives
 *   Gdk-CRITICAL **: gdk_monitor_get_geometry: assertion 'GDK_IS_MONITOR (monitor)' failed
 * which G_DEBUG=fatal-criticals turns into an abort: the popover asks for the monitor under
 * the window, and there is none.
 *
 * A plain GTK window with one entry; nothing else. Without a window manager GTK moves the
 * window itself when its header bar is dragged, so a random drag can take it off-screen; the
 * monkey test (monkey.py) moves the window back to (0, 0) after every drag for this reason.
 *
 * Build:  cc gtk-offscreen-context-menu.c -o /tmp/gtk-offscreen-menu $(pkg-config --cflags --libs gtk4)
 * Run (headless; the window is moved past the screen's right edge, then Shift+F10 opens the
 * entry's context menu from the keyboard):
 *   dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" sh -c '
 *     G_DEBUG=fatal-criticals /tmp/gtk-offscreen-menu & app=$!
 *     window=$(xdotool search --sync --name "offscreen menu")
 *     xdotool windowmove $window 1500 100 windowfocus --sync $window
 *     sleep 0.5; xdotool key shift+F10
 *     sleep 1; kill $app; wait $app; echo "status $?"'
 * Seen with GTK 4.8.3 (Debian 12): the critical above, then status 133 (SIGTRAP from
 * G_DEBUG=fatal-criticals). On screen (windowmove $window 0 0) the menu opens and the kill
 * ends the app: status 143.
 */
#include <gtk/gtk.h>

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "offscreen menu");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 120);
  GtkWidget *entry = gtk_entry_new ();
  gtk_window_set_child (GTK_WINDOW (window), entry);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("org.example.OffscreenMenu", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
