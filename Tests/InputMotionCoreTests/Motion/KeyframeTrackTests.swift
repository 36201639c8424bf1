import Testing
@testable import InputMotionCore

@Suite("KeyframeTrack")
struct KeyframeTrackTests {
    @Test func seedShakeAtSampledTimes() {
        // Key times × 0.5 s = [0, 0.04, 0.12, 0.2075, 0.25] s for values [0, 10, −10, 10, 0], linear.
        let samples: [(Double, Double)] = [
            (0, 0),         // first key
            (0.02, 5),      // 0.02/0.04 of 0 → 10
            (0.04, 10),     // second key
            (0.06, 5),      // (0.06 − 0.04)/(0.12 − 0.04) = 0.25 of 10 → −10: 10 − 5
            (0.12, -10),    // third key
            (0.2075, 10),   // fourth key
            (0.25, 0),      // last key: the motion ends at half the duration
            (0.3, 0),       // holds the last value until the duration (0.5 s)
            (0.5, 0),       // ended: removed fill shows the base (0 here, additive over 0)
        ]
        for (time, expected) in samples {
            #expect(abs(SeedMotion.shake.value(atElapsed: time, base: 0) - expected) < 1e-9, "at \(time)")
        }
        // Additive: on top of a base x of 40 the shake swings 40 ± 10.
        #expect(abs(SeedMotion.shake.value(atElapsed: 0.12, base: 40) - 30) < 1e-9)
        #expect(SeedMotion.shake.value(atElapsed: 0.6, base: 40) == 40)
        #expect(SeedMotion.shake.value(atElapsed: -0.1, base: 40) == 40)
        #expect(!SeedMotion.shake.isFinished(atElapsed: 0.49))
        #expect(SeedMotion.shake.isFinished(atElapsed: 0.5))
        #expect(SeedMotion.shake.activeDuration == 0.5)
    }

    @Test func avatarRotationAtQuarterPeriods() {
        let quarter = MotionReference.eased(0.25, 0.42, 0, 0.58, 1)
        let threeQuarters = MotionReference.eased(0.75, 0.42, 0, 0.58, 1)
        let track = SeedMotion.avatarRotation
        let samples: [(Double, Double)] = [
            (0, 0),
            (0.5, 2 * Double.pi * quarter),
            (1, Double.pi),                            // easeInEaseOut is symmetric: half way at half time
            (1.5, 2 * Double.pi * threeQuarters),
            (2, 0),                                    // a new turn starts (0 ≡ 2π on screen)
            (2.5, 2 * Double.pi * quarter),
            (1001, Double.pi),                         // for ever
        ]
        for (time, expected) in samples {
            #expect(abs(track.value(atElapsed: time, base: 0) - expected) < 1e-5, "at \(time)")
        }
        #expect(track.activeDuration == .infinity)
        #expect(!track.isFinished(atElapsed: 1e9))
    }

    @Test func avatarCornerRadiusAutoreversesLinearly() {
        let samples: [(Double, Double)] = [(0, 0), (0.5, 25), (1, 50), (1.5, 75), (2, 100), (3, 50), (4, 0), (5, 50), (6, 100)]
        for (time, expected) in samples {
            #expect(abs(SeedMotion.avatarCornerRadius.value(atElapsed: time, base: 0) - expected) < 1e-9, "at \(time)")
        }
    }

