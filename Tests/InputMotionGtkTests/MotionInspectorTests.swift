import CGtk
import Foundation
import Glibc
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The motion inspector driven as a reviewer drives it: edit fields, drag and key the curve
/// editor, Replay, Reset. Expected numbers are worked out by hand in each test.
final class MotionInspectorTests: XCTestCase {
    @MainActor
    private static func open(_ page: DemoPage, width: Int32 = 1200, height: Int32 = 760) -> DemoWindow {
        InspectorTest.open(page, width: width, height: height)
    }

    @MainActor
    private static func close(_ demo: DemoWindow) {
        gtk_window_destroy(demo.window.widget.asWindow)
        MainLoop.drain()
        MotionContext.shared.catalog = MotionCatalog()
        MotionContext.shared.reducedMotionRequested = false
    }

    /// Whether what a click at the page area's centre picks is in the page shown.
    @MainActor
    private static func clickLandsOnVisiblePage(_ demo: DemoWindow) -> Bool {
        guard let area = demo.pageArea, let page = gtk_stack_get_visible_child(area.asStack) else { return false }
        var centre = graphene_point_t(x: Float(gtk_widget_get_width(area)) / 2, y: Float(gtk_widget_get_height(area)) / 2)
        var point = graphene_point_t()
        guard gtk_widget_compute_point(area, demo.window.widget, &centre, &point) != 0,
              let picked = gtk_widget_pick(demo.window.widget, Double(point.x), Double(point.y), GTK_PICK_DEFAULT) else { return false }
        return picked == page || gtk_widget_is_ancestor(picked, page) != 0
    }

    @MainActor
    private static func editor(_ demo: DemoWindow, _ name: MotionName, file: StaticString = #filePath, line: UInt = #line) -> MotionEditor? {
        let editor = demo.motionInspector.inspector.editor(for: name)
        XCTAssertNotNil(editor, "the inspector lists \(name)", file: file, line: line)
        return editor
    }

    @MainActor
    private static func type(_ text: String, into field: MotionField, of editor: MotionEditor) {
        guard let entry = editor.entry(for: field) else { return XCTFail("no field \(field)") }
        gtk_editable_set_text(entry.asEditable, text)
    }

    @MainActor
    private static func entryText(_ field: MotionField, of editor: MotionEditor) -> String {
        guard let entry = editor.entry(for: field) else { return "" }
        return String(cString: gtk_editable_get_text(entry.asEditable))
    }

