import CIntl

/// Translation of user-visible strings through GNU gettext (text domain ``textDomain``).
///
/// Rules:
/// - Every string a user sees is wrapped where it is written: `tr("Login")`, or
///   `trn("{count} frame", "{count} frames", n)` when it depends on a number. The wrappers are
///   also the keywords `xgettext` looks for (meson-helpers/update-translations).
/// - A message id is a plain literal: no Swift interpolation. Values go in named slots,
///   `{name}`, filled by ``filled(_:)`` after translation, so a translator may move them.
/// - With no catalog bound (tests, a missing .mo), every call returns its English id.
///
/// The app binds the domain to its locale folder once at start-up (`Translations.setUp` in the
/// GTK layer); the core only looks strings up, so it stays free of GTK.
public enum Localization {
    /// The gettext text domain: the catalogs are `inputmotion.mo`.
    public static let textDomain = "inputmotion"
}

/// `message` in the user's language.
public func tr(_ message: String) -> String {
    // gettext returns the id's own pointer when it has no translation: copy it while alive.
    message.withCString { id in String(cString: dgettext(Localization.textDomain, id)) }
}

/// The singular or plural form of a message for `count`, in the user's language (the
/// language's own plural rules decide which; Korean has one form).
public func trn(_ singular: String, _ plural: String, _ count: Int) -> String {
    singular.withCString { one in
        plural.withCString { many in
            String(cString: dngettext(Localization.textDomain, one, many, UInt(max(count, 0))))
        }
    }
}

extension String {
    /// The string with each `{name}` slot replaced by its value; unknown slots stay as they are.
    ///
    /// One pass from left to right: a value put in is never searched for slots itself (a
    /// title holding "{count}" stays as typed), whatever order the dictionary keeps.
    public func filled(_ values: [String: String]) -> String {
        var result = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let nameStart = rest.index(after: open)
            if let close = rest[nameStart...].firstIndex(of: "}"), let value = values[String(rest[nameStart..<close])] {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[nameStart...]
            }
        }
        return result + rest
    }
}
