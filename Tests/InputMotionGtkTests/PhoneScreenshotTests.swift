import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Every page in a 360 × 640 window (a phone held upright), the keyboard up on Chat and
/// Poll: the message bar sits on the keyboard and the focused option clears it. With
/// INPUTMOTION_SCREENSHOTS=DIR set, each is also saved as DIR/phone-<page>.png, and the chat
/// page at 1280 × 800 as DIR/window.png (the README's pictures come from here).
final class PhoneScreenshotTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MotionContext.shared.reducedMotionRequested = false }
    }

    func testEveryPageAtPhoneSize() throws {
        try MainActor.assumeIsolated { try GtkTest.withoutAnimations {
            let directory = ProcessInfo.processInfo.environment["INPUTMOTION_SCREENSHOTS"]
            // The phone pictures and the wide chat (window.png) are the README's; the other
            // desktop ones (written only when INPUTMOTION_SCREENSHOTS_WIDE is set too) compare a
            // change's pixels before and after.
            let wide = ProcessInfo.processInfo.environment["INPUTMOTION_SCREENSHOTS_WIDE"] != nil
            let phone = DemoPage.allCases.map { (width: Int32(360), height: Int32(640), file: "phone-\($0.rawValue)", page: $0) }
            let desktop = DemoPage.allCases.filter { wide || ($0 == .chat && directory != nil) }
                .map { (width: Int32(1280), height: Int32(800), file: $0 == .chat ? "window" : "wide-\($0.rawValue)", page: $0) }
            for (width, height, file, page) in phone + desktop {
                let demo = AdaptiveWindowTests.open(page, width: width, height: height)
                defer { AdaptiveWindowTests.close(demo) }
                let window = demo.window.widget
                XCTAssertEqual(demo.isFolded, width < 600)
                switch page {
                case .chat:
                    let chat = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
                    gtk_editable_set_text(chat.bar.entry.asEditable, "See you at nine!")
                    _ = gtk_widget_grab_focus(chat.bar.entry)
                    gtk_editable_set_position(chat.bar.entry.asEditable, -1)
                    AdaptiveWindowTests.settle(demo)
                    let bar = try XCTUnwrap(AdaptiveWindowTests.bounds(chat.bar.root.widget, in: window))
                    let panel = try XCTUnwrap(AdaptiveWindowTests.bounds(chat.keyboardHost.panel.root.widget, in: window))
                    XCTAssertEqual(bar.origin.y + bar.size.height, panel.origin.y, accuracy: 0.5, "the bar sits on the keyboard")
                    XCTAssertEqual(panel.origin.y + panel.size.height, Float(height), accuracy: 0.5)
                case .poll:
                    let poll = try XCTUnwrap(demo.view(of: .poll) as? PollPage)
                    for _ in 0..<3 { poll.pressReturn(in: poll.rows.count - 1) }
                    poll.rows.last?.grabFocus()
                    AdaptiveWindowTests.settle(demo)
                    let field = try XCTUnwrap(AdaptiveWindowTests.bounds(try XCTUnwrap(poll.rows.last).root.widget, in: window))
                    let panel = try XCTUnwrap(AdaptiveWindowTests.bounds(poll.keyboardHost.panel.root.widget, in: window))
                    XCTAssertTrue(poll.keyboardHost.isVisible)
                    XCTAssertLessThanOrEqual(field.origin.y + field.size.height, panel.origin.y, "the focused option clears the keyboard")
                default:
                    break
                }
                guard let directory else { continue }
                AdaptiveWindowTests.settle(demo)
                let snapshot = try XCTUnwrap(WidgetSnapshot(of: window))
                XCTAssertNil(writePNG(snapshot.surface, to: "\(directory)/\(file).png"))
            }
        } }
    }
}
