/// The rules of a page's on-screen keyboard session: what the keyboard button (Ctrl+K), F6,
/// Escape, a physical key, a click, focus moving and the page leaving the screen do. Each
/// rule answers with effects, in the order the GTK host carries them out; the slide itself
/// (when the panel shows and hides for focus, and how it moves) is ``KeyboardPanel``'s.
///
/// Rules:
/// - Toggle (the header button, Ctrl+K): a visible keyboard hides; a hidden one shows, and
///   first puts focus in the field keys type into when focus is elsewhere, so the keys have
///   somewhere to type and focus agrees with the keyboard. With the platform's own keyboard,
///   which serves whichever text field has focus, it shows with focus on its keys instead (they
///   type into that field all the same), so the platform's goes away: never two keyboards.
/// - Hiding commits the on-screen composition and brings focus on a key back to the field
///   (it never stays on a key about to disappear).
/// - Escape hides a visible keyboard. F6 moves focus from the text field to the keys (which
///   join the focus chain only then) and from the keys back to the field, caret kept. Neither
///   is used with Ctrl, Alt or Super held, nor while the keyboard is down.
/// - A physical key typed into the field ends the on-screen composition before the field sees it.
/// - A character typed with focus elsewhere in the page (a message, a button, one of the
///   keys) is written into the field keys type into, which takes focus (and so brings the
///   keyboard up), after the on-screen composition ends: what is typed is never lost on a
///   control that cannot take it. Space is not a character here: on a button it presses it.
/// - Focus moving anywhere but the keys takes the keys out of the focus chain (Tab never
///   lands on them) and, when it leaves the field being composed in, commits the composition.
/// - A click anywhere but on the keys commits the composition (it may move the caret); a
///   click on a text field brings a dismissed keyboard back, since focus does not change.
/// - With the platform's own on-screen keyboard (``KeyboardProvider/platform``) focus and taps
///   never bring the emulated one up; the button still does (see Toggle), and focus going back
///   to a text field (Escape, F6, a tap) hands over to the platform's again. The provider
///   changing hides or shows it as focus would.
/// - Focus moving into a review tool (the motion inspector) leaves the keyboard as it is, so a
///   replayed slide can be scrubbed there; Ctrl+K from it shows the keyboard and leaves focus.
/// - A page moving typing on to another field (the poll's Return) gives that field focus,
///   except from the keys, which keep it and type there next.
/// - A page leaving the screen commits and puts its keyboard away at once, without a slide.
public enum KeyboardSession {
    /// What the GTK host does, in order.
    public enum Effect: Sendable, Hashable {
        /// End the on-screen composition where it is (the syllable stays, once).
        case commitComposition
        /// Focus the field keys type into, caret where it was, nothing selected.
        case focusTypingField
        /// Bring the keys into the focus chain and focus the first one.
        case focusKeys
        /// Focus on a key goes back to the typing field.
        case returnFocusFromKeys
        /// Take the keys out of the focus chain.
        case leaveKeysOutOfFocusChain
        /// Slide the keyboard in, or out.
        case show, hide
        /// Put the keyboard away with no slide.
        case hideAtOnce
        /// Hand the key being pressed to the field keys type into (after it took focus).
        case forwardKeyToTypingField
    }

    /// A physical key as the session tells keys apart.
    public enum Key: Sendable, Hashable {
        case escape, f6
        /// A key that types a character other than a space, or composes one with the next
        /// key (a dead key, Compose).
        case character
        case other

        /// The key that types `scalar` (nil: it types nothing), or that `composes` a
        /// character with the next key. Space and control characters are ``other``: on a
        /// button Space presses it, and Tab, Return and Backspace keep their own meaning.
        public init(typing scalar: Unicode.Scalar?, composes: Bool = false) {
            if composes { self = .character; return }
            guard let scalar, !scalar.properties.isWhitespace, scalar.properties.generalCategory != .control else {
                self = .other
                return
            }
            self = .character
        }
    }

    /// The header button or Ctrl+K.
    public static func toggle(keyboardVisible: Bool, focus: FocusTarget, provider: KeyboardProvider = .emulated) -> [Effect] {
        if keyboardVisible { return hide }
        if !provider.showsPanelForFocus { return focus == .reviewTool ? [.show] : [.show, .focusKeys] }
        return focus == .other ? [.focusTypingField, .show] : [.show]
    }

