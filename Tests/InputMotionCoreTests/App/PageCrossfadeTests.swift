import Testing
@testable import InputMotionCore

@Suite("PageCrossfade")
struct PageCrossfadeTests {
    @Test func theOutgoingPageFadesFromOneToZeroOverTheDuration() {
        var fade = PageCrossfade()
        #expect(fade.outgoingOpacity(at: 0) == 0, "nothing to fade before a switch")
        fade.start(at: 10, timing: .curve(.linear, duration: 0.2), environment: .standard)
        #expect(fade.outgoingOpacity(at: 10) == 1)
        // Linear: a quarter and a half of 0.2 s leave 3/4 and 1/2 of the old page.
        #expect(abs(fade.outgoingOpacity(at: 10.05) - 0.75) < 1e-6)
        #expect(abs(fade.outgoingOpacity(at: 10.1) - 0.5) < 1e-6)
        #expect(abs(fade.progress(at: 10.1) - 0.5) < 1e-6)
        #expect(!fade.isSettled(at: 10.19))
        #expect(fade.isSettled(at: 10.2) && fade.outgoingOpacity(at: 10.2) == 0)
    }

    @Test func gtksEaseOutCubicIsAheadOfLinearAtMidpoint() {
        var fade = PageCrossfade()
        fade.start(at: 0, timing: .curve(CubicBezier(0.33, 1, 0.68, 1), duration: 0.2), environment: .standard)
        // 1 − (1 − 0.5)³ = 0.875 for the exact cubic; the bezier fit is within 2 %.
        #expect(abs(fade.progress(at: 0.1) - 0.875) < 0.02)
    }

    @Test func reducedMotionSwitchesAtOnce() {
        var fade = PageCrossfade()
        fade.start(at: 3, timing: .curve(.linear, duration: 0.2), environment: MotionEnvironment(reducedMotion: true))
        #expect(fade.outgoingOpacity(at: 3) == 0)
        #expect(fade.isSettled(at: 3))
    }

    @Test func stopEndsAFade() {
        var fade = PageCrossfade()
        fade.start(at: 0, timing: .curve(.linear, duration: 1), environment: .standard)
        fade.stop()
        #expect(fade.isSettled(at: 0.1) && fade.outgoingOpacity(at: 0.1) == 0)
    }
}
