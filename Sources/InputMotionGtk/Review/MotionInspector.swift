import CGtk
import InputMotionCore

/// The motion inspector: every animation of the page shown, each with its live curve,
/// editable parameters, Replay, Reset and Copy (`MotionEditor`), and Reset All. Edits go into
/// the shared live catalog (`MotionContext.catalog`), which every widget runs.
///
/// While reduced motion is on it says that animations jump to their end.
///
/// CSS nodes: a scrolled window with `.motion-inspector` (`.sheet`, and `.top` against the
/// top edge, when shown over a narrow page). Accessible role: the content is a group named "Motion Inspector".
@MainActor
final class MotionInspector {
    let root: Widget
    let resetAllButton: UnsafeMutablePointer<GtkWidget>
    let closeButton: UnsafeMutablePointer<GtkWidget>
    /// The reduced-motion note (shown while reduced motion is on).
    let reducedMotionNote: UnsafeMutablePointer<GtkWidget>
    /// Pause, frame steps, the timeline, slow motion and the onion skin.
    let timeBar = MotionTimeBar()
    /// The editors of the page shown.
    private(set) var editors: [MotionEditor] = []
    /// Replay `name` on the page shown.
    var replay: @MainActor (MotionName) -> Void = { _ in }
    /// Export a replay of `name` (its editor shows how it went).
    var export: @MainActor (MotionName, MotionEditor) -> Void = { _, _ in }
    /// The catalog changed through the inspector (to save it).
    var onApplied: @MainActor () -> Void = {}
    /// The motion the reviewer is working on: the one whose editor focus last entered (or that
    /// was last replayed), else the page's first. A narrow window's sheet keeps it in view.
    private(set) var tuned: MotionName?
    /// `tuned` changed.
    var onTunedChanged: @MainActor () -> Void = {}
    private let list: UnsafeMutablePointer<GtkWidget>
    private let pageLabel: UnsafeMutablePointer<GtkWidget>
    private(set) var page: DemoPage?

    init() {
        let scroller = gtk_scrolled_window_new()!
        root = Widget(scroller)
        gtk_scrolled_window_set_policy(scroller.asScrolledWindow, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_add_css_class(scroller, "motion-inspector")
        gtk_widget_add_css_class(scroller, KeyboardFocus.reviewToolClass)  // focus here leaves the page's keyboard be

        let box = im_box_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)!
        gtk_box_set_spacing(box.asBox, 10)
        for set in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            set(box, 12)
        }
        im_accessible_set_label(box, tr("Motion Inspector"))
        gtk_scrolled_window_set_child(scroller.asScrolledWindow, box)

        let header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let title = gtk_label_new(tr("Motion Inspector"))!
        gtk_widget_add_css_class(title, "page-title")
        gtk_label_set_xalign(title.asLabel, 0)
        gtk_widget_set_hexpand(title, 1)
        resetAllButton = gtk_button_new_with_label(tr("Reset All"))
        im_accessible_set_label(resetAllButton, tr("Reset every animation to its original values"))
        closeButton = gtk_button_new_from_icon_name("window-close-symbolic")
        gtk_widget_set_tooltip_text(closeButton, tr("Close the motion inspector (Ctrl+Shift+M)"))
        im_accessible_set_label(closeButton, tr("Close the motion inspector"))
        for child in [title, resetAllButton, closeButton] { gtk_box_append(header.asBox, child) }
        gtk_box_append(box.asBox, header)

        reducedMotionNote = im_label_new_with_role(tr("Reduced motion is on: animations jump to their end state."), GTK_ACCESSIBLE_ROLE_STATUS)
        gtk_widget_add_css_class(reducedMotionNote, "motion-inspector-note")
        gtk_label_set_xalign(reducedMotionNote.asLabel, 0)
        gtk_label_set_wrap(reducedMotionNote.asLabel, 1)
        gtk_box_append(box.asBox, reducedMotionNote)

        gtk_box_append(box.asBox, timeBar.root.widget)

        pageLabel = gtk_label_new("")
        gtk_widget_add_css_class(pageLabel, "dim-label")
        gtk_label_set_xalign(pageLabel.asLabel, 0)
        gtk_label_set_wrap(pageLabel.asLabel, 1)
        gtk_box_append(box.asBox, pageLabel)

        list = gtk_box_new(GTK_ORIENTATION_VERTICAL, 18)
        gtk_box_append(box.asBox, list)

