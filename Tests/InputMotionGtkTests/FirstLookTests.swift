import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// What a newcomer sees first: every page opens with its intro, the chat's Stop typing control
/// is never under the window's back button, the chat's list is no Tab stop of its own, the
/// app's icon is found from the build tree, and controls and headings use GNOME's header
/// capitalization.
final class FirstLookTests: XCTestCase {
    @MainActor
    static func widgets(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            found.append(current)
            found += widgets(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    @MainActor
    static func isDrawn(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool { gtk_widget_is_drawable(widget) != 0 }

    @MainActor
    static func text(_ label: UnsafeMutablePointer<GtkWidget>) -> String { String(cString: gtk_label_get_text(label.asLabel)) }

    /// Each page, once shown, has one intro above it: its `DemoPage.intro`, drawn, on the page.
    func testEveryPageOpensWithItsIntro() {
        MainActor.assumeIsolated {
            let demo = AdaptiveWindowTests.open(.floating, width: 900, height: 640)
            defer { AdaptiveWindowTests.close(demo) }
            var intros: [String] = []
            for page in DemoPage.allCases {
                demo.show(page: page)
                AdaptiveWindowTests.settle(demo)
                let shown = Self.widgets(under: demo.window.widget).filter {
                    gtk_widget_has_css_class($0, "page-intro") != 0 && Self.isDrawn($0)
                }
                XCTAssertEqual(shown.count, 1, "\(page): one intro drawn")
                guard let intro = shown.first else { continue }
                XCTAssertEqual(Self.text(intro), page.intro)
                // In the page area (not in the header), right above the page's own content.
                var bounds = graphene_rect_t(), area = graphene_rect_t(), content = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(intro, demo.window.widget, &bounds), 0)
                XCTAssertNotEqual(gtk_widget_compute_bounds(demo.pageArea!, demo.window.widget, &area), 0)
                XCTAssertNotEqual(gtk_widget_compute_bounds(demo.view(of: page)!.root.widget, demo.window.widget, &content), 0)
                XCTAssertGreaterThanOrEqual(bounds.origin.y, area.origin.y, "\(page): the intro is in the page area")
                let gap = content.origin.y - (bounds.origin.y + bounds.size.height)
                XCTAssertTrue((0...60).contains(gap), "\(page): the intro sits right above the page and its margin (\(gap) px)")
                intros.append(Self.text(intro))
            }
            // Five different sentences, each saying what to try (ends with a full stop).
            XCTAssertEqual(Set(intros).count, DemoPage.allCases.count)
            for intro in intros { XCTAssertTrue(intro.hasSuffix("."), intro) }
        }
    }

    /// At 360 × 640 the window's back button sits at the header's leading end; the chat's own
    /// Stop typing control is at the chat header's trailing end: their columns never meet (at
    /// the wide size too, where the window shows no back button).
    func testChatControlIsNeverUnderTheBackButton() {
        MainActor.assumeIsolated {
            for (width, height) in [(Int32(360), Int32(640)), (1280, 800)] {
                let demo = AdaptiveWindowTests.open(.chat, width: width, height: height)
                defer { AdaptiveWindowTests.close(demo) }
                AdaptiveWindowTests.settle(demo)
                let chat = demo.view(of: .chat) as! ChatPage
                var control = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(chat.backButton, demo.window.widget, &control), 0)
                XCTAssertTrue(Self.isDrawn(chat.backButton))
                XCTAssertGreaterThan(control.origin.x + control.size.width, Float(width) * 0.75,
                                     "\(width) px: the chat's control is at the trailing end")
                if width == 360 {
                    XCTAssertTrue(Self.isDrawn(demo.backButton), "folded: the window shows its back button")
                    var back = graphene_rect_t()
                    XCTAssertNotEqual(gtk_widget_compute_bounds(demo.backButton, demo.window.widget, &back), 0)
                    let overlap = min(back.origin.x + back.size.width, control.origin.x + control.size.width) - max(back.origin.x, control.origin.x)
                    XCTAssertLessThanOrEqual(overlap, 0, "the two controls share no column")
                }
            }
        }
    }

    /// Tab round the chat page, the keyboard down: focus lands on the header's controls, one
    /// message, the message bar, never on the list's scrolled window or viewport (which would
    /// show no focus).
    func testTheMessageListIsNoTabStopOfItsOwn() {
        MainActor.assumeIsolated {
            let demo = AdaptiveWindowTests.open(.chat, width: 900, height: 640)
            defer { AdaptiveWindowTests.close(demo) }
            AdaptiveWindowTests.settle(demo)
            let chat = demo.view(of: .chat) as! ChatPage
            let scroller = chat.list.root.widget
            let viewport = gtk_widget_get_first_child(scroller)
            let bubbles = Set(chat.list.bubbles.map { UnsafeMutableRawPointer($0.root.widget) })
            _ = gtk_widget_grab_focus(chat.backButton)
            var visited: [UnsafeMutablePointer<GtkWidget>] = []
            var sawBubble = false
            for _ in 0..<20 {
                AdaptiveWindowTests.tab(demo.window.widget)
                guard let focus = AdaptiveWindowTests.focus(of: demo) else { continue }
                visited.append(focus)
                XCTAssertNotEqual(focus, scroller, "the list's scrolled window takes no focus")
                if let viewport { XCTAssertNotEqual(focus, viewport, "the list's viewport takes no focus") }
                if bubbles.contains(UnsafeMutableRawPointer(focus)) { sawBubble = true }
                // Keep the keyboard down: Tab passes the field without raising it here.
                if chat.keyboardHost.isVisible { chat.keyboardHost.hide() }
            }
            XCTAssertTrue(sawBubble, "a message is the list's one Tab stop")
            XCTAssertGreaterThan(Set(visited.map { UnsafeMutableRawPointer($0) }).count, 3)
        }
    }

    /// Run from the build tree (as the tests are), the app's icon is found once the window has
    /// drawn its first frame: the About dialog and the window show it rather than the
    /// missing-image icon.
    func testAppIconIsFoundFromTheBuildTree() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            AppIcon.install()
            XCTAssertNotNil(AppIcon.buildTreeIcon, "the tests run from the build tree")
            let window = gtk_window_new()!
            defer { gtk_window_destroy(window.asWindow) }
            GtkTest.show(window)
            AppIcon.makeFindable(afterFirstFrameOf: window)
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            let theme = gtk_icon_theme_get_for_display(gdk_display_get_default())
            // (GTK 4.8's has_icon answers only for themed icons; the lookup finds the file.)
            guard let icon = gtk_icon_theme_lookup_icon(theme, DemoApplication.id, nil, 128, 1, GTK_TEXT_DIR_LTR, GtkIconLookupFlags(rawValue: 0)) else {
                return XCTFail("no icon")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
            guard let file = gtk_icon_paintable_get_file(icon), let path = g_file_get_path(file) else { return XCTFail("the icon has no file") }
            defer { g_free(path); g_object_unref(UnsafeMutableRawPointer(file)) }
            XCTAssertTrue(String(cString: path).hasSuffix("/\(DemoApplication.id).svg"), String(cString: path))
            XCTAssertEqual(String(cString: gtk_window_get_default_icon_name()), DemoApplication.id)
        }
    }

