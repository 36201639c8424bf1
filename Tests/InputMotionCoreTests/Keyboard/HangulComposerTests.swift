import Foundation
import Testing
import InputMotionCore

extension ModelTests {
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

    @Suite struct KeyboardCompositionTests {
        static let han = String(Character(Unicode.Scalar(0xAC00 + 18 * 588 + 4)!))  // ㅎ ㅏ ㄴ
        static let ha = String(Character(Unicode.Scalar(0xAC00 + 18 * 588)!))        // ㅎ ㅏ

        static func composing() -> KeyboardComposition {
            var composition = KeyboardComposition()
            for jamo in "ㅎㅏㄴ" { _ = composition.perform(.compose(jamo)) }
            return composition
        }

        @Test func eachTriggerCommitsThenActs() {
            let commit = HangulComposer.Edit(committed: Self.han, composing: "")
            let triggers: [(KeyboardKeyAction, KeyboardKeyAction)] = [
                (.insert(" "), .insert(" ")),        // space
                (.returnKey, .returnKey),            // Return
                (.insert(","), .insert(",")),        // a key that is not a jamo
                (.endComposition, .none),            // the layout switch
                (.hide, .hide),                      // hiding the keyboard
            ]
            for (action, then) in triggers {
                var composition = Self.composing()
                #expect(composition.perform(action) == .init(edit: commit, action: then), "\(action)")
                #expect(!composition.isComposing)
            }
            var composition = Self.composing()
            #expect(composition.commit() == commit, "focus change")
            #expect(composition.commit() == nil, "committed once")
        }

        @Test func shiftAndPageKeysKeepComposing() {
            var composition = Self.composing()
            #expect(composition.perform(.none) == .init(edit: nil, action: .none))
            #expect(composition.composer.composing == Self.han)
        }

        @Test func backspaceComposesUntilNothingIsLeftThenIsTheFields() {
            var composition = Self.composing()
            #expect(composition.perform(.backspace) == .init(edit: .init(committed: "", composing: Self.ha), action: .none))
            _ = composition.perform(.backspace)
            #expect(composition.perform(.backspace) == .init(edit: .init(committed: "", composing: ""), action: .none))
            #expect(composition.perform(.backspace) == .init(edit: nil, action: .backspace))
        }

        @Test func withNothingComposingKeysPassStraightThrough() {
            var composition = KeyboardComposition()
            #expect(composition.perform(.insert("a")) == .init(edit: nil, action: .insert("a")))
            #expect(composition.perform(.returnKey) == .init(edit: nil, action: .returnKey))
        }
    }

    @Suite struct KoreanLayoutTests {
        @Test func languageKeySwitchesLettersAndNamesTheOtherLanguage() {
            var layout = KeyboardLayout()
            #expect(layout.accessibleName(for: .switchLanguage) == "Korean")
            #expect(layout.press(.switchLanguage) == .endComposition)
            #expect(layout.language == .korean)
            #expect(layout.accessibleName(for: .switchLanguage) == "English")
            #expect(layout.rows[0].first == .character("ㅂ"))
            #expect(layout.accessibleName(for: .character("ㅎ")) == "ㅎ")
            #expect(layout.press(.switchLanguage) == .endComposition)
            #expect(layout.language == .english)
        }

        @Test func dubeolsikRowsHaveTheQwertyShape() {
            var layout = KeyboardLayout()
            _ = layout.press(.switchLanguage)
            #expect(layout.rows.map(\.count) == KeyboardLayout.letterRows.map(\.count))
            let jamo = layout.rows.flatMap { $0 }.compactMap { key -> String? in
                if case let .character(text) = key { text } else { nil }
            }
            #expect(jamo.joined() == "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ,.")
        }

        @Test func jamoKeysComposeAndShiftTypesTheDoubles() {
            var layout = KeyboardLayout()
            _ = layout.press(.switchLanguage)
            #expect(layout.press(.character("ㅎ")) == .compose("ㅎ"))
            let shifted: [(String, Character)] = [("ㅂ", "ㅃ"), ("ㅈ", "ㅉ"), ("ㄷ", "ㄸ"), ("ㄱ", "ㄲ"), ("ㅅ", "ㅆ"), ("ㅐ", "ㅒ"), ("ㅔ", "ㅖ"), ("ㅁ", "ㅁ")]
            for (key, expected) in shifted {
                _ = layout.press(.shift)
                #expect(layout.label(for: .character(key)) == String(expected))
                #expect(layout.press(.character(key)) == .compose(expected))
                #expect(!layout.isShifted)
            }
            // Punctuation and the digits page type as text (and so commit).
            #expect(layout.press(.character(",")) == .insert(","))
            _ = layout.press(.switchPage)
            #expect(layout.press(.character("1")) == .insert("1"))
        }
    }

    @Suite struct VisibleTextTests {
        @Test func preeditCountsAsText() {
            let placeholder = TextPlaceholder("Enter a value")
            #expect(placeholder.isShown(for: VisibleText(committedCount: 0, preedit: "")))
            #expect(!placeholder.isShown(for: VisibleText(committedCount: 0, preedit: "uac0")))
            #expect(!placeholder.isShown(for: VisibleText(committedCount: 0, preedit: "ㅎ")))
            #expect(!placeholder.isShown(for: VisibleText(committed: "a")))
            // Composition cancelled with an empty buffer: the placeholder returns.
            #expect(placeholder.isShown(for: VisibleText(committed: "", preedit: "")))
        }

        @Test func aComposingFieldNeverRestsItsLabel() {
            let reduced = MotionEnvironment(reducedMotion: true)
            var label = FloatingLabel(title: "Name")
            label.focusChanged(true, at: 0, environment: reduced)
            label.textChanged(VisibleText(committedCount: 0, preedit: "u"), at: 0.1, environment: reduced)
            // Focus leaves while the input method still shows its preedit: stays floated.
            label.focusChanged(false, at: 0.2, environment: reduced)
            #expect(label.isFloated && label.progress(at: 0.2) == 1)
            // The input method cancels: nothing visible, the label rests.
            label.textChanged(VisibleText(committedCount: 0, preedit: ""), at: 0.3, environment: reduced)
            #expect(!label.isFloated && label.progress(at: 0.3) == 0)
            // Preedit alone in an unfocused field floats it too.
            label.textChanged(VisibleText(committedCount: 0, preedit: "ㄱ"), at: 0.4, environment: reduced)
            #expect(label.isFloated)
        }
    }
}
