/// What pressing Return in a form field asks the form to do.
///
/// The field only reports the intent; the form (which knows the order of its fields)
/// decides which field is next, with ``FormFocusOrder``.
public enum ReturnAction: Sendable, Hashable {
    /// Move focus to the next field (the seed's "resign first responder" on Return).
    case focusNext
    /// Submit the form (the login form's password field).
    case submit
    /// Do nothing (for example a multi-line field where Return inserts a newline).
    case none
}
