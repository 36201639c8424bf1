/// The pure geometry of a floating label: where the label sits for a given float progress.
///
/// Progress `p` runs from 0 (resting inside the field) to 1 (floated above the text); a
/// spring may carry it slightly outside 0...1 and the geometry extrapolates linearly, so an
/// overshoot looks like an overshoot rather than a clamp.
///
/// Pivots (why they are where they are):
/// - Horizontally the label scales about its **leading** edge (left in LTR, right in RTL).
///   The leading edge is the line text starts from, so every label, whatever its width,
///   lands on the same x when floated. (The seed scaled about the centre and hid the drift
///   by fixing every label at 100 px wide.)
/// - Vertically the label moves from the field's centre line to its ``floatedRow``, in a
///   straight line with its scale.
///
/// Two geometries:
/// - ``bordered``, the app's: the label floats *inside* a bordered GTK field, above the text,
///   as AdwEntryRow's title does (a filled form, not Material's outlined notch: GTK draws the
///   entry's border and focus ring, and a notch would mean drawing them ourselves). Floated,
///   its box's top is 4 px below the field's top (1 px border, a 2 px focus ring drawn inside
///   it, 1 px clear), so no label pixel lands on the border or the ring, and its ink starts
///   where the text's does. At 0.8 of its size it stays readable, and in a 60 px field it
///   ends above the text line (centred, about 21 px from the top for 11 pt text). Not 0.75:
///   cairo resamples an image scaled below 0.75 with a box filter and above it bilinearly,
///   so a label settling on 0.75 would flicker between the two.
/// - ``seed``, the seed's: resting 5 px from the leading edge, floated 25 px up, 9 px further
///   out towards the leading side, at scale 0.7 — above the field, over its border in a GTK
///   entry. Kept for comparison.
public struct FloatingLabelGeometry: Sendable, Hashable {
    /// Where a floated label goes vertically.
    public enum FloatedRow: Sendable, Hashable {
        /// Its centre this far above the field's centre line (the seed's 25 px).
        case centreAboveFieldCentre(Double)
        /// Its top this far below the field's top edge, whatever the field's and the label's
        /// heights (inside the border: ``bordered``'s 4 px).
        case topBelowFieldTop(Double)
    }

    /// Distance from the field's leading edge to the resting label's leading edge.
    public var restingLeadingInset: Double
    /// Where the floated label goes vertically.
    public var floatedRow: FloatedRow
    /// Added to the leading inset when floated; negative moves it outwards, past the field's
    /// leading edge.
    public var floatedLeadingOffset: Double
    /// The label's scale when floated.
    public var floatedScale: Double

    /// The seed's geometry: inset 5, centre lifted 25, leading offset -9, scale 0.7.
    public static let seed = FloatingLabelGeometry()

    /// The app's geometry for a bordered field: inset 5, top 4 px inside the field, scale
    /// 0.8, and a leading offset of 0.6 px that keeps the label's ink (after its 3 px
    /// padding, scaled to 2.4 px) on the text's leading edge.
    public static let bordered = FloatingLabelGeometry(floatedRow: .topBelowFieldTop(4), floatedLeadingOffset: 0.6,
                                                       floatedScale: 0.8)

    /// Creates a geometry; the defaults are the seed's numbers.
    public init(
        restingLeadingInset: Double = 5,
        floatedRow: FloatedRow = .centreAboveFieldCentre(25),
        floatedLeadingOffset: Double = -9,
        floatedScale: Double = 0.7
    ) {
        self.restingLeadingInset = restingLeadingInset
        self.floatedRow = floatedRow
        self.floatedLeadingOffset = floatedLeadingOffset
        self.floatedScale = floatedScale
    }

    /// The label's scale at float progress `progress`.
    public func scale(progress: Double) -> Double {
        1 + (floatedScale - 1) * progress
    }

    /// Distance from the field's leading edge to the label's leading edge at `progress`.
    public func leadingInset(progress: Double) -> Double {
        restingLeadingInset + floatedLeadingOffset * progress
    }

    /// Places a label of natural size `labelWidth` × `labelHeight` in a field of
    /// `fieldWidth` × `fieldHeight` at float progress `progress`.
    ///
    /// - Returns: the top-left corner of the scaled label and its scale; see
    ///   ``LabelPlacement`` for the transform the renderer applies.
    public func placement(
        progress: Double,
        fieldWidth: Double,
        fieldHeight: Double,
        labelWidth: Double,
        labelHeight: Double,
        direction: LayoutDirection
    ) -> LabelPlacement {
        let s = scale(progress: progress)
        let inset = leadingInset(progress: progress)
        let x: Double
        switch direction {
        case .leftToRight:
            // The left edge is the pivot, so it is simply the inset.
            x = inset
        case .rightToLeft:
            // The right edge is the pivot; the scaled label extends leftwards from it.
            x = fieldWidth - inset - labelWidth * s
        }
        // From centred on the field's centre line to the floated row, linearly in p.
        let restingTop = fieldHeight / 2 - labelHeight / 2
        let floatedTop: Double
        switch floatedRow {
        case .centreAboveFieldCentre(let lift): floatedTop = fieldHeight / 2 - lift - labelHeight * floatedScale / 2
        case .topBelowFieldTop(let inset): floatedTop = inset
        }
        return LabelPlacement(x: x, y: restingTop + (floatedTop - restingTop) * progress, scale: s)
    }
}
