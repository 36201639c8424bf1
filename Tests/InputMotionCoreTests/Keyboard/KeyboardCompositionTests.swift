import Testing
import InputMotionCore

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
