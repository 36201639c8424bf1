import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InputMotionCore

@Suite struct FloatingLabelTests {
    static let reduced = MotionEnvironment(reducedMotion: true)
    /// The seed's spring is a UIKit spring of 0.3 s: fully settled a hair after that.
    static let settled = 0.3 + 1e-6

    @Test func startsAtRest() {
        let label = FloatingLabel(title: "Name")
        #expect(!label.isFloated)
        #expect(label.progress(at: 0) == 0)
        #expect(label.isSettled(at: 0))
        let p = label.placement(at: 0, fieldWidth: 300, fieldHeight: 60, labelWidth: 40, labelHeight: 20)
        #expect(isClose(p.x, 5) && isClose(p.y, 20) && p.scale == 1)
    }

    @Test func focusFloatsOnTheSeedSpring() {
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 2, environment: .standard)
        #expect(label.isFloated)
        #expect(label.progress(at: 2) == 0)        // starts where it was
        let mid = label.progress(at: 2.1)
        #expect(mid > 0 && mid < 1)                // on its way
        #expect(!label.isSettled(at: 2.1))
        #expect(label.progress(at: 2 + Self.settled) == 1)
        #expect(label.isSettled(at: 2 + Self.settled))
        // Floated geometry: x = 5 - 9, scale 0.7.
        let p = label.placement(at: 3, fieldWidth: 300, fieldHeight: 60, labelWidth: 140, labelHeight: 20)
        #expect(isClose(p.x, -4) && isClose(p.scale, 0.7))
    }

    @Test func progressRisesSteadilyWithoutOvershoot() {
        // Damping ratio 1 (critical): the label never passes the floated position.
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 0)
        var previous = 0.0
        for frame in 1...30 {
            let p = label.progress(at: Double(frame) / 60)
            #expect(p >= previous - 1e-12 && p <= 1 + 1e-9)
            previous = p
        }
    }

    @Test func blurWithEmptyTextReturnsToRest() {
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 0)
        label.focusChanged(false, at: 1)
        #expect(!label.isFloated)
        #expect(label.progress(at: 1) == 1)
        #expect(label.progress(at: 1 + Self.settled) == 0)
    }

    @Test func blurWithTextStaysFloated() {
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 0)
        label.textChanged(isEmpty: false, at: 0.5)
        label.focusChanged(false, at: 1)
        #expect(label.isFloated)
        #expect(label.progress(at: 1) == 1)
        #expect(label.isSettled(at: 1))             // nothing to animate
        #expect(label.progress(at: 5) == 1)
    }

    @Test func textWhileFocusedChangesNothing() {
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 0)
        // Nothing to draw again: the view skips its layout on every key.
        #expect(label.textChanged(isEmpty: false, at: 0.1) == false)
        #expect(label.textChanged(isEmpty: true, at: 0.15) == false)
        #expect(label.isFloated)
        #expect(label.progress(at: Self.settled) == 1)
    }

    @Test func onlyAChangeOfPlaceAsksToBeDrawn() {
        var label = FloatingLabel(title: "Name")
        // Unfocused and empty: the first character floats it (a new place), more do not.
        #expect(label.textChanged(isEmpty: false, at: 1) == true)
        #expect(label.textChanged(isEmpty: false, at: 2) == false)
        // Emptied, it goes back to rest: a new place again.
        #expect(label.textChanged(isEmpty: true, at: 3) == true)
        #expect(label.textChanged(isEmpty: true, at: 4) == false)
    }

    @Test func prefilledFieldStartsFloatedWithNoAnimation() {
        let label = FloatingLabel(title: "Name", hasText: true)
        #expect(label.progress(at: 0) == 1)
        #expect(label.isSettled(at: 0))
    }

    @Test func textSetWhileUnfocusedFloatsAtOnce() {
        var label = FloatingLabel(title: "Name")
        label.textChanged(isEmpty: false, at: 4)
        #expect(label.progress(at: 4) == 1)
        #expect(label.isSettled(at: 4))
        // Clearing it while unfocused goes back to rest, also at once.
        label.textChanged(isEmpty: true, at: 5)
        #expect(label.progress(at: 5) == 0)
        #expect(label.isSettled(at: 5))
    }

    @Test func textSetWhileUnfocusedMidFlightRetargetsWithoutAJump() {
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 0)
        label.focusChanged(false, at: 0.1)          // heading back to rest
        let before = label.progress(at: 0.15)
        label.textChanged(isEmpty: false, at: 0.15) // programmatic text mid-flight
        #expect(isClose(label.progress(at: 0.15), before))
        #expect(label.progress(at: 10) == 1)
    }

    @Test func reducedMotionJumps() {
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 1, environment: Self.reduced)
        #expect(label.progress(at: 1) == 1)
        #expect(label.isSettled(at: 1))
        label.focusChanged(false, at: 2, environment: Self.reduced)
        #expect(label.progress(at: 2) == 0)
    }

    /// Focus in and out ten times a second for a second, sampled at 60 fps: the label
    /// ends in the right state, and never jumps.
    @Test(arguments: [false, true])
    func interruptionIsContinuous(hasText: Bool) {
        var label = FloatingLabel(title: "Name")
        if hasText { label.textChanged(isEmpty: false, at: 0) }
        // The clean float's biggest per-frame step bounds any honest frame step; a jump
        // would be a step of up to the whole distance (1).
        var clean = FloatingLabel(title: "Name")
        clean.focusChanged(true, at: 0)
        let cleanMaxStep = (0..<30).map { abs(clean.progress(at: Double($0 + 1) / 60) - clean.progress(at: Double($0) / 60)) }.max() ?? 0

        var samples: [Double] = []
        var frame = 0
        for event in 0..<10 {
            let eventTime = Double(event) / 10
            // Frames strictly before the event see the old motion.
            while Double(frame) / 60 < eventTime {
                samples.append(label.progress(at: Double(frame) / 60))
                frame += 1
            }
            let before = label.progress(at: eventTime)
            label.focusChanged(event % 2 == 0, at: eventTime) // in at 0.0, out at 0.1, ...
            #expect(isClose(label.progress(at: eventTime), before), "jump at \(eventTime)")
        }
        while frame <= 120 {
            samples.append(label.progress(at: Double(frame) / 60))
            frame += 1
        }
        let maxStep = zip(samples, samples.dropFirst()).map { abs($1 - $0) }.max() ?? 0
        #expect(maxStep <= cleanMaxStep * 1.5 + 1e-9, "max step \(maxStep) vs clean \(cleanMaxStep)")
        #expect(maxStep < 0.25)
        // Last event (0.9) was a blur: rest if empty, floated if it has text.
        #expect(!label.isFocused)
        #expect(label.progress(at: 2) == (hasText ? 1 : 0))
    }

    @Test func placementFollowsProgress() {
        // The placement at any time is the straight-line blend of the rest and floated
        // placements, weighted by the presented progress.
        var label = FloatingLabel(title: "Phone number", direction: .rightToLeft)
        label.focusChanged(true, at: 0)
        let rest = FloatingLabelGeometry.seed.placement(progress: 0, fieldWidth: 300, fieldHeight: 60,
                                                        labelWidth: 90, labelHeight: 18, direction: .rightToLeft)
        let floated = FloatingLabelGeometry.seed.placement(progress: 1, fieldWidth: 300, fieldHeight: 60,
                                                           labelWidth: 90, labelHeight: 18, direction: .rightToLeft)
        for t in [0.0, 0.05, 0.1, 0.2, 0.29, 0.5] {
            let w = label.progress(at: t)
            let p = label.placement(at: t, fieldWidth: 300, fieldHeight: 60, labelWidth: 90, labelHeight: 18)
            #expect(isClose(p.x, rest.x + (floated.x - rest.x) * w))
            #expect(isClose(p.y, rest.y + (floated.y - rest.y) * w))
            #expect(isClose(p.scale, rest.scale + (floated.scale - rest.scale) * w))
        }
        // RTL floated: right edge 300 - 5 + 9 = 304, 90 * 0.7 = 63 wide: x = 241.
        #expect(isClose(floated.x, 241))
    }

    /// The seed's spring solved here from UIKit's definition, independently of the engine.
    ///
    /// Unit distance 0 → 1, critically damped (ζ 1, mass 1, natural frequency ω0), initial
    /// velocity v0 = 1 distance per second. With y = x − 1: y'' + 2ω0 y' + ω0² y = 0, whose
    /// double root −ω0 gives y = (A + B t) e^(−ω0 t). y(0) = −1 gives A = −1;
    /// y'(0) = B − ω0 A = B + ω0 = v0 gives B = v0 − ω0. So
    ///     x(t) = 1 − (1 + (ω0 − v0) t) e^(−ω0 t).
    /// Check: x(0) = 0; x'(t) = e^(−ω0 t) (ω0 (1 + (ω0 − v0) t) − (ω0 − v0)), so x'(0) = v0.
    /// For ω0 > v0 ≥ 0 the gap g(t) = (1 + (ω0 − v0) t) e^(−ω0 t) is positive and falling
    /// (g' = −e^(−ω0 t)(v0 + ω0 (ω0 − v0) t) < 0): no overshoot, and the motion settles
    /// (per DESIGN.md, the gap below 0.001; for ζ 1 that is the gap itself) where g = 0.001.
    /// Settling at exactly 0.3 s: solve g(0.3) = 0.001 for ω0. As a function of ω0,
    /// ∂g/∂ω0 = −t² (ω0 − v0) e^(−ω0 t) < 0 for ω0 > v0, so bisection on [1, 1000] works:
    /// g(0.3) is 1 at ω0 = 1 and ~1e-128 at ω0 = 1000.
    static func seedOmega0() -> Double {
        let t = 0.3, v0 = 1.0
        func gap(_ w: Double) -> Double { (1 + (w - v0) * t) * exp(-w * t) }
        var lo = 1.0, hi = 1000.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if gap(mid) > 0.001 { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// x(t) of the derivation above: the floating label's progress t seconds into a float.
    static func seedProgress(_ t: Double, omega0: Double) -> Double {
        1 - (1 + (omega0 - 1) * t) * exp(-omega0 * t)
    }

    @Test func seedSpringMatchesTheUIKitDefinitionSolvedByHand() {
        let omega0 = Self.seedOmega0()
        // Sanity of the hand solution: ~30.67 rad/s, and the gap is 0.001 at 0.3 s.
        #expect(omega0 > 30 && omega0 < 31)
        #expect(isClose(1 - Self.seedProgress(0.3, omega0: omega0), 0.001, tolerance: 1e-12))

        // Float from rest, focused at motion time 2.
        var ltr = FloatingLabel(title: "Email")
        ltr.focusChanged(true, at: 2)
        var rtl = FloatingLabel(title: "Email", direction: .rightToLeft)
        rtl.focusChanged(true, at: 2)
        let fieldWidth = 300.0, fieldHeight = 60.0, labelWidth = 80.0, labelHeight = 20.0
        for t in [0.05, 0.1, 0.2] {
            let p = Self.seedProgress(t, omega0: omega0)
            #expect(isClose(ltr.progress(at: 2 + t), p, tolerance: 1e-6), "progress at \(t)")
            // Seed geometry interpolated by hand: leading inset 5 − 9p, scale 1 − 0.3p,
            // vertical centre fieldHeight/2 − 25p (the placement's y is the scaled label's top).
            let scale = 1 - 0.3 * p
            let inset = 5 - 9 * p
            let top = (fieldHeight / 2 - 25 * p) - labelHeight * scale / 2
            let a = ltr.placement(at: 2 + t, fieldWidth: fieldWidth, fieldHeight: fieldHeight,
                                  labelWidth: labelWidth, labelHeight: labelHeight)
            #expect(isClose(a.x, inset, tolerance: 1e-6), "LTR x at \(t)")
            #expect(isClose(a.y, top, tolerance: 1e-6), "LTR y at \(t)")
            #expect(isClose(a.scale, scale, tolerance: 1e-6), "LTR scale at \(t)")
            // RTL: the right edge is the pivot, `inset` in from the field's right edge.
            let b = rtl.placement(at: 2 + t, fieldWidth: fieldWidth, fieldHeight: fieldHeight,
                                  labelWidth: labelWidth, labelHeight: labelHeight)
            #expect(isClose(b.x, fieldWidth - inset - labelWidth * scale, tolerance: 1e-6), "RTL x at \(t)")
            #expect(isClose(b.y, top, tolerance: 1e-6) && isClose(b.scale, scale, tolerance: 1e-6))
        }
        // Settled at 0.3 s: the label presents the floated end exactly from then on.
        #expect(!ltr.isSettled(at: 2.29) && ltr.isSettled(at: 2 + 0.3 + 1e-9))
        #expect(ltr.progress(at: 2.31) == 1)

        // Blur from rest-floated back to rest: the same spring, the same velocity fraction
        // (1 distance per second, now towards 0), so the progress is the mirror image 1 − x(t).
        var back = FloatingLabel(title: "Email")
        back.focusChanged(true, at: 0)
        back.focusChanged(false, at: 1)
        for t in [0.05, 0.1, 0.2] {
            #expect(isClose(back.progress(at: 1 + t), 1 - Self.seedProgress(t, omega0: omega0), tolerance: 1e-6))
        }
    }

    @Test func returnActions() {
        #expect(FloatingLabel(title: "Name").returnPressed() == .focusNext)
        #expect(FloatingLabel(title: "Password", returnAction: .submit).returnPressed() == .submit)
    }
}
