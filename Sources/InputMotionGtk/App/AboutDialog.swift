import CGtk
import InputMotionCore

/// The About InputMotion dialog (GtkAboutDialog): name, version, icon, licence, website, and
/// credit to the write-ups and projects the motion comes from.
///
/// CSS nodes: GtkAboutDialog's own (`window.aboutdialog`). Accessible role: dialog (window
/// before GTK 4.18, where a dialog is never "showing" to screen readers: `im_about_dialog_new`).
@MainActor
enum AboutDialog {
    static let website = "https://github.com/inputmotion/InputMotion"

    /// Opens a new About dialog over `parent`; GTK owns it, and closing it destroys it.
    @discardableResult
    static func present(over parent: UnsafeMutablePointer<GtkWidget>?, version: String) -> UnsafeMutablePointer<GtkWidget> {
        let dialog = im_about_dialog_new()!
        let about = Gtk.AboutDialog(dialog).c
        gtk_about_dialog_set_program_name(about, "InputMotion")  // untranslated: the app's name
        gtk_about_dialog_set_version(about, version)
        gtk_about_dialog_set_logo_icon_name(about, DemoApplication.id)
        gtk_about_dialog_set_comments(about, tr("Text-input motion done right: floating labels, a real placeholder, a shaking login, a chat that rides the keyboard, a poll editor."))
        gtk_about_dialog_set_license_type(about, GTK_LICENSE_MIT_X11)
        gtk_about_dialog_set_website(about, website)
        gtk_about_dialog_set_copyright(about, tr("© 2026 The InputMotion developers"))
        if let parent { gtk_window_set_transient_for(dialog.asWindow, parent.asWindow) }
        gtk_window_set_modal(dialog.asWindow, 1)
        gtk_window_set_destroy_with_parent(dialog.asWindow, 1)
        gtk_window_present(dialog.asWindow)
        // Credits only once it is presented: with credits set before, GTK 4.8 exposes the
        // dialog as a "filler" that is not showing, and Orca says nothing when it opens.
        // Short lines: GTK's credit lines do not wrap, and a long one widens the dialog when
        // Credits is chosen.
        credit(about, tr("Motion from"), [
            tr("UIKit write-ups (in Korean)"),
            "IQKeyboardManager",
            "libadwaita",
        ])
        return dialog
    }

    private static func credit(_ about: OpaquePointer, _ section: String, _ names: [String]) {
        // A NULL-terminated array of C strings, alive for the call (GTK copies it).
        let copies = names.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var pointers = copies.map { UnsafePointer<CChar>($0) } + [nil]
        gtk_about_dialog_add_credit_section(about, section, &pointers)
    }
}
