import Testing
@testable import InputMotionCore

@Suite("MotionCatalog")
struct MotionCatalogTests {
    // MARK: Defaults are the seed's numbers (typed in here from the seed, not read from code)

    @Test func defaultsAreTheSeedValues() {
        let catalog = MotionCatalog()
        #expect(catalog[.floatingLabel] == .uikitSpring(UIKitSpringParameters(duration: 0.3, dampingRatio: 1, initialVelocity: 1)))
        #expect(catalog.floatingLabel == .uikitSpring(duration: 0.3, dampingRatio: 1, initialVelocity: 1))

        let shake = catalog.shake
        #expect(shake.values == [0, 10, -10, 10, 0])
        #expect(shake.keyTimes == [0, 0.08, 0.24, 0.415, 0.5])
        #expect(shake.duration == 0.5 && shake.additive && shake.curves.isEmpty)
        #expect(shake.repeatCount == .count(1) && !shake.autoreverses && shake.fillMode == .removed)

        let rotation = catalog.avatarRotation
        #expect(rotation.values == [0, 6.283185307179586])
        #expect(rotation.curves == [CubicBezier(0.42, 0, 0.58, 1)])
        #expect(rotation.duration == 2 && rotation.repeatCount == .forever && !rotation.autoreverses)

        let radius = catalog.avatarCornerRadius
        #expect(radius.values == [0, 100] && radius.curves.isEmpty)
        #expect(radius.duration == 2 && radius.repeatCount == .forever && radius.autoreverses)

        #expect(catalog.keyboardSlide == .curve(CubicBezier(0.38, 0.7, 0.125, 1), duration: 0.25))
        #expect(catalog.pollReveal == .curve(CubicBezier(0.38, 0.7, 0.125, 1), duration: 0.25))
        #expect(catalog.pageSlide == .curve(CubicBezier(0.33, 1, 0.68, 1), duration: 0.25))
        #expect(AdaptiveNavigation().slideTiming == catalog.pageSlide)
        #expect(catalog.tuned.isEmpty)
        // SeedMotion reads the same catalog.
        #expect(SeedMotion.keyboard == catalog.keyboardSlide && SeedMotion.shake == catalog.shake)
    }

    @Test func pagesListTheirMotions() {
        // Every page slides in on a folded window and cross-fades in on a wide one.
        #expect(MotionName.playing(on: .login) == [.floatingLabel, .shake, .avatarRotation, .avatarCornerRadius, .pageSlide, .pageCrossfade])
        #expect(MotionName.playing(on: .poll) == [.keyboardSlide, .pollReveal, .pageSlide, .pageCrossfade])
        #expect(MotionName.playing(on: .placeholder) == [.pageSlide, .pageCrossfade])
    }

    @Test func theCrossfadeIsEaseOutCubicOverTheWindowsOld200msAndTunable() throws {
        var catalog = MotionCatalog()
        // The window's old 200 ms, on GtkStack's page curve, ease-out cubic.
        #expect(catalog[.pageCrossfade] == .bezier(BezierParameters(curve: BezierControlPoints(0.33, 1, 0.68, 1), duration: 0.2)))
        #expect(catalog.pageCrossfadeDuration == 0.2)
        // The app draws the fade, so its duration and its curve are both the app's to tune.
        try catalog.set(.bezier(BezierParameters(curve: .easeInEaseOut, duration: 0.5)), for: .pageCrossfade)
        #expect(catalog.pageCrossfadeDuration == 0.5)
        #expect(catalog[.pageCrossfade] == .bezier(BezierParameters(curve: .easeInEaseOut, duration: 0.5)))
        var draft = MotionDraft(name: .pageCrossfade, parameters: catalog[.pageCrossfade])
        draft.setText("0.3", for: .x1)
        #expect(draft.problems.isEmpty)
        #expect(draft.parameters == .bezier(BezierParameters(curve: BezierControlPoints(0.3, 0, 0.58, 1), duration: 0.5)))
    }

    // MARK: Range checks

    private func fields(_ parameters: MotionParameters) -> [MotionField] { parameters.problems.map(\.field) }

