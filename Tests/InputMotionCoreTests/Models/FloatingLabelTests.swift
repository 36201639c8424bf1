import Testing
import InputMotionCore

extension ModelTests {
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
            label.textChanged(isEmpty: false, at: 0.1)
            label.textChanged(isEmpty: true, at: 0.15)
            #expect(label.isFloated)
            #expect(label.progress(at: Self.settled) == 1)
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

        @Test func returnActions() {
            #expect(FloatingLabel(title: "Name").returnPressed() == .focusNext)
            #expect(FloatingLabel(title: "Password", returnAction: .submit).returnPressed() == .submit)
        }
    }
}
