import CGtk

/// The colours a curve plot or the curve editor draws with: the style's own in the motion
/// inspector (so dark and high-contrast styles get dark and high-contrast plots), fixed light
/// ones in `--capture`'s files (a reviewer's record, the same wherever it was made).
struct PlotColors {
    typealias RGBA = (red: Double, green: Double, blue: Double, alpha: Double)
    var background: RGBA
    var text: RGBA
    var grid: RGBA
    /// The model's curve (the tuned one), the curve editor's curve.
    var curve: RGBA
    /// The default's curve behind it.
    var ghost: RGBA
    /// Drawn frames, handles.
    var points: RGBA

    /// The capture's colours: white paper, grey grid, blue line, red dots.
    static let light = PlotColors(background: (1, 1, 1, 1), text: (0.3, 0.3, 0.3, 1), grid: (0.9, 0.9, 0.9, 1),
                                  curve: (0.21, 0.52, 0.89, 1), ghost: (0.3, 0.3, 0.3, 0.45), points: (0.88, 0.11, 0.14, 1))

    /// The style's named colours as `widget` sees them (GTK 4.8's @define-color names):
    /// the view's base and text colours, the borders, the selection colour for the curve
    /// and the error colour for points. A colour the theme does not define keeps the light one.
    @MainActor
    init(themeOf widget: UnsafeMutablePointer<GtkWidget>) {
        self = .light
        func look(_ name: String, alpha: Double = 1) -> RGBA? {
            var color = GdkRGBA()
            guard im_lookup_theme_color(widget, name, &color) != 0 else { return nil }
            return (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * alpha)
        }
        background = look("theme_base_color") ?? background
        text = look("theme_text_color") ?? look("theme_fg_color") ?? text
        grid = look("theme_text_color", alpha: 0.15) ?? grid
        curve = look("theme_selected_bg_color") ?? curve
        ghost = look("theme_text_color", alpha: 0.45) ?? ghost
        points = look("error_color") ?? points
    }

    private init(background: RGBA, text: RGBA, grid: RGBA, curve: RGBA, ghost: RGBA, points: RGBA) {
        self.background = background
        self.text = text
        self.grid = grid
        self.curve = curve
        self.ghost = ghost
        self.points = points
    }

    /// Sets `color` as cairo's source.
    static func use(_ color: RGBA, in cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
