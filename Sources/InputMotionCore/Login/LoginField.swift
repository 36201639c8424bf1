/// A field of the login form, in focus order.
public enum LoginField: Sendable, Hashable, CaseIterable {
    /// The email address field (first).
    case email
    /// The password field (second; Return here submits).
    case password
}
