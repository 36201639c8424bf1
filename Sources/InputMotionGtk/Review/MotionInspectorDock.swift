import CGtk
import InputMotionCore

/// Where the motion inspector sits in the window: beside the page area when there is room for
/// both (a side panel `panelWidth` wide), else over the page's lower part as a sheet, so the
/// motion replayed stays in sight above it. Hidden, the page area has all the room.
///
/// It follows the page shown (the inspector lists that page's animations) and replays a
/// motion on it.
///
/// CSS nodes: a layout container with `.motion-inspector-dock`; the inspector carries
/// `.side-panel` or `.sheet`.
@MainActor
public final class MotionInspectorDock {
    /// The side panel's width; the page keeps at least as much.
    static let panelWidth: Int32 = 340

    public let root: Widget
    let inspector = MotionInspector()
    /// Whether the inspector is shown.
    public private(set) var isShown = false
    /// Whether the last layout put the inspector beside the page (else over it, as a sheet).
    public private(set) var isSidePanel = true
    /// `InputMotionInspectorDock`, CSS name `motion-inspector-dock`.
    static let widgetClass = WidgetClass(typeName: "InputMotionInspectorDock", cssName: "motion-inspector-dock", layout: .instance)
    private let container = LayoutContainer(MotionInspectorDock.widgetClass)
    private let pageArea: UnsafeMutablePointer<GtkWidget>
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
        container.append(inspector.root.widget)
        gtk_widget_set_visible(inspector.root.widget, 0)
        container.measure = { [pageArea] orientation, forSize in LayoutContainer.measure(pageArea, orientation, forSize) }
        container.allocate = { [weak self] width, height in self?.allocate(width: width, height: height) }
        inspector.replay = { [weak self] name in self?.replay(name) }
        inspector.export = { [weak self] name, editor in
            guard let window = self?.window else { return }
            ReplayExport.ask(name, in: window) { [weak editor] outcome in editor?.showStatus(outcome) }
        }
        inspector.onApplied = { MotionStateFile.catalogChanged() }
        Gtk.Button(inspector.closeButton).onClicked { [weak self] in
            self?.setShown(false)
            self?.onShownChanged(false)
        }
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
                self?.inspector.refreshReducedMotion()
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
        if shown { pageChanged() }
        gtk_widget_set_visible(inspector.root.widget, shown ? 1 : 0)
        container.queueAllocate()
        gtk_widget_queue_resize(container.widget)
    }

    /// The window shows another page.
    func pageChanged() {
        guard isShown else { return }
        inspector.show(page: window?.visiblePage)
    }

    private func allocate(width: Int32, height: Int32) {
        let pageMinimum = LayoutContainer.measure(pageArea, GTK_ORIENTATION_HORIZONTAL, height).minimum
        guard isShown else {
            LayoutContainer.place(pageArea, width: width, height: height, x: 0, y: 0)
            return
        }
        let panel = inspector.root.widget
        _ = LayoutContainer.measure(panel, GTK_ORIENTATION_HORIZONTAL, height)
        let panelMinimumHeight = LayoutContainer.measure(panel, GTK_ORIENTATION_VERTICAL, -1).minimum
        isSidePanel = width - Self.panelWidth >= max(pageMinimum, Self.panelWidth)
        if isSidePanel {
            LayoutContainer.place(pageArea, width: width - Self.panelWidth, height: height, x: 0, y: 0)
            LayoutContainer.place(panel, width: Self.panelWidth, height: height, x: Double(width - Self.panelWidth), y: 0)
            gtk_widget_add_css_class(panel, "side-panel")
            gtk_widget_remove_css_class(panel, "sheet")
        } else {
            LayoutContainer.place(pageArea, width: width, height: height, x: 0, y: 0)
            let sheetHeight = min(height, max(panelMinimumHeight, Int32(Double(height) * 0.55)))
            LayoutContainer.place(panel, width: width, height: sheetHeight, x: 0, y: Double(height - sheetHeight))
            gtk_widget_add_css_class(panel, "sheet")
            gtk_widget_remove_css_class(panel, "side-panel")
        }
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
