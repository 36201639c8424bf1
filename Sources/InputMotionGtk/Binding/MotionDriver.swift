import CGtk

/// Draws a model's motion on a widget's frame clock: while it moves, and only while the
/// widget is on screen. A hidden page stops ticking; shown again, it picks the motion up at
/// the current time (motion is a pure function of time, so nothing is lost meanwhile).
/// Its ``FrameTicker`` (below) holds the tick callback itself.
@MainActor
public final class MotionDriver {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private let step: @MainActor (_ motionTime: Double) -> Bool
    private var ticker: FrameTicker?
    /// The motion time `step` last drew at: while the ticker runs, the frame on screen.
    public private(set) var drawnTime = 0.0

    /// - Parameters:
    ///   - widget: the widget whose frame clock paces the motion (owned by the caller, who
    ///     owns this driver too).
    ///   - step: draws the model at a motion time; returns true while it still moves.
    public init(widget: UnsafeMutablePointer<GtkWidget>, step: @escaping @MainActor (_ motionTime: Double) -> Bool) {
        self.widget = widget
        self.step = step
        Gtk.AnyWidget(widget).onMap { [weak self] in self?.update() }
        Gtk.AnyWidget(widget).onUnmap { [weak self] in self?.ticker?.stop() }
        // Paused, resumed or sought: draw at the clock's time now, and tick only while
        // time runs and the model moves.
        MotionContext.shared.observeTime(owner: self) { [weak self] in self?.timeMoved() }
    }

    private func timeMoved() {
        guard hasMoved else { return }  // its model never moved: nothing to redraw
        ticker?.stop()
        update()
    }

    /// Whether a tick callback is registered now.
    public var isRunning: Bool { ticker?.isRunning ?? false }

    /// The motion time a change to the model happens at (`MotionContext.changeTime`): while
    /// it moves on screen, the time of the frame drawn last; otherwise the clock's now.
    /// Change the model at this time, then call `update()`.
    public var changeTime: Double {
        MotionContext.shared.changeTime(for: widget, drawnTime: drawnTime, moving: isRunning)
    }

    /// The motion time a replay starts at: the clock's now, read from the widget's frame
    /// clock, which is where the motion inspector's timeline starts. A replay plays its motion
    /// afresh from the beginning, so it has no drawn course to turn from (`changeTime`); and
    /// between frames the clock can stand a frame past the one drawn last, so a replay started
    /// there would run a frame ahead of its timeline.
    public var replayTime: Double { MotionContext.shared.now(for: widget) }

    /// Draws the model at `changeTime`, and keeps a tick callback while it moves and the
    /// widget is mapped. Call after every change to the model.
    public func update() {
        let moving = draw(at: changeTime)
        guard moving, gtk_widget_get_mapped(widget) != 0, !MotionContext.shared.isPaused else {
            ticker?.stop()
            return
        }
        ensureTicker()
        ticker?.start()
    }

    /// After a change made while the widget is being laid out (which draws this frame
    /// itself): the model is taken as drawn at `time`, and a tick callback is kept if it now
    /// `moving`, without drawing again now.
    public func resume(at time: Double, moving: Bool) {
        drawnTime = time
        guard moving, gtk_widget_get_mapped(widget) != 0, !MotionContext.shared.isPaused else { return }
        ensureTicker()
        ticker?.start()
    }

    private func ensureTicker() {
        if ticker == nil {
            ticker = FrameTicker(widget: widget) { [weak self] frameTime in
                // Paused, the frame drawn stays: no more ticks until time moves again.
                (self?.draw(at: MotionContext.shared.motionTime(forFrameTime: frameTime)) ?? false) && !MotionContext.shared.isPaused
            }
        }
    }

    /// How many times any driver has drawn its model (the onion skin keeps a frame when it moves).
    public private(set) static var framesDrawn = 0

    /// Whether `step` ever said the model moves (a motion started while paused too: a seek or
    /// frame step must then draw it, though no frame has ticked it yet).
    private var hasMoved = false

    private func draw(at time: Double) -> Bool {
        Self.framesDrawn &+= 1
        drawnTime = time
        let moving = step(time)
        if moving { hasMoved = true }
        return moving
    }
}

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
