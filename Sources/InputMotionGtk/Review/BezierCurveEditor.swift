import CGtk
import InputMotionCore

/// A small editor of a cubic Bézier timing curve: the curve from (0, 0) to (1, 1) with its two
/// control points as handles. Drag a handle with the pointer; with the keyboard, 1 and 2 (or
/// Space) pick a handle and the arrow keys move it by 0.01 (0.1 with Shift).
///
/// x stays in 0...1 (a timing curve's rule) and y in the drawn range −0.5...1.5; values are
/// rounded to hundredths so they read well in the fields.
///
/// CSS nodes: a drawing area with `.curve-editor`. Accessible role: group, named after the
/// motion, its description saying where both handles are and how to move them.
@MainActor
final class BezierCurveEditor {
    let area: UnsafeMutablePointer<GtkWidget>
    /// The drag gesture (tests emit its signals as a pointer would).
    let drag: OpaquePointer
    /// The key controller (tests emit key presses on it).
    let keys: OpaquePointer
    /// The control points shown.
    private(set) var curve: BezierControlPoints
    /// The handle the arrow keys move: 1 or 2.
    private(set) var selectedHandle = 1
    /// A handle moved (by pointer or keys).
    var onChange: @MainActor (BezierControlPoints) -> Void = { _ in }

    private let title: String
    private var dragged: Int?
    private var dragStart = (x: 0.0, y: 0.0)
    static let side: Int32 = 180
    private static let inset = 24.0
    private static let yRange = (low: -0.5, high: 1.5)

    init(title: String, curve: BezierControlPoints) {
        self.title = title
        self.curve = curve
        area = im_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_set_size_request(area, Self.side, Self.side)
        gtk_widget_set_halign(area, GTK_ALIGN_START)
        gtk_widget_set_focusable(area, 1)
        gtk_widget_set_focus_on_click(area, 1)
        gtk_widget_add_css_class(area, "curve-editor")
        im_accessible_set_label(area, tr("{motion} curve editor").filled(["motion": title]))

        drag = gtk_gesture_drag_new()!
        gtk_widget_add_controller(area, Gtk.EventController(drag).c)
        keys = gtk_event_controller_key_new()
        gtk_widget_add_controller(area, Gtk.EventController(keys).c)

        Drawing.setDrawFunction(of: area) { [weak self] cr, width, height in self?.draw(cr, width: width, height: height) }
        Gtk.DragGesture(drag).onDragBegin { [weak self] x, y in self?.begin(x: x, y: y) }
        Gtk.DragGesture(drag).onDragUpdate { [weak self] dx, dy in self?.update(dx: dx, dy: dy) }
        Gtk.DragGesture(drag).onDragEnd { [weak self] _, _ in self?.dragged = nil }
        Gtk.DrawingArea(area).onNotify("has-focus") { [weak self, area] in
            gtk_widget_queue_draw(area)
            // Away from it, the whole description (heard when focus comes back), unheard.
            if gtk_widget_has_focus(area) == 0 { self?.describe() }
        }
        Gtk.KeyController(keys).onKeyPressed { [weak self] keyval, state in self?.keyPressed(keyval, state) ?? false }
        describe()
    }

    /// Shows `curve` (from the fields) without reporting a change.
    func show(_ curve: BezierControlPoints) {
        guard curve != self.curve else { return }
        self.curve = curve
        describe()
        gtk_widget_queue_draw(area)
    }

    /// Where handle `handle` is drawn, in the area's coordinates.
    func position(ofHandle handle: Int) -> (x: Double, y: Double) {
        let point = handle == 1 ? (curve.x1, curve.y1) : (curve.x2, curve.y2)
        return (toX(point.0), toY(point.1))
    }

    // MARK: Input

    private func begin(x: Double, y: Double) {
        _ = gtk_widget_grab_focus(area)
        let distances = [1, 2].map { handle -> (Int, Double) in
            let p = position(ofHandle: handle)
            return (handle, ((p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)).squareRoot())
        }
        guard let nearest = distances.min(by: { $0.1 < $1.1 }), nearest.1 <= 24 else {
            dragged = nil
            return
        }
        dragged = nearest.0
        selectedHandle = nearest.0
        dragStart = (x, y)
    }

    private func update(dx: Double, dy: Double) {
        guard let handle = dragged else { return }
        move(handle, toX: fromX(dragStart.x + dx), y: fromY(dragStart.y + dy))
    }

    private func keyPressed(_ keyval: guint, _ state: GdkModifierType) -> Bool {
        let step = (state.rawValue & GDK_SHIFT_MASK.rawValue) != 0 ? 0.1 : 0.01
        let (x, y) = selectedHandle == 1 ? (curve.x1, curve.y1) : (curve.x2, curve.y2)
        switch Int32(keyval) {
        case GDK_KEY_Left, GDK_KEY_KP_Left: move(selectedHandle, toX: x - step, y: y)
        case GDK_KEY_Right, GDK_KEY_KP_Right: move(selectedHandle, toX: x + step, y: y)
        case GDK_KEY_Up, GDK_KEY_KP_Up: move(selectedHandle, toX: x, y: y + step)
        case GDK_KEY_Down, GDK_KEY_KP_Down: move(selectedHandle, toX: x, y: y - step)
        case GDK_KEY_1, GDK_KEY_KP_1: select(1)
        case GDK_KEY_2, GDK_KEY_KP_2: select(2)
        case GDK_KEY_space: select(selectedHandle == 1 ? 2 : 1)
        default: return false
        }
        return true
    }