    @MainActor
    private static func x(of field: FloatingLabelEntry, in page: LoginPage) -> Double {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(field.entry, page.root.widget, &rect), 0)
        return Double(rect.origin.x)
    }

    /// The tuned shake of the first test: values [0, 20, −16, 8, 0] at key times
    /// [0, 0.1, 0.3, 0.5, 0.6] of 0.4 s, i.e. at 0, 0.04, 0.12, 0.2 and 0.24 s, linear.
    static func tunedShake(_ t: Double) -> Double {
        let keys: [(Double, Double)] = [(0, 0), (0.04, 20), (0.12, -16), (0.2, 8), (0.24, 0)]
        guard t > 0 else { return 0 }
        for (a, b) in zip(keys, keys.dropFirst()) where t <= b.0 {
            return a.1 + (b.1 - a.1) * (t - a.0) / (b.0 - a.0)
        }
        return 0
    }

    /// The window's cross-fade is drawn on the motion clock for what the catalog says: the
    /// outgoing page's still over the new one, gone at the catalog's duration; pause and frame
    /// steps hold it; reduced motion switches at once; the inspector's Replay plays one on the
    /// page shown.
    func testThePageCrossfadeTakesTheCatalogsDuration() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer {
                MotionContext.shared.setPaused(false)
                MotionContext.shared.reducedMotionRequested = false
                MotionContext.shared.catalog.reset(.pageCrossfade)
                Self.close(demo)
            }
            let stack = try XCTUnwrap(demo.pageArea)
            try MotionContext.shared.catalog.set(.bezier(BezierParameters(curve: .gtkStack, duration: 0.35)), for: .pageCrossfade)
            MotionContext.shared.setPaused(true)
            let start = MotionContext.shared.clockNow
            demo.show(page: .poll)
            XCTAssertEqual(gtk_stack_get_transition_type(stack.asStack), GTK_STACK_TRANSITION_TYPE_NONE, "GtkStack draws no fade of its own")
            XCTAssertEqual(demo.visiblePage, .poll)
            XCTAssertTrue(demo.isSwitchingPages)
            XCTAssertEqual(demo.pageStack.drawnOpacity, 1, "the old page, whole, at the fade's start")
            GtkTest.waitForFrames(demo.window.widget, 4)
            XCTAssertEqual(demo.pageStack.drawnOpacity, 1, "paused, the fade holds")
            XCTAssertTrue(Self.clickLandsOnVisiblePage(demo), "clicks go to the new page")
            // One 60 Hz frame into 0.35 s on ease-out cubic: 1 − (1 − (1/60)/0.35)³ = 0.136 of
            // the way (the bezier fit of the cubic is within 0.01 here).
            MotionContext.shared.step(frames: 1)
            let x = (1.0 / 60) / 0.35
            XCTAssertEqual(demo.pageStack.drawnOpacity, pow(1 - x, 3), accuracy: 0.01)
            // And so drawn: read back from the frame's pixels where the two pages differ most,
            // the old page is that much of the blend (as GtkStack's cross-fade would have it).
            XCTAssertTrue(MainLoop.paintNextFrame(of: demo.window.widget))
            var background = GdkRGBA()
            XCTAssertNotEqual(im_lookup_theme_color(demo.window.widget, "theme_bg_color", &background), 0)
            XCTAssertEqual(demo.pageStack.measuredOutgoingOpacity(background: background) ?? .nan, pow(1 - x, 3), accuracy: 0.02)
            MotionContext.shared.seek(to: start + 0.34)
            XCTAssertTrue(demo.isSwitchingPages, "still fading just before 0.35 s")
            MotionContext.shared.seek(to: start + 0.35)
            XCTAssertFalse(demo.isSwitchingPages, "gone at 0.35 s")
            MotionContext.shared.setPaused(false)

            // Focus in an option stays there, caret kept, nothing selected (GtkStack's round
            // trip selected the option's whole text: the next key replaced it).
            let poll = try XCTUnwrap(demo.view(of: .poll) as? PollPage)
            let option = try XCTUnwrap(poll.rows.first?.entry)
            gtk_editable_set_text(option.asEditable, "Red")
            KeyboardFocus.focusAtEnd(option)
            demo.motionInspector.replay(.pageCrossfade)
            XCTAssertTrue(MainLoop.iterate(until: { demo.isSwitchingPages }), "Replay cross-fades into the page")
            XCTAssertEqual(demo.visiblePage, .poll, "and stays on it")
            XCTAssertTrue(MainLoop.iterate(until: { !demo.isSwitchingPages }))
            let focus = gtk_root_get_focus(gtk_widget_get_root(demo.window.widget))
            XCTAssertTrue(focus.map { gtk_widget_is_ancestor($0, option) != 0 } == true, "focus back in the option")
            XCTAssertEqual(gtk_editable_get_selection_bounds(option.asEditable, nil, nil), 0, "nothing selected")
            XCTAssertEqual(gtk_editable_get_position(option.asEditable), 3, "the caret where it was")

            MotionContext.shared.reducedMotionRequested = true
            demo.show(page: .login)
            XCTAssertFalse(demo.isSwitchingPages, "reduced motion: no fade")
            XCTAssertEqual(demo.visiblePage, .login)
        }
    }

    /// A start-up makes no inspector: the dock holds the page area alone until the inspector is
    /// first shown (its action, Ctrl+Shift+M), which then lists the page's motions; hiding it
    /// keeps it, for the next show.
    func testTheInspectorIsMadeWhenFirstShown() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .login))
            defer { Self.close(demo) }
            GtkTest.show(demo.window.widget)
            MainLoop.drain()
            let dock = demo.motionInspector.root.widget
            func children() -> [UnsafeMutablePointer<GtkWidget>] {
                Array(sequence(first: gtk_widget_get_first_child(dock), next: { gtk_widget_get_next_sibling($0) }).compactMap { $0 })
            }
            XCTAssertEqual(children(), [demo.pageArea, demo.review.pacing.root.widget],
                           "before it is shown, the dock holds only the page area and the frame-pacing graph over it")

            demo.review.activate("motion-inspector")
            MainLoop.drain()
            XCTAssertEqual(children().count, 3)
            XCTAssertEqual(children().last, demo.motionInspector.inspector.root.widget, "made, after the page area")
            XCTAssertEqual(gtk_widget_get_visible(demo.motionInspector.inspector.root.widget), 1)
            XCTAssertEqual(demo.motionInspector.inspector.editors.map(\.name).first, .floatingLabel)

            demo.review.activate("motion-inspector")
            MainLoop.drain()
            XCTAssertEqual(children().count, 3, "hidden, not thrown away")
            XCTAssertEqual(gtk_widget_get_visible(demo.motionInspector.inspector.root.widget), 0)
        }
    }

    /// Closing the inspector from inside it gives focus back where it was in the page (the
    /// password field here), not to the header's main menu button.
    func testClosingTheInspectorFromInsideItFocusesThePage() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .login))
            defer { Self.close(demo) }
            GtkTest.show(demo.window.widget)
            let login = try XCTUnwrap(demo.view(of: .login) as? LoginPage)
            login.password.focusAtEnd()
            demo.review.activate("motion-inspector")
            MainLoop.drain()
            XCTAssertNotEqual(gtk_widget_grab_focus(demo.motionInspector.inspector.closeButton), 0)
            demo.review.activate("motion-inspector")  // what its Close button and Ctrl+Shift+M do
            MainLoop.drain()
            let focus = gtk_root_get_focus(gtk_widget_get_root(demo.window.widget))
            XCTAssertTrue(focus.map { gtk_widget_is_ancestor($0, login.password.root.widget) != 0 } == true,
                          "focus back in the password field, not on \(focus.map { String(cString: gtk_widget_get_name($0)) } ?? "nothing")")
        }
    }

    func testShakeValuesEditedInTheInspectorDriveTheNextShake() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .login) as? LoginPage, let editor = Self.editor(demo, .shake) else { return }
            XCTAssertEqual(demo.motionInspector.inspector.editors.map(\.name), [.floatingLabel, .shake, .avatarRotation, .avatarCornerRadius, .pageSlide, .pageCrossfade])
            for (index, value) in ["0", "20", "-16", "8", "0"].enumerated() { Self.type(value, into: .value(index), of: editor) }
            for (index, time) in ["0", "0.1", "0.3", "0.5", "0.6"].enumerated() { Self.type(time, into: .keyTime(index), of: editor) }
            Self.type("0.4", into: .duration, of: editor)
            XCTAssertEqual(MotionContext.shared.catalog.shake.values, [0, 20, -16, 8, 0])
            XCTAssertEqual(MotionContext.shared.catalog.shake.duration, 0.4)

            page.email.text = "foo"
            page.password.text = "a long password"
            let restX = Self.x(of: page.email, in: page)
            click(page.loginButton)
            guard let start = page.model.shakeStartTime else { return XCTFail("no shake started") }
            var samples: [(t: Double, offset: Double)] = []
            GtkTest.eachFrame(of: page.root.widget) { time in
                samples.append((time - start, Self.x(of: page.email, in: page) - restX))
                return time - start > 0.3
            }
            XCTAssertGreaterThan(samples.count, 8, "sampled over many frames")
            for sample in samples where sample.t > 0 {
                XCTAssertEqual(sample.offset, Self.tunedShake(sample.t), accuracy: 0.01, "offset at \(sample.t) s")
            }
            XCTAssertTrue(samples.contains { $0.offset > 10.5 }, "swings past the seed's 10 px: the new keyframes ran")
        }
    }

    /// A duration typed while the keyboard slides: the slide goes on from where it is drawn,
    /// slower, and ends docked; the bar stays on the panel at every frame.
    func testAChangeMidSlideRetargetsWithoutAJump() {
        MainActor.assumeIsolated {
            let demo = Self.open(.chat)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .chat) as? ChatPage, let slide = Self.editor(demo, .keyboardSlide) else { return }
            let host = page.keyboardHost
            host.hide()
            MainLoop.iterate(until: { !host.isAnimating })
            host.show()
            let start = MotionContext.shared.now(for: host.root.widget)
            var tops: [(t: Double, top: Double)] = []
            var changedAt: Double?
            GtkTest.eachFrame(of: page.root.widget) { time in
                guard let top = ChatTest.panelTop(page) else { return false }
                tops.append((time - start, top))
                XCTAssertEqual(ChatTest.barBottom(page), top, accuracy: 0.01, "the bar rides on the panel")
                if changedAt == nil, time - start > 0.08 {
                    Self.type("1", into: .duration, of: slide)   // 0.25 s → 1 s mid-flight
                    changedAt = time - start
                }
                return !host.isAnimating
            }
            guard let changedAt, tops.count > 6 else { return XCTFail("sampled the slide") }
            let steps = zip(tops, tops.dropFirst()).map { (t: $1.t, step: abs($1.top - $0.top)) }
            let fastestBefore = steps.filter { $0.t <= changedAt }.map(\.step).max() ?? 0
            let largestAfter = steps.filter { $0.t > changedAt }.map(\.step).max() ?? 0
            XCTAssertLessThanOrEqual(largestAfter, fastestBefore + 0.5, "no jump at the change: the slide only slows")
            XCTAssertGreaterThan(tops.last?.t ?? 0, 0.5, "the rest of the slide took the new, longer duration")
            XCTAssertEqual(tops.last?.top ?? 0, ChatTest.pageHeight(page) - ChatTest.panelHeight(page), accuracy: 0.01, "docked")
        }
    }

    func testCurveHandlesMoveWithThePointerAndWithArrowKeys() {
        MainActor.assumeIsolated {
            let demo = Self.open(.chat)
            defer { Self.close(demo) }
            guard let editor = Self.editor(demo, .keyboardSlide), let curve = editor.curveEditor else { return XCTFail("no curve editor") }
            let width = Double(gtk_widget_get_width(curve.area)), height = Double(gtk_widget_get_height(curve.area))
            XCTAssertGreaterThan(width, 100, "the editor is laid out")
            // The plot spans the area less 24 px each side: x 0...1 across, y −0.5...1.5 up.
            let handle = curve.position(ofHandle: 1)
            XCTAssertEqual(handle.x, 24 + 0.38 * (width - 48), accuracy: 1e-9)
            XCTAssertEqual(handle.y, 24 + (1.5 - 0.7) / 2 * (height - 48), accuracy: 1e-9)
            // Before focus comes, the whole description: both handles and the keys.
            let description = { String(cString: im_accessible_get_description(curve.area)) }
            XCTAssertTrue(description().hasSuffix("Press 1 or 2 to pick a handle, arrow keys to move it, Shift for larger steps."), description())
            // Drag handle 1 by +0.2 in x and −0.2 in y.
            im_signal_emit_point(UnsafeMutableRawPointer(curve.drag), "drag-begin", handle.x + 2, handle.y - 1)
            im_signal_emit_point(UnsafeMutableRawPointer(curve.drag), "drag-update", 0.2 * (width - 48), 0.2 / 2 * (height - 48))
            im_signal_emit_point(UnsafeMutableRawPointer(curve.drag), "drag-end", 0.2 * (width - 48), 0.2 / 2 * (height - 48))
            // From where the pointer went down (2 px right, 1 px up of the handle), rounded to hundredths.
            let expectedX1 = ((0.38 + 2 / (width - 48) + 0.2) * 100).rounded() / 100
            let expectedY1 = ((0.7 + 2 / (height - 48) - 0.2) * 100).rounded() / 100
            XCTAssertEqual(MotionContext.shared.catalog[.keyboardSlide],
                           .bezier(BezierParameters(curve: BezierControlPoints(expectedX1, expectedY1, 0.125, 1), duration: 0.25)))
            XCTAssertEqual(Self.entryText(.x1, of: editor), MotionNumber.text(expectedX1))
            XCTAssertEqual(Self.entryText(.y1, of: editor), MotionNumber.text(expectedY1))

            // Keys: Left twice on handle 1; Shift+Up; then 2 and Down on handle 2. Focused (the
            // drag gave it focus), the description a screen reader reads at each key is the
            // selected handle alone.
            XCTAssertNotEqual(gtk_widget_has_focus(curve.area), 0)
            let keys = UnsafeMutableRawPointer(curve.keys)
            XCTAssertNotEqual(im_signal_emit_key_pressed(keys, guint(GDK_KEY_Left), GdkModifierType(0)), 0)
            _ = im_signal_emit_key_pressed(keys, guint(GDK_KEY_Left), GdkModifierType(0))
            _ = im_signal_emit_key_pressed(keys, guint(GDK_KEY_Up), GDK_SHIFT_MASK)
            _ = im_signal_emit_key_pressed(keys, guint(GDK_KEY_2), GdkModifierType(0))
            _ = im_signal_emit_key_pressed(keys, guint(GDK_KEY_Down), GdkModifierType(0))
            XCTAssertEqual(description(), "Handle 2 at (0.13, 0.99)")
            gtk_root_set_focus(gtk_widget_get_root(curve.area), nil)
            XCTAssertTrue(description().hasPrefix("Handle 1 at ("), "the whole description once focus left: \(description())")
            XCTAssertTrue(description().contains("handle 2 selected. Press 1 or 2"), description())
            let x1 = ((expectedX1 - 0.02) * 100).rounded() / 100, y1 = ((expectedY1 + 0.1) * 100).rounded() / 100
            XCTAssertEqual(MotionContext.shared.catalog[.keyboardSlide],
                           .bezier(BezierParameters(curve: BezierControlPoints(x1, y1, 0.13, 0.99), duration: 0.25)),
                           "x2 0.125 shows in hundredths once its handle moves")
            XCTAssertEqual(Self.entryText(.y2, of: editor), "0.99")
            // The next slide runs the new curve.
            XCTAssertEqual(MotionContext.shared.catalog.keyboardSlide, .curve(CubicBezier(x1, y1, 0.13, 0.99), duration: 0.25))
        }
    }

    func testReplayRunsTheMotionOnThePage() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .login) as? LoginPage, let shake = Self.editor(demo, .shake),
                  let avatar = Self.editor(demo, .avatarRotation) else { return }
            XCTAssertNil(page.model.shakeStartTime)
            click(shake.replayButton)
            XCTAssertEqual(page.model.shakingField, .email)
            XCTAssertNil(page.email.messageText, "a replay shows no error")
            var moved = false
            GtkTest.eachFrame(of: page.root.widget) { _ in
                moved = moved || abs(page.email.horizontalOffset) > 1
                return moved
            }
            XCTAssertTrue(moved, "the email field shook")
            click(avatar.replayButton)
            var spun = false
            GtkTest.eachFrame(of: page.root.widget) { _ in
                spun = page.avatar.drawn.rotation > 0.05
                return spun
            }
            XCTAssertTrue(spun, "the avatar spun")
            XCTAssertTrue(MainLoop.iterate(until: { !page.model.isAnimating(at: MotionContext.shared.now(for: page.root.widget)) }),
                          "logged out, a replay plays one pass and stops")

            demo.show(page: .chat)
            MainLoop.drain()
            guard let chat = demo.view(of: .chat) as? ChatPage, let slide = Self.editor(demo, .keyboardSlide) else { return }
            chat.keyboardHost.hide()
            MainLoop.iterate(until: { !chat.keyboardHost.isAnimating })
            click(slide.replayButton)
            XCTAssertTrue(chat.keyboardHost.isVisible, "Replay slides the keyboard in")
            XCTAssertEqual(chat.keyboardHost.phase, .showing)

            // Folded to one column, the page slides in again.
            gtk_window_set_default_size(demo.window.widget.asWindow, 400, 700)
            XCTAssertTrue(MainLoop.iterate(until: { demo.isFolded }), "folded")
            MainLoop.iterate(until: { !demo.split.isSliding })
            guard let pageSlide = Self.editor(demo, .pageSlide) else { return }
            click(pageSlide.replayButton)
            XCTAssertTrue(demo.split.isSliding, "Replay slides the page in")
            XCTAssertTrue(demo.split.showsPage)
        }
    }

    func testAnInvalidEntryIsFlaggedAndNotApplied() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let shake = Self.editor(demo, .shake), let label = Self.editor(demo, .floatingLabel) else { return }
            Self.type("0", into: .duration, of: shake)
            XCTAssertEqual(shake.message(for: .duration), "Duration (s) must be more than 0 s and at most 10 s (got 0)")
            XCTAssertNotEqual(gtk_widget_has_css_class(shake.entry(for: .duration), "error"), 0)
            XCTAssertEqual(MotionContext.shared.catalog.shake, SeedMotion.shake, "not applied")
            Self.type("ten", into: .value(1), of: shake)
            XCTAssertEqual(shake.message(for: .value(1)), "Value 2 must be a number (got \"ten\")")
            Self.type("0.3", into: .keyTime(4), of: shake)
            XCTAssertEqual(shake.message(for: .keyTime(4)), "Key times must rise: 0.3 comes after 0.415")
            XCTAssertEqual(MotionContext.shared.catalog.shake, SeedMotion.shake, "still not applied")

            Self.type("-1", into: .dampingRatio, of: label)
            XCTAssertEqual(label.message(for: .dampingRatio), "Damping Ratio must be more than 0 and at most 100 (got -1)")
            XCTAssertEqual(MotionContext.shared.catalog.floatingLabel, SeedMotion.floatingLabel)

            // Fixed, the values apply and the flags go.
            Self.type("0.6", into: .duration, of: shake)
            Self.type("12", into: .value(1), of: shake)
            Self.type("0.5", into: .keyTime(4), of: shake)
            XCTAssertNil(shake.message(for: .duration))
            XCTAssertEqual(gtk_widget_has_css_class(shake.entry(for: .duration), "error"), 0)
            XCTAssertEqual(MotionContext.shared.catalog.shake.values, [0, 12, -10, 10, 0])
            XCTAssertEqual(MotionContext.shared.catalog.shake.duration, 0.6)
            XCTAssertTrue(shake.exportText.contains("values: [0, 12, -10, 10, 0]"))

            click(shake.resetButton)
            XCTAssertEqual(MotionContext.shared.catalog.shake, SeedMotion.shake)
            XCTAssertEqual(Self.entryText(.duration, of: shake), "0.5")
            XCTAssertEqual(Self.entryText(.dampingRatio, of: label), "-1", "another animation's draft is left alone")
            Self.type("0.8", into: .dampingRatio, of: label)
            XCTAssertEqual(MotionContext.shared.catalog.tuned, [.floatingLabel])
            click(demo.motionInspector.inspector.resetAllButton)
            XCTAssertEqual(MotionContext.shared.catalog, MotionCatalog())
            XCTAssertEqual(Self.entryText(.dampingRatio, of: label), "1")
        }
    }

    /// "Copied" showing under the buttons, and going on the next edit, moves nothing below it.
    func testTheCopyStatusMovesNothingBelowIt() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let shake = Self.editor(demo, .shake), let duration = shake.entry(for: .duration) else { return XCTFail("no duration field") }
            @MainActor func top() -> Float {
                GtkTest.waitForFrames(demo.window.widget)
                var rect = graphene_rect_t()
                let computed = gtk_widget_compute_bounds(duration, shake.root.widget, &rect)
                XCTAssertNotEqual(computed, 0)
                return rect.origin.y
            }
            let before = top()
            click(shake.copyButton)
            XCTAssertEqual(top(), before, "Copied shows, the fields stay")
            Self.type("0.6", into: .duration, of: shake)
            XCTAssertEqual(top(), before, "the status goes, the fields stay")
        }
    }

    func testASidePanelWhenWideAndASheetWhenNarrow() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            let dock = demo.motionInspector
            XCTAssertTrue(dock.isShown)
            XCTAssertTrue(dock.isSidePanel, "1200 px: beside the page")
            var bounds = graphene_rect_t()
            XCTAssertNotEqual(gtk_widget_compute_bounds(dock.inspector.root.widget, dock.root.widget, &bounds), 0)
            XCTAssertEqual(Double(bounds.size.width), Double(MotionInspectorDock.panelWidth))
            XCTAssertEqual(Double(bounds.origin.x), Double(gtk_widget_get_width(dock.root.widget) - MotionInspectorDock.panelWidth))
            XCTAssertTrue(gtk_widget_get_visible(dock.inspector.reducedMotionNote) == 0, "full motion: no note")
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 }), "an open inspector does not tick while nothing moves")
            gtk_window_set_default_size(demo.window.widget.asWindow, 560, 640)
            XCTAssertTrue(MainLoop.iterate(until: { !dock.isSidePanel }), "narrow: a sheet over the page")
            demo.review.activate("motion-inspector")
            MainLoop.drain()
            XCTAssertFalse(dock.isShown)
            XCTAssertEqual(gtk_widget_get_visible(dock.inspector.root.widget), 0)

            MotionContext.shared.reducedMotionRequested = true
            demo.review.activate("motion-inspector")
            XCTAssertNotEqual(gtk_widget_get_visible(dock.inspector.reducedMotionNote), 0, "reduced motion: the note says so")
            click(dock.inspector.closeButton)
            MainLoop.drain()
            XCTAssertFalse(demo.review.isOn("motion-inspector"), "closing it turns the action off")
        }
    }

    // MARK: The narrow window's sheet

    /// `widget`'s bounds in its window's coordinates.
    @MainActor
    private static func windowBounds(_ widget: UnsafeMutablePointer<GtkWidget>, in demo: DemoWindow,
                                     file: StaticString = #filePath, line: UInt = #line) -> Rect {
        let rect = WidgetBounds.of(widget, in: demo.window.widget)
        XCTAssertNotNil(rect, "laid out", file: file, line: line)
        return rect ?? .zero
    }

    private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Tab, as the key does, until focus is inside `widget`; false when it never gets there.
    @MainActor
    private static func tab(into widget: UnsafeMutablePointer<GtkWidget>, of demo: DemoWindow) -> Bool {
        for _ in 0..<300 {
            if let focus = gtk_root_get_focus(OpaquePointer(demo.window.widget)), gtk_widget_is_ancestor(focus, widget) != 0 || focus == widget {
                return true
            }
            if gtk_widget_child_focus(demo.window.widget, GTK_DIR_TAB_FORWARD) == 0 { _ = gtk_widget_child_focus(demo.window.widget, GTK_DIR_TAB_FORWARD) }
            MainLoop.drain()
        }
        return false
    }

    @MainActor
    private static func sheetScroll(_ demo: DemoWindow) -> Double {
        gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(demo.motionInspector.inspector.root.widget.asScrolledWindow))
    }

    /// Replays `editor`'s motion and checks at each frame, until `isDone` or `maxFrames`, that
    /// the sheet covers none of `widgets`; the frames watched.
    @MainActor
    private static func replay(_ editor: MotionEditor, in demo: DemoWindow, keepingClear widgets: [(name: String, widget: UnsafeMutablePointer<GtkWidget>)],
                               maxFrames: Int = 600, until isDone: @escaping () -> Bool) -> Int {
        click(editor.replayButton)
        var frames = 0
        GtkTest.eachFrame(of: demo.window.widget) { _ in
            frames += 1
            let shown = windowBounds(demo.motionInspector.inspector.root.widget, in: demo)
            for (name, widget) in widgets {
                let bounds = windowBounds(widget, in: demo)
                XCTAssertFalse(overlap(shown, bounds), "frame \(frames): sheet \(shown) over the \(name) \(bounds)")
            }
            return isDone() || frames > maxFrames
        }
        return frames
    }

    /// At 360 × 640 the Login fields sit below the middle: while the shake is tuned, the sheet
    /// takes the band above them and stays off the field at every frame of a replay; tuning the
    /// avatar puts it below the avatar instead.
    func testTheNarrowSheetLeavesTheShakingFieldInView() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login, width: 360, height: 640)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .login) as? LoginPage, let shake = Self.editor(demo, .shake),
                  let avatar = Self.editor(demo, .avatarRotation) else { return }
            let dock = demo.motionInspector, sheet = dock.inspector.root.widget
            XCTAssertFalse(dock.isSidePanel, "360 px: a sheet")
            XCTAssertEqual(Self.sheetScroll(demo), 0, "opens at its title")

            XCTAssertTrue(Self.tab(into: shake.root.widget, of: demo), "Tab reaches the shake's editor")
            GtkTest.waitForFrames(demo.window.widget)
            XCTAssertEqual(dock.inspector.tuned, .shake)
            XCTAssertEqual(dock.sheetEdge, .top)
            let field = Self.windowBounds(page.email.root.widget, in: demo)
            XCTAssertFalse(Self.overlap(Self.windowBounds(sheet, in: demo), field), "sheet \(Self.windowBounds(sheet, in: demo)), field \(field)")
            XCTAssertFalse(Self.overlap(Self.windowBounds(sheet, in: demo), Self.windowBounds(page.password.root.widget, in: demo)))
            // Whatever Tab focused in the sheet scrolls into its visible part (GTK animates it).
            if let focus = gtk_root_get_focus(OpaquePointer(demo.window.widget)) {
                let inView = MainLoop.iterate(until: {
                    let focused = Self.windowBounds(focus, in: demo), shown = Self.windowBounds(sheet, in: demo)
                    return focused.minY >= shown.minY && focused.maxY <= shown.maxY
                })
                XCTAssertTrue(inView, "focus \(Self.windowBounds(focus, in: demo)) in \(Self.windowBounds(sheet, in: demo))")
            }

            let frames = Self.replay(shake, in: demo, keepingClear: [("field", page.email.root.widget)], maxFrames: 40) {
                page.model.shakeStartTime == nil
            }
            XCTAssertGreaterThan(frames, 3, "watched the shake over several frames")

            XCTAssertTrue(Self.tab(into: avatar.root.widget, of: demo), "Tab goes on to the avatar's editor")
            GtkTest.waitForFrames(demo.window.widget)
            XCTAssertEqual(dock.sheetEdge, .bottom, "the avatar is above the middle")
            XCTAssertFalse(Self.overlap(Self.windowBounds(sheet, in: demo), Self.windowBounds(page.avatar.canvas, in: demo)))
        }
    }

    /// At 360 × 640 the chat's keyboard and bar take the lower part: the sheet takes the band
    /// above where the bar rides with the keyboard up, and the slide stays in view throughout.
    func testTheNarrowSheetLeavesTheKeyboardAndTheBarInView() {
        MainActor.assumeIsolated {
            let demo = Self.open(.chat, width: 360, height: 640)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .chat) as? ChatPage, let slide = Self.editor(demo, .keyboardSlide),
                  let send = Self.editor(demo, .messageSend) else { return }
            let dock = demo.motionInspector, sheet = dock.inspector.root.widget
            XCTAssertEqual(Self.sheetScroll(demo), 0, "opens at its title")
            XCTAssertEqual(dock.sheetEdge, .top, "the page's first motion is the slide: the sheet is at the top at once")

            XCTAssertTrue(Self.tab(into: slide.root.widget, of: demo))
            let frames = Self.replay(slide, in: demo, keepingClear: [("bar", page.bar.root.widget), ("keyboard", page.keyboardHost.panel.root.widget)]) {
                !page.keyboardHost.isAnimating
            }
            XCTAssertGreaterThan(frames, 3, "watched the slide over several frames")
            XCTAssertTrue(page.keyboardHost.isVisible, "the replay ends with the keyboard up")

            // A message rises just above the bar: the newest bubble stays clear too, with the
            // keyboard down (focus in the inspector leaves it up; up, at 360 × 640, the band
            // above the bubble is smaller than the sheet's smallest height).
            page.keyboardHost.hide()
            XCTAssertTrue(MainLoop.iterate(until: { !page.keyboardHost.isAnimating }))
            XCTAssertTrue(Self.tab(into: send.root.widget, of: demo))
            GtkTest.waitForFrames(demo.window.widget)
            XCTAssertEqual(dock.inspector.tuned, .messageSend)
            guard let newest = page.list.bubbles.last?.root.widget else { return XCTFail("the demo chat has messages") }
            XCTAssertFalse(Self.overlap(Self.windowBounds(sheet, in: demo), Self.windowBounds(newest, in: demo)))
        }
    }

    /// The frame-pacing graph stays in view beside the inspector: on a narrow window in the
    /// band the sheet leaves free (it was hidden under the sheet).
    func testTheFramePacingGraphStaysClearOfTheSheet() {
        MainActor.assumeIsolated {
            for page in [DemoPage.chat, .login] {
                let demo = Self.open(page, width: 360, height: 640)
                defer { Self.close(demo) }
                demo.review.activate("frame-pacing")
                GtkTest.waitForFrames(demo.window.widget, 2)
                let graph = demo.review.pacing.root.widget, sheet = demo.motionInspector.inspector.root.widget
                XCTAssertNotEqual(gtk_widget_get_visible(graph), 0)
                let graphBounds = Self.windowBounds(graph, in: demo), sheetBounds = Self.windowBounds(sheet, in: demo)
                XCTAssertFalse(Self.overlap(graphBounds, sheetBounds), "\(page): graph \(graphBounds), sheet (\(demo.motionInspector.sheetEdge)) \(sheetBounds)")
                demo.review.activate("frame-pacing")
            }
        }
    }

    /// The sheet opens at its title, however far down it was scrolled when it was closed, and
    /// starts at the top again on another page.
    func testTheSheetOpensAtItsTop() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login, width: 360, height: 640)
            defer { Self.close(demo) }
            let adjustment = gtk_scrolled_window_get_vadjustment(demo.motionInspector.inspector.root.widget.asScrolledWindow)
            let middle = (gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)) / 2
            XCTAssertGreaterThan(middle, 100, "the sheet's content is taller than the sheet")
            gtk_adjustment_set_value(adjustment, middle)
            XCTAssertEqual(Self.sheetScroll(demo), middle)
            demo.review.activate("motion-inspector")
            MainLoop.drain()
            XCTAssertFalse(demo.motionInspector.isShown)
            demo.review.activate("motion-inspector")
            MainLoop.drain()
            GtkTest.waitForFrames(demo.window.widget)
            XCTAssertEqual(Self.sheetScroll(demo), 0)

            gtk_adjustment_set_value(adjustment, middle)
            demo.show(page: .chat)
            MainLoop.drain()
            GtkTest.waitForFrames(demo.window.widget)
            XCTAssertEqual(Self.sheetScroll(demo), 0, "another page's motions start at the top")
        }
    }

    func testFieldsAndTheCurveEditorAreNamedForScreenReaders() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            if let shake = Self.editor(demo, .shake) { Self.type("0", into: .duration, of: shake) }
            let lines = try Accessibility.dump()
            XCTAssertTrue(lines.contains { $0.hasPrefix("text|Floating Label (Float and Return) Damping Ratio|1|") }, "\(lines.filter { $0.hasPrefix("text|") })")
            XCTAssertTrue(lines.contains { $0.hasPrefix("text|Shake Value 2|10|") })
            XCTAssertTrue(lines.contains { $0.hasPrefix("text|Shake Key time 4|0.415|") })
            XCTAssertTrue(lines.contains { $0.hasPrefix("text|Shake Duration (s)|0|") })
            XCTAssertTrue(lines.contains { $0.contains("|Shake curve editor|") }, "the curve editor is named")
            XCTAssertTrue(lines.contains { $0.hasPrefix("image|Shake: value over time|") }, "the plot is an image")
            XCTAssertTrue(lines.contains { $0.hasPrefix("push button|Replay Shake|") })
            XCTAssertTrue(lines.contains { $0.contains("Duration (s) must be more than 0 s and at most 10 s (got 0)") }, "the problem is read")
        }
    }

    /// Writes the README's screenshot when INPUTMOTION_SCREENSHOTS names a directory.
    func testScreenshotOfTheInspectorBesideTheLoginPage() throws {
        guard let directory = ProcessInfo.processInfo.environment["INPUTMOTION_SCREENSHOTS"] else {
            throw XCTSkip("set INPUTMOTION_SCREENSHOTS=DIR to write the screenshot")
        }
        MainActor.assumeIsolated {
            let demo = Self.open(.login, width: 1240, height: 900)
            defer { Self.close(demo) }
            guard let shake = Self.editor(demo, .shake) else { return }
            Self.type("0.45", into: .duration, of: shake)
            MainLoop.drain()
            GtkTest.waitForFrames(demo.window.widget, 2)
            guard let shot = WidgetSnapshot(of: demo.window.widget) else { return XCTFail("no snapshot") }
            XCTAssertNil(writePNG(shot.surface, to: directory + "/motion-inspector.png"))
            // Folded to a phone's width: the inspector is a sheet over the page, above the keyboard it tunes.
            demo.show(page: .chat)
            gtk_window_set_default_size(demo.window.widget.asWindow, 560, 720)
            MainLoop.iterate(until: { demo.motionInspector.isSidePanel == false })
            GtkTest.waitForFrames(demo.window.widget, 2)
            guard let narrow = WidgetSnapshot(of: demo.window.widget) else { return XCTFail("no snapshot") }
            XCTAssertNil(writePNG(narrow.surface, to: directory + "/motion-inspector-narrow.png"))
        }
    }
}

