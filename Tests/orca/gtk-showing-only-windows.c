/* GTK 4.8.3 bug (not InputMotion's): only an accessible with the WINDOW role gets AT-SPI's
 * SHOWING state. Every other one (a label, a button, a GtkAboutDialog built with the DIALOG
 * role) is "visible" but never "showing", and Orca 43 passes over what is not showing:
 *  - a window that becomes active is presented only if it is "active and showing": an About
 *    dialog with the DIALOG role opens silently (the demo keeps the WINDOW role there, see
 *    im_about_dialog_new in Sources/CGtk/shim.h; Orca then says "About InputMotion frame");
 *  - flat review (KP_Up and the other review keys) collects only the objects that are
 *    "showing and visible": it finds the window alone and reads its title line.
 *
 * A plain GTK window with a label and a button; the button opens two About dialogs over it:
 * one with the DIALOG role, one with GTK's own WINDOW role.
 *
 * Build:  cc gtk-showing-only-windows.c -o /tmp/gtk-showing-only-windows $(pkg-config --cflags --libs gtk4)
 * Run (headless; Tests/orca/atspi_tree.py prints every accessible's role, name and states):
 *   dbus-run-session -- xvfb-run -a sh -c '
 *     /usr/libexec/at-spi-bus-launcher --launch-immediately & bus=$!; sleep 1
 *     GTK_A11Y=atspi /tmp/gtk-showing-only-windows & app=$!
 *     xdotool search --sync --name "^showing only windows$" windowfocus --sync key space
 *     xdotool search --sync --name "^About window role$" >/dev/null; sleep 1
 *     /usr/bin/python3 Tests/orca/atspi_tree.py gtk-showing-only-windows
 *     kill $app $bus'
 * Seen with GTK 4.8.3 (Debian 12): "frame 'showing only windows' [sensitive showing visible]"
 * with "label 'A label' [sensitive visible]" and "push button 'Open the About dialogs'
 * [focusable sensitive visible]": not showing; "dialog 'About dialog role' [modal sensitive
 * visible]": not showing; "frame 'About window role' [active modal sensitive showing visible]".
 * With GTK 4.18 (Debian 13) every one of them is showing and the dialog is a "dialog".
 */
#include <gtk/gtk.h>

static void
present_about (GtkWindow *parent, const char *name, gboolean dialog_role)
{
  const char *credits[] = { "Someone", NULL };
  GtkWidget *about = dialog_role
    ? GTK_WIDGET (g_object_new (GTK_TYPE_ABOUT_DIALOG, "accessible-role", GTK_ACCESSIBLE_ROLE_DIALOG, NULL))
    : gtk_about_dialog_new ();
  gtk_about_dialog_set_program_name (GTK_ABOUT_DIALOG (about), name);
  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  gtk_window_present (GTK_WINDOW (about));
  /* After presenting, as the demo does: with a credit section added before, GTK 4.8 exposes
     the dialog as a "filler" that is not showing either. */
  gtk_about_dialog_add_credit_section (GTK_ABOUT_DIALOG (about), "Thanks", credits);
}

static void
open_abouts (GtkButton *button, gpointer window)
{
  present_about (GTK_WINDOW (window), "dialog role", TRUE);
  present_about (GTK_WINDOW (window), "window role", FALSE);
}

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "showing only windows");
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), gtk_label_new ("A label"));
  GtkWidget *button = gtk_button_new_with_label ("Open the About dialogs");
  g_signal_connect (button, "clicked", G_CALLBACK (open_abouts), window);
  gtk_box_append (GTK_BOX (box), button);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (button);
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("org.example.ShowingOnlyWindows", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
