import CGtk
import XCTest
@testable import InputMotionGtk

/// Drives a text widget's real input method (its key controller's GtkIMContext, which under
/// GTK_IM_MODULE=gtk-im-context-simple is GtkIMContextSimple) with key presses, as GTK's own
/// key handling does, and reads rendered pixels.
@MainActor
enum InputMethodTest {
    /// Selects GTK's built-in input method for every context created from now on.
    static func useSimpleContext() { g_setenv("GTK_IM_MODULE", "gtk-im-context-simple", 1) }

    /// The input method context of `widget` (a GtkText or GtkTextView): the one its key
    /// controller filters key presses through.
    static func context(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkIMContext>? {
        let controllers = gtk_widget_observe_controllers(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            let instance = item.assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(instance, gtk_event_controller_key_get_type()) != 0 else { continue }
            if let context = gtk_event_controller_key_get_im_context(OpaquePointer(item)) { return context }
        }
        return nil
    }

    /// Presses (and releases) `keyval` with `state` through `widget`'s input method.
    static func press(_ keyval: Int32, state: GdkModifierType = GdkModifierType(0), in widget: UnsafeMutablePointer<GtkWidget>,
                      file: StaticString = #filePath, line: UInt = #line) {
        key(keyval, down: true, state: state, in: widget, file: file, line: line)
        key(keyval, down: false, state: state, in: widget, file: file, line: line)
    }

    /// One key event (press or release) through `widget`'s input method.
    static func key(_ keyval: Int32, down: Bool, state: GdkModifierType = GdkModifierType(0), in widget: UnsafeMutablePointer<GtkWidget>,
                    file: StaticString = #filePath, line: UInt = #line) {
        guard let context = context(of: widget), let display = gtk_widget_get_display(widget),
              let surface = gtk_native_get_surface(gtk_widget_get_native(widget)),
              let seat = gdk_display_get_default_seat(display), let device = gdk_seat_get_keyboard(seat) else {
            XCTFail("no input method context to type into", file: file, line: line)
            return
        }
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        guard gdk_display_map_keyval(display, guint(keyval), &keys, &count) != 0, let keys, count > 0 else {
            XCTFail("no key code for keyval \(keyval)", file: file, line: line)
            return
        }
        defer { g_free(keys) }
        _ = gtk_im_context_filter_key(context, down ? 1 : 0, surface, device, 0, keys[0].keycode, state, Int32(keys[0].group))
        MainLoop.drain()
    }

    /// Starts GTK's Unicode hex entry as fingers do (Ctrl and Shift down, U, both up) and types
    /// `digits` (at most four: GTK 4.8.3's simple context corrupts its heap on a sixth).
    static func typeHexCode(_ digits: String, in widget: UnsafeMutablePointer<GtkWidget>) {
        precondition(digits.count <= 4)
        let control = GDK_CONTROL_MASK.rawValue, both = GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue
        key(Int32(GDK_KEY_Control_L), down: true, in: widget)
        key(Int32(GDK_KEY_Shift_L), down: true, state: GdkModifierType(control), in: widget)
        press(Int32(GDK_KEY_u), state: GdkModifierType(both), in: widget)
        key(Int32(GDK_KEY_Shift_L), down: false, state: GdkModifierType(both), in: widget)
        key(Int32(GDK_KEY_Control_L), down: false, state: GdkModifierType(control), in: widget)
        for digit in digits.unicodeScalars { press(Int32(gdk_unicode_to_keyval(digit.value)), in: widget) }
    }

    /// Counts pixels in `rect` (widget coordinates of `snapshot`'s widget) that differ from
    /// `background` by more than a faint anti-aliasing fringe.
    static func inkPixels(in snapshot: WidgetSnapshot, x: ClosedRange<Int>, y: ClosedRange<Int>, background: (Int, Int, Int)) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for py in y where py >= 0 && py < Int(snapshot.height) {
            for px in x where px >= 0 && px < Int(snapshot.width) {
                let p = pixel(snapshot, px, py)
                if abs(p.0 - background.0) + abs(p.1 - background.1) + abs(p.2 - background.2) > 24 { found.append((px, py)) }
            }
        }
        return found
    }

    /// The (r, g, b) at (x, y), 0…255, as seen over white (cairo's ARGB32 is premultiplied;
    /// a widget rendered alone may be translucent, like the placeholder view's panel).
    static func pixel(_ snapshot: WidgetSnapshot, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let data = cairo_image_surface_get_data(snapshot.surface)!
        let stride = Int(cairo_image_surface_get_stride(snapshot.surface))
        let word = UnsafeRawPointer(data + y * stride + x * 4).load(as: UInt32.self)
        let a = Int(word >> 24), r = Int((word >> 16) & 0xff), g = Int((word >> 8) & 0xff), b = Int(word & 0xff)
        return (r + 255 - a, g + 255 - a, b + 255 - a)
    }
}
