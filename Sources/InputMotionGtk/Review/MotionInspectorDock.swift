import CGtk
import InputMotionCore

/// Where the motion inspector sits in the window: beside the page area when there is room for
/// both (a side panel `panelWidth` wide), else over the page as a sheet against its top or
/// bottom edge, in the band the motion being tuned leaves free (`InspectorSheetPlacement`), so
/// the reviewer sees the widget move while changing its values. Hidden, the page area has all
/// the room.
///
/// It follows the page shown (the inspector lists that page's animations) and replays a
/// motion on it.
///
/// It also lays the review tools' overlays (the frame-pacing graph, the onion skin's pictures)
/// over the page area, as a GtkOverlay lays its overlays: an overlay of its own would be one
/// more level between every field and the window, walked by every key press.
///
/// CSS nodes: a layout container with `.motion-inspector-dock` holding the page area, the
/// overlays and the inspector; the inspector carries `.side-panel` or `.sheet` (with `.top`
/// against the top edge).
@MainActor
public final class MotionInspectorDock {
    /// The side panel's width; the page keeps at least as much.
    static let panelWidth: Int32 = 340
    /// The smallest sheet: the title row and a row of controls.
    static let sheetMinimumHeight = 150.0

    public let root: Widget
    /// The inspector, made the first time it is shown or asked for: a start-up builds none of
    /// it (4.4 M instructions of every start, 3.2 M of them its time bar).
    var inspector: MotionInspector { madeInspector ?? makeInspector() }
    /// The inspector once made.
    private var madeInspector: MotionInspector?
    /// Whether the inspector is shown.
    public private(set) var isShown = false
    /// Whether the last layout put the inspector beside the page (else over it, as a sheet).
    public private(set) var isSidePanel = true
    /// The edge the sheet was last put against.
    public private(set) var sheetEdge = InspectorSheetPlacement.Edge.bottom
    /// `InputMotionInspectorDock`, CSS name `motion-inspector-dock`.
    static let widgetClass = WidgetClass(typeName: "InputMotionInspectorDock", cssName: "motion-inspector-dock", layout: .instance)
    private let container = LayoutContainer(MotionInspectorDock.widgetClass)
    private let pageArea: UnsafeMutablePointer<GtkWidget>
    /// Widgets laid over the page area, each at its size and alignment within it.
    private var overlays: [UnsafeMutablePointer<GtkWidget>] = []
    /// The overlays laid in the part of the page area a sheet leaves free (the frame-pacing
    /// graph, which a sheet would hide). The others (the onion skin's pictures) lie over the
    /// widgets they copy, wherever the sheet is.
    private var overlaysClearOfSheet: [UnsafeMutablePointer<GtkWidget>] = []
    private weak var window: DemoWindow?
    private var onShownChanged: @MainActor (Bool) -> Void = { _ in }

    /// - Parameter pageArea: what the window shows pages in; the dock takes it as its first
    ///   child. The window attaches itself once it is built (`attach(to:onShownChanged:)`).
    init(pageArea: UnsafeMutablePointer<GtkWidget>) {
        self.pageArea = pageArea
        root = container.container
        gtk_widget_add_css_class(container.widget, "motion-inspector-dock")
        gtk_widget_set_hexpand(container.widget, 1)
        gtk_widget_set_vexpand(container.widget, 1)
        container.append(pageArea)
        container.measure = { [pageArea] orientation, forSize in LayoutContainer.measure(pageArea, orientation, forSize) }
        container.allocate = { [weak self] width, height in self?.allocate(width: width, height: height) }
    }

    /// Lays `widget` over the page area (under the inspector's sheet), placed by its own size,
    /// alignment and margins within the area, or with `clearOfSheet` within the part of it a
    /// sheet leaves free.
    func addOverlay(_ widget: UnsafeMutablePointer<GtkWidget>, clearOfSheet: Bool = false) {
        gtk_widget_insert_after(widget, container.widget, overlays.last ?? pageArea)
        overlays.append(widget)
        if clearOfSheet { overlaysClearOfSheet.append(widget) }
    }

    /// Places the page area and its overlays, but for those kept clear of a sheet
    /// (`placeOverlaysClear(ofSheetAt:height:width:areaHeight:)`) while a sheet is shown.
    private func placePageArea(width: Int32, height: Int32, sheetShown: Bool = false) {
        LayoutContainer.place(pageArea, width: width, height: height, x: 0, y: 0)
        for overlay in overlays where gtk_widget_should_layout(overlay) != 0 && !(sheetShown && overlaysClearOfSheet.contains(overlay)) {
            LayoutContainer.place(overlay, width: width, height: height, x: 0, y: 0)
        }
    }

