/// Text about to go into a text field, as the bytes a paste or a drop hands over.
///
/// Rules:
/// - Valid UTF-8 goes in as it is.
/// - Anything else goes in with each ill-formed sequence replaced by U+FFFD (the maximal
///   subparts of Unicode's chapter 3, as `String(decoding:as:)` and GLib's
///   `g_utf8_make_valid` replace them): GTK 4.8 takes some of it (bytes above U+10FFFF such as
///   F4 90 80 80, and the lead bytes F5–F7) into an entry unchecked, where Pango warns on every
///   layout and the app traps, and a text view drops the whole paste with a critical.
public enum InsertedText {
    /// The text to insert for `bytes`, or nil when they are valid UTF-8 and go in unchanged.
    public static func repaired(_ bytes: some Collection<UInt8>) -> String? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return nil
            case .error: return String(decoding: bytes, as: UTF8.self)
            }
        }
    }
}
