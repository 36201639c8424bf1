import CGtk
import CIntl
import Glibc
import InputMotionCore

/// Sets up gettext for the app: the user's locale, and the "inputmotion" text domain bound to
/// the folder of compiled catalogs (`Resources.localeDirectory`).
@MainActor
public enum Translations {
    /// Call once, before GTK starts (GTK would otherwise set the locale itself, undoing the
    /// C.UTF-8 fallback below).
    public static func setUp() {
        gtk_disable_setlocale()
        useUserLocale()
        bindDomain()
    }

    /// Binds the "inputmotion" domain to the compiled catalogs, in UTF-8. It is not made the
    /// default domain (`textdomain`): `tr` names it, and GLib stops translating every library
    /// (GTK's own "default:RTL", so the locale's direction, too) when the default domain is
    /// not "messages" and has no catalog for the locale, as in Arabic or Hebrew.
    public static func bindDomain() {
        if let directory = Resources.localeDirectory { bindtextdomain(Localization.textDomain, directory) }
        bind_textdomain_codeset(Localization.textDomain, "UTF-8")
    }

    /// Sets the locale from the environment. glibc ignores LANGUAGE (`LANGUAGE=ko`) while the
    /// messages locale is plain "C", as it is with LANG unset or no locales generated; from
    /// glibc 2.41 on it ignores it under C.UTF-8 too. So with LANGUAGE set and no real locale,
    /// the messages locale becomes a real one (the language's own when installed, else a
    /// common one: only LANGUAGE picks the catalog), and everything else C.UTF-8.
    public static func useUserLocale() {
        let chosen = setlocale(LC_ALL, "").map { String(cString: $0) } ?? "C"
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? chosen
        if ["C", "POSIX", "C.UTF-8", "C.utf8"].contains(messages), let language = getenv("LANGUAGE"), language.pointee != 0 {
            setlocale(LC_ALL, "C.UTF-8")
            let languages = String(cString: language).split(separator: ":").filter { $0.contains("_") }.map { "\($0).UTF-8" }
            for candidate in languages + ["en_US.UTF-8", "en_GB.UTF-8"] where setlocale(LC_MESSAGES, candidate) != nil { break }
        }
        // Forget translations looked up under the previous language.
        textdomain(textdomain(nil))
    }
}
