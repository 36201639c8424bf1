import CGtk
import InputMotionCore

/// The emulated on-screen keyboard: a grid of key buttons over a `KeyboardLayout` model.
///
/// The model decides what a key types and how the caps read; this view only relabels its
/// buttons and reports each press's ``KeyboardKeyAction`` through ``onAction``. Where the
/// panel is, and typing the action into a text field, are the `KeyboardHost`'s business.
///
/// Keys never take focus on a click (`focus-on-click` off), so the field being typed into
/// keeps its focus and caret; they are still focusable for keyboard-only use (F6 from the
/// field, then arrows, Space or Enter; arrows never leave the panel, Escape does), and each has an accessible name ("Shift",
/// "Backspace", "Return", "Hide keyboard", "Space", the letter or jamo, and "Korean" or
/// "English" for the language key).
///
/// One button per place in the grid: both pages have the same shape (see `KeyboardLayout`),
/// so switching pages relabels buttons instead of replacing them, and a focused key keeps
/// its focus.
///
/// At rest the panel is drawn from a bitmap (`KeyboardGrid`), drawn again whenever a key's
/// drawing changes: GTK 4.8's cairo renderer would otherwise draw every key's nodes at each
/// caret blink in the page above. While it slides its keys are drawn live.
///
/// ![The Korean layout in the chat bar](resources/screenshots/korean-composing.png)
///
/// ## CSS nodes
///
///     keyboard-panel.keyboard-panel          a GtkGrid (KeyboardGrid), drawn from a bitmap at rest
///     └── button.keyboard-key[.keyboard-control][.shifted]   one per key
///
/// Accessible role: group named "On-screen keyboard"; each key a button named by what it
/// types (jamo by their jamo). Shows: `KeyboardLayout` and `DubeolsikLayout` (core).
@MainActor
public final class KeyboardPanelView {
    /// Half-key columns: a letter is two columns wide, so the second row can sit half a key in.
    static let columns: Int32 = 20

    /// The panel (`.keyboard-panel`), a grid of buttons.
    public let root: Widget
    private let grid = KeyboardGrid()
    /// The key buttons by place: `keys[row][column]` matches `KeyboardLayout.rows`.
    let keys: [[UnsafeMutablePointer<GtkWidget>]]
    private var layout = KeyboardLayout()
    /// Each key's first column and column count, as laid out (arrow keys go by them).
    private let columns: [[(first: Int, count: Int)]]
    /// Whether the panel has been shown (the language key is labelled from then on: `willShow()`).
    private var hasShown = false

    /// A key was pressed: what the focused text field should do.
    public var onAction: @MainActor (KeyboardKeyAction) -> Void = { _ in }

    public init() {
        root = grid.root
        let grid = root.widget
        gtk_widget_add_css_class(grid, "keyboard-panel")
        gtk_grid_set_column_homogeneous(Gtk.Grid(grid).c, 1)
        gtk_grid_set_row_homogeneous(Gtk.Grid(grid).c, 1)
        // Keyboard layouts read left to right in every locale, as phone keyboards do.
        gtk_widget_set_direction(grid, GTK_TEXT_DIR_LTR)
        // The keys are buttons in a group; the panel itself is not a control.
        im_accessible_set_label(grid, tr("On-screen keyboard"))

        var keys: [[UnsafeMutablePointer<GtkWidget>]] = []
        for (row, places) in KeyboardLayout.letterRows.enumerated() {
            // Spans come from the letters page; the symbols page has the same shape.
            let spans = places.map(Self.span)
            var column = (Self.columns - spans.reduce(0, +)) / 2
            var buttons: [UnsafeMutablePointer<GtkWidget>] = []
            for span in spans {
                let button = gtk_button_new()!
                gtk_widget_set_focus_on_click(button, 0)
                gtk_widget_add_css_class(button, "keyboard-key")
                gtk_grid_attach(Gtk.Grid(grid).c, button, column, Int32(row), span, 1)
                column += span
                buttons.append(button)
            }
            keys.append(buttons)
        }
        self.keys = keys
        columns = KeyboardLayout.letterRows.map { places in
            let spans = places.map { Int(Self.span($0)) }
            var first = (Int(Self.columns) - spans.reduce(0, +)) / 2
            return spans.map { count in
                defer { first += count }
                return (first, count)
            }
        }
        for (row, buttons) in keys.enumerated() {
            for (column, button) in buttons.enumerated() {
                Gtk.Button(button).onClicked { [weak self] in
                    self?.pressed(row: row, column: column)
                }
            }
        }
        relabel()
        ArrowKeys.capture(on: grid) { [weak self] keyval, state in self?.handleArrow(keyval: keyval, state: state) ?? false }
    }

