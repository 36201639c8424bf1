/// Routes the emulated keyboard's key actions through Hangul composition: what a key does to
/// the syllable being composed, and what is left for the text field to do after it.
///
/// Rules:
/// - A jamo key (``KeyboardKeyAction/compose(_:)``) composes (``HangulComposer``).
/// - Backspace removes one jamo from the syllable being composed; with nothing composing it
///   is the field's own Backspace.
/// - Every other key that acts on the text (space, Return, a non-jamo character, hide) and
///   the layout switch (``KeyboardKeyAction/endComposition``) first commit the syllable, then
///   act. Keys that only change the keyboard (shift, the digits page) leave it composing.
/// - A focus change commits (``commit()``).
public struct KeyboardComposition: Sendable, Hashable {
    /// What a key does: first `edit` (replace the composing text), then `action` for the field.
    public struct Step: Sendable, Hashable {
        /// How the composing text changes; nil when it does not.
        public var edit: HangulComposer.Edit?
        /// What the field does after the edit (``KeyboardKeyAction/none`` for nothing).
        public var action: KeyboardKeyAction

        public init(edit: HangulComposer.Edit?, action: KeyboardKeyAction) {
            self.edit = edit
            self.action = action
        }
    }

    /// The composer; its ``HangulComposer/composing`` is what the field shows underlined.
    public private(set) var composer = HangulComposer()

    public init() {}

    /// Whether a syllable is being composed.
    public var isComposing: Bool { composer.isComposing }

    /// What pressing a key whose action is `action` does.
    public mutating func perform(_ action: KeyboardKeyAction) -> Step {
        switch action {
        case let .compose(jamo):
            return Step(edit: composer.type(jamo), action: .none)
        case .backspace:
            guard composer.backspace() else { return Step(edit: nil, action: .backspace) }
            return Step(edit: HangulComposer.Edit(committed: "", composing: composer.composing), action: .none)
        case .none:
            return Step(edit: nil, action: .none)
        case .insert, .returnKey, .hide, .endComposition:
            return Step(edit: commit(), action: action == .endComposition ? .none : action)
        }
    }

    /// Commits the syllable being composed (focus moved, the field was clicked, a physical key
    /// was pressed). Nil when nothing was composing.
    public mutating func commit() -> HangulComposer.Edit? {
        guard composer.isComposing else { return nil }
        return HangulComposer.Edit(committed: composer.commit(), composing: "")
    }
}
