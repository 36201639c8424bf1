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
///   in lists, items end with `;` and a `;` inside an item is `\;`.
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
        var values: [String: (line: Int, value: String)] = [:]
        var group: String?
        // Lines split on UTF-8 bytes: a value may be a megabyte of text, and walking it by
        // Character (grapheme breaking) costs hundreds of milliseconds at start-up.
        for (offset, bytes) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            let raw = Substring(bytes)
            let content = bytes.last == UInt8(ascii: "\r") ? Substring(bytes.dropLast()) : raw
            if content.allSatisfy({ $0 == " " || $0 == "\t" }) || content.hasPrefix("#") { continue }
            if content.hasPrefix("[") {
                guard content.hasSuffix("]"), content.count > 2 else { throw SavedStateError(line: line, problem: "a group header needs a closing ]") }
                group = String(content.dropFirst().dropLast())
                continue
            }
            guard let equals = content.firstIndex(of: "=") else { throw SavedStateError(line: line, problem: "expected key=value") }
            guard let group else { throw SavedStateError(line: line, problem: "a key before any [group]") }
            let key = content[..<equals].trimmingSpaces
            // As GKeyFile: spaces around "=" do not count (a leading space of the value is "\s").
            let value = content[content.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
            values[group + "/" + key] = (line, String(value))
        }

        var state = SavedState()
        func string(_ key: String) throws(SavedStateError) -> String? {
            guard let entry = values[key] else { return nil }
            return try unescape(entry.value, line: entry.line)
        }
        func strings(_ key: String) throws(SavedStateError) -> [String]? {
            guard let entry = values[key] else { return nil }
            return try unlist(entry.value, line: entry.line)
        }
        func int(_ key: String) throws(SavedStateError) -> Int? {
            guard let entry = values[key] else { return nil }
            guard let number = Int(entry.value), number > 0 else { throw SavedStateError(line: entry.line, problem: "\(key) is not a whole number above 0") }
            return number
        }
        state.windowWidth = try int("Window/width")
        state.windowHeight = try int("Window/height")
        if let entry = values["Window/maximized"] {
            guard let flag = Bool(entry.value) else { throw SavedStateError(line: entry.line, problem: "maximized is neither true nor false") }
            state.isMaximized = flag
        }
        if let entry = values["Window/page"] {
            guard let page = DemoPage(rawValue: entry.value) else { throw SavedStateError(line: entry.line, problem: "unknown page") }
            state.page = page
        }
        let authors = try strings("Chat/authors")
        let messages = try strings("Chat/messages")
        if authors != nil || messages != nil {
            let line = values["Chat/messages"]?.line ?? values["Chat/authors"]?.line ?? 0
            guard let authors, let messages, authors.count == messages.count else {
                throw SavedStateError(line: line, problem: "chat authors and messages do not match")
            }
            var saved: [SavedChatMessage] = []
            for (author, text) in zip(authors, messages) {
                switch author {
                case "me": saved.append(SavedChatMessage(author: .me, text: text))
                case "partner": saved.append(SavedChatMessage(author: .partner, text: text))
                default: throw SavedStateError(line: line, problem: "unknown chat author")
                }
            }
            state.chatMessages = saved
        }
        state.chatDraft = try string("Chat/draft") ?? ""
        state.pollOptions = try strings("Poll/options")
        state.placeholderText = try string("Placeholder/text") ?? ""
        return state
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
        if items.last == "" { items.removeLast() }
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
                case UInt8(ascii: "s"): current.append(UInt8(ascii: " "))
                case UInt8(ascii: ";"): current.append(UInt8(ascii: ";"))
                default: throw SavedStateError(line: line, problem: "a backslash escape that is not \\n, \\t, \\r, \\s, \\; or \\\\")
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

private extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
