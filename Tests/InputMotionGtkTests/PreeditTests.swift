import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Text being composed by an input method (preedit) is text: GTK's own Ctrl+Shift+U hex entry,
/// driven through the widgets' real GtkIMContextSimple.
final class PreeditTests: XCTestCase {
    /// The placeholder view alone in a window, focused and drawn.
    @MainActor
    private static func openPlaceholderView() -> (Widget, PlaceholderTextView) {
        InputMethodTest.useSimpleContext()
        let (window, view) = PlaceholderTextViewTests.openInWindow()
        view.grabFocus()
        GtkTest.waitForFrames(window.widget, 2)
        return (window, view)
    }

    /// The caret's x in the view's root coordinates.
    @MainActor
    static func caretX(_ view: PlaceholderTextView) -> Double {
        var strong = GdkRectangle()
        gtk_text_view_get_cursor_locations(view.textView.asTextView, nil, &strong, nil)
        var x: Int32 = 0, y: Int32 = 0
        gtk_text_view_buffer_to_window_coords(view.textView.asTextView, GTK_TEXT_WINDOW_WIDGET, strong.x, strong.y, &x, &y)
        var point = graphene_point_t()
        var from = graphene_point_t(x: Float(x), y: Float(y))
        XCTAssertNotEqual(gtk_widget_compute_point(view.textView, view.root.widget, &from, &point), 0)
        return Double(point.x)
    }

    /// The placeholder's line band (root coordinates): where its text is drawn when shown.
    @MainActor
    static func placeholderBand(_ view: PlaceholderTextView) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        var rect = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(view.placeholderLabel, view.root.widget, &rect), 0)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(gtk_label_get_layout(view.placeholderLabel.asLabel), &width, &height)
        let left = Int(rect.origin.x), top = Int(rect.origin.y)
        return (left...Int(rect.origin.x + rect.size.width), top...(top + Int(height)))
    }

    @MainActor
    static func background(_ snapshot: WidgetSnapshot) -> (Int, Int, Int) {
        InputMethodTest.pixel(snapshot, Int(PlaceholderTextView.insets.left / 2), Int(PlaceholderTextView.insets.top / 2))
    }

    func testPlaceholderViewDrawsNoPlaceholderWhileComposingAndReturnsOnEscape() {
        MainActor.assumeIsolated {
            let (window, view) = Self.openPlaceholderView()
            defer { ChatTest.close(window) }
            let band = Self.placeholderBand(view)

            var shot = WidgetSnapshot(of: view.root.widget)!
            let background = Self.background(shot)
            let placeholderInk = InputMethodTest.inkPixels(in: shot, x: band.x, y: band.y, background: background)
            XCTAssertGreaterThan(placeholderInk.count, 50, "the placeholder is drawn while the view is empty")

            InputMethodTest.typeHexCode("ac0", in: view.textView)
            GtkTest.waitForFrames(window.widget, 2)
            XCTAssertEqual(view.text, "", "the hex code is preedit, not text")
            XCTAssertFalse(view.isPlaceholderShown)
            // The preedit ("uac0", underlined) is drawn up to the caret; past it the placeholder
            // would show if it were drawn. Not one pixel of it is.
            let caret = Self.caretX(view)
            XCTAssertGreaterThan(caret, Double(band.x.lowerBound) + 10, "the caret follows the preedit")
            shot = WidgetSnapshot(of: view.root.widget)!
            let pastPreedit = InputMethodTest.inkPixels(in: shot, x: (Int(caret) + 4)...band.x.upperBound, y: band.y, background: background)
            XCTAssertEqual(pastPreedit.count, 0, "no placeholder pixels beside the preedit")
            let beforeCaret = InputMethodTest.inkPixels(in: shot, x: band.x.lowerBound...Int(caret), y: band.y, background: background)
            XCTAssertGreaterThan(beforeCaret.count, 0, "the preedit itself is drawn")

            // Escape cancels the composition: the view is empty and the placeholder is back,
            // pixel for pixel.
            InputMethodTest.press(Int32(GDK_KEY_Escape), in: view.textView)
            GtkTest.waitForFrames(window.widget, 2)
            XCTAssertEqual(view.text, "")
            XCTAssertTrue(view.isPlaceholderShown)
            shot = WidgetSnapshot(of: view.root.widget)!
            let back = InputMethodTest.inkPixels(in: shot, x: band.x, y: band.y, background: background)
            XCTAssertEqual(back.count, placeholderInk.count, "the placeholder returns as it was")
        }
    }

    func testFloatingLabelFieldComposingNeverShowsItsLabelAtRest() {
        MainActor.assumeIsolated {
            InputMethodTest.useSimpleContext()
            GtkTest.setUp()
            let field = FloatingLabelEntry(title: "Name")
            let other = gtk_button_new_with_label("Elsewhere")!
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 20)!
            gtk_widget_set_margin_top(box, 30)
            gtk_widget_set_margin_start(box, 20)
            gtk_widget_set_margin_end(box, 20)
            gtk_box_append(box.asBox, field.root.widget)
            gtk_box_append(box.asBox, other)
            let window = Widget(gtk_window_new())
            gtk_window_set_default_size(window.widget.asWindow, 360, 200)
            gtk_window_set_child(window.widget.asWindow, box)
            GtkTest.show(window.widget)
            defer { ChatTest.close(window) }
            let settle = { XCTAssertTrue(MainLoop.iterate(until: { !field.isAnimating })); MainLoop.drain() }
            let text = KeyboardTyping.textTarget(for: field.entry)!
            // The field's label at rest: scale 1. Floated: the seed's 0.7.
            _ = gtk_widget_grab_focus(other)
            settle()
            XCTAssertEqual(field.lastPlacement.scale, 1, "empty and unfocused: at rest")

            field.grabFocus()
            settle()
            InputMethodTest.typeHexCode("ac0", in: text)
            settle()
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(field.lastPlacement.scale, 0.8, accuracy: 1e-9, "composing: floated")

            var preedit = "not reported"
            let watch = Gtk.Text(text).onPreeditChanged { preedit = $0 }
            defer { watch.disconnect() }
            InputMethodTest.press(Int32(GDK_KEY_Escape), in: text)
            settle()
            XCTAssertEqual(preedit, "", "Escape cancelled the composition")
            XCTAssertEqual(field.text, "")
            XCTAssertEqual(field.lastPlacement.scale, 0.8, accuracy: 1e-9, "still focused: still floated")
            _ = gtk_widget_grab_focus(other)
            settle()
            XCTAssertEqual(field.lastPlacement.scale, 1, "cancelled and left empty: the label rests again")
        }
    }
}

