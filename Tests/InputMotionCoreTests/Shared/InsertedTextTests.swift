import Testing
@testable import InputMotionCore

@Suite("Inserted text")
struct InsertedTextTests {
    @Test("valid UTF-8 without a NUL goes in unchanged, whatever it holds", arguments: [
        "", "plain", "한국어 🙂", "\u{301}first", "\u{202E}rtl\u{2066}", "\u{1}\u{1B}[31m\u{7F}", "\u{10FFFF}\u{FFFF}",
    ])
    func valid(text: String) {
        #expect(InsertedText.repaired(Array(text.utf8)) == nil)
    }

    /// Each expected text worked out by hand with Unicode's "maximal subpart" rule: a lead
    /// byte and the continuation bytes it may take become one U+FFFD; a byte that cannot
    /// continue it starts again.
    @Test("ill-formed bytes come in as U+FFFD, one per maximal subpart, and so does a NUL", arguments: [
        // F4 takes 80–8F next; 90 cannot follow it, so F4, 90, 80, 80 are four subparts.
        ([0x61, 0xF4, 0x90, 0x80, 0x80, 0x62], "a\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}b"),
        // F5 is never a lead byte: each of the four bytes alone.
        ([0xF5, 0x80, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        // An encoded surrogate (ED A0 80): ED takes 80–9F next, so ED, A0, 80.
        ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
        // Overlong "/" (C0 AF): C0 is never a lead byte; AF alone.
        ([0x61, 0xC0, 0xAF], "a\u{FFFD}\u{FFFD}"),
        // A sequence cut short at the end (E2 82 of €'s E2 82 AC) is one subpart.
        ([0x61, 0x62, 0xE2, 0x82], "ab\u{FFFD}"),
        ([0xFF], "\u{FFFD}"),
        // A NUL is valid UTF-8 but ends GTK's C strings: U+FFFD, the rest kept.
        ([0x61, 0x00, 0x62, 0x00], "a\u{FFFD}b\u{FFFD}"),
        ([0x00, 0xF5], "\u{FFFD}\u{FFFD}"),
    ] as [([UInt8], String)])
    func repaired(bytes: [UInt8], expected: String) {
        #expect(InsertedText.repaired(bytes).map { Array($0.unicodeScalars) } == Array(expected.unicodeScalars))
    }
}
