import CGtk
import InputMotionCore

/// The seed's screen — Name and Password, 20 px side margins (the seed has 50), 60 px tall, 10 px apart, centred
/// vertically — plus a prefilled field, a long label and a right-to-left field, so a reviewer
/// sees leading-edge alignment and the no-animation start side by side.
@MainActor
final class FloatingLabelsPage: DemoPageView {
    /// `InputMotionFloatingLabelsPage`, CSS name `floating-labels-page`: the page as GTK Inspector and style.css see it.
    static let widgetClass = WidgetClass(typeName: "InputMotionFloatingLabelsPage", cssName: "floating-labels-page")
    let root: Widget
    /// The fields in focus order (tests reach them here).
    let fields: [FloatingLabelEntry]

    init() {
        let box = Self.widgetClass.instantiate(GTK_ORIENTATION_VERTICAL, spacing: 10)
        root = Widget(box)
        gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
        // 20 px, not the seed's 50: at phone width the longest label needs the room.
        gtk_widget_set_margin_start(box, 20)
        gtk_widget_set_margin_end(box, 20)

        let rightToLeft = FloatingLabelEntry(title: "الاسم الكامل")  // "Full name", in Arabic
        rightToLeft.setRightToLeft(true)
        fields = [
            FloatingLabelEntry(title: tr("Name")),
            FloatingLabelEntry(title: tr("Password"), kind: .password),
            FloatingLabelEntry(title: tr("City"), text: tr("Lisbon")),
            FloatingLabelEntry(title: tr("Name as it should appear on your badge")),
            rightToLeft,
        ]
        let order = FormFocusOrder(fieldCount: fields.count)
        for (index, field) in fields.enumerated() {
            gtk_widget_set_parent(field.root.widget, box)  // appended: the class lays children out as a box
            field.onActivate = { [weak self] action in
                if action == .focusNext { self?.focus(after: index, order: order) }
            }
        }
    }

    func focusFirst() { fields.first?.focusAtEnd() }

    func replay(_ motion: MotionName) {
        if motion == .floatingLabel { fields.forEach { $0.replayMotion() } }
    }

    /// The first field: every field floats alike, and one in view is what a reviewer watches.
    func motionSpan(of motion: MotionName) -> ClosedRange<Double>? {
        guard motion == .floatingLabel, let first = fields.first else { return nil }
        return WidgetBounds.of(first.root.widget, in: root.widget).map { $0.minY...$0.maxY }
    }

    func captureScenarios() -> [CaptureScenario] {
        fields.first.map { [CaptureScenario.labelFloat($0), CaptureScenario.labelReturn($0)] } ?? []
    }

    /// Return moves to the next field; the last one gives focus back to the window.
    private func focus(after index: Int, order: FormFocusOrder) {
        if let next = order.next(after: index) {
            fields[next].grabFocus()
        } else if let root = gtk_widget_get_root(self.root.widget) {
            gtk_root_set_focus(root, nil)
        }
    }
}
