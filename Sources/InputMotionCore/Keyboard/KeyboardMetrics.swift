/// How big the emulated on-screen keyboard is for a page of a given size, as a phone keyboard
/// sizes itself: keys grow taller as the screen gets wider, and the keyboard never takes more
/// than half of a short page (a phone held sideways gets a flatter keyboard).
///
/// The numbers (CSS px):
/// - **Key height** from the width: 42 px at 360 px (iPhone portrait keys are 42–43 pt on a
///   375 pt screen), growing 1 px per 50 px of width, rounded to whole pixels, up to 56 px
///   (tablet keys): 360 → 42, 600 → 47, 900 → 53, 1280 → 56.
/// - **Rows** are a key plus ``rowGap`` (8 px: the keys' 4 px top and bottom margins), under
///   ``chrome`` (15 px: the panel's 6 px top and 8 px bottom padding and its 1 px top border).
///   Four rows at 360 px make 4 × 50 + 15 = 215 px, iOS's 216 pt portrait keyboard.
/// - **Short pages**: if that panel would be taller than half the page, keys shrink to fit
///   half the page, down to ``minimumKeyHeight`` (28 px).
/// - **Key width** follows from the width alone: the ten-key row shares the width less the
///   panel's 3 px side paddings, each key keeping 2 px margins on both sides. Keys must stay
///   at least ``minimumKeyWidth`` (24 px) wide, which holds from 286 px up, so the row fits
///   at 360 px with no key clipped.
///
/// The stylesheet's `.keyboard-panel` rules carry the same paddings and margins.
public struct KeyboardMetrics: Sendable, Hashable {
    /// Key height at ``narrowWidth``.
    public static let narrowKeyHeight = 42.0
    /// The width the key height is anchored at (a phone held upright).
    public static let narrowWidth = 360.0
    /// Width per extra pixel of key height.
    public static let widthPerKeyPixel = 50.0
    /// Keys stop growing here.
    public static let maximumKeyHeight = 56.0
    /// Keys never get shorter than this, however short the page.
    public static let minimumKeyHeight = 28.0
    /// Vertical space between two rows of keys (margins above and below each key).
    public static let rowGap = 8.0
    /// The panel's own height around its rows: paddings and border.
    public static let chrome = 15.0
    /// The panel's left and right padding.
    public static let sidePadding = 3.0
    /// Horizontal space around each key (margins on both sides).
    public static let keyGap = 4.0
    /// The narrowest a key may be drawn (its CSS minimum width plus padding).
    public static let minimumKeyWidth = 24.0
    /// The most keys in a row (the top row).
    public static let widestRow = 10.0

    /// The height of each key.
    public let keyHeight: Double
    /// The panel's height: its rows and chrome.
    public let panelHeight: Double
    /// The width of a key of the widest row.
    public let keyWidth: Double

    /// The keyboard for a page `width` wide and `pageHeight` tall with `rows` rows of keys.
    public init(width: Double, pageHeight: Double = .infinity, rows: Int = 4) {
        let rows = Double(max(1, rows))
        let width = width.isFinite ? max(0, width) : 0
        let grown = Self.narrowKeyHeight + (width - Self.narrowWidth) / Self.widthPerKeyPixel
        var key = min(max(grown.rounded(), Self.narrowKeyHeight), Self.maximumKeyHeight)
        if pageHeight.isFinite {
            let half = max(0, pageHeight) / 2
            if rows * (key + Self.rowGap) + Self.chrome > half {
                let fitting = ((half - Self.chrome) / rows - Self.rowGap).rounded(.down)
                key = max(Self.minimumKeyHeight, min(key, fitting))
            }
        }
        keyHeight = key
        panelHeight = rows * (key + Self.rowGap) + Self.chrome
        keyWidth = (width - 2 * Self.sidePadding) / Self.widestRow - Self.keyGap
    }

    /// Whether every key of the widest row gets at least ``minimumKeyWidth``.
    public var keysFit: Bool { keyWidth >= Self.minimumKeyWidth }
}
