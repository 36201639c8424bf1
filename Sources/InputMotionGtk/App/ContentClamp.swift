import CGtk

/// A page's column: the page under its intro (`PageIntro`), given at most ``maximumWidth`` of
/// the width, centred, and all of the height. Page content stays a readable column on a wide
/// window and fills a narrow one (libadwaita's AdwClamp, in a few lines of `LayoutContainer`).
///
/// The page keeps the height the intro leaves; a page centred in its height (valign centre)
/// is centred with its intro just above it. The clamp lays out both itself rather than
/// through a box: every level between a field and the window is walked again by every key
/// press (each event controller finds its widget's native and its coordinates), about
/// 32 K instructions a key, 1.7 %.
///
/// ## CSS nodes
///
///     clamp.content-clamp
///     ├── label.page-intro
///     └── the page
///
/// Accessible role: generic group.
@MainActor
final class ContentClamp {
    /// The widest the page gets (CSS px).
    static let maximumWidth: Int32 = 640

    /// `InputMotionClamp`, CSS name `clamp`.
    static let widgetClass = WidgetClass(typeName: "InputMotionClamp", cssName: "clamp", layout: .instance)
    private let container = LayoutContainer(ContentClamp.widgetClass)
    var root: UnsafeMutablePointer<GtkWidget> { container.widget }
    /// The page and its intro, once held.
    private var held: (page: UnsafeMutablePointer<GtkWidget>, intro: UnsafeMutablePointer<GtkWidget>)?
    /// Whether the page and its intro are centred in the height (the page asked for it).
    private var centred = false

    /// An empty column (a page not built yet), as small as nothing.
    init() {
        gtk_widget_add_css_class(container.widget, "content-clamp")
        gtk_widget_set_hexpand(container.widget, 1)
        gtk_widget_set_vexpand(container.widget, 1)
        container.measure = { [unowned self] orientation, forSize in
            guard let held else { return (0, 0) }
            return measure(held.page, held.intro, orientation, forSize)
        }
        container.allocate = { [unowned self] width, height in
            guard let held else { return }
            allocate(held.page, held.intro, width: width, height: height)
        }
    }

    /// Lays out `page` under `intro` from now on (once).
    func hold(page: UnsafeMutablePointer<GtkWidget>, intro: UnsafeMutablePointer<GtkWidget>) {
        guard held == nil else { return }
        centred = gtk_widget_get_valign(page) == GTK_ALIGN_CENTER
        // The clamp centres the two together; the page fills what it is given.
        if centred { gtk_widget_set_valign(page, GTK_ALIGN_FILL) }
        container.append(intro)
        container.append(page)
        held = (page, intro)
    }

    /// The (minimum, natural) width of the wider of `page` and `intro`.
    private func width(_ page: UnsafeMutablePointer<GtkWidget>, _ intro: UnsafeMutablePointer<GtkWidget>) -> (minimum: Int32, natural: Int32) {
        let (intro, page) = (LayoutContainer.measure(intro, GTK_ORIENTATION_HORIZONTAL), LayoutContainer.measure(page, GTK_ORIENTATION_HORIZONTAL))
        return (max(intro.minimum, page.minimum), max(intro.natural, page.natural))
    }

    /// The width the two get of `available`.
    private func columnWidth(of available: Int32, minimum: Int32) -> Int32 {
        max(minimum, min(available, Self.maximumWidth))
    }

    private func measure(_ page: UnsafeMutablePointer<GtkWidget>, _ intro: UnsafeMutablePointer<GtkWidget>,
                         _ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let width = width(page, intro)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            return (width.minimum, min(width.natural, max(width.minimum, Self.maximumWidth)))
        }
        // Height for the width the two will really get; with no width given, for the widest
        // they get (a wrapping label past the clamp's width takes more lines there than at
        // its own natural width, and GTK wants no width to need more).
        let column = columnWidth(of: forSize > 0 ? forSize : width.natural, minimum: width.minimum)
        let (intro, page) = (LayoutContainer.measure(intro, orientation, column), LayoutContainer.measure(page, orientation, column))
        return (intro.minimum + page.minimum, intro.natural + page.natural)
    }

    private func allocate(_ page: UnsafeMutablePointer<GtkWidget>, _ intro: UnsafeMutablePointer<GtkWidget>, width: Int32, height: Int32) {
        let column = columnWidth(of: width, minimum: self.width(page, intro).minimum)
        let x = Double(max(0, (width - column) / 2))
        let introHeight = gtk_widget_should_layout(intro) != 0 ? LayoutContainer.measure(intro, GTK_ORIENTATION_VERTICAL, column).natural : 0
        guard gtk_widget_should_layout(page) != 0 else {
            return LayoutContainer.place(intro, width: column, height: introHeight, x: x, y: 0)
        }
        let pageSize = LayoutContainer.measure(page, GTK_ORIENTATION_VERTICAL, column)
        var (top, pageHeight): (Int32, Int32) = (0, max(pageSize.minimum, height - introHeight))
        if centred {
            // As a box of the two would be centred: at its natural height, if there is room.
            pageHeight = max(pageSize.minimum, min(pageSize.natural, height - introHeight))
            top = max(0, (height - introHeight - pageHeight) / 2)
        }
        if introHeight > 0 { LayoutContainer.place(intro, width: column, height: introHeight, x: x, y: Double(top)) }
        LayoutContainer.place(page, width: column, height: pageHeight, x: x, y: Double(top + introHeight))
    }
}
