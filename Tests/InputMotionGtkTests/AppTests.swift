import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The demo as an application: actions and their keys, About, the shortcuts window, one
/// instance. The app runs in this process on the test run's own session bus
/// (meson-helpers/test wraps the tests in dbus-run-session), so a demo the developer has open
/// is never involved.
final class AppTests: XCTestCase {
    /// Starts the app here: registered on the bus, activated (the window opens and shows).
    @MainActor
    private static func startApp(id: String = DemoApplication.id, statePath: String? = nil) -> DemoApplication {
        GtkTest.setUp()
        let app = DemoApplication(id: id, statePath: statePath)
        let gapplication = Gio.Application(app.application).c
        var error: UnsafeMutablePointer<GError>?
        XCTAssertNotEqual(g_application_register(gapplication, nil, &error), 0, "registered")
        // Never activate someone's running demo (tests outside meson-helpers/test's own bus).
        guard g_application_get_is_remote(gapplication) == 0 else {
            XCTFail("another InputMotion owns \(id) on this session bus: run the tests under dbus-run-session")
            return app
        }
        g_application_activate(gapplication)
        if let window = app.demoWindow?.window.widget { GtkTest.show(window) }
        return app
    }

    /// Activates the app again (a new window, as after the last one closed) and returns it
    /// with its X window.
    @MainActor
    private static func reopen(_ app: DemoApplication) -> (DemoWindow, String)? {
        g_application_activate(Gio.Application(app.application).c)
        guard let demo = app.demoWindow else { XCTFail("activation opens a window"); return nil }
        GtkTest.show(demo.window.widget)
        guard let x = AppTest.xWindow(titled: "InputMotion") else { XCTFail("no X window"); return nil }
        return (demo, x)
    }

    @MainActor
    private static func close(_ app: DemoApplication) {
        if let window = app.demoWindow?.window.widget { gtk_window_destroy(window.asWindow) }
        MainLoop.drain()
    }

    /// The primary menu lists Slow Motion and its factors, Pause Motion, Frame Pacing, Motion
    /// Inspector, Keyboard Shortcuts, About InputMotion and Quit, and GTK knows the key of each
    /// (so the menu shows it).
    func testMenuCommandsHaveTheirAcceleratorsOnTheApplication() {
        MainActor.assumeIsolated {
            let app = Self.startApp(id: "io.github.inputmotion.DemoTest1", statePath: nil)
            defer { Self.close(app) }
            let expected: [(String, String?)] = [
                ("win.slow-motion", "<Shift><Control>s"), ("win.frame-pacing", "<Shift><Control>f"), ("win.motion-inspector", "<Shift><Control>m"),
                ("win.show-shortcuts", "<Control>question"), ("app.about", nil), ("app.quit", "<Control>q"),
                ("win.close", "<Control>w"), ("win.toggle-keyboard", "<Control>k"),
                ("win.pause-motion", "<Shift><Control>p"), ("win.step-forward", "<Alt>period"), ("win.step-back", "<Alt>comma"),
                ("win.slow-motion-factor::5", nil),
                ("win.show-page::poll", "<Alt>5"), ("win.go-back", "<Alt>Left"),
            ]
            for (action, accelerator) in expected {
                let accels = gtk_application_get_accels_for_action(app.application, action)!
                defer { g_strfreev(accels) }
                let first = accels[0].map { String(cString: $0) }
                XCTAssertEqual(first, accelerator, action)
            }
            // Made the first time it opens, not at start-up.
            XCTAssertNil(gtk_menu_button_get_menu_model(OpaquePointer(app.demoWindow!.primaryMenu.button)))
            app.demoWindow!.primaryMenu.makeMenu()  // what GTK asks for when it first opens
            let menu = gtk_menu_button_get_menu_model(OpaquePointer(app.demoWindow!.primaryMenu.button))!
            var titles: [String] = []
            for section in 0..<g_menu_model_get_n_items(menu) {
                guard let part = g_menu_model_get_item_link(menu, section, "section") else { continue }
                for item in 0..<g_menu_model_get_n_items(part) {
                    let value = g_menu_model_get_item_attribute_value(part, item, "label", nil)!
                    titles.append(String(cString: g_variant_get_string(value, nil)))
                    g_variant_unref(value)
                }
                g_object_unref(UnsafeMutableRawPointer(part))
            }
            XCTAssertEqual(titles, ["Slow Motion", "Slow Motion 2×", "Slow Motion 5×", "Slow Motion 10×", "Slow Motion 20×",
                                    "Pause Motion", "Frame Pacing", "Motion Inspector", "Keyboard Shortcuts", "About InputMotion", "Quit"])
        }
    }

