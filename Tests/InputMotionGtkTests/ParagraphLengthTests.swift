import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The placeholder view never takes a paragraph too long to lay out without freezing the
/// window (500,000 characters, `ParagraphLengthLimit`): a paste making one is refused and the
/// clipboard keeps it, a key past the limit is refused, a saved one is shown broken into
/// lines; each time the page says so, and screen readers hear it.
final class ParagraphLengthTests: XCTestCase {
    /// The placeholder page, `state` restored as at start-up (by a keeper that saves nothing).
    @MainActor
    private static func open(_ state: SavedState = SavedState()) -> (DemoWindow, PlaceholderTextPage) {
        GtkTest.setUp()
        let demo = DemoWindow(options: DemoOptions(page: .placeholder), state: state)
        keeper = StateKeeper(path: nil)
        keeper?.attach(to: demo, state: state, restoresPage: false)
        GtkTest.show(demo.window.widget)
        let page = demo.view(of: .placeholder) as! PlaceholderTextPage
        page.focusFirst()
        return (demo, page)
    }

    @MainActor private static var keeper: StateKeeper?

    @MainActor
    private static func noticeText(_ page: PlaceholderTextPage) -> String? {
        gtk_widget_get_visible(page.lengthNotice) == 0 ? nil : String(cString: gtk_label_get_text(page.lengthNotice.asLabel))
    }

