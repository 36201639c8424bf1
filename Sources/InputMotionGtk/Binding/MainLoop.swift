import CGtk

/// Scheduling on GLib's main loop. Under `g_application_run`, `Task { @MainActor }` and
/// `DispatchQueue.main` never run, so work is queued here instead.
@MainActor
public enum MainLoop {
    /// Runs `body` once, when the main loop is next idle.
    public static func onIdle(_ body: @escaping @MainActor () -> Void) {
        _ = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, once, ClosureBox<@MainActor () -> Void>(body).handOver(), releaseClosureBox)
    }

    /// Runs `body` on the main loop whenever the process gets `signal` (SIGTERM, SIGINT or
    /// SIGHUP), instead of the signal's default of ending the process on the spot.
    /// At low priority: key presses already queued (GDK hands over one event per dispatch)
    /// reach their fields first, so the last keys typed before a logout are not lost.
    public static func onSignal(_ signal: Int32, _ body: @escaping @MainActor () -> Void) {
        _ = g_unix_signal_add_full(G_PRIORITY_LOW, signal, { data in
            if let box = ClosureBox<@MainActor () -> Void>.from(data) { MainActor.assumeIsolated { box.body() } }
            return 1  // G_SOURCE_CONTINUE: a second signal is handled the same way
        }, ClosureBox<@MainActor () -> Void>(body).handOver(), releaseClosureBox)
    }

    /// Runs `body` once the frame being laid out or drawn now is done, before the next frame
    /// (high-idle priority, above GDK's redraw): for a change a layout must not make itself.
    /// (A plain idle can wait behind frame after frame while something moves.)
    public static func afterThisFrame(_ body: @escaping @MainActor () -> Void) {
        _ = g_idle_add_full(G_PRIORITY_HIGH_IDLE, once, ClosureBox<@MainActor () -> Void>(body).handOver(), releaseClosureBox)
    }

    /// Runs `body` once after `seconds` (for things that happen "a moment later", such as a
    /// canned chat reply — never for animation, which follows the frame clock).
    public static func after(seconds: Double, _ body: @escaping @MainActor () -> Void) {
        // Clamped: a NaN, negative or enormous delay must not trap the conversion.
        let milliseconds = guint(min(max(seconds.isNaN ? 0 : seconds * 1000, 0), Double(guint.max)).rounded())
        _ = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, once, ClosureBox<@MainActor () -> Void>(body).handOver(), releaseClosureBox)
    }

    /// Iterates the default main context until `condition` holds, `maxIterations` pass, or
    /// `timeout` seconds go by (tests drive the loop this way rather than sleeping). Returns
    /// whether the condition held. A wake-up source ticks every 50 ms meanwhile, so a loop
    /// with nothing to do reaches the deadline instead of blocking for ever.
    @discardableResult
    public static func iterate(until condition: () -> Bool, maxIterations: Int = 10_000, timeout: Double = 10) -> Bool {
        if condition() { return true }
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        let wakeUp = g_timeout_add_full(G_PRIORITY_DEFAULT, 50, { _ in 1 }, nil, nil)
        defer { g_source_remove(wakeUp) }
        for _ in 0..<maxIterations where g_get_monotonic_time() < deadline {
            g_main_context_iteration(nil, 1)
            if condition() { return true }
        }
        return condition()
    }

    /// Asks `widget` to be drawn again and iterates until its frame clock has painted that
    /// frame (tick callbacks, layout and paint of the frame have all run). Returns whether it did.
    @discardableResult
    public static func paintNextFrame(of widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        var painted = false
        let connection = Gdk.FrameClock(clock).onAfterPaint { painted = true }
        gtk_widget_queue_draw(widget)
        iterate(until: { painted })
        connection.disconnect()
        return painted
    }

    /// Handles everything pending without blocking.
    public static func drain() {
        while g_main_context_iteration(nil, 0) != 0 {}
    }

    private static let once: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
        if let box = ClosureBox<@MainActor () -> Void>.from(data) {
            MainActor.assumeIsolated { box.body() }
        }
        return 0  // G_SOURCE_REMOVE: the destroy notify releases the box
    }
}
