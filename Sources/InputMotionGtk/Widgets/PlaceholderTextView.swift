import CGtk
import InputMotionCore

/// A multi-line GtkTextView with a placeholder drawn UNDER the text, so the caret stays
/// visible over it. The placeholder shows exactly while the writer sees no text
/// (`TextPlaceholder`): an input method's preedit counts as text, so the placeholder never
/// draws through a syllable or a Ctrl+Shift+U code being composed. It wraps like the text,
/// keeps the text's insets at any size, never takes focus or input, and starts where the
/// caret is: it runs from the side GTK puts the caret of the empty line on, and follows it
/// live (as the keyboard's or the locale's direction changes).
///
/// An insertion, or a deletion joining lines, that would make a paragraph too long to lay out
/// without freezing the window is refused before the buffer takes it (`ParagraphLengthLimit`),
/// and reported through ``onEditRefused``; text set through ``text`` is taken as it is.
///
/// Look (the seed's): 14 px corners, light grey at 30 %, insets 30/24/30/24.
///
/// ![The placeholder page on a phone](resources/screenshots/phone-placeholder.png)
///
/// ## CSS nodes
///
///     placeholder-text-view.placeholder-text-view
///     ├── label.placeholder   under the text, presentation
///     └── scrolledwindow
///         └── textview
///
/// Accessible role: group; the text view is a multi-line text field with its accessible
/// placeholder. Shows: `TextPlaceholder`, `VisibleText`, `Draft` and `ParagraphLengthLimit` (core).
@MainActor
public final class PlaceholderTextView {
    /// Insets between the view's edge and its text (and the placeholder): the seed's numbers.
    public static let insets = (top: Int32(30), left: Int32(24), bottom: Int32(30), right: Int32(24))
    /// The border's width. It is drawn as an inset shadow, which takes no room, so the insets
    /// stay the seed's from the view's edge; the text scrolls inside it, never over it.
    static let borderWidth: Int32 = 1
    /// The view's border rule, from ``borderWidth`` (``Style`` adds it after style.css).
    static var css: String { ".placeholder-text-view { box-shadow: inset 0 0 0 \(borderWidth)px @borders; }" }  // untranslated: CSS

    public let root: Widget
    public let textView: UnsafeMutablePointer<GtkWidget>
    let placeholderLabel: UnsafeMutablePointer<GtkWidget>
    /// `InputMotionPlaceholderTextView`, CSS name `placeholder-text-view`.
    static let widgetClass = WidgetClass(typeName: "InputMotionPlaceholderTextView", cssName: "placeholder-text-view", layout: .instance)
    private let container = LayoutContainer(PlaceholderTextView.widgetClass)
    private let scroller: UnsafeMutablePointer<GtkWidget>
    private let placeholder: TextPlaceholder
    /// The input method's preedit ("" while nothing is being composed).
    private var preedit = ""
    /// The most characters a paragraph may reach by an insertion.
    public var paragraphLimit = ParagraphLengthLimit.textView
    /// An insertion or a join was refused: it would make a paragraph longer than ``paragraphLimit``.
    public var onEditRefused: @MainActor (ParagraphLengthLimit.Refusal) -> Void = { _ in }
    /// ``text`` is being set (the code's own text, not an insertion to check).
    private var settingText = false

