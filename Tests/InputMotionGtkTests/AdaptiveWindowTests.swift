import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The window at phone, small and desktop sizes: folding, clamping, the keyboard's size, and
/// keyboard-only flow (Tab, F6).
final class AdaptiveWindowTests: XCTestCase {
    override func tearDown() {
        MainActor.assumeIsolated { MotionContext.shared.reducedMotionRequested = false }
    }

    // MARK: Helpers

    @MainActor
    static func open(_ page: DemoPage, width: Int32, height: Int32) -> DemoWindow {
        GtkTest.setUp()
        let demo = DemoWindow(options: DemoOptions(page: page))
        // The first layout already has the size asked for (a fold decided on a wrong first
        // width would stay, by design, through the hysteresis band).
        gtk_window_set_default_size(demo.window.widget.asWindow, width + windowBorder.width, height + windowBorder.height)
        GtkTest.show(demo.window.widget)
        resize(demo, width: width, height: height)
        return demo
    }

    @MainActor
    static func close(_ demo: DemoWindow) {
        gtk_window_destroy(demo.window.widget.asWindow)
        MainLoop.drain()
    }

    /// The window's client-side border under Xvfb without a window manager: what a window's
    /// default size adds around its content. Measured once on a throwaway window with a
    /// header bar, as the demo's.
    @MainActor private static var measuredBorder: (width: Int32, height: Int32)?
    @MainActor
    static var windowBorder: (width: Int32, height: Int32) {
        if let measuredBorder { return measuredBorder }
        GtkTest.setUp()
        let window = Widget(gtk_window_new())
        gtk_window_set_titlebar(window.widget.asWindow, gtk_header_bar_new())
        gtk_window_set_default_size(window.widget.asWindow, 500, 500)
        GtkTest.show(window.widget)
        defer { gtk_window_destroy(window.widget.asWindow); MainLoop.drain() }
        let border = (width: 500 - gtk_widget_get_width(window.widget), height: 500 - gtk_widget_get_height(window.widget))
        measuredBorder = border
        return border
    }

    /// Iterates until nothing of ours moves and the stack is not cross-fading, then draws a frame.
    @MainActor
    static func settle(_ demo: DemoWindow) {
        MainLoop.iterate(until: { FrameTicker.registered == 0 && !demo.isSwitchingPages })
        MainLoop.paintNextFrame(of: demo.window.widget)
    }

    /// Resizes a shown window so that its content (what the app lays out) is `width` ×
    /// `height`. Without a window manager under Xvfb the new default size is applied as is;
    /// the window's own client-side border (not a phone's: a maximized or phone window has
    /// none) is added around the content.
    @MainActor
    static func resize(_ demo: DemoWindow, width: Int32, height: Int32) {
        let window = demo.window.widget
        let border = windowBorder
        gtk_window_set_default_size(window.asWindow, width + border.width, height + border.height)
        let resized = MainLoop.iterate(until: { gtk_widget_get_width(window) == width && gtk_widget_get_height(window) == height })
        XCTAssertTrue(resized, "window is \(gtk_widget_get_width(window)) × \(gtk_widget_get_height(window)), not \(width) × \(height)")
        settle(demo)
    }

