import CGtk
import InputMotionCore

/// Shows the Korean keyboard's composition in a text field as an input method's preedit is
/// shown: the syllable being composed sits in the text at the caret, underlined, and each
/// jamo replaces it; committing drops the underline, so the text is in the field exactly once.
///
/// The rules (what each key and focus change does) are `KeyboardComposition`'s; this class
/// applies its edits to a GtkText (the `attributes` underline) or a GtkTextView (a
/// `im-composing` tag), through `KeyboardTyping`'s commit path, so undo, selection and
/// editability behave as for typed text.
@MainActor
final class ComposingText {
    private static let tagName = "im-composing"

    private var composition = KeyboardComposition()
    /// The field holding the composing text, and how many characters of it (just before the
    /// caret) are being composed.
    private var field: Widget?
    private var length = 0

    /// Whether a syllable is being composed.
    var isComposing: Bool { composition.isComposing }

    /// Runs a key's action through composition in `target` (from `KeyboardTyping.textTarget`)
    /// and returns what is left for the field to do.
    func perform(_ action: KeyboardKeyAction, in target: UnsafeMutablePointer<GtkWidget>?) -> KeyboardKeyAction {
        if let field, field.widget != target { commit() }  // typing moved to another field
        guard field != nil || target != nil else { return action }
        let step = composition.perform(action)
        if let edit = step.edit, let target = field?.widget ?? target {
            apply(edit, to: target)
        }
        return step.action
    }

    /// Commits the syllable being composed, if any (focus moved, a click, a physical key).
    func commit() {
        guard let edit = composition.commit(), let target = field?.widget else { return }
        apply(edit, to: target)
    }

    // MARK: Editing the field

    private func apply(_ edit: HangulComposer.Edit, to target: UnsafeMutablePointer<GtkWidget>) {
        let replacement = edit.committed + edit.composing
        let composingNow = Self.composingRange(in: target, length: length)
        if composingNow.text != replacement {
            if let range = composingNow.range { Self.select(range, in: target) }
            KeyboardTyping.insert(replacement, into: target)
        }
        length = edit.composing.unicodeScalars.count
        field = length > 0 ? Widget(target) : nil
        Self.underline(lastCharacters: length, in: target)
    }

    /// The `length` characters before the caret (the composing text), if the field still has
    /// them there.
    private static func composingRange(in target: UnsafeMutablePointer<GtkWidget>, length: Int) -> (range: Range<Int>?, text: String) {
        guard length > 0 else { return (nil, "") }
        let caret = caretOffset(in: target)
        guard caret >= length else { return (nil, "") }
        let range = (caret - length)..<caret
        return (range, text(in: target, range: range))
    }

    private static func caretOffset(in target: UnsafeMutablePointer<GtkWidget>) -> Int {
        if Gtk.TextView.isInstance(target) {
            let buffer = gtk_text_view_get_buffer(target.asTextView)
            var iter = GtkTextIter()
            gtk_text_buffer_get_iter_at_mark(buffer, &iter, gtk_text_buffer_get_insert(buffer))
            return Int(gtk_text_iter_get_offset(&iter))
        }
        return Int(gtk_editable_get_position(target.asEditable))
    }

    private static func text(in target: UnsafeMutablePointer<GtkWidget>, range: Range<Int>) -> String {
        let chars: UnsafeMutablePointer<CChar>?
        if Gtk.TextView.isInstance(target) {
            let buffer = gtk_text_view_get_buffer(target.asTextView)
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(range.lowerBound))
            gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(range.upperBound))
            chars = gtk_text_buffer_get_text(buffer, &start, &end, 1)
        } else {
            chars = gtk_editable_get_chars(target.asEditable, Int32(range.lowerBound), Int32(range.upperBound))
        }
        guard let chars else { return "" }
        defer { g_free(chars) }
        return String(cString: chars)
    }

    private static func select(_ range: Range<Int>, in target: UnsafeMutablePointer<GtkWidget>) {
        if Gtk.TextView.isInstance(target) {
            let buffer = gtk_text_view_get_buffer(target.asTextView)
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(range.lowerBound))
            gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(range.upperBound))
            gtk_text_buffer_select_range(buffer, &end, &start)
        } else {
            gtk_editable_select_region(target.asEditable, Int32(range.lowerBound), Int32(range.upperBound))
        }
    }

    /// Underlines the `count` characters before the caret, and nothing else (0: none).
    private static func underline(lastCharacters count: Int, in target: UnsafeMutablePointer<GtkWidget>) {
        let caret = caretOffset(in: target)
        if Gtk.TextView.isInstance(target) {
            let buffer = gtk_text_view_get_buffer(target.asTextView)!
            let table = gtk_text_buffer_get_tag_table(buffer)
            let tag = gtk_text_tag_table_lookup(table, tagName) ?? im_text_buffer_create_underline_tag(buffer, tagName)
            var start = GtkTextIter(), end = GtkTextIter()
            gtk_text_buffer_get_bounds(buffer, &start, &end)
            gtk_text_buffer_remove_tag(buffer, tag, &start, &end)
            guard count > 0 else { return }
            gtk_text_buffer_get_iter_at_offset(buffer, &start, Int32(caret - count))
            gtk_text_buffer_get_iter_at_offset(buffer, &end, Int32(caret))
            gtk_text_buffer_apply_tag(buffer, tag, &start, &end)
            return
        }
        let text = Gtk.Text(target).c
        guard count > 0, caret >= count else {
            gtk_text_set_attributes(text, nil)
            return
        }
        // Pango indexes attributes by UTF-8 byte.
        let scalars = Array(String(cString: gtk_editable_get_text(target.asEditable)).unicodeScalars)
        let byteOffset = { (offset: Int) in scalars.prefix(offset).reduce(0) { $0 + UTF8.width($1) } }
        let attributes = pango_attr_list_new()
        let attribute = pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)!
        attribute.pointee.start_index = guint(byteOffset(caret - count))
        attribute.pointee.end_index = guint(byteOffset(caret))
        pango_attr_list_insert(attributes, attribute)  // the list owns it now
        gtk_text_set_attributes(text, attributes)
        pango_attr_list_unref(attributes)
    }
}
