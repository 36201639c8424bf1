import CGtk
import InputMotionCore

/// Keeps bytes that are not UTF-8, and NULs, out of every text field of the process
/// (`InsertedText` decides what goes in instead): GTK 4.8 puts some of them (F4 90 80 80,
/// above U+10FFFF) into an entry unchecked when they are pasted, middle-click pasted or
/// dropped, where Pango warns on every layout and the app traps, and a text view drops the
/// whole text with a critical (a plain C app does all of it: Tests/paste/gtk-invalid-utf8-selection.c);
/// both cut a paste at a NUL. GDK's reading of text (its string deserializer) checks nothing in
/// GTK's current sources either, so nothing here is version-gated.
///
/// Installed once for the classes, not per widget, so no field can be missed: GtkText (every
/// entry, password entry and the entry inside each) takes each insertion through its
/// "insert-text" class handler, which the filter stands in front of (a middle-click paste and a
/// drop go through it too); the "paste-clipboard" of GtkText and GtkTextView reads the
/// clipboard's bytes first and hands text that goes in unchanged to GTK's own paste. A text
/// view checks its text before any signal, so it gets a middle-click paste of its own (added
/// as each realizes) and every drop target's text is repaired before its handlers see it.
/// Handlers connected to a widget's "insert-text" see the text first (the app's as valid UTF-8:
/// the binding decodes it, and what they insert themselves is valid).
enum InvalidTextFilter {
    /// Installs the filter (once; later calls do nothing).
    @MainActor
    static func install() { _ = installed }

    @MainActor
    private static let installed: Void = {
        _ = g_type_class_ref(gtk_text_get_type())  // a class is overridden once it exists
        _ = g_type_class_ref(gtk_text_view_get_type())
        g_signal_override_class_handler("insert-text", gtk_text_get_type(), unsafeBitCast(insertText, to: GCallback.self))
        for type in [gtk_text_get_type(), gtk_text_view_get_type()] {
            g_signal_override_class_handler("paste-clipboard", type, unsafeBitCast(pasteClipboard, to: GCallback.self))
        }
        g_signal_override_class_handler("realize", gtk_text_view_get_type(), unsafeBitCast(textViewRealized, to: GCallback.self))
        _ = g_type_class_ref(gtk_drop_target_get_type())
        g_signal_add_emission_hook(g_signal_lookup("drop", gtk_drop_target_get_type()), 0, repairDroppedText, nil, nil)
    }()

    /// Whether the paste being emitted is one the filter read and let through to GTK's own.
    @MainActor
    fileprivate static var lettingPasteThrough = false
}

/// GtkText's "insert-text", in front of GTK's: valid bytes go on as they are; for others the
/// emission stops (handlers connected after, as GTK's accessibility is, would get its bytes)
/// and the repaired text is inserted instead, in an emission of its own.
private let insertText: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?) -> Void = { editable, text, length, position in
    guard let editable, let text, let position else { return }
    let bytes = UnsafeRawBufferPointer(start: text, count: length < 0 ? strlen(text) : Int(length))
    guard let repaired = InsertedText.repaired(bytes) else {
        return im_chain_insert_text(editable, text, length, position)
    }
    g_signal_stop_emission_by_name(editable, "insert-text")
    nonisolated(unsafe) let (instance, at) = (editable, position)
    MainActor.assumeIsolated { gtk_editable_insert_text(Gtk.Editable(instance).editable, repaired, Int32(repaired.utf8.count), at) }
}

/// "paste-clipboard" of GtkText and GtkTextView, in front of GTK's: the clipboard's bytes are
/// read first (GTK's own read of its text stops at a NUL); text that goes in unchanged is
/// pasted by GTK as ever (emitted again and let through), other text goes in repaired over
/// the selection. When the clipboard has no UTF-8 text, GTK's paste does what it can.
private let pasteClipboard: @convention(c) (UnsafeMutableRawPointer?) -> Void = { widget in
    // C callbacks run on the main thread; `nonisolated(unsafe)` carries GTK's pointers into
    // the main-actor body, which is where they belong anyway.
    guard let widget else { return }
    nonisolated(unsafe) let instance = widget
    MainActor.assumeIsolated {
        let field = Gtk.AnyWidget(instance)
        guard !InvalidTextFilter.lettingPasteThrough, isEditable(field), let clipboard = gtk_widget_get_clipboard(field.widget) else {
            return im_chain_simple(instance)
        }
        g_object_ref(instance)  // to the end of the read
        ClipboardText.read(clipboard) { bytes in
            defer { g_object_unref(instance) }
            // The field went away meanwhile: GTK's paste would insert nothing either.
            guard gtk_widget_get_root(field.widget) != nil else { return }
            guard let bytes, let repaired = InsertedText.repaired(bytes) else { return letPasteThrough(instance) }
            insert(repaired, into: field)
        }
    }
}

@MainActor
private func isEditable(_ field: Gtk.AnyWidget) -> Bool {
    Gtk.TextView.isInstance(field.widget) ? gtk_text_view_get_editable(Gtk.TextView(field.raw).c) != 0
        : gtk_editable_get_editable(Gtk.Editable(field.raw).editable) != 0
}

/// GTK's own paste, for text it takes as it is (or a clipboard without UTF-8 text).
@MainActor
private func letPasteThrough(_ widget: UnsafeMutableRawPointer) {
    InvalidTextFilter.lettingPasteThrough = true
    im_signal_emit_simple(widget, "paste-clipboard")
    InvalidTextFilter.lettingPasteThrough = false
}

