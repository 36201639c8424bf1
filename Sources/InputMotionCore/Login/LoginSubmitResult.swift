/// What submitting the login form did.
public enum LoginSubmitResult: Sendable, Hashable {
    /// Both fields were valid: the user is logged in and the avatar animates.
    case loggedIn
    /// `field` is the first invalid one: it shakes, should take focus, and shows `message`.
    case invalid(field: LoginField, message: String)
}
