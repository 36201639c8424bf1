import Testing
import InputMotionCore

@Suite struct PasswordRuleTests {
    static let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦" // one Character, 7 scalars, 11 UTF-16 units
    // Hangul syllable 가 decomposed into two conjoining jamo: one Character, two scalars.
    static let decomposedGa = "\u{1100}\u{1161}"

    static let table: [(String, Bool)] = [
        ("", false),
        ("1234567", false),                         // 7
        ("12345678", true),                         // 8
        ("가나다라마바사", false),                     // 7 Hangul syllables
        ("가나다라마바사아", true),                    // 8 Hangul syllables
        (String(repeating: decomposedGa, count: 7), false), // 14 scalars but 7 characters
        (String(repeating: decomposedGa, count: 8), true),
        ("abcdef😀", false),                         // 6 + 1 = 7
        ("abcdefg😀", true),                         // 7 + 1 = 8
        (String(repeating: "😀", count: 7), false),  // 14 UTF-16 units, 7 characters
        ("123456" + family, false),                  // 6 + 1 = 7 though 17 UTF-16 units
        ("1234567" + family, true),                  // 8
        ("🇰🇷🇰🇷🇰🇷🇰🇷🇰🇷🇰🇷🇰🇷", false),                  // 7 flags (14 regional indicators)
        ("pass word", true),                         // a space is a character: 9
    ]

    @Test(arguments: table)
    func atLeastEightUserPerceivedCharacters(password: String, expected: Bool) {
        #expect(PasswordRule.seed.isSatisfied(by: password) == expected)
    }

    @Test func familyEmojiIsOneCharacter() {
        #expect(Self.family.count == 1)
    }
}
