/// What pressing an on-screen key asks the focused text field to do, exactly as the same
/// key on a physical keyboard would.
public enum KeyboardKeyAction: Sendable, Hashable {
    /// Insert this text at the cursor, replacing the selection.
    case insert(String)
    /// Delete the selection, or the character before the cursor.
    case backspace
    /// Return: activate a one-line field; insert a newline in a multi-line one.
    case returnKey
    /// Hide the keyboard.
    case hide
    /// Compose this jamo into the syllable being composed (the Korean layout's letter keys;
    /// see ``KeyboardComposition``).
    case compose(Character)
    /// Commit the syllable being composed, and nothing else (the layout switch).
    case endComposition
    /// Nothing for the text field: the key changed the keyboard itself (shift, page).
    case none
}
