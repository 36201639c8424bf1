import Testing
@testable import InputMotionCore

@Suite("ReplayTimeline")
struct ReplayTimelineTests {
    @Test func positionsMapToMotionTimesInsideTheSpan() {
        // A replay at motion time 50 of a 0.4 s span.
        let timeline = ReplayTimeline(start: 50, span: 0.4)
        #expect(timeline.time(at: 0.1) == 50.1)
        #expect(timeline.time(at: 1) == 50.4)            // held at the end
        #expect(timeline.time(at: -1) == 50)             // and at the start
        #expect(abs(timeline.position(at: 50.25) - 0.25) < 1e-12)
        #expect(timeline.position(at: 49) == 0)
        #expect(timeline.position(at: 60) == 0.4)
        #expect(timeline.isPlaying(at: 50.39) && !timeline.isPlaying(at: 50.4))
    }

    @Test func badNumbersMakeAUsableTimeline() {
        let timeline = ReplayTimeline(start: .nan, span: 0)
        #expect(timeline.start == 0 && timeline.span == 1)
        #expect(timeline.time(at: .nan) == 0)
        #expect(timeline.position(at: .infinity) == 0)
    }
}
