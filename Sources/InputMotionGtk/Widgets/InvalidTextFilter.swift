import CGtk
import InputMotionCore

/// Keeps bytes that are not UTF-8 out of every text field of the process (`InsertedText`
/// decides what goes in instead): GTK 4.8 puts some of them (F4 90 80 80, above U+10FFFF)
/// into an entry unchecked when they are pasted, where Pango warns on every layout and the app
/// traps, and a text view drops the whole paste with a critical (a plain C app does both too).
///
/// Installed once for the classes, not per widget, so no field can be missed: GtkText (every
/// entry, password entry and the entry inside each) takes each insertion through its
/// "insert-text" class handler, which the filter stands in front of; GtkTextView's
/// "paste-clipboard" reads the clipboard's text first and hands valid text to GTK's own paste.
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
        g_signal_override_class_handler("paste-clipboard", gtk_text_view_get_type(), unsafeBitCast(pasteClipboard, to: GCallback.self))
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
    gtk_editable_insert_text(OpaquePointer(editable), repaired, Int32(repaired.utf8.count), position)
}

/// GtkTextView's "paste-clipboard", in front of GTK's: the clipboard's text is read first;
/// valid text is pasted by GTK as ever (emitted again and let through), other text goes in
/// repaired over the selection, as one undoable change.
private let pasteClipboard: @convention(c) (UnsafeMutableRawPointer?) -> Void = { view in
    // C callbacks run on the main thread; `nonisolated(unsafe)` carries GTK's pointers into
    // the main-actor body, which is where they belong anyway.
    guard let view else { return }
    nonisolated(unsafe) let instance = view
    MainActor.assumeIsolated {
        let textView = Gtk.TextView(instance)
        guard !InvalidTextFilter.lettingPasteThrough, gtk_text_view_get_editable(textView.c) != 0,
              let clipboard = gtk_widget_get_clipboard(textView.widget) else { return im_chain_simple(instance) }
        gdk_clipboard_read_text_async(clipboard, nil, clipboardTextRead, g_object_ref(instance))
    }
}

private let clipboardTextRead: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    defer { g_object_unref(data) }
    var error: UnsafeMutablePointer<GError>?
    nonisolated(unsafe) let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, &error)
    if let error { g_error_free(error) }
    defer { g_free(text) }
    nonisolated(unsafe) let instance = data
    MainActor.assumeIsolated {
        let view = Gtk.TextView(instance)
        // No text on the clipboard (or the view went away): GTK's paste would insert nothing either.
        guard let text, gtk_widget_get_root(view.widget) != nil else { return }
        guard let repaired = InsertedText.repaired(UnsafeRawBufferPointer(start: text, count: strlen(text))) else {
            InvalidTextFilter.lettingPasteThrough = true
            im_signal_emit_simple(instance, "paste-clipboard")
            InvalidTextFilter.lettingPasteThrough = false
            return
        }
        let buffer = gtk_text_view_get_buffer(view.c)
        let editable = gtk_text_view_get_editable(view.c)
        gtk_text_buffer_begin_user_action(buffer)
        _ = gtk_text_buffer_delete_selection(buffer, 1, editable)
        gtk_text_buffer_insert_interactive_at_cursor(buffer, repaired, Int32(repaired.utf8.count), editable)
        gtk_text_buffer_end_user_action(buffer)
        gtk_text_view_scroll_mark_onscreen(view.c, gtk_text_buffer_get_insert(buffer))
    }
}
