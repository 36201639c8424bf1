/* GTK 4.8.3 bug (not InputMotion's): dragging a window by its header bar with no window
 * manager running gives, for the pressed widget and every ancestor up to the window,
 *   Gtk-WARNING **: Broken accounting of active state for widget 0x…(GtkHeaderBar)
 * (and GtkLabel, GtkCenterBox, GtkWindowHandle, GtkApplicationWindow). Without a window
 * manager GTK moves the window itself; the press that started the move is never matched by
 * a release on the same widgets, so their :active count goes wrong. Only a warning: nothing
 * is lost and nothing aborts.
 *
 * A plain GTK window with a header bar and one entry; nothing else. The monkey test
 * (monkey.py) drags the header bar at random, so it reports these warnings as GTK's.
 *
 * Build:  cc gtk-header-drag-active-state.c -o /tmp/gtk-header-drag $(pkg-config --cflags --libs gtk4)
 * Run (headless; three drags on the header bar's title, the window moved back after each):
 *   dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" sh -c '
 *     G_DEBUG=fatal-criticals /tmp/gtk-header-drag & app=$!
 *     window=$(xdotool search --sync --onlyvisible --name "header drag")
 *     xdotool windowmove $window 0 0 windowfocus $window; sleep 0.5
 *     for drag in 1 2 3; do
 *       xdotool mousemove 160 20 mousedown 1 sleep 0.03 mousemove 200 300 sleep 0.03 \
 *               mousemove 250 500 sleep 0.03 mouseup 1
 *       sleep 0.3; xdotool windowmove $window 0 0; sleep 0.3
 *     done
 *     kill $app; wait $app; echo "status $?"'
 * Seen with GTK 4.8.3 (Debian 12): the five warnings above once per drag, then status 143
 * (the kill). A click on the header bar without a drag gives none.
 */
#include <gtk/gtk.h>

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "header drag");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_set_titlebar (GTK_WINDOW (window), gtk_header_bar_new ());
  gtk_window_set_child (GTK_WINDOW (window), gtk_entry_new ());
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("org.example.HeaderDrag", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