/// Tuned values survive a restart through the state keyfile; a corrupt file is set aside.
final class MotionStateFileTests: XCTestCase {
    func testTunedValuesAreSavedAndRestored() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            let directory = NSTemporaryDirectory() + "inputmotion-state-\(getpid())"
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let savedPath = MotionStateFile.path
            MotionStateFile.path = directory + "/inputmotion/motion.ini"
            defer {
                MotionStateFile.disable()
                MotionStateFile.path = savedPath
                MotionContext.shared.catalog = MotionCatalog()
            }
            MotionStateFile.restore()   // no file yet: seed values
            XCTAssertEqual(MotionContext.shared.catalog, MotionCatalog())

            let demo = DemoWindow(options: DemoOptions(page: .login))
            GtkTest.show(demo.window.widget)
            demo.review.activate("motion-inspector")
            guard let label = demo.motionInspector.inspector.editor(for: .floatingLabel),
                  let entry = label.entry(for: .duration) else { return XCTFail("no floating-label editor") }
            gtk_editable_set_text(entry.asEditable, "0.45")
            XCTAssertFalse(FileManager.default.fileExists(atPath: MotionStateFile.path), "debounced: not written at once")
            gtk_window_destroy(demo.window.widget.asWindow)   // closing writes what is pending
            MainLoop.drain()
            let text = try String(contentsOfFile: MotionStateFile.path, encoding: .utf8)
            XCTAssertEqual(text, "[motion]\nfloating-label=duration=0.45; dampingRatio=1; initialVelocity=1\n")

