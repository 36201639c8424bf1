/// The login form's validation: which field is wrong first, and what to tell the user.
public enum LoginValidation {
    /// Shown under an empty email field.
    public static var missingEmailMessage: String { tr("Enter your email address.") }
    /// Shown under an email field whose text is not an email address.
    public static var invalidEmailMessage: String { tr("Enter an email address like name@example.com.") }
    /// Shown under an empty password field.
    public static var missingPasswordMessage: String { tr("Enter your password.") }

    /// Shown under a password shorter than `rule` allows.
    public static func shortPasswordMessage(_ rule: PasswordRule) -> String {
        trn("Password must be at least {count} character.", "Password must be at least {count} characters.", rule.minimumLength)
            .filled(["count": "\(rule.minimumLength)"])
    }

    /// The first invalid field (email before password, the order the user fills them in)
    /// and the message explaining what is wrong with it, or `nil` when both are valid.
    ///
    /// The message never quotes the password or its length.
    public static func firstProblem(email: String, password: SecretText, rule: PasswordRule = .seed) -> (field: LoginField, message: String)? {
        if email.isEmpty { return (.email, missingEmailMessage) }
        if !EmailValidator.isValid(email) { return (.email, invalidEmailMessage) }
        if password.isEmpty { return (.password, missingPasswordMessage) }
        if !rule.isSatisfied(by: password.revealedText) { return (.password, shortPasswordMessage(rule)) }
        return nil
    }
}
