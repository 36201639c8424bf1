/// User text inside a one-line message (a warning, a command-line error): the message stays
/// one short line whatever the text holds (a newline, an escape sequence, megabytes).
enum LineText {
    /// `text` quoted, at most `limit` characters, no control characters.
    static func quoted(_ text: some StringProtocol, limit: Int = 32) -> String { "“\(shortened(text, limit: limit))”" }

    /// `text` cut to `limit` characters (with "…"), each control character shown as "�".
    static func shortened(_ text: some StringProtocol, limit: Int) -> String {
        let clean = String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
        return clean.count > limit ? String(clean.prefix(limit - 1)) + "…" : clean
    }
}
