import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// What a screen reader reads, over AT-SPI.
final class AccessibilityTests: XCTestCase {
    func testFieldsAreNamedByTheirLabelsAndTheTextViewHasItsPlaceholder() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .floating))
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            // A hidden stack page is not for screen readers (newer GTK does not expose it): each
            // page is read while it shows.
            var lines = try Accessibility.dump()
            demo.show(page: .placeholder)
            MainLoop.iterate(until: { !demo.isSwitchingPages })
            lines += try Accessibility.dump()
            XCTAssertFalse(lines.isEmpty, "AT-SPI answered")
            let (entries, passwords) = (lines.filter { $0.hasPrefix("text|") }, lines.filter { $0.hasPrefix("password text|") })
            XCTAssertTrue(entries.contains { $0.hasPrefix("text|Name||") }, "\(entries)")
            XCTAssertTrue(entries.contains { $0.hasPrefix("text|City|Lisbon|") }, "\(entries)")
            XCTAssertTrue(entries.contains { $0.hasPrefix("text|Name as it should appear on your badge||") })
            XCTAssertTrue(passwords.contains { $0.hasPrefix("password text|Password|") }, "\(passwords)")
            let textView = entries.first { $0.hasPrefix("text|Value|") }
            XCTAssertNotNil(textView)
            XCTAssertTrue(textView?.contains("placeholder-text:Enter a value") ?? false, textView ?? "")
            // The floating labels themselves are presentation only: not read a second time.
            XCTAssertFalse(lines.contains { $0.hasPrefix("label|Name|") })
        }
    }
}
