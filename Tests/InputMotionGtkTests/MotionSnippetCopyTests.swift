import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The inspector's Copy: the toolkit chosen in its drop-down decides the code put on the
/// clipboard, read back from the display's GdkClipboard as another program would.
final class MotionSnippetCopyTests: XCTestCase {
    /// The clipboard's text, read back asynchronously through GDK (nil: nothing readable).
    @MainActor
    private static func clipboardText(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        final class Reading { var done = false; var text: String? }
        let reading = Reading()
        let clipboard = gdk_display_get_clipboard(gtk_widget_get_display(widget))
        let box = Unmanaged.passRetained(reading).toOpaque()
        gdk_clipboard_read_text_async(clipboard, nil, { source, result, data in
            guard let data else { return }
            let reading = Unmanaged<Reading>.fromOpaque(data).takeRetainedValue()
            if let text = gdk_clipboard_read_text_finish(OpaquePointer(source), result, nil) {
                reading.text = String(cString: text)
                g_free(text)
            }
            reading.done = true
        }, box)
        XCTAssertTrue(MainLoop.iterate(until: { reading.done }), "the clipboard answers")
        return reading.text
    }

    @MainActor
    private static func choose(_ toolkit: MotionToolkit, in editor: MotionEditor) {
        guard let index = MotionToolkit.allCases.firstIndex(of: toolkit) else { return XCTFail("no \(toolkit)") }
        gtk_drop_down_set_selected(Gtk.DropDown(editor.toolkitDropDown).c, guint(index))
        MainLoop.drain()
    }

    /// The drop-down is named for screen readers with the toolkit chosen. GTK 4.18 reads it as
    /// a combo box with its value; GTK 4.8 puts focus on its inner button, heard as
    /// "GtkToggleButton" until the editor named it.
    func testTheToolkitDropDownIsNamedWithTheToolkitChosen() throws {
        try MainActor.assumeIsolated {
            let demo = InspectorTest.open(.login)
            defer {
                gtk_window_destroy(demo.window.widget.asWindow)
                MainLoop.drain()
                MotionContext.shared.catalog = MotionCatalog()
            }
            let shake = try XCTUnwrap(demo.motionInspector.inspector.editor(for: .shake))
            guard gtk_get_minor_version() < 18 else {
                XCTAssertTrue(try Accessibility.dump().contains { $0.hasPrefix("combo box|Code to copy Shake as|") })
                return
            }
            XCTAssertTrue(try Accessibility.dump().contains { $0.contains("|Code to copy Shake as, InputMotion Catalog (Swift)|") })
            Self.choose(.libadwaitaC, in: shake)
            let lines = try Accessibility.dump()
            XCTAssertTrue(lines.contains { $0.contains("|Code to copy Shake as, libadwaita (C)|") }, "renamed with the choice")
            XCTAssertFalse(lines.contains { $0.contains("|GtkToggleButton|") }, "no button named by its type")
        }
    }

    func testChoosingAToolkitPutsItsSnippetOnTheClipboard() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            MotionContext.shared.catalog = MotionCatalog()
            let demo = DemoWindow(options: DemoOptions(page: .login))
            gtk_window_set_default_size(demo.window.widget.asWindow, 1200, 760)
            GtkTest.show(demo.window.widget)
            demo.review.activate("motion-inspector")
            MainLoop.drain()
            defer {
                gtk_window_destroy(demo.window.widget.asWindow)
                MainLoop.drain()
                MotionContext.shared.catalog = MotionCatalog()
            }
            let inspector = demo.motionInspector.inspector
            guard let label = inspector.editor(for: .floatingLabel), let shake = inspector.editor(for: .shake) else {
                return XCTFail("the login page's inspector lists the label's spring and the shake")
            }
            // Every toolkit in the drop-down, the catalog's own line first (as Copy gave before).
            let list = gtk_drop_down_get_model(Gtk.DropDown(label.toolkitDropDown).c)
            XCTAssertEqual(g_list_model_get_n_items(list), 7)
            XCTAssertEqual(label.toolkit, .inputMotion)

            // The label's spring, 0.3 s, ζ 1, v0 1: stiffness 940.510404 (ω0 = 30.667742 rad/s,
            // worked out in the core's MotionSnippetTests), damping ratio 1, mass 1.
            Self.choose(.pyGObject, in: label)
            click(label.copyButton)
            let python = Self.clipboardText(of: demo.window.widget) ?? ""
            XCTAssertTrue(python.contains("params = Adw.SpringParams.new(1, 1, 940.510404)"), python)
            XCTAssertTrue(python.contains("def floating_label_animation(widget, apply):"), python)