    private func spring(_ duration: Double, _ damping: Double, _ velocity: Double) -> MotionParameters {
        .uikitSpring(UIKitSpringParameters(duration: duration, dampingRatio: damping, initialVelocity: velocity))
    }

    private func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.25) -> MotionParameters {
        .bezier(BezierParameters(curve: BezierControlPoints(x1, y1, x2, y2), duration: duration))
    }

    private func keyframes(_ values: [Double], _ keyTimes: [Double], duration: Double = 0.5,
                           repeatCount: RepeatCount = .count(1)) -> MotionParameters {
        .keyframes(KeyframeParameters(values: values, keyTimes: keyTimes, duration: duration, repeatCount: repeatCount))
    }

    @Test func durationsLieInZeroToTenSeconds() {
        #expect(fields(spring(10, 1, 0)).isEmpty)
        #expect(fields(spring(0.001, 1, 0)).isEmpty)
        for bad in [0, -0.3, 10.001, .nan, .infinity] {
            #expect(fields(spring(bad, 1, 0)) == [.duration], "\(bad)")
            #expect(fields(curve(0, 0, 1, 1, duration: bad)) == [.duration], "\(bad)")
            #expect(fields(keyframes([0, 1], [0, 1], duration: bad)) == [.duration], "\(bad)")
        }
        #expect(spring(0, 1, 0).problems.first?.message == "Duration (s) must be more than 0 s and at most 10 s (got 0)")
    }

    @Test func dampingRatioIsAboveZero() {
        #expect(fields(spring(0.3, 0.0001, 0)).isEmpty)
        #expect(fields(spring(0.3, 100, 0)).isEmpty)
        for bad in [0, -1, 100.5, .nan] {
            #expect(fields(spring(0.3, bad, 0)) == [.dampingRatio], "\(bad)")
        }
        #expect(spring(0.3, 0, 0).problems.first?.message == "Damping Ratio must be more than 0 and at most 100 (got 0)")
        #expect(fields(spring(0.3, 1, 101)) == [.initialVelocity])
    }

    @Test func bezierXValuesLieInZeroToOne() {
        #expect(fields(curve(0, -2, 1, 3)).isEmpty)
        #expect(fields(curve(-0.01, 0, 1, 1)) == [.x1])
        #expect(fields(curve(0, 0, 1.01, 1)) == [.x2])
        #expect(fields(curve(0, 6, 1, .nan)) == [.y1, .y2])
        #expect(curve(1.5, 0, 1, 1).problems.first?.message == "X1 must be from 0 to 1 (got 1.5)")
    }

    @Test func keyTimesRiseFromZeroToOneAndMatchTheValues() {
        #expect(fields(keyframes([0, 10, 0], [0, 0.5, 0.5])).isEmpty)   // equal key times: a step, allowed
        #expect(fields(keyframes([0, 10, 0], [0, 1])) == [.keyTimes])
        #expect(keyframes([0, 10, 0], [0, 1]).problems.first?.message == "Give as many key times as values (2 key times for 3 values)")
        #expect(fields(keyframes([0, 10, 0], [0, 0.6, 0.4])) == [.keyTime(2)])
        #expect(keyframes([0, 10, 0], [0, 0.6, 0.4]).problems.first?.message == "Key times must rise: 0.4 comes after 0.6")
        #expect(fields(keyframes([0, 10], [-0.1, 1])) == [.keyTime(0)])
        #expect(fields(keyframes([0, 10], [0, 1.2])) == [.keyTime(1)])
        #expect(fields(keyframes([], [])) == [.values])
        #expect(fields(keyframes([0, .infinity], [0, 1])) == [.value(1)])
        #expect(fields(keyframes([0, 1], [0, 1], repeatCount: .count(0))) == [.repeatCount])
        #expect(fields(keyframes([0, 1], [0, 1], repeatCount: .forever)).isEmpty)
    }

    @Test func theCatalogTakesOnlyValidParametersOfTheMotionsForm() {
        var catalog = MotionCatalog()
        let softer = spring(0.6, 0.5, 0)
        #expect(throws: Never.self) { try catalog.set(softer, for: .floatingLabel) }
        #expect(catalog.floatingLabel == .uikitSpring(duration: 0.6, dampingRatio: 0.5, initialVelocity: 0))
        #expect(catalog.tuned == [.floatingLabel])

        #expect(throws: MotionCatalogError.self) { try catalog.set(spring(0, 1, 0), for: .floatingLabel) }
        #expect(throws: MotionCatalogError.wrongForm(.shake)) { try catalog.set(softer, for: .shake) }
        #expect(catalog.floatingLabel == .uikitSpring(duration: 0.6, dampingRatio: 0.5, initialVelocity: 0))   // unchanged
        #expect(catalog.shake == SeedMotion.shake)

        catalog.reset(.floatingLabel)
        #expect(catalog.floatingLabel == SeedMotion.floatingLabel && catalog.tuned.isEmpty)
        try? catalog.set(curve(0, 0, 1, 1), for: .keyboardSlide)
        try? catalog.set(curve(0, 0, 1, 1), for: .pollReveal)
        catalog.resetAll()
        #expect(catalog == MotionCatalog())
    }

    // MARK: Drafts: what the inspector's fields hold

    @Test func aDraftFlagsTextThatIsNotANumberAndBuildsNothing() {
        var draft = MotionDraft(name: .floatingLabel, parameters: MotionName.floatingLabel.seed)
        #expect(draft.text(for: .duration) == "0.3" && draft.parameters == MotionName.floatingLabel.seed)
        draft.setText("0.3s", for: .duration)
        draft.setText("0", for: .dampingRatio)
        #expect(draft.parameters == nil)
        #expect(draft.problems.map(\.field) == [.duration, .dampingRatio])
        #expect(draft.problems.first?.message == "Duration (s) must be a number (got \"0.3s\")")
        draft.setText(" 0.45 ", for: .duration)
        draft.setText("0.8", for: .dampingRatio)
        #expect(draft.parameters == spring(0.45, 0.8, 1))
    }

    @Test func aKeyframeDraftEditsItsTable() {
        var draft = MotionDraft(name: .shake, parameters: MotionName.shake.seed)
        #expect(draft.keyframeCount == 5 && draft.text(for: .keyTime(3)) == "0.415")
        draft.removeKeyframe()
        #expect(draft.parameters == .keyframes(KeyframeParameters(values: [0, 10, -10, 10], keyTimes: [0, 0.08, 0.24, 0.415],
                                                                  duration: 0.5, additive: true)))
        draft.addKeyframe()
        #expect(draft.text(for: .value(4)) == "10" && draft.text(for: .keyTime(4)) == "1")
        draft.setText("0.2", for: .keyTime(4))
        #expect(draft.problems.map(\.field) == [.keyTime(4)])
    }

    // MARK: Saved state

    @Test func tunedValuesRoundTripThroughSavedState() {
        var catalog = MotionCatalog()
        try? catalog.set(spring(0.5, 0.7, 0), for: .floatingLabel)
        try? catalog.set(.keyframes(KeyframeParameters(values: [0, 20, -20, 0], keyTimes: [0, 0.2, 0.6, 1], curve: BezierControlPoints(0.1, 0, 0.9, 1),
                                                      duration: 0.4, additive: true, repeatCount: .count(2), autoreverses: true)), for: .shake)
        let entries = MotionCatalogState.entries(of: catalog)
        #expect(entries.map(\.name) == ["floating-label", "shake"])
        #expect(entries[0].value == "duration=0.5; dampingRatio=0.7; initialVelocity=0")
        let restored = MotionCatalogState.catalog(from: entries)
        #expect(restored.catalog == catalog && restored.warnings.isEmpty)

        let bad = MotionCatalogState.catalog(from: [("keyboard-slide", "x1=2; y1=0; x2=1; y2=1; duration=0.25"), ("wobble", "duration=1")])
        #expect(bad.catalog == MotionCatalog())
        #expect(bad.warnings.count == 2)
        #expect(bad.warnings.first?.contains("X1 must be from 0 to 1 (got 2)") == true)
    }
}