            MotionContext.shared.catalog = MotionCatalog()
            MotionStateFile.restore()
            XCTAssertEqual(MotionContext.shared.catalog.floatingLabel, .uikitSpring(duration: 0.45, dampingRatio: 1, initialVelocity: 1))

            try "not a key file [[[".write(toFile: MotionStateFile.path, atomically: true, encoding: .utf8)
            MotionContext.shared.catalog = MotionCatalog()
            MotionStateFile.restore()
            XCTAssertEqual(MotionContext.shared.catalog, MotionCatalog(), "a corrupt file changes nothing")
            XCTAssertTrue(FileManager.default.fileExists(atPath: MotionStateFile.path + ".corrupt"), "and is set aside")
        }
    }
}

/// motion.ini as the app reads it at start: what cannot be used is warned about in one short,
/// true line each, and the file as it was is kept, in a copy that never replaces another.
final class MotionStateFileWarningTests: XCTestCase {
    /// motion.ini in a fresh folder, for `body`; the live catalog and path are put back after.
    @MainActor
    private static func withMotionFile(_ body: (MotionFileFolder) throws -> Void) rethrows {
        GtkTest.setUp()
        let folder = MotionFileFolder(url: AppTest.temporaryFolder())
        let savedPath = MotionStateFile.path
        MotionStateFile.path = folder.path
        defer {
            MotionStateFile.disable()
            MotionStateFile.path = savedPath
            MotionContext.shared.catalog = MotionCatalog()
            try? FileManager.default.removeItem(at: folder.url)
        }
        try body(folder)
    }

