import Testing
import InputMotionCore

@Suite struct MessageArrivalTests {
    /// A linear 0.2 s curve, so every value is worked out by hand: a 34 px bubble takes
    /// 34 + 6 = 40 px of room; at 0.05 s a quarter of the way, the list is drawn 30 px low.
    @Test func theListSlidesUpByTheMessagesRoom() {
        let arrival = MessageArrival(kind: .sent, height: 34, timing: .curve(.linear, duration: 0.2), at: 10)
        #expect(arrival.distance == 40)
        #expect(abs(arrival.listShift(at: 10) - 40) < 1e-9)       // the first frame: the list as it was
        #expect(abs(arrival.listShift(at: 10.05) - 30) < 1e-9)
        #expect(abs(arrival.listShift(at: 10.1) - 20) < 1e-9)
        #expect(abs(arrival.listShift(at: 10.2)) < 1e-9)          // the last: the list as it stays
        #expect(abs(arrival.listShift(at: 11)) < 1e-9)
        #expect(arrival.opacity(at: 10) == 1, "a sent message is whole from the start")
        #expect(!arrival.isSettled(at: 10.1))
        #expect(arrival.isSettled(at: 10.2))
    }

    @Test func aReplyFadesInAsItRises() {
        let arrival = MessageArrival(kind: .received, height: 54, timing: .curve(.linear, duration: 0.4), at: 0)
        // 54 + 6 = 60 px of room; at 0.1 s a quarter of the way: 45 px low, a quarter opaque.
        #expect(abs(arrival.listShift(at: 0.1) - 45) < 1e-9)
        #expect(abs(arrival.opacity(at: 0.1) - 0.25) < 1e-9)
        #expect(arrival.opacity(at: 0) == 0)
        #expect(arrival.opacity(at: 0.4) == 1)
    }

    @Test func reducedMotionPutsTheMessageInPlaceAtOnce() {
        let arrival = MessageArrival(kind: .received, height: 34, timing: .curve(.linear, duration: 0.2), at: 3,
                                     environment: MotionEnvironment(reducedMotion: true))
        #expect(arrival.listShift(at: 3) == 0)
        #expect(arrival.opacity(at: 3) == 1)
        #expect(arrival.isSettled(at: 3))
    }

    /// A curve tuned to overshoot (y up to 1.6) or to start backwards (y down to −0.6) never
    /// lifts the list off the bar nor pushes the old messages down: the shift stays in 0...40.
    @Test func theShiftStaysBetweenNothingAndTheWholeRoom() {
        for curve in [CubicBezier(0.3, 1.6, 0.7, 1.6), CubicBezier(0.3, -0.6, 0.7, -0.6)] {
            let arrival = MessageArrival(kind: .sent, height: 34, timing: .curve(curve, duration: 0.2), at: 0)
            for step in 0...40 {
                let shift = arrival.listShift(at: Double(step) * 0.005)
                #expect(shift >= 0 && shift <= 40, "\(curve) at \(Double(step) * 0.005) s: \(shift)")
            }
        }
    }

    /// The seed's motions: a sent message on the keyboard's curve over 0.3 s, a reply on a
    /// critically damped 0.45 s spring (no overshoot); each only ever moves up, from the whole
    /// room at its start to none at its duration (the spring within 0.001 of the distance
    /// there, UIKit's settling rule).
    @Test func theSeedMotionsRiseSteadilyAndEndOnTime() {
        for (kind, timing, duration) in [(MessageArrival.Kind.sent, MotionCatalog.seed.messageSend, 0.3),
                                         (.received, MotionCatalog.seed.messageReply, 0.45)] {
            let arrival = MessageArrival(kind: kind, height: 34, timing: timing, at: 0)
            #expect(abs(arrival.listShift(at: 0) - 40) < 1e-9)
            var last = 40.0
            for frame in 1...Int(duration * 60) {
                let shift = arrival.listShift(at: Double(frame) / 60)
                #expect(shift <= last + 1e-9, "\(kind) never moves back down (frame \(frame))")
                last = shift
            }
            #expect(arrival.listShift(at: duration) < 40 * 0.001 + 1e-9, "\(kind) in place at \(duration) s")
        }
    }
}
