import CGtk

/// A clipboard's text as the bytes it holds, for the fields' paste and middle-click paste
/// (`InvalidTextFilter`): GTK's own read of a clipboard's text stops at a NUL and hands over
/// bytes that are not UTF-8 unchecked. Plain text without a charset is taken as the locale's;
/// it is read only where that is UTF-8 (elsewhere GTK's own read converts it, to valid UTF-8).
enum ClipboardText {
    typealias Done = @MainActor (_ bytes: UnsafeRawBufferPointer?) -> Void

    /// Reads `clipboard` and hands its text's bytes to `done` (valid only during the call), or
    /// nil when it holds no text read that way (no text, or a read that failed).
    @MainActor
    static func read(_ clipboard: OpaquePointer, _ done: @escaping Done) {
        im_clipboard_read_text_bytes_async(clipboard, streamOpened, ClosureBox<Done>(done).handOver())
    }
}

/// Calls the read's `done` once and releases it.
private func finish(_ data: UnsafeMutableRawPointer, with bytes: UnsafeRawBufferPointer?) {
    nonisolated(unsafe) let bytes = bytes
    if let box = ClosureBox<ClipboardText.Done>.from(data) {
        MainActor.assumeIsolated { box.body(bytes) }
    }
    releaseClosureBox(data)
}

// GIO calls back on the main thread (the loop the read started from).
private let streamOpened: GAsyncReadyCallback = { source, result, data in
    guard let data, let source else { return }
    nonisolated(unsafe) let (clipboard, result, read) = (source, result, data)
    MainActor.assumeIsolated { streamOpened(Gdk.Clipboard(clipboard), result, read) }
}

private let bytesRead: GAsyncReadyCallback = { source, result, data in
    guard let data, let source else { return }
    nonisolated(unsafe) let (stream, result, read) = (source, result, data)
    // The splice's source is the memory stream streamOpened made.
    MainActor.assumeIsolated { bytesRead(Gio.MemoryOutputStream(stream), result, read) }
}

@MainActor
private func streamOpened(_ clipboard: Gdk.Clipboard, _ result: OpaquePointer?, _ data: UnsafeMutableRawPointer) {
    var error: UnsafeMutablePointer<GError>?
    var mimeType: UnsafePointer<CChar>?
    let stream = gdk_clipboard_read_finish(clipboard.c, result, &mimeType, &error)
    if let error { g_error_free(error) }
    let isUTF8 = mimeType.map { String(cString: $0) != "text/plain" || g_get_charset(nil) != 0 } ?? false
    guard let stream, isUTF8 else {
        dropReference(stream)
        return finish(data, with: nil)
    }
    let memory = g_memory_output_stream_new_resizable()
    g_output_stream_splice_async(memory, stream, GOutputStreamSpliceFlags(rawValue: G_OUTPUT_STREAM_SPLICE_CLOSE_SOURCE.rawValue | G_OUTPUT_STREAM_SPLICE_CLOSE_TARGET.rawValue),
                                 G_PRIORITY_DEFAULT, nil, bytesRead, data)
    dropReference(stream)
}

@MainActor
private func bytesRead(_ memory: Gio.MemoryOutputStream, _ result: OpaquePointer?, _ data: UnsafeMutableRawPointer) {
    defer { memory.unref() }
    var error: UnsafeMutablePointer<GError>?
    let read = g_output_stream_splice_finish(Gio.OutputStream(memory.raw).c, result, &error)
    if let error { g_error_free(error) }
    finish(data, with: read < 0 ? nil : UnsafeRawBufferPointer(start: g_memory_output_stream_get_data(memory.c), count: Int(g_memory_output_stream_get_data_size(memory.c))))
}
