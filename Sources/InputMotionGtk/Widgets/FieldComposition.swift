import CGtk
import InputMotionCore

/// A text field's input-method composition, committed when the app consumes the field's
/// draft (Send, Log In, an on-screen key, leaving the page): the syllable being composed goes into the text
/// at the caret at once, exactly once, and the input method is reset.
///
/// Why: a GtkEntry's text leaves out what is being composed, and a button that takes no
/// focus never makes the input method commit it, so a Korean writer's "한글" was sent as "한".
/// IBus and Fcitx 5 answer the reset by committing the same syllable later, over D-Bus (IBus
/// twice when focus leaves right after):
/// `CompositionEcho` (core) drops that echo, so the text never gets it twice, and a
/// selection the app made meanwhile is never replaced by it.
@MainActor
final class FieldComposition {
    /// The GtkText that takes the input method's text.
    private let text: UnsafeMutablePointer<GtkWidget>
    /// Its input method context, found once.
    private let inputMethod: UnsafeMutablePointer<GtkIMContext>?
    /// What the input method is composing ("" when nothing).
    private(set) var preedit = ""
    /// Whether the input method's late commit of a syllable committed here is still expected.
    var isAwaitingEcho: Bool { echo.isWaiting(at: Self.now) }
    private var echo = CompositionEcho()
    /// A selection the input method's commit would have deleted, until its text says whether
    /// it is the echo; an echo's selection, to put back once GtkText moved the caret.
    private var heldDeletion: (start: Int32, end: Int32)?
    private var selectionToRestore: (start: Int32, end: Int32)?
    private var isDeletingHeld = false

    /// The composition of `field` (a GtkText, an entry, or any editable delegating to a
    /// GtkText): one per text, made on first use and kept with it. Nil for a field with no
    /// GtkText.
    static func of(_ field: UnsafeMutablePointer<GtkWidget>) -> FieldComposition? {
        guard let text = KeyboardTyping.textTarget(for: field), Gtk.Text.isInstance(text) else { return nil }
        let object = Gtk.Text(text).object
        if let data = g_object_get_data(object, key) { return ClosureBox<FieldComposition>.from(data)?.body }
        let composition = FieldComposition(text: text)
        g_object_set_data_full(object, key, ClosureBox(composition).handOver(), releaseClosureBox)
        return composition
    }

    private static let key = "inputmotion-field-composition"

    /// Commits the composition of the text field that has focus in `window`, if any: the page
    /// it is on is about to be left (its text would otherwise stay composing, unseen, and land
    /// twice when IBus commits it on focus-out later).
    static func commitFocused(in window: UnsafeMutablePointer<GtkWidget>) {
        guard let focus = gtk_window_get_focus(Gtk.Window(window).c) else { return }
        of(focus)?.commit()
    }

    private init(text: UnsafeMutablePointer<GtkWidget>) {
        self.text = text
        inputMethod = Self.inputMethod(of: text)
        Gtk.Text(text).onPreeditChanged { [weak self] new in
            guard let self else { return }
            self.echo.preeditChanged(from: self.preedit, to: new, focused: gtk_widget_has_focus(text) != 0, at: Self.now)
            self.preedit = new
        }
        Gtk.Text(text).onInsertText { [weak self] inserted, position in
            guard let self, !KeyboardTyping.isInserting else { return false }
            let held = self.heldDeletion
            self.heldDeletion = nil
            if self.echo.isEcho(inserted, at: Self.now) {
                self.selectionToRestore = held
                return true
            }
            // Not the echo after all: the selection goes, as GtkText would have had it go.
            if let held {
                self.isDeletingHeld = true
                gtk_editable_delete_text(Gtk.Text(text).editable, held.start, held.end)
                self.isDeletingHeld = false
                position.pointee = held.start
            }
            return false
        }
        // GtkText takes a commit in two steps: the selection deleted, then the text inserted,
        // and the caret put after it. A commit while an echo is awaited may be the echo: its
        // deletion is held until its text shows which, and an echo's selection is put back.
        Gtk.Text(text).onDeleteText { [weak self] start, end in
            guard let self, !KeyboardTyping.isInserting, !self.isDeletingHeld, self.echo.isWaiting(at: Self.now),
                  let context = self.inputMethod, Gtk.IMContext(context).isCommitting else { return false }
            self.heldDeletion = (start, end)
            return true
        }
        if let context = inputMethod {
            Gtk.IMContext(context).onCommitAfter { [weak self] in
                // An echo's selection; or one whose deletion is still held: the commit had no
                // text (GtkText inserts nothing for ""), and only moved the caret.
                guard let self, let selection = self.selectionToRestore ?? self.heldDeletion else { return }
                (self.selectionToRestore, self.heldDeletion) = (nil, nil)
                // Once the input method's commit has wholly run: whoever emitted it may still
                // move the caret after the field's handler (Fcitx 5's client does, at times).
                MainLoop.onIdle { [weak self] in
                    guard let self else { return }
                    gtk_editable_select_region(Gtk.Text(self.text).editable, selection.start, selection.end)
                }
            }
        }
        // A key the writer presses: what the input method commits next is theirs.
        let keys = gtk_event_controller_key_new()!
        Gtk.EventController(keys).add(to: text, phase: GTK_PHASE_CAPTURE)
        Gtk.KeyController(keys).onKeyPressed { [weak self] _, _ in
            self?.echo.keyPressed()
            return false
        }
    }

    /// Has what is being composed put into the text at the caret, once: the input method is
    /// reset, and when it did not commit the syllable there and then, it goes in here (and its
    /// late commit of it is dropped). Nothing while nothing is composed.
    func commit() {
        // The input method's own preedit: "preedit-changed" may lag behind its commit.
        let context = inputMethod
        let syllable = context.map(Self.preedit(of:)) ?? preedit
        preedit = ""
        // The syllable committed a moment ago, still shown until the input method answers.
        guard !echo.isCommitted(syllable, at: Self.now) else { return }
        if syllable.isEmpty, let owed = echo.owed(at: Self.now) {
            // Taken back as the field lost focus, and not committed yet (Fcitx 5).
            KeyboardTyping.insert(owed, into: text)
            echo.appCommitted(owed, at: Self.now)
            return
        }
        guard !syllable.isEmpty, let context else { return }
        let before = String(cString: gtk_editable_get_text(Gtk.Text(text).editable))
        gtk_im_context_reset(context)
        guard String(cString: gtk_editable_get_text(Gtk.Text(text).editable)) == before else { return }  // committed at once
        KeyboardTyping.insert(syllable, into: text)
        echo.appCommitted(syllable, at: Self.now)
    }

    /// `text`'s input method context: its key controller's (GtkText keeps it private, and
    /// holds it as long as it lives).
    private static func inputMethod(of text: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkIMContext>? {
        guard let controllers = gtk_widget_observe_controllers(text) else { return nil }
        defer { dropReference(controllers) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            if let keys = Gtk.KeyController.ifInstance(item), let context = gtk_event_controller_key_get_im_context(keys.c) {
                return context
            }
        }
        return nil
    }

    /// What `context` is composing now.
    private static func preedit(of context: UnsafeMutablePointer<GtkIMContext>) -> String {
        var string: UnsafeMutablePointer<CChar>?
        gtk_im_context_get_preedit_string(context, &string, nil, nil)
        defer { g_free(string) }
        return string.map { String(cString: $0) } ?? ""
    }

    private static var now: Double { Double(g_get_monotonic_time()) / 1e6 }
}
