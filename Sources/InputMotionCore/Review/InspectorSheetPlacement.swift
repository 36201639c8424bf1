/// Where the motion inspector goes as a sheet, on a window too narrow to put it beside the
/// page: across the page area's width, against its top or bottom edge, in the larger band the
/// motion being tuned leaves free, so the reviewer watches the widget move while changing its
/// values.
///
/// Without a tuned area (a motion of the whole page, or none yet) the sheet keeps the edge it
/// had and takes ``defaultShare`` of the height. A band smaller than the sheet's smallest
/// useful height gets that height anyway: the sheet then covers some of the motion, which is
/// better than a sheet too small to use.
public struct InspectorSheetPlacement: Sendable, Equatable {
    /// An edge of the page area.
    public enum Edge: Sendable, Equatable {
        case top, bottom
    }

    /// The edge the sheet is against.
    public var edge: Edge
    /// The sheet's top, in the page area's coordinates (y grows downwards).
    public var y: Double
    /// The sheet's height.
    public var height: Double

    /// What stays free between the sheet and the tuned area, so the sheet's shadow does not
    /// fall on it.
    public static let gap = 8.0
    /// The share of the page area's height a sheet takes when nothing tells it where to go.
    public static let defaultShare = 0.55

    public init(edge: Edge, y: Double, height: Double) {
        self.edge = edge
        self.y = y
        self.height = height
    }

    /// The sheet for a page area `areaHeight` tall.
    /// - Parameters:
    ///   - tuned: the vertical span the tuned motion plays in (page area coordinates), nil when
    ///     it has none of its own.
    ///   - minimumHeight: the smallest sheet worth showing (its title and a row of controls).
    ///   - previous: the edge the sheet was against (kept when `tuned` is nil, and on a tie).
    public static func place(areaHeight: Double, tuned: ClosedRange<Double>?, minimumHeight: Double,
                             previous: Edge = .bottom) -> InspectorSheetPlacement {
        let floor = min(max(minimumHeight, 0), max(areaHeight, 0))
        guard let tuned else {
            let height = min(max(floor, areaHeight * defaultShare), max(areaHeight, 0))
            return InspectorSheetPlacement(edge: previous, y: previous == .top ? 0 : areaHeight - height, height: height)
        }
        // Only what is in view counts: a span scrolled partly out of the area leaves more room.
        let top = min(max(tuned.lowerBound, 0), areaHeight)
        let bottom = min(max(tuned.upperBound, 0), areaHeight)
        let above = top - gap, below = areaHeight - bottom - gap
        let edge: Edge = above == below ? previous : (above > below ? .top : .bottom)
        let height = max(edge == .top ? above : below, floor)
        return InspectorSheetPlacement(edge: edge, y: edge == .top ? 0 : areaHeight - height, height: height)
    }
}
