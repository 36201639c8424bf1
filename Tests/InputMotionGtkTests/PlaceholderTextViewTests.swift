import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

final class PlaceholderTextViewTests: XCTestCase {
    /// A placeholder view ("Enter a value") alone in a shown 420 × 220 window.
    @MainActor
    static func openInWindow() -> (Widget, PlaceholderTextView) {
        GtkTest.setUp()
        let view = PlaceholderTextView(placeholder: "Enter a value", accessibleName: "Value")
        let window = Widget(gtk_window_new())
        gtk_window_set_default_size(window.widget.asWindow, 420, 220)
        gtk_window_set_child(window.widget.asWindow, view.root.widget)
        GtkTest.show(window.widget)
        return (window, view)
    }

    @MainActor
    private static func placeholderBounds(_ view: PlaceholderTextView) -> graphene_rect_t {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(view.placeholderLabel, view.root.widget, &rect), 0)
        return rect
    }

    func testPlaceholderShowsExactlyWhileEmptyAsTheUserTypes() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .placeholder))
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let view = (demo.view(of: .placeholder) as! PlaceholderTextPage).textView
            XCTAssertEqual(String(cString: gtk_label_get_text(view.placeholderLabel.asLabel)), "Enter a value")
            XCTAssertNotEqual(gtk_widget_has_focus(view.textView), 0, "the page focuses the text view")
            XCTAssertTrue(view.isPlaceholderShown, "still shown while focused and empty")

            // What typing does: the text view's insert-at-cursor keybinding signal.
            im_signal_emit_string(UnsafeMutableRawPointer(view.textView), "insert-at-cursor", "H")
            XCTAssertEqual(view.text, "H")
            XCTAssertFalse(view.isPlaceholderShown, "hidden on the first character")
            im_signal_emit_string(UnsafeMutableRawPointer(view.textView), "insert-at-cursor", "i")
            XCTAssertFalse(view.isPlaceholderShown)

            // Backspace twice: empty again, the placeholder returns.
            for _ in 0..<2 { im_signal_emit_backspace(view.textView) }
            XCTAssertEqual(view.text, "")
            XCTAssertTrue(view.isPlaceholderShown, "back when the text is deleted")
        }
    }

    /// Scrolled text stays inside the view's border: at every scroll offset through a line's
    /// height, the border's top and bottom rows are the border's colour over the text's columns
    /// just as they are beside the text (where no line reaches).
    func testScrolledTextNeverDrawsOverTheBorder() {
        MainActor.assumeIsolated {
            let (window, view) = Self.openInWindow()
            defer { gtk_window_destroy(window.widget.asWindow); MainLoop.drain() }
            view.text = (1...40).map { "Row \($0): Mg jq ÉÅ gyp, long enough to cross" }.joined(separator: "\n")
            GtkTest.waitForFrames(window.widget, 2)
            let adjustment = gtk_scrollable_get_vadjustment(OpaquePointer(view.textView))
            let width = Int(gtk_widget_get_width(view.root.widget)), height = Int(gtk_widget_get_height(view.root.widget))
            let textColumns = Int(PlaceholderTextView.insets.left)..<(width - Int(PlaceholderTextView.insets.right))
            let besideText = Int(PlaceholderTextView.insets.left) - 4  // past the 14 px corner, before the text
            for offset in 20..<44 {
                gtk_adjustment_set_value(adjustment, Double(offset))
                GtkTest.waitForFrames(window.widget, 1)
                guard let shot = WidgetSnapshot(of: view.root.widget) else { return XCTFail("no drawing") }
                for y in [0, height - 1] {
                    let border = InputMethodTest.pixel(shot, besideText, y)
                    let marked = textColumns.filter { InputMethodTest.pixel(shot, $0, y) != border }
                    XCTAssertEqual(marked, [], "scrolled \(offset) px: text drawn over the border at y \(y)")
                }
            }
        }
    }

    /// 400,000 characters in one paragraph are wider than Pango's widest line (2³¹ − 1
    /// Pango units: some 2.1 million px, over 300,000 characters at any font this view
    /// uses): the page says so, and that the text is kept. The same text in 600-character
    /// paragraphs, or 100,000 characters in one, wraps: no notice.
    func testAParagraphTooLongToWrapIsExplained() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .placeholder))
            GtkTest.show(demo.window.widget)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let page = demo.view(of: .placeholder) as! PlaceholderTextPage
            XCTAssertEqual(gtk_widget_get_visible(page.wrapNotice), 0)
            let long = String(repeating: "garden ", count: 57_143).prefix(400_000)
            page.textView.text = String(long)
            XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_get_visible(page.wrapNotice) != 0 }))
            XCTAssertEqual(String(cString: gtk_label_get_text(page.wrapNotice.asLabel)),
                           "A paragraph of 400,000 characters is too long to wrap, so it shows on one line, cut off at the edge. It is kept whole and saved.")
            XCTAssertEqual(page.textView.text.count, 400_000, "kept whole")
            var paragraphs = ""
            for index in 0..<667 { paragraphs += String(repeating: "b", count: 599) + (index < 666 ? "\n" : "") }
            page.textView.text = paragraphs
            XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_get_visible(page.wrapNotice) == 0 }))
            page.textView.text = String(long)
            XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_get_visible(page.wrapNotice) != 0 }))
            // A paragraph of 100,000 characters, a third of the limit, in words: one 100,000-letter
            // word would say the same but costs Pango seconds to break into lines.
            page.textView.text = String(String(repeating: "cab ", count: 25_000).prefix(100_000))
            XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_get_visible(page.wrapNotice) == 0 }))
            MainLoop.drain()
            XCTAssertEqual(gtk_widget_get_visible(page.wrapNotice), 0)
        }
    }

    func testPlaceholderKeepsTheTextInsetsWhenResizedAndTakesNoInput() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let view = PlaceholderTextView(placeholder: "Enter a value that is long enough to wrap onto a second line when narrow", accessibleName: "Value")
            let window = Widget(gtk_window_new())
            gtk_window_set_child(window.widget.asWindow, view.root.widget)
            gtk_widget_set_size_request(view.root.widget, 500, 200)
            GtkTest.show(window.widget)
            defer { gtk_window_destroy(window.widget.asWindow); MainLoop.drain() }

            // The seed's insets: 30 top, 24 left and right.
            var rect = Self.placeholderBounds(view)
            XCTAssertEqual(Double(rect.origin.x), 24)
            XCTAssertEqual(Double(rect.origin.y), 30)
            XCTAssertEqual(Double(rect.size.width), 500 - 48)
            let wideLines = pango_layout_get_line_count(gtk_label_get_layout(view.placeholderLabel.asLabel))

            gtk_widget_set_size_request(view.root.widget, 250, 200)
            gtk_window_set_default_size(window.widget.asWindow, 250, 200)
            GtkTest.waitForFrames(window.widget, 2)
            rect = Self.placeholderBounds(view)
            XCTAssertEqual(Double(rect.origin.x), 24)
            XCTAssertEqual(Double(rect.origin.y), 30)
            XCTAssertEqual(Double(rect.size.width), Double(gtk_widget_get_width(view.root.widget)) - 48)
            let narrowLines = pango_layout_get_line_count(gtk_label_get_layout(view.placeholderLabel.asLabel))
            XCTAssertGreaterThan(narrowLines, wideLines, "wraps like the text")

            // Drawn under the text (first child), and never a target for focus or pointer.
            XCTAssertEqual(gtk_widget_get_first_child(view.root.widget), view.placeholderLabel)
            XCTAssertEqual(gtk_widget_get_can_focus(view.placeholderLabel), 0)
            XCTAssertEqual(gtk_widget_get_can_target(view.placeholderLabel), 0)
        }
    }
}

/// GtkTextView::backspace, the keybinding signal the Backspace key emits.
@MainActor
func im_signal_emit_backspace(_ widget: UnsafeMutablePointer<GtkWidget>) {
    im_signal_emit_simple(UnsafeMutableRawPointer(widget), "backspace")
}
