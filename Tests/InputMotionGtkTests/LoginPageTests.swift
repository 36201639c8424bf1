import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The login page as a user drives it: type, press Log In, watch the field shake or the avatar
/// spin. Expected offsets are the seed's keyframes worked out by hand, not read from the model.
final class LoginPageTests: XCTestCase {
    /// The seed's shake: additive x keyframes [0, 10, -10, 10, 0] at keyTimes
    /// [0, 0.08, 0.24, 0.415, 0.5] of 0.5 s, i.e. at 0, 0.04, 0.12, 0.2075 and 0.25 s, linear
    /// between, then holding 0.
    static func seedShake(_ t: Double) -> Double {
        let keys: [(Double, Double)] = [(0, 0), (0.04, 10), (0.12, -10), (0.2075, 10), (0.25, 0)]
        guard t > 0 else { return 0 }
        for (a, b) in zip(keys, keys.dropFirst()) where t <= b.0 {
            return a.1 + (b.1 - a.1) * (t - a.0) / (b.0 - a.0)
        }
        return 0
    }

    @MainActor
    private static func open() -> (DemoWindow, LoginPage) {
        GtkTest.setUp()
        let demo = DemoWindow(options: DemoOptions(page: .login))
        GtkTest.show(demo.window.widget)
        return (demo, demo.view(of: .login) as! LoginPage)
    }

    @MainActor
    private static func close(_ demo: DemoWindow) {
        gtk_window_destroy(demo.window.widget.asWindow)
        MainLoop.drain()
        MotionContext.shared.reducedMotionRequested = false
    }

    @MainActor
    private static func type(_ text: String, into field: FloatingLabelEntry) {
        field.grabFocus()
        im_signal_emit_string(UnsafeMutableRawPointer(gtk_editable_get_delegate(field.entry.asEditable)), "insert-at-cursor", text)
    }