    func testAPasteMakingAParagraphTooLongIsRefusedAndTheClipboardKeepsIt() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            im_signal_emit_string(UnsafeMutableRawPointer(page.textView.textView), "insert-at-cursor", "Hi ")
            let pasted = String(repeating: "a", count: 600_000)
            let clipboard = gtk_widget_get_clipboard(page.textView.textView)
            gdk_clipboard_set_text(clipboard, pasted)
            im_signal_emit_simple(UnsafeMutableRawPointer(page.textView.textView), "paste-clipboard")
            XCTAssertTrue(MainLoop.iterate(until: { Self.noticeText(page) != nil }), "the page says why")
            // "Hi " and the paste would be one paragraph of 3 + 600,000 characters.
            let told = "Not added: that would make a paragraph of 600,003 characters, and this view holds at most 500,000 in one paragraph (longer ones freeze the window). A paste stays on the clipboard: break it into lines, then paste again."
            XCTAssertEqual(Self.noticeText(page), told)
            XCTAssertEqual(page.textView.text, "Hi ", "nothing of it went in")
            XCTAssertTrue(Self.text(of: clipboard) == pasted, "the clipboard still has it")
            var state = SavedState()
            page.save(into: &state)
            XCTAssertEqual(state.placeholderText, "Hi ", "what was typed is saved")
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == told }), "heard: \(Announcer.lastText ?? "nothing")")
            // The same text in lines of 1,000 goes in, and the notice goes.
            let lines = (0..<600).map { _ in String(repeating: "a", count: 999) }.joined(separator: "\n")
            gdk_clipboard_set_text(clipboard, lines)
            im_signal_emit_simple(UnsafeMutableRawPointer(page.textView.textView), "paste-clipboard")
            XCTAssertTrue(MainLoop.iterate(until: { page.textView.text == "Hi " + lines }), "pasted")
            XCTAssertNil(Self.noticeText(page))
        }
    }

    func testAKeyPastTheLimitIsRefusedAndALineBreakIsNot() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            // A paragraph at the limit, in words (one 500,000-letter word costs Pango seconds).
            let full = String(String(repeating: "cab ", count: 125_000).prefix(500_000))
            page.textView.text = full
            let buffer = gtk_text_view_get_buffer(page.textView.textView.asTextView)
            var end = GtkTextIter()
            gtk_text_buffer_get_end_iter(buffer, &end)
            gtk_text_buffer_place_cursor(buffer, &end)
            im_signal_emit_string(UnsafeMutableRawPointer(page.textView.textView), "insert-at-cursor", "x")
            XCTAssertEqual(gtk_text_buffer_get_char_count(buffer), 500_000, "the key is refused")
            XCTAssertEqual(Self.noticeText(page)?.hasPrefix("Not added: that would make a paragraph of 500,001 characters"), true)
            im_signal_emit_string(UnsafeMutableRawPointer(page.textView.textView), "insert-at-cursor", "\n")
            im_signal_emit_string(UnsafeMutableRawPointer(page.textView.textView), "insert-at-cursor", "x")
            XCTAssertTrue(page.textView.text == full + "\nx", "a new line takes them")
            XCTAssertNil(Self.noticeText(page), "and the notice goes")
        }
    }

    func testBackspaceJoiningTwoLongLinesPastTheLimitIsRefused() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            // Two lines of 300,000 characters: joined, 600,000.
            let line = String(String(repeating: "cab ", count: 75_000).prefix(300_000))
            page.textView.text = line + "\n" + line
            let buffer = gtk_text_view_get_buffer(page.textView.textView.asTextView)
            var second = GtkTextIter()
            gtk_text_buffer_get_iter_at_line(buffer, &second, 1)
            gtk_text_buffer_place_cursor(buffer, &second)
            im_signal_emit_backspace(page.textView.textView)
            XCTAssertTrue(page.textView.text == line + "\n" + line, "both lines as they were")
            XCTAssertEqual(Self.noticeText(page), "Not removed: that would join lines into a paragraph of 600,000 characters, and this view holds at most 500,000 in one paragraph (longer ones freeze the window).")
            // Backspace within a line still deletes (the notice goes).
            gtk_text_buffer_get_end_iter(buffer, &second)
            gtk_text_buffer_place_cursor(buffer, &second)
            im_signal_emit_backspace(page.textView.textView)
            XCTAssertEqual(gtk_text_buffer_get_char_count(buffer), 600_000)
            XCTAssertNil(Self.noticeText(page))
        }
    }

    func testASavedParagraphTooLongIsShownBrokenIntoLinesWithNothingLost() {
        MainActor.assumeIsolated {
            // 600,000 characters of "garden " (7 each, a space every 7th), past the 500,000
            // limit: broken into lines of at most 100,000, each after the last space at or
            // before it, 7 × 14,285 = 99,995 characters; 6 such lines make 599,970, leaving 30.
            let saved = String(String(repeating: "garden ", count: 85_715).prefix(600_000))
            let (demo, page) = Self.open(SavedState(page: .placeholder, placeholderText: saved))
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let shown = page.textView.text
            XCTAssertEqual(shown.split(separator: "\n").map(\.count), Array(repeating: 99_995, count: 6) + [30])
            XCTAssertTrue(shown.replacingOccurrences(of: "\n", with: "") == saved, "no character removed")
            var state = SavedState()
            page.save(into: &state)
            XCTAssertTrue(state.placeholderText == shown, "saved as shown")
            let told = "A saved paragraph was longer than the 500,000 characters this view lays out without freezing: it is shown broken into lines of at most 100,000. No character was removed."
            XCTAssertEqual(Self.noticeText(page), told)
            XCTAssertTrue(MainLoop.iterate(until: { Announcer.lastText == told }), "heard: \(Announcer.lastText ?? "nothing")")
        }
    }

    /// The clipboard's text, read as a paste reads it.
    @MainActor
    private static func text(of clipboard: OpaquePointer?) -> String? {
        final class Result { var text: String?; var done = false }
        let result = Result()
        let context = Unmanaged.passRetained(result).toOpaque()
        gdk_clipboard_read_text_async(clipboard, nil, { source, answer, data in
            guard let data else { return }
            let result = Unmanaged<Result>.fromOpaque(data).takeRetainedValue()
            if let chars = gdk_clipboard_read_text_finish(OpaquePointer(source), answer, nil) {
                result.text = String(cString: chars)
                g_free(chars)
            }
            result.done = true
        }, context)
        MainLoop.iterate(until: { result.done })
        return result.text
    }
}
