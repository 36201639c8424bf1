import CGtk
import Glibc
import InputMotionCore

/// Restores the saved window as ``WindowRestore`` plans it, with a marker file beside the
/// state that lives only while the restore is under way: written before, removed once the
/// window has been drawn, mapped (and maximized) for ``WindowRestore/framesUntilRestored``
/// frames. A start that dies in between leaves it, and the next start finds it and does not
/// restore the window again.
@MainActor
final class WindowRestoreGuard {
    private let markerPath: String?
    private var mapped: SignalConnection?
    private var painted: SignalConnection?

    /// Plans and carries out the restore of `window` from `state`; `statePath` nil: no state
    /// file, so no marker either.
    init(window: UnsafeMutablePointer<GtkWidget>, state: SavedState, statePath: String?) {
        markerPath = statePath.map(WindowRestore.markerPath(forStateFile:))
        let diedRestoring = markerPath.map { access($0, F_OK) == 0 } ?? false
        let display = gtk_widget_get_display(window)
        let onWayland = display.map { String(cString: g_type_name_from_instance(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GTypeInstance.self))) == "GdkWaylandDisplay" } ?? false
        let plan = WindowRestore(saved: state, lastStartDiedRestoring: diedRestoring, markerPath: markerPath ?? "", onWayland: onWayland)
        if let warning = plan.warning { printToStandardError(warning) }
        if let width = plan.width, let height = plan.height {
            gtk_window_set_default_size(window.asWindow, Int32(clamping: width), Int32(clamping: height))
        }
        writeMarker()
        if plan.maximize == .beforeFirstMap { gtk_window_maximize(window.asWindow) }
        mapped = Gtk.AnyWidget(window).onMap { [weak self] in
            guard let self else { return }
            self.mapped?.disconnect()
            if plan.maximize == .afterFirstMap { gtk_window_maximize(window.asWindow) }
            self.removeMarker(after: WindowRestore.framesUntilRestored, of: window)
        }
    }

    private func writeMarker() {
        guard let markerPath else { return }
        // Its folder may not exist yet (a first start): then there is nothing to restore either.
        let file = open(markerPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        if file >= 0 { close(file) }
    }

    private func removeMarker(after frames: Int, of window: UnsafeMutablePointer<GtkWidget>) {
        guard let clock = gtk_widget_get_frame_clock(window) else { return removeMarker() }
        var left = frames
        painted = Gdk.FrameClock(clock).onAfterPaint { [weak self] in
            left -= 1
            guard left <= 0, let self else { return }
            self.painted?.disconnect()
            self.removeMarker()
        }
        gtk_widget_queue_draw(window)
    }

    private func removeMarker() {
        if let markerPath { unlink(markerPath) }
    }
}