/// GtkTextView's "realize", after GTK's: the view gets its middle-click paste (once).
private let textViewRealized: @convention(c) (UnsafeMutableRawPointer?) -> Void = { widget in
    guard let widget else { return }
    im_chain_simple(widget)
    nonisolated(unsafe) let instance = widget
    MainActor.assumeIsolated {
        guard Gtk.AnyObject(instance).setFlagOnce(middleClickKey) else { return }
        let view = Gtk.AnyWidget(instance).widget
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click, guint(GDK_BUTTON_MIDDLE))
        Gtk.EventController(click).add(to: view, phase: GTK_PHASE_CAPTURE)
        Gtk.ClickGesture(click).onPressed { x, y in pastePrimary(into: view, at: x, y, claiming: click) }
    }
}

private let middleClickKey = "inputmotion-middle-click-paste"

/// A middle-click on an editable text view pastes the PRIMARY selection where it was clicked
/// (focus goes to the view; its caret and selection stay where they were), with the
/// selection's bytes read and repaired here: GTK's text view drops a paste of bytes that are
/// not UTF-8 with a failed assertion (a critical). Claimed, so GTK's own never runs too.
@MainActor
private func pastePrimary(into view: UnsafeMutablePointer<GtkWidget>, at x: Double, _ y: Double, claiming click: OpaquePointer) {
    let textView = view.asTextView
    let editable = gtk_text_view_get_editable(textView)
    guard editable != 0, let settings = gtk_widget_get_settings(view),
          im_object_get_boolean(Gtk.Settings(settings).raw, "gtk-enable-primary-paste") != 0,
          let buffer = gtk_text_view_get_buffer(textView), let primary = gtk_widget_get_primary_clipboard(view) else { return }
    gtk_gesture_set_state(click, GTK_EVENT_SEQUENCE_CLAIMED)
    gtk_widget_grab_focus(view)
    var bufferX: Int32 = 0, bufferY: Int32 = 0
    gtk_text_view_window_to_buffer_coords(textView, GTK_TEXT_WINDOW_WIDGET, Int32(x), Int32(y), &bufferX, &bufferY)
    var iter = GtkTextIter()
    gtk_text_view_get_iter_at_location(textView, &iter, bufferX, bufferY)
    // Where it was clicked, kept through edits made while the selection is read.
    let mark = gtk_text_buffer_create_mark(buffer, nil, &iter, 0)
    takeReference(view)
    takeReference(buffer)
    ClipboardText.read(primary) { bytes in
        defer {
            gtk_text_buffer_delete_mark(buffer, mark)
            dropReference(buffer)
            dropReference(view)
        }
        guard gtk_widget_get_root(view) != nil, gtk_text_view_get_buffer(textView) == buffer else { return }
        var at = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &at, mark)
        guard let bytes else {
            // No UTF-8 text (plain text in another charset): GTK's own paste converts it.
            return gtk_text_buffer_paste_clipboard(buffer, primary, &at, editable)
        }
        let text = InsertedText.repaired(bytes) ?? String(decoding: bytes, as: UTF8.self)
        gtk_text_buffer_begin_user_action(buffer)
        gtk_text_buffer_insert_interactive(buffer, &at, text, Int32(text.utf8.count), editable)
        gtk_text_buffer_end_user_action(buffer)
    }
}

/// GtkDropTarget's "drop", before every handler: a dropped text's bytes that are not UTF-8,
/// and NULs, are repaired in the value the handlers get. GTK reads a drop's text unchecked
/// (as a paste's), puts it into an entry as it is and fails an assertion in a text view.
private let repairDroppedText: GSignalEmissionHook = { _, count, values, _ in
    guard let values, count > 1, let boxed = g_value_get_boxed(values + 1) else { return 1 }
    // The value the drop target read: its own, handed to every handler of this emission.
    let value = UnsafeMutablePointer(mutating: boxed.assumingMemoryBound(to: GValue.self))
    guard g_type_check_value_holds(value, g_type_from_name("gchararray")) != 0, let text = g_value_get_string(value) else { return 1 }
    if let repaired = InsertedText.repaired(UnsafeRawBufferPointer(start: text, count: strlen(text))) {
        g_value_set_string(value, repaired)
    }
    return 1  // stays for the next drop
}

/// `text` over the selection at the caret, as GTK's paste puts it (one undoable change).
@MainActor
private func insert(_ text: String, into field: Gtk.AnyWidget) {
    let length = Int32(text.utf8.count)
    guard Gtk.TextView.isInstance(field.widget) else {
        let editable = Gtk.Editable(field.raw).editable
        gtk_editable_delete_selection(editable)
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, text, length, &position)
        gtk_editable_set_position(editable, position)
        return
    }
    let view = Gtk.TextView(field.raw)
    let buffer = gtk_text_view_get_buffer(view.c)
    let editable = gtk_text_view_get_editable(view.c)
    gtk_text_buffer_begin_user_action(buffer)
    _ = gtk_text_buffer_delete_selection(buffer, 1, editable)
    gtk_text_buffer_insert_interactive_at_cursor(buffer, text, length, editable)
    gtk_text_buffer_end_user_action(buffer)
    gtk_text_view_scroll_mark_onscreen(view.c, gtk_text_buffer_get_insert(buffer))
}
