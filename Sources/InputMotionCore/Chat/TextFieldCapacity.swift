/// How much of an insertion a text field can hold, and what to tell the user when it cannot
/// hold it all.
///
/// A GTK entry holds at most 65,535 bytes including a terminating NUL, so 65,534 bytes of
/// UTF-8 text (`GTK_ENTRY_BUFFER_MAX_SIZE`), and silently drops the rest of a paste. The
/// view asks here first: a text that fits is inserted whole; one that does not is cut after
/// its last whole character (grapheme cluster) that fits — never inside an emoji or a
/// combining sequence, as GTK's byte cut could — and the user is told what was kept.
public struct TextFieldCapacity: Sendable, Hashable {
    /// The most UTF-8 bytes of text a GTK entry holds.
    public static let gtkEntry = TextFieldCapacity(bytes: 65_534)

    /// The most UTF-8 bytes of text the field holds.
    public let bytes: Int

    /// A field holding at most `bytes` bytes of UTF-8 text.
    public init(bytes: Int) { self.bytes = max(0, bytes) }

    /// What happens to an insertion.
    public struct Insertion: Sendable, Hashable {
        /// What goes into the field.
        public let kept: String
        /// Characters of the insertion kept and dropped.
        public let keptCharacters: Int
        public let droppedCharacters: Int

        /// Whether some of the insertion is dropped.
        public var isCut: Bool { droppedCharacters > 0 }

        /// The notice for the user when the insertion is cut (nil when it fits). A field
        /// already full keeps none of it: the notice then says so, not "kept the first 0".
        public var notice: String? {
            guard isCut else { return nil }
            guard keptCharacters > 0 else {
                return trn("This field is full: {count} more character was not added.",
                           "This field is full: {count} more characters were not added.", droppedCharacters)
                    .filled(["count": NumberText.grouped(droppedCharacters)])
            }
            let total = keptCharacters + droppedCharacters
            return trn("Too long for this field: kept the first {kept} of {total} character.",
                       "Too long for this field: kept the first {kept} of {total} characters.", total)
                .filled(["kept": NumberText.grouped(keptCharacters), "total": NumberText.grouped(total)])
        }
    }

    /// Inserting `text` into a field that holds `existingBytes` bytes already.
    public func inserting(_ text: String, intoFieldOf existingBytes: Int) -> Insertion {
        let room = max(0, bytes - existingBytes)
        if text.utf8.count <= room {
            return Insertion(kept: text, keptCharacters: text.count, droppedCharacters: 0)
        }
        var used = 0
        var end = text.startIndex
        var kept = 0
        for character in text {
            let size = character.utf8.count
            if used + size > room { break }
            used += size
            end = text.index(after: end)
            kept += 1
        }
        let dropped = text[end...].count
        return Insertion(kept: String(text[..<end]), keptCharacters: kept, droppedCharacters: dropped)
    }
}
