/// The file a replay export writes, from the name typed in the save dialog and the format
/// chosen beside it. Chosen "by file name" (nil), the name is kept and its extension decides;
/// a format chosen outright gives the name that format's extension, in place of another known
/// one (".webm" ↔ ".png") or after whatever the name ends with.
public enum ReplayExportName {
    /// - Parameters:
    ///   - typed: the path the dialog returned.
    ///   - chosenExtension: the chosen format's extension without the dot, nil for "by file name".
    ///   - knownExtensions: the extensions of every format the export writes.
    public static func path(_ typed: String, chosenExtension: String?, knownExtensions: [String]) -> String {
        guard let chosen = chosenExtension else { return typed }
        let name = typed.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        // A leading dot starts a hidden file's name, not an extension.
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let current = name[name.index(after: dot)...].lowercased()
            if current == chosen.lowercased() { return typed }
            if knownExtensions.contains(where: { $0.lowercased() == current }) {
                return String(typed.dropLast(current.count)) + chosen
            }
        }
        return typed + "." + chosen
    }
}