    /// The header button or Ctrl+K pressed while its page was off screen (a folded window's
    /// page list): the page opens first, and opening may already have moved the keyboard the
    /// way the toggle asks (the page focuses a field, and the focus rule brings the keyboard
    /// up). Then nothing is left to do; else it is the toggle above.
    public static func toggle(keyboardVisible: Bool, focus: FocusTarget, visibleBeforeOpening: Bool,
                              provider: KeyboardProvider = .emulated) -> [Effect] {
        keyboardVisible != visibleBeforeOpening ? [] : toggle(keyboardVisible: keyboardVisible, focus: focus, provider: provider)
    }

    /// A page moves typing on to another of its fields (the poll's Return walking its options)
    /// while focus is on `focus`: whether focus goes to that field. Focus on the keys stays
    /// there, and they type into that field next: with the platform's keyboard, a focused
    /// field would bring that one up beside them.
    public static func typingMoveTakesFocus(from focus: FocusTarget) -> Bool { focus != .keyboardPanel }

    /// What hiding the keyboard does (its hide key, Escape, toggle).
    public static let hide: [Effect] = [.commitComposition, .returnFocusFromKeys, .hide]

    /// A physical key pressed while `focus` has the focus (seen before the focused widget).
    /// `handled`: the key was used here and goes no further.
    public static func keyPressed(_ key: Key, withModifiers: Bool, focus: FocusTarget, keyboardVisible: Bool,
                                  composing: Bool) -> (effects: [Effect], handled: Bool) {
        if key == .character, !withModifiers, focus == .other || focus == .keyboardPanel {
            return ((composing ? [.commitComposition] : []) + [.focusTypingField, .forwardKeyToTypingField], true)
        }
        let commit: [Effect] = composing && focus == .textField ? [.commitComposition] : []
        guard !withModifiers, keyboardVisible else { return (commit, false) }
        switch (key, focus) {
        case (.escape, _): return (commit + hide, true)
        case (.f6, .textField): return (commit + [.focusKeys], true)
        case (.f6, .keyboardPanel): return (commit + [.returnFocusFromKeys], true)
        case (.f6, .other), (.f6, .reviewTool), (.character, _), (.other, _): return (commit, false)
        }
    }

    /// Focus moved to `target`; `leftTypingField`: it left the field being typed into. With
    /// the platform's keyboard (`provider`), focus in a field hands over to it (the emulated
    /// one goes, see ``KeyboardPanel``): its composition ends there too.
    public static func focusChanged(to target: FocusTarget, leftTypingField: Bool, provider: KeyboardProvider = .emulated) -> [Effect] {
        guard target != .keyboardPanel else { return [] }
        let handsOver = target == .textField && !provider.showsPanelForFocus
        return [.leaveKeysOutOfFocusChain] + (leftTypingField || handsOver ? [.commitComposition] : [])
    }

    /// A press in the page: on one of the keys, on a text field, or elsewhere. With the
    /// platform's keyboard (`provider`), a tap on a field is the platform's to answer.
    public static func clicked(onKeys: Bool, onTextField: Bool, keyboardVisible: Bool,
                               provider: KeyboardProvider = .emulated) -> [Effect] {
        guard !onKeys else { return [] }
        let bringsBack = onTextField && !keyboardVisible && provider.showsPanelForFocus
        return [.commitComposition] + (bringsBack ? [.show] : [])
    }

    /// The platform's keyboard came or went (the desktop's screen-keyboard setting changed).
    /// A platform keyboard taking over puts the emulated one away (two keyboards would cover
    /// the page); the emulated one taking over comes up when focus is in a field, as a focus
    /// change would have brought it.
    public static func providerChanged(to provider: KeyboardProvider, focus: FocusTarget, keyboardVisible: Bool) -> [Effect] {
        switch provider {
        case .platform: keyboardVisible ? hide : []
        case .emulated: !keyboardVisible && focus == .textField ? [.show] : []
        }
    }

    /// The page left the screen (another page is shown).
    public static let pageLeft: [Effect] = [.commitComposition, .hideAtOnce]
}
