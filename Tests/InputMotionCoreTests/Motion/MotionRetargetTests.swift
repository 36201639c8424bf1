import Testing
@testable import InputMotionCore

/// A catalog change mid-flight: the running motion takes the new parameters from where it is.
@Suite("Motion retarget on a parameter change")
struct MotionRetargetTests {
    @Test func keyboardSlideTakesANewCurveWithoutAJump() {
        var panel = KeyboardPanel(pageWidth: 360, pageHeight: 640, keyboardHeight: 260)
        _ = panel.show(at: 0)
        // At 0.1 s of 0.25 s on the keyboard curve: revealed 260 × eased(0.4).
        let revealed = 260 * MotionReference.eased(0.4, 0.38, 0.7, 0.125, 1)
        #expect(abs(panel.top(at: 0.1) - (640 - revealed)) < 1e-6)
        let transition = panel.retime(.curve(.linear, duration: 1), at: 0.1)
        #expect(transition?.duration == 1)
        #expect(abs(panel.top(at: 0.1) - (640 - revealed)) < 1e-6)            // no jump
        #expect(abs(panel.top(at: 0.6) - (640 - (revealed + (260 - revealed) * 0.5))) < 1e-6)   // linear, half way
        #expect(panel.top(at: 1.1) == 380)
        // A still panel only keeps the timing for its next slide.
        #expect(panel.retime(.curve(.linear, duration: 2), at: 5) == nil)
        #expect(panel.hide(at: 5)?.duration == 2)
    }

    @Test func floatingLabelSpringKeepsPositionAndVelocity() {
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 0)
        let before = label.progress(at: 0.1)
        let slope = (label.progress(at: 0.1) - label.progress(at: 0.1 - 1e-6)) / 1e-6
        label.retime(.uikitSpring(duration: 1, dampingRatio: 0.5, initialVelocity: 0), at: 0.1)
        #expect(abs(label.progress(at: 0.1) - before) < 1e-12)
        let after = (label.progress(at: 0.1 + 1e-6) - label.progress(at: 0.1)) / 1e-6
        #expect(abs(after - slope) < 1e-3 * max(1, abs(slope)))
        // The new spring bounces (damping 0.5): it overshoots 1 later on.
        #expect((0..<100).map { label.progress(at: 0.1 + Double($0) * 0.01) }.contains { $0 > 1.01 })
        #expect(label.progress(at: 5) == 1)
    }

    @Test func shakeTakesNewKeyframesWithoutAJump() throws {
        var form = LoginForm(email: "foo", password: "long enough")
        form.submit(at: 0)
        // Seed shake at 0.06 s: a quarter of the way from 10 to −10 → 5.
        #expect(abs(form.shakeOffset(for: .email, at: 0.06) - 5) < 1e-9)
        let wider = try KeyframeTrack(values: [0, 20, -20, 20, 0], keyTimes: [0, 0.08, 0.24, 0.415, 0.5], duration: 0.5, additive: true)
        form.useMotion(shake: wider, avatarRotation: SeedMotion.avatarRotation, avatarCornerRadius: SeedMotion.avatarCornerRadius, at: 0.06)
        #expect(abs(form.shakeOffset(for: .email, at: 0.06) - 5) < 1e-9)          // no jump
        // The new track at 0.06 s gives 10, so −5 fades out over 0.1 s (smoothstep: half at
        // 0.05 s). At 0.11 s the new track is 20 − 40 × (0.22 − 0.08)/0.16 = −15.
        #expect(abs(form.shakeOffset(for: .email, at: 0.11) - (-15 - 2.5)) < 1e-9)
        // From 0.16 s on, the new track alone: 0.32 is (0.32 − 0.24)/0.175 of −20 → 20.
        #expect(abs(form.shakeOffset(for: .email, at: 0.16) - (-20 + 40 * 0.08 / 0.175)) < 1e-9)
        #expect(form.shakeOffset(for: .email, at: 0.5) == 0)
        // The next shake is the new one from its start: 20 at 0.04 s in.
        form.submit(at: 10)
        #expect(abs(form.shakeOffset(for: .email, at: 10.04) - 20) < 1e-9)
    }

    @Test func aSpinningAvatarKeepsItsPhaseWhenItsDurationChanges() throws {
        var form = LoginForm(email: "ada@example.com", password: "analytical")
        form.submit(at: 0)
        let halfTurn = form.avatarRotation(at: 1)                       // half of the 2 s pass: π
        #expect(abs(halfTurn - Double.pi) < 1e-9)
        let slower = try KeyframeTrack(values: [0, 2 * Double.pi], curves: [.easeInEaseOut], duration: 4, repeatCount: .forever)
        form.useMotion(shake: SeedMotion.shake, avatarRotation: slower, avatarCornerRadius: SeedMotion.avatarCornerRadius, at: 1)
        #expect(abs(form.avatarRotation(at: 1) - Double.pi) < 1e-9)
        // Half a pass was played; one more second of a 4 s pass is three quarters.
        #expect(abs(form.avatarRotation(at: 2) - 2 * Double.pi * MotionReference.eased(0.75, 0.42, 0, 0.58, 1)) < 1e-6)
    }

    @Test func replayPlaysTheMotionAgain() {
        var form = LoginForm()
        form.replayShake(at: 3)
        #expect(form.shakingField == .email && abs(form.shakeOffset(for: .email, at: 3.04) - 10) < 1e-9)
        form.replayAvatar(at: 5)
        #expect(abs(form.avatarRotation(at: 6) - Double.pi) < 1e-9)
        #expect(!form.isAnimating(at: 9.1))                              // logged out: one pass, then still
        // At rest, a replay is a round trip from rest: no snap up first. The seed's 0.3 s
        // spring settles its first leg at 0.3 s (its UIKit duration), turns there, and is
        // back at rest 0.3 s later.
        var label = FloatingLabel(title: "Name")
        label.replay(at: 0)
        #expect(label.progress(at: 0) == 0)
        #expect(label.progress(at: 0.15) > 0.5)                          // well on its way up
        #expect(abs(label.progress(at: 0.3) - 1) < 0.01)
        #expect(!label.isSettled(at: 0.3))
        #expect(label.progress(at: 0.45) < 0.5)                          // on its way back
        #expect(label.progress(at: 1) == 0 && label.isSettled(at: 1))
        // Focus during the way back takes over from there: it floats again, no jump.
        let before = label.progress(at: 0.4)
        label.focusChanged(true, at: 0.4)
        #expect(abs(label.progress(at: 0.4) - before) < 1e-9)
        #expect(label.progress(at: 2) == 1)
    }
}
