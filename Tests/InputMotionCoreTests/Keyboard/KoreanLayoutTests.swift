import Testing
import InputMotionCore

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
