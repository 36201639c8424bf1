import CGtk
import InputMotionCore

/// Whether the platform brings up an on-screen keyboard of its own: it reads and follows the
/// desktop's screen-keyboard setting (GSettings `org.gnome.desktop.a11y.applications`
/// `screen-keyboard-enabled`, which GNOME Shell and Phosh's squeekboard obey) and answers as
/// ``KeyboardProvider`` decides. Without the schema installed there is no setting to follow,
/// and the emulated keyboard stays the provider.
@MainActor
final class PlatformKeyboard {
    /// The one watcher of the app.
    static let shared = PlatformKeyboard()

    static let schema = "org.gnome.desktop.a11y.applications"
    static let key = "screen-keyboard-enabled"

    /// Who brings up a keyboard for focus now.
    private(set) var provider: KeyboardProvider
    private var observers: [(owner: WeakOwner, changed: @MainActor (KeyboardProvider) -> Void)] = []
    private let settings: Object?

    private init() {
        // g_settings_new aborts on a schema that is not installed: look it up first.
        let source = g_settings_schema_source_get_default()
        let found = source.flatMap { g_settings_schema_source_lookup($0, Self.schema, 1) }
        guard let found else {
            settings = nil
            provider = KeyboardProvider(screenKeyboardEnabled: nil)
            return
        }
        g_settings_schema_unref(found)
        let settings = Object(adopting: g_settings_new(Self.schema))
        self.settings = settings
        provider = KeyboardProvider(screenKeyboardEnabled: g_settings_get_boolean(Gio.Settings(settings.raw).c, Self.key) != 0)
        Gio.Settings(settings.raw).onChanged(key: Self.key) { [weak self] in self?.settingChanged() }
    }

    /// Calls `body` with the new provider each time it changes, while `owner` lives.
    func observe(owner: AnyObject, _ body: @escaping @MainActor (KeyboardProvider) -> Void) {
        observers.append((WeakOwner(owner), body))
    }

    private func settingChanged() {
        guard let settings else { return }
        let now = KeyboardProvider(screenKeyboardEnabled: g_settings_get_boolean(Gio.Settings(settings.raw).c, Self.key) != 0)
        guard now != provider else { return }
        provider = now
        observers.removeAll { $0.owner.object == nil }
        for observer in observers { observer.changed(now) }
    }
}