    public init(placeholder text: String, accessibleName: String) {
        placeholder = TextPlaceholder(text)
        root = container.container
        textView = gtk_text_view_new()
        let view = textView.asTextView
        gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
        // Tab moves focus on, as in every other field; a keyboard user is never trapped here.
        gtk_text_view_set_accepts_tab(view, 0)
        // The text view sits inside the border: its margins make up the rest of the insets.
        let border = Self.borderWidth
        gtk_text_view_set_top_margin(view, Self.insets.top - border)
        gtk_text_view_set_left_margin(view, Self.insets.left - border)
        gtk_text_view_set_bottom_margin(view, Self.insets.bottom - border)
        gtk_text_view_set_right_margin(view, Self.insets.right - border)
        im_accessible_set_label(textView, accessibleName)
        im_accessible_set_placeholder(textView, text)

        scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(scroller.asScrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.asScrolledWindow, textView)

        // Presentation role: screen readers get the placeholder from the text view, once.
        placeholderLabel = im_label_new_with_role(text, GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_widget_add_css_class(placeholderLabel, "placeholder")
        gtk_label_set_wrap(placeholderLabel.asLabel, 1)
        gtk_label_set_wrap_mode(placeholderLabel.asLabel, PANGO_WRAP_WORD_CHAR)
        gtk_label_set_xalign(placeholderLabel.asLabel, 0)
        gtk_label_set_yalign(placeholderLabel.asLabel, 0)
        gtk_widget_set_can_target(placeholderLabel, 0)
        gtk_widget_set_can_focus(placeholderLabel, 0)

        let widget = container.widget
        gtk_widget_add_css_class(widget, "placeholder-text-view")
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        container.append(placeholderLabel)  // first child: drawn first, under the text
        container.append(scroller)
        container.measure = { [scroller] orientation, forSize in
            let size = LayoutContainer.measure(scroller, orientation, forSize < 0 ? -1 : max(0, forSize - 2 * border))
            return (size.minimum + 2 * border, size.natural + 2 * border)
        }
        container.allocate = { [weak self, scroller, placeholderLabel] width, height in
            LayoutContainer.place(scroller, width: max(0, width - 2 * border), height: max(0, height - 2 * border),
                                  x: Double(border), y: Double(border))
            self?.followCaret()  // the text view has its width now, so its caret is where it draws
            // The label wraps at the text's width and starts where the text starts.
            let textWidth = max(0, width - Self.insets.left - Self.insets.right)
            let textHeight = max(0, height - Self.insets.top - Self.insets.bottom)
            LayoutContainer.place(placeholderLabel, width: textWidth, height: textHeight,
                                  x: Double(Self.insets.left), y: Double(Self.insets.top))
        }

        Gtk.TextBuffer(gtk_text_view_get_buffer(view)).onChanged { [weak self] in
            self?.update()
            self?.onDraftChanged()
        }
        Gtk.TextBuffer(gtk_text_view_get_buffer(view)).onInsertText { [weak self] location, inserted in
            guard let self, !self.settingText else { return false }
            let around = Self.paragraphAround(location)
            guard let refusal = self.paragraphLimit.refusal(inserting: inserted, before: around.before, after: around.after) else { return false }
            self.onEditRefused(refusal)
            return true
        }
        Gtk.TextBuffer(gtk_text_view_get_buffer(view)).onDeleteRange { [weak self] start, end in
            guard let self, !self.settingText, gtk_text_iter_get_line(start) != gtk_text_iter_get_line(end) else { return false }
            let first = Self.paragraphAround(start), last = Self.paragraphAround(end)
            let longest = max(first.before + first.after, last.before + last.after)
            guard let refusal = self.paragraphLimit.refusal(joining: first.before + last.after, longestSpanned: longest) else { return false }
            self.onEditRefused(refusal)
            return true
        }
        Gtk.TextView(textView).onPreeditChanged { [weak self] preedit in
            guard let self, preedit != self.preedit else { return }
            self.preedit = preedit
            self.update()
            self.onDraftChanged()
        }
        if let keyboard = Self.keyboard(for: textView) {
            // The keyboard's direction can move the caret of an empty line: look again.
            let connection = Gtk.AnyObject(keyboard).onNotify("direction") { [weak self] in
                self?.container.queueAllocate()
            }
            // The keyboard outlives the view: let go of it with the view.
            Gtk.AnyWidget(textView).onDestroy { connection.disconnect() }
        }
        update()
    }

    /// The text view's text.
    public var text: String {
        get {
            let buffer = gtk_text_view_get_buffer(textView.asTextView)
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            guard let chars = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
            defer { g_free(chars) }
            return String(cString: chars)
        }
        set {
            settingText = true
            defer { settingText = false }
            gtk_text_buffer_set_text(gtk_text_view_get_buffer(textView.asTextView), newValue, -1)
        }
    }

    /// The characters of `location`'s paragraph (a GtkTextBuffer line) before and after it,
    /// its line end not counted.
    private static func paragraphAround(_ location: UnsafeMutablePointer<GtkTextIter>) -> (before: Int, after: Int) {
        var end = location.pointee
        if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
        return (Int(gtk_text_iter_get_line_offset(location)), Int(gtk_text_iter_get_offset(&end) - gtk_text_iter_get_offset(location)))
    }

    /// The text as the writer sees it: the buffer with the preedit at the caret.
    public var visibleDraft: Draft {
        let buffer = gtk_text_view_get_buffer(textView.asTextView)
        var caret = GtkTextIter()
        gtk_text_buffer_get_iter_at_mark(buffer, &caret, gtk_text_buffer_get_insert(buffer))
        return Draft(committed: text, preedit: preedit, caret: Int(gtk_text_iter_get_offset(&caret)))
    }

    /// The text or the preedit changed.
    public var onDraftChanged: @MainActor () -> Void = {}

    /// Whether the placeholder is showing.
    public var isPlaceholderShown: Bool { gtk_widget_get_visible(placeholderLabel) != 0 }

    public func grabFocus() { _ = gtk_widget_grab_focus(textView) }

    private func update() {
        let count = gtk_text_buffer_get_char_count(gtk_text_view_get_buffer(textView.asTextView))
        let visible = VisibleText(committedCount: Int(count), preedit: preedit)
        gtk_widget_set_visible(placeholderLabel, placeholder.isShown(for: visible) ? 1 : 0)
    }

    private static func keyboard(for widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer? {
        gdk_display_get_default_seat(gtk_widget_get_display(widget)).flatMap { gdk_seat_get_keyboard($0) }
    }

    /// Runs the placeholder from the caret's side. Which side GTK gives an empty line's caret
    /// is GTK's rule, and it changed: up to 4.18 the keyboard's direction, on 4.24 the widget's
    /// (a right-to-left locale with a Latin keyboard: at the left on 4.18, at the right on
    /// 4.24). So the text view is asked where its caret is. GtkLabel mirrors its xalign in a
    /// right-to-left widget, so the placeholder's leading edge is then under the caret.
    private func followCaret() {
        guard gtk_widget_get_visible(placeholderLabel) != 0 else { return }  // with text the caret is anywhere
        var strong = GdkRectangle()
        gtk_text_view_get_cursor_locations(textView.asTextView, nil, &strong, nil)
        var x: Int32 = 0, y: Int32 = 0
        gtk_text_view_buffer_to_window_coords(textView.asTextView, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
        let direction = 2 * x > gtk_widget_get_width(textView) ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
        if gtk_widget_get_direction(placeholderLabel) != direction { gtk_widget_set_direction(placeholderLabel, direction) }
    }
}
