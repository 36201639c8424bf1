import Foundation
import Testing
import InputMotionCore

/// Every expected syllable is worked out here from Unicode's algorithm (The Unicode
/// Standard, §3.12): syllable = U+AC00 + (initial × 21 + vowel) × 28 + final, with the
/// initial and vowel indices taken from the compatibility jamo's compatibility
/// decomposition (NFKD maps ㄱ to U+1100 + initial, ㅏ to U+1161 + vowel) and the final
/// index from Unicode's list of trailing consonants (U+11A8 … U+11C2, index 1 … 27).
@Suite struct HangulComposerTests {
    static let initialJamo = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    static let vowelJamo = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    /// Trailing consonants in Unicode's order (U+11A8 is index 1).
    static let trailing = Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

    /// U+1100 + index, from the compatibility jamo's NFKD.
    static func initialIndex(_ jamo: Character) -> Int {
        let scalar = String(jamo).decomposedStringWithCompatibilityMapping.unicodeScalars.first!.value
        return Int(scalar) - 0x1100
    }

    static func vowelIndex(_ jamo: Character) -> Int {
        let scalar = String(jamo).decomposedStringWithCompatibilityMapping.unicodeScalars.first!.value
        return Int(scalar) - 0x1161
    }

    static func finalIndex(_ jamo: Character?) -> Int {
        guard let jamo else { return 0 }
        return trailing.firstIndex(of: jamo)! + 1
    }

    static func syllable(_ initial: Character, _ vowel: Character, _ final: Character? = nil) -> String {
        let value = 0xAC00 + (initialIndex(initial) * 21 + vowelIndex(vowel)) * 28 + finalIndex(final)
        return String(Character(Unicode.Scalar(value)!))
    }

    /// Types `jamo` in order; returns everything committed and what is left composing.
    static func type(_ jamo: String, into composer: inout HangulComposer) -> (committed: String, composing: String) {
        var committed = ""
        for character in jamo { committed += composer.type(character).committed }
        return (committed, composer.composing)
    }

    static func backspace(_ composer: inout HangulComposer) -> Bool { composer.backspace() }

    static func typed(_ jamo: String) -> String {
        var composer = HangulComposer()
        let result = type(jamo, into: &composer)
        return result.committed + composer.commit()
    }

    /// The double vowels and their parts (Unicode names: WA, WAE, OE, WEO, WE, WI, YI).
    static let doubleVowels: [(Character, Character, Character)] = [
        ("ㅗ", "ㅏ", "ㅘ"), ("ㅗ", "ㅐ", "ㅙ"), ("ㅗ", "ㅣ", "ㅚ"), ("ㅜ", "ㅓ", "ㅝ"),
        ("ㅜ", "ㅔ", "ㅞ"), ("ㅜ", "ㅣ", "ㅟ"), ("ㅡ", "ㅣ", "ㅢ"),
    ]
    /// The double finals and their parts (KIYEOK-SIOS … PIEUP-SIOS).
    static let doubleFinals: [(Character, Character, Character)] = [
        ("ㄱ", "ㅅ", "ㄳ"), ("ㄴ", "ㅈ", "ㄵ"), ("ㄴ", "ㅎ", "ㄶ"), ("ㄹ", "ㄱ", "ㄺ"),
        ("ㄹ", "ㅁ", "ㄻ"), ("ㄹ", "ㅂ", "ㄼ"), ("ㄹ", "ㅅ", "ㄽ"), ("ㄹ", "ㅌ", "ㄾ"),
        ("ㄹ", "ㅍ", "ㄿ"), ("ㄹ", "ㅎ", "ㅀ"), ("ㅂ", "ㅅ", "ㅄ"),
    ]

    @Test func theIssuesExamples() {
        #expect(Self.typed("ㅎㅏㄴㄱㅡㄹ") == "한글")
        #expect(Self.typed("ㅎㅏㄴㅏ") == "하나")
        #expect(Self.typed("ㄷㅏㄹㄱ") == "닭")
        #expect(Self.typed("ㄷㅏㄹㄱㅣ") == "달기")
        // And by the formula: 한 is ㅎ (18) ㅏ (0) ㄴ (final 4): U+AC00 + 18 × 588 + 4.
        #expect(Self.typed("ㅎㅏㄴ") == String(Character(Unicode.Scalar(0xAC00 + 18 * 588 + 4)!)))
    }