/// The placeholder text view's placeholder starts where the caret is. Which side GTK gives the
/// caret of an empty line is GTK's to say, and it changed: under Xvfb's Latin keyboard in a
/// right-to-left locale the caret is at the left on GTK 4.8 and 4.18 (the keyboard's direction)
/// and at the right on 4.24 (the widget's). Either way the placeholder must start under it.
final class PlaceholderDirectionTests: XCTestCase {
    /// The leftmost and rightmost columns of drawn placeholder text (root coordinates), with
    /// the caret hidden so only the placeholder is measured.
    @MainActor
    private static func inkEdges(_ view: PlaceholderTextView) -> (left: Int, right: Int)? {
        gtk_text_view_set_cursor_visible(view.textView.asTextView, 0)
        defer { gtk_text_view_set_cursor_visible(view.textView.asTextView, 1) }
        GtkTest.waitForFrames(view.root.widget, 2)
        let band = PreeditTests.placeholderBand(view)
        guard let shot = WidgetSnapshot(of: view.root.widget) else { return nil }
        let ink = InputMethodTest.inkPixels(in: shot, x: band.x, y: band.y, background: PreeditTests.background(shot))
        guard let left = ink.map(\.x).min(), let right = ink.map(\.x).max() else { return nil }
        return (left, right)
    }

    func testPlaceholderSitsUnderTheCaretInEitherLocaleDirection() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
                gtk_widget_set_default_direction(direction)
                defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
                let view = PlaceholderTextView(placeholder: "Enter a value", accessibleName: "Value")
                let window = Widget(gtk_window_new())
                gtk_window_set_default_size(window.widget.asWindow, 420, 220)
                gtk_window_set_child(window.widget.asWindow, view.root.widget)
                GtkTest.show(window.widget)
                defer { ChatTest.close(window) }
                view.grabFocus()
                GtkTest.waitForFrames(window.widget, 2)

                // A seat without a keyboard (headless weston has none): the keyboard's direction is no one's.
                let keyboard = gdk_display_get_default_seat(gtk_widget_get_display(view.textView)).flatMap { gdk_seat_get_keyboard($0) }
                let keyboardRTL = keyboard.map { gdk_device_get_direction($0) == PANGO_DIRECTION_RTL } ?? false
                let width = Double(gtk_widget_get_width(view.root.widget))
                let caret = PreeditTests.caretX(view)
                guard let ink = Self.inkEdges(view) else { return XCTFail("no placeholder drawn") }
                let name = direction == GTK_TEXT_DIR_RTL ? "right-to-left" : "left-to-right"
                print("placeholder in a \(name) locale (keyboard \(keyboardRTL ? "RTL" : "LTR")): caret x \(caret), placeholder ink x \(ink.left)...\(ink.right)")
                let rightEdge = width - Double(PlaceholderTextView.insets.right)
                let leftEdge = Double(PlaceholderTextView.insets.left)
                if abs(caret - rightEdge) <= 2 {
                    XCTAssertEqual(Double(ink.right), caret, accuracy: 3, "\(name): ends under the caret, at the right")
                } else {
                    XCTAssertEqual(caret, leftEdge, accuracy: 1, "\(name): the caret starts the line at the left or the right")
                    XCTAssertEqual(Double(ink.left), caret, accuracy: 3, "\(name): starts under the caret, at the left")
                }
            }
        }
    }
}