    private static let good = Array("[motion]\nfloating-label=duration=0.45; dampingRatio=1; initialVelocity=1\n".utf8)

    func testInvalidUTF8IsWarnedAboutAndTheRestIsUsed() throws {
        try MainActor.assumeIsolated {
            try Self.withMotionFile { folder in
                let bytes = Self.good + Array("shake=".utf8) + [0xFF, 0xFE, 0x0A]
                let lines = try folder.restore(bytes)
                XCTAssertEqual(lines.count, 2, "\(lines)")
                XCTAssertEqual(lines.first, "inputmotion-demo: warning: motion.ini, line 3: not UTF-8 text; ignored")
                XCTAssertEqual(MotionContext.shared.catalog.floatingLabel, .uikitSpring(duration: 0.45, dampingRatio: 1, initialVelocity: 1),
                               "the usable line is used")
                XCTAssertEqual(folder.copies.count, 1)
                XCTAssertEqual(try Data(contentsOf: folder.url.appendingPathComponent(folder.copies.first ?? "-")), Data(bytes), "kept byte for byte")
            }
        }
    }

    func testASecondCorruptFileNeverReplacesTheFirst() throws {
        try MainActor.assumeIsolated {
            try Self.withMotionFile { folder in
                _ = try folder.restore(Array("not a key file [[[\n".utf8))
                _ = try folder.restore(Array("another bad file\n".utf8))
                XCTAssertEqual(folder.copies.count, 2, "\(folder.copies)")
                let kept = Set(folder.copies.map { (try? String(contentsOf: folder.url.appendingPathComponent($0), encoding: .utf8)) ?? "" })
                XCTAssertEqual(kept, ["not a key file [[[\n", "another bad file\n"])
            }
        }
    }

