import CGtk
import Glibc

/// Finds the files in the project's `resources/` folder, whether the app was started by
/// `swift run` from any working directory, from the built binary's path, or installed.
public enum Resources {
    /// The resources folder: `$INPUTMOTION_RESOURCES` if set, else the first `resources/`
    /// (holding style.css) found walking up from the executable, else `<prefix>/share/inputmotion`.
    public static let directory: String? = locate()

    /// The folder of compiled translations (`<dir>/ko/LC_MESSAGES/inputmotion.mo`):
    /// `$INPUTMOTION_LOCALEDIR` if set; installed, `<prefix>/share/locale` beside
    /// `<prefix>/share/inputmotion`; in the source tree, `.build/locale`, where
    /// meson-helpers/compile-translations puts them.
    public static let localeDirectory: String? = {
        if let env = getenv("INPUTMOTION_LOCALEDIR") { return String(cString: env) }
        guard let directory else { return nil }
        if directory.hasSuffix("/share/inputmotion") { return String(directory.dropLast("inputmotion".count)) + "locale" }
        return (parent(of: directory) ?? directory) + "/.build/locale"
    }()

    /// Full path of a resource file, or nil when it cannot be found.
    public static func path(_ name: String) -> String? {
        guard let directory else { return nil }
        let path = directory + "/" + name
        return access(path, R_OK) == 0 ? path : nil
    }

    private static func locate() -> String? {
        if let env = getenv("INPUTMOTION_RESOURCES") {
            return String(cString: env)
        }
        var candidates: [String] = []
        var directory = executableDirectory()
        while let current = directory, current != "/" {
            candidates.append(current + "/resources")
            candidates.append(current + "/share/inputmotion")
            directory = parent(of: current)
        }
        return candidates.first { access($0 + "/style.css", R_OK) == 0 }
    }

    private static func executableDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, Int(PATH_MAX))
        guard length > 0 else { return nil }
        return parent(of: String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    private static func parent(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let head = String(path[..<slash])
        return head.isEmpty ? "/" : head
    }
}