    @Test func repeatCountsFillModesAndAutoreverse() throws {
        let whole = try KeyframeTrack(values: [0, 10], duration: 1, repeatCount: .count(2))
        #expect(whole.activeDuration == 2)
        #expect(abs(whole.value(atElapsed: 1.25, base: -1) - 2.5) < 1e-12)   // second pass
        #expect(whole.value(atElapsed: 2, base: -1) == -1)                   // removed: base
        #expect(whole.isFinished(atElapsed: 2) && !whole.isFinished(atElapsed: 1.99))

        let wholeForwards = try KeyframeTrack(values: [0, 10], duration: 1, fillMode: .forwards, repeatCount: .count(2))
        #expect(wholeForwards.value(atElapsed: 5, base: -1) == 10)           // holds the last key

        let fraction = try KeyframeTrack(values: [0, 10], duration: 1, fillMode: .forwards, repeatCount: .count(2.5))
        #expect(fraction.activeDuration == 2.5)
        #expect(abs(fraction.value(atElapsed: 2.25, base: 0) - 2.5) < 1e-12)
        #expect(abs(fraction.value(atElapsed: 3, base: 0) - 5) < 1e-12)      // stopped half way through pass 3
        #expect(abs(fraction.endValue(base: 0) - 5) < 1e-12)

        let short = try KeyframeTrack(values: [0, 10], duration: 2, fillMode: .forwards, repeatCount: .count(0.25))
        #expect(short.activeDuration == 0.5)
        #expect(abs(short.value(atElapsed: 0.4, base: 0) - 2) < 1e-12)
        #expect(abs(short.value(atElapsed: 9, base: 0) - 2.5) < 1e-12)

        // Autoreverse: one repetition is there and back.
        let reversing = try KeyframeTrack(values: [0, 10], duration: 1, fillMode: .forwards, autoreverses: true)
        #expect(reversing.activeDuration == 2)
        #expect(abs(reversing.value(atElapsed: 0.5, base: 0) - 5) < 1e-12)
        #expect(abs(reversing.value(atElapsed: 1.5, base: 0) - 5) < 1e-12)
        #expect(abs(reversing.value(atElapsed: 1.75, base: 0) - 2.5) < 1e-12)
        #expect(reversing.value(atElapsed: 3, base: 0) == 0)                 // back at the start
        let reversingHalf = try KeyframeTrack(values: [0, 10], duration: 1, fillMode: .forwards, repeatCount: .count(1.5), autoreverses: true)
        #expect(reversingHalf.activeDuration == 3)
        #expect(abs(reversingHalf.value(atElapsed: 2.5, base: 0) - 5) < 1e-12)
        #expect(reversingHalf.value(atElapsed: 4, base: 0) == 10)            // there, back, there

        // Non-additive with removed fill shows the base before and after, the keys during.
        let absolute = try KeyframeTrack(values: [3, 7], duration: 1)
        #expect(absolute.value(atElapsed: 0.5, base: 100) == 5)
        #expect(absolute.value(atElapsed: -1, base: 100) == 100)
        #expect(absolute.value(atElapsed: 1, base: 100) == 100)
    }

    @Test func segmentCurvesAndKeyTimes() throws {
        // Evenly spaced keys [0, ½, 1]; segment 1 eased in, segment 2 eased out.
        let track = try KeyframeTrack(values: [0, 10, 20], curves: [.easeIn, .easeOut], duration: 1)
        #expect(track.keyTimes == [0, 0.5, 1])
        let easeInHalf = MotionReference.eased(0.5, 0.42, 0, 1, 1)
        let easeOutHalf = MotionReference.eased(0.5, 0, 0, 0.58, 1)
        #expect(abs(track.value(atElapsed: 0.25, base: 0) - 10 * easeInHalf) < 1e-5)
        #expect(abs(track.value(atElapsed: 0.75, base: 0) - (10 + 10 * easeOutHalf)) < 1e-5)
        // One curve serves every segment.
        let shared = try KeyframeTrack(values: [0, 10, 20], curves: [.easeIn], duration: 1)
        #expect(abs(shared.value(atElapsed: 0.75, base: 0) - (10 + 10 * easeInHalf)) < 1e-5)
        // The first value holds before the first key time; equal key times make a step.
        let step = try KeyframeTrack(values: [1, 2, 5, 6], keyTimes: [0.2, 0.5, 0.5, 1], duration: 1)
        #expect(step.value(atElapsed: 0.1, base: 0) == 1)
        #expect(abs(step.value(atElapsed: 0.35, base: 0) - 1.5) < 1e-12)
        #expect(step.value(atElapsed: 0.5, base: 0) == 5)
        #expect(abs(step.value(atElapsed: 0.75, base: 0) - 5.5) < 1e-12)
        // A single value is constant.
        let constant = try KeyframeTrack(values: [4], duration: 1, fillMode: .forwards)
        #expect(constant.value(atElapsed: 0.3, base: 0) == 4 && constant.value(atElapsed: 3, base: 0) == 4)
    }

