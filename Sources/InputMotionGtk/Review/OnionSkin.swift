import CGtk
import InputMotionCore

/// The onion skin: the last few frames the page drew, laid over it at falling opacity
/// (0.4, 0.3, 0.2, 0.1), so a motion's path stays in sight while it is paused or stepped.
/// What did not move is the same in every frame and blends into itself; only what moved
/// shows its trail.
///
/// A frame is kept when a motion drew one (`MotionDriver.framesDrawn` moved on): after the
/// frame clock paints, the page's current image (its render nodes, not pixels) goes to the
/// front. Setting the pictures paints again, but no motion drew, so that paint keeps nothing
/// and an idle window stays idle.
///
/// The pictures and the page's image source are made when the trail shows, and the source is
/// dropped when it hides: a GtkWidgetPaintable takes a new image of its widget at every frame
/// that widget draws, so one watching the page cost every caret blink and every key (twice a
/// frame, about 2 % of a blink frame's instructions on the poll page) while nobody looked.
///
/// CSS nodes: pictures with `.onion-skin`, taking no input, hidden from screen readers.
@MainActor
final class OnionSkin {
    static let opacities = [0.4, 0.3, 0.2, 0.1]
    /// The pictures, newest frame first (none until the trail first shows).
    private(set) var pictures: [UnsafeMutablePointer<GtkWidget>] = []
    /// The page's images, while the trail shows.
    private var source: Object?
    private var connection: SignalConnection?
    private var lastDrawn = -1
    private let page: UnsafeMutablePointer<GtkWidget>
    private let layOver: @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void

    /// - Parameters:
    ///   - page: what is filmed (the page stack and the cross-fade over it).
    ///   - layOver: lays a picture over the page (once per picture).
    init(page: UnsafeMutablePointer<GtkWidget>, layOver: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void) {
        self.page = page
        self.layOver = layOver
    }

    /// Whether the skin is watching the page for images (only while the trail shows).
    var isWatchingPage: Bool { source != nil }

    private func makePictures() -> [UnsafeMutablePointer<GtkWidget>] {
        Self.opacities.map { opacity in
            let picture = gtk_picture_new()!
            gtk_widget_add_css_class(picture, "onion-skin")
            gtk_widget_set_opacity(picture, opacity)
            gtk_widget_set_can_target(picture, 0)
            gtk_picture_set_can_shrink(Gtk.Picture(picture).c, 1)
            gtk_picture_set_content_fit(Gtk.Picture(picture).c, GTK_CONTENT_FIT_FILL)
            im_accessible_set_hidden(picture, 1)
            gtk_widget_set_visible(picture, 0)
            layOver(picture)
            return picture
        }
    }

    /// Whether the trail shows.
    private(set) var isShown = false

    /// Shows (recording from the next frame a motion draws) or hides the trail.
    func setShown(_ shown: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        connection?.disconnect()
        connection = nil
        if shown && pictures.isEmpty { pictures = makePictures() }
        for picture in pictures {
            gtk_picture_set_paintable(Gtk.Picture(picture).c, nil)
            gtk_widget_set_visible(picture, shown ? 1 : 0)
        }
        source = shown ? Object(adopting: gtk_widget_paintable_new(page)!) : nil
        lastDrawn = MotionDriver.framesDrawn
        guard shown, let clock = gtk_widget_get_frame_clock(page) else { return }
        connection = Gdk.FrameClock(clock).onAfterPaint { [weak self] in self?.keepFrame() }
    }

    /// How many frames the trail holds now.
    var framesKept: Int { pictures.filter { gtk_picture_get_paintable(Gtk.Picture($0).c) != nil }.count }

    private func keepFrame() {
        guard MotionDriver.framesDrawn != lastDrawn, let source else { return }
        lastDrawn = MotionDriver.framesDrawn
        for (newer, older) in zip(pictures, pictures.dropFirst()).reversed() {
            gtk_picture_set_paintable(Gtk.Picture(older).c, gtk_picture_get_paintable(Gtk.Picture(newer).c))
        }
        guard let image = gdk_paintable_get_current_image(Gtk.Paintable(source.raw).c) else { return }
        gtk_picture_set_paintable(Gtk.Picture(pictures[0]).c, image)
        dropReference(image)
    }
}
