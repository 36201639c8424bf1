import CGtk

/// GTK's classes as handles (see ``ObjectHandle``): `Gtk.Entry(widget)` is the checked cast
/// and `.c` the pointer GTK's functions take. Each class's signals are methods beside it.
@MainActor
package enum Gtk {
    /// Any GtkWidget.
    package struct AnyWidget: WidgetHandle { package static var gType: GType { gtk_widget_get_type() }; package let raw: UnsafeMutableRawPointer
        package init(raw: UnsafeMutableRawPointer) { self.raw = raw }
        package typealias C = UnsafeMutablePointer<GtkWidget> }
    struct Box: WidgetHandle { static var gType: GType { gtk_box_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkBox> }
    /// GtkButton and its subclasses (GtkToggleButton, …).
    struct Button: WidgetHandle { static var gType: GType { gtk_button_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkButton> }
    struct ToggleButton: WidgetHandle { static var gType: GType { gtk_toggle_button_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkToggleButton> }
    struct CheckButton: WidgetHandle { static var gType: GType { gtk_check_button_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkCheckButton> }
    struct DrawingArea: WidgetHandle { static var gType: GType { gtk_drawing_area_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkDrawingArea> }
    /// Any widget that implements GtkEditable (`editable` is its GtkEditable pointer).
    struct Editable: EditableHandle { static var gType: GType { gtk_editable_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Entry: EditableHandle, ActivatesOnReturn { static var gType: GType { gtk_entry_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkEntry> }
    struct PasswordEntry: EditableHandle, ActivatesOnReturn { static var gType: GType { gtk_password_entry_get_type() }; let raw: UnsafeMutableRawPointer }
    /// The editable text inside an entry (where the input method's preedit is).
    struct Text: EditableHandle { static var gType: GType { gtk_text_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkText> }
    package struct TextView: WidgetHandle { package static var gType: GType { gtk_text_view_get_type() }; package let raw: UnsafeMutableRawPointer
        package init(raw: UnsafeMutableRawPointer) { self.raw = raw }
        package typealias C = UnsafeMutablePointer<GtkTextView> }
    struct Label: WidgetHandle { static var gType: GType { gtk_label_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Application: ObjectHandle { static var gType: GType { gtk_application_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Window: WidgetHandle { static var gType: GType { gtk_window_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkWindow> }
    struct Overlay: WidgetHandle { static var gType: GType { gtk_overlay_get_type() }; let raw: UnsafeMutableRawPointer }
    struct ListBox: WidgetHandle { static var gType: GType { gtk_list_box_get_type() }; let raw: UnsafeMutableRawPointer }
    struct ListBoxRow: WidgetHandle { static var gType: GType { gtk_list_box_row_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkListBoxRow> }
    struct Stack: WidgetHandle { static var gType: GType { gtk_stack_get_type() }; let raw: UnsafeMutableRawPointer }
    struct ScrolledWindow: WidgetHandle { static var gType: GType { gtk_scrolled_window_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Grid: WidgetHandle { static var gType: GType { gtk_grid_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkGrid> }
    struct Fixed: WidgetHandle { static var gType: GType { gtk_fixed_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkFixed> }
    struct HeaderBar: WidgetHandle { static var gType: GType { gtk_header_bar_get_type() }; let raw: UnsafeMutableRawPointer }
    struct DropDown: WidgetHandle { static var gType: GType { gtk_drop_down_get_type() }; let raw: UnsafeMutableRawPointer }
    struct MenuButton: WidgetHandle { static var gType: GType { gtk_menu_button_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Viewport: WidgetHandle { static var gType: GType { gtk_viewport_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Picture: WidgetHandle { static var gType: GType { gtk_picture_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Scale: WidgetHandle { static var gType: GType { gtk_scale_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkScale> }
    struct Revealer: WidgetHandle { static var gType: GType { gtk_revealer_get_type() }; let raw: UnsafeMutableRawPointer }
    /// Any widget that implements GtkOrientable (boxes, scales, separators).
    struct Orientable: WidgetHandle { static var gType: GType { gtk_orientable_get_type() }; let raw: UnsafeMutableRawPointer }
    /// Any widget that implements GtkActionable (buttons, toggle buttons).
    struct Actionable: WidgetHandle { static var gType: GType { gtk_actionable_get_type() }; let raw: UnsafeMutableRawPointer }
    struct Range: WidgetHandle { static var gType: GType { gtk_range_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkRange> }
    struct AboutDialog: WidgetHandle { static var gType: GType { gtk_about_dialog_get_type() }; let raw: UnsafeMutableRawPointer }
    /// A widget with a surface of its own (windows, popovers).
    package struct Native: WidgetHandle { package static var gType: GType { gtk_native_get_type() }; package let raw: UnsafeMutableRawPointer
        package init(raw: UnsafeMutableRawPointer) { self.raw = raw } }
    struct Popover: WidgetHandle { static var gType: GType { gtk_popover_get_type() }; let raw: UnsafeMutableRawPointer
        typealias C = UnsafeMutablePointer<GtkPopover> }
}

extension Gtk.Button {
    /// "clicked": a click, Space or Enter, or an AT-SPI action.
    @discardableResult
    func onClicked(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "clicked", body) }
}

extension Gtk.CheckButton {
    /// "toggled": the check changed, by the user or by code.
    @discardableResult
    func onToggled(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "toggled", body) }
}

/// GtkEntry and GtkPasswordEntry: each has an "activate" signal of its own (neither derives
/// from the other).
@MainActor
protocol ActivatesOnReturn: WidgetHandle {}

extension ActivatesOnReturn {
    /// "activate": Return in the entry.
    @discardableResult
    func onActivate(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "activate", body) }
}

extension Gtk.Application {
    /// "window-removed" (window): a window left the application (closed, or destroyed).
    @discardableResult
    func onWindowRemoved(_ body: @escaping @MainActor (Gtk.Window) -> Void) -> SignalConnection {
        SignalConnection.connectPointer(raw, "window-removed") { window in
            if let window { body(Gtk.Window(window)) }
        }
    }
}

extension Gtk.Text {
    /// "preedit-changed": the input method's text being composed (empty when none).
    @discardableResult
    func onPreeditChanged(_ body: @escaping @MainActor (String) -> Void) -> SignalConnection { connectPreeditChanged(raw, body) }
    /// "backspace": the keybinding signal, before the text changes.
    @discardableResult
    func onBackspace(_ body: @escaping @MainActor () -> Void) -> SignalConnection { SignalConnection.connectVoid(raw, "backspace", body) }

    /// "insert-text" (text, its length in bytes or -1, the position in and out): return true
    /// when the handler dealt with the insertion itself; the emission is then stopped.
    ///
    /// On GtkText only: a GtkEntry or GtkPasswordEntry hands its editing to a GtkText
    /// (`gtk_editable_get_delegate`) and forwards only "changed" and "notify" from it, so an
    /// entry never emits "insert-text" for what is typed, pasted or committed.
    @discardableResult
    func onInsertText(_ body: @escaping @MainActor (_ text: String, _ position: UnsafeMutablePointer<Int32>) -> Bool) -> SignalConnection {
        typealias Body = @MainActor (String, UnsafeMutablePointer<Int32>) -> Bool
        let handler: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?, UnsafeMutableRawPointer?) -> Void = { instance, text, length, position, data in
            guard let box = ClosureBox<Body>.from(data), let instance, let text, let position else { return }
            let bytes = UnsafeRawBufferPointer(start: text, count: length < 0 ? strlen(text) : Int(length))
            let handled = MainActor.assumeIsolated { box.body(String(decoding: bytes, as: UTF8.self), position) }
            if handled { g_signal_stop_emission_by_name(instance, "insert-text") }
        }
        return SignalConnection.connect(raw, "insert-text", unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }

    /// "delete-text" (start and end positions, in characters): return true to refuse the
    /// deletion; the emission is then stopped before the text deletes. On GtkText only, as
    /// "insert-text".
    @discardableResult
    func onDeleteText(_ body: @escaping @MainActor (_ start: Int32, _ end: Int32) -> Bool) -> SignalConnection {
        typealias Body = @MainActor (Int32, Int32) -> Bool
        let handler: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { instance, start, end, data in
            guard let box = ClosureBox<Body>.from(data), let instance else { return }
            let refused = MainActor.assumeIsolated { box.body(start, end) }
            if refused { g_signal_stop_emission_by_name(instance, "delete-text") }
        }
        return SignalConnection.connect(raw, "delete-text", unsafeBitCast(handler, to: GCallback.self), ClosureBox<Body>(body))
    }
}

extension Gtk.TextView {
    /// "preedit-changed": the input method's text being composed (empty when none).
    @discardableResult
    func onPreeditChanged(_ body: @escaping @MainActor (String) -> Void) -> SignalConnection { connectPreeditChanged(raw, body) }
}

/// GtkText's and GtkTextView's "preedit-changed" (instance, const char *preedit, user_data).
@MainActor
private func connectPreeditChanged(_ raw: UnsafeMutableRawPointer, _ body: @escaping @MainActor (String) -> Void) -> SignalConnection {
    SignalConnection.connectPointer(raw, "preedit-changed") { preedit in
        body(preedit.map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? "")
    }
}

extension Gtk.ListBox {
    /// "row-activated": Enter, Space or a click on `row`.
    @discardableResult
    func onRowActivated(_ body: @escaping @MainActor (Gtk.ListBoxRow) -> Void) -> SignalConnection {
        SignalConnection.connectPointer(raw, "row-activated") { row in
            if let row { body(Gtk.ListBoxRow(row)) }
        }
    }
}
