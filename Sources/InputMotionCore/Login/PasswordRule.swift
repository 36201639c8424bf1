/// The login form's password rule: at least a minimum number of characters.
///
/// Characters are user-perceived characters (Swift `Character`s, extended grapheme
/// clusters): an emoji, a flag, a family emoji joined with zero-width joiners and a Hangul
/// syllable each count as one, because that is what a person counts when told
/// "at least 8 characters".
public struct PasswordRule: Sendable, Hashable {
    /// The fewest characters a valid password has.
    public var minimumLength: Int

    /// The seed's rule: at least 8 characters.
    public static let seed = PasswordRule(minimumLength: 8)

    /// Creates a rule requiring at least `minimumLength` characters.
    public init(minimumLength: Int) {
        self.minimumLength = minimumLength
    }

    /// Whether `password` satisfies the rule.
    public func isSatisfied(by password: String) -> Bool {
        password.count >= minimumLength
    }
}
