import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The motion inspector's control of time and its comparisons, driven as a reviewer drives
/// them: pause, scrub, frame steps, slow-motion factors, Compare, the onion skin; and its
/// looks: themed plots, the Tuned mark, message lines that keep their room. Expected numbers
/// are worked out by hand in each test.
final class MotionTimeControlTests: XCTestCase {
    @MainActor
    private static func open(_ page: DemoPage, width: Int32 = 1200, height: Int32 = 760) -> DemoWindow {
        InspectorTest.open(page, width: width, height: height)
    }

    @MainActor
    private static func close(_ demo: DemoWindow) {
        MotionContext.shared.setPaused(false)
        if demo.review.isOn("slow-motion") { demo.review.activate("slow-motion") }
        gtk_window_destroy(demo.window.widget.asWindow)
        MainLoop.drain()
        MotionContext.shared.restoreTuned()
        MotionContext.shared.catalog = MotionCatalog()
    }

    @MainActor
    private static func editor(_ demo: DemoWindow, _ name: MotionName) -> MotionEditor? {
        demo.motionInspector.inspector.editor(for: name)
    }

    /// Moves the timeline as a pointer or the arrow keys do (its adjustment's value).
    @MainActor
    private static func scrub(_ bar: MotionTimeBar, to position: Double) {
        gtk_range_set_value(Gtk.Range(bar.scale).c, position)
        MainLoop.drain()
    }

