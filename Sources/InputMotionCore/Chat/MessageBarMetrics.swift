/// The chat's message entry, as the seed draws it: a field of a fixed height whose corners
/// are rounded by 35 % of that height. Both numbers live here once: the entry asks for
/// ``entryHeight`` and the stylesheet's rule for `.message-entry` is ``css``.
public enum MessageBarMetrics {
    /// The entry's height in pixels (fixed, so the corner radius is a fixed number too).
    public static let entryHeight = 40.0
    /// The seed's corner radius: 35 % of the field's height.
    public static let cornerRadius = 0.35 * entryHeight
    /// The CSS that rounds the entry (added to the app's stylesheet when it is loaded).
    public static var css: String {
        ".message-entry { border-radius: \(MotionNumber.text(cornerRadius))px; }\n"
    }
}
