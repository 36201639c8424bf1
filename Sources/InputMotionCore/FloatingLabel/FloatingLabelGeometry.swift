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
/// - Vertically it scales about its **centre**, as the seed's UIKit transform does, so a
///   floated label is centred on the line `liftDistance` above the field's centre line.
///
/// The reference numbers are the seed's: resting 5 px from the leading edge, floated
/// 25 px up, 9 px further out towards the leading side, at scale 0.7.
public struct FloatingLabelGeometry: Sendable, Hashable {
    /// Distance from the field's leading edge to the resting label's leading edge.
    public var restingLeadingInset: Double
    /// How far the label's vertical centre moves up when floated.
    public var liftDistance: Double
    /// Added to the leading inset when floated; negative moves it outwards, past the field's
    /// leading edge.
    public var floatedLeadingOffset: Double
    /// The label's scale when floated.
    public var floatedScale: Double

    /// The seed's geometry: inset 5, lift 25, leading offset -9, scale 0.7.
    public static let seed = FloatingLabelGeometry()

    /// Creates a geometry; the defaults are the seed's numbers.
    public init(
        restingLeadingInset: Double = 5,
        liftDistance: Double = 25,
        floatedLeadingOffset: Double = -9,
        floatedScale: Double = 0.7
    ) {
        self.restingLeadingInset = restingLeadingInset
        self.liftDistance = liftDistance
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
        // The label's vertical centre starts on the field's centre line and rises with p;
        // the scaled label is centred on it.
        let centreY = fieldHeight / 2 - liftDistance * progress
        let y = centreY - labelHeight * s / 2
        return LabelPlacement(x: x, y: y, scale: s)
    }
}
