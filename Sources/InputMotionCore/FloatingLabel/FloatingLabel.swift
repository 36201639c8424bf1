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
        isFocused = focused
        progress.animate(to: targetProgress, with: timing, at: time, environment: environment)
    }

    /// The field's text became empty (`isEmpty == true`) or non-empty at motion time `time`.
    ///
    /// Returns whether the label's place changed (it jumps or moves to a new target), so the
    /// view must draw it again; typing into a floated label's field changes nothing to draw.
    @discardableResult
    public mutating func textChanged(isEmpty: Bool, at time: Double, environment: MotionEnvironment = .standard) -> Bool {
        hasText = !isEmpty
        // While focused the label is floated whatever the text; nothing to do.
        guard !isFocused, progress.target != targetProgress else { return false }
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
        guard !progress.isSettled(at: time) else { return }
        progress.animate(to: targetProgress, with: timing, at: time, environment: environment)
    }

    /// Plays the current state's motion again at `time`, as a review tool's replay: a
    /// floated label floats up from rest, a resting label returns from floated.
    public mutating func replay(at time: Double, environment: MotionEnvironment = .standard) {
        progress.set(1 - targetProgress)
        progress.animate(to: targetProgress, with: timing, at: time, environment: environment)
    }

    /// What Return asks of the form (the form maps ``ReturnAction/focusNext`` to the next
    /// field with ``FormFocusOrder``).
    public func returnPressed() -> ReturnAction { returnAction }

    /// The presented float progress at `time`: 0 at rest, 1 floated.
    public func progress(at time: Double) -> Double { progress.value(at: time) }

    /// Whether the label has stopped moving at `time` (the widget then drops its tick callback).
    public func isSettled(at time: Double) -> Bool { progress.isSettled(at: time) }

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
