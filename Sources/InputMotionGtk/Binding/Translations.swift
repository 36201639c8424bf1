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

    /// Binds the "inputmotion" domain to the compiled catalogs, in UTF-8.
    public static func bindDomain() {
        if let directory = Resources.localeDirectory { bindtextdomain(Localization.textDomain, directory) }
        bind_textdomain_codeset(Localization.textDomain, "UTF-8")
        textdomain(Localization.textDomain)
    }

    /// Sets the locale from the environment. glibc ignores LANGUAGE (`LANGUAGE=ko`) while the
    /// locale is plain "C", as it is with LANG unset or no locales generated; C.UTF-8 behaves
    /// the same otherwise and lets LANGUAGE choose the translation.
    public static func useUserLocale() {
        let chosen = setlocale(LC_ALL, "").map { String(cString: $0) } ?? "C"
        if chosen == "C" || chosen == "POSIX", let language = getenv("LANGUAGE"), language.pointee != 0 {
            setlocale(LC_ALL, "C.UTF-8")
        }
        // Forget translations looked up under the previous language.
        textdomain(textdomain(nil))
    }
}
