import CGtk
import Glibc
import InputMotionCore

/// Keeps tuned motion values across restarts in a small keyfile,
/// `$XDG_STATE_HOME/inputmotion/motion.ini` (`MotionStateFileFormat` reads and words it).
/// Written atomically (`g_file_set_contents` writes a temporary file and renames it), at most
/// once a second after a change (a one-shot timeout), and once more when the window closes.
/// Seed values are not written.
///
/// Off until `restore()` (the app calls it; tests and capture runs never touch the file).
/// Nothing in the file is lost: lines that cannot be used are warned about, one short line
/// each, and the file as it was is kept as `motion.ini.corrupt` (`-2`, `-3`… when that is
/// taken) before motion.ini is written again with what was used. A file that cannot be read
/// at all is moved to such a name. When no copy can be made, nothing is saved this run.
@MainActor
public enum MotionStateFile {
    private static var enabled = false
    private static var pendingSave: guint = 0
    /// More than any tuned catalog needs: a bigger file is moved aside unread.
    private static let largestReadableSize = 1 << 20

    /// The file's path (tests point it elsewhere).
    static var path = String(cString: g_get_user_state_dir()) + "/inputmotion/motion.ini"

    /// Loads saved values into the live catalog and saves changes from now on.
    public static func restore() {
        enabled = true
        guard let (bytes, reading) = read() else { return }
        for warning in reading.warnings { warn(warning) }
        MotionContext.shared.catalog = reading.catalog
        guard !reading.warnings.isEmpty else { return }
        switch keepCopy(of: bytes) {
        case let .success(copy):
            warn(tr("motion.ini: kept as it was in {path}; the lines above were left out of motion.ini").filled(["path": copy]))
            save()  // what was used, so the next start neither warns again nor loses it
        case let .failure(reason):
            enabled = false
            warn(tr("motion.ini: could not keep a copy ({reason}); it is left as it is and nothing is saved to it this run")
                .filled(["reason": reason.text]))
        }
    }

    /// Loads saved values into the live catalog and never writes, moves or copies the file
    /// (`--capture`, which films what the user tuned). Lines it cannot use are warned about.
    public static func loadReadOnly() {
        guard let (_, reading) = read(movingAsideWhenUnreadable: false) else { return }
        for warning in reading.warnings { warn(warning) }
        MotionContext.shared.catalog = reading.catalog
    }

    /// The file's bytes and what they give; nil when there is no file or it cannot be read
    /// (then moved aside with a warning, unless told not to: then only warned about).
    private static func read(movingAsideWhenUnreadable moving: Bool = true) -> ([UInt8], MotionStateFileFormat.Reading)? {
        let moveAside: (String) -> Void = moving ? { Self.moveAside(because: $0) } : { warn(tr("motion.ini: {reason}; seed values used").filled(["reason": $0])) }
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno != ENOENT { moveAside(String(cString: strerror(errno))) }
            return nil
        }
        // A FIFO would block the start, a huge file take long: only a regular file of a sane size is read.
        guard (info.st_mode & S_IFMT) == S_IFREG else { moveAside(tr("not a regular file")); return nil }
        guard Int(info.st_size) <= largestReadableSize else { moveAside(tr("larger than 1 MB")); return nil }
        var contents: UnsafeMutablePointer<CChar>?
        var length = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? tr("unknown error")
            if let error { g_error_free(error) }
            moveAside(reason)
            return nil
        }
        defer { g_free(contents) }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(contents).assumingMemoryBound(to: UInt8.self), count: length))
        return (bytes, MotionStateFileFormat.read(bytes))
    }

    private static func warn(_ line: String) { printToStandardError("inputmotion-demo: warning: " + line) }

    /// Why a file operation failed, as the system says it.
    private struct FileError: Error { let text: String }

    /// Writes `bytes` to the first copy name not taken (O_EXCL: a copy never replaces another).
    private static func keepCopy(of bytes: [UInt8]) -> Result<String, FileError> {
        for attempt in 1...100 {
            let copy = MotionStateFileFormat.copyName(path, attempt: attempt)
            let file = open(copy, O_WRONLY | O_CREAT | O_EXCL, 0o600)
            if file < 0 {
                if errno == EEXIST { continue }
                return .failure(FileError(text: String(cString: strerror(errno))))
            }
            let written = bytes.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
            let failure = written == bytes.count ? nil : String(cString: strerror(errno))
            close(file)
            if let failure {
                _ = unlink(copy)
                return .failure(FileError(text: failure))
            }
            return .success(copy)
        }
        return .failure(FileError(text: tr("every copy name is taken")))
    }

    /// A file that cannot be read: moved to the first copy name not taken; seed values are used.
    private static func moveAside(because reason: String) {
        for attempt in 1...100 {
            let copy = MotionStateFileFormat.copyName(path, attempt: attempt)
            // link() never replaces an existing name; a folder cannot be linked, so it is renamed
            // when the name is free.
            var moved = link(path, copy) == 0 && unlink(path) == 0
            if !moved, errno == EEXIST { continue }
            if !moved, access(copy, F_OK) != 0, rename(path, copy) == 0 { moved = true }
            if moved {
                warn(tr("motion.ini: {reason}; moved to {path}, seed values used").filled(["reason": reason, "path": copy]))
                return
            }
            break
        }
        enabled = false
        warn(tr("motion.ini: {reason}; could not move it aside ({error}): seed values used, nothing saved to it this run")
            .filled(["reason": reason, "error": String(cString: strerror(errno))]))
    }

    /// The catalog changed: save within a second (one write for a burst of edits).
    static func catalogChanged() {
        guard enabled, pendingSave == 0 else { return }
        pendingSave = g_timeout_add_seconds_full(G_PRIORITY_DEFAULT, 1, { _ in
            MainActor.assumeIsolated {
                MotionStateFile.pendingSave = 0
                MotionStateFile.save()
            }
            return 0  // G_SOURCE_REMOVE: one shot
        }, nil, nil)
    }

    /// Stops saving (tests).
    static func disable() {
        flush()
        enabled = false
    }

    /// Writes a pending change now (the window is closing).
    static func flush() {
        guard pendingSave != 0 else { return }
        g_source_remove(pendingSave)
        pendingSave = 0
        save()
    }

    private static func save() {
        let text = MotionStateFileFormat.text(of: MotionContext.shared.catalogToSave)
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        g_mkdir_with_parents(directory, 0o700)
        var error: UnsafeMutablePointer<GError>?
        if g_file_set_contents(path, text, gssize(text.utf8.count), &error) == 0, let error {
            warn(tr("could not save motion values: {reason}").filled(["reason": String(cString: error.pointee.message)]))
            g_error_free(error)
        }
    }
}
