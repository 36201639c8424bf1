/// The floating-label entry's model: whether the label rests inside the field or floats
/// above it, and where it is at any motion time.
///
/// The widget feeds it focus and text changes with the frame clock's motion time, and each
/// frame draws ``placement(at:fieldWidth:fieldHeight:labelWidth:labelHeight:)``.
///
/// Rules:
/// - Focus floats the label (animated with ``timing``, the seed's spring).
/// - Losing focus with empty text returns it to rest (animated); with text it stays floated.
/// - Text changed while the field is NOT focused is a programmatic change (a user can only
///   type into a focused field): a label at rest jumps to its end state with no animation.
///   That covers "text set before the field is first shown starts floated" and also
///   clearing the text of an unfocused field (it jumps back to rest, mirroring the set case).
///   If the label happens to be moving at that moment it is retargeted instead, so it
///   never jumps mid-flight.
/// - Changing focus mid-flight retargets from the presented progress and velocity: no jump.
/// - Text is what the writer sees (``VisibleText``): an input method's preedit counts, so a
///   field that is composing never shows its label at rest.
/// - Reduced motion lands every change at once.
public struct FloatingLabel: Sendable {
    /// The label's text; also the field's accessible name.
    public var title: String
    /// Which edge text starts from; mirrors the label's horizontal placement.
    public var direction: LayoutDirection
    /// Rest and float geometry (the seed's numbers by default).
    public var geometry: FloatingLabelGeometry
    /// How the label moves between rest and float (the seed's spring by default).
    public var timing: Timing
    /// What Return in this field asks of the form.
    public var returnAction: ReturnAction
    /// Whether the field has keyboard focus.
    public private(set) var isFocused: Bool
    /// Whether the field's text is non-empty.
    public private(set) var hasText: Bool

    /// Float progress: 0 at rest, 1 floated (a spring may overshoot slightly).
    private var progress: AnimatedValue<Double>
    /// During a replay's round trip: when the label turns back, and its way back from there.
    private var replayReturn: (turn: Double, back: AnimatedValue<Double>)?

    /// Creates an unfocused field's label; a field that starts with text starts floated,
    /// with no animation.
    public init(
        title: String,
        hasText: Bool = false,
        direction: LayoutDirection = .leftToRight,
        geometry: FloatingLabelGeometry = .seed,
        timing: Timing = SeedMotion.floatingLabel,
        returnAction: ReturnAction = .focusNext
    ) {
        self.title = title
        self.direction = direction
        self.geometry = geometry
        self.timing = timing
        self.returnAction = returnAction
        self.isFocused = false
        self.hasText = hasText
        self.progress = AnimatedValue(hasText ? 1 : 0)
    }

    /// Whether the label is floated (or on its way there): focused or holding text.
    public var isFloated: Bool { isFocused || hasText }

    /// The field gained (`true`) or lost (`false`) focus at motion time `time`.
    public mutating func focusChanged(_ focused: Bool, at time: Double, environment: MotionEnvironment = .standard) {
        endReplay(at: time)
        isFocused = focused
        progress.animate(to: targetProgress, with: timing, at: time, environment: environment)
    }

    /// The field's text became empty (`isEmpty == true`) or non-empty at motion time `time`.
    ///
    /// Returns whether the label's place changed (it jumps or moves to a new target), so the
    /// view must draw it again; typing into a floated label's field changes nothing to draw.
    @discardableResult
    public mutating func textChanged(isEmpty: Bool, at time: Double, environment: MotionEnvironment = .standard) -> Bool {
        let replayEnded = endReplay(at: time)
        hasText = !isEmpty
        // While focused the label is floated whatever the text; nothing to do.
        guard !isFocused, progress.target != targetProgress else { return replayEnded }
        if progress.isSettled(at: time) {
            progress.set(targetProgress)
        } else {
            progress.animate(to: targetProgress, with: timing, at: time, environment: environment)
        }
        return true
    }

