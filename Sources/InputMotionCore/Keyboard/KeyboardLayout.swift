/// The emulated on-screen keyboard's keys and state: which page shows (letters, or digits
/// and symbols), which letters (English QWERTY or Korean dubeolsik), whether shift is on, the rows of keys, each key's label and accessible
/// name, and what pressing a key does.
///
/// Korean letter keys compose (``KeyboardKeyAction/compose(_:)``, see ``KeyboardComposition``);
/// the language key commits what is being composed and switches letters.
///
/// All pages have the same shape (the same number of keys in each row, with shift, page,
/// backspace, space, return and hide in the same places), so a view can keep one button per
/// place and only relabel it when the page or shift changes: a key that has keyboard focus
/// keeps it.
public struct KeyboardLayout: Sendable, Hashable {
    /// A page of keys.
    public enum Page: Sendable, Hashable {
        /// Letters, with shift.
        case letters
        /// Digits and symbols.
        case symbols
    }

    /// Which letters the letters page shows.
    public enum Language: Sendable, Hashable {
        /// QWERTY.
        case english
        /// Dubeolsik, the standard two-set Korean layout.
        case korean
    }

    /// The page that shows.
    public private(set) var page: Page = .letters
    /// Which letters the letters page shows.
    public private(set) var language: Language = .english
    /// Whether the next letter is typed in upper case. One-shot: typing a letter turns it off.
    public private(set) var isShifted = false

    /// Creates the keyboard on its letters page with shift off.
    public init() {}

    /// The rows of the letters page (QWERTY).
    public static let letterRows: [[KeyboardKey]] = [
        "qwertyuiop".map { .character(String($0)) },
        "asdfghjkl".map { .character(String($0)) },
        [.shift] + "zxcvbnm".map { .character(String($0)) } + [.backspace],
        bottomRow,
    ]

    /// The bottom row of every page: page, language, comma, space, full stop, return, hide.
    static let bottomRow: [KeyboardKey] = [.switchPage, .switchLanguage, .character(","), .space, .character("."), .returnKey, .hide]

    /// The rows of the digits-and-symbols page: the letters page's shape, where shift's
    /// place holds one more symbol (this page has no shift).
    public static let symbolRows: [[KeyboardKey]] = [
        "1234567890".map { .character(String($0)) },
        ["-", "/", ":", ";", "(", ")", "&", "@", "\""].map { .character($0) },
        ["?", "!", "'", "#", "%", "*", "+", "="].map { .character($0) } + [.backspace],
        bottomRow,
    ]

    /// The rows of keys on the page that shows, top to bottom, each leading to trailing.
    public var rows: [[KeyboardKey]] {
        switch (page, language) {
        case (.symbols, _): Self.symbolRows
        case (.letters, .english): Self.letterRows
        case (.letters, .korean): Self.koreanRows
        }
    }

    /// What a character key types now: shifted or not, in the language that shows.
    private func typed(_ text: String) -> String {
        guard isShifted else { return text }
        return language == .korean && page == .letters ? Self.shiftedJamo(text) : text.uppercased()
    }

    /// The text on `key`'s cap: letters follow shift; the page key names the other page.
    public func label(for key: KeyboardKey) -> String {
        switch key {
        case let .character(text): typed(text)
        case .shift: "⇧"
        case .backspace: "⌫"
        case .space: tr("space")  // the cap's word, lower case as on a phone's keyboard
        case .returnKey: tr("return")
        case .switchPage: page == .letters ? "123" : (language == .korean ? "가" : "ABC")
        case .switchLanguage: language == .english ? "한" : "EN"
        case .hide: "⌄"
        }
    }

    /// What a screen reader says for `key`: symbols on caps are spelled out as words.
    public func accessibleName(for key: KeyboardKey) -> String {
        switch key {
        case .character: label(for: key)
        case .shift: tr("Shift")
        case .backspace: tr("Backspace")
        case .space: tr("Space")
        case .returnKey: tr("Return")
        case .switchPage: page == .letters ? tr("Digits and symbols") : tr("Letters")
        case .switchLanguage: language == .english ? tr("Korean") : tr("English")
        case .hide: tr("Hide keyboard")
        }
    }

    /// The panel was dismissed: back to the letters page with shift off; the language stays,
    /// as a phone keyboard keeps the last one chosen.
    public mutating func dismiss() {
        page = .letters
        isShifted = false
    }

    /// Presses `key`: updates shift and page, and returns what the focused text field should
    /// do.
    public mutating func press(_ key: KeyboardKey) -> KeyboardKeyAction {
        switch key {
        case let .character(text):
            let typed = typed(text)
            isShifted = false
            if language == .korean, page == .letters, let jamo = typed.first, typed.count == 1,
               HangulComposer.isJamo(jamo) {
                return .compose(jamo)
            }
            return .insert(typed)
        case .shift:
            isShifted.toggle()
            return .none
        case .switchPage:
            page = page == .letters ? .symbols : .letters
            isShifted = false
            return .none
        case .switchLanguage:
            language = language == .english ? .korean : .english
            page = .letters
            isShifted = false
            return .endComposition
        case .backspace:
            return .backspace
        case .space:
            return .insert(" ")
        case .returnKey:
            return .returnKey
        case .hide:
            return .hide
        }
    }
}
