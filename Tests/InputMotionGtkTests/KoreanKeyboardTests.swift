import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The on-screen keyboard's Korean layout typing into the chat's message entry. Expected
/// strings are written out by hand; underline ranges are UTF-8 byte offsets (every Hangul
/// syllable and compatibility jamo is three bytes).
final class KoreanKeyboardTests: XCTestCase {
    /// The byte ranges of the entry's underline attributes (the syllable being composed).
    @MainActor
    static func underlined(_ page: ChatPage) -> [Range<Int>] {
        guard let attributes = gtk_text_get_attributes(Gtk.Text(ChatTest.entryText(page)).c) else { return [] }
        var ranges: [Range<Int>] = []
        var list = pango_attr_list_get_attributes(attributes)
        defer { g_slist_free_full(list) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        while let node = list {
            if let attribute = node.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               attribute.pointee.klass.pointee.type == PANGO_ATTR_UNDERLINE {
                ranges.append(Int(attribute.pointee.start_index)..<Int(attribute.pointee.end_index))
            }
            list = node.pointee.next
        }
        return ranges
    }

    @MainActor
    static func type(_ keys: String, on page: ChatPage) {
        for key in keys { ChatTest.press(String(key), on: page) }
    }

    @MainActor
    static func openTyping(width: Int32 = 600, height: Int32 = 700) -> (Widget, ChatPage) {
        let (window, page) = ChatTest.open(width: width, height: height)
        _ = gtk_widget_grab_focus(page.bar.entry)
        ChatTest.settle(page)
        return (window, page)
    }

    func testKoreanTypedOnThePanelArrivesExactlyAsTyped() {
        MainActor.assumeIsolated {
            let (window, page) = Self.openTyping(width: 420, height: 720)
            defer { ChatTest.close(window) }
            let panel = page.keyboardHost.panel
            XCTAssertNotNil(panel.key(named: "Korean"), "the English layout offers Korean")
            ChatTest.press("Korean", on: page)
            XCTAssertNil(panel.key(named: "Korean"))
            XCTAssertNotNil(panel.key(named: "English"), "the Korean layout offers English")
            for jamo in ["ㅂ", "ㅈ", "ㄷ", "ㄱ", "ㅅ", "ㅛ", "ㅕ", "ㅑ", "ㅐ", "ㅔ", "ㅁ", "ㄴ", "ㅇ", "ㄹ", "ㅎ", "ㅗ", "ㅓ", "ㅏ", "ㅣ", "ㅋ", "ㅌ", "ㅊ", "ㅍ", "ㅠ", "ㅜ", "ㅡ"] {
                XCTAssertNotNil(panel.key(named: jamo), "a key named \(jamo)")
            }

            Self.type("ㅎㅏㄴㄱㅡㄹ", on: page)
            XCTAssertEqual(page.bar.draft, "한글")
            XCTAssertEqual(Self.underlined(page), [3..<6], "글 is being composed, underlined")
            ChatTest.press("Backspace", on: page)
            XCTAssertEqual(page.bar.draft, "한그", "Backspace takes one jamo")
            XCTAssertEqual(Self.underlined(page), [3..<6])
            ChatTest.press("ㄹ", on: page)
            ChatTest.press("Space", on: page)
            XCTAssertEqual(page.bar.draft, "한글 ")
            XCTAssertEqual(Self.underlined(page), [], "space commits")

            Self.type("ㄷㅏㄹㄱ", on: page)
            XCTAssertEqual(page.bar.draft, "한글 닭")
            XCTAssertEqual(Self.underlined(page), [7..<10])
            if let dir = ProcessInfo.processInfo.environment["INPUTMOTION_SCREENSHOTS"] {  // the README's picture
                GtkTest.waitForFrames(window.widget, 2)
                if let shot = WidgetSnapshot(of: window.widget) { _ = writePNG(shot.surface, to: "\(dir)/korean-composing.png") }
            }
            ChatTest.press("ㅣ", on: page)
            XCTAssertEqual(page.bar.draft, "한글 달기", "the double final splits")
            XCTAssertEqual(Self.underlined(page), [10..<13])
            ChatTest.press("Space", on: page)
            ChatTest.press("Shift", on: page)
            XCTAssertNotNil(panel.key(named: "ㅆ"), "shift shows the double consonants")
            ChatTest.press("ㅆ", on: page)
            ChatTest.press("ㅏ", on: page)
            XCTAssertEqual(page.bar.draft, "한글 달기 싸")

            let count = page.list.bubbles.count
            ChatTest.press("Return", on: page)
            GtkTest.waitForFrames(window.widget, 2)
            XCTAssertEqual(page.list.bubbles.count, count + 1, "sent once")
            XCTAssertEqual(page.list.bubbles.last?.text, "한글 달기 싸", "arrives exactly as typed")
            XCTAssertEqual(page.bar.draft, "")
            XCTAssertEqual(Self.underlined(page), [])
        }
    }

    func testLayoutSwitchFocusChangeAndPunctuationCommit() {
        MainActor.assumeIsolated {
            let (window, page) = Self.openTyping()
            defer { ChatTest.close(window) }
            ChatTest.press("Korean", on: page)
            Self.type("ㅎㅏ", on: page)
            XCTAssertEqual(Self.underlined(page), [0..<3])
            ChatTest.press("English", on: page)
            XCTAssertEqual(page.bar.draft, "하")
            XCTAssertEqual(Self.underlined(page), [], "the layout switch commits")
            ChatTest.press("Korean", on: page)
            ChatTest.press("ㄴ", on: page)
            XCTAssertEqual(page.bar.draft, "하ㄴ", "a committed syllable takes no final")

            // A click on a key (what the host's capture-phase click sees first) keeps composing;
            // a click in the page commits.
            let key = page.keyboardHost.panel.key(named: "ㅏ")!
            var bounds = ChatTest.bounds(key, in: page)
            page.keyboardHost.clicked(x: Double(bounds.origin.x + bounds.size.width / 2), y: Double(bounds.origin.y + bounds.size.height / 2))
            XCTAssertEqual(Self.underlined(page), [3..<6], "clicking a key does not commit")
            ChatTest.press("ㅏ", on: page)
            XCTAssertEqual(page.bar.draft, "하나")
            bounds = ChatTest.bounds(page.list.root.widget, in: page)
            page.keyboardHost.clicked(x: Double(bounds.origin.x + 20), y: Double(bounds.origin.y + 20))
            XCTAssertEqual(Self.underlined(page), [], "a click in the page commits")
            XCTAssertEqual(page.bar.draft, "하나")
            ChatTest.press("ㅣ", on: page)
            XCTAssertEqual(page.bar.draft, "하나ㅣ")
            ChatTest.press("Backspace", on: page)
            ChatTest.press("ㄴ", on: page)
            ChatTest.press("ㅏ", on: page)
            XCTAssertEqual(page.bar.draft, "하나나")
            ChatTest.press("Backspace", on: page)
            ChatTest.press("Backspace", on: page)
            XCTAssertEqual(page.bar.draft, "하나")
            _ = gtk_widget_grab_focus(page.backButton)
            XCTAssertEqual(Self.underlined(page), [], "focus leaving commits")
            _ = gtk_widget_grab_focus(page.bar.entry)
            gtk_editable_set_position(page.bar.entry.asEditable, -1)
            ChatTest.settle(page)
            XCTAssertEqual(page.keyboardHost.panel.key(named: "English") != nil, true, "the language is kept")
            ChatTest.press("ㅣ", on: page)
            XCTAssertEqual(page.bar.draft, "하나ㅣ")
            ChatTest.press(",", on: page)
            XCTAssertEqual(page.bar.draft, "하나ㅣ,")
            XCTAssertEqual(Self.underlined(page), [], "a key that is not a jamo commits")

            // A physical key pressed in the field commits first (the host's capture-phase
            // key handler; the key itself then goes on to the field).
            ChatTest.press("ㄱ", on: page)
            XCTAssertEqual(Self.underlined(page), [10..<13])
            XCTAssertFalse(page.keyboardHost.handleKeyPress(keyval: guint(GDK_KEY_a), state: GdkModifierType(0)))
            XCTAssertEqual(Self.underlined(page), [], "a physical key commits")
            XCTAssertEqual(page.bar.draft, "하나ㅣ,ㄱ")
        }
    }
}