    /// The field's x in the page, from its real drawn bounds.
    @MainActor
    private static func x(of field: FloatingLabelEntry, in page: LoginPage) -> Double {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(field.entry, page.root.widget, &rect), 0)
        return Double(rect.origin.x)
    }

    func testInvalidEmailShakesTheEmailFieldBySeedOffsetsAndSaysWhy() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            Self.type("foo", into: page.email)
            Self.type("a long password", into: page.password)
            let restX = Self.x(of: page.email, in: page)
            let passwordX = Self.x(of: page.password, in: page)

            click(page.loginButton)
            // The shake's own start: reading the clock again here could land a frame later
            // (outside a frame GDK may move its "current" frame time on).
            guard let start = page.model.shakeStartTime else { return XCTFail("no shake started") }
            XCTAssertEqual(page.email.messageText, "Enter an email address like name@example.com.")
            XCTAssertNil(page.password.messageText)
            XCTAssertNotEqual(gtk_widget_is_ancestor(gtk_root_get_focus(gtk_widget_get_root(page.root.widget)), page.email.entry), 0, "the email field takes focus")

            var samples: [(t: Double, offset: Double)] = []
            GtkTest.eachFrame(of: page.root.widget) { time in
                let t = time - start
                samples.append((t, Self.x(of: page.email, in: page) - restX))
                XCTAssertEqual(Self.x(of: page.password, in: page), passwordX, "only the invalid field moves")
                return t > 0.3
            }
            XCTAssertGreaterThan(samples.count, 8, "sampled over many frames")
            for sample in samples where sample.t > 0 {
                XCTAssertEqual(sample.offset, Self.seedShake(sample.t), accuracy: 0.01, "offset at \(sample.t) s")
            }
            XCTAssertTrue(samples.contains { $0.offset > 4 } && samples.contains { $0.offset < -4 }, "it really shook")
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 }), "no tick callback once it holds")
            XCTAssertEqual(Self.x(of: page.email, in: page), restX)

            // Editing the field clears its error.
            Self.type("@example.com", into: page.email)
            XCTAssertNil(page.email.messageText)
        }
    }

    /// The widget's top-left in the page, once a layout has run (GTK lays out on frames).
    @MainActor
    private static func origin(of widget: UnsafeMutablePointer<GtkWidget>, in page: LoginPage) -> (x: Float, y: Float) {
        GtkTest.waitForFrames(page.root.widget)
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(widget, page.root.widget, &rect), 0)
        return (rect.origin.x, rect.origin.y)
    }

    /// The email error appearing and going moves nothing below it: its line is kept. With
    /// reduced motion, so the shake does not move the fields meanwhile.
    func testTheEmailErrorMovesNothingBelowIt() {
        MainActor.assumeIsolated {
            MotionContext.shared.reducedMotionRequested = true
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            Self.type("a long password", into: page.password)
            let password = Self.origin(of: page.password.entry, in: page)
            let button = Self.origin(of: page.loginButton, in: page)
            // The kept lines are empty: nothing for a screen reader until one says something.
            let alerts = { ((try? Accessibility.dump()) ?? []).filter { $0.hasPrefix("alert|") } }
            XCTAssertEqual(alerts(), [])

            click(page.loginButton)
            XCTAssertNotNil(page.email.messageText, "the email error shows")
            XCTAssertEqual(alerts().count, 1, "the error is an alert")
            XCTAssertTrue(alerts().first?.hasPrefix("alert|Enter your email address.|") == true, "\(alerts())")
            XCTAssertTrue(Self.origin(of: page.password.entry, in: page) == password, "the password field stays")
            XCTAssertTrue(Self.origin(of: page.loginButton, in: page) == button, "Log In stays")

            Self.type("ada@example.com", into: page.email)
            XCTAssertNil(page.email.messageText, "the error goes")
            XCTAssertEqual(alerts(), [])
            XCTAssertTrue(Self.origin(of: page.password.entry, in: page) == password, "the password field stays")
            XCTAssertTrue(Self.origin(of: page.loginButton, in: page) == button, "Log In stays")
        }
    }

    func testShortPasswordShakesThePasswordField() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            Self.type("ada@example.com", into: page.email)
            Self.type("가나다라마바사", into: page.password)  // 7 characters
            // Return in the password field submits, as Log In does.
            im_signal_emit_simple(UnsafeMutableRawPointer(page.password.entry), "activate")
            XCTAssertEqual(page.password.messageText, "Password must be at least 8 characters.")
            XCTAssertNil(page.email.messageText)
            XCTAssertEqual(page.model.shakingField, .password)
        }
    }

    /// Tab into a filled password selects it all; a too-short password then leaves the caret
    /// at its end with nothing selected (a selected password is read out, and the next key
    /// would replace it).
    func testAShortPasswordLeavesItsCaretAtTheEndWithNothingSelected() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            Self.type("ada@example.com", into: page.email)
            Self.type("abc", into: page.password)
            let editable = page.password.entry.asEditable
            gtk_editable_select_region(editable, 0, -1)  // what Tab into the filled field does
            im_signal_emit_simple(UnsafeMutableRawPointer(page.password.entry), "activate")
            XCTAssertEqual(page.password.messageText, "Password must be at least 8 characters.")
            var start: Int32 = 0, end: Int32 = 0
            XCTAssertEqual(gtk_editable_get_selection_bounds(editable, &start, &end), 0, "nothing selected")
            XCTAssertEqual(gtk_editable_get_position(editable), 3, "the caret after \"abc\"")
        }
    }

    func testValidSubmitSpinsAndRoundsTheAvatarUntilLogOut() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            Self.type("ada@example.com", into: page.email)
            Self.type("analytical", into: page.password)
            click(page.loginButton)
            guard let start = page.model.avatarStartTime else { return XCTFail("no spin started") }
            XCTAssertNil(page.email.messageText)
            XCTAssertNil(page.password.messageText)
            XCTAssertEqual(gtk_widget_get_visible(page.logOutButton), 1)

            // Corner radius 0 -> 100 over 2 s, linear: 50 px per second. Rotation eases from 0 up.
            var rotations: [Double] = []
            GtkTest.eachFrame(of: page.root.widget) { time in
                let t = time - start
                if t > 0 {
                    XCTAssertEqual(page.avatar.drawn.cornerRadius, 50 * t, accuracy: 0.01, "radius at \(t) s")
                    rotations.append(page.avatar.drawn.rotation)
                }
                return t > 0.5
            }
            XCTAssertEqual(rotations, rotations.sorted(), "the spin only turns one way")
            XCTAssertGreaterThan(rotations.last ?? 0, 0.05)
            XCTAssertLessThan(rotations.last ?? 7, 2 * .pi)
            XCTAssertGreaterThanOrEqual(FrameTicker.registered, 1, "spinning forever needs frames")

            click(page.logOutButton)
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 }), "Log Out leaves no tick callback")
            XCTAssertEqual(page.avatar.rotation, 0)
            XCTAssertEqual(page.avatar.cornerRadius, 0)
            XCTAssertEqual(page.password.text, "", "log out clears the password")
            XCTAssertEqual(page.email.text, "ada@example.com", "and keeps the email")
            XCTAssertEqual(gtk_widget_get_visible(page.loginButton), 1)
        }
    }

    func testReducedMotionShowsTheErrorWithoutShaking() {
        MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            MotionContext.shared.reducedMotionRequested = true
            XCTAssertTrue(MainLoop.iterate(until: { FrameTicker.registered == 0 }))
            Self.type("nope", into: page.email)
            click(page.loginButton)
            XCTAssertEqual(page.email.messageText, "Enter an email address like name@example.com.")
            XCTAssertEqual(FrameTicker.registered, 0, "nothing moves")
            XCTAssertEqual(page.email.horizontalOffset, 0)
        }
    }

    func testThePasswordIsNeverReadOutOrShown() throws {
        try MainActor.assumeIsolated {
            let (demo, page) = Self.open()
            defer { Self.close(demo) }
            Self.type("ada@example.com", into: page.email)
            Self.type("hunter2hunter2", into: page.password)
            click(page.loginButton)
            let lines = try Accessibility.dump()
            XCTAssertTrue(lines.contains { $0.hasPrefix("password text|Password|") })
            // GTK 4.8's AT-SPI bridge serves a GtkPasswordEntry's Text interface from its real
            // buffer (GtkPasswordEntry is a final type, so the app cannot intercept it). Nothing
            // of ours may add to that: no name, description, label or status line holds it.
            let ours = lines.filter { !$0.hasPrefix("password text|Password|") }
            XCTAssertFalse(ours.contains { $0.contains("hunter2") }, "\(ours.filter { $0.contains("hunter2") })")
            XCTAssertFalse(lines.contains { $0.hasPrefix("password text|") && $0.split(separator: "|")[1].contains("hunter2") }, "not in the entry's name")
            XCTAssertFalse(String(cString: gtk_window_get_title(demo.window.widget.asWindow)).contains("hunter2"))
            XCTAssertFalse(String(describing: page.model).contains("hunter2"))
        }
    }
}
