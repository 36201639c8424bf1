import CGtk
import InputMotionCore

/// The poll editor: Return walks the option fields and grows the list (up to 20), Backspace
/// in an empty extra option removes it, and the focused option is scrolled into sight above
/// the keyboard. A thin view of `PollEditor` (rules), `PollLayout` (where rows are) and
/// `KeyboardRevealScroll` (the animated scroll offset). Its rows are `PollOptionRow`s (below).
@MainActor
final class PollPage: DemoPageView {
    let root: Widget
    let keyboardHost: KeyboardHost
    /// The page's own content (heading, notice, list stacked), under the keyboard. Laid out
    /// here so the scroll learns of every layout change in the frame it happens.
    private let content = LayoutContainer()
    private let heading: UnsafeMutablePointer<GtkWidget>
    private(set) var editor: PollEditor
    /// Called after an option's text changes or an option comes or goes (the app saves them).
    var onOptionsChanged: @MainActor () -> Void = {}
    private(set) var rows: [PollOptionRow] = []
    /// The options' numbers, one column as wide as the widest ("10" at large text is wider
    /// than the style's 24 px): every field starts at the same x.
    private let numberColumn = Object(adopting: gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)!)
    /// Where the rows are: the core's layout at the height the rows really take (measured,
    /// all rows alike), so larger text never puts a focused option under the keyboard.
    var layout: PollLayout {
        guard let row = rows.first else { return PollLayout() }
        let width = gtk_widget_get_width(list)
        let height = LayoutContainer.measure(row.root.widget, GTK_ORIENTATION_VERTICAL, width > 0 ? width : -1).natural
        return PollLayout(rowHeight: max(PollLayout.minimumRowHeight, Double(height)))
    }
    let scroller: UnsafeMutablePointer<GtkWidget>
    let notice: UnsafeMutablePointer<GtkWidget>
    private let list: UnsafeMutablePointer<GtkWidget>
    private var scroll = KeyboardRevealScroll(timing: MotionContext.shared.catalog.pollReveal)
    private lazy var driver = MotionDriver(widget: root.widget) { [weak self] time in
        guard let self else { return false }
        self.applyScroll(at: time)
        return !self.scroll.isSettled(at: time)
    }
    private var settingScroll = false
    private var focusedIndex: Int?
    /// Where the keyboard's top will be once its current move ends, in page coordinates
    /// (nil while hidden), as the keyboard host announced it.
    private var keyboardEndTop: Double?

    /// - Parameter options: a saved poll's option texts; nil starts a fresh poll.
    init(options: [String]? = nil) {
        editor = options.map(PollEditor.init(options:)) ?? PollEditor()
        keyboardHost = KeyboardHost(content: content.widget)
        root = keyboardHost.root

        heading = gtk_label_new(tr("Options"))!
        gtk_widget_add_css_class(heading, "page-title")
        gtk_label_set_xalign(heading.asLabel, 0)
        gtk_widget_set_margin_start(heading, 20)
        gtk_widget_set_margin_top(heading, 16)

        notice = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_ALERT)
        gtk_widget_add_css_class(notice, "poll-message")
        gtk_label_set_xalign(notice.asLabel, 0)
        gtk_label_set_wrap(notice.asLabel, 1)
        gtk_widget_set_margin_start(notice, 20)
        gtk_widget_set_margin_top(notice, 6)
        gtk_widget_set_visible(notice, 0)

        list = gtk_box_new(GTK_ORIENTATION_VERTICAL, Int32(PollLayout().spacing))
        for set in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] { set(list, Int32(PollLayout().padding)) }
        for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end] { set(list, 20) }
        gtk_widget_set_valign(list, GTK_ALIGN_START)

        scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_policy(scroller.asScrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(scroller.asScrolledWindow, list)
        gtk_widget_set_vexpand(scroller, 1)
        // The page reveals the focused option itself (above the keyboard); GtkViewport's own
        // scroll-to-focus would animate the adjustment towards a keyboard-blind position.
        if let viewport = gtk_scrolled_window_get_child(scroller.asScrolledWindow) {
            gtk_viewport_set_scroll_to_focus(Gtk.Viewport(viewport).c, 0)
        }

        for child in [heading, notice, scroller] { content.append(child) }
        content.measure = { [heading, notice, scroller] orientation, forSize in
            LayoutContainer.measureStacked([heading, notice, scroller], orientation, forSize)
        }
        content.allocate = { [weak self] width, height in self?.allocateContent(width: width, height: height) }
        for (index, text) in editor.options.enumerated() { insertRow(at: index, text: text) }
        keyboardHost.defaultTextField = rows.first?.entry
        if options != nil, editor.notice != nil { tellRestoredCut() }
        // Plan from the announcement: the list starts scrolling as the keyboard starts moving.
        keyboardHost.subscribe(transition: { [weak self] transition in
            guard let self else { return }
            self.keyboardWillMove(toTop: transition.isShowing ? transition.endFrame.minY : nil)
        })

        Gtk.Adjustment(adjustment).onValueChanged { [weak self] in
            guard let self, !self.settingScroll else { return }
            self.scroll.userScrolled(to: gtk_adjustment_get_value(self.adjustment))
        }
        MotionContext.shared.observeMotion(owner: self) { [weak self] changed in
            guard let self, changed.contains(.pollReveal) else { return }
            self.scroll.retime(MotionContext.shared.catalog.pollReveal, at: self.driver.changeTime,
                               environment: MotionContext.shared.environment)
            self.animate()
        }
    }

    var keyboard: KeyboardHost? { keyboardHost }

    func save(into state: inout SavedState) { state.pollOptions = editor.options }

    func observeSavedState(_ changed: @escaping @MainActor () -> Void) { onOptionsChanged = changed }

    func replay(_ motion: MotionName) {
        switch motion {
        case .keyboardSlide: keyboardHost.replaySlide()
        case .pollReveal: replayReveal()
        default: break
        }
    }

    func captureScenarios() -> [CaptureScenario] { [.pollReveal(self)] }

    /// The keyboard's place and the option row the reveal brings to rest just above it.
    func motionSpan(of motion: MotionName) -> ClosedRange<Double>? {
        guard motion == .keyboardSlide || motion == .pollReveal else { return nil }
        let height = Double(gtk_widget_get_height(root.widget))
        let optionTop = keyboardHost.shownKeyboardFrame.minY - layout.rowHeight - layout.padding
        return height > 0 ? min(optionTop, height)...height : nil
    }

    /// Scrolls from the top back to the focused option: the motion inspector's Replay.
    func replayReveal() {
        scroll.replay(from: 0, at: driver.replayTime, environment: MotionContext.shared.environment)
        animate()
    }

    func focusFirst() { rows.first?.focusAtEnd() }

    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(scroller.asScrolledWindow) }

    // MARK: Rows

    private func insertRow(at index: Int, text: String) {
        let row = PollOptionRow(index: index, text: text)
        gtk_size_group_add_widget(Gtk.SizeGroup(numberColumn.raw).c, row.number)
        rows.insert(row, at: index)
        let previous = index > 0 ? rows[index - 1].root.widget : nil
        gtk_box_insert_child_after(list.asBox, row.root.widget, previous)
        row.onActivate = { [weak self, weak row] in
            guard let self, let row, let index = self.index(of: row) else { return }
            self.returnPressed(in: index)
        }
        row.onBackspaceInEmpty = { [weak self, weak row] in
            guard let self, let row, let index = self.index(of: row) else { return }
            self.backspaceInEmpty(index)
        }
        row.onChanged = { [weak self, weak row] text in
            guard let self, let row, let index = self.index(of: row) else { return }
            self.editor.setText(text, at: index)
            self.showNotice()
            self.onOptionsChanged()
        }
        row.onInsertionCut = { [weak self] insertion in
            guard let self else { return }
            self.editor.insertionCut(insertion)
            self.showNotice()
            Announcer.announce(insertion.announcement, in: self.root.widget)
        }
        row.onFocus = { [weak self, weak row] in
            guard let self, let row, let index = self.index(of: row) else { return }
            self.focusedIndex = index
            self.reveal(index)
        }
    }

    private func index(of row: PollOptionRow) -> Int? { rows.firstIndex { $0 === row } }

    /// Typing moves on to option `index`: focus goes there, or the on-screen keys keep it and
    /// type there next, and the option is revealed as focus would have revealed it.
    private func moveTyping(to index: Int) {
        guard !keyboardHost.moveTyping(to: rows[index].entry) else { return }
        focusedIndex = index
        reveal(index)
    }

    private func returnPressed(in index: Int) {
        let result = editor.returnPressed(in: index)
        Announcer.announce(result.announcement, in: root.widget)
        switch result {
        case .focus(let next):
            moveTyping(to: next)
        case .appended(let new):
            insertRow(at: new, text: "")
            // Scrolled before its first frame: the new option is never drawn under the keyboard.
            updateBottomInset()
            let frame = layout.frame(ofOption: new)
            scroll.revealAppended(fieldMinY: frame.minY, fieldMaxY: frame.maxY, viewportHeight: viewportHeight,
                                  contentHeight: contentHeight, keyboardTop: keyboardTop)
            applyScroll(at: driver.changeTime)
            moveTyping(to: new)
            onOptionsChanged()
        case .refused, .ignored:
            break
        }
        showNotice()
    }

    private func backspaceInEmpty(_ index: Int) {
        guard case .removed(let focus) = editor.backspaceInEmpty(index) else { return }
        moveTyping(to: focus)
        let row = rows.remove(at: index)
        gtk_box_remove(list.asBox, row.root.widget)
        for (position, row) in rows.enumerated() where position >= index { row.setIndex(position) }
        showNotice()
        onOptionsChanged()
    }

    /// A saved poll came back cut (options left out, or cut to what a field holds): the
    /// notice says so from the start, and screen readers hear it when the page first shows.
    private func tellRestoredCut() {
        showNotice()
        Announcer.announceWhenShown(.pollRestoredCut(notice: editor.notice ?? ""), in: root.widget)
    }

    private func showNotice() {
        gtk_label_set_text(notice.asLabel, editor.notice ?? "")
        gtk_widget_set_visible(notice, editor.notice == nil ? 0 : 1)
    }

    // MARK: Layout

    /// Stacks heading, notice and list; before the list is placed, the scroll hears where it
    /// will be (a notice pushing it down, a resize, a keyboard of another size) and keeps the
    /// focused option clear of the keyboard in this same frame.
    private func allocateContent(width: Int32, height: Int32) {
        var y: Int32 = 0
        var placed: [(UnsafeMutablePointer<GtkWidget>, Int32, Int32)] = []
        for child in [heading, notice] where gtk_widget_should_layout(child) != 0 {
            let childHeight = LayoutContainer.measure(child, GTK_ORIENTATION_VERTICAL, width).natural
            placed.append((child, y, childHeight))
            y += childHeight
        }
        let listHeight = max(height - y, LayoutContainer.measure(scroller, GTK_ORIENTATION_VERTICAL, width).minimum)
        let time = driver.changeTime
        let top = Double(y)
        let reveal = revealLayout(viewportTop: top, viewportHeight: Double(listHeight))
        updateBottomInset(reveal)
        scroll.layoutChanged(reveal,
                             focusedField: focusedIndex.map { layout.frame(ofOption: $0) },
                             at: time, environment: MotionContext.shared.environment)
        if !scroll.isSettled(at: time) { animate() }
        applyScroll(at: time)
        for (child, childY, childHeight) in placed {
            LayoutContainer.place(child, width: width, height: childHeight, x: 0, y: Double(childY))
        }
        LayoutContainer.place(scroller, width: width, height: listHeight, x: 0, y: top)
    }

    // MARK: Reveal

    /// The list's top edge in the page (the keyboard host's coordinates).
    private var scrollerTop: Double {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(scroller, content.widget, &rect) != 0 else { return 0 }
        return Double(rect.origin.y)
    }

    /// The reveal's geometry now, or for a viewport about to be placed (during layout). Taken
    /// when needed, since the page may not have been laid out when the move was announced.
    private func revealLayout(viewportTop: Double? = nil, viewportHeight: Double? = nil) -> KeyboardRevealLayout {
        KeyboardRevealLayout(viewportTop: viewportTop ?? scrollerTop, viewportHeight: viewportHeight ?? self.viewportHeight,
                             contentHeight: contentHeight, keyboardTop: keyboardEndTop)
    }

    /// The keyboard's end top in the list's viewport coordinates (nil while hidden).
    private var keyboardTop: Double? { revealLayout().keyboardTopInViewport }

    /// The keyboard will end its move with its top at `top` in page coordinates (nil: hidden).
    private func keyboardWillMove(toTop top: Double?) {
        keyboardEndTop = top
        updateBottomInset()
        if top == nil {
            scroll.keyboardHid(viewportHeight: viewportHeight, contentHeight: contentHeight,
                               at: driver.changeTime, environment: MotionContext.shared.environment)
            animate()
        } else if let focusedIndex {
            reveal(focusedIndex)
        }
    }

    /// Grows the list by the part the keyboard covers plus the gap, so the last option can
    /// scroll clear of the keyboard (UIKit's content inset).
    private func updateBottomInset(_ reveal: KeyboardRevealLayout? = nil) {
        let inset = (reveal ?? revealLayout()).bottomInset
        let margin = Int32(layout.padding + inset.rounded(.up))
        if gtk_widget_get_margin_bottom(list) != margin { gtk_widget_set_margin_bottom(list, margin) }
    }

    private var viewportHeight: Double { Double(gtk_widget_get_height(scroller)) }
    private var contentHeight: Double { layout.contentHeight(optionCount: rows.count) }

    private func reveal(_ index: Int) {
        updateBottomInset()
        let frame = layout.frame(ofOption: index)
        scroll.reveal(fieldMinY: frame.minY, fieldMaxY: frame.maxY, viewportHeight: viewportHeight,
                      contentHeight: contentHeight, keyboardTop: keyboardTop,
                      at: driver.changeTime, environment: MotionContext.shared.environment)
        animate()
    }

    private func animate() { driver.update() }

    /// The list's scroll offset at a motion time, as the model says (review tools plot it).
    func scrollOffset(at time: Double) -> Double { scroll.offset(at: time) }

    /// The list's scroll offset as drawn.
    var drawnScrollOffset: Double { gtk_adjustment_get_value(adjustment) }

    /// Return in option `index`, as the Return key does.
    func pressReturn(in index: Int) { returnPressed(in: index) }

    /// Whether the list is scrolling to reveal an option (a tick callback is registered).
    var isScrolling: Bool { driver.isRunning }

    /// Sets the list's scroll offset to the model's. The adjustment's upper bound may lag the
    /// newest row by a frame, so it is raised to cover the model's content first.
    private func applyScroll(at time: Double) {
        let offset = scroll.offset(at: time)
        settingScroll = true
        let upper = gtk_adjustment_get_upper(adjustment)
        let needed = offset + gtk_adjustment_get_page_size(adjustment)
        if needed > upper { gtk_adjustment_set_upper(adjustment, needed) }
        gtk_adjustment_set_value(adjustment, offset)
        settingScroll = false
    }
}

