import Testing
@testable import InputMotionCore

/// The state file reads back whatever it wrote, for every Unicode text: first the texts that
/// broke it (or could), in every text slot, then thousands of generated states and files.
@Suite("Saved state round trip, for every text")
struct SavedStateRoundTripTests {
    /// A text that once made the whole file unreadable, or could; reported by its name (the
    /// text itself may hold a NUL or a lone CR, which garble a test log).
    struct Awkward: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    static let texts: [Awkward] = [
        // "=" and a mark that follows it are one Character.
        Awkward(name: "a combining acute first", text: "\u{301}ok"),
        Awkward(name: "only a combining mark", text: "\u{301}"),
        Awkward(name: "a ZWJ first", text: "\u{200D}x"),
        Awkward(name: "only VS16", text: "\u{FE0F}"),
        Awkward(name: "a skin-tone modifier first", text: "\u{1F3FB} hi"),
        Awkward(name: "a Devanagari vowel sign first (spacing)", text: "\u{093F}\u{0915}"),
        Awkward(name: "a Devanagari vowel sign first (nonspacing)", text: "\u{0947}"),
        Awkward(name: "a Thai vowel sign first (spacing)", text: "\u{0E33}"),
        Awkward(name: "a Thai vowel sign first (nonspacing)", text: "\u{0E31}\u{0E01}"),
        Awkward(name: "a Hangul vowel jamo first", text: "\u{1161}\u{11A8}"),
        Awkward(name: "a space and a mark (one Character)", text: " \u{301}"),
        Awkward(name: "= and marks", text: "=\u{301}=\u{200D}"),
        // NUL: the file is written as a C string.
        Awkward(name: "a NUL inside", text: "a\u{0}b"),
        Awkward(name: "only a NUL", text: "\u{0}"),
        Awkward(name: "NULs at both ends", text: "\u{0}x\u{0}"),
        // Line ends.
        Awkward(name: "a lone CR", text: "a\rb"),
        Awkward(name: "a CR at the end", text: "end\r"),
        Awkward(name: "CR LF (one Character)", text: "one\r\ntwo\r\n"),
        Awkward(name: "LF CR", text: "\n\r"),
        // The escape character.
        Awkward(name: "a backslash at the end", text: "path\\"),
        Awkward(name: "only a backslash", text: "\\"),
        Awkward(name: "a backslash before a mark", text: "\\\u{301}"),
        Awkward(name: "text that looks escaped", text: "\\n\\s\\;\\\\\\0"),
        // Spaces and tabs around the value.
        Awkward(name: "leading and trailing spaces", text: "  both  "),
        Awkward(name: "leading and trailing tabs", text: "\t\ttabs\t\t"),
        Awkward(name: "spaces and tabs mixed", text: " \t \t "),
        Awkward(name: "only a space", text: " "),
        // List separators.
        Awkward(name: "semicolons", text: ";a;;b;"),
        Awkward(name: "an escaped semicolon", text: "\\;"),
        Awkward(name: "a semicolon and a backslash", text: ";\\"),
        // Lines a value must never become.
        Awkward(name: "a group, a comment and a bracket with a mark", text: "[Chat]\n# not a comment\n[\u{301}"),
        // Clusters, and scalars that `==` on String would not tell apart.
        Awkward(name: "a ZWJ emoji sequence and a flag", text: "👩\u{200D}💻 🏳\u{FE0F}\u{200D}🌈 🇰🇷"),
        Awkward(name: "a decomposed é (must not come back composed)", text: "e\u{301}"),
        Awkward(name: "a Kelvin sign (canonically K)", text: "\u{212A}"),
        Awkward(name: "a Greek question mark (canonically ;)", text: "\u{37E}"),
        Awkward(name: "a BOM and line separators", text: "\u{FEFF}\u{2028}\u{2029}\u{85}"),
        Awkward(name: "empty", text: ""),
    ]

    /// `text` in every text slot: a message (alone and among others), the draft, poll options
    /// (alone and among empty ones), the placeholder, and all of them at once.
    static func states(with text: String) -> [SavedState] {
        [
            SavedState(chatMessages: [SavedChatMessage(author: .me, text: text)]),
            SavedState(chatMessages: [SavedChatMessage(author: .partner, text: "before"),
                                      SavedChatMessage(author: .me, text: text),
                                      SavedChatMessage(author: .partner, text: text)]),
            SavedState(chatDraft: text),
            SavedState(pollOptions: [text]),
            SavedState(pollOptions: ["", text, text, ""]),
            SavedState(placeholderText: text),
            SavedState(windowWidth: 800, windowHeight: 600, isMaximized: true, page: .chat,
                       chatMessages: [SavedChatMessage(author: .me, text: text)], chatDraft: text,
                       pollOptions: [text, "after"], placeholderText: text),
        ]
    }

