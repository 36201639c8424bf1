/// Checks an email address against the seed's pattern, as a whole-string match:
///
///     [A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,30}
///
/// Hand-written over Unicode scalars, with ASCII-only classes, so the result does not
/// depend on a regex engine's Unicode or locale rules: "é" is not in `[a-z]`, and a
/// combining accent after an ASCII letter is a scalar of its own that fails too.
///
/// How the pattern reduces (so no general backtracking is needed):
/// - Neither character class contains "@", so a match has exactly one "@", splitting the
///   string into a local part (`[A-Z0-9a-z._%+-]+`) and a domain part.
/// - The domain part must match `[A-Za-z0-9.-]+\.[A-Za-z]{2,30}`. The TLD (letters only)
///   cannot contain a dot, so the `\.` before it can only be the domain's LAST dot. Every
///   character before that dot must be in `[A-Za-z0-9.-]` (dots included) and there must be
///   at least one. So "a@b..de" matches (host "b.", TLD "de") and "a@.de" does not.
public enum EmailValidator {
    /// The shortest and longest top-level domain the pattern accepts.
    public static let topLevelDomainLength: ClosedRange<Int> = 2...30

    /// Whether `address` matches the seed's email pattern in full.
    public static func isValid(_ address: String) -> Bool {
        let scalars = Array(address.unicodeScalars)
        guard let at = scalars.firstIndex(of: "@") else { return false }
        let local = scalars[..<at]
        let domain = scalars[(at + 1)...]
        guard !local.isEmpty, local.allSatisfy(isLocalPartScalar) else { return false }
        // A second "@" falls in the domain and fails its class below.
        guard let lastDot = domain.lastIndex(of: ".") else { return false }
        let host = domain[..<lastDot]
        let topLevel = domain[(lastDot + 1)...]
        guard !host.isEmpty, host.allSatisfy(isDomainScalar) else { return false }
        guard topLevelDomainLength.contains(topLevel.count), topLevel.allSatisfy(isASCIILetter) else {
            return false
        }
        return true
    }

    /// `[A-Za-z]`
    static func isASCIILetter(_ s: Unicode.Scalar) -> Bool {
        ("A"..."Z").contains(s) || ("a"..."z").contains(s)
    }

    /// `[0-9]`
    static func isASCIIDigit(_ s: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(s)
    }

    /// `[A-Z0-9a-z._%+-]`
    static func isLocalPartScalar(_ s: Unicode.Scalar) -> Bool {
        isASCIILetter(s) || isASCIIDigit(s) || s == "." || s == "_" || s == "%" || s == "+" || s == "-"
    }

    /// `[A-Za-z0-9.-]`
    static func isDomainScalar(_ s: Unicode.Scalar) -> Bool {
        isASCIILetter(s) || isASCIIDigit(s) || s == "." || s == "-"
    }
}