    /// Each accelerator, pressed for real on the X server, does what its action does.
    func testEachAcceleratorTriggersItsAction() throws {
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        MainActor.assumeIsolated {
            let app = Self.startApp(id: "io.github.inputmotion.DemoTest2", statePath: nil)
            defer { MotionContext.shared.slowMotionFactor = 1; Self.close(app) }
            let demo = app.demoWindow!
            guard let window = AppTest.xWindow(titled: "InputMotion") else { return XCTFail("no X window") }

            for (index, page) in DemoPage.allCases.enumerated() {
                AppTest.press("alt+\(index + 1)", in: window)
                XCTAssertTrue(MainLoop.iterate(until: { demo.visiblePage == page }), "Alt+\(index + 1) shows \(page)")
            }
            // Poll has a keyboard: Ctrl+K brings it up and takes it down.
            let host = (demo.view(of: .poll) as! PollPage).keyboardHost
            AppTest.press("ctrl+k", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { host.isVisible }), "Ctrl+K shows the keyboard")
            AppTest.press("ctrl+k", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { !host.isVisible }), "Ctrl+K hides it")

            AppTest.press("ctrl+shift+s", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { demo.actions.isOn("slow-motion") }), "Ctrl+Shift+S")
            XCTAssertEqual(MotionContext.shared.slowMotionFactor, 10)
            AppTest.press("ctrl+shift+s", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { !demo.actions.isOn("slow-motion") }))

            // Ctrl+Shift+P pauses; Alt+. and Alt+, step a frame (1/60 s of motion time) while
            // paused; Ctrl+Shift+P again resumes.
            AppTest.press("ctrl+shift+p", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { MotionContext.shared.isPaused }), "Ctrl+Shift+P pauses")
            let held = MotionContext.shared.clockNow
            AppTest.press("alt+period", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { abs(MotionContext.shared.clockNow - (held + 1.0 / 60)) < 1e-9 }), "Alt+. steps on")
            AppTest.press("alt+comma", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { abs(MotionContext.shared.clockNow - held) < 1e-9 }), "Alt+, steps back")
            AppTest.press("ctrl+shift+p", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { !MotionContext.shared.isPaused }), "Ctrl+Shift+P resumes")

            AppTest.press("ctrl+shift+f", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { demo.review.pacing.isShown }), "Ctrl+Shift+F")
            AppTest.press("ctrl+shift+f", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { !demo.review.pacing.isShown }))

            AppTest.press("ctrl+w", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { app.demoWindow == nil }), "Ctrl+W closes the window")
            XCTAssertNil(gtk_application_get_windows(app.application), "no window left")

            // Keys that open a popup or another window each get a fresh window (a later
            // activation): without a window manager on Xvfb, X focus does not come back to the
            // window after a popup closes, though it does for a user.
            guard let (menuDemo, menuWindow) = Self.reopen(app) else { return }
            AppTest.pressBase(GDK_KEY_F10, in: menuWindow)
            XCTAssertTrue(MainLoop.iterate(until: { menuDemo.primaryMenu.isOpen }), "F10 opens the primary menu")
            AppTest.press("Escape", in: menuWindow)
            XCTAssertTrue(MainLoop.iterate(until: { !menuDemo.primaryMenu.isOpen }), "Escape closes it")
            gtk_window_destroy(menuDemo.window.widget.asWindow)
            MainLoop.iterate(until: { app.demoWindow == nil })

            guard let (_, shortcutsWindow) = Self.reopen(app) else { return }
            AppTest.press("ctrl+question", in: shortcutsWindow)
            XCTAssertTrue(MainLoop.iterate(until: { AppTest.toplevel(named: "GtkShortcutsWindow") != nil }), "Ctrl+? opens the shortcuts")
            if let shortcuts = AppTest.toplevel(named: "GtkShortcutsWindow") {
                // What a screen reader reads as it opens.
                XCTAssertEqual(gtk_window_get_title(shortcuts.asWindow).map { String(cString: $0) }, "Keyboard Shortcuts")
                gtk_window_close(shortcuts.asWindow)
            }
            XCTAssertTrue(MainLoop.iterate(until: { AppTest.toplevel(named: "GtkShortcutsWindow") == nil }))
            if let window = app.demoWindow?.window.widget { gtk_window_destroy(window.asWindow) }
            MainLoop.iterate(until: { app.demoWindow == nil })

            guard let (_, quitWindow) = Self.reopen(app) else { return }
            AppTest.press("ctrl+q", in: quitWindow)
            XCTAssertTrue(MainLoop.iterate(until: { app.demoWindow == nil }), "Ctrl+Q quits")
        }
    }

    /// About and the shortcuts window open over the window and close again, with no GTK
    /// warning on the way (G_DEBUG=fatal-warnings would end the run).
    func testAboutAndShortcutsOpenAndClose() {
        MainActor.assumeIsolated {
            let app = Self.startApp(id: "io.github.inputmotion.DemoTest3", statePath: nil)
            defer { Self.close(app) }
            g_action_group_activate_action(Gio.ActionGroup(app.application).c, "about", nil)
            XCTAssertTrue(MainLoop.iterate(until: { AppTest.toplevel(named: "GtkAboutDialog") != nil }), "About opens")
            let about = AppTest.toplevel(named: "GtkAboutDialog")!
            GtkTest.waitForFrames(about, 2)
            XCTAssertEqual(String(cString: gtk_about_dialog_get_program_name(OpaquePointer(about))), "InputMotion")
            XCTAssertEqual(String(cString: gtk_about_dialog_get_version(OpaquePointer(about))), "0.1.0")
            XCTAssertEqual(gtk_about_dialog_get_license_type(OpaquePointer(about)), GTK_LICENSE_MIT_X11)
            // Credits is no wider than the About page: GTK's credit lines do not wrap, so a long
            // one widened the dialog (to 662 px) when Credits was chosen.
            let stack = try! XCTUnwrap(FirstLookTests.widgets(under: about).first { Gtk.Stack.isInstance($0) })
            @MainActor func width() -> (minimum: Int32, natural: Int32) { LayoutContainer.measure(about, GTK_ORIENTATION_HORIZONTAL) }
            let aboutPage = width()
            gtk_stack_set_visible_child_name(Gtk.Stack(stack).c, "credits")
            let credits = width()
            XCTAssertLessThanOrEqual(credits.minimum, aboutPage.minimum, "Credits does not widen the dialog")
            XCTAssertLessThanOrEqual(credits.natural, aboutPage.natural, "Credits does not widen the dialog")
            gtk_window_close(about.asWindow)
            XCTAssertTrue(MainLoop.iterate(until: { AppTest.toplevel(named: "GtkAboutDialog") == nil }), "About closes")

            app.demoWindow!.actions.activate("show-shortcuts")
            XCTAssertTrue(MainLoop.iterate(until: { AppTest.toplevel(named: "GtkShortcutsWindow") != nil }), "shortcuts open")
            GtkTest.waitForFrames(AppTest.toplevel(named: "GtkShortcutsWindow")!, 2)
            gtk_window_close(AppTest.toplevel(named: "GtkShortcutsWindow")!.asWindow)
            XCTAssertTrue(MainLoop.iterate(until: { AppTest.toplevel(named: "GtkShortcutsWindow") == nil }), "shortcuts close")
        }
    }

    /// The shortcuts window lists every command with a key and every key hint, in its group.
    func testShortcutsWindowListsEveryShortcut() {
        MainActor.assumeIsolated {
            let description = ShortcutsWindow.description
            for command in DemoCommand.all where !command.accelerators.isEmpty {
                XCTAssertTrue(description.contains("<property name=\"accelerator\">\(command.accelerators[0].replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))</property>"), command.action)
            }
            for title in ["General", "Pages", "On-screen keyboard", "Reviewing motion", "Hide the on-screen keyboard, or go back to the pages", "Open the main menu"] {
                XCTAssertTrue(description.contains(">\(title)<"), title)
            }
        }
    }

    /// A second launch hands over to the running instance: still one window, now on the page
    /// the second launch asked for; the second process exits at once with status 0.
    func testSecondLaunchPresentsTheRunningWindowOnItsPage() {
        MainActor.assumeIsolated {
            let folder = AppTest.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let app = Self.startApp(statePath: nil)
            defer { Self.close(app) }
            XCTAssertEqual(app.demoWindow?.visiblePage, .floating)
            // The second launch sends two D-Bus messages and exits without waiting for either
            // to be handled: show-page, then Activate. Closing the window between the two lets
            // the late Activate open a new window, which outlives this test (and its DemoWindow)
            // and fails a later test when GTK paints it.
            var activations = 0
            let counter = Gio.Application(app.application).onActivate { activations += 1 }
            defer { counter.disconnect() }

            var environment = ProcessInfo.processInfo.environment
            environment["XDG_STATE_HOME"] = folder.path
            let launch: SpawnedGroup
            do { launch = try SpawnedGroup(AppTest.demoBinary, ["--page=poll"], environment: environment) } catch {
                return XCTFail("cannot start the second launch: \(error)")
            }
            defer { launch.end() }
            let second = launch.process
            // This process must answer the second one over D-Bus meanwhile: keep iterating.
            XCTAssertTrue(MainLoop.iterate(until: { !second.isRunning }, maxIterations: 100_000, timeout: 30))
            XCTAssertEqual(second.terminationStatus, 0)
            XCTAssertTrue(MainLoop.iterate(until: { app.demoWindow?.visiblePage == .poll }), "the running window switched to Poll")
            XCTAssertTrue(MainLoop.iterate(until: { activations == 1 }), "the second launch's activation reached the running instance")
            XCTAssertEqual(g_list_length(gtk_application_get_windows(app.application)), 1, "still one window")
            XCTAssertEqual(AppTest.visibleToplevels.filter { $0 == "InputMotionDemoWindow" }.count, 1, "one window on screen")
        }
    }
}

