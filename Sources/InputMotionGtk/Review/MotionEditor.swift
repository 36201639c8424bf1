import CGtk
import InputMotionCore

/// One animation in the motion inspector: its live curve, its parameters as fields (and a
/// curve editor and keyframe table where it has them), Replay and Reset, and Copy with a
/// drop-down of the toolkits to copy it for (`MotionSnippet`).
///
/// Every field edits a `MotionDraft`; a draft without problems goes into the live catalog at
/// once (so the next run uses it and a running one is retargeted), a field with a problem is
/// flagged next to it (`.error`, accessible invalid state, the message under it) and nothing
/// is applied.
///
/// CSS nodes: a vertical box with `.motion-editor`; a plot (`.motion-curve`), fields in a
/// grid, messages with `.field-message.error`. Accessible roles: the box is a group named
/// after the motion; fields are entries named after their parameter.
@MainActor
final class MotionEditor {
    let name: MotionName
    let root: Widget
    let replayButton: UnsafeMutablePointer<GtkWidget>
    let resetButton: UnsafeMutablePointer<GtkWidget>
    let copyButton: UnsafeMutablePointer<GtkWidget>
    /// Plays the default's values, then the tuned ones (`onCompare`).
    let compareButton: UnsafeMutablePointer<GtkWidget>
    /// "Tuned", shown while the catalog's values differ from the original (restored from
    /// motion.ini or changed here).
    let tunedMark: UnsafeMutablePointer<GtkWidget>
    /// Export… (a replay as a WebM video or an animated PNG).
    let exportButton: UnsafeMutablePointer<GtkWidget>
    /// The toolkit Copy writes for (`MotionToolkit.allCases`, in order).
    let toolkitDropDown: UnsafeMutablePointer<GtkWidget>
    /// The curve editor, for motions with a Bézier curve.
    private(set) var curveEditor: BezierCurveEditor?
    /// Replay was pressed.
    var onReplay: @MainActor () -> Void = {}
    /// Compare was pressed.
    var onCompare: @MainActor () -> Void = {}
    /// Export… was pressed.
    var onExport: @MainActor () -> Void = {}
    /// The catalog took a new value from this editor.
    var onApplied: @MainActor () -> Void = {}

    private(set) var draft: MotionDraft
    private var entries: [MotionField: UnsafeMutablePointer<GtkWidget>] = [:]
    private var messages: [MotionField: UnsafeMutablePointer<GtkWidget>] = [:]
    private let plot: UnsafeMutablePointer<GtkWidget>
    private let table: UnsafeMutablePointer<GtkWidget>
    private let tableMessage: UnsafeMutablePointer<GtkWidget>
    private var checks: (forever: UnsafeMutablePointer<GtkWidget>, autoreverse: UnsafeMutablePointer<GtkWidget>)?
    private let status: UnsafeMutablePointer<GtkWidget>
    /// True while fields are filled from the draft, so their "changed" signals are not edits.
    private var filling = false

    init(name: MotionName) {
        self.name = name
        draft = MotionDraft(name: name, parameters: MotionContext.shared.catalog[name])
        let box = im_box_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)!
        root = Widget(box)
        gtk_box_set_spacing(box.asBox, 6)
        gtk_widget_add_css_class(box, "motion-editor")
        im_accessible_set_label(box, name.title)

