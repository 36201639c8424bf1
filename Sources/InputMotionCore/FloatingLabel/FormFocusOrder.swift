/// The order focus walks through a form's fields when Return is pressed.
///
/// Fields are numbered `0 ..< fieldCount` in visual reading order. Return in the last field
/// gives focus back to the window (the desktop equivalent of the seed dismissing the
/// keyboard), which is reported as `nil`.
public struct FormFocusOrder: Sendable, Hashable {
    /// How many fields the form has.
    public var fieldCount: Int

    /// Creates the focus order of a form with `fieldCount` fields (negative counts as 0).
    public init(fieldCount: Int) {
        self.fieldCount = max(0, fieldCount)
    }

    /// The field to focus after Return in field `index`, or `nil` to give focus back to
    /// the window (after the last field, or for an index that is not a field of the form).
    public func next(after index: Int) -> Int? {
        guard index >= 0, index < fieldCount else { return nil }
        let next = index + 1
        return next < fieldCount ? next : nil
    }
}
