/// What of the saved window a start restores, and when — so that a saved state never stops a
/// start.
///
/// Restoring a window is the one part of a start that can kill it: GTK 4.8 on weston 10 ends
/// the app with a protocol error when a window is maximized before it is first shown (plain C
/// GTK apps die the same way). Two rules keep the user out of a crash loop:
/// - **On Wayland, maximize after the first map**, never before: the compositor has configured
///   the window once at its plain size, as for a fresh start. On X11 the window manager maps
///   it maximized from the start (no frame at the plain size), as before.
/// - **A start that died while restoring** (its marker is still there when the next one begins)
///   is not repeated: that next start opens the window at its default size, unmaximized, with
///   one warning. The texts, the page and the chat are restored as always: they are not what
///   killed it, and losing them would lose what the user typed.
public struct WindowRestore: Sendable, Hashable {
    /// The window's default width and height to set before it is shown; nil keeps the app's.
    public var width: Int?, height: Int?
    /// When the window is maximized, if it is.
    public enum Maximize: Sendable, Hashable {
        case no, beforeFirstMap, afterFirstMap
    }
    /// Whether, and when, to maximize it.
    public var maximize: Maximize
    /// The warning to print (one line), when the last start died while restoring.
    public var warning: String?

    /// The plan for `saved`; `lastStartDiedRestoring`: the marker of an earlier start that
    /// never finished restoring its window was found at `markerPath`; `onWayland`: the window
    /// system is Wayland.
    public init(saved: SavedState, lastStartDiedRestoring: Bool, markerPath: String, onWayland: Bool) {
        guard !lastStartDiedRestoring else {
            maximize = .no
            warning = "inputmotion-demo: warning: the last start ended while restoring its window (\(markerPath) was left); "
                + "opening at the default size this time, with every text kept"
            return
        }
        width = saved.windowWidth
        height = saved.windowHeight
        maximize = !saved.isMaximized ? .no : onWayland ? .afterFirstMap : .beforeFirstMap
    }

    /// Frames drawn after the window is mapped (and maximized, if asked) before the restore
    /// counts as done and the marker goes: by then the compositor has answered the first
    /// configure and the maximize.
    public static let framesUntilRestored = 2

    /// The marker's path for the state file at `statePath`: beside it, never taken for a
    /// write's leftover (see ``StateFileLocation/isLeftoverOfAWrite(_:)``).
    public static func markerPath(forStateFile statePath: String) -> String { statePath + ".restoring-window" }
}