    @Test func everyRuleIsRejected() {
        func error(_ make: () throws(KeyframeTrackError) -> KeyframeTrack) -> KeyframeTrackError? {
            do { _ = try make(); return nil } catch { return error }
        }
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [], duration: 1) } == .emptyValues)
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, .infinity], duration: 1) }
                == .nonFiniteValue(index: 1, value: .infinity))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1], keyTimes: [0, 0.5, 1], duration: 1) }
                == .keyTimesCountMismatch(keyTimes: 3, values: 2))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1, 2], keyTimes: [0, 1.5, 1], duration: 1) }
                == .keyTimeOutOfRange(index: 1, value: 1.5))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1], keyTimes: [-0.1, 1], duration: 1) }
                == .keyTimeOutOfRange(index: 0, value: -0.1))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1, 2], keyTimes: [0, 0.6, 0.4], duration: 1) }
                == .keyTimesDecreasing(index: 2, value: 0.4, previous: 0.6))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1, 2, 3], curves: [.easeIn, .easeOut], duration: 1) }
                == .curveCountMismatch(curves: 2, segments: 3))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1], duration: 0) } == .invalidDuration(0))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1], duration: -2) } == .invalidDuration(-2))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1], duration: .infinity) } == .invalidDuration(.infinity))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1], duration: 1, repeatCount: .count(0)) }
                == .invalidRepeatCount(0))
        #expect(error { () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1], duration: 1, repeatCount: .count(.infinity)) }
                == .invalidRepeatCount(.infinity))
        // NaN cannot be compared with ==: match the case instead.
        if case .keyTimeOutOfRange(index: 0, value: let value)? = error({ () throws(KeyframeTrackError) in
            try KeyframeTrack(values: [0, 1], keyTimes: [.nan, 1], duration: 1) }) {
            #expect(value.isNaN)
        } else {
            Issue.record("NaN key time accepted")
        }
        if case .invalidDuration(let value)? = error({ () throws(KeyframeTrackError) in try KeyframeTrack(values: [0, 1], duration: .nan) }) {
            #expect(value.isNaN)
        } else {
            Issue.record("NaN duration accepted")
        }
        // Descriptions name the rule and the numbers.
        #expect(KeyframeTrackError.keyTimeOutOfRange(index: 1, value: 1.5).description == "key time 1 is 1.5 (key times must lie in 0...1)")
        #expect(KeyframeTrackError.curveCountMismatch(curves: 2, segments: 3).description.contains("2 timing curves for 3 segments"))
    }

    @Test func keyframeAnimationUnderReducedMotionPresentsTheEndState() throws {
        let reduced = MotionEnvironment(reducedMotion: true)
        let shake = KeyframeAnimation(track: SeedMotion.shake, startTime: 10, environment: reduced)
        #expect(shake.value(at: 10.06, base: 40) == 40)
        #expect(shake.isFinished(at: 10))
        let spin = KeyframeAnimation(track: SeedMotion.avatarRotation, startTime: 10, environment: reduced)
        #expect(spin.value(at: 10.5, base: 0) == 0)
        #expect(spin.isFinished(at: 10))
        let forwards = KeyframeAnimation(
            track: try KeyframeTrack(values: [0, 10], duration: 1, fillMode: .forwards), startTime: 10, environment: reduced)
        #expect(forwards.value(at: 10, base: 0) == 10)
        // Full motion: the track runs from its start time.
        let running = KeyframeAnimation(track: SeedMotion.shake, startTime: 10)
        #expect(abs(running.value(at: 10.06, base: 40) - 45) < 1e-9)
        #expect(!running.isFinished(at: 10.3) && running.isFinished(at: 10.5))
    }
}
