/// The direction text runs in a field, which decides where its leading edge is.
///
/// The floating label pivots on the leading edge, so everything about its horizontal
/// placement mirrors in right-to-left text.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
    /// Text starts at the left edge (English, Korean, ...).
    case leftToRight
    /// Text starts at the right edge (Arabic, Hebrew, ...).
    case rightToLeft
}