        let titleRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let title = gtk_label_new(name.title)!
        gtk_widget_add_css_class(title, "heading")
        gtk_label_set_xalign(title.asLabel, 0)
        gtk_label_set_wrap(title.asLabel, 1)
        gtk_widget_set_hexpand(title, 1)
        tunedMark = gtk_label_new("● " + tr("Tuned"))
        gtk_widget_add_css_class(tunedMark, "motion-tuned")
        gtk_widget_set_valign(tunedMark, GTK_ALIGN_START)
        gtk_widget_set_tooltip_text(tunedMark, tr("These values differ from the original ones (they are kept in motion.ini); Reset brings the original back"))
        im_accessible_set_label(tunedMark, tr("Tuned: differs from the original values"))
        gtk_box_append(titleRow.asBox, title)
        gtk_box_append(titleRow.asBox, tunedMark)
        gtk_box_append(box.asBox, titleRow)

        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        replayButton = gtk_button_new_with_label(tr("Replay"))
        resetButton = gtk_button_new_with_label(tr("Reset"))
        copyButton = gtk_button_new_with_label(tr("Copy"))
        compareButton = gtk_button_new_with_label(tr("Compare"))
        gtk_widget_set_tooltip_text(compareButton, tr("Play the original values, then the tuned ones"))
        exportButton = gtk_button_new_with_label(tr("Export…"))
        // Replay and Compare leave focus where it was (a text field keeps its keyboard up).
        gtk_widget_set_focus_on_click(replayButton, 0)
        gtk_widget_set_focus_on_click(compareButton, 0)
        for (button, label) in [(replayButton, tr("Replay {motion}")), (compareButton, tr("Compare {motion} with its original values")),
                                (resetButton, tr("Reset {motion}")), (exportButton, tr("Export {motion}"))] {
            im_accessible_set_label(button, label.filled(["motion": name.title]))
            // Export on a row of its own: four buttons side by side overflow a 360 px window.
            if button != exportButton { gtk_box_append(buttons.asBox, button) }
        }
        gtk_widget_set_tooltip_text(resetButton, tr("Back to the original values"))
        gtk_widget_set_tooltip_text(exportButton, tr("Save a replay at 60 fps: a WebM video, or an animated PNG for a name ending in .png"))
        gtk_box_append(box.asBox, buttons)
        gtk_widget_set_halign(exportButton, GTK_ALIGN_START)
        gtk_box_append(box.asBox, exportButton)

        // Copy on a row of its own, after the toolkit it copies for: the drop-down's longest
        // name and the button fit a 360 px window beside nothing else.
        let copyRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let toolkits = gtk_string_list_new(nil)
        for toolkit in MotionToolkit.allCases { gtk_string_list_append(toolkits, toolkit.title) }
        toolkitDropDown = gtk_drop_down_new(toolkits, nil)  // takes the list
        gtk_widget_set_hexpand(toolkitDropDown, 1)
        let toolkitLabel = tr("Code to copy {motion} as").filled(["motion": name.title])
        im_accessible_set_label(toolkitDropDown, toolkitLabel)
        // GTK 4.8 focuses the drop-down's inner button, which screen readers heard only as
        // "GtkToggleButton": it is named too, with the toolkit chosen. (GTK 4.18 reads the
        // drop-down as a combo box with its value.)
        if gtk_get_minor_version() < 18, let button = gtk_widget_get_first_child(toolkitDropDown), Gtk.ToggleButton.isInstance(button) {
            let dropDown = toolkitDropDown
            let name: @MainActor @Sendable () -> Void = {
                im_accessible_set_label(button, toolkitLabel + ", " + Self.toolkit(of: dropDown).title)
            }
            name()
            Gtk.DropDown(toolkitDropDown).onNotify("selected", name)
        }
        gtk_widget_set_tooltip_text(toolkitDropDown, tr("The toolkit whose code Copy puts on the clipboard"))
        im_accessible_set_label(copyButton, tr("Copy {motion}").filled(["motion": name.title]))
        gtk_widget_set_tooltip_text(copyButton, tr("Copy the animation as code for the toolkit chosen"))
        gtk_box_append(copyRow.asBox, toolkitDropDown)
        gtk_box_append(copyRow.asBox, copyButton)
        gtk_box_append(box.asBox, copyRow)

