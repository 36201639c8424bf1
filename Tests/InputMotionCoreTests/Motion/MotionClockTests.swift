import Testing
@testable import InputMotionCore

@Suite("MotionClock")
struct MotionClockTests {
    @Test func slowMotionStretchesAnAnimation() {
        var clock = MotionClock(slowMotionFactor: 10)
        let start = clock.motionTime(forFrameTime: 100)     // the first frame anchors motion time
        #expect(start == 100)
        var value = AnimatedValue(0.0)
        value.animate(to: 1, with: .curve(.easeOut, duration: 0.3), at: start)
        // 60 fps frames: a 0.3 s animation takes 3 s of frame time.
        var frameTime = 100.0
        var settledAt: Double?
        for frame in 1...400 {
            frameTime = 100 + Double(frame) / 60
            let now = clock.motionTime(forFrameTime: frameTime)
            if settledAt == nil && value.isSettled(at: now) { settledAt = frameTime }
        }
        // Frame 180 is frame time 103 = motion time 100.3, give or take rounding: settled there
        // or one frame later, never earlier.
        #expect(settledAt.map { $0 >= 103 - 1e-9 && $0 <= 103 + 1.0 / 60 + 1e-9 } == true)
        var check = MotionClock(slowMotionFactor: 10)
        _ = check.motionTime(forFrameTime: 100)
        #expect(!value.isSettled(at: check.motionTime(forFrameTime: 103 - 1.0 / 60)))
        #expect(abs(check.motionTime(forFrameTime: 103) - 100.3) < 1e-12)
        #expect(abs(clock.now - (100 + 400.0 / 60 / 10)) < 1e-9)
    }

    @Test func changingTheFactorMidFlightKeepsTimeContinuous() {
        var clock = MotionClock()
        _ = clock.motionTime(forFrameTime: 0)
        #expect(clock.motionTime(forFrameTime: 1) == 1)
        clock.slowMotionFactor = 4
        #expect(clock.now == 1)
        #expect(clock.motionTime(forFrameTime: 1) == 1)
        #expect(clock.motionTime(forFrameTime: 3) == 1.5)           // 2 s at ¼ speed
        clock.slowMotionFactor = 1
        #expect(clock.motionTime(forFrameTime: 3.5) == 2)
        // Time never runs backwards.
        #expect(clock.motionTime(forFrameTime: 2) == 2)
        #expect(clock.motionTime(forFrameTime: .nan) == 2)
        #expect(clock.motionTime(forFrameTime: 4) == 2.5)
    }

    @Test func invalidFactorsAreClampedOrIgnored() {
        var clock = MotionClock(slowMotionFactor: 0)
        #expect(clock.slowMotionFactor == 0.01)
        clock.slowMotionFactor = -3
        #expect(clock.slowMotionFactor == 0.01)
        clock.slowMotionFactor = 1e9
        #expect(clock.slowMotionFactor == 1000)
        clock.slowMotionFactor = 10
        clock.slowMotionFactor = .nan
        #expect(clock.slowMotionFactor == 10)
        clock.slowMotionFactor = .infinity
        #expect(clock.slowMotionFactor == 10)
        #expect(MotionClock(slowMotionFactor: .nan).slowMotionFactor == 1)
    }
}
