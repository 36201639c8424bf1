import CGtk

/// Drives motion from a widget's frame clock, and only while something moves.
///
/// `start()` registers a tick callback (`gtk_widget_add_tick_callback`) unless one is already
/// registered; the callback hands each frame's time to `onFrame` and removes itself as soon as
/// `onFrame` says the motion has settled. So an idle demo wakes up zero times a second.
@MainActor
public final class FrameTicker {
    /// Tick callbacks currently registered with GTK by any ticker. Decremented by GTK's destroy
    /// notify, so it counts what GTK holds, not what we hope it holds.
    public private(set) static var registered = 0

    /// Holds the widget, so stopping after the widget left its window is still safe.
    private let widget: Widget
    private let onFrame: @MainActor (_ frameTime: Double) -> Bool
    private var callbackID: guint = 0

    /// What GTK's user data points at: the ticker (weakly) and the id of its registration,
    /// so the destroy notify can tell the ticker its callback is gone, whoever removed it.
    private final class Registration {
        weak var ticker: FrameTicker?
        var id: guint = 0
        init(_ ticker: FrameTicker) { self.ticker = ticker }
    }

    /// - Parameters:
    ///   - widget: the widget whose frame clock paces the motion.
    ///   - onFrame: called with the frame time in seconds; returns true while still moving.
    public init(widget: UnsafeMutablePointer<GtkWidget>, onFrame: @escaping @MainActor (_ frameTime: Double) -> Bool) {
        self.widget = Widget(widget)
        self.onFrame = onFrame
    }

    isolated deinit { stop() }

    /// Whether a tick callback is registered now.
    public var isRunning: Bool { callbackID != 0 }

    /// Ensures a tick callback is registered; the next frame will call `onFrame`.
    public func start() {
        guard callbackID == 0 else { return }
        let registration = Registration(self)
        let tick: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?) -> gboolean = { _, clock, data in
            guard let registration = ClosureBox<Registration>.from(data)?.body, let clock else { return 0 }
            let seconds = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
            return MainActor.assumeIsolated { registration.ticker?.onFrame(seconds) ?? false } ? 1 : 0
        }
        let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
            MainActor.assumeIsolated {
                FrameTicker.registered -= 1
                // GTK dropped the callback (it returned false, or was removed, or the widget
                // was disposed): the ticker is no longer running.
                if let registration = ClosureBox<Registration>.from(data)?.body,
                   let ticker = registration.ticker, ticker.callbackID == registration.id {
                    ticker.callbackID = 0
                }
            }
            releaseClosureBox(data)
        }
        FrameTicker.registered += 1
        callbackID = gtk_widget_add_tick_callback(widget.widget, tick, ClosureBox(registration).handOver(), release)
        registration.id = callbackID
    }

    /// Removes the tick callback, if any (GTK then calls the destroy notify).
    public func stop() {
        guard callbackID != 0 else { return }
        let id = callbackID
        callbackID = 0
        gtk_widget_remove_tick_callback(widget.widget, id)
    }

    /// The time of the frame being drawn, in seconds (monotonic clock before the widget is realized).
    public static func frameTime(of widget: UnsafeMutablePointer<GtkWidget>) -> Double {
        if let clock = gtk_widget_get_frame_clock(widget) {
            let time = gdk_frame_clock_get_frame_time(clock)
            if time > 0 { return Double(time) / 1_000_000 }
        }
        return Double(g_get_monotonic_time()) / 1_000_000
    }
}