    /// Lays the overlays kept clear of the sheet in the band it leaves free.
    private func placeOverlaysClear(ofSheetAt sheetY: Int32, height sheetHeight: Int32, width: Int32, areaHeight: Int32) {
        let free = max(0, areaHeight - sheetHeight)
        for overlay in overlaysClearOfSheet where gtk_widget_should_layout(overlay) != 0 {
            LayoutContainer.place(overlay, width: width, height: free, x: 0, y: sheetY == 0 ? Double(sheetHeight) : 0)
        }
    }

    private func makeInspector() -> MotionInspector {
        let inspector = MotionInspector()
        madeInspector = inspector
        container.append(inspector.root.widget)  // after the page area: a sheet is drawn over it
        gtk_widget_set_visible(inspector.root.widget, 0)
        inspector.replay = { [weak self] name in self?.replay(name) }
        inspector.export = { [weak self] name, editor in
            guard let window = self?.window else { return }
            ReplayExport.ask(name, in: window) { [weak editor] outcome in editor?.showStatus(outcome) }
        }
        inspector.onApplied = { MotionStateFile.catalogChanged() }
        inspector.onTunedChanged = { [weak self] in self?.container.queueAllocate() }
        Gtk.Button(inspector.closeButton).onClicked { [weak self] in
            self?.setShown(false)
            self?.onShownChanged(false)
        }
        return inspector
    }

    /// Follows `window`'s page and lifetime.
    /// - Parameter onShownChanged: the inspector was shown or hidden here (its close button),
    ///   so the window's toggle action can follow.
    func attach(to window: DemoWindow, onShownChanged: @escaping @MainActor (Bool) -> Void) {
        self.window = window
        self.onShownChanged = onShownChanged
        if let stack = window.pageArea {
            Gtk.Stack(stack).onNotify("visible-child") { [weak self] in self?.pageChanged() }
        }
        if let settings = gtk_settings_get_default() {
            let connection = Gtk.Settings(settings).onNotify("gtk-enable-animations") { [weak self] in
                // One not made yet reads the setting as it shows (`MotionInspector.show(page:)`).
                self?.madeInspector?.refreshReducedMotion()
            }
            Gtk.AnyWidget(window.window.raw).onDestroy { connection.disconnect() }
        }
        // Closing the window writes what is still waiting for the debounce.
        Gtk.AnyWidget(window.window.raw).onUnrealize { MotionStateFile.flush() }
    }

    /// Shows or hides the inspector (the "Motion Inspector" action, Ctrl+Shift+M).
    public func setShown(_ shown: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        if shown {
            placed = nil
            pageChanged()
            inspector.scrollToTop()
        }
        // Closed with focus in it (its Close button, Ctrl+Shift+M there), focus goes back to
        // where it was in the page as the inspector opened (else the page's first control),
        // not wherever GTK moves it from a hidden widget (the main menu's button).
        let root = gtk_widget_get_root(inspector.root.widget)
        let focus = root.flatMap { gtk_root_get_focus($0) }
        if shown { focusBeforeOpening = focus.flatMap { gtk_widget_is_ancestor($0, pageArea) != 0 ? Widget($0) : nil } }
        let hadFocus = !shown && focus.map { gtk_widget_is_ancestor($0, inspector.root.widget) != 0 } == true
        gtk_widget_set_visible(inspector.root.widget, shown ? 1 : 0)
        if hadFocus { giveFocusBack() }
        if !shown { focusBeforeOpening = nil }
        container.queueAllocate()
        gtk_widget_queue_resize(container.widget)
    }

    /// Where focus was in the page when the inspector opened.
    private var focusBeforeOpening: Widget?

    private func giveFocusBack() {
        if let kept = focusBeforeOpening?.widget, gtk_widget_is_ancestor(kept, pageArea) != 0, gtk_widget_is_drawable(kept) != 0,
           KeyboardFocus.focusWithoutSelecting(kept) {
            return
        }
        guard let window, let page = window.visiblePage else { return }
        window.view(of: page)?.focusFirst()
    }

    /// The window shows another page.
    func pageChanged() {
        guard isShown else { return }
        inspector.show(page: window?.visiblePage)
        followScrolling(of: window?.visiblePage)
    }

    /// The pages whose scrolling the sheet follows.
    private var followedPages: Set<DemoPage> = []

    /// Places the sheet again whenever `page` scrolls (a page taller than the window scrolls
    /// to the focused widget, animated, and takes the tuned widget with it).
    private func followScrolling(of page: DemoPage?) {
        guard let page, !followedPages.contains(page), let view = window?.builtView(of: page),
              let scroller = gtk_widget_get_ancestor(view.root.widget, gtk_scrolled_window_get_type()),
              gtk_widget_is_ancestor(scroller, pageArea) != 0 else { return }
        followedPages.insert(page)
        Gtk.Adjustment(gtk_scrolled_window_get_vadjustment(scroller.asScrolledWindow)).onValueChanged { [weak self] in
            guard let self, self.isShown, !self.isSidePanel, self.window?.visiblePage == page else { return }
            self.placed = nil
            self.container.queueAllocate()
        }
    }

