/// Where the window's page list and page go: side by side on a wide window, folded into one
/// column on a narrow one, and, folded, which of the two shows and how far the slide between
/// them has got.
///
/// Rules:
/// - The window folds when its width falls below ``foldBelow`` (600 px) and unfolds only once
///   it is at least ``unfoldAt`` (640 px) wide: a window resized back and forth around the
///   breakpoint does not flicker between layouts. The first width decides by ``foldBelow``.
/// - Unfolded, the list is ``listWidth`` wide at the leading edge, or as wide as its names
///   need (``listContentWidth``, larger text) up to ``listMaximumShare`` of the window and
///   never taking the page below its minimum (``pageMinimumWidth``); a
///   ``separatorWidth`` line follows, and the page takes the rest. Both show.
/// - Folded, one column shows at a time, the window's full width: the list, or the page
///   with a back button. Folding keeps what the user works in: the page, unless focus was in
///   the list. Unfolding shows both again at once (a layout change, not a navigation).
/// - Opening a page (Enter, Space, a click, Alt+1…5) shows the page; going back (the back
///   button, Alt+Left, Escape when nothing else takes it) shows the list. Folded, each slides
///   over ``slideTiming``: the list leaves to the leading side as the page comes in from the
///   trailing side, and back again. Reduced motion jumps; a slide interrupted by the
///   opposite one turns round from where it is.
/// - Unfolded, going back does nothing (the list is on screen already).
public struct AdaptiveNavigation: Sendable {
    /// Below this window width the list and the page fold into one column.
    public static let foldBelow = 600.0
    /// At or above this width a folded window unfolds (40 px of hysteresis).
    public static let unfoldAt = 640.0
    /// The page list's width when unfolded.
    public static let listWidth = 190.0
    /// The most of an unfolded window the list takes, however long its names.
    public static let listMaximumShare = 1.0 / 3
    /// The line between the list and the page when unfolded.
    public static let separatorWidth = 1.0
    /// The width the list's names need (its natural width, measured by the view): wider than
    /// ``listWidth`` only with larger text.
    public var listContentWidth = 0.0

    /// The least width the page takes (measured by the view): a list wider than
    /// ``listWidth`` never squeezes it below that.
    public var pageMinimumWidth = 0.0

    /// The unfolded list's width in a window `width` wide, in whole pixels.
    public func listWidth(inWindowOfWidth width: Double) -> Double {
        let room = min((width * Self.listMaximumShare).rounded(.down), width - Self.separatorWidth - pageMinimumWidth)
        return min(max(Self.listWidth, min(listContentWidth, room)), width)
    }
    /// The folded slide: the motion catalog's page slide (the seed's: 0.25 s, ease-out cubic,
    /// GtkStack's slide curve 1 − (1 − t)³ as the cubic-bezier (0.33, 1, 0.68, 1)).
    public var slideTiming: Timing = MotionCatalog.seed.pageSlide

    /// Whether the list and the page are folded into one column.
    public private(set) var isFolded = false
    /// Folded: whether the page (true) or the list (false) is the column shown or being
    /// slid to. Unfolded it says which one a fold would show.
    public private(set) var showsPage = true
    /// 0: the list fills the column; 1: the page does.
    private var slide = AnimatedValue(1.0)
    private var hasWidth = false

    /// Starts unfolded, showing the page, until the first width is known.
    public init() {}

    /// The window's content is `width` wide. `focusInList` says whether focus is in the page
    /// list (then a fold shows the list). Returns whether the fold changed.
    @discardableResult
    public mutating func resize(width: Double, focusInList: Bool) -> Bool {
        let folded: Bool
        if !hasWidth || !isFolded {
            folded = width < Self.foldBelow
        } else {
            folded = width < Self.unfoldAt
        }
        hasWidth = true
        guard folded != isFolded else { return false }
        isFolded = folded
        if folded { showsPage = !focusInList }
        slide.set(showsPage ? 1 : 0)
        return true
    }

    /// A page was chosen: show it (sliding in when folded).
    public mutating func openPage(at time: Double, environment: MotionEnvironment = .standard) {
        move(toPage: true, at: time, environment: environment)
    }

    /// Back to the list. Returns whether that did anything: only a folded window showing a
    /// page goes back.
    @discardableResult
    public mutating func back(at time: Double, environment: MotionEnvironment = .standard) -> Bool {
        guard isFolded, showsPage else { return false }
        move(toPage: false, at: time, environment: environment)
        return true
    }

    /// Whether the header bar shows a back button: folded, on a page.
    public var showsBackButton: Bool { isFolded && showsPage }

    /// Where the list and the page are at `time` in a `width` × `height` window (leading edge
    /// at x 0); nil for a column that is not on screen. The separator is `separator`.
    public func frames(width: Double, height: Double, at time: Double) -> (list: Rect?, separator: Rect?, page: Rect?) {
        guard isFolded else {
            let list = listWidth(inWindowOfWidth: width)
            let pageX = min(width, list + Self.separatorWidth)
            return (Rect(x: 0, y: 0, width: list, height: height),
                    Rect(x: list, y: 0, width: pageX - list, height: height),
                    Rect(x: pageX, y: 0, width: width - pageX, height: height))
        }
        let progress = slide.value(at: time)
        // A column is on screen while shown or on its way (a slide's first frame included).
        let list = !showsPage || progress < 1 ? Rect(x: -progress * width, y: 0, width: width, height: height) : nil
        let page = showsPage || progress > 0 ? Rect(x: (1 - progress) * width, y: 0, width: width, height: height) : nil
        return (list, nil, page)
    }

    /// Slides with `timing` from now on; a slide in flight is retargeted at `time` (no jump).
    public mutating func retime(_ timing: Timing, at time: Double, environment: MotionEnvironment = .standard) {
        slideTiming = timing
        guard !slide.isSettled(at: time) else { return }
        slide.animate(to: slide.target, with: timing, at: time, environment: environment)
    }

    /// Folded, plays the slide to the column shown again from the other one (a review tool's
    /// replay). Returns whether it did (not unfolded).
    @discardableResult
    public mutating func replaySlide(at time: Double, environment: MotionEnvironment = .standard) -> Bool {
        guard isFolded else { return false }
        slide.set(showsPage ? 0 : 1)
        slide.animate(to: showsPage ? 1 : 0, with: slideTiming, at: time, environment: environment)
        return true
    }

    /// Whether the slide has stopped at `time`.
    public func isSettled(at time: Double) -> Bool { slide.isSettled(at: time) }

    private mutating func move(toPage: Bool, at time: Double, environment: MotionEnvironment) {
        showsPage = toPage
        if isFolded {
            slide.animate(to: toPage ? 1 : 0, with: slideTiming, at: time, environment: environment)
        } else {
            slide.set(toPage ? 1 : 0)
        }
    }
}
