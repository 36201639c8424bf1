/// Text about to go into a text field, as the bytes a paste or a drop hands over.
///
/// Rules:
/// - Valid UTF-8 without a NUL goes in as it is.
/// - Anything else goes in with each ill-formed sequence replaced by U+FFFD (the maximal
///   subparts of Unicode's chapter 3, as `String(decoding:as:)` and GLib's
///   `g_utf8_make_valid` replace them): GTK 4.8 takes some of it (bytes above U+10FFFF such as
///   F4 90 80 80, and the lead bytes F5–F7) into an entry unchecked, where Pango warns on every
///   layout and the app traps, and a text view drops the whole paste with a critical.
/// - A NUL is U+FFFD too: GTK keeps a field's text as a C string, which a NUL would end, and
///   reads a paste's text that way (everything after the NUL was lost without a word).
public enum InsertedText {
    /// The text to insert for `bytes`, or nil when they go in unchanged.
    public static func repaired(_ bytes: some Collection<UInt8>) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar) where scalar != "\0": continue
            case .emptyInput: return nil
            case .scalarValue, .error:
                let decoded = String(decoding: bytes, as: UTF8.self)
                return String(String.UnicodeScalarView(decoded.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
            }
        }
    }
}