    private func select(_ handle: Int) {
        selectedHandle = handle
        describe()
        gtk_widget_queue_draw(area)
    }

    private func move(_ handle: Int, toX x: Double, y: Double) {
        let x = Self.hundredths(min(max(x, 0), 1))
        let y = Self.hundredths(min(max(y, Self.yRange.low), Self.yRange.high))
        var next = curve
        if handle == 1 { next.x1 = x; next.y1 = y } else { next.x2 = x; next.y2 = y }
        guard next != curve else { return }
        curve = next
        describe()
        gtk_widget_queue_draw(area)
        onChange(next)
    }

    private static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// The accessible description, which screen readers read on focus and again whenever it
    /// changes while focused: in full (both handles and the keys) for focus arriving, then only
    /// the selected handle where it is now, at each key (the whole text at every arrow was 30
    /// words of which one changed).
    private func describe() {
        let n = MotionNumber.text
        let text = if gtk_widget_has_focus(area) != 0 {
            tr("Handle {handle} at ({x}, {y})").filled(["handle": "\(selectedHandle)",
                "x": n(selectedHandle == 1 ? curve.x1 : curve.x2), "y": n(selectedHandle == 1 ? curve.y1 : curve.y2)])
        } else {
            tr("Handle 1 at ({x1}, {y1}), handle 2 at ({x2}, {y2}); handle {handle} selected. Press 1 or 2 to pick a handle, arrow keys to move it, Shift for larger steps.")
                .filled(["x1": n(curve.x1), "y1": n(curve.y1), "x2": n(curve.x2), "y2": n(curve.y2), "handle": "\(selectedHandle)"])
        }
        im_accessible_set_description(area, text)
    }

    // MARK: Drawing

    private var width: Double { Double(gtk_widget_get_width(area)) }
    private var height: Double { Double(gtk_widget_get_height(area)) }
    private func toX(_ x: Double) -> Double { Self.inset + x * (width - 2 * Self.inset) }
    private func fromX(_ px: Double) -> Double { (px - Self.inset) / (width - 2 * Self.inset) }
    private func toY(_ y: Double) -> Double {
        Self.inset + (Self.yRange.high - y) / (Self.yRange.high - Self.yRange.low) * (height - 2 * Self.inset)
    }
    private func fromY(_ py: Double) -> Double {
        Self.yRange.high - (py - Self.inset) / (height - 2 * Self.inset) * (Self.yRange.high - Self.yRange.low)
    }

    private func draw(_ cr: OpaquePointer, width: Double, height: Double) {
        // The style's colours, as the inspector's plots use them (dark in dark, high contrast
        // in HighContrast).
        let colors = PlotColors(themeOf: area)
        PlotColors.use(colors.background, in: cr)
        cairo_paint(cr)
        // The unit square (0...1 both ways) and the axes' labels.
        cairo_set_line_width(cr, 1)
        PlotColors.use(colors.grid, in: cr)
        cairo_rectangle(cr, toX(0) + 0.5, toY(1) + 0.5, toX(1) - toX(0), toY(0) - toY(1))
        cairo_stroke(cr)
        PlotColors.use(colors.text, in: cr)
        cairo_select_font_face(cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 9)
        cairo_move_to(cr, toX(0) - 3, toY(0) + 12); cairo_show_text(cr, "0")
        cairo_move_to(cr, toX(1) - 3, toY(0) + 12); cairo_show_text(cr, "1")
        cairo_move_to(cr, toX(0) - 12, toY(1) + 3); cairo_show_text(cr, "1")

        // Arms from the end points to their handles.
        PlotColors.use(colors.ghost, in: cr)
        let h1 = position(ofHandle: 1), h2 = position(ofHandle: 2)
        cairo_move_to(cr, toX(0), toY(0)); cairo_line_to(cr, h1.x, h1.y)
        cairo_move_to(cr, toX(1), toY(1)); cairo_line_to(cr, h2.x, h2.y)
        cairo_stroke(cr)

        // The curve, in the curve plots' colour.
        PlotColors.use(colors.curve, in: cr)
        cairo_set_line_width(cr, 2)
        cairo_move_to(cr, toX(0), toY(0))
        cairo_curve_to(cr, h1.x, h1.y, h2.x, h2.y, toX(1), toY(1))
        cairo_stroke(cr)

        // Handles: the selected one ringed while the editor has focus.
        let focused = gtk_widget_has_focus(area) != 0
        for (handle, point) in [(1, h1), (2, h2)] {
            cairo_new_sub_path(cr)
            cairo_arc(cr, point.x, point.y, 6, 0, 2 * .pi)
            PlotColors.use(colors.points, in: cr)
            cairo_fill(cr)
            if focused, handle == selectedHandle {
                cairo_new_sub_path(cr)
                cairo_arc(cr, point.x, point.y, 10, 0, 2 * .pi)
                cairo_set_line_width(cr, 2)
                cairo_stroke(cr)
            }
        }
    }
}