    func testScrubbingPausesAndFrameStepsMoveOneSixtiethOfASecond() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .login) as? LoginPage, let shake = Self.editor(demo, .shake) else { return XCTFail("login") }
            let bar = demo.motionInspector.inspector.timeBar
            XCTAssertFalse(demo.review.isEnabled("step-forward"), "no frame steps while time runs")
            click(shake.replayButton)
            // The timeline covers the shake's 0.5 s pass (it moves for 0.25 s of it), widened
            // to a round tick: 0.1 s steps would make 5 divisions (over 4.5), 0.2 s steps
            // make 2.5, so 0.6 s.
            XCTAssertEqual(bar.timeline?.span ?? 0, 0.6, accuracy: 1e-9)

            // Scrubbing to 0.04 s pauses there: the field is 10 px out, and stays.
            Self.scrub(bar, to: 0.04)
            XCTAssertTrue(MotionContext.shared.isPaused)
            XCTAssertTrue(demo.review.isOn("pause-motion"), "the action follows the scrub")
            XCTAssertTrue(demo.review.isEnabled("step-forward"))
            XCTAssertEqual(page.email.horizontalOffset, 10, accuracy: 1e-6)
            GtkTest.waitForFrames(demo.window.widget, 6)
            XCTAssertEqual(page.email.horizontalOffset, 10, accuracy: 1e-6, "paused, it holds")
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 }), "paused, nothing ticks: the window is idle")

            // One frame on: 0.04 + 1/60 = 0.0567 s, on the way from 10 to −10 over 0.08 s:
            // 10 − 20 × (1/60) / 0.08 = 5.833 px.
            demo.review.activate("step-forward")
            MainLoop.drain()
            XCTAssertEqual(page.email.horizontalOffset, 10 - 20 * (1.0 / 60) / 0.08, accuracy: 1e-6)
            XCTAssertEqual(bar.position, 0.04 + 1.0 / 60, accuracy: 1e-9, "the timeline follows the step")
            // Two frames back: 0.04 − 1/60 = 0.0233 s, on the way up from 0 to 10 over
            // 0.04 s: 10 × 0.0233 / 0.04 = 5.833 px.
            demo.review.activate("step-back")
            demo.review.activate("step-back")
            MainLoop.drain()
            XCTAssertEqual(page.email.horizontalOffset, 10 * (0.04 - 1.0 / 60) / 0.04, accuracy: 1e-6)
            XCTAssertEqual(page.email.horizontalOffset, LoginPageTests.seedShake(0.04 - 1.0 / 60), accuracy: 1e-6)

            // Resumed, the shake plays on from there and ends at rest.
            demo.review.activate("pause-motion")
            XCTAssertFalse(MotionContext.shared.isPaused)
            XCTAssertFalse(demo.review.isEnabled("step-back"))
            XCTAssertTrue(MainLoop.iterate(until: { page.email.horizontalOffset == 0 && !page.model.isAnimating(at: MotionContext.shared.clockNow) }))
        }
    }

    func testAReplayStartsWhereItsTimelineDoesWhileThePageMoves() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .login) as? LoginPage, let shake = Self.editor(demo, .shake),
                  let avatar = Self.editor(demo, .avatarRotation) else { return XCTFail("login") }
            let bar = demo.motionInspector.inspector.timeBar
            // The avatar spins: the page's motion runs, drawn a frame at a time.
            click(avatar.replayButton)
            GtkTest.waitForFrames(page.root.widget, 1)
            XCTAssertTrue(page.model.isAnimating(at: MotionContext.shared.clockNow), "the avatar spins")
            // Between frames a frame clock answers a time smoothed towards now, which can be
            // the next frame's: read so, the clock stands a 60th of a second past the frame
            // drawn last.
            _ = MotionContext.shared.motionTime(forFrameTime: FrameTicker.frameTime(of: page.root.widget) + 1.0 / 60)
            click(shake.replayButton)
            // 0.04 s into its timeline the shake is at its first peak, 10 px out (0 to 10 over
            // 0.04 s), not a frame on (5.833 px).
            Self.scrub(bar, to: 0.04)
            XCTAssertEqual(page.email.horizontalOffset, 10, accuracy: 1e-6)
            XCTAssertEqual(page.email.horizontalOffset, LoginPageTests.seedShake(0.04), accuracy: 1e-6)
        }
    }

    /// A replayed keyboard slide can be scrubbed with focus in the inspector: focus moving
    /// there leaves the page's keyboard as the replay has it, so every position of the
    /// timeline shows the slide up, rising as the timeline goes on.
    func testAReplayedKeyboardSlideScrubsWithFocusInTheInspector() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.chat)
            defer { Self.close(demo) }
            let page = try XCTUnwrap(demo.view(of: .chat) as? ChatPage)
            let slide = try XCTUnwrap(Self.editor(demo, .keyboardSlide))
            let bar = demo.motionInspector.inspector.timeBar
            let host = page.keyboardHost
            click(slide.replayButton)
            XCTAssertTrue(MainLoop.iterate(until: { host.phase == .shown }), "the replay brings the keyboard up")
            _ = gtk_widget_grab_focus(bar.scale)  // a click on the timeline, Tab to it
            MainLoop.drain()
            XCTAssertTrue(host.isVisible, "focus in the inspector leaves the keyboard up")
            let span = try XCTUnwrap(bar.timeline?.span)
            let shownTop = host.shownKeyboardFrame.y
            var tops: [Double] = []
            for position in [0.05, 0.1, 0.15, span] {
                Self.scrub(bar, to: position)
                tops.append(host.keyboardFrame.y)
            }
            XCTAssertEqual(tops.last ?? 0, shownTop, accuracy: 0.5, "the timeline's end shows the keyboard up")
            XCTAssertEqual(tops, tops.sorted(by: >), "rising as the timeline goes on: \(tops)")
            XCTAssertGreaterThan(tops[0], shownTop, "0.05 s in, still on its way up")
            XCTAssertTrue(host.isVisible)
        }
    }

    func testTheTimeBarIsKeyboardOperableAndNamed() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            let bar = demo.motionInspector.inspector.timeBar
            for widget in [bar.pauseButton, bar.stepBackButton, bar.stepForwardButton, bar.scale, bar.slowMotionCheck, bar.onionSkinCheck]
                + bar.factorButtons {
                XCTAssertNotEqual(gtk_widget_get_focusable(widget), 0, "every control takes focus")
            }
            demo.review.activate("slow-motion-factor", string: "10")
            let lines = try Accessibility.dump()
            for name in ["Pause motion", "Previous frame", "Next frame", "Timeline of the last replay", "Slow Motion 10×", "Onion Skin",
                         "Slow motion 10×"] {
                XCTAssertTrue(lines.contains { $0.contains("|\(name)|") }, "\(name) is named for screen readers")
            }
            XCTAssertTrue(lines.contains { $0.hasPrefix("slider|Timeline of the last replay|") }, "the timeline is a slider")
            // The pause button is the action: pressing it pauses, again resumes.
            click(bar.pauseButton)
            XCTAssertTrue(MotionContext.shared.isPaused)
            click(bar.pauseButton)
            XCTAssertFalse(MotionContext.shared.isPaused)
        }
    }

    func testSlowMotionFactorsShowABadgeAndSlowTheThemesTransitions() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            XCTAssertEqual(demo.review.slowMotionBadge.text, "", "no badge at full speed")
            demo.review.activate("slow-motion-factor", string: "5")
            XCTAssertTrue(demo.review.isOn("slow-motion"), "picking a factor turns slow motion on")
            XCTAssertEqual(MotionContext.shared.slowMotionFactor, 5)
            XCTAssertEqual(demo.review.slowMotionBadge.text, "Slow motion 5×")
            // The factor buttons are radio items of the same action.
            let bar = demo.motionInspector.inspector.timeBar
            XCTAssertNotEqual(gtk_toggle_button_get_active(Gtk.ToggleButton(bar.factorButtons[1]).c), 0, "5× is pressed")
            XCTAssertEqual(gtk_toggle_button_get_active(Gtk.ToggleButton(bar.factorButtons[2]).c), 0)
            click(bar.factorButtons[3])
            XCTAssertEqual(MotionContext.shared.slowMotionFactor, 20)
            XCTAssertEqual(demo.review.slowMotionBadge.text, "Slow motion 20×")
            // Entries' and buttons' theme transitions (200 ms in GTK 4.8's Adwaita) now last
            // 20 × 200 ms = 4000 ms, in CSS GTK parses without a word.
            XCTAssertEqual(demo.review.transitions.css, "entry { transition-duration: 4000ms; }\nbutton { transition-duration: 4000ms; }\n")
            XCTAssertTrue(Self.parsesCleanly(demo.review.transitions.css))
            // Ctrl+Shift+S's toggle turns it off at once: badge gone, the theme's own 200 ms.
            demo.review.activate("slow-motion")
            XCTAssertEqual(MotionContext.shared.slowMotionFactor, 1)
            XCTAssertEqual(demo.review.slowMotionBadge.text, "")
            XCTAssertEqual(demo.review.transitions.css, "", "the theme's own durations")
            // On again, at the factor last picked.
            demo.review.activate("slow-motion")
            XCTAssertEqual(MotionContext.shared.slowMotionFactor, 20)
        }
    }

    /// Whether GTK's CSS parser takes `css` without a parsing error.
    @MainActor
    static func parsesCleanly(_ css: String) -> Bool {
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(provider)) }
        var errors = 0
        let connection = SignalConnection.connectPointer(UnsafeMutableRawPointer(provider), "parsing-error") { _ in errors += 1 }
        im_css_provider_load_from_string(provider, css)
        connection.disconnect()
        return errors == 0
    }

    func testCompareReplaysTheOriginalThenTheTunedValues() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let shake = Self.editor(demo, .shake) else { return XCTFail("shake") }
            // Tuned to a 1 s pass (the seed's is 0.5 s).
            gtk_editable_set_text(try XCTUnwrap(shake.entry(for: .duration)).asEditable, "1")
            let tuned = MotionContext.shared.catalog[.shake]
            XCTAssertNotEqual(tuned, MotionName.shake.seed)
            let inspector = demo.motionInspector.inspector
            click(shake.compareButton)
            // The first pass runs the seed; what is saved meanwhile is still the tuned value.
            XCTAssertTrue(inspector.isComparing)
            XCTAssertEqual(MotionContext.shared.catalog[.shake], MotionName.shake.seed)
            XCTAssertEqual(MotionContext.shared.catalogToSave[.shake], tuned)
            // The plot's span: the longer pass, 1 s, a round tick already (0.2 s steps would
            // make 5 divisions, over 4.5; 0.5 s steps make 2); the timeline covers both, 2 s.
            XCTAssertEqual(shake.plotSpan, 1, accuracy: 1e-9)
            XCTAssertEqual(inspector.timeBar.timeline?.span ?? 0, 2, accuracy: 1e-9)
            // Scrubbed to just before the turn (1 s in), still the seed; past it, the tuned pass.
            Self.scrub(inspector.timeBar, to: 0.9)
            XCTAssertTrue(inspector.isComparing)
            Self.scrub(inspector.timeBar, to: 1.1)
            XCTAssertFalse(inspector.isComparing)
            XCTAssertEqual(MotionContext.shared.catalog[.shake], tuned)
        }
    }

    func testAnEditDuringACompareKeepsTheTunedValues() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let shake = Self.editor(demo, .avatarCornerRadius) else { return XCTFail("radius") }
            gtk_editable_set_text(try XCTUnwrap(shake.entry(for: .duration)).asEditable, "3")
            click(shake.compareButton)
            gtk_editable_set_text(try XCTUnwrap(shake.entry(for: .duration)).asEditable, "4")
            guard case let .keyframes(p) = MotionContext.shared.catalogToSave[.avatarCornerRadius] else { return XCTFail("keyframes") }
            XCTAssertEqual(p.duration, 4, "the edit landed on the tuned values, not the seed's")
            XCTAssertEqual(MotionContext.shared.catalog, MotionContext.shared.catalogToSave, "the comparison ended")
        }
    }

    func testTunedValuesAreMarkedAndResetPerMotion() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            // As if restored from motion.ini before the inspector opened.
            var catalog = MotionCatalog()
            try? catalog.set(.uikitSpring(UIKitSpringParameters(duration: 0.6, dampingRatio: 0.5, initialVelocity: 0)), for: .floatingLabel)
            let demo = DemoWindow(options: DemoOptions(page: .login))
            defer { Self.close(demo) }
            MotionContext.shared.catalog = catalog
            gtk_window_set_default_size(demo.window.widget.asWindow, 1200, 760)
            GtkTest.show(demo.window.widget)
            demo.review.activate("motion-inspector")
            MainLoop.drain()
            guard let label = Self.editor(demo, .floatingLabel), let shake = Self.editor(demo, .shake) else { return XCTFail("editors") }
            XCTAssertTrue(label.isMarkedTuned, "a restored value is marked")
            XCTAssertFalse(shake.isMarkedTuned)
            click(label.resetButton)
            XCTAssertFalse(label.isMarkedTuned)
            XCTAssertEqual(MotionContext.shared.catalog[.floatingLabel], MotionName.floatingLabel.seed)
        }
    }

    func testAMessageComingAndGoingMovesNothingBelowIt() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let label = Self.editor(demo, .floatingLabel) else { return XCTFail("editor") }
            let duration = try XCTUnwrap(label.entry(for: .duration)), damping = try XCTUnwrap(label.entry(for: .dampingRatio))
            let editorRoot = label.root.widget
            func top(_ widget: UnsafeMutablePointer<GtkWidget>) -> Float {
                var rect = graphene_rect_t()
                _ = gtk_widget_compute_bounds(widget, editorRoot, &rect)
                return rect.origin.y
            }
            GtkTest.waitForFrames(demo.window.widget, 2)
            let before = top(damping)
            gtk_editable_set_text(duration.asEditable, "0")
            GtkTest.waitForFrames(demo.window.widget, 2)
            XCTAssertNotNil(label.message(for: .duration), "the problem is shown")
            XCTAssertEqual(top(damping), before, "the line was there already")
            gtk_editable_set_text(duration.asEditable, "0.3")
            GtkTest.waitForFrames(demo.window.widget, 2)
            XCTAssertNil(label.message(for: .duration))
            XCTAssertEqual(top(damping), before)
        }
    }

    func testTheRotationIsEditedInDegrees() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let rotation = Self.editor(demo, .avatarRotation) else { return XCTFail("rotation") }
            XCTAssertEqual(String(cString: gtk_editable_get_text(try XCTUnwrap(rotation.entry(for: .value(1))).asEditable)), "360")
            gtk_editable_set_text(try XCTUnwrap(rotation.entry(for: .value(1))).asEditable, "180")
            guard case let .keyframes(p) = MotionContext.shared.catalog[.avatarRotation] else { return XCTFail("keyframes") }
            XCTAssertEqual(p.values, [0, .pi], "180° is π rad")
        }
    }

    func testReplayingTheLabelLeavesFromWhereItIs() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer { Self.close(demo) }
            guard let page = demo.view(of: .login) as? LoginPage, let label = Self.editor(demo, .floatingLabel) else { return XCTFail("login") }
            gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
            MainLoop.iterate(until: { page.email.labelProgress == 0 && page.password.labelProgress == 0 })
            // Empty fields, labels at rest: a replay starts them at rest (no snap up), and
            // every frame moves them by less than a step of the spring's. On the motion clock,
            // a 60th of a second a frame: a slow frame (a loaded machine, a sanitizer) is
            // still one step.
            var time = MotionContext.shared.now(for: demo.window.widget) + 1  // ahead of every time seen so far
            MotionContext.shared.captureTime = time
            defer { MotionContext.shared.captureTime = nil }
            click(label.replayButton)
            MainLoop.drain()
            XCTAssertLessThan(page.email.labelProgress, 0.2, "it leaves from rest")
            var last = page.email.labelProgress, highest = 0.0, biggestStep = 0.0
            GtkTest.eachFrame(of: page.root.widget) { _ in
                time += 1.0 / 60
                MotionContext.shared.captureTime = time
                let now = page.email.labelProgress
                biggestStep = max(biggestStep, abs(now - last))
                highest = max(highest, now)
                last = now
                return highest > 0.9 && now == 0
            }
            XCTAssertGreaterThan(highest, 0.9, "it floated up")
            XCTAssertEqual(last, 0, "and came back to rest")
            XCTAssertLessThan(biggestStep, 0.6, "no frame jumps across the field")
        }
    }

    func testTheOnionSkinKeepsTheLastFourFramesOfAMotion() {
        MainActor.assumeIsolated {
            let demo = Self.open(.login)
            defer {
                if demo.review.isOn("onion-skin") { demo.review.activate("onion-skin") }
                Self.close(demo)
            }
            guard let shake = Self.editor(demo, .shake), let skin = demo.review.onionSkin else { return XCTFail("shake") }
            // Off, it keeps no watch on the page: a widget paintable re-images the page at every
            // frame the page draws (each caret blink, each key).
            XCTAssertFalse(skin.isWatchingPage)
            demo.review.activate("onion-skin")
            XCTAssertTrue(skin.isWatchingPage)
            XCTAssertEqual(skin.framesKept, 0)
            // GTK keeps opacity in 255ths: 0.4, 0.3, 0.2 and 0.1 within one of them.
            for (picture, opacity) in zip(skin.pictures, [0.4, 0.3, 0.2, 0.1]) {
                XCTAssertEqual(gtk_widget_get_opacity(picture), opacity, accuracy: 1.0 / 255)
            }
            click(shake.replayButton)
            XCTAssertTrue(MainLoop.iterate(until: { skin.framesKept == 4 }), "four frames kept as the shake plays")
            // At rest nothing moves: the window goes idle with the skin shown.
            let page = demo.view(of: .login)!
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 }))
            _ = page
            demo.review.activate("onion-skin")
            XCTAssertEqual(skin.framesKept, 0)
            XCTAssertEqual(gtk_widget_get_visible(skin.pictures[0]), 0)
            XCTAssertFalse(skin.isWatchingPage)
        }
    }

    func testPlotsAndTheCurveEditorTakeTheStylesColours() throws {
        try MainActor.assumeIsolated {
            let demo = Self.open(.chat)
            defer {
                ThemeContrastTests.apply(.init(name: "light", theme: "Adwaita", dark: false))
                Self.close(demo)
            }
            guard let slide = Self.editor(demo, .keyboardSlide), let curve = slide.curveEditor else { return XCTFail("slide") }
            // GTK 4.8's Adwaita dark: theme_base_color #2d2d2d (45, 45, 45); light: white.
            for (style, expected) in [(ThemeContrastTests.Style(name: "dark", theme: "Adwaita", dark: true), (45, 45, 45)),
                                      (ThemeContrastTests.Style(name: "light", theme: "Adwaita", dark: false), (255, 255, 255))] {
                ThemeContrastTests.apply(style)
                gtk_widget_queue_draw(curve.area)
                GtkTest.waitForFrames(demo.window.widget, 3)
                let shot = try XCTUnwrap(WidgetSnapshot(of: curve.area))
                // A corner inside the 1 px border, clear of the curve and its square.
                let pixel = InputMethodTest.pixel(shot, 4, 4)
                XCTAssertEqual(pixel.0, expected.0, accuracy: 2, style.name)
                XCTAssertEqual(pixel.1, expected.1, accuracy: 2, style.name)
                XCTAssertEqual(pixel.2, expected.2, accuracy: 2, style.name)
            }
        }
    }
}

