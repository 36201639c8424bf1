import CGtk
import Glibc
import InputMotionCore

/// Restores the saved window as ``WindowRestore`` plans it, with a marker file beside the
/// state that lives only while the restore is under way: written before, removed once the
/// window has been drawn, mapped (and maximized) for ``WindowRestore/framesUntilRestored``
/// frames, or when the window is hidden before that. A start that dies in between leaves it,
/// and the next start finds it and does not restore the window again.
@MainActor
enum WindowRestoreGuard {
    /// Plans and carries out the restore of `window` from `state`; `statePath` nil: no state
    /// file, so no marker either. The handlers hold only the marker's path: the marker goes
    /// even if whoever asked for the restore is gone.
    static func restore(_ window: UnsafeMutablePointer<GtkWidget>, from state: SavedState, statePath: String?) {
        let markerPath = statePath.map(WindowRestore.markerPath(forStateFile:))
        let diedRestoring = markerPath.map { access($0, F_OK) == 0 } ?? false
        let display = gtk_widget_get_display(window)
        let onWayland = display.map { Gtk.AnyObject($0).typeName == "GdkWaylandDisplay" } ?? false
        let plan = WindowRestore(saved: state, lastStartDiedRestoring: diedRestoring, markerPath: markerPath ?? "", onWayland: onWayland)
        if let warning = plan.warning { printToStandardError(warning) }
        if let width = plan.width, let height = plan.height {
            gtk_window_set_default_size(window.asWindow, Int32(clamping: width), Int32(clamping: height))
        }
        guard let markerPath else { return }
        // Its folder may not exist yet (a first start): then there is nothing to restore either.
        let file = open(markerPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        if file >= 0 { close(file) }
        if plan.maximize == .beforeFirstMap { gtk_window_maximize(window.asWindow) }
        // A window hidden before it was drawn twice (closed, quit at once, minimized) did not
        // die restoring. (Unmap, not destroy: that comes only when the last reference goes.)
        let connections = Connections()
        connections.hidden = Gtk.AnyWidget(window).onUnmap {
            connections.painted?.disconnect()
            unlink(markerPath)
        }
        connections.mapped = Gtk.AnyWidget(window).onMap {
            connections.mapped?.disconnect()
            if plan.maximize == .afterFirstMap { gtk_window_maximize(window.asWindow) }
            guard let clock = gtk_widget_get_frame_clock(window) else {
                unlink(markerPath)
                return
            }
            var left = WindowRestore.framesUntilRestored
            connections.painted = Gdk.FrameClock(clock).onAfterPaint {
                left -= 1
                guard left <= 0 else { return }
                connections.painted?.disconnect()
                connections.hidden?.disconnect()
                unlink(markerPath)
            }
            gtk_widget_queue_draw(window)
        }
    }

    /// The handlers' connections, so each can end itself and the others.
    private final class Connections {
        var mapped: SignalConnection?
        var painted: SignalConnection?
        var hidden: SignalConnection?
    }
}
