/* GTK 4.8.3 bug (not InputMotion's): a frame that shows a GtkTextView page of a GtkStack for
 * the first time at a new width, while an ancestor two or more levels above the stack was
 * queued for allocation, leaves the stack's parent without an allocation. That frame then
 * draws nothing there and says
 *   Gtk-WARNING **: Trying to snapshot GtkBox 0x… without a current allocation
 * Inside its allocation the text view wraps its text again and queues a resize; the queue
 * stops at an ancestor that is still being allocated, and nothing allocates the widgets it
 * marked. A later allocation of an ancestor heals it (the next frame, if one is queued).
 *
 * InputMotion meets it when the folded window's page slide brings in the multi-line text
 * page (the slide queues the split's allocation) after the window's width changed.
 *
 * A plain GTK window: box → box → stack of an entry and a scrolled text view with a long
 * text; nothing else. Every 150 ms it goes on: window 1280 wide, show the entry, window 360
 * wide, show the text view and queue an allocation of the outer box; the text view is shown
 * 15 times.
 *
 * Build:  cc gtk-textview-rewrap-lost-allocation.c -o /tmp/gtk-textview-rewrap $(pkg-config --cflags --libs gtk4)
 * Run (headless):
 *   dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" sh -c '
 *     GSK_RENDERER=cairo G_DEBUG=fatal-criticals /tmp/gtk-textview-rewrap; echo "status $?"' 2>&1 |
 *     grep -c "without a current allocation"
 * Seen with GTK 4.8.3 (Debian 12): 14 (every showing but the first), status 0. Queueing the
 * stack's own allocation instead of the outer box's, or nothing, gives 0; keeping the window
 * 360 wide throughout gives 1.
 */
#include <gtk/gtk.h>

static GtkWidget *window, *outer, *stack;
static int step;

static gboolean
next_step (gpointer user_data)
{
  switch (step++ % 4)
    {
    case 0: gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800); break;
    case 1: gtk_stack_set_visible_child_name (GTK_STACK (stack), "entry"); break;
    case 2: gtk_window_set_default_size (GTK_WINDOW (window), 360, 640); break;
    case 3:
      gtk_stack_set_visible_child_name (GTK_STACK (stack), "text");
      gtk_widget_queue_allocate (outer);
      break;
    }
  if (step < 60)
    return G_SOURCE_CONTINUE;
  g_application_quit (G_APPLICATION (user_data));
  return G_SOURCE_REMOVE;
}

static void
activate (GtkApplication *app, gpointer user_data)
{
  window = gtk_application_window_new (app);
  gtk_window_set_title (GTK_WINDOW (window), "text view rewrap");
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);

  GtkWidget *view = gtk_text_view_new ();
  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  GString *text = g_string_new (NULL);
  for (int i = 0; i < 40; i++)
    g_string_append (text, "Some words that wrap at other places at every width. ");
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)), text->str, -1);
  g_string_free (text, TRUE);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);

  stack = gtk_stack_new ();
  gtk_widget_set_vexpand (stack, TRUE);
  gtk_stack_add_named (GTK_STACK (stack), gtk_entry_new (), "entry");
  gtk_stack_add_named (GTK_STACK (stack), scroller, "text");

  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (inner), stack);
  outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (outer), inner);
  gtk_window_set_child (GTK_WINDOW (window), outer);
  gtk_window_present (GTK_WINDOW (window));
  g_timeout_add (150, next_step, app);
}

int
main (int argc, char **argv)
{
  GtkApplication *app = gtk_application_new ("org.example.TextViewRewrap", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  int status = g_application_run (G_APPLICATION (app), argc, argv);
  g_object_unref (app);
  return status;
}
