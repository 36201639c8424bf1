/// A piece of text that must never be printed, logged or reflected: a password.
///
/// Every way Swift turns a value into text (`description`, `debugDescription`, `dump`,
/// `Mirror`) shows a fixed placeholder instead of the text, so a model holding a
/// `SecretText` can be printed or dumped safely. Only ``revealedText`` gives the text, and
/// that name is meant to stand out in review.
public struct SecretText: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// What every textual representation shows instead of the secret.
    public static let placeholder = "<redacted>"

    /// The secret text itself. Use it only to validate or to hand to the authenticator.
    public var revealedText: String

    /// Wraps `text` so it cannot be printed by accident.
    public init(_ text: String) {
        self.revealedText = text
    }

    /// Whether the secret is empty (safe to show: it says nothing about the text).
    public var isEmpty: Bool { revealedText.isEmpty }

    public var description: String { Self.placeholder }
    public var debugDescription: String { "SecretText(\(Self.placeholder))" }
    // `dump` and debuggers walk the Mirror, which would otherwise expose the stored String.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