    /// The field's visible text (buffer plus preedit) changed at motion time `time`. Returns
    /// whether the label's place changed, as ``textChanged(isEmpty:at:environment:)``.
    @discardableResult
    public mutating func textChanged(_ text: VisibleText, at time: Double, environment: MotionEnvironment = .standard) -> Bool {
        textChanged(isEmpty: text.isEmpty, at: time, environment: environment)
    }

    /// Moves with `timing` from now on: a label in flight is retargeted at `time` from its
    /// presented progress and velocity (no jump); the next focus change uses it too.
    public mutating func retime(_ timing: Timing, at time: Double, environment: MotionEnvironment = .standard) {
        self.timing = timing
        endReplay(at: time)
        guard !progress.isSettled(at: time) else { return }
        progress.animate(to: targetProgress, with: timing, at: time, environment: environment)
    }

    /// Plays the label's motion as a review tool's replay, a round trip from where it is: a
    /// resting label floats up and comes back to rest, a floated one returns and floats up
    /// again. Nothing jumps: it leaves from the presented progress and turns back where the
    /// first leg settles. A focus or text change meanwhile takes over from where it is.
    public mutating func replay(at time: Double, environment: MotionEnvironment = .standard) {
        endReplay(at: time)
        let target = targetProgress
        progress.animate(to: 1 - target, with: timing, at: time, environment: environment)
        let turn = progress.completionTime
        guard turn.isFinite, turn > time else {  // reduced motion: the round trip is nothing to see
            progress.set(target)
            return
        }
        var back = AnimatedValue(1 - target)
        back.animate(to: target, with: timing, at: turn, environment: environment)
        replayReturn = (turn, back)
    }

    /// Ends a replay's round trip at `time`: past its turn, the way back is the motion.
    /// Ends a review replay's round trip; returns whether one was running (what is drawn changes).
    @discardableResult
    private mutating func endReplay(at time: Double) -> Bool {
        guard let replay = replayReturn else { return false }
        replayReturn = nil
        if time >= replay.turn { progress = replay.back }
        return true
    }

    /// The motion presented at `time`: the replay's way back once it has turned.
    private func presented(at time: Double) -> AnimatedValue<Double> {
        if let replay = replayReturn, time >= replay.turn { return replay.back }
        return progress
    }

    /// What Return asks of the form (the form maps ``ReturnAction/focusNext`` to the next
    /// field with ``FormFocusOrder``).
    public func returnPressed() -> ReturnAction { returnAction }

    /// The presented float progress at `time`: 0 at rest, 1 floated.
    public func progress(at time: Double) -> Double { presented(at: time).value(at: time) }

    /// Whether the label has stopped moving at `time` (the widget then drops its tick callback).
    public func isSettled(at time: Double) -> Bool {
        if let replay = replayReturn, time < replay.turn { return false }
        return presented(at: time).isSettled(at: time)
    }

    /// Where to draw the label at `time`, for a field and a label of the given sizes
    /// (natural label size, before scaling). See ``LabelPlacement`` for the transform.
    public func placement(
        at time: Double,
        fieldWidth: Double,
        fieldHeight: Double,
        labelWidth: Double,
        labelHeight: Double
    ) -> LabelPlacement {
        geometry.placement(
            progress: progress(at: time),
            fieldWidth: fieldWidth,
            fieldHeight: fieldHeight,
            labelWidth: labelWidth,
            labelHeight: labelHeight,
            direction: direction
        )
    }

