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
    public mutating func textChanged(isEmpty: Bool, at time: Double, environment: MotionEnvironment = .standard) {
        endReplay(at: time)
        hasText = !isEmpty
        // While focused the label is floated whatever the text; nothing to do.
        guard !isFocused, progress.target != targetProgress else { return }
        if progress.isSettled(at: time) {
            progress.set(targetProgress)
        } else {
            progress.animate(to: targetProgress, with: timing, at: time, environment: environment)
        }
    }

    /// The field's visible text (buffer plus preedit) changed at motion time `time`.
    public mutating func textChanged(_ text: VisibleText, at time: Double, environment: MotionEnvironment = .standard) {
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
    private mutating func endReplay(at time: Double) {
        guard let replay = replayReturn else { return }
        replayReturn = nil
        if time >= replay.turn { progress = replay.back }
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
