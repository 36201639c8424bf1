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

    @Test func pausedTimeHoldsAndResumesWithoutAJump() {
        var clock = MotionClock()
        _ = clock.motionTime(forFrameTime: 10)
        #expect(clock.motionTime(forFrameTime: 11) == 11)
        clock.pause()
        #expect(clock.isPaused)
        // Three seconds of frames while paused: motion time holds at 11.
        #expect(clock.motionTime(forFrameTime: 12) == 11)
        #expect(clock.motionTime(forFrameTime: 14) == 11)
        // Resumed at frame time 20 (the frame clock ran on unseen): 11 still, then
        // 11 + (20.5 − 20) = 11.5 half a second later; the 9 s paused are not made up.
        clock.resume(atFrameTime: 20)
        #expect(!clock.isPaused)
        #expect(clock.motionTime(forFrameTime: 20) == 11)
        #expect(clock.motionTime(forFrameTime: 20.5) == 11.5)
    }

    @Test func resumingInSlowMotionRunsAtTheFactor() {
        var clock = MotionClock(slowMotionFactor: 5)
        _ = clock.motionTime(forFrameTime: 0)
        #expect(clock.motionTime(forFrameTime: 1) == 0.2)       // 1 s at a fifth
        clock.pause()
        _ = clock.motionTime(forFrameTime: 4)
        clock.resume(atFrameTime: 6)
        // 2 s of frames after the resume at a fifth: 0.2 + 0.4 = 0.6.
        #expect(abs(clock.motionTime(forFrameTime: 8) - 0.6) < 1e-12)
        // Resuming at a frame time before the last one fed (8) counts from the last one.
        clock.pause()
        clock.resume(atFrameTime: 1)
        #expect(abs(clock.motionTime(forFrameTime: 9) - 0.8) < 1e-12)   // 0.6 + 1/5
    }

    @Test func seekingMovesTimeBothWaysAndHoldsWhilePaused() {
        var clock = MotionClock()
        _ = clock.motionTime(forFrameTime: 100)
        _ = clock.motionTime(forFrameTime: 101)
        clock.pause()
        clock.seek(to: 100.25)                                  // back 0.75 s
        #expect(clock.now == 100.25)
        #expect(clock.motionTime(forFrameTime: 102) == 100.25)
        clock.seek(to: 100.5)
        #expect(clock.motionTime(forFrameTime: 103) == 100.5)
        clock.seek(to: .nan)                                    // ignored
        #expect(clock.now == 100.5)
        // Seeking while running: time goes on from the seek; half a second of frames after
        // the last one (103) gives 50 + 0.5.
        clock.resume(atFrameTime: 103)
        clock.seek(to: 50)
        #expect(clock.motionTime(forFrameTime: 103.5) == 50.5)
    }

    @Test func aStepIsOneSixtiethOfASecondOfMotionTime() {
        var clock = MotionClock(slowMotionFactor: 10)
        _ = clock.motionTime(forFrameTime: 0)
        clock.pause()
        clock.seek(to: 1)
        clock.step(frames: 1)
        #expect(abs(clock.now - 61.0 / 60) < 1e-12)             // 1 + 1/60, whatever the factor
        clock.step(frames: -3)
        #expect(abs(clock.now - 58.0 / 60) < 1e-12)             // 1 + 1/60 − 3/60
        #expect(clock.motionTime(forFrameTime: 5) == clock.now) // still paused
    }

    @Test func aSeekBeforeTheFirstFrameIsKept() {
        var clock = MotionClock()
        clock.seek(to: 3)
        // The first frame would anchor motion time to frame time (100); after a seek it keeps 3.
        #expect(clock.motionTime(forFrameTime: 100) == 3)
        #expect(clock.motionTime(forFrameTime: 101) == 4)
    }
}
