/// Where keyboard focus is, as far as the on-screen keyboard panel cares.
public enum FocusTarget: Sendable, Hashable {
    /// A text field or text view on a page that uses the on-screen keyboard. (A text field
    /// on a page that does not use the panel is reported as ``other``.)
    case textField
    /// The keyboard panel itself (one of its keys).
    case keyboardPanel
    /// Anything else, or nothing.
    case other

    /// Whether the keyboard panel should be visible while focus is here.
    public var wantsKeyboard: Bool {
        switch self {
        case .textField, .keyboardPanel: true
        case .other: false
        }
    }
}
