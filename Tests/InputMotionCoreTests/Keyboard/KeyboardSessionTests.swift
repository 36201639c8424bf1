import Testing
@testable import InputMotionCore

/// The keyboard session's rules, case by case.
struct KeyboardSessionTests {
    typealias Effect = KeyboardSession.Effect

    @Test func ctrlKShowsAHiddenKeyboardWithFocusInTheField() {
        // Focus on a button: the field gets focus first, then the keyboard slides in.
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .other) == [.focusTypingField, .show])
        // Focus already in the field (or on a key): only the slide.
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .textField) == [.show])
        // Focus in the motion inspector stays there: the keyboard comes up beside it.
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .reviewTool) == [.show])
    }

    /// Ctrl+K on a folded window's list opens the page first: when opening already brought
    /// the keyboard up (the poll focuses an option), nothing is left to do; when it did not
    /// (the chat), it is the plain toggle.
    @Test func ctrlKFromThePageListFinishesWhatOpeningThePageBegan() {
        #expect(KeyboardSession.toggle(keyboardVisible: true, focus: .textField, visibleBeforeOpening: false) == [])
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .other, visibleBeforeOpening: false) == [.focusTypingField, .show])
        #expect(KeyboardSession.toggle(keyboardVisible: true, focus: .textField, visibleBeforeOpening: true)
                == [.commitComposition, .returnFocusFromKeys, .hide])
    }

    @Test func ctrlKHidesAVisibleKeyboardAndNothingIsLeftOnAKey() {
        for focus in [FocusTarget.textField, .keyboardPanel, .other] {
            #expect(KeyboardSession.toggle(keyboardVisible: true, focus: focus) == [.commitComposition, .returnFocusFromKeys, .hide])
        }
    }

    @Test func escapeHidesOnlyAVisibleKeyboard() {
        let up = KeyboardSession.keyPressed(.escape, withModifiers: false, focus: .textField, keyboardVisible: true, composing: false)
        #expect(up.handled && up.effects == [.commitComposition, .returnFocusFromKeys, .hide])
        let down = KeyboardSession.keyPressed(.escape, withModifiers: false, focus: .textField, keyboardVisible: false, composing: false)
        #expect(!down.handled && down.effects.isEmpty, "Escape goes on to the window (back on a folded window)")
    }

    @Test func f6GoesToTheKeysAndBack() {
        let toKeys = KeyboardSession.keyPressed(.f6, withModifiers: false, focus: .textField, keyboardVisible: true, composing: false)
        #expect(toKeys.handled && toKeys.effects == [.focusKeys])
        let back = KeyboardSession.keyPressed(.f6, withModifiers: false, focus: .keyboardPanel, keyboardVisible: true, composing: false)
        #expect(back.handled && back.effects == [.returnFocusFromKeys])
        let elsewhere = KeyboardSession.keyPressed(.f6, withModifiers: false, focus: .other, keyboardVisible: true, composing: false)
        #expect(!elsewhere.handled, "F6 elsewhere is GTK's (pane cycling)")
    }

    @Test func modifiedKeysAreNeverTheSessions() {
        for key in [KeyboardSession.Key.escape, .f6] {
            let result = KeyboardSession.keyPressed(key, withModifiers: true, focus: .textField, keyboardVisible: true, composing: false)
            #expect(!result.handled && result.effects.isEmpty)
        }
    }

    @Test func aPhysicalKeyInTheFieldEndsTheCompositionFirst() {
        let typed = KeyboardSession.keyPressed(.other, withModifiers: false, focus: .textField, keyboardVisible: true, composing: true)
        #expect(!typed.handled && typed.effects == [.commitComposition], "the key still reaches the field")
        // Even with Ctrl held (Ctrl+A selects: the syllable is committed before).
        let ctrl = KeyboardSession.keyPressed(.other, withModifiers: true, focus: .textField, keyboardVisible: true, composing: true)
        #expect(ctrl.effects == [.commitComposition])
        // A key on the panel's own button (Space on a focused key) composes: nothing ends.
        let onKeys = KeyboardSession.keyPressed(.other, withModifiers: false, focus: .keyboardPanel, keyboardVisible: true, composing: true)
        #expect(onKeys.effects.isEmpty)
    }

    @Test func keysThatTypeACharacterAreToldApart() {
        for text in ["a", "Z", "7", "!", "한", "é", "€"] {
            #expect(KeyboardSession.Key(typing: text.unicodeScalars.first) == .character, "\(text)")
        }
        // Space presses a button; Tab, Return, Backspace and keys that type nothing keep their meaning.
        for scalar in [" ", "\t", "\r", "\u{8}", "\u{7F}", "\u{A0}"].map({ $0.unicodeScalars.first }) + [nil] {
            #expect(KeyboardSession.Key(typing: scalar) == .other, "\(String(describing: scalar))")
        }
        #expect(KeyboardSession.Key(typing: nil, composes: true) == .character, "a dead key or Compose starts a character")
    }

    @Test func aCharacterTypedOnAControlIsWrittenIntoTheField() {
        for visible in [false, true] {
            let typed = KeyboardSession.keyPressed(.character, withModifiers: false, focus: .other, keyboardVisible: visible, composing: false)
            #expect(typed.handled && typed.effects == [.focusTypingField, .forwardKeyToTypingField], "keyboard up: \(visible)")
        }
        // Ctrl+letter stays a shortcut; Space, Return and arrows stay the control's.
        let shortcut = KeyboardSession.keyPressed(.character, withModifiers: true, focus: .other, keyboardVisible: false, composing: false)
        #expect(!shortcut.handled && shortcut.effects.isEmpty)
        let space = KeyboardSession.keyPressed(.other, withModifiers: false, focus: .other, keyboardVisible: false, composing: false)
        #expect(!space.handled && space.effects.isEmpty)
        // In the field the key is the field's (after the composition ends); in a review tool it
        // is the tool's.
        let inField = KeyboardSession.keyPressed(.character, withModifiers: false, focus: .textField, keyboardVisible: true, composing: true)
        #expect(!inField.handled && inField.effects == [.commitComposition])
        let inTool = KeyboardSession.keyPressed(.character, withModifiers: false, focus: .reviewTool, keyboardVisible: true, composing: false)
        #expect(!inTool.handled && inTool.effects.isEmpty)
        // On one of the keys (F6, or the button with the platform's keyboard), a key cap cannot
        // take it: the field does, the on-screen composition ended first.
        let onKeys = KeyboardSession.keyPressed(.character, withModifiers: false, focus: .keyboardPanel, keyboardVisible: true, composing: true)
        #expect(onKeys.handled && onKeys.effects == [.commitComposition, .focusTypingField, .forwardKeyToTypingField])
    }

    @Test func aPageMovingTypingOnFocusesTheFieldUnlessTheKeysHaveFocus() {
        #expect(KeyboardSession.typingMoveTakesFocus(from: .textField))
        #expect(KeyboardSession.typingMoveTakesFocus(from: .other))
        #expect(!KeyboardSession.typingMoveTakesFocus(from: .keyboardPanel), "the keys keep it")
    }

    @Test func focusLeavingTheKeysTakesThemOutOfTheTabChain() {
        #expect(KeyboardSession.focusChanged(to: .textField, leftTypingField: false) == [.leaveKeysOutOfFocusChain])
        #expect(KeyboardSession.focusChanged(to: .other, leftTypingField: true) == [.leaveKeysOutOfFocusChain, .commitComposition])
        #expect(KeyboardSession.focusChanged(to: .keyboardPanel, leftTypingField: true) == [], "F6 to the keys keeps composing")
        // With the platform's keyboard, back in the same field hands over: the composition ends.
        #expect(KeyboardSession.focusChanged(to: .textField, leftTypingField: false, provider: .platform)
                == [.leaveKeysOutOfFocusChain, .commitComposition])
    }

    @Test func clicksCommitAndAClickOnAFieldBringsTheKeyboardBack() {
        #expect(KeyboardSession.clicked(onKeys: true, onTextField: false, keyboardVisible: true) == [])
        #expect(KeyboardSession.clicked(onKeys: false, onTextField: false, keyboardVisible: true) == [.commitComposition])
        #expect(KeyboardSession.clicked(onKeys: false, onTextField: true, keyboardVisible: false) == [.commitComposition, .show])
        #expect(KeyboardSession.clicked(onKeys: false, onTextField: true, keyboardVisible: true) == [.commitComposition])
    }

    @Test func leavingTheScreenCommitsAndHidesAtOnce() {
        #expect(KeyboardSession.pageLeft == [.commitComposition, .hideAtOnce])
    }
}
