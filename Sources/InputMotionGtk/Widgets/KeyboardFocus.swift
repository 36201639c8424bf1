import CGtk
import InputMotionCore

/// Where keyboard focus is, for a page with an on-screen keyboard: it follows the window's
/// focus widget while the page is on screen, tells the text fields of the page's content
/// from the keyboard's keys and from anything else (`FocusTarget`), and remembers the field
/// the keys type into.
@MainActor
final class KeyboardFocus {
    /// The page's content (its text fields are the ones that count) and the keyboard's panel.
    private let content: UnsafeMutablePointer<GtkWidget>
    private let panel: KeyboardPanelView
    /// The field keys type into while no text field of the page has had focus yet. Not owned.
    var defaultTextField: UnsafeMutablePointer<GtkWidget>?
    /// Called after every change of the window's focus widget, with where it went now.
    var onChange: @MainActor (_ target: FocusTarget, _ leftTypingField: Bool) -> Void = { _, _ in }

    /// The text widget (GtkText or GtkTextView) focused last, held so it cannot vanish under us.
    private var lastTextField: Widget?
    private var connection: SignalConnection?

    init(content: UnsafeMutablePointer<GtkWidget>, panel: KeyboardPanelView) {
        self.content = content
        self.panel = panel
    }

    /// Follows the window's focus while the page is on screen (call on map and unmap).
    func follow(_ following: Bool) {
        if !following {
            connection?.disconnect()
            connection = nil
            return
        }
        guard connection == nil, let root = gtk_widget_get_root(content) else { return }
        connection = Gtk.Window(root).onNotify("focus-widget") { [weak self] in self?.focusChanged() }
        focusChanged()
    }

    /// The window's focus widget.
    var current: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(content) else { return nil }
        return gtk_root_get_focus(root)
    }

    /// Where focus is now.
    var target: FocusTarget { classify(current) }

    /// Where `focus` is, as the keyboard sees it.
    func classify(_ focus: UnsafeMutablePointer<GtkWidget>?) -> FocusTarget {
        guard let focus else { return .other }
        if panel.contains(focus) { return .keyboardPanel }
        if Self.isInReviewTool(focus) { return .reviewTool }
        guard isInContent(focus), KeyboardTyping.textTarget(for: focus) != nil else { return .other }
        return .textField
    }

    /// The field keys type into: the last focused one while it is still in the page, else
    /// the default field.
    var typingField: UnsafeMutablePointer<GtkWidget>? {
        if let field = lastTextField?.widget, isInContent(field) { return field }
        return defaultTextField.flatMap(KeyboardTyping.textTarget(for:))
    }

    /// Makes `field` the one keys type into, its caret at the end, leaving focus where it is.
    func setTypingField(_ field: UnsafeMutablePointer<GtkWidget>) {
        guard let text = KeyboardTyping.textTarget(for: field) else { return }
        lastTextField = Widget(text)
        gtk_editable_set_position(field.asEditable, -1)
    }

    /// Focuses the typing field, caret where it was, nothing selected; whether it took focus.
    @discardableResult
    func focusTypingField() -> Bool {
        guard let field = typingField else { return false }
        return Self.focusWithoutSelecting(field)
    }

    /// Focus on one of the keys goes back to the typing field (or nowhere, with none), so
    /// focus never stays on a key that is about to disappear.
    func returnFromKeys() {
        guard let focus = current, panel.contains(focus) else { return }
        if focusTypingField() { return }
        if let root = gtk_widget_get_root(content) { gtk_root_set_focus(root, nil) }
    }

    private func isInContent(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == content || gtk_widget_is_ancestor(widget, content) != 0
    }

    private func focusChanged() {
        let focus = current
        let target = classify(focus)
        let text = focus.flatMap(KeyboardTyping.textTarget(for:))
        let leftTypingField = lastTextField?.widget != text
        if target == .textField, let text, leftTypingField { lastTextField = Widget(text) }
        onChange(target, target != .keyboardPanel && leftTypingField)
    }

    /// The CSS class of a review tool's root (the motion inspector): focus inside one is
    /// ``FocusTarget/reviewTool``.
    static let reviewToolClass = "review-tool"

    private static func isInReviewTool(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let checked = current {
            if gtk_widget_has_css_class(checked, reviewToolClass) != 0 { return true }
            current = gtk_widget_get_parent(checked)
        }
        return false
    }

    /// Focuses a text field (GtkText or GtkTextView) leaving its caret where it was and
    /// selecting nothing: an entry's plain grab selects all its text, and the next key would
    /// replace it.
    @discardableResult
    static func focusWithoutSelecting(_ field: UnsafeMutablePointer<GtkWidget>) -> Bool {
        if let text = Gtk.Text.ifInstance(field) { return gtk_text_grab_focus_without_selecting(text.c) != 0 }
        return gtk_widget_grab_focus(field) != 0
    }

    /// Focuses an entry with its caret at the end of its text and nothing selected, even when
    /// it had focus already with its text selected (Tab into a filled entry selects it all).
    static func focusAtEnd(_ entry: UnsafeMutablePointer<GtkWidget>) {
        guard let text = KeyboardTyping.textTarget(for: entry) else { return }
        focusWithoutSelecting(text)
        gtk_editable_set_position(entry.asEditable, -1)
    }
}
