import CGtk
import InputMotionCore

/// Keeps tuned motion values across restarts in a small keyfile,
/// `$XDG_STATE_HOME/inputmotion/motion.ini` (group `[motion]`, one key per tuned motion;
/// `MotionCatalogState` decides what is in it). Written atomically (`g_file_set_contents`
/// writes a temporary file and renames it), at most once a second after a change (a one-shot
/// timeout), and once more when the window closes. Seed values are not written.
///
/// Off until `restore()` (the app calls it; tests and capture runs never touch the file). A
/// file that cannot be parsed is set aside as `motion.ini.corrupt` with one warning; entries
/// that cannot be used are skipped with a warning each.
@MainActor
public enum MotionStateFile {
    private static var enabled = false
    private static var pendingSave: guint = 0
    private static let group = "motion"

    /// The file's path (tests point it elsewhere).
    static var path = String(cString: g_get_user_state_dir()) + "/inputmotion/motion.ini"

    /// Loads saved values into the live catalog and saves changes from now on.
    public static func restore() {
        enabled = true
        let keyFile = g_key_file_new()!
        defer { g_key_file_unref(keyFile) }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_load_from_file(keyFile, path, IM_KEY_FILE_NONE, &error) != 0 else {
            if let error {
                let missing = error.pointee.domain == g_file_error_quark() && error.pointee.code == G_FILE_ERROR_NOENT.rawValue
                if !missing {
                    printToStandardError("inputmotion-demo: saved motion values unreadable (\(String(cString: error.pointee.message))); set aside as \(path).corrupt")
                    _ = rename(path, path + ".corrupt")
                }
                g_error_free(error)
            }
            return
        }
        var entries: [(name: String, value: String)] = []
        var count: gsize = 0
        if let keys = g_key_file_get_keys(keyFile, group, &count, nil) {
            defer { g_strfreev(keys) }
            for index in 0..<Int(count) {
                guard let key = keys[index], let value = g_key_file_get_string(keyFile, group, key, nil) else { continue }
                entries.append((String(cString: key), String(cString: value)))
                g_free(value)
            }
        }
        let restored = MotionCatalogState.catalog(from: entries)
        for warning in restored.warnings { printToStandardError("inputmotion-demo: \(warning)") }
        MotionContext.shared.catalog = restored.catalog
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
        let keyFile = g_key_file_new()!
        defer { g_key_file_unref(keyFile) }
        for entry in MotionCatalogState.entries(of: MotionContext.shared.catalog) {
            g_key_file_set_string(keyFile, group, entry.name, entry.value)
        }
        var length: gsize = 0
        guard let data = g_key_file_to_data(keyFile, &length, nil) else { return }
        defer { g_free(data) }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        g_mkdir_with_parents(directory, 0o700)
        var error: UnsafeMutablePointer<GError>?
        if g_file_set_contents(path, data, gssize(length), &error) == 0, let error {
            printToStandardError("inputmotion-demo: could not save motion values: \(String(cString: error.pointee.message))")
            g_error_free(error)
        }
    }
}
