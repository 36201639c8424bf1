/// Who brings up a keyboard when a text field takes focus: the demo's emulated panel, or the
/// platform's own on-screen keyboard (GNOME Shell's, Phosh's squeekboard).
///
/// Two keyboards at once hide most of a phone's screen, so a real on-screen keyboard wins: the
/// emulated panel then never comes up for focus or a tap on a field, and shows only when asked
/// (the header button, Ctrl+K). The platform is taken to have one when the desktop's
/// "screen keyboard" accessibility setting is on (GSettings
/// `org.gnome.desktop.a11y.applications screen-keyboard-enabled`): that is the switch GNOME
/// Shell and squeekboard themselves obey, and the only signal both keep reliably. A running
/// squeekboard with the setting off does not come up for focus, so its presence alone is not
/// counted; a platform that offers no such setting keeps the emulated panel.
public enum KeyboardProvider: Sendable, Hashable {
    /// The emulated panel comes up whenever a text field takes focus.
    case emulated
    /// The platform's keyboard comes up for focus; the emulated panel only on demand.
    case platform

    /// The provider for the desktop's screen-keyboard setting: `nil` when the setting does not
    /// exist (its schema is not installed).
    public init(screenKeyboardEnabled: Bool?) {
        self = screenKeyboardEnabled == true ? .platform : .emulated
    }

    /// Whether the emulated panel comes up when a text field takes focus or is tapped.
    public var showsPanelForFocus: Bool { self == .emulated }
}
