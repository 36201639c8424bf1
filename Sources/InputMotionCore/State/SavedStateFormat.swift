/// The state file's format: a GLib-style key file (`[Group]`, `key=value` lines, `#` comments),
/// one file, written whole.
///
///     [Window]
///     width=900
///     height=640
///     maximized=false
///     page=chat
///
///     [Chat]
///     authors=partner;me;
///     messages=Hi!;Hello\; again\nsecond line;
///     draft=half a thought
///
///     [Poll]
///     options=Tea;Coffee;;
///
///     [Placeholder]
///     text=
///
/// Rules:
/// - Values escape as GKeyFile does: `\n`, `\t`, `\r`, `\\`, and `\s` for a leading space;
///   in lists, items end with `;` and a `;` inside an item is `\;`. One escape GKeyFile has
///   not: `\0` for a NUL, so the file holds none and a tool that reads it as a C string reads it all.
/// - Every decision (line ends, the `=`, groups and comments, escapes, list items, and names
///   such as `true` or `me`) is made on UTF-8 bytes, never on Characters: a value may begin
///   with a combining mark, ZWJ, VS16, a skin-tone modifier or a vowel sign, which joins the
///   `=` before it into one Character, and `==` on String takes canonically equivalent texts
///   for one another. Every byte the format looks for is ASCII, which never occurs inside a
///   multi-byte sequence, so the text between them comes back byte for byte.
/// - Unknown groups and keys are skipped (a newer version may add some); missing keys leave
///   their value unset.
/// - A line that is not a group, a comment, blank or `key=value`, a bad escape, a number or
///   boolean that does not parse, an unknown page, or authors and messages of different
///   lengths make the whole file unreadable: ``SavedStateFormat/decode(_:)`` throws, naming
///   the line.
public enum SavedStateFormat {
    /// The file's text for `state`.
    public static func encode(_ state: SavedState) -> String {
        var lines = ["# InputMotion remembers this between runs; delete the file to start fresh.", "[Window]"]
        if let width = state.windowWidth { lines.append("width=\(width)") }
        if let height = state.windowHeight { lines.append("height=\(height)") }
        lines.append("maximized=\(state.isMaximized)")
        if let page = state.page { lines.append("page=\(page.rawValue)") }
        lines += ["", "[Chat]"]
        if let messages = state.chatMessages {
            lines.append("authors=" + list(messages.map { $0.author == .me ? "me" : "partner" }))
            lines.append("messages=" + list(messages.map(\.text)))
        }
        lines.append("draft=" + escape(state.chatDraft))
        lines += ["", "[Poll]"]
        if let options = state.pollOptions { lines.append("options=" + list(options)) }
        lines += ["", "[Placeholder]", "text=" + escape(state.placeholderText)]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The state in `text`; throws ``SavedStateError`` when the file cannot be trusted.
    public static func decode(_ text: String) throws(SavedStateError) -> SavedState {
        // One copy of the bytes; lines and values are ranges of it. Scanning an array of bytes
        // costs a few instructions a byte (a saved chat of 10,000 messages is 0.7 MB), where
        // String's UTF-8 view, byte by byte, cost some 150.
        let bytes = Array(text.utf8)
        var values: [EntryName: (line: Int, value: Range<Int>)] = [:]
        var group: [UInt8]?
        var line = 0
        var lineStart = 0
        while lineStart <= bytes.count {
            line += 1
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            defer { lineStart = lineEnd + 1 }
            // A CR before the LF is the line end of a CR LF file; a CR in a value is written "\r".
            let contentEnd = lineEnd > lineStart && bytes[lineEnd - 1] == UInt8(ascii: "\r") ? lineEnd - 1 : lineEnd
            let content = bytes[lineStart..<contentEnd]
            if content.allSatisfy(isBlank) || content.first == UInt8(ascii: "#") { continue }
            if content.first == UInt8(ascii: "[") {
                guard content.last == UInt8(ascii: "]"), content.count > 2 else { throw SavedStateError(line: line, problem: "a group header needs a closing ]") }
                group = Array(content.dropFirst().dropLast())
                continue
            }
            // The first "=" byte, not Character: "=" and a mark after it are one Character.
            guard let equals = content.firstIndex(of: UInt8(ascii: "=")) else { throw SavedStateError(line: line, problem: "expected key=value") }
            guard let group else { throw SavedStateError(line: line, problem: "a key before any [group]") }
            // As GKeyFile: spaces around "=" do not count (a leading space of the value is "\s").
            let key = trimmingSpaces(content[..<equals])
            let valueStart = content[(equals + 1)...].firstIndex { !isBlank($0) } ?? contentEnd
            values[EntryName(group: group, key: key)] = (line, valueStart..<contentEnd)
        }

        var state = SavedState()
        func string(_ name: EntryName) throws(SavedStateError) -> String? {
            guard let entry = values[name] else { return nil }
            return try unescapeItems(bytes[entry.value], line: entry.line, splitsLists: false).first ?? ""
        }
        func strings(_ name: EntryName) throws(SavedStateError) -> [String]? {
            guard let entry = values[name] else { return nil }
            return try unlist(bytes[entry.value], line: entry.line)
        }
        func raw(_ name: EntryName) -> (line: Int, value: ArraySlice<UInt8>)? {
            values[name].map { ($0.line, bytes[$0.value]) }
        }
        func int(_ name: EntryName) throws(SavedStateError) -> Int? {
            guard let entry = raw(name) else { return nil }
            // Int(_:) reads the UTF-8 bytes (an ASCII sign and digits), not Characters.
            guard let number = Int(String(decoding: entry.value, as: UTF8.self)), number > 0 else {
                throw SavedStateError(line: entry.line, problem: "\(name) is not a whole number above 0")
            }
            return number
        }
        state.windowWidth = try int(EntryName("Window", "width"))
        state.windowHeight = try int(EntryName("Window", "height"))
        if let entry = raw(EntryName("Window", "maximized")) {
            if entry.value.elementsEqual("true".utf8) {
                state.isMaximized = true
            } else if entry.value.elementsEqual("false".utf8) {
                state.isMaximized = false
            } else {
                throw SavedStateError(line: entry.line, problem: "maximized is neither true nor false")
            }
        }
        if let entry = raw(EntryName("Window", "page")) {
            guard let page = DemoPage.allCases.first(where: { $0.rawValue.utf8.elementsEqual(entry.value) }) else {
                throw SavedStateError(line: entry.line, problem: "unknown page")
            }
            state.page = page
        }
        let authors = try strings(EntryName("Chat", "authors"))
        let messages = try strings(EntryName("Chat", "messages"))
        if authors != nil || messages != nil {
            let line = values[EntryName("Chat", "messages")]?.line ?? values[EntryName("Chat", "authors")]?.line ?? 0
            guard let authors, let messages, authors.count == messages.count else {
                throw SavedStateError(line: line, problem: "chat authors and messages do not match")
            }
            var saved: [SavedChatMessage] = []
            saved.reserveCapacity(messages.count)
            for (author, text) in zip(authors, messages) {
                // Byte for byte: `==` on equal UTF-8 lengths (an ASCII name has no other form of
                // that length) is a memory compare, where elementsEqual walked the bytes one by one.
                if author.utf8.count == 2, author == "me" {
                    saved.append(SavedChatMessage(author: .me, text: text))
                } else if author.utf8.count == 7, author == "partner" {
                    saved.append(SavedChatMessage(author: .partner, text: text))
                } else {
                    throw SavedStateError(line: line, problem: "unknown chat author")
                }
            }
            state.chatMessages = saved
        }
        state.chatDraft = try string(EntryName("Chat", "draft")) ?? ""
        state.pollOptions = try strings(EntryName("Poll", "options"))
        state.placeholderText = try string(EntryName("Placeholder", "text")) ?? ""
        return state
    }

    /// A key in its group, as the file's bytes: names compare byte for byte (`==` on String
    /// would take a name canonically equivalent to another for it).
    private struct EntryName: Hashable, CustomStringConvertible {
        let group: [UInt8]
        let key: [UInt8]

        init(group: [UInt8], key: [UInt8]) {
            self.group = group
            self.key = key
        }

        init(_ group: String, _ key: String) {
            self.init(group: Array(group.utf8), key: Array(key.utf8))
        }

        var description: String { String(decoding: group, as: UTF8.self) + "/" + String(decoding: key, as: UTF8.self) }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// `bytes` without the spaces at either end.
    private static func trimmingSpaces(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let space = UInt8(ascii: " ")
        guard let first = bytes.firstIndex(where: { $0 != space }), let last = bytes.lastIndex(where: { $0 != space }) else { return [] }
        return Array(bytes[first...last])
    }

    // MARK: Escapes

    // Escapes work on UTF-8 bytes: every byte they look at is ASCII, which never occurs inside
    // a multi-byte sequence, and a CR LF pair or a backslash before a combining mark is one
    // Character but two escapes. Byte by byte is also fast for a megabyte-long value.

    static func escape(_ value: String, inList: Bool = false) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count + 16)
        for (index, byte) in value.utf8.enumerated() {
            let escaped: UInt8
            switch byte {
            case UInt8(ascii: "\\"): escaped = UInt8(ascii: "\\")
            case UInt8(ascii: "\n"): escaped = UInt8(ascii: "n")
            case UInt8(ascii: "\r"): escaped = UInt8(ascii: "r")
            case UInt8(ascii: "\t"): escaped = UInt8(ascii: "t")
            case 0: escaped = UInt8(ascii: "0")
            case UInt8(ascii: ";") where inList: escaped = UInt8(ascii: ";")
            case UInt8(ascii: " ") where index == 0: escaped = UInt8(ascii: "s")
            default:
                out.append(byte)
                continue
            }
            out.append(UInt8(ascii: "\\"))
            out.append(escaped)
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func list(_ items: [String]) -> String {
        items.map { escape($0, inList: true) + ";" }.joined()
    }

    static func unescape(_ value: String, line: Int) throws(SavedStateError) -> String {
        try unescapeItems(Array(value.utf8)[...], line: line, splitsLists: false).first ?? ""
    }

    static func unlist(_ value: String, line: Int) throws(SavedStateError) -> [String] {
        try unlist(Array(value.utf8)[...], line: line)
    }

    private static func unlist(_ value: ArraySlice<UInt8>, line: Int) throws(SavedStateError) -> [String] {
        guard !value.isEmpty else { return [] }
        var items = try unescapeItems(value, line: line, splitsLists: true)
        // Every item ends with ";": the piece after the last one is empty.
        if items.last?.isEmpty == true { items.removeLast() }
        return items
    }

    /// The items of `value` (one unless `splitsLists`), escapes undone. The bytes between two
    /// escapes or separators are copied as one run: most items have no escape at all.
    private static func unescapeItems(_ value: ArraySlice<UInt8>, line: Int, splitsLists: Bool) throws(SavedStateError) -> [String] {
        var items: [String] = []
        var current: [UInt8] = []
        var run = value.startIndex  // the first byte not yet copied into `current`
        var index = value.startIndex
        func item(upTo end: Int) -> String {
            guard !current.isEmpty else { return String(decoding: value[run..<end], as: UTF8.self) }
            current.append(contentsOf: value[run..<end])
            defer { current.removeAll(keepingCapacity: true) }
            return String(decoding: current, as: UTF8.self)
        }
        while index < value.endIndex {
            let byte = value[index]
            if byte == UInt8(ascii: "\\") {
                current.append(contentsOf: value[run..<index])
                let escaped: UInt8
                switch index + 1 < value.endIndex ? value[index + 1] : nil {
                case UInt8(ascii: "\\"): escaped = UInt8(ascii: "\\")
                case UInt8(ascii: "n"): escaped = UInt8(ascii: "\n")
                case UInt8(ascii: "r"): escaped = UInt8(ascii: "\r")
                case UInt8(ascii: "t"): escaped = UInt8(ascii: "\t")
                case UInt8(ascii: "0"): escaped = 0
                case UInt8(ascii: "s"): escaped = UInt8(ascii: " ")
                case UInt8(ascii: ";"): escaped = UInt8(ascii: ";")
                default: throw SavedStateError(line: line, problem: "a backslash escape that is not \\n, \\t, \\r, \\s, \\;, \\0 or \\\\")
                }
                current.append(escaped)
                index += 2
                run = index
            } else if byte == UInt8(ascii: ";") && splitsLists {
                items.append(item(upTo: index))
                index += 1
                run = index
            } else {
                index += 1
            }
        }
        items.append(item(upTo: value.endIndex))
        return items
    }
}

/// Why a state file cannot be used: the line and what is wrong with it.
public struct SavedStateError: Error, Equatable, CustomStringConvertible {
    /// 1-based line number in the file.
    public let line: Int
    public let problem: String
    public var description: String { "line \(line): \(problem)" }
}
