/// One key of the emulated on-screen keyboard.
///
/// The key itself is pure data; what pressing it does depends on the keyboard's state (shift,
/// page) and is decided by ``KeyboardLayout/press(_:)``.
public enum KeyboardKey: Sendable, Hashable {
    /// Types its text (a letter is typed in upper case while shift is on).
    case character(String)
    /// Shift: the next letter is typed in upper case (one-shot, as phone keyboards do).
    case shift
    /// Deletes the selection, or the character before the cursor.
    case backspace
    /// Types a space.
    case space
    /// Return: activates a one-line field, starts a new line in a multi-line one.
    case returnKey
    /// Switches between the letters page and the digits-and-symbols page.
    case switchPage
    /// Switches between the English and the Korean letters (committing any syllable being
    /// composed).
    case switchLanguage
    /// Hides the keyboard.
    case hide
}
