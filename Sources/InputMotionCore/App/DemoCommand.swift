/// Everything a user can trigger by key or menu, in one list: the action it activates, its
/// title, its accelerators, where the primary menu shows it and which group of the shortcuts
/// window lists it.
///
/// Rules:
/// - Adding a command is one line in ``all`` (plus the action itself, wherever it lives): the
///   app sets its accelerators on the application, the primary menu and the shortcuts window
///   are built from this list, so neither can forget one.
/// - ``action`` is a detailed GAction name (`win.slow-motion`, `win.show-page::chat`); the
///   accelerators are GTK accelerator strings (`<Control><Shift>s`).
/// - Keys that are not actions (F10, which GTK gives the primary menu; F6 and Escape, which
///   the keyboard panel handles itself) are
///   ``keyHints``: listed in the shortcuts window, not bound here.
public struct DemoCommand: Sendable, Equatable {
    /// Where a command shows up.
    public enum Group: Sendable, CaseIterable {
        case general, pages, keyboard, review

        /// The group's heading in the shortcuts window.
        public var title: String {
            switch self {
            case .general: tr("General")
            case .pages: tr("Pages")
            case .keyboard: tr("On-screen keyboard")
            case .review: tr("Reviewing motion")
            }
        }
    }

    /// The detailed action name.
    public var action: String
    /// The title in menus and the shortcuts window.
    public var title: String
    public var accelerators: [String]
    public var group: Group
    /// The primary menu's section (items in one section sit together), or nil when the menu
    /// does not show it.
    public var menuSection: Int?

    public init(_ action: String, _ title: String, _ accelerators: [String], _ group: Group, menuSection: Int? = nil) {
        self.action = action
        self.title = title
        self.accelerators = accelerators
        self.group = group
        self.menuSection = menuSection
    }

    /// Every command, in menu and shortcuts-window order.
    public static var all: [DemoCommand] {
        [
            DemoCommand("win.slow-motion", tr("Slow Motion"), ["<Control><Shift>s"], .review, menuSection: 0),
        ]
        + SlowMotionChoice.factors.map { factor in
            DemoCommand("win.slow-motion-factor::\(MotionNumber.text(factor))", SlowMotionChoice.title(factor: factor), [], .review, menuSection: 0)
        }
        + [
            DemoCommand("win.pause-motion", tr("Pause Motion"), ["<Control><Shift>p"], .review, menuSection: 1),
            DemoCommand("win.step-forward", tr("Next frame (while paused)"), ["<Alt>period"], .review),
            DemoCommand("win.step-back", tr("Previous frame (while paused)"), ["<Alt>comma"], .review),
            DemoCommand("win.frame-pacing", tr("Frame Pacing"), ["<Control><Shift>f"], .review, menuSection: 1),
            DemoCommand("win.motion-inspector", tr("Motion Inspector"), ["<Control><Shift>m"], .review, menuSection: 1),
            DemoCommand("win.toggle-keyboard", tr("Show or hide the on-screen keyboard"), ["<Control>k"], .keyboard),
        ]
        + DemoPage.allCases.enumerated().map { index, page in
            DemoCommand("win.show-page::\(page.rawValue)", page.title, ["<Alt>\(index + 1)"], .pages)
        }
        + [
            DemoCommand("win.go-back", tr("Back to the pages (narrow window)"), ["<Alt>Left"], .pages),
            DemoCommand("win.show-shortcuts", tr("Keyboard Shortcuts"), ["<Control>question"], .general, menuSection: 2),
            DemoCommand("app.about", tr("About InputMotion"), [], .general, menuSection: 2),
            DemoCommand("win.close", tr("Close the window"), ["<Control>w"], .general),
            DemoCommand("app.quit", tr("Quit"), ["<Control>q"], .general, menuSection: 2),
        ]
    }

    /// Keys handled by widgets rather than actions, for the shortcuts window: (accelerator, title, group).
    public static var keyHints: [(accelerator: String, title: String, group: Group)] {
        [
            // GTK binds F10 itself, to the window's primary menu button.
            ("F10", tr("Open the main menu"), .general),
            ("F6", tr("Move between the text field and the keyboard's keys"), .keyboard),
            ("Escape", tr("Hide the on-screen keyboard, or go back to the pages"), .keyboard),
        ]
    }
}
