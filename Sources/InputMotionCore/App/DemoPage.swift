/// The pages of the demo, in sidebar order. The raw value is the stable name `--page` takes.
public enum DemoPage: String, CaseIterable, Sendable {
    case floating, placeholder, login, chat, poll

    /// The title shown in the sidebar.
    public var title: String {
        switch self {
        case .floating: tr("Floating Labels")
        case .placeholder: tr("Placeholder Text")
        case .login: tr("Login")
        case .chat: tr("Chat")
        case .poll: tr("Poll")
        }
    }

    /// One line at the top of the page for a newcomer: what the pattern is, and what to try.
    public var intro: String {
        switch self {
        case .floating: tr("A field's name rests inside it and floats up, smaller, when you type. Click a field or press Tab.")
        case .placeholder: tr("The placeholder stays under the caret until you type, and comes back when the text is empty. Click the field and type.")
        case .login: tr("A wrong entry shakes its field; a right one spins the avatar. Press Log In with the fields empty, then filled.")
        case .chat: tr("The message bar rides on the on-screen keyboard. Click the message field to bring the keyboard up.")
        case .poll: tr("Return in the last option adds one just above the keyboard. Type an option and press Return.")
        }
    }

    /// Pages whose text fields bring up the emulated on-screen keyboard.
    public var usesKeyboard: Bool { self == .chat || self == .poll }
}
