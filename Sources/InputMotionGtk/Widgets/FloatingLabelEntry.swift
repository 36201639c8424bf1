import CGtk
import InputMotionCore

/// A text entry whose label rests inside the field and floats above the text on focus: a thin
/// view of `FloatingLabel`. The model decides; this class feeds it focus, text and frame times
/// and allocates the label where the model says.
///
/// Widget tree: one container (`.floating-field`) laying out the field (the entry, with the
/// label allocated over it, never taking input) and a message line under the field.
///
/// The field is as tall as asked (60 px), or taller when the fonts are larger (large text): the
/// widget measures the label's line and the text's (Pango's ascent plus descent) and the model
/// says how tall the field must be for the floated label to stay clear of the centred text
/// (`FloatingLabelGeometry.fieldHeight`). A label wider than the field allows
/// (`FloatingLabelGeometry.labelWidthLimit`) is ellipsized; the entry's accessible name stays
/// the whole title.
///
/// The label (`.floating-label`, a GtkLabel styled by the theme) is drawn into a zero-size
/// clip, out of sight; what shows is an image of it (`WidgetImage`): the label's own drawing
/// as a bitmap at the screen's scale factor, taken again in each layout where the label's
/// drawing changed (colour, text, theme). Moving and scaling that bitmap is continuous (a
/// scaled GtkLabel re-lays out its text at each size, and hinting steps it by whole pixels,
/// sometimes backwards); at rest it is drawn one to one, pixel for pixel the label. A
/// drawing area at whole-pixel positions draws the image moved and scaled itself, so cairo
/// resamples it (box-filtered) under every renderer: GL's own scaling of a transformed widget
/// snaps and stretches by up to a pixel. The drawing area covers only the pixels the image
/// can touch: GTK 4.8's cairo renderer paints a drawing area through a fresh image of its
/// size (clipped to the damage), every frame.
///
/// ![Floating-label fields at rest and floated](resources/screenshots/phone-floating.png)
///
/// ## CSS nodes
///
///     floating-label-entry[.floating-field][.error]
///     ├── entry / GtkPasswordEntry    the field
///     ├── layout                      (clips the live label to nothing)
///     │   └── label.floating-label
///     ├── drawingarea                 draws the label's image where the model says
///     └── label.field-message[.error] the line under the field
///
/// Accessible role: the entry is a text field named by the title and described by the
/// message line (an alert); the label and its drawing are presentation.
/// Shows: `FloatingLabel` (core).
@MainActor
public final class FloatingLabelEntry {
    /// `InputMotionFloatingLabelEntry`, CSS name `floating-label-entry`.
    static let widgetClass = WidgetClass(typeName: "InputMotionFloatingLabelEntry", cssName: "floating-label-entry", layout: .instance)
    /// A plain entry, or a GtkPasswordEntry (non-pageable buffer, Caps Lock warning, peek icon).
    public enum Kind { case text, password }

