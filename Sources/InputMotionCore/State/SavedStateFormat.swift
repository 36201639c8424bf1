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
        var values: [EntryName: (line: Int, value: String)] = [:]
        var group: [UInt8]?
        // Lines split on UTF-8 bytes: a value may be a megabyte of text, and walking it by
        // Character (grapheme breaking) costs hundreds of milliseconds at start-up.
        for (offset, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            // A CR before the LF is the line end of a CR LF file; a CR in a value is written "\r".
            let content = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
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
            let value = content[content.index(after: equals)...].drop(while: isBlank)
            values[EntryName(group: group, key: key)] = (line, String(Substring(value)))
        }

        var state = SavedState()
        func string(_ name: EntryName) throws(SavedStateError) -> String? {
            guard let entry = values[name] else { return nil }
            return try unescape(entry.value, line: entry.line)
        }
        func strings(_ name: EntryName) throws(SavedStateError) -> [String]? {
            guard let entry = values[name] else { return nil }
            return try unlist(entry.value, line: entry.line)
        }
        func int(_ name: EntryName) throws(SavedStateError) -> Int? {
            guard let entry = values[name] else { return nil }
            // Int(_:) reads the UTF-8 bytes (an ASCII sign and digits), not Characters.
            guard let number = Int(entry.value), number > 0 else { throw SavedStateError(line: entry.line, problem: "\(name) is not a whole number above 0") }
            return number
        }
        state.windowWidth = try int(EntryName("Window", "width"))
        state.windowHeight = try int(EntryName("Window", "height"))
        if let entry = values[EntryName("Window", "maximized")] {
            switch Array(entry.value.utf8) {
            case Array("true".utf8): state.isMaximized = true
            case Array("false".utf8): state.isMaximized = false
            default: throw SavedStateError(line: entry.line, problem: "maximized is neither true nor false")
            }
        }
        if let entry = values[EntryName("Window", "page")] {
            guard let page = DemoPage.allCases.first(where: { $0.rawValue.utf8.elementsEqual(entry.value.utf8) }) else {
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
            for (author, text) in zip(authors, messages) {
                switch Array(author.utf8) {
                case Array("me".utf8): saved.append(SavedChatMessage(author: .me, text: text))
                case Array("partner".utf8): saved.append(SavedChatMessage(author: .partner, text: text))
                default: throw SavedStateError(line: line, problem: "unknown chat author")
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
    private static func trimmingSpaces(_ bytes: Substring.UTF8View) -> [UInt8] {
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
        try unescapeItems(value, line: line, splitsLists: false).first ?? ""
    }

    static func unlist(_ value: String, line: Int) throws(SavedStateError) -> [String] {
        guard !value.isEmpty else { return [] }
        var items = try unescapeItems(value, line: line, splitsLists: true)
        // Every item ends with ";": the piece after the last one is empty.
        if items.last?.isEmpty == true { items.removeLast() }
        return items
    }

    private static func unescapeItems(_ value: String, line: Int, splitsLists: Bool) throws(SavedStateError) -> [String] {
        var items: [String] = []
        var current: [UInt8] = []
        var iterator = value.utf8.makeIterator()
        while let byte = iterator.next() {
            if byte == UInt8(ascii: "\\") {
                switch iterator.next() {
                case UInt8(ascii: "\\"): current.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "n"): current.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): current.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "t"): current.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "0"): current.append(0)
                case UInt8(ascii: "s"): current.append(UInt8(ascii: " "))
                case UInt8(ascii: ";"): current.append(UInt8(ascii: ";"))
                default: throw SavedStateError(line: line, problem: "a backslash escape that is not \\n, \\t, \\r, \\s, \\;, \\0 or \\\\")
                }
            } else if byte == UInt8(ascii: ";") && splitsLists {
                items.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        items.append(String(decoding: current, as: UTF8.self))
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
