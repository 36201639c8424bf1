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
    var isAwaitingEcho: Bool { echo.expected != nil }
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
        Gtk.Editable(text).onInsertText { [weak self] inserted, _ in self?.echo.isEcho(inserted) ?? false }
        // A key the writer presses: what the input method commits next is theirs.
        let keys = gtk_event_controller_key_new()!
        Gtk.EventController(keys).add(to: text, phase: GTK_PHASE_CAPTURE)
        Gtk.KeyController(keys).onKeyPressed { [weak self] _, _ in
            self?.echo.keyPressed()
            return false
        }
    }

    /// Puts what is being composed into the text at the caret, and has the input method
    /// drop it (its late commit of it is dropped here). Nothing while nothing is composed.
    func commit() {
        guard !preedit.isEmpty else { return }
        let syllable = preedit
        KeyboardTyping.insert(syllable, into: text)
        echo.appCommitted(syllable)
        preedit = ""
        // GtkEntry resets its GtkText's input method; a password entry has none composing
        // (input methods leave password fields alone).
        if let entry = Gtk.Entry.ifInstance(entry) { gtk_entry_reset_im_context(entry.c) }
    }
}