        status = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_STATUS)
        gtk_label_set_xalign(status.asLabel, 0)
        gtk_widget_add_css_class(status, "dim-label")
        // Shown empty, the line keeps its height: "Copied" coming and going moves nothing
        // below; empty, it is nothing to a screen reader.
        im_accessible_set_hidden(status, 1)
        gtk_box_append(box.asBox, status)

        plot = im_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_IMG)
        gtk_widget_set_size_request(plot, -1, 130)
        gtk_widget_add_css_class(plot, "motion-curve")
        im_accessible_set_label(plot, tr("{motion}: value over time").filled(["motion": name.title]))
        gtk_box_append(box.asBox, plot)

        table = gtk_grid_new()
        tableMessage = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_ALERT)
        buildFields(in: box)
        if name == .floatingLabel { buildGeometrySwitch(in: box) }
        Drawing.setDrawFunction(of: plot) { [weak self] cr, width, height in self?.drawPlot(cr, width: width, height: height) }
        Gtk.Button(replayButton).onClicked { [weak self] in self?.onReplay() }
        Gtk.Button(compareButton).onClicked { [weak self] in self?.onCompare() }
        showTuned()
        Gtk.Button(resetButton).onClicked { [weak self] in self?.reset() }
        Gtk.Button(copyButton).onClicked { [weak self] in self?.copy() }
        Gtk.Button(exportButton).onClicked { [weak self] in self?.onExport() }
    }

    /// The entry of `field` (tests type into it).
    func entry(for field: MotionField) -> UnsafeMutablePointer<GtkWidget>? { entries[field] }

    /// The message shown next to `field`, or nil.
    func message(for field: MotionField) -> String? {
        guard let label = messages[field], let text = gtk_widget_get_tooltip_text(label) else { return nil }
        return String(cString: text)
    }

    /// The toolkit chosen in the drop-down.
    var toolkit: MotionToolkit { Self.toolkit(of: toolkitDropDown) }

    private static func toolkit(of dropDown: UnsafeMutablePointer<GtkWidget>) -> MotionToolkit {
        let index = Int(gtk_drop_down_get_selected(Gtk.DropDown(dropDown).c))
        return MotionToolkit.allCases.indices.contains(index) ? MotionToolkit.allCases[index] : .inputMotion
    }

    /// What Copy puts on the clipboard: the catalog's values as code for the toolkit chosen.
    var exportText: String { MotionSnippet(name: name, parameters: MotionContext.shared.catalog[name], toolkit: toolkit).text }

    /// The seed's-geometry check (the floating label's editor only).
    private(set) var geometrySwitch: UnsafeMutablePointer<GtkWidget>?

    /// Back to the app's geometry (Reset, Reset All), the check unticked.
    func resetGeometry() {
        guard let geometrySwitch else { return }
        gtk_check_button_set_active(Gtk.CheckButton(geometrySwitch).c, 0)  // its handler sets the geometry
    }

    /// Shows the catalog's values again (after a reset of everything).
    func reload() {
        draft = MotionDraft(name: name, parameters: MotionContext.shared.catalog[name])
        fill()
        showProblems([])
        showTuned()
        gtk_widget_queue_draw(plot)
    }

    // MARK: Fields

    private func buildFields(in box: UnsafeMutablePointer<GtkWidget>) {
        if draft.hasCurve {
            let editor = BezierCurveEditor(title: name.title, curve: draft.curveForDrawing)
            editor.onChange = { [weak self] curve in
                guard let self else { return }
                self.draft.setCurve(curve)
                self.fill()
                self.edited()
            }
            curveEditor = editor
            let caption: String
            if case .keyframes = name.seed { caption = tr("Curve of every segment") } else { caption = tr("Timing curve") }
            let label = gtk_label_new(caption)!
            gtk_widget_add_css_class(label, "dim-label")
            gtk_label_set_xalign(label.asLabel, 0)
            gtk_box_append(box.asBox, label)
            gtk_box_append(box.asBox, editor.area)
        }
        let grid = gtk_grid_new()!
        gtk_grid_set_column_spacing(Gtk.Grid(grid).c, 8)
        gtk_grid_set_row_spacing(Gtk.Grid(grid).c, 4)
        var row: Int32 = 0
        for field in draft.scalarFields {
            addField(field, to: grid, row: &row)
        }
        gtk_box_append(box.asBox, grid)
        if case .keyframes = name.seed {
            buildKeyframeControls(in: box)
        }
    }

    /// A label, an entry and (under them) the field's message line.
    private func addField(_ field: MotionField, to grid: UnsafeMutablePointer<GtkWidget>, row: inout Int32, column: Int32 = 0, labelText: String? = nil) {
        let entry = makeEntry(field)
        if let labelText = labelText ?? Optional(field.description) {
            let label = gtk_label_new(labelText)!
            gtk_label_set_xalign(label.asLabel, 0)
            gtk_grid_attach(Gtk.Grid(grid).c, label, column, row, 1, 1)
        }
        gtk_grid_attach(Gtk.Grid(grid).c, entry, column + 1, row, 1, 1)
        let message = makeMessage(for: field, entry: entry)
        gtk_grid_attach(Gtk.Grid(grid).c, message, column, row + 1, 2, 1)
        row += 2
    }

    private func makeEntry(_ field: MotionField) -> UnsafeMutablePointer<GtkWidget> {
        let entry = gtk_entry_new()!
        gtk_editable_set_width_chars(entry.asEditable, 8)
        gtk_widget_set_hexpand(entry, 1)
        im_accessible_set_label(entry, "\(name.title) \(field.description)")
        gtk_editable_set_text(entry.asEditable, draft.text(for: field))
        Gtk.Editable(entry).onChanged { [weak self] in
            guard let self, !self.filling else { return }
            self.draft.setText(String(cString: gtk_editable_get_text(entry.asEditable)), for: field)
            self.edited()
        }
        entries[field] = entry
        return entry
    }

    private func makeMessage(for field: MotionField, entry: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let message = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_ALERT)!
        gtk_widget_add_css_class(message, "field-message")
        gtk_widget_add_css_class(message, "error")
        gtk_label_set_xalign(message.asLabel, 0)
        // One line, reserved: shown empty, it keeps its height (as the login form's error
        // line does), so a message coming and going moves nothing below it; a message longer
        // than the line ends in "…" and is whole in its tooltip and the field's description.
        // Empty, screen readers skip it.
        gtk_label_set_ellipsize(message.asLabel, PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(message.asLabel, 1)
        im_accessible_set_hidden(message, 1)
        im_accessible_set_described_by(entry, message)
        messages[field] = message
        return message
    }

    /// The floating label's geometry: the app's, or, checked, the seed's, to compare the two
    /// on the fields of the page shown (`MotionContext.floatingLabelGeometry`).
    private func buildGeometrySwitch(in box: UnsafeMutablePointer<GtkWidget>) {
        let check = gtk_check_button_new_with_label(tr("Seed's Geometry"))!
        gtk_widget_set_tooltip_text(check, tr("Float the label as the seed did, for comparison: 25 px up, over the field's border, at 0.7 of its size"))
        gtk_check_button_set_active(Gtk.CheckButton(check).c, MotionContext.shared.floatingLabelGeometry == .seed ? 1 : 0)
        Gtk.CheckButton(check).onToggled {
            MotionContext.shared.floatingLabelGeometry = gtk_check_button_get_active(Gtk.CheckButton(check).c) != 0 ? .seed : .bordered
        }
        gtk_box_append(box.asBox, check)
        geometrySwitch = check
    }

    private func buildKeyframeControls(in box: UnsafeMutablePointer<GtkWidget>) {
        let forever = gtk_check_button_new_with_label(tr("Repeat Forever"))!
        let autoreverse = gtk_check_button_new_with_label(tr("Autoreverse"))!
        gtk_check_button_set_active(Gtk.CheckButton(forever).c, draft.repeatsForever ? 1 : 0)
        gtk_check_button_set_active(Gtk.CheckButton(autoreverse).c, draft.autoreverses ? 1 : 0)
        for check in [forever, autoreverse] {
            gtk_box_append(box.asBox, check)
            Gtk.CheckButton(check).onToggled { [weak self] in
                guard let self, !self.filling else { return }
                self.draft.repeatsForever = gtk_check_button_get_active(Gtk.CheckButton(forever).c) != 0
                self.draft.autoreverses = gtk_check_button_get_active(Gtk.CheckButton(autoreverse).c) != 0
                self.syncRepeatField()
                self.edited()
            }
        }
        checks = (forever, autoreverse)
        syncRepeatField()

        let heading = gtk_label_new(tr("Keyframes"))!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(heading.asLabel, 0)
        gtk_box_append(box.asBox, heading)
        gtk_grid_set_column_spacing(Gtk.Grid(table).c, 8)
        gtk_grid_set_row_spacing(Gtk.Grid(table).c, 4)
        im_accessible_set_label(table, tr("{motion} keyframes").filled(["motion": name.title]))
        gtk_box_append(box.asBox, table)
        gtk_widget_add_css_class(tableMessage, "field-message")
        gtk_widget_add_css_class(tableMessage, "error")
        gtk_label_set_xalign(tableMessage.asLabel, 0)
        gtk_label_set_ellipsize(tableMessage.asLabel, PANGO_ELLIPSIZE_END)
        gtk_label_set_width_chars(tableMessage.asLabel, 1)
        im_accessible_set_hidden(tableMessage, 1)
        gtk_box_append(box.asBox, tableMessage)
        messages[.keyTimes] = tableMessage
        messages[.values] = tableMessage

        let rowButtons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let add = gtk_button_new_with_label(tr("Add Keyframe"))!
        let remove = gtk_button_new_with_label(tr("Remove Last"))!
        im_accessible_set_label(remove, tr("Remove the last keyframe"))
        gtk_box_append(rowButtons.asBox, add)
        gtk_box_append(rowButtons.asBox, remove)
        gtk_box_append(box.asBox, rowButtons)
        Gtk.Button(add).onClicked { [weak self] in self?.changeKeyframeCount(by: 1) }
        Gtk.Button(remove).onClicked { [weak self] in self?.changeKeyframeCount(by: -1) }
        buildTable()
    }

    /// The table: a row per keyframe (number, value, key time), each cell's message under it.
    private func buildTable() {
        while let child = gtk_widget_get_first_child(table) { gtk_grid_remove(Gtk.Grid(table).c, child) }
        // The removed cells' widgets are gone: forget every keyframe cell.
        func isCell(_ field: MotionField) -> Bool {
            switch field {
            case .value, .keyTime: true
            default: false
            }
        }
        entries = entries.filter { !isCell($0.key) }
        messages = messages.filter { !isCell($0.key) }
        for (column, text) in ["#", tr("Value"), tr("Key Time")].enumerated() {
            let header = gtk_label_new(text)!
            gtk_widget_add_css_class(header, "dim-label")
            gtk_label_set_xalign(header.asLabel, 0)
            gtk_grid_attach(Gtk.Grid(table).c, header, Int32(column), 0, 1, 1)
        }
        for index in 0..<draft.keyframeCount {
            let row = Int32(1 + 2 * index)
            let number = gtk_label_new("\(index + 1)")!
            gtk_grid_attach(Gtk.Grid(table).c, number, 0, row, 1, 1)
            for (column, field) in [(Int32(1), MotionField.value(index)), (2, .keyTime(index))] {
                let entry = makeEntry(field)
                gtk_grid_attach(Gtk.Grid(table).c, entry, column, row, 1, 1)
                let message = makeMessage(for: field, entry: entry)
                gtk_grid_attach(Gtk.Grid(table).c, message, 1, row + 1, 2, 1)
            }
        }
    }

    private func changeKeyframeCount(by change: Int) {
        if change > 0 { draft.addKeyframe() } else { draft.removeKeyframe() }
        buildTable()
        edited()
    }

    private func syncRepeatField() {
        if let entry = entries[.repeatCount] { gtk_widget_set_sensitive(entry, draft.repeatsForever ? 0 : 1) }
    }

    /// Puts the draft's texts into the fields (without treating that as an edit).
    private func fill() {
        filling = true
        defer { filling = false }
        for (field, entry) in entries {
            let text = draft.text(for: field)
            if String(cString: gtk_editable_get_text(entry.asEditable)) != text { gtk_editable_set_text(entry.asEditable, text) }
        }
        if let checks {
            gtk_check_button_set_active(Gtk.CheckButton(checks.forever).c, draft.repeatsForever ? 1 : 0)
            gtk_check_button_set_active(Gtk.CheckButton(checks.autoreverse).c, draft.autoreverses ? 1 : 0)
        }
        syncRepeatField()
        curveEditor?.show(draft.curveForDrawing)
    }

    // MARK: Edits → catalog

    private func edited() {
        let problems = draft.problems
        showProblems(problems)
        curveEditor?.show(draft.curveForDrawing)
        gtk_widget_queue_draw(plot)
        showStatus(nil)
        guard problems.isEmpty, let parameters = draft.parameters else { return }
        // An edit during a comparison's original pass applies to the tuned values.
        MotionContext.shared.restoreTuned()
        do {
            try MotionContext.shared.catalog.set(parameters, for: name)
            showTuned()
            onApplied()
        } catch {
            showStatus("\(error)")   // not reached: the draft was valid
        }
    }

    private func showProblems(_ problems: [MotionProblem]) {
        var byField: [MotionField: [String]] = [:]
        for problem in problems { byField[problem.field, default: []].append(problem.message) }
        for (field, entry) in entries {
            let invalid = byField[field] != nil
            if invalid { gtk_widget_add_css_class(entry, "error") } else { gtk_widget_remove_css_class(entry, "error") }
            im_accessible_set_invalid(entry, invalid ? 1 : 0)
        }
        for (field, label) in messages where label != tableMessage {
            Self.say(byField[field]?.joined(separator: "\n") ?? "", in: label)
        }
        Self.say(((byField[.values] ?? []) + (byField[.keyTimes] ?? [])).joined(separator: "\n"), in: tableMessage)
    }

    /// A message line says `text`; empty, it keeps its line and screen readers skip it.
    private static func say(_ text: String, in label: UnsafeMutablePointer<GtkWidget>) {
        guard String(cString: gtk_label_get_text(label.asLabel)) != text else { return }
        // Several problems share the line, one after the other.
        gtk_label_set_text(label.asLabel, text.split(separator: "\n").joined(separator: "; "))
        gtk_widget_set_tooltip_text(label, text.isEmpty ? nil : text)
        im_accessible_set_hidden(label, text.isEmpty ? 1 : 0)
    }

    /// The status line says which values a comparison is playing.
    func showComparing(original: Bool) {
        showStatus(original ? tr("Playing the original values…") : tr("Playing the tuned values"))
    }

    /// Shows the "Tuned" mark while the catalog's values for this motion are not the original.
    func showTuned() {
        gtk_widget_set_opacity(tunedMark, MotionContext.shared.catalogToSave.tuned.contains(name) ? 1 : 0)
        im_accessible_set_hidden(tunedMark, MotionContext.shared.catalogToSave.tuned.contains(name) ? 0 : 1)
    }

    /// Whether the "Tuned" mark shows.
    var isMarkedTuned: Bool { gtk_widget_get_opacity(tunedMark) > 0 }

    private func reset() {
        MotionContext.shared.restoreTuned()
        MotionContext.shared.catalog.reset(name)
        resetGeometry()
        reload()
        onApplied()
        showStatus(tr("Back to the original values"))
    }

    private func copy() {
        let clipboard = gdk_display_get_clipboard(gtk_widget_get_display(root.widget))
        gdk_clipboard_set_text(clipboard, exportText)
        showStatus(tr("Copied as {toolkit}").filled(["toolkit": toolkit.title]))
    }

    /// What the line under the buttons says (tests read how an export went).
    var statusText: String { String(cString: gtk_label_get_text(status.asLabel)) }

    /// The line under the buttons says `text`; nil empties it.
    func showStatus(_ text: String?) {
        gtk_label_set_text(status.asLabel, text ?? "")
        im_accessible_set_hidden(status, text == nil ? 1 : 0)
    }

    // MARK: Plot

    /// The plot: the tuned curve over the default's ghost (while they differ), on a time axis
    /// both fit, so a slower motion looks slower; in the style's colours.
    private func drawPlot(_ cr: OpaquePointer, width: Double, height: Double) {
        let tuned = MotionCurve(draft.parameters ?? MotionContext.shared.catalogToSave[name])
        let original = MotionCurve(name.seed)
        let differs = (draft.parameters ?? MotionContext.shared.catalogToSave[name]) != name.seed
        CurvePlot(title: name.title, duration: max(tuned.duration, original.duration),
                  curve: tuned.samples.map { ($0.time, $0.value) }, points: [],
                  ghost: differs ? original.samples.map { ($0.time, $0.value) } : [],
                  valueUnit: name.valueUnit, colors: PlotColors(themeOf: plot))
            .draw(on: cr, width: width, height: height)
    }

    /// The seconds the plot's time axis spans: the longer of the default's and the tuned run,
    /// widened to a round tick (the inspector's timeline spans the same).
    var plotSpan: Double {
        let tuned = MotionCurve(MotionContext.shared.catalogToSave[name]), original = MotionCurve(name.seed)
        return PlotAxis(covering: 0, max(tuned.duration, original.duration), ticks: 4).high
    }
}