    private func allocate(width: Int32, height: Int32) {
        let pageMinimum = LayoutContainer.measure(pageArea, GTK_ORIENTATION_HORIZONTAL, height).minimum
        guard isShown else { return placePageArea(width: width, height: height) }
        let panel = inspector.root.widget
        _ = LayoutContainer.measure(panel, GTK_ORIENTATION_HORIZONTAL, height)
        let panelMinimumHeight = LayoutContainer.measure(panel, GTK_ORIENTATION_VERTICAL, -1).minimum
        isSidePanel = width - Self.panelWidth >= max(pageMinimum, Self.panelWidth)
        if isSidePanel {
            placePageArea(width: width - Self.panelWidth, height: height)
            LayoutContainer.place(panel, width: Self.panelWidth, height: height, x: Double(width - Self.panelWidth), y: 0)
            sheetFrame = nil
            gtk_widget_add_css_class(panel, "side-panel")
            gtk_widget_remove_css_class(panel, "sheet")
        } else {
            placePageArea(width: width, height: height, sheetShown: true)
            // After the page area's layout: the tuned widget's place is known now.
            let sheet = sheetPlacement(width: width, height: height, minimumHeight: Double(panelMinimumHeight))
            sheetEdge = sheet.edge
            let sheetHeight = min(height, Int32(sheet.height.rounded(.down)))
            let sheetY = sheet.edge == .top ? 0 : height - sheetHeight
            placeOverlaysClear(ofSheetAt: sheetY, height: sheetHeight, width: width, areaHeight: height)
            LayoutContainer.place(panel, width: width, height: sheetHeight, x: 0, y: Double(sheetY))
            // GTK scrolls to the focus as it arrives, for the sheet as it is then; the sheet then
            // follows the page's own scroll to the focused field and moves or shrinks under it.
            // Not in this layout: scrolling now would draw the viewport before it is laid out again.
            if sheetFrame?.edge != sheet.edge || sheetFrame?.height != sheetHeight {
                MainLoop.afterThisFrame { [weak self] in self?.inspector.scrollFocusIntoView() }
            }
            sheetFrame = (sheet.edge, sheetHeight)
            gtk_widget_add_css_class(panel, "sheet")
            gtk_widget_remove_css_class(panel, "side-panel")
            if sheet.edge == .top { gtk_widget_add_css_class(panel, "top") } else { gtk_widget_remove_css_class(panel, "top") }
        }
    }

    /// The edge the sheet was last placed on, and its height there.
    private var sheetFrame: (edge: InspectorSheetPlacement.Edge, height: Int32)?

    /// What the sheet was last placed for (the dock's size, the page and the tuned motion), and where.
    private var placed: (width: Int32, height: Int32, page: DemoPage?, tuned: MotionName?, sheet: InspectorSheetPlacement)?

    /// The sheet's place, worked out again when the dock's size, the page or the tuned motion
    /// changes, or the page scrolls (`followScrolling(of:)`): not at every layout of the page,
    /// which moves nothing the sheet must keep clear of.
    private func sheetPlacement(width: Int32, height: Int32, minimumHeight: Double) -> InspectorSheetPlacement {
        let page = window?.visiblePage, tuned = inspector.tuned
        if let placed, placed.width == width, placed.height == height, placed.page == page, placed.tuned == tuned {
            return placed.sheet
        }
        let span = tunedSpan()
        let sheet = InspectorSheetPlacement.place(areaHeight: Double(height), tuned: span.rows,
                                                  minimumHeight: max(minimumHeight, Self.sheetMinimumHeight), previous: sheetEdge)
        // Placed again at the next layout when the page could not say yet.
        placed = span.isKnown ? (width, height, page, tuned, sheet) : nil
        return sheet
    }

    /// The rows the tuned motion plays in, in the dock's coordinates: nil when it has none of
    /// its own; not known while its page is not laid out.
    private func tunedSpan() -> (rows: ClosedRange<Double>?, isKnown: Bool) {
        guard let name = inspector.tuned, let window, let page = window.visiblePage else { return (nil, true) }
        guard let view = window.builtView(of: page) else { return (nil, false) }
        guard let span = view.motionSpan(of: name) else { return (nil, true) }
        guard let origin = WidgetBounds.of(view.root.widget, in: container.widget) else { return (nil, false) }
        return ((span.lowerBound + origin.y)...(span.upperBound + origin.y), true)
    }

    /// Plays `name` again on the page shown, without the user recreating its trigger.
    func replay(_ name: MotionName) {
        guard let window, let page = window.visiblePage, let view = window.view(of: page) else { return }
        // The page slide and cross-fade are the window's; every other motion plays on a page.
        switch name {
        case .pageSlide: window.split.replaySlide()
        case .pageCrossfade: window.replayCrossfade()
        default: view.replay(name)
        }
    }
}
