import CGtk
import InputMotionCore

/// The window's body: the page list and the page side by side, folded into one column on a
/// narrow window, under the bars that span both (the save banner, the slow-motion badge;
/// each takes its height only while shown). A thin view of `AdaptiveNavigation`: every
/// allocation tells the model the width (and whether focus is in the list), and places the
/// list, the separator and the page where the model says at the split's motion time; a
/// column the model leaves off screen is not drawn, not focusable and not read (child-visible
/// off). The bars are laid out here, not in a box around the split, so that every key on its
/// way to a field passes one widget fewer.
///
/// Nothing is rebuilt or reparented across the breakpoint: the same list and page widgets
/// are only placed differently, so the page, focus and every field's text stay.
///
/// ## CSS nodes
/// `navigation-split` holding the bars, the list, a `separator` and the page. Clips its children
/// (a column sliding in or out is drawn only inside the split). Mirrors in right-to-left
/// locales: the list sits at the right and the page slides in from the left.
@MainActor
final class NavigationSplit {
    /// `InputMotionNavigationSplit`, CSS name `navigation-split`.
    static let widgetClass = WidgetClass(typeName: "InputMotionNavigationSplit", cssName: "navigation-split", layout: .instance)
    private let container = LayoutContainer(NavigationSplit.widgetClass)
    let list: UnsafeMutablePointer<GtkWidget>
    let page: UnsafeMutablePointer<GtkWidget>
    private let separator: UnsafeMutablePointer<GtkWidget>
    /// Across the top, in order, at their natural heights.
    private let bars: [UnsafeMutablePointer<GtkWidget>]
    /// The bars' height at the last allocation: the columns are below it.
    private var barsHeight: Int32 = 0
    private(set) var model = AdaptiveNavigation()
    private var time = 0.0
    private lazy var driver = MotionDriver(widget: container.widget) { [weak self] time in
        guard let self else { return false }
        self.time = time
        self.container.queueAllocate()
        return !self.model.isSettled(at: time)
    }
    /// The fold or the column shown changed (the header's back button follows). Called
    /// from the main loop, never from inside an allocation.
    var onChange: @MainActor () -> Void = {}

    var root: UnsafeMutablePointer<GtkWidget> { container.widget }