    /// `widget`'s bounds in the window's coordinates.
    @MainActor
    static func bounds(_ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, window, &rect) != 0 else { return nil }
        return rect
    }

    @MainActor
    static func isInside(_ rect: graphene_rect_t, width: Int32, height: Int32) -> Bool {
        // Half a pixel for sub-pixel translations.
        rect.origin.x >= -0.5 && rect.origin.y >= -0.5
            && rect.origin.x + rect.size.width <= Float(width) + 0.5
            && rect.origin.y + rect.size.height <= Float(height) + 0.5
    }

    /// Every widget under `root` that takes keyboard focus and is on screen now.
    @MainActor
    static func focusableWidgets(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(root)
        while let current = child {
            // The window's own controls (minimize, maximize, close) are GTK's, drawn where the
            // window decoration puts them, which varies with GTK's version.
            let windowControls = String(cString: gtk_widget_get_css_name(current)) == "windowcontrols"
            if gtk_widget_is_drawable(current) != 0, !windowControls {
                if gtk_widget_get_focusable(current) != 0, gtk_widget_is_sensitive(current) != 0 { found.append(current) }
                found += focusableWidgets(under: current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// What Tab (or Shift+Tab) does in a GtkWindow: the next focusable widget, wrapping round.
    @MainActor
    static func tab(_ window: UnsafeMutablePointer<GtkWidget>, backward: Bool = false) {
        let direction = backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD
        if gtk_widget_child_focus(window, direction) == 0 {
            gtk_root_set_focus(OpaquePointer(window), nil)
            _ = gtk_widget_child_focus(window, direction)
        }
    }

    @MainActor
    static func focus(of demo: DemoWindow) -> UnsafeMutablePointer<GtkWidget>? {
        gtk_root_get_focus(OpaquePointer(demo.window.widget))
    }

    // MARK: Size

    /// The window can be 360 × 480 (or smaller): every page's minimum fits.
    func testMinimumSizeIsAtMost360By480() {
        MainActor.assumeIsolated {
            let demo = Self.open(.chat, width: 900, height: 640)
            defer { Self.close(demo) }
            let window = demo.window.widget
            let width = LayoutContainer.measure(window, GTK_ORIENTATION_HORIZONTAL).minimum
            let height = LayoutContainer.measure(window, GTK_ORIENTATION_VERTICAL, 360).minimum
            print("measured minimum window size: \(width) × \(height) (height at 360 px wide)")
            XCTAssertLessThanOrEqual(width, 360)
            XCTAssertLessThanOrEqual(height, 480)
        }
    }

    /// For each page at 360 × 640, 360 × 480, 600 × 400 and 1280 × 800: every focusable widget
    /// on screen, once focused (so scrolled into view and with the keyboard up where focus
    /// brings it), lies inside the window; a focused text field of a keyboard page lies above
    /// the keyboard.
    func testEveryFocusableWidgetLiesInsideTheWindow() {
        MainActor.assumeIsolated {
            MotionContext.shared.reducedMotionRequested = true
            for (width, height) in [(Int32(360), Int32(640)), (360, 480), (600, 400), (1280, 800)] {
                for page in DemoPage.allCases {
                    let demo = Self.open(page, width: width, height: height)
                    let window = demo.window.widget
                    XCTAssertEqual(gtk_widget_get_width(window), width)
                    XCTAssertEqual(gtk_widget_get_height(window), height)
                    XCTAssertEqual(demo.isFolded, width < 600, "\(width) px")
                    let widgets = Self.focusableWidgets(under: window)
                    XCTAssertGreaterThan(widgets.count, 3, "\(page) at \(width) × \(height)")
                    for widget in widgets {
                        let name = String(cString: gtk_widget_get_name(widget))
                        _ = gtk_widget_grab_focus(widget)
                        Self.settle(demo)
                        // Scrolling a focused widget into view may take a few frames.
                        MainLoop.iterate(until: {
                            FrameTicker.registered == 0
                                && Self.bounds(widget, in: window).map { Self.isInside($0, width: width, height: height) } ?? false
                        }, timeout: 2)
                        guard gtk_widget_is_drawable(widget) != 0 else { continue }  // a key put away with its keyboard
                        guard let rect = Self.bounds(widget, in: window) else {
                            XCTFail("\(name) on \(page) has no bounds")
                            continue
                        }
                        XCTAssertTrue(Self.isInside(rect, width: width, height: height),
                                      "\(name) on \(page) at \(width) × \(height): \(rect.origin.x), \(rect.origin.y), \(rect.size.width) × \(rect.size.height)")
                        if let host = demo.view(of: page)?.keyboard, host.isVisible,
                           KeyboardTyping.textTarget(for: widget) != nil,
                           let panel = Self.bounds(host.panel.root.widget, in: window) {
                            XCTAssertLessThanOrEqual(rect.origin.y + rect.size.height, panel.origin.y + 0.5,
                                                     "\(name) on \(page) at \(width) × \(height) is under the keyboard")
                        }
                    }
                    Self.close(demo)
                }
            }
        }
    }

    /// At 360 px the ten-key row fits, and keys are as tall as KeyboardMetrics says: 42 px
    /// keys (round(42 + 0 / 50)) in a 4 × 50 + 15 = 215 px panel, the page being taller
    /// than twice that.
    func testKeyboardFitsAPhoneWidth() {
        MainActor.assumeIsolated {
            MotionContext.shared.reducedMotionRequested = true
            let demo = Self.open(.chat, width: 360, height: 640)
            defer { Self.close(demo) }
            let page = demo.view(of: .chat) as! ChatPage
            _ = gtk_widget_grab_focus(page.bar.entry)
            Self.settle(demo)
            let window = demo.window.widget
            let panel = page.keyboardHost.panel
            let panelRect = try! XCTUnwrap(Self.bounds(panel.root.widget, in: window))
            XCTAssertEqual(panelRect.size.height, 215)
            XCTAssertEqual(panelRect.size.width, 360)
            XCTAssertEqual(panelRect.origin.y + panelRect.size.height, 640, "docked at the bottom")
            for (row, keys) in panel.keys.enumerated() {
                for key in keys {
                    let rect = try! XCTUnwrap(Self.bounds(key, in: window))
                    XCTAssertTrue(Self.isInside(rect, width: 360, height: 640), "row \(row) key at \(rect.origin.x)")
                    XCTAssertEqual(rect.size.height, 42, "row \(row)")
                    // A key is never narrower than it may be (its minimum width and padding,
                    // 20 + 2 × 2 px): nothing of it is clipped.
                    XCTAssertGreaterThanOrEqual(Double(rect.size.width), KeyboardMetrics.minimumKeyWidth)
                }
            }
            // Ten keys in the top row, each (360 − 6) / 10 − 4 = 31.4 px wide, give or take
            // GTK's whole pixels for each of the grid's two half-key columns.
            for key in panel.keys[0] {
                XCTAssertEqual(Double(try! XCTUnwrap(Self.bounds(key, in: window)).size.width), 31.4, accuracy: 2)
            }
        }
    }

    /// At large text (144 dpi, 1.5×) the chat and the poll still fit 360 px with the keyboard
    /// up: the words on the bottom row's keys are cut short instead of widening the panel. At
    /// the default 96 dpi no cap is cut, and at 192 dpi (2×) no single character is.
    func testTheKeyboardFitsAPhoneWidthAtLargeText() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let resolution = GtkTest.textResolution
            defer { GtkTest.textResolution = resolution }
            for page in [DemoPage.chat, .poll] {
                GtkTest.setTextResolution(96)
                let demo = Self.open(page, width: 360, height: 640)
                defer { Self.close(demo) }
                let host = try XCTUnwrap(demo.view(of: page)?.keyboard)
                if !host.isVisible { host.toggle() }  // the poll opens in a field, keyboard up
                Self.settle(demo)
                XCTAssertTrue(host.isVisible)
                let caps = host.panel.keys.joined().compactMap { gtk_button_get_child($0.asButton).map(Gtk.Label.init) }
                @MainActor func cut() -> [String] {
                    caps.filter { pango_layout_is_ellipsized(gtk_label_get_layout($0.c)) != 0 }.map { String(cString: gtk_label_get_text($0.c)) }
                }
                XCTAssertEqual(cut(), [], "\(page), 96 dpi")
                GtkTest.setTextResolution(144)
                Self.settle(demo)
                var minimum: Int32 = 0
                gtk_widget_measure(demo.window.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
                XCTAssertLessThanOrEqual(minimum, 360 + Self.windowBorder.width, "\(page), 144 dpi: the window can be 360 px wide")
                Self.resize(demo, width: 360, height: 640)
                for key in host.panel.keys.joined() {
                    let rect = try XCTUnwrap(Self.bounds(key, in: demo.window.widget))
                    XCTAssertTrue(Self.isInside(rect, width: 360, height: 640), "\(page), 144 dpi: key at \(rect.origin.x), \(rect.origin.y)")
                }
                GtkTest.setTextResolution(192)
                Self.settle(demo)
                XCTAssertEqual(cut().filter { $0.count == 1 }, [], "\(page), 192 dpi: every letter shows")
            }
        }
    }

    /// On a wide window the page list shows every page's name whole at large text (192 dpi):
    /// it is as wide as the names need (up to a third of the window), and 190 px at 96 dpi.
    func testThePageListShowsWholeNamesAtLargeText() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let resolution = GtkTest.textResolution
            defer { GtkTest.textResolution = resolution }
            GtkTest.setTextResolution(96)
            let demo = Self.open(.chat, width: 1280, height: 800)
            defer { Self.close(demo) }
            let labels = DemoPage.allCases.compactMap { demo.pageList.row(of: $0).flatMap { gtk_list_box_row_get_child(Gtk.ListBoxRow($0).c) } }
            XCTAssertEqual(labels.count, 5)
            for dpi: Int32 in [96, 192] {
                GtkTest.setTextResolution(dpi)
                Self.settle(demo)
                let width = try XCTUnwrap(Self.bounds(demo.pageList.root.widget, in: demo.window.widget)).size.width
                if dpi == 96 { XCTAssertEqual(width, 190) } else { XCTAssertGreaterThan(width, 190) }
                for label in labels {
                    XCTAssertEqual(pango_layout_is_ellipsized(gtk_label_get_layout(Gtk.Label(label).c)), 0,
                                   "\(dpi) dpi: \(String(cString: gtk_label_get_text(Gtk.Label(label).c))) whole")
                }
            }
        }
    }

    /// Wide windows clamp the page to a 640 px column, centred (the chat list included).
    func testWideWindowClampsThePage() {
        MainActor.assumeIsolated {
            let demo = Self.open(.chat, width: 1280, height: 800)
            defer { Self.close(demo) }
            let page = demo.view(of: .chat) as! ChatPage
            let rect = try! XCTUnwrap(Self.bounds(page.list.root.widget, in: demo.window.widget))
            XCTAssertEqual(rect.size.width, 640)
            // The page area starts after the 190 px list and its 1 px line: 1089 px wide, so
            // the column starts (1089 − 640) / 2 = 224 (whole pixels) into it.
            XCTAssertEqual(rect.origin.x, 191 + 224)
        }
    }

    // MARK: Folding

    /// Narrowing folds, widening unfolds; the page, focus and text stay across both.
    func testFoldingKeepsPageFocusAndText() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login, width: 900, height: 640)
            defer { Self.close(demo) }
            let page = demo.view(of: .login) as! LoginPage
            page.email.text = "ada@example.com"
            page.password.grabFocus()
            page.password.text = "secret pass"
            let focused = Self.focus(of: demo)
            XCTAssertFalse(demo.isFolded)
            XCTAssertEqual(gtk_widget_get_visible(demo.backButton), 0)

            Self.resize(demo, width: 360, height: 640)
            XCTAssertTrue(demo.isFolded)
            XCTAssertEqual(demo.visiblePage, .login)
            XCTAssertEqual(gtk_widget_get_visible(demo.backButton), 1, "a back button on the folded page")
            XCTAssertEqual(gtk_widget_get_child_visible(demo.pageList.root.widget), 0, "the list is off screen")
            XCTAssertEqual(Self.focus(of: demo), focused)
            XCTAssertEqual(page.email.text, "ada@example.com")
            XCTAssertEqual(page.password.text, "secret pass")

            // Between the breakpoint and 640 px it stays folded (hysteresis).
            Self.resize(demo, width: 620, height: 640)
            XCTAssertTrue(demo.isFolded)

            Self.resize(demo, width: 900, height: 640)
            XCTAssertFalse(demo.isFolded)
            XCTAssertEqual(demo.visiblePage, .login)
            XCTAssertEqual(gtk_widget_get_visible(demo.backButton), 0)
            XCTAssertEqual(gtk_widget_get_child_visible(demo.pageList.root.widget), 1)
            XCTAssertEqual(Self.focus(of: demo), focused)
            XCTAssertEqual(page.email.text, "ada@example.com")
            XCTAssertEqual(page.password.text, "secret pass")
        }
    }

    /// Folded: back shows the list (focus on the page's row), a row opens its page again,
    /// and the slide is drawn on the motion clock.
    func testBackAndOpenOnAFoldedWindow() {
        MainActor.assumeIsolated {
            let demo = Self.open(.placeholder, width: 360, height: 640)
            defer { Self.close(demo) }
            XCTAssertTrue(demo.isFolded)
            click(demo.backButton)
            XCTAssertTrue(demo.split.isSliding, "the list slides in")
            Self.settle(demo)
            XCTAssertEqual(gtk_widget_get_child_visible(demo.split.page), 0, "the page is off screen")
            XCTAssertEqual(gtk_widget_get_visible(demo.backButton), 0)
            XCTAssertEqual(Self.focus(of: demo), demo.pageList.row(of: .placeholder))
            XCTAssertFalse(demo.goBack(), "nowhere further back")

            // Opening a row (what Enter, Space or a click does).
            im_signal_emit_simple(UnsafeMutableRawPointer(try! XCTUnwrap(demo.pageList.row(of: .poll))), "activate")
            XCTAssertEqual(demo.visiblePage, .poll)
            Self.settle(demo)
            XCTAssertEqual(gtk_widget_get_child_visible(demo.pageList.root.widget), 0)
            XCTAssertEqual(gtk_widget_get_visible(demo.backButton), 1)
            XCTAssertEqual(String(cString: gtk_label_get_text(demo.headerTitle.asLabel)), "Poll")
            demo.show(page: .login)  // Alt+3 while folded on a page
            XCTAssertEqual(String(cString: gtk_label_get_text(demo.headerTitle.asLabel)), "Login")
            Self.resize(demo, width: 900, height: 640)
            XCTAssertEqual(String(cString: gtk_label_get_text(demo.headerTitle.asLabel)), "InputMotion", "the list is the navigation again")
        }
    }

    /// Ctrl+K (or the header's keyboard button) on a folded window's page list opens the
    /// selected page with its keyboard up, whether the page gives a text field focus as it
    /// opens (the poll) or not (the chat).
    func testTheKeyboardToggleOnTheFoldedListOpensThePageWithItsKeyboardUp() throws {
        try MainActor.assumeIsolated {
            for page in [DemoPage.poll, .chat] {
                let demo = Self.open(page, width: 360, height: 640)
                defer { Self.close(demo) }
                let host = try XCTUnwrap(demo.view(of: page)?.keyboard)
                if host.isVisible { demo.toggleKeyboard() }
                Self.settle(demo)
                XCTAssertFalse(host.isVisible, "\(page): the keyboard down")
                XCTAssertTrue(demo.goBack(), "\(page): back to the list")
                Self.settle(demo)
                demo.toggleKeyboard()  // what Ctrl+K runs
                Self.settle(demo)
                XCTAssertTrue(MainLoop.iterate(until: { !host.isAnimating }))
                XCTAssertEqual(demo.visiblePage, page)
                XCTAssertEqual(gtk_widget_get_visible(demo.backButton), 1, "\(page): the page is open")
                XCTAssertTrue(host.isVisible, "\(page): its keyboard is up")
            }
        }
    }

    /// At 360 px wide, with the window's minimize, maximize and close buttons shown (GTK's
    /// default layout, the widest), every page's title shows whole in the header, in English
    /// and in Korean: not ellipsized, its text within the width it was given.
    func testEveryPageTitleFitsTheHeaderAt360() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            for language in ["en", "ko"] {
                GtkTest.inLanguage(language) {
                    for page in DemoPage.allCases {
                        let demo = Self.open(page, width: 360, height: 640)
                        defer { Self.close(demo) }
                        XCTAssertTrue(demo.isFolded)
                        let title = demo.headerTitle
                        XCTAssertEqual(String(cString: gtk_label_get_text(title.asLabel)), page.title)
                        let layout = gtk_label_get_layout(title.asLabel)
                        XCTAssertEqual(pango_layout_is_ellipsized(layout), 0, "\(language): \(page.title) is cut")
                        var ink = PangoRectangle(), logical = PangoRectangle()
                        pango_layout_get_pixel_extents(layout, &ink, &logical)
                        XCTAssertLessThanOrEqual(logical.width, gtk_widget_get_width(title), "\(language): \(page.title) fits its allocation")
                    }
                    if language == "ko" {
                        XCTAssertEqual(DemoPage.placeholder.title, "플레이스홀더 텍스트", "Korean was shown (meson-helpers/compile-translations)")
                    }
                }
            }
        }
    }

    /// Frames can run late: a change between them turns a moving slide where it is drawn,
    /// never from where it would have got to by now. The capture clock stands in for a late
    /// frame (motion time moves on, no frame drawn). Going back slides the page out to the
    /// right; opening it again mid-slide brings it back left, so its x only ever falls.
    func testOpeningMidSlideBetweenLateFramesTurnsThePageWhereItIsDrawn() {
        MainActor.assumeIsolated {
            let demo = Self.open(.placeholder, width: 360, height: 640)
            defer { Self.close(demo) }
            XCTAssertTrue(demo.isFolded)
            let window = demo.window.widget
            @MainActor func pageX() -> Double { Double(Self.bounds(demo.split.page, in: window)?.origin.x ?? .nan) }
            XCTAssertEqual(pageX(), 0, accuracy: 0.5, "the page fills the window")
            let start = MotionContext.shared.now(for: window) + 1  // ahead of every time seen so far
            defer { MotionContext.shared.captureTime = nil }
            MotionContext.shared.captureTime = start
            XCTAssertTrue(demo.goBack())
            MotionContext.shared.captureTime = start + 0.05
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            let drawn = pageX()
            XCTAssertGreaterThan(drawn, 10, "sliding out, a fifth of the way through its 0.25 s")
            XCTAssertLessThan(drawn, 350)

            MotionContext.shared.captureTime = start + 0.15  // late: 0.1 s and no frame drawn
            demo.split.openPage()
            XCTAssertTrue(demo.split.isSliding)
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            let next = pageX()
            XCTAssertLessThan(next, drawn, "the next frame is on the way back in, never further out first")

            MotionContext.shared.captureTime = start + 1
            Self.settle(demo)
            XCTAssertEqual(pageX(), 0, accuracy: 0.5, "the page is back")
        }
    }

    /// A page the folded window's slide brings in is drawn from the slide's first frame, even
    /// when its text view wraps its text again there (the window got narrower since the page
    /// was last shown). GTK 4.8 drops the allocation that text view queues inside its own, and
    /// drew nothing of the page in that frame (plain C: gtk-textview-rewrap-lost-allocation.c).
    func testAPageSlidingInAtANewWidthIsDrawnFromTheFirstFrame() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.placeholder, width: 1280, height: 800)
            defer { Self.close(demo) }
            let page = try XCTUnwrap(demo.view(of: .placeholder) as? PlaceholderTextPage)
            page.textView.text = String(repeating: "Some words that wrap at other places at every width. ", count: 40)
            Self.settle(demo)
            demo.show(page: .floating)
            Self.resize(demo, width: 360, height: 640)
            XCTAssertTrue(demo.isFolded)
            XCTAssertTrue(demo.goBack())
            Self.settle(demo)

            demo.show(page: .placeholder)  // what the list's row does: the page slides in
            XCTAssertTrue(demo.split.isSliding)
            XCTAssertTrue(MainLoop.paintNextFrame(of: demo.window.widget))
            // An unallocated page draws nothing: no image at all.
            let drawn = WidgetSnapshot(of: demo.split.page)
            XCTAssertNotNil(drawn?.inkBounds(), "the page has a current allocation and draws")
        }
    }

    /// Escape nobody else used goes back on a folded page, and only there; with a modifier
    /// it is not ours.
    func testUnusedEscapeGoesBackWhenFolded() {
        MainActor.assumeIsolated {
            let escape = guint(GDK_KEY_Escape)
            let wide = Self.open(.login, width: 900, height: 640)
            XCTAssertFalse(wide.handleUnusedKeyPress(keyval: escape, state: GdkModifierType(0)), "nothing to go back to")
            Self.close(wide)

            let demo = Self.open(.login, width: 360, height: 640)
            defer { Self.close(demo) }
            XCTAssertFalse(demo.handleUnusedKeyPress(keyval: escape, state: GDK_CONTROL_MASK))
            XCTAssertFalse(demo.handleUnusedKeyPress(keyval: guint(GDK_KEY_a), state: GdkModifierType(0)))
            XCTAssertEqual(gtk_widget_get_visible(demo.backButton), 1)
            XCTAssertTrue(demo.handleUnusedKeyPress(keyval: escape, state: GdkModifierType(0)))
            Self.settle(demo)
            XCTAssertEqual(gtk_widget_get_child_visible(demo.split.page), 0, "on the list")
            XCTAssertFalse(demo.handleUnusedKeyPress(keyval: escape, state: GdkModifierType(0)), "already on the list")
        }
    }

    /// Right to left: the list sits at the right edge, the page to its left.
    func testRightToLeftMirrorsTheSplit() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            let demo = Self.open(.floating, width: 900, height: 640)
            defer { Self.close(demo) }
            let list = try! XCTUnwrap(Self.bounds(demo.pageList.root.widget, in: demo.window.widget))
            let page = try! XCTUnwrap(Self.bounds(demo.split.page, in: demo.window.widget))
            XCTAssertEqual(list.origin.x, 900 - 190)
            XCTAssertEqual(list.size.width, 190)
            XCTAssertEqual(page.origin.x, 0)
            XCTAssertEqual(page.size.width, 900 - 191)
        }
    }

    /// Reduced motion: going back shows the list at once.
    func testReducedMotionBackJumps() {
        MainActor.assumeIsolated {
            MotionContext.shared.reducedMotionRequested = true
            let demo = Self.open(.login, width: 360, height: 640)
            defer { Self.close(demo) }
            XCTAssertTrue(demo.goBack())
            XCTAssertFalse(demo.split.isSliding)
            XCTAssertEqual(gtk_widget_get_child_visible(demo.split.page), 0)
        }
    }

    // MARK: Keyboard flow

    /// Tab ×20 and Shift+Tab ×20 from page 1 move focus around but never switch pages, wide
    /// or folded on the list.
    func testTabNeverSwitchesPages() {
        MainActor.assumeIsolated {
            let demo = Self.open(.floating, width: 900, height: 640)
            defer { Self.close(demo) }
            let window = demo.window.widget
            var visited = Set<UnsafeMutablePointer<GtkWidget>>()
            for _ in 0..<20 {
                Self.tab(window)
                if let focus = Self.focus(of: demo) { visited.insert(focus) }
                XCTAssertEqual(demo.visiblePage, .floating)
            }
            XCTAssertTrue(visited.contains { demo.pageList.contains($0) }, "Tab reached the page list")
            for _ in 0..<20 {
                Self.tab(window, backward: true)
                XCTAssertEqual(demo.visiblePage, .floating)
            }
            MainLoop.drain()
            XCTAssertEqual(demo.visiblePage, .floating)

            Self.resize(demo, width: 360, height: 640)
            demo.goBack()
            Self.settle(demo)
            for _ in 0..<20 { Self.tab(window) }
            MainLoop.drain()
            XCTAssertEqual(demo.visiblePage, .floating)
            XCTAssertEqual(gtk_widget_get_child_visible(demo.split.page), 0, "still on the list")
        }
    }

    /// A chat page whose window grows taller again (a phone's keyboard going away, a resize)
    /// draws every message that comes into view, as its first layout did: the list's column,
    /// as last drawn, holds the text of every bubble in view (each bubble drawn on its own
    /// says how much that is).
    func testTheChatDrawsTheMessagesAWindowGrowingTallerShows() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.chat, width: 360, height: 720)
            defer { Self.close(demo) }
            let page = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
            let scroller = page.list.root.widget
            let column = try XCTUnwrap(page.list.bubbles.first.flatMap { gtk_widget_get_parent($0.root.widget) })
            func texts(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
                let snapshot = gtk_snapshot_new()
                gtk_widget_snapshot_child(gtk_widget_get_parent(widget), widget, snapshot)
                let node = gtk_snapshot_free_to_node(snapshot)
                defer { node.map(gsk_render_node_unref) }
                return KeyboardPanelDrawingTests.textNodes(in: node)
            }
            for height: Int32 in [300, 720] {
                Self.resize(demo, width: 360, height: height)
                XCTAssertTrue(MainLoop.paintNextFrame(of: demo.window.widget))
                let viewport = Double(gtk_widget_get_height(scroller))
                let inView = page.list.bubbles.filter { bubble in
                    var rect = graphene_rect_t()
                    XCTAssertNotEqual(gtk_widget_compute_bounds(bubble.root.widget, scroller, &rect), 0)
                    return Double(rect.origin.y + rect.size.height) >= 0 && Double(rect.origin.y) <= viewport
                }
                XCTAssertEqual(inView.count, height == 720 ? 5 : 2, "the five messages fit at 720 px, two at 300")
                XCTAssertEqual(texts(column), inView.reduce(0) { $0 + texts($1.root.widget) }, "window \(height) px tall")
            }
        }
    }

    /// The keyboard's keys are not in the Tab chain: Tab from the last poll option leaves
    /// the keys alone; F6 still reaches them.
    func testKeysAreOutOfTheTabChain() {
        MainActor.assumeIsolated {
            MotionContext.shared.reducedMotionRequested = true
            let demo = Self.open(.poll, width: 360, height: 640)
            defer { Self.close(demo) }
            let page = demo.view(of: .poll) as! PollPage
            let panel = page.keyboardHost.panel
            page.rows.last?.grabFocus()
            Self.settle(demo)
            XCTAssertTrue(page.keyboardHost.isVisible)
            for _ in 0..<5 {
                Self.tab(demo.window.widget)
                let focus = try! XCTUnwrap(Self.focus(of: demo))
                XCTAssertFalse(panel.contains(focus), "Tab went into the keys")
            }
            page.rows.first?.grabFocus()
            Self.settle(demo)
            XCTAssertTrue(page.keyboardHost.handleKeyPress(keyval: guint(GDK_KEY_F6), state: GdkModifierType(0)))
            XCTAssertTrue(panel.contains(try! XCTUnwrap(Self.focus(of: demo))), "F6 reaches the keys")
        }
    }

    /// F6 to the keys and F6 back: the caret is where it was and nothing is selected.
    func testF6RoundTripKeepsTheCaretAndSelectsNothing() {
        MainActor.assumeIsolated {
            MotionContext.shared.reducedMotionRequested = true
            let demo = Self.open(.chat, width: 360, height: 640)
            defer { Self.close(demo) }
            let page = demo.view(of: .chat) as! ChatPage
            let entry = page.bar.entry
            let editable = entry.asEditable
            gtk_editable_set_text(editable, "hello world")
            _ = gtk_widget_grab_focus(entry)
            gtk_editable_set_position(editable, 5)
            Self.settle(demo)
            let host = page.keyboardHost
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_F6), state: GdkModifierType(0)))
            XCTAssertTrue(host.panel.contains(try! XCTUnwrap(Self.focus(of: demo))))
            XCTAssertTrue(host.handleKeyPress(keyval: guint(GDK_KEY_F6), state: GdkModifierType(0)))
            XCTAssertFalse(host.panel.contains(try! XCTUnwrap(Self.focus(of: demo))))
            XCTAssertEqual(gtk_editable_get_position(editable), 5)
            var start: Int32 = 0, end: Int32 = 0
            XCTAssertEqual(gtk_editable_get_selection_bounds(editable, &start, &end), 0, "selected \(start)…\(end)")
            XCTAssertEqual(String(cString: gtk_editable_get_text(editable)), "hello world")
        }
    }
}