    @Test("every awkward text survives a round trip in every text slot", arguments: texts)
    func awkwardText(_ awkward: Awkward) {
        for state in Self.states(with: awkward.text) {
            let problem = roundTripProblem(state)
            #expect(problem == nil, "\(awkward.name): \(problem ?? "")")
        }
    }

    @Test("empty texts and empty list items survive a round trip")
    func emptyItems() {
        let states = [
            SavedState(chatMessages: [], pollOptions: []),
            SavedState(chatMessages: [SavedChatMessage(author: .me, text: "")], pollOptions: [""]),
            SavedState(chatMessages: [SavedChatMessage(author: .me, text: ""), SavedChatMessage(author: .partner, text: "")],
                       pollOptions: ["", "", ""]),
            SavedState(pollOptions: ["", ";", "", "\\;", ""]),
        ]
        for state in states { #expect(roundTripProblem(state) == nil) }
    }

    @Test("a NUL is written as an escape, so a file written as a C string keeps everything after it")
    func nul() throws {
        let state = SavedState(chatDraft: "a\u{0}b", pollOptions: ["\u{0}"], placeholderText: "after")
        let text = SavedStateFormat.encode(state)
        let holdsNUL = text.utf8.contains(0)
        #expect(!holdsNUL)
        #expect(try SavedStateFormat.decode(text) == state)
        #expect(try SavedStateFormat.decode("[Chat]\ndraft=a\\0b\n").chatDraft == "a\u{0}b")
    }

    @Test("spaces and tabs after = are dropped byte by byte, also before a mark (as GKeyFile)")
    func spacesAfterEquals() throws {
        // " " and a mark are one Character, which is not " ".
        let state = try SavedStateFormat.decode("[Chat]\ndraft =\t \u{301}x\n[Placeholder]\ntext=\\s\u{301}\n")
        #expect(Array(state.chatDraft.unicodeScalars) == ["\u{301}", "x"])
        #expect(Array(state.placeholderText.unicodeScalars) == [" ", "\u{301}"])
    }

    @Test("a file as written before the fix still reads, escapes and all")
    func writtenBefore() throws {
        let state = try SavedStateFormat.decode("""
            # InputMotion remembers this between runs; delete the file to start fresh.\r
            [Window]
            width=900
            height=640
            maximized=true
            page=poll

            [Chat]
            authors=partner;me;me;
            messages=Hi\\; there;\\stwo\\nlines\\twith \\\\ backslash ;안녕하세요 🙂;
            draft=\\sleading space; and # not a comment = sign

            [Poll]
            options=Tea;;Coffee\\;Milk;\\\\\\;;;

            [Placeholder]
            text=line 1\\r\\nline 2\\n

            """)
        #expect(state == SavedStateFormatTests.awkward.with { $0.windowWidth = 900; $0.windowHeight = 640 })
    }

    @Test("2,000 generated states survive a round trip (seeded, the same every run)")
    func generatedStates() {
        var random = SplitMix64(seed: 0x5EED_0F_57A7E)
        var failures = 0
        for index in 0..<2_000 {
            let state = Generated.state(&random)
            if let problem = roundTripProblem(state) {
                failures += 1
                // The first few are enough to see what broke.
                if failures <= 3 { Issue.record("state \(index): \(problem)\n\(state)") }
            }
        }
        #expect(failures == 0)
    }

    @Test("2,000 generated files, valid UTF-8 or not, decode or throw, never crash; what decodes writes back the same")
    func generatedFiles() {
        var random = SplitMix64(seed: 0xF11E_5)
        var failures = 0
        var readable = 0
        for index in 0..<2_000 {
            let text = String(decoding: Generated.fileBytes(&random), as: UTF8.self)
            var problem: String?
            do {
                let state = try SavedStateFormat.decode(text)
                readable += 1
                problem = roundTripProblem(state)
            } catch {
                let lineCount = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
                if !(1...lineCount).contains(error.line) { problem = "names line \(error.line) of \(lineCount)" }
            }
            if let problem {
                failures += 1
                if failures <= 3 { Issue.record("file \(index) \(text.debugDescription): \(problem)") }
            }
        }
        #expect(failures == 0)
        // The generator must reach the round trip often enough to test it, not only the throws.
        #expect(readable >= 200, "only \(readable) of 2,000 files read")
    }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny generator whose numbers depend only on the
/// seed, so every run tests the same states and a failure can be replayed.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (the slight modulo bias does not matter here).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<Element>(_ items: [Element]) -> Element { items[below(items.count)] }
}

/// Generated states and files.
enum Generated {
    /// Pieces of text, rich in what the format must keep apart: marks, joiners, NUL, line ends,
    /// the escape character, the list separator, "=", "[", "#", spaces, Hangul, emoji.
    static let pieces: [String] = [
        "\u{301}", "\u{308}", "\u{323}", "\u{200D}", "\u{FE0F}", "\u{1F3FB}", "\u{093F}", "\u{0947}",
        "\u{0E33}", "\u{0E31}", "\u{0}", "\r", "\n", "\r\n", "\\", ";", "=", "[", "]", "#", " ", "\t",
        "한", "\u{1100}", "\u{1161}", "\u{11A8}", "🙂", "👩", "💻", "🇰", "🇷", "a", "e", "s", "n", "t",
        "r", "0", "é", "\u{212A}", "\u{37E}", "\u{FEFF}", "\u{2028}", "\u{85}", "\u{1}", "\u{7F}",
    ]

