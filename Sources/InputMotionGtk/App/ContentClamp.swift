import CGtk

/// A container that gives its one child at most ``maximumWidth`` of its width, centred, and
/// all of its height: page content stays a readable column on a wide window and fills a
/// narrow one (libadwaita's AdwClamp, in a few lines of `LayoutContainer`).
///
/// ## CSS nodes
/// `box.content-clamp`, with the child inside. Accessible role: generic group.
@MainActor
final class ContentClamp {
    /// The widest the child gets (CSS px).
    static let maximumWidth: Int32 = 640

    /// `InputMotionClamp`, CSS name `clamp`.
    static let widgetClass = WidgetClass(typeName: "InputMotionClamp", cssName: "clamp", layout: .instance)
    private let container = LayoutContainer(ContentClamp.widgetClass)
    var root: UnsafeMutablePointer<GtkWidget> { container.widget }

    init(child: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(container.widget, "content-clamp")
        gtk_widget_set_hexpand(container.widget, 1)
        gtk_widget_set_vexpand(container.widget, 1)
        container.append(child)
        container.measure = { orientation, forSize in
            if orientation == GTK_ORIENTATION_VERTICAL {
                // Height for the width the child will really get; with no width given, for the
                // widest it gets (a wrapping label past the clamp's width takes more lines
                // there than at its own natural width, and GTK wants no width to need more).
                let width = LayoutContainer.measure(child, GTK_ORIENTATION_HORIZONTAL)
                let given = forSize > 0 ? forSize : width.natural
                return LayoutContainer.measure(child, orientation, max(width.minimum, min(given, Self.maximumWidth)))
            }
            let size = LayoutContainer.measure(child, orientation, forSize)
            if orientation == GTK_ORIENTATION_HORIZONTAL {
                return (size.minimum, min(max(size.natural, size.minimum), max(size.minimum, Self.maximumWidth)))
            }
            return size
        }
        container.allocate = { width, height in
            guard gtk_widget_should_layout(child) != 0 else { return }
            let minimum = LayoutContainer.measure(child, GTK_ORIENTATION_HORIZONTAL).minimum
            let childWidth = max(minimum, min(width, Self.maximumWidth))
            let x = max(0, (width - childWidth) / 2)
            LayoutContainer.place(child, width: childWidth, height: height, x: Double(x), y: 0)
        }
    }
}
