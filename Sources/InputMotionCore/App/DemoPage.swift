/// The pages of the demo, in sidebar order. The raw value is the stable name `--page` takes.
public enum DemoPage: String, CaseIterable, Sendable {
    case floating, placeholder, login, chat, poll

    /// The title shown in the sidebar.
    public var title: String {
        switch self {
        case .floating: tr("Floating labels")
        case .placeholder: tr("Placeholder text")
        case .login: tr("Login")
        case .chat: tr("Chat")
        case .poll: tr("Poll")
        }
    }

    /// Pages whose text fields bring up the emulated on-screen keyboard.
    public var usesKeyboard: Bool { self == .chat || self == .poll }
}