/// One option of the poll editor: its number as a prefix (not part of the text) and an entry
/// with the placeholder "Option N", at least `PollLayout.minimumRowHeight` (50 px) tall. The
/// page owns the rules; the row reports Return, Backspace-in-empty, edits and a cut paste.
///
/// ## CSS nodes
///
///     poll-option
///     ├── label.poll-option-number   presentation
///     └── entry                      named "Option N"
///
/// Accessible role: group. Shows an option of `PollEditor` (core).
@MainActor
final class PollOptionRow {
    /// `InputMotionPollOption`, CSS name `poll-option`.
    static let widgetClass = WidgetClass(typeName: "InputMotionPollOption", cssName: "poll-option")
    let root: Widget
    let entry: UnsafeMutablePointer<GtkWidget>
    let number: UnsafeMutablePointer<GtkWidget>

    var onActivate: @MainActor () -> Void = {}
    var onBackspaceInEmpty: @MainActor () -> Void = {}
    var onChanged: @MainActor (String) -> Void = { _ in }
    var onFocus: @MainActor () -> Void = {}
    /// An insertion the entry could not hold whole went in cut (`EntryCapacity`).
    var onInsertionCut: @MainActor (TextFieldCapacity.Insertion) -> Void = { _ in }

    init(index: Int, text: String) {
        let box = Self.widgetClass.instantiate(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
        root = Widget(box)
        gtk_widget_set_size_request(box, -1, Int32(PollLayout.minimumRowHeight))
        number = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_widget_add_css_class(number, "poll-option-number")
        gtk_label_set_xalign(number.asLabel, 1)
        entry = gtk_entry_new()
        gtk_widget_set_hexpand(entry, 1)
        gtk_editable_set_text(entry.asEditable, text)
        gtk_widget_set_parent(number, box)
        gtk_widget_set_parent(entry, box)
        setIndex(index)

        // Return walks on with the whole option: what is being composed goes in first.
        Gtk.Entry(entry).onActivate { [weak self] in
            guard let self else { return }
            FieldComposition.of(self.entry)?.commit()
            self.onActivate()
        }
        Gtk.Editable(entry).onChanged { [weak self] in
            guard let self else { return }
            self.onChanged(self.text)
        }
        // The text's own "backspace" keybinding signal: emitted by the Backspace key and by
        // the on-screen keyboard's backspace key alike, before the text handles it.
        if let text = gtk_editable_get_delegate(entry.asEditable) {
            Gtk.Text(text).onBackspace { [weak self] in
                guard let self, self.text.isEmpty else { return }
                self.onBackspaceInEmpty()
            }
        }
        EntryCapacity.watch(entry) { [weak self] insertion in self?.onInsertionCut(insertion) }
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(entry, focus)
        Gtk.FocusController(focus).onEnter { [weak self] in self?.onFocus() }
    }

    var text: String { String(cString: gtk_editable_get_text(entry.asEditable)) }

    /// Renumbers the row (after an option before it was removed).
    func setIndex(_ index: Int) {
        gtk_label_set_text(number.asLabel, PollEditor.prefix(for: index))
        gtk_entry_set_placeholder_text(Gtk.Entry(entry).c, PollEditor.placeholder(for: index))
        im_accessible_set_label(entry, PollEditor.placeholder(for: index))
    }

    func grabFocus() { _ = gtk_widget_grab_focus(entry) }

    /// Gives the option focus with the caret at the end of its text and nothing selected: where
    /// Return and Backspace walk to, so the next key edits the option instead of replacing it
    /// (GTK selects an entry's whole text when it takes focus).
    func focusAtEnd() { KeyboardFocus.focusAtEnd(entry) }
}
