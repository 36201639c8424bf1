import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The phone's own keyboard, on Phosh's stack: phoc and squeekboard, with the screen keyboard
/// setting on. `meson-helpers/test-phone` runs these (it starts phoc in an Xvfb of its own and
/// squeekboard on the run's session bus, and names the stack in INPUTMOTION_PHONE); without it
/// they are skipped, saying so.
///
/// squeekboard comes up when a text field takes focus (text-input-v3) and phoc then makes the
/// maximized window shorter by the keyboard's height, in one configure: the window's new bottom
/// edge is the keyboard's top edge. So "on the keyboard's edge" is "at the page's bottom, as
/// far from it as with no keyboard", and each frame is checked against that.
final class PhoneKeyboardTests: XCTestCase {
    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["INPUTMOTION_PHONE"] != nil else {
            throw XCTSkip("needs phoc and squeekboard: meson-helpers/test-phone runs these")
        }
    }

    /// One frame of the chat: the window's height, the bar's gap to the page's bottom edge,
    /// whether the newest message is in view, and whether the emulated keyboard is up.
    private struct ChatFrame {
        let windowHeight: Int32
        let barGap: Double
        let newestHidden: Double
        let emulatedUp: Bool
    }

    @MainActor
    private static func chatFrame(_ window: Widget, _ page: ChatPage) -> ChatFrame {
        let bar = ChatTest.bounds(page.bar.root.widget, in: page)
        let list = ChatTest.bounds(page.list.frame.widget, in: page)
        let newest = page.list.bubbles.last.map { ChatTest.bounds($0.root.widget, in: page) }
        let newestBottom = newest.map { Double($0.origin.y + $0.size.height) } ?? 0
        return ChatFrame(windowHeight: gtk_widget_get_height(window.widget),
                         barGap: ChatTest.pageHeight(page) - Double(bar.origin.y + bar.size.height),
                         newestHidden: max(0, newestBottom - Double(list.origin.y + list.size.height)),
                         emulatedUp: page.keyboardHost.isVisible || ChatTest.panelTop(page) != nil)
    }

    /// Samples every drawn frame until the window's height has changed and then stayed for
    /// 30 frames (the compositor's configure, then the page at rest).
    @MainActor
    private static func framesThroughResize<Sample>(of window: Widget, from height: Int32, _ sample: @escaping @MainActor () -> Sample)
        -> (samples: [(height: Int32, sample: Sample)], resized: Bool) {
        var samples: [(height: Int32, sample: Sample)] = []
        var stableFrames = 0
        let done = GtkTest.eachFrame(of: window.widget, maxFrames: 900) { _ in
            let now = gtk_widget_get_height(window.widget)
            samples.append((now, sample()))
            if now != height { stableFrames = samples.count > 1 && samples[samples.count - 2].height == now ? stableFrames + 1 : 0 }
            // Keep frames coming while waiting for the compositor.
            gtk_widget_queue_draw(window.widget)
            return stableFrames >= 30
        }
        return (samples, done)
    }

    /// The output's height (phoc's output is 360 × 720, the window maximized on it).
    private static let outputHeight: Int32 = 720

    /// Waits, frame by frame, until the window has been the output's full height for 30 frames.
    @MainActor
    private static func fullHeightForThirtyFrames(_ window: Widget) -> Bool {
        var frames = 0
        return GtkTest.eachFrame(of: window.widget, maxFrames: 900) { _ in
            frames = gtk_widget_get_height(window.widget) == outputHeight ? frames + 1 : 0
            gtk_widget_queue_draw(window.widget)
            return frames >= 30
        }
    }

    /// Focus in the message entry brings up squeekboard and not the emulated keyboard; the
    /// window shrinks, and from the first frame at the new size the bar sits on the
    /// keyboard's edge (as far from the page's bottom as before, within 0.5 px) and the newest
    /// message is in view. Focus leaving the entry puts squeekboard away, and the bar is back
    /// at the bottom the same way. The header button still brings the emulated keyboard up.
    func testOneKeyboardAndTheBarOnItsEdgeAtEveryFrame() {
        MainActor.assumeIsolated {
            XCTAssertEqual(PlatformKeyboard.shared.provider, .platform, "the run turned the screen keyboard setting on")
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .chat))
            let window = demo.window
            defer { ChatTest.close(window) }
            gtk_window_set_default_size(window.widget.asWindow, 360, 720)
            GtkTest.show(window.widget)
            guard let page = demo.view(of: .chat) as? ChatPage else { return XCTFail("no chat page") }
            // Presenting the window may focus the message entry for a moment (GTK focuses the
            // first focusable widget before the page moves focus to its first control), and
            // squeekboard may still be on its way up or down: start from focus off the fields and
            // the window at the output's full height for 30 frames on end.
            _ = gtk_widget_grab_focus(page.backButton)
            XCTAssertTrue(Self.fullHeightForThirtyFrames(window), "squeekboard down, the window at the output's height")
            let start = Self.chatFrame(window, page)
            XCTAssertFalse(start.emulatedUp)
            let fullHeight = start.windowHeight

            _ = gtk_widget_grab_focus(page.bar.entry)
            let up = Self.framesThroughResize(of: window, from: fullHeight) { Self.chatFrame(window, page) }
            XCTAssertTrue(up.resized, "squeekboard came up and phoc made the window shorter (heights seen: \(Set(up.samples.map(\.height)).sorted()))")
            // The record the closing notes quote: the bar's gap to the page's bottom, frame by frame.
            for (index, frame) in up.samples.enumerated() where index < 12 {
                print("phone chat frame \(index): window \(frame.height) px, bar \(frame.sample.barGap) px above the bottom edge, newest message hidden \(frame.sample.newestHidden) px, emulated keyboard \(frame.sample.emulatedUp ? "up" : "down")")
            }
            guard let shorter = up.samples.last?.height else { return }
            XCTAssertLessThan(shorter, fullHeight)
            for (index, frame) in up.samples.enumerated() {
                XCTAssertFalse(frame.sample.emulatedUp, "frame \(index): only the phone's keyboard")
                guard frame.height == shorter else { continue }
                XCTAssertEqual(frame.sample.barGap, start.barGap, accuracy: 0.5, "frame \(index) at the new size: the bar on the keyboard's edge")
                XCTAssertEqual(frame.sample.newestHidden, 0, accuracy: 0.5, "frame \(index): the newest message in view")
            }
            Self.shoot("phosh-chat.png")

            // The button still shows the emulated keyboard, on demand, with focus on its keys:
            // squeekboard, which serves the focused field, goes, and the window grows back.
            page.keyboardHost.toggle()
            let swap = Self.framesThroughResize(of: window, from: shorter) { page.keyboardHost.isVisible }
            XCTAssertTrue(swap.resized, "squeekboard went away for the emulated keyboard")
            XCTAssertEqual(swap.samples.last?.height, fullHeight)
            XCTAssertTrue(page.keyboardHost.isVisible, "the header button brings the emulated keyboard up")
            // Escape puts it away and focus back in the field: squeekboard again, alone.
            XCTAssertTrue(page.keyboardHost.handleKeyPress(keyval: guint(GDK_KEY_Escape), state: GdkModifierType(rawValue: 0)))
            let back = Self.framesThroughResize(of: window, from: fullHeight) { page.keyboardHost.isVisible }
            XCTAssertTrue(back.resized, "squeekboard came back for the field")
            XCTAssertEqual(back.samples.last?.height, shorter)
            XCTAssertEqual(ChatTest.focus(of: page), ChatTest.entryText(page))
            XCTAssertFalse(page.keyboardHost.isVisible, "the emulated keyboard gave way")

            // Focus leaving the entry: squeekboard goes, the window grows back.
            _ = gtk_widget_grab_focus(page.backButton)
            let down = Self.framesThroughResize(of: window, from: shorter) { Self.chatFrame(window, page) }
            XCTAssertTrue(down.resized, "squeekboard went away and the window grew back")
            XCTAssertEqual(down.samples.last?.height, fullHeight)
            for (index, frame) in down.samples.enumerated() where frame.height == fullHeight {
                XCTAssertFalse(frame.sample.emulatedUp)
                XCTAssertEqual(frame.sample.barGap, start.barGap, accuracy: 0.5, "frame \(index): the bar back at the bottom")
                XCTAssertEqual(frame.sample.newestHidden, 0, accuracy: 0.5, "frame \(index): the newest message still in view")
            }
        }
    }

    /// The poll at start focuses its first option: one keyboard only. Then Option 8 takes
    /// focus and squeekboard's resize leaves it at least 10 px above the keyboard's edge (the
    /// page's new bottom) from the first frame at the new size on.
    func testThePollsFocusedOptionStaysAboveThePhonesKeyboard() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .poll))
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            gtk_window_set_default_size(demo.window.widget.asWindow, 360, 720)
            GtkTest.show(demo.window.widget)
            guard let page = demo.view(of: .poll) as? PollPage else { return XCTFail("no poll page") }
            for index in 0..<7 { page.pressReturn(in: index) }  // eight options, focus in the last
            let window = demo.window
            let before = gtk_widget_get_height(window.widget)
            let option = { @MainActor () -> (gap: Double, emulatedUp: Bool) in
                guard let row = page.rows.last else { return (0, true) }
                var rect = graphene_rect_t()
                _ = gtk_widget_compute_bounds(row.entry, page.root.widget, &rect)
                let pageHeight = Double(gtk_widget_get_height(page.root.widget))
                return (pageHeight - Double(rect.origin.y + rect.size.height), page.keyboardHost.isVisible)
            }
            // Focus was in a field from the start: squeekboard may be up already.
            let run = Self.framesThroughResize(of: window, from: before, option)
            let final = run.samples.last?.height ?? before
            XCTAssertLessThan(final, 720, "squeekboard is up and the window shorter")
            for (index, frame) in run.samples.enumerated() {
                XCTAssertFalse(frame.sample.emulatedUp, "frame \(index): only the phone's keyboard")
                guard frame.height == final else { continue }
                XCTAssertGreaterThanOrEqual(frame.sample.gap, 10 - 0.5, "frame \(index): the focused option 10 px above the keyboard")
            }
            Self.shoot("phosh-poll.png")
        }
    }

    /// The whole screen, squeekboard included, into INPUTMOTION_PHONE_SHOTS (if given).
    @MainActor
    private static func shoot(_ name: String) {
        guard let folder = ProcessInfo.processInfo.environment["INPUTMOTION_PHONE_SHOTS"], !folder.isEmpty else { return }
        MainLoop.drain()
        _ = AppTest.run("/usr/bin/grim", ["\(folder)/\(name)"])
    }
}
