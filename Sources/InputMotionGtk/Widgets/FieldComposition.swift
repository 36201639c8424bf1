import CGtk
import InputMotionCore

/// A text field's input-method composition, committed when the app consumes the field's
/// draft (Send, Log In, an on-screen key): the syllable being composed goes into the text
/// at the caret at once, exactly once, and the input method is reset.
///
/// Why: a GtkEntry's text leaves out what is being composed, and a button that takes no
/// focus never makes the input method commit it, so a Korean writer's "한글" was sent as "한".
/// IBus and Fcitx 5 answer the reset by committing the same syllable later, over D-Bus:
/// `CompositionEcho` (core) drops that echo, so the text never gets it twice, and a
/// selection the app made meanwhile is never replaced by it.
@MainActor
final class FieldComposition {
    /// The GtkText that takes the input method's text, and the entry around it (whose input
    /// method GTK lets an app reset).
    private let text: UnsafeMutablePointer<GtkWidget>
    private let entry: UnsafeMutablePointer<GtkWidget>
    /// What the input method is composing ("" when nothing).
    private(set) var preedit = ""
    /// Whether the input method's late commit of a syllable committed here is still expected.
    var isAwaitingEcho: Bool { echo.isWaiting(at: Self.now) }
    private var echo = CompositionEcho()

    /// The composition of `field` (an entry, or any editable delegating to a GtkText): one per
    /// text, made on first use and kept with it. Nil for a field with no GtkText.
    static func of(_ field: UnsafeMutablePointer<GtkWidget>) -> FieldComposition? {
        guard let text = KeyboardTyping.textTarget(for: field), Gtk.Text.isInstance(text) else { return nil }
        let object = Gtk.Text(text).object
        if let data = g_object_get_data(object, key) { return ClosureBox<FieldComposition>.from(data)?.body }
        let composition = FieldComposition(text: text, entry: field)
        g_object_set_data_full(object, key, ClosureBox(composition).handOver(), releaseClosureBox)
        return composition
    }

    private static let key = "inputmotion-field-composition"

    private init(text: UnsafeMutablePointer<GtkWidget>, entry: UnsafeMutablePointer<GtkWidget>) {
        self.text = text
        self.entry = entry
        Gtk.Text(text).onPreeditChanged { [weak self] in self?.preedit = $0 }
        Gtk.Editable(text).onInsertText { [weak self] inserted, _ in self?.echo.isEcho(inserted, at: Self.now) ?? false }
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
        let syllable = contextPreedit ?? preedit
        preedit = ""
        guard !syllable.isEmpty else { return }
        let before = String(cString: gtk_editable_get_text(Gtk.Text(text).editable))
        // GtkEntry resets its GtkText's input method; a password entry has none composing
        // (input methods leave password fields alone).
        if let entry = Gtk.Entry.ifInstance(entry) { gtk_entry_reset_im_context(entry.c) }
        guard String(cString: gtk_editable_get_text(Gtk.Text(text).editable)) == before else { return }  // committed at once
        KeyboardTyping.insert(syllable, into: text)
        echo.appCommitted(syllable, at: Self.now)
    }

    /// The preedit the GtkText's input method context holds now (nil without a context).
    private var contextPreedit: String? {
        guard let controllers = gtk_widget_observe_controllers(text) else { return nil }
        defer { dropReference(controllers) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            guard let keys = Gtk.KeyController.ifInstance(item), let context = gtk_event_controller_key_get_im_context(keys.c) else { continue }
            var string: UnsafeMutablePointer<CChar>?
            gtk_im_context_get_preedit_string(context, &string, nil, nil)
            defer { g_free(string) }
            return string.map { String(cString: $0) } ?? ""
        }
        return nil
    }

    private static var now: Double { Double(g_get_monotonic_time()) / 1e6 }
}