    func testWarningsAreOneShortLineEach() throws {
        try MainActor.assumeIsolated {
            try Self.withMotionFile { folder in
                let long = String(repeating: "w", count: 500)
                var text = "[motion]\n\(long)=duration=1\nfloating-label=duration=\(long)\nshake=\u{1B}[31mred\r\n"
                for index in 0..<40 { text += "junk line \(index)\n" }
                let lines = try folder.restore(Array(text.utf8))
                XCTAssertLessThanOrEqual(lines.count, 6, "\(lines)")
                for line in lines {
                    // The folder's path is the user's: not counted.
                    XCTAssertLessThanOrEqual(line.replacingOccurrences(of: folder.url.path + "/", with: "").count, 160, line)
                    XCTAssertFalse(line.unicodeScalars.contains { $0.properties.generalCategory == .control }, "no control characters: \(line)")
                    XCTAssertTrue(line.hasPrefix("inputmotion-demo: warning: motion.ini"), line)
                }
            }
        }
    }

    /// "ignored" and "kept" are true: the copy holds the file as it was, motion.ini keeps what
    /// was used (so the next start is silent and loses nothing), the seed stands for the rest.
    func testEveryWarningSaysWhatWasDone() throws {
        try MainActor.assumeIsolated {
            try Self.withMotionFile { folder in
                let bytes = Self.good + Array("wobble=duration=1\n".utf8)
                let lines = try folder.restore(bytes)
                XCTAssertEqual(lines.count, 2, "\(lines)")
                XCTAssertEqual(lines.first, "inputmotion-demo: warning: motion.ini, line 3: “wobble” is not a motion of this version; ignored")
                let copy = folder.url.appendingPathComponent(folder.copies.first ?? "-").path
                XCTAssertEqual(lines.last, "inputmotion-demo: warning: motion.ini: kept as it was in \(copy); the lines above were left out of motion.ini")
                XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: copy)), Data(bytes))
                let now = try String(contentsOfFile: folder.path, encoding: .utf8)
                XCTAssertEqual(now, String(decoding: Self.good, as: UTF8.self), "what was used stays")
                XCTAssertEqual(try folder.restore(Array(now.utf8)), [], "the next start is silent")
                XCTAssertEqual(MotionContext.shared.catalog.floatingLabel, .uikitSpring(duration: 0.45, dampingRatio: 1, initialVelocity: 1))
                XCTAssertEqual(folder.copies.count, 1)
            }
        }
    }
}

