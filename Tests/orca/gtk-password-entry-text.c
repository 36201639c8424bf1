/* GTK 4.8.3 bug (not InputMotion's): a GtkPasswordEntry exposes its real text to screen
 * readers. Its AT-SPI Text interface (GetText) returns what was typed, not the bullets on
 * screen, and its text-changed:insert events carry each typed character. Orca 43, which
 * leaves the masking to the toolkit, echoes every character typed into a "password text"
 * (key echo is on by default) and reads the text out when it is selected, as when GTK selects
 * the whole field on focus. An app cannot give GTK's accessible other text; the demo's login
 * form is a GtkPasswordEntry like this one (Tests/orca/journeys.py: login.password-not-spoken).
 *
 * A plain GTK window with one password entry; nothing else.
 *
 * Build:  cc gtk-password-entry-text.c -o /tmp/gtk-password-entry-text $(pkg-config --cflags --libs gtk4)
 * Run (headless; "secret" is typed into the entry, then Tests/orca/atspi_tree.py prints every
 * accessible's role, name, states and text):
 *   dbus-run-session -- xvfb-run -a sh -c '
 *     /usr/libexec/at-spi-bus-launcher --launch-immediately & bus=$!; sleep 1
 *     GTK_A11Y=atspi /tmp/gtk-password-entry-text & app=$!
 *     xdotool search --sync --name "^password entry text$" windowfocus --sync type secret; sleep 1
 *     /usr/bin/python3 Tests/orca/atspi_tree.py gtk-password-entry-text | grep "password text"
 *     kill $app $bus'
 * Seen with GTK 4.8.3 (Debian 12): "password text 'Password' [editable focusable focused
 * sensitive visible] text='secret'", while the entry shows six bullets. GTK 4.18 (Debian 13)
 * returns the real text too.
 */
#include <gtk/gtk.h>

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "password entry text");
  GtkWidget *entry = gtk_password_entry_new ();
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, "Password", -1);
  gtk_window_set_child (GTK_WINDOW (window), entry);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (entry);
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("org.example.PasswordEntryText", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