        Gtk.Button(resetAllButton).onClicked { [weak self] in self?.resetAll() }
    }

    /// The editor of `name`, when the page shown plays it.
    func editor(for name: MotionName) -> MotionEditor? { editors.first { $0.name == name } }

    /// Lists the animations of `page`.
    func show(page: DemoPage?) {
        refreshReducedMotion()
        guard page != self.page else { return }
        self.page = page
        scrollToTop()
        while let child = gtk_widget_get_first_child(list) { gtk_box_remove(list.asBox, child) }
        let names = page.map(MotionName.playing(on:)) ?? []
        editors = names.map { name in
            let editor = MotionEditor(name: name)
            editor.onReplay = { [weak self] in self?.replayOnTimeline(name) }
            editor.onCompare = { [weak self] in self?.compare(name) }
            editor.onExport = { [weak self, weak editor] in if let editor { self?.export(name, editor) } }
            editor.onApplied = { [weak self] in self?.onApplied() }
            let focus = gtk_event_controller_focus_new()!
            gtk_widget_add_controller(editor.root.widget, focus)
            Gtk.FocusController(focus).onEnter { [weak self] in self?.setTuned(name) }
            gtk_box_append(list.asBox, editor.root.widget)
            return editor
        }
        setTuned(names.first)
        let title = page?.title ?? ""
        let caption = names.isEmpty ? tr("The {page} page has no animations.") : tr("Animations of the {page} page")
        gtk_label_set_text(pageLabel.asLabel, caption.filled(["page": title]))
    }

    private func setTuned(_ name: MotionName?) {
        guard name != tuned else { return }
        tuned = name
        onTunedChanged()
    }

    /// Scrolls back to the title (a sheet opened or a page shown starts at the top, not where
    /// the last editing left it).
    func scrollToTop() {
        gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(root.widget.asScrolledWindow), 0)
    }

    /// Scrolls the focused widget, when it is in the inspector, wholly into view: GTK scrolls to
    /// it as focus arrives, for the size the inspector had then.
    func scrollFocusIntoView() {
        guard let viewport = gtk_scrolled_window_get_child(root.widget.asScrolledWindow),
              let focus = gtk_widget_get_root(root.widget).flatMap({ gtk_root_get_focus($0) }),
              gtk_widget_is_ancestor(focus, root.widget) != 0, let shown = WidgetBounds.of(focus, in: viewport) else { return }
        let adjustment = gtk_scrolled_window_get_vadjustment(root.widget.asScrolledWindow)
        let scrolled = gtk_adjustment_get_value(adjustment), page = gtk_adjustment_get_page_size(adjustment)
        // The top wins when the widget is taller than the page.
        let target = min(scrolled + shown.minY, max(scrolled, scrolled + shown.maxY - page))
        // Not gtk_adjustment_clamp_page: it leaves GTK's own scroll to the focus running, which
        // then ends at the place it worked out for the old size. Setting the value stops it.
        if target != scrolled { gtk_adjustment_set_value(adjustment, target) }
    }

    /// Shows or hides the reduced-motion note as the environment says.
    func refreshReducedMotion() {
        gtk_widget_set_visible(reducedMotionNote, MotionContext.shared.environment.reducedMotion ? 1 : 0)
    }

    /// Replays `name` on the page and follows it on the timeline.
    func replayOnTimeline(_ name: MotionName) {
        setTuned(name)
        endComparison()
        replay(name)
        timeBar.startTimeline(span: editor(for: name)?.plotSpan ?? 1)
    }

    // MARK: Compare

    /// The comparison under way: the motion, and the motion time its tuned pass starts at.
    private var comparison: (name: MotionName, turn: Double)?
    private lazy var comparisonDriver = MotionDriver(widget: root.widget) { [weak self] time in
        guard let self, let comparison = self.comparison else { return false }
        guard time >= comparison.turn else { return true }
        self.comparison = nil
        MotionContext.shared.restoreTuned()
        self.replay(comparison.name)
        self.editor(for: comparison.name)?.showComparing(original: false)
        return false
    }

    /// Plays `name` with its original values, then, on the motion clock (so pause and slow
    /// motion hold it too), with the tuned ones; the timeline covers both passes.
    func compare(_ name: MotionName) {
        setTuned(name)
        endComparison()
        let span = editor(for: name)?.plotSpan ?? 1
        MotionContext.shared.runSeed(of: name)
        replay(name)
        editor(for: name)?.showComparing(original: true)
        timeBar.startTimeline(span: 2 * span)
        comparison = (name, MotionContext.shared.clockNow + span)
        comparisonDriver.update()
    }

    /// Whether a comparison is playing the original values now.
    var isComparing: Bool { comparison != nil }

    private func endComparison() {
        comparison = nil
        MotionContext.shared.restoreTuned()
    }

    private func resetAll() {
        endComparison()
        MotionContext.shared.catalog.resetAll()
        MotionContext.shared.floatingLabelGeometry = .bordered
        editors.forEach { $0.resetGeometry(); $0.reload() }
        onApplied()
    }
}
