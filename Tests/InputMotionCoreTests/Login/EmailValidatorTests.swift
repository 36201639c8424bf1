import Testing
import InputMotionCore

@Suite struct EmailValidatorTests {
    static let thirtyLetters = String(repeating: "a", count: 30)
    static let thirtyOneLetters = String(repeating: "a", count: 31)

    /// (address, expected) — each expectation reasoned from the pattern
    /// `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,30}` by hand.
    static let table: [(String, Bool)] = [
        ("name@example.com", true),
        ("a@b.co", true),                      // shortest TLD (2)
        ("A.B-c_d%e+f@x-y.z.DE", true),        // every local-part class member
        ("a@b.c.de", true),                    // dots inside the domain
        ("a@b..de", true),                     // domain "b." then "\." then "de"
        ("a@-.de", true),                      // "-" is in the domain class
        ("1@2.ab", true),
        ("a@b.\(thirtyLetters)", true),        // 30-letter TLD, the longest allowed
        ("a@b.\(thirtyOneLetters)", false),    // 31-letter TLD
        ("a@b", false),                        // missing TLD
        ("a@b.c", false),                      // 1-letter TLD
        ("a@bde", false),                      // no dot at all
        ("a@b.de.", false),                    // ends in a dot: empty TLD
        ("a@b.d3", false),                     // TLD must be letters
        ("a@.de", false),                      // nothing before the TLD's dot
        ("@b.de", false),                      // empty local part
        ("", false),
        ("foo", false),
        ("a b@c.de", false),                   // inner space
        (" a@b.de", false),                    // leading space (whole-string match)
        ("a@b.de ", false),                    // trailing space
        ("a@b.de\n", false),                   // trailing newline
        ("a@@b.de", false),                    // two @ together
        ("a@b@c.de", false),                   // two @ apart
        ("jösé@x.de", false),                  // non-ASCII letters in the local part
        ("jose@x.dé", false),                  // non-ASCII letter in the TLD
        ("jose@ü.de", false),                  // non-ASCII letter in the domain
        ("e\u{301}@x.de", false),              // e + combining acute
        ("a＠b.de", false),                     // fullwidth at sign
    ]

    @Test(arguments: table)
    func validation(address: String, expected: Bool) {
        #expect(EmailValidator.isValid(address) == expected)
    }

    /// A second, independent oracle: the stdlib regex engine running the seed's pattern.
    @Test(arguments: table)
    func agreesWithTheRegexEngine(address: String, expected: Bool) throws {
        let regex = try Regex("[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,30}")
        let regexSays = (try regex.wholeMatch(in: address)) != nil
        #expect(EmailValidator.isValid(address) == regexSays)
    }
}
