import Testing
import InputMotionCore

@Suite("Frame pacing")
struct FramePacingTests {
    @Test("steady 60 fps: every interval 1/60 s, none late")
    func steady() {
        var pacing = FramePacing()
        for frame in 0...60 { pacing.record(frameTime: Double(frame) / 60) }
        #expect(pacing.intervals.count == 60)
        #expect(pacing.intervals.allSatisfy { abs($0.interval - 1.0 / 60) < 1e-12 })
        #expect(pacing.lateFrameCount == 0)
    }

    @Test("a missed vsync (two intervals in one) is late; 1.5 × 16.7 ms = 25 ms is the line")
    func missedFrames() {
        var pacing = FramePacing()
        pacing.record(frameTime: 0)
        pacing.record(frameTime: 1.0 / 60)      // on time
        pacing.record(frameTime: 3.0 / 60)      // 33 ms: late
        pacing.record(frameTime: 3.0 / 60 + 0.024)  // 24 ms: under the line, not late
        pacing.record(frameTime: 3.0 / 60 + 0.024 + 0.026)  // 26 ms: over it, late
        #expect(pacing.lateFrameCount == 2)
    }

    @Test("a rest between animations is not a stutter")
    func idleGap() {
        var pacing = FramePacing()
        pacing.record(frameTime: 0)
        pacing.record(frameTime: 1.0 / 60)
        pacing.record(frameTime: 0.5)           // 0.48 s later: the app was idle
        pacing.record(frameTime: 0.5 + 1.0 / 60)
        #expect(pacing.intervals.count == 2)
        #expect(pacing.lateFrameCount == 0)
    }

    @Test("only the last second is kept")
    func window() {
        var pacing = FramePacing()
        for frame in 0...120 { pacing.record(frameTime: Double(frame) / 60) }  // two seconds
        // Frames at times in [1, 2]: 61 of them, each with its interval.
        #expect(pacing.intervals.count == 61)
        #expect(pacing.intervals.first.map { abs($0.time - 1) < 1e-9 } == true)
    }
}
