/// Where the state file lives, and where an unreadable one is moved aside.
///
/// Rules (XDG Base Directory specification): `$XDG_STATE_HOME/inputmotion/state.ini`; when
/// XDG_STATE_HOME is unset, empty or not an absolute path, `$HOME/.local/state` stands in.
/// Without either there is no place for state, and nothing is saved.
public enum StateFileLocation {
    /// The folder of the app's state inside the state home.
    public static let folderName = "inputmotion"
    public static let fileName = "state.ini"

    /// The state folder, from the environment's values (nil when neither gives an absolute path).
    public static func folder(xdgStateHome: String?, home: String?) -> String? {
        if let xdgStateHome, xdgStateHome.hasPrefix("/") { return xdgStateHome + "/" + folderName }
        if let home, home.hasPrefix("/") { return home + "/.local/state/" + folderName }
        return nil
    }

    /// The largest state file read: a bigger one is set aside unread (a saved chat of 100,000
    /// long messages is far below; a file this big is not one the app wrote).
    public static let largestReadableSize = 256 << 20

    /// Whether `name`, in the state folder, is a temporary file a write left when the app was
    /// killed in mid-write: the state file's name, a dot and six characters (GLib's
    /// `g_file_set_contents` writes `state.ini.XXXXXX` and renames it over the file).
    public static func isLeftoverOfAWrite(_ name: String) -> Bool {
        let prefix = fileName + "."
        guard name.hasPrefix(prefix) else { return false }
        let suffix = name.unicodeScalars.dropFirst(prefix.unicodeScalars.count)
        return suffix.count == 6 && suffix.allSatisfy { ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
    }

    /// Where a state file that could not be read is kept: beside it, named after the time
    /// (seconds since 1970) it was set aside, so an older one is never overwritten.
    public static func asidePath(for path: String, at unixTime: Int) -> String {
        "\(path).unreadable-\(unixTime)"
    }
}
