/// The wide window's cross-fade between pages as a function of motion time, so it pauses,
/// steps, slows and films like every other motion: a still of the outgoing page lies over
/// the new one and fades out.
///
/// GtkStack's own cross-fade (GTK 4.8, `gtk_stack_snapshot_crossfade`) blends the old page
/// at 1 − p with the new one at p. Drawn over the window's background, a still at opacity
/// 1 − p over the new page at full opacity gives the same pixels: (1 − p)·old + p·new.
public struct PageCrossfade: Sendable {
    /// Fade progress p: 0 when the new page is just shown, 1 when only it is left.
    private var progress = AnimatedValue<Double>(1)

    /// A page area that is not fading.
    public init() {}

    /// Starts a fade from the outgoing page at `time`, on `timing` (the catalog's
    /// page-crossfade); reduced motion switches at once.
    public mutating func start(at time: Double, timing: Timing, environment: MotionEnvironment) {
        progress.set(0)
        progress.animate(to: 1, with: timing, at: time, environment: environment)
    }

    /// Ends any fade now (the new page alone).
    public mutating func stop() { progress.set(1) }

    /// The fade's progress p at `time` (GtkStack's cross-fade progress).
    public func progress(at time: Double) -> Double { progress.value(at: time) }

    /// The outgoing page's opacity at `time`: 1 − p.
    public func outgoingOpacity(at time: Double) -> Double { 1 - progress.value(at: time) }

    /// Whether the fade is over at `time` (the still can go).
    public func isSettled(at time: Double) -> Bool { progress.isSettled(at: time) }
}