    /// - Parameter bars: widgets across the top of both columns, first on top (and first in
    ///   the focus order).
    init(list: UnsafeMutablePointer<GtkWidget>, page: UnsafeMutablePointer<GtkWidget>, bars: [UnsafeMutablePointer<GtkWidget>] = []) {
        self.list = list
        self.page = page
        self.bars = bars
        separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)
        let widget = container.widget
        gtk_widget_add_css_class(widget, "navigation-split")
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_hexpand(widget, 1)
        gtk_widget_set_vexpand(widget, 1)
        for bar in bars { container.append(bar) }
        container.append(list)
        container.append(separator)
        container.append(page)
        container.measure = { [weak self] orientation, forSize in self?.measure(orientation, forSize) ?? (0, 0) }
        container.allocate = { [weak self] width, height in self?.allocate(width: width, height: height) }
        model.slideTiming = MotionContext.shared.catalog.pageSlide
        MotionContext.shared.observeMotion(owner: self) { [weak self] changed in
            guard let self, changed.contains(.pageSlide) else { return }
            self.model.retime(MotionContext.shared.catalog.pageSlide, at: self.now(), environment: MotionContext.shared.environment)
            self.moved(changed: false)
        }
    }

    /// Folded, slides to the column shown again (the motion inspector's Replay).
    func replaySlide() {
        time = driver.replayTime
        guard model.replaySlide(at: time, environment: MotionContext.shared.environment) else { return }
        moved(changed: false)
    }

    var isFolded: Bool { model.isFolded }
    var showsBackButton: Bool { model.showsBackButton }
    /// Folded: whether the page (not the list) is the column shown.
    var showsPage: Bool { model.showsPage }
    /// Whether a slide between the list and the page is under way.
    var isSliding: Bool { driver.isRunning }

    /// Shows the page (sliding it in when folded).
    func openPage() {
        let wasShowing = model.showsPage
        model.openPage(at: now(), environment: MotionContext.shared.environment)
        moved(changed: !wasShowing)
    }

    /// Back to the list; returns whether there was anywhere to go back to.
    @discardableResult
    func back() -> Bool {
        guard model.back(at: now(), environment: MotionContext.shared.environment) else { return false }
        moved(changed: true)
        return true
    }

    /// The time a change happens at: a moving slide turns where it is drawn.
    private func now() -> Double {
        time = driver.changeTime
        return time
    }

    private func moved(changed: Bool) {
        // The column coming in is on screen from the slide's first frame.
        updateVisibility(width: Double(gtk_widget_get_width(container.widget)),
                         height: Double(gtk_widget_get_height(container.widget) - barsHeight))
        container.queueAllocate()
        driver.update()
        if changed { onChange() }
    }

    // MARK: Layout

    private func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        LayoutContainer.measureStacked(bars, orientation, forSize, under: measureColumns(orientation, forSize))
    }

    private func measureColumns(_ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let listSize = LayoutContainer.measure(list, orientation, orientation == GTK_ORIENTATION_VERTICAL ? -1 : forSize)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let pageSize = LayoutContainer.measure(page, orientation, forSize)
            // Folding lets the window be as narrow as the wider of the two columns.
            let side = Int32(max(AdaptiveNavigation.listWidth, Double(listSize.natural)) + AdaptiveNavigation.separatorWidth)
            return (max(listSize.minimum, pageSize.minimum), side + pageSize.natural)
        }
        let pageMinimumWidth = LayoutContainer.measure(page, GTK_ORIENTATION_HORIZONTAL).minimum
        var pageWidth: Int32 = -1
        if forSize > 0 {
            let side = Int32(listWidth(inWindowOfWidth: forSize) + AdaptiveNavigation.separatorWidth)
            pageWidth = max(pageMinimumWidth, model.isFolded ? forSize : forSize - side)
        }
        let pageSize = LayoutContainer.measure(page, orientation, pageWidth)
        return (max(listSize.minimum, pageSize.minimum), max(listSize.natural, pageSize.natural))
    }

    /// The unfolded list's width in a window `width` wide, for the names as the list measures
    /// them now.
    private func listWidth(inWindowOfWidth width: Int32) -> Double {
        measureColumnWidths()
        return model.listWidth(inWindowOfWidth: Double(width))
    }

    /// Tells the model how wide the list's names and the page's least width are now.
    private func measureColumnWidths() {
        model.listContentWidth = Double(LayoutContainer.measure(list, GTK_ORIENTATION_HORIZONTAL).natural)
        model.pageMinimumWidth = Double(LayoutContainer.measure(page, GTK_ORIENTATION_HORIZONTAL).minimum)
    }

    private func allocate(width: Int32, height: Int32) {
        let focusInList = focusWidget.map { $0 == list || gtk_widget_is_ancestor($0, list) != 0 } ?? false
        if model.resize(width: Double(width), focusInList: focusInList) {
            // Tell the header bar once this frame is drawn (it is being laid out too), and
            // before the next: a plain idle could wait behind the frames of a slide.
            MainLoop.afterThisFrame { [weak self] in self?.onChange() }
        }
        var top: Int32 = 0
        for bar in bars where gtk_widget_should_layout(bar) != 0 {
            let barHeight = LayoutContainer.measure(bar, GTK_ORIENTATION_VERTICAL, width).natural
            LayoutContainer.place(bar, width: width, height: barHeight, x: 0, y: Double(top))
            top += barHeight
        }
        barsHeight = top
        // Only an unfolded list's width depends on them (a folded slide allocates every frame).
        if !model.isFolded { measureColumnWidths() }
        let frames = updateVisibility(width: Double(width), height: Double(height - top))
        let rightToLeft = gtk_widget_get_direction(container.widget) == GTK_TEXT_DIR_RTL
        for (child, frame) in [(list, frames.list), (separator, frames.separator), (page, frames.page)] {
            guard let frame, gtk_widget_should_layout(child) != 0 else { continue }
            let x = rightToLeft ? Double(width) - frame.maxX : frame.x
            // Twice where GTK can drop an allocation queued inside the column's own while the
            // split was queued too (a text view wrapping again at a new width as the slide
            // brings its page in): it would draw nothing of the column in that frame. A column
            // with nothing left to allocate returns at once the second time.
            for _ in 1...(im_gtk_can_drop_nested_allocations() != 0 ? 2 : 1) {
                LayoutContainer.place(child, width: Int32(frame.width.rounded()), height: Int32(frame.height.rounded()),
                                      x: x.rounded(), y: frame.y + Double(top))
            }
        }
    }

    /// Shows the columns the model puts on screen at the split's motion time, hides the rest.
    @discardableResult
    private func updateVisibility(width: Double, height: Double) -> (list: Rect?, separator: Rect?, page: Rect?) {
        let frames = model.frames(width: width, height: height, at: time)
        for (child, frame) in [(list, frames.list), (separator, frames.separator), (page, frames.page)] {
            let visible: gboolean = frame == nil ? 0 : 1
            if gtk_widget_get_child_visible(child) != visible { gtk_widget_set_child_visible(child, visible) }
        }
        return frames
    }

    private var focusWidget: UnsafeMutablePointer<GtkWidget>? {
        guard let root = gtk_widget_get_root(container.widget) else { return nil }
        return gtk_root_get_focus(root)
    }
}