    static func text(_ random: inout SplitMix64) -> String {
        var text = ""
        for _ in 0..<random.below(12) { text += random.pick(pieces) }
        return text
    }

    static func texts(_ random: inout SplitMix64) -> [String] {
        var texts: [String] = []
        for _ in 0..<random.below(6) { texts.append(text(&random)) }
        return texts
    }

    static func state(_ random: inout SplitMix64) -> SavedState {
        var state = SavedState()
        if random.chance(50) { state.windowWidth = 1 + random.below(4_000) }
        if random.chance(50) { state.windowHeight = 1 + random.below(4_000) }
        state.isMaximized = random.chance(50)
        if random.chance(70) { state.page = random.pick(DemoPage.allCases) }
        if random.chance(80) {
            var messages: [SavedChatMessage] = []
            for text in texts(&random) {
                messages.append(SavedChatMessage(author: random.chance(50) ? .me : .partner, text: text))
            }
            state.chatMessages = messages
        }
        state.chatDraft = text(&random)
        if random.chance(80) { state.pollOptions = texts(&random) }
        state.placeholderText = text(&random)
        return state
    }

    /// Pieces of a state file's lines.
    static let groups = ["[Window]", "[Chat]", "[Poll]", "[Placeholder]", "[Elsewhere]", "[", "[]", "[Chat"]
    static let keys = ["width", "height", "maximized", "page", "authors", "messages", "draft", "options",
                       "text", "future", " draft ", "draft\u{301}", ""]
    static let valueFragments = [
        "me;", "partner;", "true", "false", "chat", "poll", "12", "-3", "0", "\\", "\\s", "\\;", "\\n",
        "\\0", "\\q", "\\", ";", "=", "#", "[", " ", "\t", "\r", "\u{301}", "\u{200D}", "\u{FE0F}", "한", "🙂", "a",
    ]

    /// A file's bytes: lines of groups, `key=value`s, comments and noise, with LF or CR LF
    /// ends, and here and there an arbitrary byte (so also invalid UTF-8).
    static func fileBytes(_ random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<random.below(14) {
            var line = ""
            switch random.below(10) {
            case 0...2: line = random.pick(groups)
            case 3...7:
                line = random.pick(keys) + random.pick(["=", " = ", "=\t", ""])
                for _ in 0..<random.below(6) { line += random.pick(valueFragments) }
            case 8: line = random.pick(["#", "# a comment", "", " ", "\t"])
            default:
                for _ in 0..<random.below(6) { line += random.pick(valueFragments + pieces) }
            }
            bytes += Array(line.utf8)
            if random.chance(10) { bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: random.below(bytes.count + 1)) }
            bytes += Array(random.pick(["\n", "\n", "\r\n", "\r", ""]).utf8)
        }
        return bytes
    }
}

extension SavedState {
    /// A copy with `change` applied.
    func with(_ change: (inout SavedState) -> Void) -> SavedState {
        var copy = self
        change(&copy)
        return copy
    }
}