    private var targetProgress: Double { isFloated ? 1 : 0 }
}

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
///   so a label settling on 0.75 would flicker between the two. Larger text makes the field
///   taller (``fieldHeight(labelHeight:textLineHeight:minimum:)``): the floated label and the
///   centred text line each keep their rows, 2 px apart, whatever the font size.
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
    /// Room kept between the floated label's box and the text's line box (``bordered``'s 2 px),
    /// which ``fieldHeight(labelHeight:textLineHeight:minimum:)`` grows the field to keep.
    public var floatedTextClearance: Double

    /// The seed's geometry: inset 5, centre lifted 25, leading offset -9, scale 0.7.
    public static let seed = FloatingLabelGeometry()

    /// The app's geometry for a bordered field: inset 5, top 4 px inside the field, scale
    /// 0.8, and a leading offset of 0.6 px that keeps the label's ink (after its 3 px
    /// padding, scaled to 2.4 px) on the text's leading edge; 2 px kept between the floated
    /// label and the text's line.
    public static let bordered = FloatingLabelGeometry(floatedRow: .topBelowFieldTop(4), floatedLeadingOffset: 0.6,
                                                       floatedScale: 0.8, floatedTextClearance: 2)

    /// Creates a geometry; the defaults are the seed's numbers.
    public init(
        restingLeadingInset: Double = 5,
        floatedRow: FloatedRow = .centreAboveFieldCentre(25),
        floatedLeadingOffset: Double = -9,
        floatedScale: Double = 0.7,
        floatedTextClearance: Double = 0
    ) {
        self.restingLeadingInset = restingLeadingInset
        self.floatedRow = floatedRow
        self.floatedLeadingOffset = floatedLeadingOffset
        self.floatedScale = floatedScale
        self.floatedTextClearance = floatedTextClearance
    }

    /// The field's height for the fonts it shows: `labelHeight` is the label's line, as
    /// measured at its natural size (before scaling), and `textLineHeight` the text's line box
    /// (the font's ascent plus descent), which the field centres vertically. At least `minimum`
    /// (the app's 60 px), in whole pixels.
    ///
    /// Floated inside the field (``FloatedRow/topBelowFieldTop(_:)``), the label's box ends
    /// at `inset + floatedScale × labelHeight`; the text line starts at
    /// `(height − textLineHeight) / 2`. Keeping ``floatedTextClearance`` between them takes
    /// `height ≥ 2 × (inset + floatedScale × labelHeight + floatedTextClearance) + textLineHeight`:
    /// the label's row, mirrored under the text for the centring, around the text's line.
    /// The seed's label floats above the field, where no height moves it clear: `minimum`.
    public func fieldHeight(labelHeight: Double, textLineHeight: Double, minimum: Double) -> Double {
        guard case .topBelowFieldTop(let inset) = floatedRow else { return minimum }
        let needed = 2 * (inset + floatedScale * labelHeight + floatedTextClearance) + textLineHeight
        return max(minimum, needed.rounded(.up))
    }

    /// The widest a label is laid out (at its natural size, before scaling) in a field
    /// `fieldWidth` wide at float progress `progress`: scaled and placed, it ends the resting
    /// inset short of the field's trailing edge, `(fieldWidth − leadingInset − restingLeadingInset) / scale`.
    /// At rest that is the field less both insets; floated, smaller, more of a long label fits.
    /// A longer label is cut short (the view ellipsizes it). Never negative.
    public func labelWidthLimit(fieldWidth: Double, progress: Double) -> Double {
        max((fieldWidth - leadingInset(progress: progress) - restingLeadingInset) / scale(progress: progress), 0)
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

/// Where a renderer draws a floating label inside its field.
///
/// The renderer lays the label out at its natural size, then applies
/// `translate(x, y) · scale(scale)` with the scale taken about the label's top-left corner
/// (GSK's and Cairo's default). So `x`, `y` is the top-left corner of the *scaled* label in
/// field coordinates (origin at the field's top-left, y growing downwards), and the scaled
/// label covers `x ... x + naturalWidth * scale` horizontally.
public struct LabelPlacement: Sendable, Hashable, CustomStringConvertible {
    /// Left edge of the scaled label, in field coordinates.
    public var x: Double
    /// Top edge of the scaled label, in field coordinates.
    public var y: Double
    /// Uniform scale applied about the label's top-left corner (1 = natural size).
    public var scale: Double

    /// Creates a placement from the top-left corner of the scaled label and its scale.
    public init(x: Double, y: Double, scale: Double) { (self.x, self.y, self.scale) = (x, y, scale) }

    public var description: String { "LabelPlacement(x: \(x), y: \(y), scale: \(scale))" }
}

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
