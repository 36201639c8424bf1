/// The emulated on-screen keyboard's keys and state: which page shows (letters, or digits
/// and symbols), whether shift is on, the rows of keys, each key's label and accessible
/// name, and what pressing a key does.
///
/// Both pages have the same shape (the same number of keys in each row, with shift, page,
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

    /// The page that shows.
    public private(set) var page: Page = .letters
    /// Whether the next letter is typed in upper case. One-shot: typing a letter turns it off.
    public private(set) var isShifted = false

    /// Creates the keyboard on its letters page with shift off.
    public init() {}

    /// The rows of the letters page (QWERTY).
    public static let letterRows: [[KeyboardKey]] = [
        "qwertyuiop".map { .character(String($0)) },
        "asdfghjkl".map { .character(String($0)) },
        [.shift] + "zxcvbnm".map { .character(String($0)) } + [.backspace],
        [.switchPage, .character(","), .space, .character("."), .returnKey, .hide],
    ]

    /// The rows of the digits-and-symbols page: the letters page's shape, where shift's
    /// place holds one more symbol (this page has no shift).
    public static let symbolRows: [[KeyboardKey]] = [
        "1234567890".map { .character(String($0)) },
        ["-", "/", ":", ";", "(", ")", "&", "@", "\""].map { .character($0) },
        ["?", "!", "'", "#", "%", "*", "+", "="].map { .character($0) } + [.backspace],
        [.switchPage, .character(","), .space, .character("."), .returnKey, .hide],
    ]

    /// The rows of keys on the page that shows, top to bottom, each leading to trailing.
    public var rows: [[KeyboardKey]] {
        page == .letters ? Self.letterRows : Self.symbolRows
    }

    /// The text on `key`'s cap: letters follow shift; the page key names the other page.
    public func label(for key: KeyboardKey) -> String {
        switch key {
        case let .character(text): isShifted ? text.uppercased() : text
        case .shift: "⇧"
        case .backspace: "⌫"
        case .space: "space"
        case .returnKey: "return"
        case .switchPage: page == .letters ? "123" : "ABC"
        case .hide: "⌄"
        }
    }

    /// What a screen reader says for `key`: symbols on caps are spelled out as words.
    public func accessibleName(for key: KeyboardKey) -> String {
        switch key {
        case .character: label(for: key)
        case .shift: "Shift"
        case .backspace: "Backspace"
        case .space: "Space"
        case .returnKey: "Return"
        case .switchPage: page == .letters ? "Digits and symbols" : "Letters"
        case .hide: "Hide keyboard"
        }
    }

    /// Presses `key`: updates shift and page, and returns what the focused text field should
    /// do.
    public mutating func press(_ key: KeyboardKey) -> KeyboardKeyAction {
        switch key {
        case let .character(text):
            let typed = isShifted ? text.uppercased() : text
            isShifted = false
            return .insert(typed)
        case .shift:
            isShifted.toggle()
            return .none
        case .switchPage:
            page = page == .letters ? .symbols : .letters
            isShifted = false
            return .none
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
