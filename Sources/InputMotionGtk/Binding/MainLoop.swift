import CGtk

/// Scheduling on GLib's main loop. Under `g_application_run`, `Task { @MainActor }` and
/// `DispatchQueue.main` never run, so work is queued here instead.
@MainActor
public enum MainLoop {
    /// Runs `body` once, when the main loop is next idle.
    public static func onIdle(_ body: @escaping @MainActor () -> Void) {
        _ = g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, once, ClosureBox<@MainActor () -> Void>(body).handOver(), releaseClosureBox)
    }

    /// Runs `body` once after `seconds` (for things that happen "a moment later", such as a
    /// canned chat reply — never for animation, which follows the frame clock).
    public static func after(seconds: Double, _ body: @escaping @MainActor () -> Void) {
        let milliseconds = guint(max(0, seconds * 1000).rounded())
        _ = g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, once, ClosureBox<@MainActor () -> Void>(body).handOver(), releaseClosureBox)
    }

    /// Iterates the default main context until `condition` holds or `maxIterations` pass
    /// (tests drive the loop this way rather than sleeping). Returns whether it held.
    @discardableResult
    public static func iterate(until condition: () -> Bool, maxIterations: Int = 10_000) -> Bool {
        for _ in 0..<maxIterations {
            if condition() { return true }
            g_main_context_iteration(nil, 1)
        }
        return condition()
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
