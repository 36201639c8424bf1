import CGtk

/// Draws a model's motion on a widget's frame clock: while it moves, and only while the
/// widget is on screen. A hidden page stops ticking; shown again, it picks the motion up at
/// the current time (motion is a pure function of time, so nothing is lost meanwhile).
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
        guard ticker != nil || isRunning else { return }  // never drawn by frames: nothing to move
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

    private func draw(at time: Double) -> Bool {
        Self.framesDrawn &+= 1
        drawnTime = time
        return step(time)
    }
}