            // The shake as C: its keys held to the end of the 500 ms pass.
            Self.choose(.libadwaitaC, in: shake)
            click(shake.copyButton)
            let c = Self.clipboardText(of: demo.window.widget) ?? ""
            XCTAssertTrue(c.contains("static const double shake_values[6] = { 0, 10, -10, 10, 0, 0 };"), c)
            XCTAssertTrue(c.contains("adw_timed_animation_new (widget, 0, 1, 500, target);"), c)

            // A tuned value is what is copied: duration 0.6 s is 600 ms, CSS says 0.6s.
            guard let duration = shake.entry(for: .duration) else { return XCTFail("no duration field") }
            gtk_editable_set_text(duration.asEditable, "0.6")
            Self.choose(.css, in: shake)
            click(shake.copyButton)
            let css = Self.clipboardText(of: demo.window.widget) ?? ""
            XCTAssertTrue(css.contains(".shake { animation: shake 0.6s linear 1; }"), css)
            XCTAssertTrue(css.contains("  41.5% { transform: translateX(10px); }"), css)

            // The catalog line stays one of the choices.
            Self.choose(.inputMotion, in: shake)
            click(shake.copyButton)
            XCTAssertEqual(Self.clipboardText(of: demo.window.widget)?.hasPrefix("// Shake\ntry catalog.set(.keyframes("), true)
        }
    }

    /// Real keys, as a keyboard user picks: Space opens the drop-down, Down moves to the
    /// second toolkit (libadwaita C), Return chooses it; Copy then copies C.
    func testAToolkitIsChosenWithRealKeys() throws {
        try GtkTest.requireX11(for: "xdotool presses the keys")
        MainActor.assumeIsolated {
            GtkTest.setUp()
            MotionContext.shared.catalog = MotionCatalog()
            let demo = DemoWindow(options: DemoOptions(page: .login))
            gtk_window_set_default_size(demo.window.widget.asWindow, 1200, 760)
            GtkTest.show(demo.window.widget)
            demo.review.activate("motion-inspector")
            MainLoop.drain()
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            guard let shake = demo.motionInspector.inspector.editor(for: .shake), let window = AppTest.xWindow(titled: "InputMotion") else {
                return XCTFail("no shake editor or no X window")
            }
            XCTAssertNotEqual(gtk_widget_grab_focus(shake.toolkitDropDown), 0)
            GtkTest.waitForFrames(demo.window.widget)
            AppTest.press("space", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { Self.popoverShown(in: shake.toolkitDropDown) }), "Space opens the list")
            GtkTest.waitForFrames(demo.window.widget)
            AppTest.press("Down", in: window)
            MainLoop.drain()
            AppTest.press("Return", in: window)
            XCTAssertTrue(MainLoop.iterate(until: { shake.toolkit == .libadwaitaC }), "Down and Return choose the second toolkit")
            click(shake.copyButton)
            XCTAssertEqual(Self.clipboardText(of: demo.window.widget)?.contains("shake_animation_new (GtkWidget *widget"), true)
        }
    }

    /// Whether the drop-down's list (its popover) is on screen.
    @MainActor
    private static func popoverShown(in dropDown: UnsafeMutablePointer<GtkWidget>) -> Bool {
        var child = gtk_widget_get_first_child(dropDown)
        while let widget = child {
            if g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), gtk_popover_get_type()) != 0 {
                return gtk_widget_get_mapped(widget) != 0
            }
            child = gtk_widget_get_next_sibling(widget)
        }
        return false
    }

    /// The drop-down and Copy are reached by Tab and worked by keys: both take focus.
    func testTheToolkitChoiceAndCopyTakeKeyboardFocus() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let demo = DemoWindow(options: DemoOptions(page: .login))
            GtkTest.show(demo.window.widget)
            demo.review.activate("motion-inspector")
            MainLoop.drain()
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            guard let shake = demo.motionInspector.inspector.editor(for: .shake) else { return XCTFail("no shake editor") }
            for widget in [shake.toolkitDropDown, shake.copyButton] {
                XCTAssertNotEqual(gtk_widget_grab_focus(widget), 0)
                MainLoop.drain()
                let focus = gtk_root_get_focus(gtk_widget_get_root(widget))
                XCTAssertTrue(focus == widget || (focus.map { gtk_widget_is_ancestor($0, widget) != 0 } ?? false))
            }
        }
    }
}
