import CGtk
import InputMotionCore

/// The seed's screen: the placeholder text view at the top, 200 px tall (what it shows is
/// said by the page's intro, `PageIntro`, above it), and
/// a notice (`.message-notice`, accessible role alert) while the text holds a paragraph too
/// long for Pango to wrap (`ParagraphWrapLimit`): the view then shows that paragraph as one
/// line cut off at its edge, and the writer is told the text is still whole.
///
/// A paragraph too long to lay out without freezing the window (`ParagraphLengthLimit`)
/// never gets into the view: a paste or key that would make one is refused, and a saved text
/// with one is shown broken into lines; a second notice (`.message-notice`, alert, also
/// announced) says which, until the text next changes.
@MainActor
final class PlaceholderTextPage: DemoPageView {
    /// `InputMotionPlaceholderTextPage`, CSS name `placeholder-page`: the page as GTK Inspector and style.css see it.
    static let widgetClass = WidgetClass(typeName: "InputMotionPlaceholderTextPage", cssName: "placeholder-page")
    package let root: Widget
    let textView = PlaceholderTextView(placeholder: tr("Enter a value"), accessibleName: tr("Value"))
    let wrapNotice: UnsafeMutablePointer<GtkWidget>
    /// What happened to a paragraph too long for the view (hidden otherwise).
    let lengthNotice: UnsafeMutablePointer<GtkWidget>
    /// A check of the paragraphs is waiting for the main loop to be idle (one per burst of changes).
    private var checkQueued = false
    /// The count the notice shows.
    private var shownCount = 0

    init() {
        let box = Self.widgetClass.instantiate(GTK_ORIENTATION_VERTICAL, spacing: 12)
        root = Widget(box)
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            set(box, 20)
        }
        gtk_widget_set_size_request(textView.root.widget, -1, 200)
        gtk_widget_set_parent(textView.root.widget, box)  // appended: the class lays children out as a box
        wrapNotice = Self.notice(in: box)
        lengthNotice = Self.notice(in: box)
        if let buffer = gtk_text_view_get_buffer(textView.textView.asTextView) {
            Gtk.TextBuffer(buffer).onChanged { [weak self] in self?.textChanged() }
        }
        textView.onEditRefused = { [weak self] refusal in
            guard let self else { return }
            self.showLengthNotice(refusal.notice)
            Announcer.announce(.paragraphRefused(refusal), in: self.textView.textView)
        }
    }

    /// A hidden alert label under the text view.
    private static func notice(in box: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let notice: UnsafeMutablePointer<GtkWidget> = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_ALERT)
        gtk_widget_add_css_class(notice, "message-notice")
        gtk_label_set_wrap(notice.asLabel, 1)
        gtk_label_set_xalign(notice.asLabel, 0)
        gtk_widget_set_visible(notice, 0)
        gtk_widget_set_parent(notice, box)
        return notice
    }

    private func showLengthNotice(_ text: String) {
        gtk_label_set_text(lengthNotice.asLabel, text)
        gtk_widget_set_visible(lengthNotice, 1)
    }

    package func focusFirst() { textView.grabFocus() }

    /// The text as the writer sees it (text being composed too). Read from the buffer when
    /// saving (at most once a second): a megabyte of text is not copied at every keystroke.
    package func save(into state: inout SavedState) { state.placeholderText = textView.visibleDraft.visible }

    /// The saved text, its paragraphs too long for the view shown broken into lines (and said).
    package func restore(from state: SavedState) {
        guard let split = ParagraphLengthLimit.textView.split(state.placeholderText) else {
            textView.text = state.placeholderText
            return
        }
        textView.text = split.text
        showLengthNotice(split.notice)
        Announcer.announceWhenShown(.paragraphsBroken(count: split.brokenParagraphs, limit: split.limit, lineLength: split.lineLength), in: textView.textView)
    }

    package func observeSavedState(_ changed: @escaping @MainActor () -> Void) { textView.onDraftChanged = changed }

    private func textChanged() {
        if gtk_widget_get_visible(lengthNotice) != 0 { gtk_widget_set_visible(lengthNotice, 0) }
        let buffer = gtk_text_view_get_buffer(textView.textView.asTextView)
        // Most texts are far too short to matter, at any font: decided from the count GTK
        // keeps, with no scan and no font metrics.
        guard Self.widestFont.mayHoldUnwrappableParagraph(characters: Int(gtk_text_buffer_get_char_count(buffer))) else {
            showNotice(for: nil)
            return
        }
        guard !checkQueued else { return }
        checkQueued = true
        MainLoop.onIdle { [weak self] in
            guard let self else { return }
            self.checkQueued = false
            self.showNotice(for: self.longestUnwrappableParagraph())
        }
    }

    /// No font this view is drawn in is wider than this per character: below its limit no
    /// paragraph needs a look.
    private static let widestFont = ParagraphWrapLimit(characterWidth: 64)

    /// The longest paragraph too wide to wrap: only lines long enough to matter (GTK counts
    /// each line's characters without copying it) are read and measured.
    private func longestUnwrappableParagraph() -> Int? {
        guard let buffer = gtk_text_view_get_buffer(textView.textView.asTextView) else { return nil }
        let limit = self.limit
        var line = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &line)
        var longest: Int?
        repeat {
            guard limit.mayHoldUnwrappableParagraph(characters: Int(gtk_text_iter_get_chars_in_line(&line))) else { continue }
            var end = line
            if gtk_text_iter_ends_line(&end) == 0 { gtk_text_iter_forward_to_line_end(&end) }
            guard let text = gtk_text_iter_get_text(&line, &end) else { continue }
            defer { g_free(text) }
            if let characters = limit.longestUnwrappableParagraph(in: String(cString: text)) {
                longest = max(longest ?? 0, characters)
            }
        } while gtk_text_iter_forward_line(&line) != 0
        return longest
    }

    private func showNotice(for characters: Int?) {
        let visible: gboolean = characters == nil ? 0 : 1
        // An alert: its text changes only when it appears or the count moves by a thousand,
        // not at every keystroke in the long paragraph (a screen reader reads each change).
        if let characters, visible != gtk_widget_get_visible(wrapNotice) || abs(characters - shownCount) >= 1_000 {
            shownCount = characters
            gtk_label_set_text(wrapNotice.asLabel, ParagraphWrapLimit.notice(characters: characters))
        }
        if gtk_widget_get_visible(wrapNotice) != visible { gtk_widget_set_visible(wrapNotice, visible) }
    }

    /// The wrap limit for the text view's font (its approximate character width).
    private var limit: ParagraphWrapLimit {
        let context = gtk_widget_get_pango_context(textView.textView)
        guard let metrics = pango_context_get_metrics(context, nil, nil) else { return ParagraphWrapLimit(characterWidth: 1) }
        defer { pango_font_metrics_unref(metrics) }
        return ParagraphWrapLimit(characterWidth: Double(pango_font_metrics_get_approximate_char_width(metrics)) / Double(PANGO_SCALE))
    }
}