/// A test's folder with its motion.ini.
@MainActor
private struct MotionFileFolder {
    let url: URL
    var path: String { url.appendingPathComponent("motion.ini").path }

    /// Restores from `bytes` written as motion.ini; returns the lines written to standard error.
    func restore(_ bytes: [UInt8]) throws -> [String] {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let log = url.appendingPathComponent("stderr-\(UUID().uuidString)").path
        let saved = dup(2)
        let file = Glibc.open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        dup2(file, 2)
        MotionContext.shared.catalog = MotionCatalog()
        MotionStateFile.restore()
        dup2(saved, 2)
        Glibc.close(file)
        Glibc.close(saved)
        let text = String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: log))) ?? Data(), as: UTF8.self)
        try? FileManager.default.removeItem(atPath: log)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The copies set aside, by name.
    var copies: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter { $0.hasPrefix("motion.ini.corrupt") }.sorted()
    }
}

extension MotionInspectorTests {
    /// The floating label's editor switches every field to the seed's geometry and back, and
    /// Reset All returns to the app's. The City field holds text, so its label rests floated:
    /// the app's geometry puts its box's leading edge at 5 + 0.6 = 5.6 px, its top 4 px into
    /// the field, at 0.8; the seed's at 5 − 9 = −4 px (past the field's edge), its centre
    /// 25 px above the 60 px field's centre (at y = 5), at 0.7.
    func testTheFloatingLabelCanBeSwitchedToTheSeedsGeometryAndBack() {
        MainActor.assumeIsolated {
            let demo = Self.open(.floating)
            defer { Self.close(demo); MotionContext.shared.floatingLabelGeometry = .bordered }
            let city = (demo.view(of: .floating) as! FloatingLabelsPage).fields[2]
            guard let check = Self.editor(demo, .floatingLabel)?.geometrySwitch else { return XCTFail("no geometry switch") }
            XCTAssertNil(Self.editor(demo, .pageSlide)?.geometrySwitch, "only the floating label's editor has one")
            XCTAssertEqual(String(cString: gtk_check_button_get_label(Gtk.CheckButton(check).c)), "Seed's Geometry")
            @MainActor func drawn() -> (x: Double, y: Double, height: Double, scale: Double) {
                GtkTest.waitForFrames(demo.window.widget, 2)
                let frame = city.drawnLabelFrame
                return (frame.x, frame.y, frame.height, city.lastPlacement.scale)
            }
            var label = drawn()
            XCTAssertEqual(label.x, 5.6, accuracy: 0.01)
            XCTAssertEqual(label.y, 4, accuracy: 0.01)
            XCTAssertEqual(label.scale, 0.8, accuracy: 0.001)

            gtk_check_button_set_active(Gtk.CheckButton(check).c, 1)
            XCTAssertEqual(MotionContext.shared.floatingLabelGeometry, .seed)
            label = drawn()
            XCTAssertEqual(label.x, -4, accuracy: 0.01)
            XCTAssertEqual(label.y + label.height / 2, 5, accuracy: 0.01)
            XCTAssertEqual(label.scale, 0.7, accuracy: 0.001)

            click(demo.motionInspector.inspector.resetAllButton)
            XCTAssertEqual(gtk_check_button_get_active(Gtk.CheckButton(check).c), 0, "Reset All unticks it")
            label = drawn()
            XCTAssertEqual(label.x, 5.6, accuracy: 0.01)
            XCTAssertEqual(label.scale, 0.8, accuracy: 0.001)
        }
    }
}

