import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// A sent message and a reply move into the chat list, frame by frame on the motion clock:
/// keyboard up or down, 5 or 400 messages. At every 60 Hz frame the list is drawn where the
/// core's `MessageArrival` puts it (its numbers are worked out by hand in the core's tests);
/// here: no frame jumps. The message that was newest is where it was at the first frame, only
/// ever rises, by no more in a frame than the model's own step, and ends exactly the new
/// message's room higher; the new message ends where a list showing its newest message puts it.
final class MessageArrivalTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MotionContext.shared.captureTime = nil }
    }

    @MainActor
    private static func top(of bubble: MessageBubble, in page: ChatPage) -> Double {
        Double(ChatTest.bounds(bubble.root.widget, in: page).origin.y)
    }

    /// Films `arrive` (which appends one message) from motion time 1000 for 0.6 s; checks every
    /// frame; returns the new bubble's opacity at each frame.
    @MainActor
    @discardableResult
    private static func film(_ page: ChatPage, window: Widget, _ name: String, arrive: () -> Void) -> [Double] {
        let list = page.list
        XCTAssertTrue(list.isAtBottom, "\(name): the list shows its newest message")
        MotionContext.shared.captureTime = 1000
        XCTAssertTrue(MainLoop.paintNextFrame(of: window.widget))
        guard let previous = list.bubbles.last else { XCTFail("\(name): no message"); return [] }
        let before = top(of: previous, in: page)
        let count = list.bubbles.count
        arrive()
        XCTAssertEqual(list.bubbles.count, count + 1)
        guard let newest = list.bubbles.last else { return [] }
        var tops: [Double] = [], models: [Double] = [], opacities: [Double] = []
        for frame in 0...36 {
            let t = 1000 + Double(frame) / 60
            MotionContext.shared.captureTime = t
            XCTAssertTrue(MainLoop.paintNextFrame(of: window.widget), "\(name): frame \(frame) drawn")
            let model = list.arrival.shift(at: t)
            XCTAssertEqual(list.drawnNewestShift, model, accuracy: 0.5, "\(name): frame \(frame) drawn where the model says")
            tops.append(top(of: previous, in: page))
            models.append(model)
            opacities.append(gtk_widget_get_opacity(newest.root.widget))
        }
        let room = models[0]
        XCTAssertGreaterThan(room, 20, "\(name): the new message takes room")
        XCTAssertEqual(tops[0], before, accuracy: 0.5, "\(name): the first frame shows the list as it was")
        for frame in 1..<tops.count {
            let step = tops[frame - 1] - tops[frame], modelStep = models[frame - 1] - models[frame]
            XCTAssertGreaterThanOrEqual(step, -0.5, "\(name): frame \(frame): the list never moves down")
            XCTAssertLessThanOrEqual(step, modelStep + 1, "\(name): frame \(frame): no jump (\(step) px, the model \(modelStep))")
        }
        XCTAssertEqual(tops.last ?? 0, before - room, accuracy: 0.5, "\(name): ends the message's room higher")
        XCTAssertEqual(list.drawnNewestShift, 0, accuracy: 0.5, "\(name): the new message in place")
        XCTAssertTrue(list.isAtBottom, "\(name): showing the newest message")
        XCTAssertFalse(list.arrival.isRunning, "\(name): settled within 0.6 s")
        print("arrival \(name): room \(room) px, largest step \(zip(tops, tops.dropFirst()).map { $0 - $1 }.max() ?? 0) px")
        return opacities
    }

    func testMessagesMoveInWithoutAJump() {
        MainActor.assumeIsolated {
            for count in [5, 400] {
                for keyboardUp in [true, false] {
                    MotionContext.shared.captureTime = nil  // the keyboard runs on the real clock
                    let (window, page) = ChatTest.open(ChatTest.quietChat(messages: count), width: 360, height: 640)
                    defer { ChatTest.close(window) }
                    if keyboardUp {
                        _ = gtk_widget_grab_focus(page.bar.entry)
                        XCTAssertTrue(MainLoop.iterate(until: { page.keyboardHost.isVisible && !page.keyboardHost.isAnimating }))
                    }
                    MainLoop.drain()
                    let name = "\(count) messages, keyboard \(keyboardUp ? "up" : "down")"
                    let sent = Self.film(page, window: window, "sent, " + name) {
                        page.bar.draft = "On my way!"
                        page.bar.send()
                    }
                    XCTAssertTrue(sent.allSatisfy { $0 == 1 }, "a sent message is whole from its first frame")
                    let reply = Self.film(page, window: window, "reply, " + name) { page.receive("See you there.") }
                    XCTAssertEqual(reply.first ?? 1, 0, accuracy: 0.01, "a reply starts unseen")
                    XCTAssertEqual(reply.last ?? 0, 1, accuracy: 0.01, "and ends whole")
                    XCTAssertEqual(zip(reply, reply.dropFirst()).filter { $0 > $1 + 1e-9 }.count, 0, "it only ever fades in")
                }
            }
        }
    }

    /// Reduced motion: the message is in place at its first frame.
    func testReducedMotionPutsTheMessageInPlaceAtOnce() {
        MainActor.assumeIsolated {
            let (window, page) = ChatTest.open(ChatTest.quietChat(messages: 5), width: 360, height: 640)
            defer { ChatTest.close(window); MotionContext.shared.reducedMotionRequested = false }
            MotionContext.shared.reducedMotionRequested = true
            page.bar.draft = "On my way!"
            page.bar.send()
            XCTAssertFalse(page.list.arrival.isRunning)
            GtkTest.waitForFrames(window.widget, 2)
            XCTAssertEqual(page.list.drawnNewestShift, 0, accuracy: 0.5)
            XCTAssertTrue(page.list.isAtBottom)
        }
    }
}
