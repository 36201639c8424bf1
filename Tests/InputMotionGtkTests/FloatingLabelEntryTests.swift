import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The floating-label entry and the placeholder text view, as real widgets in a real window.
/// Expected positions are worked out here from the seed's numbers (field 60 px tall; rest:
/// leading inset 5, centred; floated: leading inset 5 - 9 = -4, centre 25 px above the field's
/// centre, scale 0.7), not read from the model.
final class FloatingLabelEntryTests: XCTestCase {
    /// The label box as last drawn, in its field's coordinates.
    @MainActor
    private static func bounds(of field: FloatingLabelEntry) -> graphene_rect_t {
        let frame = field.drawnLabelFrame
        return graphene_rect_t(origin: graphene_point_t(x: Float(frame.x), y: Float(frame.y)),
                               size: graphene_size_t(width: Float(frame.width), height: Float(frame.height)))
    }

    @MainActor
    private static func naturalWidth(_ label: UnsafeMutablePointer<GtkWidget>) -> Double {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
        return Double(natural)
    }

    /// An RTL field: rests with its right edge 5 px inside the field, floats 9 px further out.
    @MainActor
    private static func assertMirrors(_ field: FloatingLabelEntry, file: StaticString = #filePath, line: UInt = #line) {
        let fieldWidth = Double(field.fieldSize.width)
        var rect = bounds(of: field)
        XCTAssertEqual(Double(rect.origin.x + rect.size.width), fieldWidth - 5, accuracy: 0.01, "\(field.title) rests at the right", file: file, line: line)
        field.grabFocus()
        settle(field)
        rect = bounds(of: field)
        XCTAssertEqual(Double(rect.origin.x + rect.size.width), fieldWidth - 5.6, accuracy: 0.01, "\(field.title) floats right", file: file, line: line)
    }

    @MainActor
    private static func settle(_ field: FloatingLabelEntry) {
        XCTAssertTrue(MainLoop.iterate(until: { !field.isAnimating }), "the label settles")
        MainLoop.drain()
    }

    @MainActor
    private static func openPage() -> (DemoWindow, FloatingLabelsPage) {
        GtkTest.setUp()
        let demo = DemoWindow(options: DemoOptions(page: .floating))
        GtkTest.show(demo.window.widget)
        let page = demo.view(of: .floating) as! FloatingLabelsPage
        // Focus starts in Name; move it off every field so each starts at rest (or floated with text).
        gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
        page.fields.forEach { Self.settle($0) }
        return (demo, page)
    }

    private static func close(_ demo: DemoWindow) {
        MainActor.assumeIsolated {
            gtk_window_destroy(demo.window.widget.asWindow)
            MainLoop.drain()
        }
    }

    func testFocusFloatsAndBlurReturnsAnEmptyField() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.openPage()
            defer { Self.close(demo) }
            let name = page.fields[0]
            let fieldHeight = Double(name.fieldSize.height)
            XCTAssertEqual(fieldHeight, 60, "the seed's field height")
            let width = Self.naturalWidth(name.label)

            var rest = Self.bounds(of: name)
            XCTAssertEqual(Double(rest.origin.x), 5, accuracy: 0.01)
            XCTAssertEqual(Double(rest.origin.y + rest.size.height / 2), 30, accuracy: 0.01)
            XCTAssertEqual(Double(rest.size.width), width, accuracy: 0.01)

            name.grabFocus()
            XCTAssertTrue(name.isAnimating, "focus starts the motion")
            var xs: [Double] = [], tops: [Double] = []
            MainLoop.iterate(until: {
                xs.append(Double(Self.bounds(of: name).origin.x))
                tops.append(Double(Self.bounds(of: name).origin.y))
                return !name.isAnimating
            })
            MainLoop.drain()
            // Floated inside the field: the box's top 4 px below the field's top, 0.8 of its
            // size, its leading edge 5.6 (the 3 px padding scaled to 2.4 keeps the ink at 8).
            let floated = Self.bounds(of: name)
            XCTAssertEqual(Double(floated.origin.x), 5.6, accuracy: 0.01)
            XCTAssertEqual(Double(floated.origin.y), 4, accuracy: 0.01)
            XCTAssertEqual(Double(floated.size.width), width * 0.8, accuracy: 0.01)
            XCTAssertEqual(Double(floated.size.height), Double(rest.size.height) * 0.8, accuracy: 0.01)
            // A critically damped spring never overshoots: x only ever increases, within
            // [5, 5.6], and the top only ever rises, from centred to 4.
            XCTAssertEqual(xs, xs.sorted())
            XCTAssertTrue(xs.allSatisfy { $0 >= 4.999 && $0 <= 5.61 })
            XCTAssertEqual(tops, tops.sorted(by: >))
            XCTAssertTrue(tops.allSatisfy { $0 >= 3.999 && $0 <= Double(rest.origin.y) + 0.001 })
            XCTAssertGreaterThan(Set(tops.map { $0.rounded() }).count, 3, "moved over several frames")

            gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
            Self.settle(name)
            rest = Self.bounds(of: name)
            XCTAssertEqual(Double(rest.origin.x), 5, accuracy: 0.01)
            XCTAssertEqual(Double(rest.origin.y + rest.size.height / 2), 30, accuracy: 0.01)
            XCTAssertEqual(FrameTicker.registered, 0, "no tick callback once still")
        }
    }

    func testBlurWithTextStaysFloated() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.openPage()
            defer { Self.close(demo) }
            let name = page.fields[0]
            name.grabFocus()
            im_signal_emit_string(UnsafeMutableRawPointer(gtk_editable_get_delegate(name.entry.asEditable)), "insert-at-cursor", "Ada")
            XCTAssertEqual(name.text, "Ada")
            gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
            Self.settle(name)
            XCTAssertEqual(Double(Self.bounds(of: name).origin.x), 5.6, accuracy: 0.01)
        }
    }

    /// A theme change (light, dark, high contrast and back) loses nothing: the text typed
    /// into a field, a chat draft and the placeholder view stay, a field with text stays
    /// floated (x = 5.6) and an empty one at rest (x = 5).
    func testTypedTextAndLabelsSurviveThemeChanges() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.openPage()
            defer {
                ThemeContrastTests.apply(.init(name: "light", theme: "Adwaita", dark: false))
                Self.close(demo)
            }
            let name = page.fields[0]
            name.grabFocus()
            im_signal_emit_string(UnsafeMutableRawPointer(gtk_editable_get_delegate(name.entry.asEditable)), "insert-at-cursor", "Ada 한글 😀")
            gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
            let chat = demo.view(of: .chat) as! ChatPage
            chat.bar.draft = "half a thought"
            let placeholder = demo.view(of: .placeholder) as! PlaceholderTextPage
            placeholder.textView.text = "line one\nline two"
            demo.show(page: .floating)
            for style in ThemeContrastTests.styles.reversed() + ThemeContrastTests.styles {
                ThemeContrastTests.apply(style)
                page.fields.forEach { Self.settle($0) }
                XCTAssertEqual(name.text, "Ada 한글 😀", style.name)
                XCTAssertEqual(Double(Self.bounds(of: name).origin.x), 5.6, accuracy: 0.01, "\(style.name): floated")
                XCTAssertEqual(Double(Self.bounds(of: page.fields[1]).origin.x), 5, accuracy: 0.01, "\(style.name): at rest")
                XCTAssertEqual(chat.bar.draft, "half a thought", style.name)
                XCTAssertEqual(placeholder.textView.text, "line one\nline two", style.name)
            }
        }
    }

    func testLabelsOfEveryLengthLandOnTheSameLine() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.openPage()
            defer { Self.close(demo) }
            let short = page.fields[0], long = page.fields[3]
            XCTAssertGreaterThan(Self.naturalWidth(long.label), 3 * Self.naturalWidth(short.label))
            for field in [short, long] {
                field.grabFocus()
                Self.settle(field)
                XCTAssertEqual(Double(Self.bounds(of: field).origin.x), 5.6, accuracy: 0.01, field.title)
            }
        }
    }

    func testRightToLeftFieldMirrors() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.openPage()
            defer { Self.close(demo) }
            Self.assertMirrors(page.fields[4])
        }
    }

    /// In a right-to-left locale GTK's default direction is RTL: every field mirrors, not
    /// just the one set to RTL explicitly.
    func testRightToLeftLocaleMirrorsEveryField() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
            defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
            let (demo, page) = Self.openPage()
            defer { Self.close(demo) }
            Self.assertMirrors(page.fields[0])
            Self.assertMirrors(page.fields[3])
        }
    }

    func testPrefilledFieldStartsFloatedWithoutAnimation() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let field = FloatingLabelEntry(title: "City", text: "Lisbon")
            let window = Widget(gtk_window_new())
            gtk_window_set_child(window.widget.asWindow, field.root.widget)
            gtk_widget_set_size_request(field.root.widget, 300, -1)
            GtkTest.show(window.widget)
            XCTAssertEqual(Double(Self.bounds(of: field).origin.x), 5.6, accuracy: 0.01)
            // Presenting focused the only field; floated already, so focus moves nothing.
            XCTAssertFalse(field.isAnimating)
            gtk_root_set_focus(gtk_widget_get_root(window.widget), nil)
            XCTAssertFalse(field.isAnimating, "blur with text: stays floated")
            // Set while unfocused: jumps, no animation.
            field.text = ""
            XCTAssertFalse(field.isAnimating)
            GtkTest.waitForFrames(window.widget, 1)
            XCTAssertEqual(Double(Self.bounds(of: field).origin.x), 5, accuracy: 0.01)
            gtk_window_destroy(window.widget.asWindow)
            MainLoop.drain()
        }
    }

    /// Focus in and out ten times a second: the label follows without jumps and ends right.
    /// Sampled once per painted frame, as speed (the step over the motion time between the
    /// two frames, so a frame the machine dropped is no jump): no speed may exceed the top
    /// speed of a clean, uninterrupted float (the fastest the spring ever moves) by more than
    /// half.
    func testInterruptedFocusNeverJumps() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.openPage()
            defer { Self.close(demo) }
            let name = page.fields[0]
            let root = gtk_widget_get_root(name.entry)
            func speeds(_ samples: [(time: Double, top: Double)]) -> [Double] {
                zip(samples, samples.dropFirst()).compactMap { a, b in b.time > a.time ? abs(b.top - a.top) / (b.time - a.time) : nil }
            }

            // A clean float, frame by frame.
            var clean: [(time: Double, top: Double)] = []
            name.grabFocus()
            GtkTest.eachFrame(of: name.entry) { time in
                clean.append((time, Double(Self.bounds(of: name).origin.y)))
                return !name.isAnimating
            }
            gtk_root_set_focus(root, nil)
            Self.settle(name)
            let cleanTop = speeds(clean).max() ?? 0
            XCTAssertGreaterThan(cleanTop, 10, "the clean float moved (px/s)")

            // Now toggle focus every 0.1 s of motion time for 1.1 s.
            var samples: [(time: Double, top: Double)] = []
            var lastToggle = -Double.infinity
            var toggles = 0
            GtkTest.eachFrame(of: name.entry) { time in
                samples.append((time, Double(Self.bounds(of: name).origin.y)))
                guard toggles < 11 else { return !name.isAnimating }
                if time - lastToggle >= 0.1 {
                    if toggles % 2 == 0 { name.grabFocus() } else { gtk_root_set_focus(root, nil) }
                    lastToggle = time
                    toggles += 1
                }
                return false
            }
            // 11 toggles: ends focused, so floated.
            XCTAssertEqual(Double(Self.bounds(of: name).origin.x), 5.6, accuracy: 0.01)
            XCTAssertGreaterThan(samples.count, 40, "sampled over many frames")
            XCTAssertLessThanOrEqual(speeds(samples).max() ?? 0, 1.5 * cleanTop, "no jump between two frames")
        }
    }

    /// Frames can run late: between two frames the clock can be well past the frame on screen.
    /// A blur then turns the label back where it is drawn, never from where it would have got
    /// to by now (most of the way up, where it was never drawn). The capture clock stands in
    /// for a late frame: motion time moves on, no frame is drawn. The label's top goes from
    /// centred (rest) up to 4 px (floated): a label on its way back to rest only ever has a
    /// larger top than where it turned.
    func testABlurBetweenLateFramesTurnsTheLabelWhereItIsDrawn() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.openPage()
            defer { Self.close(demo) }
            let name = page.fields[0]
            let window = demo.window.widget
            let restTop = Double(Self.bounds(of: name).origin.y), floatedTop = 4.0
            let start = MotionContext.shared.now(for: window) + 1  // ahead of every time seen so far
            defer { MotionContext.shared.captureTime = nil }
            MotionContext.shared.captureTime = start
            name.grabFocus()
            MotionContext.shared.captureTime = start + 0.05
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            let drawn = Double(Self.bounds(of: name).origin.y)
            let span = restTop - floatedTop
            XCTAssertLessThan(drawn, restTop - 0.11 * span, "floating, a sixth of the way through its 0.3 s")
            XCTAssertGreaterThan(drawn, floatedTop + 0.11 * span)

            MotionContext.shared.captureTime = start + 0.15  // late: 0.1 s and no frame drawn
            gtk_root_set_focus(gtk_widget_get_root(window), nil)
            XCTAssertTrue(name.isAnimating)
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            let next = Double(Self.bounds(of: name).origin.y)
            XCTAssertGreaterThanOrEqual(next, drawn, "the next frame is on the way back to rest, never further up first")
            MotionContext.shared.captureTime = start + 0.2
            XCTAssertTrue(MainLoop.paintNextFrame(of: window))
            XCTAssertGreaterThan(Double(Self.bounds(of: name).origin.y), next, "and goes on towards rest")

            MotionContext.shared.captureTime = start + 1
            Self.settle(name)
            XCTAssertEqual(Double(Self.bounds(of: name).origin.y), restTop, accuracy: 0.01, "at rest")
        }
    }

    func testReturnMovesFocusThroughTheFormAndOffTheLast() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.openPage()
            defer { Self.close(demo) }
            let root = gtk_widget_get_root(demo.window.widget)!
            page.fields[0].grabFocus()
            for index in 0..<page.fields.count {
                XCTAssertNotEqual(gtk_widget_has_focus(gtk_root_get_focus(root)) , 0)
                XCTAssertTrue(gtk_widget_is_ancestor(gtk_root_get_focus(root), page.fields[index].entry) != 0, "field \(index) focused")
                im_signal_emit_simple(UnsafeMutableRawPointer(page.fields[index].entry), "activate")
            }
            XCTAssertNil(gtk_root_get_focus(root), "Return in the last field gives focus back to the window")
        }
    }
}