extension MotionInspectorTests {
    /// The chat's message motions are in the inspector: a sent message's duration tuned from
    /// 0.3 s to 0.6 s is what the next send runs (still rising at 0.45 s, in place at 0.6 s),
    /// and Replay plays the newest message's rise again.
    func testTheChatsMessageMotionsAreTunedAndReplayedFromTheInspector() {
        MainActor.assumeIsolated {
            let demo = Self.open(.chat)
            defer { Self.close(demo); MotionContext.shared.captureTime = nil }
            XCTAssertEqual(demo.motionInspector.inspector.editors.map(\.name), [.keyboardSlide, .messageSend, .messageReply, .pageSlide, .pageCrossfade])
            guard let chat = demo.view(of: .chat) as? ChatPage, let editor = Self.editor(demo, .messageSend) else { return }
            Self.type("0.6", into: .duration, of: editor)
            guard case let .curve(_, duration) = MotionContext.shared.catalog.messageSend else { return XCTFail("a curve") }
            XCTAssertEqual(duration, 0.6)

            MotionContext.shared.captureTime = 500
            XCTAssertTrue(MainLoop.paintNextFrame(of: demo.window.widget))
            chat.bar.draft = "On my way!"
            chat.bar.send()
            XCTAssertTrue(chat.list.arrival.isRunning)
            for (t, running) in [(500.45, true), (500.6, false)] {
                MotionContext.shared.captureTime = t
                XCTAssertTrue(MainLoop.paintNextFrame(of: demo.window.widget))
                XCTAssertEqual(chat.list.arrival.isRunning, running, "at \(t - 500) s")
            }
            demo.motionInspector.replay(.messageSend)
            XCTAssertTrue(chat.list.arrival.isRunning, "Replay plays it again")
            XCTAssertGreaterThan(chat.list.arrival.shift, 20, "from the whole room")
        }
    }
}