    /// GNOME's header capitalization (HIG, writing style): every word capitalized but
    /// articles, conjunctions and prepositions of three letters or fewer (not the first);
    /// hyphenated parts each. A parenthesis that runs on as a phrase with a number in it
    /// ("(1,400 more characters)") is text, not title.
    static func isHeaderCapitalized(_ text: String) -> Bool {
        let minor: Set<String> = ["a", "an", "the", "and", "but", "for", "nor", "or", "so", "yet",
                                  "as", "at", "by", "in", "of", "off", "on", "per", "to", "up", "via"]
        var title = text
        if let open = title.firstIndex(of: "("), title[open...].contains(where: \.isNumber) { title = String(title[..<open]) }
        let words = title.split(whereSeparator: { $0 == " " || $0 == "-" }).map { $0.filter(\.isLetter) }.filter { $0.count > 1 }
        for (index, word) in words.enumerated() {
            guard let first = word.first, first.isLowercase else { continue }
            if index == 0 || !minor.contains(word) { return false }
        }
        return true
    }

    func testHeaderCapitalizationCheckItself() {
        // Worked by hand from the HIG's examples.
        XCTAssertTrue(Self.isHeaderCapitalized("Log In"))
        XCTAssertTrue(Self.isHeaderCapitalized("Page Slide (Narrow Window)"))
        XCTAssertTrue(Self.isHeaderCapitalized("Floating Label (Float and Return)"))
        XCTAssertTrue(Self.isHeaderCapitalized("Show All (1,400 more characters)"))
        XCTAssertTrue(Self.isHeaderCapitalized("Duration (s)"))
        XCTAssertFalse(Self.isHeaderCapitalized("log in"))
        XCTAssertFalse(Self.isHeaderCapitalized("Log out"))
        XCTAssertFalse(Self.isHeaderCapitalized("Repeat for ever"))
        XCTAssertFalse(Self.isHeaderCapitalized("Page cross-fade"))
        XCTAssertFalse(Self.isHeaderCapitalized("Page Cross-fade"))
    }

    /// Every button, check button and heading the window shows (each page, the inspector open
    /// beside it), the page titles and the inspector's motion names, in header capitalization;
    /// no label is in capitals throughout (the seed's "LOGIN").
    func testControlsAndHeadingsUseHeaderCapitalization() {
        MainActor.assumeIsolated {
            let demo = AdaptiveWindowTests.open(.floating, width: 1400, height: 900)
            defer { AdaptiveWindowTests.close(demo); MotionContext.shared.catalog = MotionCatalog() }
            demo.review.activate("motion-inspector")
            var checked: Set<String> = []
            for page in DemoPage.allCases {
                demo.show(page: page)
                AdaptiveWindowTests.settle(demo)
                for widget in Self.widgets(under: demo.window.widget) where Self.isDrawn(widget) {
                    var text: String?
                    if Gtk.Button.isInstance(widget), let label = gtk_button_get_label(widget.asButton) {
                        text = String(cString: label)
                    } else if Gtk.CheckButton.isInstance(widget), let label = gtk_check_button_get_label(Gtk.CheckButton(widget).c) {
                        text = String(cString: label)
                    } else if Gtk.Label.isInstance(widget), gtk_widget_has_css_class(widget, "heading") != 0 || gtk_widget_has_css_class(widget, "page-title") != 0 {
                        text = Self.text(widget)
                    }
                    guard let text, text.count > 1, text.contains(where: \.isLetter) else { continue }
                    // Keyboard keys are letters and symbols, not titles.
                    if gtk_widget_has_css_class(widget, "keyboard-key") != 0 { continue }
                    checked.insert(text)
                }
            }
            checked.formUnion(DemoPage.allCases.map(\.title))
            checked.formUnion(MotionName.allCases.map(\.title))
            for text in checked {
                XCTAssertTrue(Self.isHeaderCapitalized(text), "header capitalization: \(text)")
                XCTAssertNotEqual(text, text.uppercased(), "not in capitals: \(text)")
            }
            for expected in ["Log In", "Reset All", "Replay", "Floating Labels", "Send"] {
                XCTAssertTrue(checked.contains(expected), "\(expected) was among the labels checked: \(checked.sorted())")
            }
        }
    }
}