    public let root: Widget
    /// The GtkEntry or GtkPasswordEntry.
    public let entry: UnsafeMutablePointer<GtkWidget>
    let label: UnsafeMutablePointer<GtkWidget>
    let message: UnsafeMutablePointer<GtkWidget>
    /// The widget that draws the label on screen: a drawing area over the field, just large
    /// enough for `labelImage` where the model puts it (review tools and tests measure its
    /// pixels).
    let labelDrawing: UnsafeMutablePointer<GtkWidget>
    /// How far past the image's scaled box cairo's best filter can spread ink, in pixels.
    nonisolated static let filterReach: Int32 = 2
    /// The label box as last drawn, scaled, in field coordinates (the field's top-left is the
    /// widget's; tests compare it with the seed's numbers).
    public private(set) var drawnLabelFrame = (x: 0.0, y: 0.0, width: 0.0, height: 0.0)
    /// The label box as last drawn, in `ancestor`'s coordinates (nil when not in its tree).
    func drawnLabelBounds(in ancestor: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t? {
        let frame = drawnLabelFrame
        var origin = graphene_point_t(), corner = graphene_point_t(x: Float(frame.x), y: Float(frame.y))
        guard gtk_widget_compute_point(root.widget, ancestor, &corner, &origin) != 0 else { return nil }
        return graphene_rect_t(origin: origin, size: graphene_size_t(width: Float(frame.width), height: Float(frame.height)))
    }

    /// Holds the label, drawn but clipped to nothing, so its drawing is always current.
    private let labelClip = LayoutContainer()
    /// The label's drawing as a bitmap, painted by `labelDrawing`.
    let labelImage = WidgetImage()
    /// Reports each redraw of the label (a GtkWidgetPaintable, used only for that signal).
    private let labelWatch: Object
    /// Lays out the field and the message line under it.
    private let container = LayoutContainer(FloatingLabelEntry.widgetClass)
    /// The field's least height (the entry's own, if taller, wins).
    private let fieldMinimumHeight: Int32
    private var model: FloatingLabel
    private lazy var driver = MotionDriver(widget: root.widget) { [weak self] time in
        guard let self else { return false }
        self.time = time
        self.container.queueAllocate()
        return !self.model.isSettled(at: time)
    }
    private var time = 0.0
    /// The input method's preedit: text being composed counts as text (`VisibleText`).
    private var preedit = ""

    /// Return was pressed in the field; the argument is what the model says Return does.
    public var onActivate: @MainActor (ReturnAction) -> Void = { _ in }
    /// The text changed (by typing or programmatically).
    public var onChanged: @MainActor () -> Void = {}

    /// Horizontal offset of the field in pixels (the login form's shake drives it).
    /// The label's float progress as last drawn: 0 at rest, 1 floated.
    var labelProgress: Double { model.progress(at: time) }

    public var horizontalOffset: Double = 0 {
        didSet { if horizontalOffset != oldValue { container.queueAllocate() } }
    }

    /// The field's size as last laid out: the entry with its label over it, at the widget's
    /// top-left (the message line is under it). The model's field frame.
    public private(set) var fieldSize = (width: Int32(0), height: Int32(0))

    /// Where the model put the label in the last layout (field coordinates), for tests.
    public private(set) var lastPlacement = LabelPlacement(x: 0, y: 0, scale: 1)

    /// Whether the message line keeps its height while empty (see `init`).
    public let reservesMessageLine: Bool
    private var shownMessage: String?

    /// - Parameters:
    ///   - height: the field's height; the seed's fields are 60 px tall.
    ///   - reservesMessageLine: for a field that can show a message: its line keeps one
    ///     line's height while empty, so a one-line message showing or going moves nothing
    ///     below the field. Otherwise the line takes no space until there is a message.
    public init(title: String, kind: Kind = .text, text: String = "", height: Int32 = 60,
                returnAction: ReturnAction = .focusNext, reservesMessageLine: Bool = false) {
        self.reservesMessageLine = reservesMessageLine
        fieldMinimumHeight = height
        model = FloatingLabel(title: title, hasText: !text.isEmpty, geometry: MotionContext.shared.floatingLabelGeometry,
                              timing: MotionContext.shared.catalog.floatingLabel,
                              returnAction: returnAction)
        entry = kind == .password ? gtk_password_entry_new() : gtk_entry_new()
        if kind == .password {
            gtk_password_entry_set_show_peek_icon(Gtk.PasswordEntry(entry).c, 1)
        }
        label = im_label_new_with_role(title, GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_widget_add_css_class(label, "floating-label")
        gtk_label_set_ellipsize(label.asLabel, PANGO_ELLIPSIZE_END)
        gtk_widget_set_can_target(label, 0)
        gtk_widget_set_can_focus(label, 0)
        labelWatch = Object(adopting: gtk_widget_paintable_new(label)!)
        labelDrawing = im_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_PRESENTATION)
        gtk_widget_set_can_target(labelDrawing, 0)
        gtk_widget_set_can_focus(labelDrawing, 0)
        message = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_ALERT)
        gtk_widget_add_css_class(message, "field-message")
        gtk_label_set_xalign(message.asLabel, 0)
        gtk_label_set_wrap(message.asLabel, 1)
        // An empty label is one line tall: shown empty, it holds the line. An empty alert is
        // nothing to a screen reader, so it stays out of the accessible tree until it says something.
        gtk_widget_set_visible(message, reservesMessageLine ? 1 : 0)
        im_accessible_set_hidden(message, 1)

        root = container.container
        gtk_widget_add_css_class(root.widget, "floating-field")
        labelClip.append(label)
        gtk_widget_set_overflow(labelClip.widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_can_target(labelClip.widget, 0)
        labelClip.measure = { _, _ in (0, 0) }
        labelClip.allocate = { [weak self] _, _ in
            guard let self else { return }
            LayoutContainer.place(self.label, width: self.labelSize.width, height: self.labelSize.height, x: 0, y: 0)
        }
        for child in [entry, labelClip.widget, labelDrawing, message] { container.append(child) }

        im_accessible_set_label(entry, title)
        im_accessible_set_described_by(entry, message)
        if !text.isEmpty { gtk_editable_set_text(entry.asEditable, text) }

        container.measure = { [weak self] orientation, forSize in self?.measure(orientation, forSize) ?? (0, 0) }
        container.allocate = { [weak self] width, height in self?.allocate(width: width, height: height) }
        Drawing.setDrawFunction(of: labelDrawing) { [weak self] cairo, _, _ in self?.drawLabel(cairo) }
        connectSignals()
    }

    /// The field's text. Setting it while the field is not focused floats (or rests) the label
    /// at once, with no animation.
    public var text: String {
        get { String(cString: gtk_editable_get_text(entry.asEditable)) }
        set { gtk_editable_set_text(entry.asEditable, newValue) }
    }

    /// The label's text (also the entry's accessible name).
    public var title: String { model.title }

    /// Lays the field out right-to-left (or back): the entry, the label and the message line
    /// all mirror. GTK widgets do not inherit a direction set on their parent, so set each.
    public func setRightToLeft(_ rightToLeft: Bool) {
        let direction = rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
        for widget in [root.widget, label, labelClip.widget, labelDrawing, message] {
            gtk_widget_set_direction(widget, direction)
        }
        Self.setDirection(direction, onTree: entry)
    }

    private static func setDirection(_ direction: GtkTextDirection, onTree widget: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_set_direction(widget, direction)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            setDirection(direction, onTree: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// Gives the field keyboard focus.
    public func grabFocus() { _ = gtk_widget_grab_focus(entry) }

    /// Gives the field keyboard focus with the caret at the end of its text and nothing
    /// selected, even when it had focus with its text selected.
    public func focusAtEnd() { KeyboardFocus.focusAtEnd(entry) }

    /// Puts what the input method is composing into the text, once (before the form reads it).
    public func commitComposition() { FieldComposition.of(entry)?.commit() }

    /// Shows a line under the field: an error (red, announced, marks the entry invalid) or help.
    /// `nil` hides it (an empty line, when the field reserves it).
    public func setMessage(_ text: String?, isError: Bool = false) {
        shownMessage = text
        gtk_label_set_text(message.asLabel, text ?? "")
        gtk_widget_set_visible(message, text != nil || reservesMessageLine ? 1 : 0)
        im_accessible_set_hidden(message, text == nil ? 1 : 0)
        if isError, text != nil {
            gtk_widget_add_css_class(message, "error")
            gtk_widget_add_css_class(root.widget, "error")
        } else {
            gtk_widget_remove_css_class(message, "error")
            gtk_widget_remove_css_class(root.widget, "error")
        }
        im_accessible_set_invalid(entry, isError && text != nil ? 1 : 0)
        // Also the description, which screen readers speak when it changes on the focused
        // field and read on focus (GTK 4.8 exposes none for the described-by relation). Only
        // a real change: each one is spoken.
        let description = text ?? ""
        if String(cString: im_accessible_get_description(entry)) != description {
            im_accessible_set_description(entry, description)
        }
    }

    /// The message line's text, or nil when there is none.
    public var messageText: String? { shownMessage }

    /// Where the model puts the label at motion time `time`, for the field's current size
    /// (review tools plot it; drawing goes through allocation).
    public func placement(at time: Double) -> LabelPlacement {
        let size = labelSize(forFieldWidth: fieldSize.width, at: time)
        return model.placement(at: time, fieldWidth: Double(fieldSize.width), fieldHeight: Double(fieldSize.height),
                               labelWidth: Double(size.width), labelHeight: Double(size.height))
    }

    /// Whether the label is still moving (a tick callback is registered).
    public var isAnimating: Bool { driver.isRunning }

    // MARK: Events → model

    private func connectSignals() {
        let focus = gtk_event_controller_focus_new()!
        gtk_widget_add_controller(entry, focus)
        Gtk.FocusController(focus).onEnter { [weak self] in self?.focusChanged(true) }
        Gtk.FocusController(focus).onLeave { [weak self] in self?.focusChanged(false) }
        Gtk.Editable(entry).onChanged { [weak self] in
            self?.visibleTextChanged()
            self?.onChanged()
        }
        if let text = KeyboardTyping.textTarget(for: entry) {
            // GTK resets the input method (an empty preedit) on every focus change: only a real
            // change is news, or the label would be re-timed mid-flight.
            Gtk.Text(text).onPreeditChanged { [weak self] preedit in
                guard let self, preedit != self.preedit else { return }
                self.preedit = preedit
                self.visibleTextChanged()
            }
        }
        // The label redrew while nothing moved (an error colour, a theme; GTK reports it
        // after the frame) or the screen's scale changed: lay out again, which takes the
        // label's image again. (In motion every frame's layout takes it anyway.)
        Gtk.Paintable(labelWatch.raw).onInvalidateContents { [weak self] in self?.container.queueAllocate() }
        Gtk.DrawingArea(labelDrawing).onNotify("scale-factor") { [weak self] in self?.container.queueAllocate() }
        let returnKey: any ActivatesOnReturn = Gtk.Entry.ifInstance(entry) ?? Gtk.PasswordEntry(entry)
        returnKey.onActivate { [weak self] in
            guard let self else { return }
            self.onActivate(self.model.returnPressed())
        }
        MotionContext.shared.observeMotion(owner: self) { [weak self] changed in
            guard let self, changed.contains(.floatingLabel) else { return }
            // The seed's geometry, or back: the label jumps to its place in the other one (in a
            // field whose height may change with it, at large text).
            self.model.geometry = MotionContext.shared.floatingLabelGeometry
            gtk_widget_queue_resize(self.root.widget)
            self.model.retime(MotionContext.shared.catalog.floatingLabel, at: self.now(), environment: MotionContext.shared.environment)
            self.driver.update()
        }
    }

    /// Plays the label's float (or return, at rest) again: the motion inspector's Replay.
    public func replayMotion() {
        time = driver.replayTime
        model.replay(at: time, environment: MotionContext.shared.environment)
        driver.update()
    }

    private func visibleTextChanged() {
        // Typing into a floated label's field moves nothing: no layout, no drawing of the label.
        guard model.textChanged(VisibleText(committed: text, preedit: preedit), at: now(), environment: MotionContext.shared.environment) else { return }
        driver.update()
    }

    private func focusChanged(_ focused: Bool) {
        model.focusChanged(focused, at: now(), environment: MotionContext.shared.environment)
        driver.update()
    }

    /// The time a change happens at: a moving label turns where it is drawn.
    private func now() -> Double {
        time = driver.changeTime
        return time
    }

    // MARK: Model → allocation

    /// The field's height for `width`: the least asked for, or what the fonts need (the model's
    /// `fieldHeight`), or the entry's own, whichever is tallest.
    private func fieldHeight(forWidth width: Int32) -> (minimum: Int32, natural: Int32) {
        let entryHeight = LayoutContainer.measure(entry, GTK_ORIENTATION_VERTICAL, width)
        let fonts = Int32(model.geometry.fieldHeight(labelHeight: Double(LayoutContainer.naturalSize(of: label).height),
                                                     textLineHeight: textLineHeight, minimum: Double(fieldMinimumHeight)))
        return (max(entryHeight.minimum, fonts), max(entryHeight.natural, fonts))
    }

    /// The text's line box: its font's ascent plus descent, as Pango measures them (what
    /// GtkText centres in the field), in pixels. The font's, not the text's: a fallback font's
    /// taller line (Korean, say) does not resize the field as it is typed.
    var textLineHeight: Double {
        guard let text = KeyboardTyping.textTarget(for: entry), let context = gtk_widget_get_pango_context(text),
              let metrics = pango_context_get_metrics(context, nil, nil) else { return 0 }
        defer { pango_font_metrics_unref(metrics) }
        return Double(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE)
    }

    /// The label's size in a field `fieldWidth` wide at motion time `time`: its natural size,
    /// cut to the model's `labelWidthLimit` (ellipsized), one line tall. A label cut short
    /// shows more of itself as it floats, smaller (it is laid out again each frame then).
    private func labelSize(forFieldWidth fieldWidth: Int32, at time: Double) -> (width: Int32, height: Int32) {
        let natural = LayoutContainer.naturalSize(of: label)
        let limit = Int32(model.geometry.labelWidthLimit(fieldWidth: Double(fieldWidth), progress: model.progress(at: time)).rounded(.down))
        return (min(natural.width, limit), natural.height)
    }

    /// The label's size as last laid out (see `labelSize(forFieldWidth:at:)`).
    private(set) var labelSize = (width: Int32(0), height: Int32(0))

    /// The field over the message line, as a vertical box stacks them.
    private func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let field = orientation == GTK_ORIENTATION_VERTICAL ? fieldHeight(forWidth: forSize) : LayoutContainer.measure(entry, orientation, forSize)
        return LayoutContainer.measureStacked([message], orientation, forSize, under: field)
    }

    private func allocate(width: Int32, height: Int32) {
        let fieldHeight = fieldHeight(forWidth: width).natural
        fieldSize = (width, fieldHeight)
        if gtk_widget_should_layout(message) != 0 {
            let messageHeight = LayoutContainer.measure(message, GTK_ORIENTATION_VERTICAL, width).natural
            LayoutContainer.place(message, width: width, height: messageHeight, x: 0, y: Double(fieldHeight))
        }
        allocateField(width: width, height: fieldHeight)
    }

    private func allocateField(width: Int32, height: Int32) {
        let offset = horizontalOffset
        LayoutContainer.place(entry, width: width, height: height, x: offset, y: 0)
        model.direction = gtk_widget_get_direction(root.widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
        let size = labelSize(forFieldWidth: width, at: time)
        // A new width for the label (the field narrowed or widened past it): its clip, whose
        // own size never changes, lays it out again.
        if size != labelSize { gtk_widget_queue_allocate(labelClip.widget) }
        labelSize = size
        let placement = model.placement(at: time, fieldWidth: Double(width), fieldHeight: Double(height),
                                        labelWidth: Double(size.width), labelHeight: Double(size.height))
        lastPlacement = placement
        LayoutContainer.place(labelClip.widget, width: 0, height: 0, x: 0, y: 0)
        let imageChanged = labelImage.update(child: label, in: labelClip.widget, width: size.width, height: size.height,
                                             scale: max(gtk_widget_get_scale_factor(labelDrawing), 1))
        labelAt = LabelPlacement(x: placement.x + offset, y: placement.y, scale: placement.scale)
        let cover = Self.pixelsCovered(by: labelAt, imageSize: labelImage.size ?? (0, 0))
        drawingOrigin = (Double(cover.x), Double(cover.y))
        LayoutContainer.place(labelDrawing, width: cover.width, height: cover.height, x: drawingOrigin.x, y: drawingOrigin.y)
        if imageChanged || labelAt != drawnAt { gtk_widget_queue_draw(labelDrawing) }
    }

    /// Where the label image goes (field coordinates of its top-left, and its scale).
    private var labelAt = LabelPlacement(x: 0, y: 0, scale: 1)
    private var drawnAt: LabelPlacement?

    /// The drawing area's top-left in field coordinates.
    private var drawingOrigin = (x: 0.0, y: 0.0)

    /// The whole pixels (field coordinates) that the image drawn at `place` can touch: its
    /// scaled box rounded out, and `filterReach` more on every side for the resampling filter.
    nonisolated static func pixelsCovered(by place: LabelPlacement,
                                          imageSize: (width: Double, height: Double)) -> (x: Int32, y: Int32, width: Int32, height: Int32) {
        let reach = Double(filterReach)
        let left = (place.x - reach).rounded(.down), top = (place.y - reach).rounded(.down)
        let right = (place.x + imageSize.width * place.scale + reach).rounded(.up)
        let bottom = (place.y + imageSize.height * place.scale + reach).rounded(.up)
        return (Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
    }

    private func drawLabel(_ cairo: OpaquePointer) {
        drawnAt = labelAt
        if let size = labelImage.size {
            drawnLabelFrame = (labelAt.x, labelAt.y, size.width * labelAt.scale, size.height * labelAt.scale)
        }
        cairo_translate(cairo, labelAt.x - drawingOrigin.x, labelAt.y - drawingOrigin.y)
        cairo_scale(cairo, labelAt.scale, labelAt.scale)
        labelImage.paint(cairo)
    }
}

/// A widget's drawing kept as a bitmap of device pixels, to be drawn moved and scaled.
///
/// Scaling a widget scales its vector drawing, and text re-laid out at each size steps by
/// whole pixels (hinted metrics), sometimes backwards; scaling a bitmap of it is continuous,
/// and one to one it is the widget's own pixels. The drawing is taken during layout with
/// `gtk_widget_snapshot_child` (styles are already valid then), so a change of colour shows
/// in the same frame; the bitmap is redrawn only when the widget's render node changes.
@MainActor
final class WidgetImage {
    /// The bitmap (ARGB32, device scale set), or nil before the first update.
    private(set) nonisolated(unsafe) var surface: OpaquePointer?
    private nonisolated(unsafe) var node: OpaquePointer?
    private var scale: Int32 = 0

    /// The bitmap's size in (logical) pixels.
    var size: (width: Double, height: Double)? {
        surface.map { (Double(cairo_image_surface_get_width($0) / scale), Double(cairo_image_surface_get_height($0) / scale)) }
    }

    deinit {
        if let surface { cairo_surface_destroy(surface) }
        if let node { gsk_render_node_unref(node) }
    }

    /// Takes `child`'s current drawing (in `parent`, which must have just allocated it at its
    /// origin, `width` × `height`) at `scale` device pixels per pixel. Returns whether the
    /// bitmap changed.
    func update(child: UnsafeMutablePointer<GtkWidget>, in parent: UnsafeMutablePointer<GtkWidget>,
                width: Int32, height: Int32, scale: Int32) -> Bool {
        guard width > 0, height > 0, gtk_widget_get_mapped(child) != 0 else { return false }
        let snapshot = gtk_snapshot_new()
        gtk_widget_snapshot_child(parent, child, snapshot)
        guard let fresh = gtk_snapshot_free_to_node(snapshot) else { return false }
        // An unchanged widget hands back its cached node: nothing to redraw.
        if fresh == node, scale == self.scale, let surface,
           cairo_image_surface_get_width(surface) == width * scale, cairo_image_surface_get_height(surface) == height * scale {
            gsk_render_node_unref(fresh)
            return false
        }
        if let node { gsk_render_node_unref(node) }
        node = fresh
        self.scale = scale
        if let surface { cairo_surface_destroy(surface) }
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width * scale, height * scale)!
        cairo_surface_set_device_scale(image, Double(scale), Double(scale))
        let cr = cairo_create(image)!
        gsk_render_node_draw(fresh, cr)
        cairo_destroy(cr)
        surface = image
        return true
    }

    /// Paints the bitmap at the origin of `cairo`'s user space, resampled with cairo's best
    /// filter when the user space is scaled: its good filter is bilinear down to 0.75×, which
    /// weighs some source pixels less than others, so a label drawn at 0.8 measured 0.79 wide
    /// (short by a phase-dependent 1 %, which shimmers as the label moves).
    func paint(_ cairo: OpaquePointer) {
        guard let surface else { return }
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BEST)
        cairo_paint(cairo)
    }
}
