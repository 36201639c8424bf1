import CGtk
import Glibc
import InputMotionCore

/// What happens when the X server goes away under the app (it crashed, was killed, the session
/// ended): what was typed is written, one line says so, and the app ends with status 1.
///
/// Xlib reports a broken connection to its I/O error handler and ends the process when that
/// returns. GTK 4.8 leaves Xlib's own handler, which prints "X connection to :0 broken
/// (explicit kill or server shutdown)." and exits; GdkDisplay's "closed" signal is not emitted
/// for it. So the app sets the handler itself, once GDK has opened the display.
@MainActor
enum DisplayLoss {
    /// Saves what is unsaved; returns whether it is all written (nil: nothing is kept this run).
    private static var save: (@MainActor () -> Bool?)?
    private static var displayName = ""
    private static var handling = false

    /// Calls `save` when the X connection breaks, then prints one line and exits with 1.
    /// Nothing happens on other GDK backends.
    static func onLoss(_ save: @escaping @MainActor () -> Bool?) {
        guard let display = gdk_display_get_default(),
              Gtk.AnyObject(display).typeName == "GdkX11Display"
        else { return }
        displayName = String(cString: gdk_display_get_name(display))
        Self.save = save
        _ = XSetIOErrorHandler { _ -> Int32 in
            // Xlib calls it on the thread that read the connection: GDK's, the main thread.
            MainActor.assumeIsolated { () -> Void in DisplayLoss.lost() }
            return 1  // not reached: lost() ends the process
        }
    }

    private static func lost() -> Never {
        // Saving touches no X call, but should one fail again, end at once.
        if handling { _exit(1) }
        handling = true
        let message: String
        switch save?() {
        case true?: message = tr("lost the connection to the display {display}; what was typed is saved")
        case false?: message = tr("lost the connection to the display {display}; what was typed could not be saved")
        case nil: message = tr("lost the connection to the display {display}")
        }
        printToStandardError("inputmotion-demo: " + message.filled(["display": displayName]))
        // _exit, not exit: atexit handlers would talk to the display that is gone.
        _exit(1)
    }
}
