import CGtk
import InputMotionCore

/// A badge at the top of the window while slow motion is on: "Slow motion 10×"
/// (`SlowMotionChoice.badge`), so nobody takes a slowed animation for the real one. It sits
/// in a strip of its own above the pages (over them it covered their first line), takes no
/// pointer input, and screen readers find it as a status named what it says.
///
/// CSS nodes: a label with `.slow-motion-badge`.
@MainActor
final class SlowMotionBadge {
    let root: Widget

    init() {
        let label = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_STATUS)!
        root = Widget(label)
        gtk_widget_add_css_class(label, "slow-motion-badge")
        gtk_widget_set_halign(label, GTK_ALIGN_CENTER)
        gtk_widget_set_margin_top(label, 4)
        gtk_widget_set_margin_bottom(label, 4)
        gtk_widget_set_can_target(label, 0)
        gtk_widget_set_visible(label, 0)
    }

    /// Shows the factor (hidden at 1×).
    func show(factor: Double) {
        let label = root.widget
        let on = factor != 1
        let text = on ? SlowMotionChoice.badge(factor: factor) : ""
        gtk_label_set_text(label.asLabel, text)
        im_accessible_set_label(label, text)
        gtk_widget_set_visible(label, on ? 1 : 0)
    }

    /// What it says ("" while hidden).
    var text: String {
        gtk_widget_get_visible(root.widget) != 0 ? String(cString: gtk_label_get_text(root.widget.asLabel)) : ""
    }
}