    @Test func everyInitialWithEveryVowel() {
        #expect(Self.initialJamo.count == 19 && Self.vowelJamo.count == 21)
        for initial in Self.initialJamo {
            for vowel in Self.vowelJamo {
                var composer = HangulComposer()
                let first = composer.type(initial)
                #expect(first == HangulComposer.Edit(committed: "", composing: String(initial)))
                let second = composer.type(vowel)
                #expect(second.committed == "")
                #expect(second.composing == Self.syllable(initial, vowel), "\(initial) \(vowel)")
            }
        }
    }

    @Test func everyDoubleVowelCombines() {
        for (first, second, double) in Self.doubleVowels {
            #expect(Self.typed("ㅇ\(first)\(second)") == Self.syllable("ㅇ", double))
            // Standing alone too, and with a final after it.
            #expect(Self.typed("\(first)\(second)") == String(double))
            #expect(Self.typed("ㄱ\(first)\(second)ㄴ") == Self.syllable("ㄱ", double, "ㄴ"))
        }
        // Vowels that do not combine start a new (vowel-only) syllable.
        #expect(Self.typed("ㄱㅏㅏ") == Self.syllable("ㄱ", "ㅏ") + "ㅏ")
    }

    @Test func everySingleFinalAndItsMoveBeforeAVowel() {
        for final in Self.initialJamo where Self.trailing.contains(final) {
            var composer = HangulComposer()
            var result = Self.type("ㄱㅏ\(final)", into: &composer)
            #expect(result == ("", Self.syllable("ㄱ", "ㅏ", final)), "\(final)")
            result = Self.type("ㅣ", into: &composer)
            #expect(result == (Self.syllable("ㄱ", "ㅏ"), Self.syllable(final, "ㅣ")), "\(final)")
        }
    }

    @Test func consonantsThatCannotEndASyllableStartTheNext() {
        for consonant in "ㄸㅃㅉ" {
            var composer = HangulComposer()
            let result = Self.type("ㄱㅏ\(consonant)", into: &composer)
            #expect(result == (Self.syllable("ㄱ", "ㅏ"), String(consonant)))
        }
        // Two consonants in a row never make a double initial.
        #expect(Self.typed("ㄱㄱㅏ") == "ㄱ" + Self.syllable("ㄱ", "ㅏ"))
    }

    @Test func everyDoubleFinalCombinesAndSplitsBeforeAVowel() {
        for (first, second, double) in Self.doubleFinals {
            var composer = HangulComposer()
            var result = Self.type("ㄷㅏ\(first)\(second)", into: &composer)
            #expect(result == ("", Self.syllable("ㄷ", "ㅏ", double)), "\(double)")
            result = Self.type("ㅣ", into: &composer)
            #expect(result == (Self.syllable("ㄷ", "ㅏ", first), Self.syllable(second, "ㅣ")), "\(double)")
        }
        // A third consonant starts the next syllable.
        #expect(Self.typed("ㄷㅏㄹㄱㄱ") == Self.syllable("ㄷ", "ㅏ", "ㄺ") + "ㄱ")
    }

    @Test func backspaceRemovesOneJamoAtATime() {
        var composer = HangulComposer()
        _ = Self.type("ㄷㅏㄹㄱ", into: &composer)
        let steps = [Self.syllable("ㄷ", "ㅏ", "ㄹ"), Self.syllable("ㄷ", "ㅏ"), "ㄷ", ""]
        for expected in steps {
            #expect(Self.backspace(&composer))
            #expect(composer.composing == expected)
        }
        #expect(!composer.isComposing)
        #expect(!Self.backspace(&composer), "nothing composing: the field's own Backspace")

        // A double vowel loses its second part first.
        _ = Self.type("ㄱㅗㅏ", into: &composer)
        #expect(Self.backspace(&composer))
        #expect(composer.composing == Self.syllable("ㄱ", "ㅗ"))

        // After a final moved on, Backspace works on the new syllable only.
        composer = HangulComposer()
        _ = Self.type("ㅎㅏㄴㅏ", into: &composer)
        #expect(Self.backspace(&composer))
        #expect(composer.composing == "ㄴ")
        #expect(Self.backspace(&composer))
        #expect(!composer.isComposing)
    }

    @Test func commitHandsOverTheSyllableOnce() {
        var composer = HangulComposer()
        _ = Self.type("ㅎㅏㄴ", into: &composer)
        #expect(composer.commit() == Self.syllable("ㅎ", "ㅏ", "ㄴ"))
        #expect(composer.commit() == "")
        // A character that is not a jamo commits and follows.
        _ = Self.type("ㄱㅏ", into: &composer)
        #expect(composer.type("!") == HangulComposer.Edit(committed: Self.syllable("ㄱ", "ㅏ") + "!", composing: ""))
    }
}
