import CGtk
import InputMotionCore

/// Keeps bytes that are not UTF-8, and NULs, out of every text field of the process
/// (`InsertedText` decides what goes in instead): GTK 4.8 puts some of them (F4 90 80 80,
/// above U+10FFFF) into an entry unchecked when they are pasted, where Pango warns on every
/// layout and the app traps, and a text view drops the whole paste with a critical (a plain C
/// app does both too); both cut a paste at a NUL.
///
/// Installed once for the classes, not per widget, so no field can be missed: GtkText (every
/// entry, password entry and the entry inside each) takes each insertion through its
/// "insert-text" class handler, which the filter stands in front of; the "paste-clipboard" of
/// GtkText and GtkTextView reads the clipboard's bytes first and hands text that goes in
/// unchanged to GTK's own paste.
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
        im_clipboard_read_utf8_text_async(clipboard, clipboardStreamOpened, g_object_ref(instance))
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

private let clipboardStreamOpened: GAsyncReadyCallback = { source, result, data in
    guard let data else { return }
    var error: UnsafeMutablePointer<GError>?
    let stream = gdk_clipboard_read_finish(OpaquePointer(source), result, nil, &error)
    if let error { g_error_free(error) }
    guard let stream else {
        nonisolated(unsafe) let instance = data
        MainActor.assumeIsolated { letPasteThrough(instance) }
        return g_object_unref(data)
    }
    // The widget's reference goes on to the end of the read.
    let memory = g_memory_output_stream_new_resizable()
    g_output_stream_splice_async(memory, stream, GOutputStreamSpliceFlags(rawValue: G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue),
                                 G_PRIORITY_DEFAULT, nil, clipboardBytesRead, data)
    g_object_unref(stream)
}

private let clipboardBytesRead: GAsyncReadyCallback = { source, result, data in
    guard let data, let source else { return }
    defer { g_object_unref(data); g_object_unref(source) }
    var error: UnsafeMutablePointer<GError>?
    // The splice's source is the memory stream clipboardStreamOpened made.
    let output = UnsafeMutableRawPointer(source).assumingMemoryBound(to: GOutputStream.self)
    let read = g_output_stream_splice_finish(output, result, &error)
    if let error { g_error_free(error) }
    let memory = UnsafeMutableRawPointer(source).assumingMemoryBound(to: GMemoryOutputStream.self)
    nonisolated(unsafe) let bytes = UnsafeRawBufferPointer(start: g_memory_output_stream_get_data(memory), count: read < 0 ? 0 : Int(g_memory_output_stream_get_data_size(memory)))
    nonisolated(unsafe) let instance = data
    MainActor.assumeIsolated {
        let field = Gtk.AnyWidget(instance)
        // The field went away meanwhile: GTK's paste would insert nothing either.
        guard gtk_widget_get_root(field.widget) != nil else { return }
        guard read >= 0, let repaired = InsertedText.repaired(bytes) else { return letPasteThrough(instance) }
        insert(repaired, into: field)
    }
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
