/// Where keyboard focus is, as far as the on-screen keyboard panel cares.
public enum FocusTarget: Sendable, Hashable {
    /// A text field or text view on a page that uses the on-screen keyboard. (A text field
    /// on a page that does not use the panel is reported as ``other``.)
    case textField
    /// The keyboard panel itself (one of its keys).
    case keyboardPanel
    /// A review tool beside the page (the motion inspector). It watches the page, so focus
    /// there leaves the keyboard as it is: a replayed slide can be scrubbed, and the inspector
    /// keeps the keyboard in view while its slide is tuned.
    case reviewTool
    /// Anything else, or nothing.
    case other

    /// Whether the keyboard panel should be visible while focus is here; `nil` for no say.
    public var wantsKeyboard: Bool? {
        switch self {
        case .textField, .keyboardPanel: true
        case .other: false
        case .reviewTool: nil
        }
    }
}