/// Pictures of the inspector's time bar and plots, for review (not the README's): light and
/// dark at desktop size, and a 360 × 640 phone window, written when INPUTMOTION_SHOTS names a
/// directory.
final class MotionTimeControlScreenshotTests: XCTestCase {
    func testScreenshotsOfTheTimeBarAndPlots() throws {
        guard let directory = ProcessInfo.processInfo.environment["INPUTMOTION_SHOTS"] else {
            throw XCTSkip("set INPUTMOTION_SHOTS=DIR to write the pictures")
        }
        try MainActor.assumeIsolated {
            for (name, dark, width, height) in [("inspector-light", false, Int32(1280), Int32(900)), ("inspector-dark", true, 1280, 900),
                                                ("inspector-phone", false, 360, 640), ("inspector-phone-dark", true, 360, 640)] {
                GtkTest.setUp()
                ThemeContrastTests.apply(.init(name: name, theme: "Adwaita", dark: dark))
                MotionContext.shared.catalog = MotionCatalog()
                let demo = DemoWindow(options: DemoOptions(page: .login))
                defer {
                    MotionContext.shared.setPaused(false)
                    if demo.review.isOn("slow-motion") { demo.review.activate("slow-motion") }
                    if demo.review.isOn("onion-skin") { demo.review.activate("onion-skin") }
                    gtk_window_destroy(demo.window.widget.asWindow)
                    MainLoop.drain()
                    MotionContext.shared.catalog = MotionCatalog()
                    ThemeContrastTests.apply(.init(name: "light", theme: "Adwaita", dark: false))
                }
                gtk_window_set_default_size(demo.window.widget.asWindow, width, height)
                GtkTest.show(demo.window.widget)
                demo.review.activate("motion-inspector")
                MainLoop.drain()
                guard let shake = demo.motionInspector.inspector.editor(for: .shake) else { return XCTFail("shake") }
                // A slower, wider shake: its plot against the default's ghost.
                gtk_editable_set_text(try XCTUnwrap(shake.entry(for: .duration)).asEditable, "0.8")
                gtk_editable_set_text(try XCTUnwrap(shake.entry(for: .value(1))).asEditable, "14")
                gtk_editable_set_text(try XCTUnwrap(shake.entry(for: .value(3))).asEditable, "6")
                demo.review.activate("slow-motion-factor", string: "10")
                click(shake.replayButton)
                // Paused 0.1 s in, the field out, its last four frames behind it.
                demo.review.activate("onion-skin")
                MainLoop.iterate(until: { (demo.motionInspector.inspector.timeBar.position) > 0.1 }, maxIterations: 100_000, timeout: 10)
                demo.review.activate("pause-motion")
                MainLoop.drain()
                // Scroll the inspector to the time bar, then to the shake's editor.
                let scroller = demo.motionInspector.inspector.root.widget
                let adjustment = gtk_scrolled_window_get_vadjustment(scroller.asScrolledWindow)
                for (suffix, target) in [("time", demo.motionInspector.inspector.timeBar.root.widget), ("shake", shake.root.widget)] {
                    var rect = graphene_rect_t()
                    GtkTest.waitForFrames(demo.window.widget, 3)
                    if let child = gtk_scrolled_window_get_child(scroller.asScrolledWindow),
                       gtk_widget_compute_bounds(target, child, &rect) != 0 {
                        gtk_adjustment_set_value(adjustment, Double(rect.origin.y) - 8)
                    }
                    GtkTest.waitForFrames(demo.window.widget, 3)
                    let shot = try XCTUnwrap(WidgetSnapshot(of: demo.window.widget))
                    XCTAssertNil(writePNG(shot.surface, to: "\(directory)/\(name)-\(suffix).png"))
                }
            }
        }
    }
}
