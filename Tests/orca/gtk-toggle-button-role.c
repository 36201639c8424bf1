/* GTK 4.8.3 gap (not InputMotion's): no toggle-button role. GTK_ACCESSIBLE_ROLE_TOGGLE_BUTTON
 * came in GTK 4.10; GTK 4.8 exposes a GtkToggleButton as an AT-SPI "push button" with the
 * "pressed" state, which Orca 43 does not read on a push button (it reads pressed or checked
 * on a toggle button, checked on a check box), and none of GTK 4.8's roles maps to AT-SPI's
 * "toggle button". The demo's keyboard button is therefore a check box on GTK 4.8, checked
 * while pressed (im_toggle_button_new in Sources/CGtk/shim.h): Orca says "On-screen keyboard
 * check box not checked", and "checked" when it is pressed.
 *
 * A plain GTK window with toggle buttons, all pressed: one as GTK makes it, then (on GTK
 * before 4.10) one built with each accessible role GTK has, its label the role's name.
 *
 * Build:  cc gtk-toggle-button-role.c -o /tmp/gtk-toggle-button-role $(pkg-config --cflags --libs gtk4)
 * Run (headless; Tests/orca/atspi_tree.py prints every accessible's role, name and states):
 *   dbus-run-session -- xvfb-run -a sh -c '
 *     /usr/libexec/at-spi-bus-launcher --launch-immediately & bus=$!; sleep 1
 *     GTK_A11Y=atspi /tmp/gtk-toggle-button-role & app=$!
 *     xdotool search --sync --name "^toggle roles$" >/dev/null; sleep 1
 *     /usr/bin/python3 Tests/orca/atspi_tree.py gtk-toggle-button-role | grep -e "GTK'\''s own" -e "toggle button" -e "check box"
 *     kill $app $bus'
 * Seen with GTK 4.8.3 (Debian 12): 'push button "GTK's own" [focusable pressed sensitive
 * visible]'; no line starts with "toggle button"; the roles checkbox and switch give "check
 * box" (with "pressed", which Orca does not read there). With GTK 4.18 (Debian 13): 'toggle
 * button "GTK's own" [focusable pressed sensitive showing visible]'.
 */
#include <gtk/gtk.h>

static void
activate (GtkApplication *app, gpointer user_data)
{
  GtkWidget *window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "toggle roles");
  GtkWidget *box = gtk_flow_box_new ();
  GtkWidget *own = gtk_toggle_button_new_with_label ("GTK's own");
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (own), TRUE);
  gtk_flow_box_append (GTK_FLOW_BOX (box), own);
#if !GTK_CHECK_VERSION(4, 10, 0)
  /* Newer GTK refuses its abstract roles (a critical each); it has the toggle-button role. */
  GEnumClass *roles = g_type_class_ref (GTK_TYPE_ACCESSIBLE_ROLE);
  for (guint i = 0; i < roles->n_values; i++)
    {
      GtkAccessibleRole role = roles->values[i].value;
      /* Roles GTK keeps out of the tree, or that only a toplevel may have. */
      if (role == GTK_ACCESSIBLE_ROLE_NONE || role == GTK_ACCESSIBLE_ROLE_PRESENTATION ||
          role == GTK_ACCESSIBLE_ROLE_WINDOW)
        continue;
      gtk_flow_box_append (GTK_FLOW_BOX (box),
                           GTK_WIDGET (g_object_new (GTK_TYPE_TOGGLE_BUTTON, "accessible-role", role,
                                                     "label", roles->values[i].value_nick,
                                                     "active", TRUE, NULL)));
    }
  g_type_class_unref (roles);
#endif
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("org.example.ToggleButtonRole", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
