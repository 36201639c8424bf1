import CGtk
import XCTest
@testable import InputMotionGtk

/// Ownership and lifetime in the binding layer.
final class BindingTests: XCTestCase {
    nonisolated(unsafe) static var finalized = 0

    /// A widget with a connected signal is finalized when destroyed, and the signal's closure
    /// box (and what the closure captured) is released with it.
    func testDestroyedWidgetIsFinalizedAndItsClosureReleased() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            final class Canary {}
            weak var canaryWatch: Canary?
            let boxesBefore = ClosureBoxes.live
            BindingTests.finalized = 0

            do {
                let window = Widget(gtk_window_new())
                let button = Widget(gtk_button_new_with_label("Press"))
                let canary = Canary()
                canaryWatch = canary
                var clicks = 0
                Gtk.Button(button.raw).onClicked { _ = canary; clicks += 1 }
                g_object_weak_ref(Gtk.AnyObject(button.raw).object, { _, _ in BindingTests.finalized += 1 }, nil)
                gtk_window_set_child(window.widget.asWindow, button.widget)
                GtkTest.show(window.widget)

                click(button.widget)
                XCTAssertEqual(clicks, 1, "the closure ran")
                XCTAssertEqual(ClosureBoxes.live, boxesBefore + 1)

                gtk_window_destroy(window.widget.asWindow)
                MainLoop.drain()
                XCTAssertEqual(BindingTests.finalized, 0, "the Swift wrapper still holds the button")
            }
            // Both wrappers are gone now: GTK finalizes the button, which releases the box.
            MainLoop.drain()
            XCTAssertEqual(BindingTests.finalized, 1, "button finalized")
            XCTAssertEqual(ClosureBoxes.live, boxesBefore, "closure box released")
            XCTAssertNil(canaryWatch, "what the closure captured was released")
        }
    }

    /// The typed signals reach their handlers with the signal's own arguments: a
    /// GSimpleAction's string parameter, an entry's Return, a property's notify.
    func testTypedSignalsDeliverTheirArguments() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let type = g_variant_type_new("s")
            let action = Gio.SimpleAction(g_simple_action_new("open", type)!)
            g_variant_type_free(type)
            var received: [String] = []
            action.onActivate { parameter in
                received.append(parameter.map { String(cString: g_variant_get_string($0, nil)) } ?? "none")
            }
            g_action_activate(action.c, g_variant_new_string("chat"))
            XCTAssertEqual(received, ["chat"], "the parameter arrives as the GVariant it was")
            action.unref()

            let window = Widget(gtk_window_new())
            let entry = Widget(gtk_entry_new())
            gtk_window_set_child(window.widget.asWindow, entry.widget)
            GtkTest.show(window.widget)
            var activations = 0, changes = 0, notified = 0
            Gtk.Entry(entry.widget).onActivate { activations += 1 }
            Gtk.Entry(entry.widget).onChanged { changes += 1 }
            Gtk.Entry(entry.widget).onNotify("placeholder-text") { notified += 1 }
            gtk_editable_set_text(entry.widget.asEditable, "typed")
            im_signal_emit_simple(entry.widget, "activate")
            gtk_entry_set_placeholder_text(Gtk.Entry(entry.widget).c, "Name")
            XCTAssertEqual([activations, changes, notified], [1, 1, 1])
            gtk_window_destroy(window.widget.asWindow)
            MainLoop.drain()
        }
    }

    /// The checked cast tells classes and interfaces apart as GTK's own `GTK_IS_…` does.
    func testCheckedCastKnowsClassesAndInterfaces() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let entry = Widget(gtk_entry_new())
            let label = Widget(gtk_label_new("x"))
            XCTAssertTrue(Gtk.Entry.isInstance(entry.widget))
            XCTAssertTrue(Gtk.Editable.isInstance(entry.widget), "GtkEntry implements GtkEditable")
            XCTAssertTrue(Gtk.AnyWidget.isInstance(entry.widget), "and is a GtkWidget")
            XCTAssertFalse(Gtk.Text.isInstance(entry.widget), "its GtkText is a child, not the entry")
            XCTAssertNil(Gtk.Entry.ifInstance(label.widget))
            XCTAssertNil(Gtk.Editable.ifInstance(label.widget))
            XCTAssertEqual(Gtk.Label.ifInstance(label.widget)?.raw, label.raw)
        }
    }

    /// Code above the binding casts a GObject only through the checked handles: no
    /// `OpaquePointer(…)`, `UnsafeMutableRawPointer(…)` or `assumingMemoryBound(to:)` to a GTK,
    /// GDK, GSK, GStreamer or GObject instance type in App/, Pages/, Review/ or Widgets/. Each
    /// one found is named by file and line.
    func testCodeAboveTheBindingUsesOnlyTheCheckedCast() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/InputMotionGtk").standardized
        let instanceType = try Regex(#"assumingMemoryBound\(to: (Gtk|Gdk|Gsk|Gst|GObject)\w*\.self"#)
        var scanned = 0, found: [String] = []
        for folder in ["App", "Pages", "Review", "Widgets"] {
            let directory = sources.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where name.hasSuffix(".swift") {
                scanned += 1
                let lines = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                for (index, line) in lines.enumerated() {
                    let classStruct = line.firstMatch(of: instanceType).map { line[$0.range].hasSuffix("Class.self") } ?? true
                    if line.contains("OpaquePointer(") || line.contains("UnsafeMutableRawPointer(") || !classStruct {
                        found.append("\(folder)/\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                    }
                }
            }
        }
        XCTAssertGreaterThan(scanned, 50, "the sources were found at \(sources.path)")
        XCTAssertEqual(found, [], "raw casts; use a handle (Gtk.Label(widget).c) instead")
    }

    /// A ticker's callback is registered only while it reports motion.
    func testTickerRemovesItselfWhenMotionSettles() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let window = Widget(gtk_window_new())
            GtkTest.show(window.widget)
            XCTAssertEqual(FrameTicker.registered, 0)
            var frames: [Double] = []
            let ticker = FrameTicker(widget: window.widget) { time in
                frames.append(time)
                return frames.count < 5
            }
            ticker.start()
            ticker.start()  // starting twice registers once
            XCTAssertEqual(FrameTicker.registered, 1)
            XCTAssertTrue(MainLoop.iterate(until: { !ticker.isRunning }))
            MainLoop.drain()
            XCTAssertEqual(frames.count, 5)
            XCTAssertEqual(frames, frames.sorted(), "frame times never go back")
            XCTAssertEqual(FrameTicker.registered, 0, "GTK dropped the callback")
            gtk_window_destroy(window.widget.asWindow)
            MainLoop.drain()
        }
    }

    func testIdleCallbackRunsOnceAndIsReleased() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let boxesBefore = ClosureBoxes.live
            var runs = 0
            MainLoop.onIdle { runs += 1 }
            XCTAssertEqual(ClosureBoxes.live, boxesBefore + 1)
            MainLoop.iterate(until: { runs > 0 })
            MainLoop.drain()
            XCTAssertEqual(runs, 1)
            XCTAssertEqual(ClosureBoxes.live, boxesBefore)
        }
    }
}

/// Emits a button's "clicked", as GTK does when the button is released under the pointer.
@MainActor
func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    im_signal_emit_simple(UnsafeMutableRawPointer(button), "clicked")
}