    /// An arrow key pressed while a key has focus: focus moves key to key and never out of
    /// the panel (`KeyboardNavigation`). Returns whether the key was used. (Internal so tests
    /// run exactly what a key press runs.)
    @discardableResult
    func handleArrow(keyval: guint, state: GdkModifierType) -> Bool {
        guard ArrowKeys.areUnmodified(state) else { return false }
        let direction: KeyboardNavigation.Direction
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: direction = .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: direction = .down
        case GDK_KEY_Left, GDK_KEY_KP_Left: direction = .left
        case GDK_KEY_Right, GDK_KEY_KP_Right: direction = .right
        default: return false
        }
        guard let focus = gtk_widget_get_root(root.widget).flatMap({ gtk_root_get_focus($0) }),
              let row = keys.firstIndex(where: { $0.contains(focus) }),
              let index = keys[row].firstIndex(of: focus),
              let target = KeyboardNavigation.target(from: .init(row: row, index: index), direction, columns: columns) else { return false }
        if target.row != row || target.index != index { _ = gtk_widget_grab_focus(keys[target.row][target.index]) }
        return true
    }

    /// Called as the panel is about to show: the first time, the language key gets its label.
    /// Why not before: its "한" needs a fallback font (Nanum, Noto CJK) wherever the interface
    /// is not Korean, and finding and loading that font cost the chat page's start-up 0.6 MB
    /// of peak memory and 5 M instructions, for a panel that starts hidden. Its label never
    /// sets the panel's size (the "return" key's sets the column width), so the hidden panel
    /// measures the same without it.
    public func willShow() {
        guard !hasShown else { return }
        hasShown = true
        relabel()
    }

    /// Whether the panel is at rest (shown and not moving): then it is drawn from a bitmap.
    public var isAtRest: Bool {
        get { grid.drawsFromImage }
        set { grid.drawsFromImage = newValue }
    }

    /// The button whose accessible name is `name` on the page that shows (tests, review tools).
    public func key(named name: String) -> UnsafeMutablePointer<GtkWidget>? {
        for (row, keys) in layout.rows.enumerated() {
            for (column, key) in keys.enumerated() where layout.accessibleName(for: key) == name {
                return self.keys[row][column]
            }
        }
        return nil
    }

    /// Whether `widget` is the panel or inside it.
    public func contains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget == root.widget || gtk_widget_is_ancestor(widget, root.widget) != 0
    }

    /// Gives keyboard focus to the first key (F6 from a text field).
    public func focusFirstKey() {
        if let first = keys.first?.first { _ = gtk_widget_grab_focus(first) }
    }

    /// Back to letters, shift off, in the language last chosen (the panel was dismissed).
    public func reset() {
        let before = layout
        layout.dismiss()
        if layout != before { relabel() }
    }

    private func pressed(row: Int, column: Int) {
        let before = layout
        let key = layout.rows[row][column]
        let action = layout.press(key)
        if layout != before { relabel() }
        onAction(action)
        // Focus stays on the key: what it did is said (its new state, or the text it typed).
        Announcer.announce(layout.announcement(after: before, pressing: key, action: action), in: root.widget)
    }

    private func relabel() {
        for (row, keys) in layout.rows.enumerated() {
            for (column, key) in keys.enumerated() {
                let button = self.keys[row][column]
                Self.setCap(of: button, to: key == .switchLanguage && !hasShown ? "" : layout.label(for: key))
                im_accessible_set_label(button, layout.accessibleName(for: key))
                // Control keys are tinted apart from the ones that type.
                if Self.types(key) {
                    gtk_widget_remove_css_class(button, "keyboard-control")
                } else {
                    gtk_widget_add_css_class(button, "keyboard-control")
                }
                if key == .shift && layout.isShifted {
                    gtk_widget_add_css_class(button, "shifted")
                } else {
                    gtk_widget_remove_css_class(button, "shifted")
                }
            }
        }
    }

    /// Sets the text on a key's cap. Once the key has its label, the label's own text is set:
    /// `gtk_button_set_label` also makes the text the key's accessible name, for a moment before
    /// its real one, and Orca read both on the focused key ("⇧, Shift", "EN, English").
    ///
    /// A word on a cap ("return", "space", "123") may be cut short ("ret…") rather than widen
    /// the panel, which at large text made the window wider than a phone; a single character
    /// never is (an ellipsis is no narrower than a letter, and would hide which key it is).
    private static func setCap(of button: UnsafeMutablePointer<GtkWidget>, to text: String) {
        guard let child = gtk_button_get_child(button.asButton), let label = Gtk.Label.ifInstance(child) else {
            gtk_button_set_label(button.asButton, text)
            if let label = gtk_button_get_child(button.asButton).flatMap(Gtk.Label.ifInstance) { setEllipsis(of: label, for: text) }
            return
        }
        if String(cString: gtk_label_get_label(label.c)) != text {
            gtk_label_set_label(label.c, text)
            setEllipsis(of: label, for: text)
        }
    }

    private static func setEllipsis(of label: Gtk.Label, for text: String) {
        gtk_label_set_ellipsize(label.c, text.count > 1 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
    }

    private static func types(_ key: KeyboardKey) -> Bool {
        if case .character = key { return true }
        return key == .space
    }

    /// Columns a key spans: two for a letter, more for the keys a thumb aims at.
    private static func span(_ key: KeyboardKey) -> Int32 {
        switch key {
        case .character, .hide, .switchLanguage: 2
        case .shift, .backspace, .switchPage, .returnKey: 3
        case .space: 6
        }
    }
}
