import CGtk
import InputMotionCore

/// The app's one motion clock and environment, shared by every widget so that all motion
/// runs on the same (possibly slowed) time and follows the same reduced-motion choice.
@MainActor
public final class MotionContext {
    public static let shared = MotionContext()

    private var clock = MotionClock()
    private var motionObservers: [(owner: WeakOwner, changed: @MainActor (Set<MotionName>) -> Void)] = []

    /// The live motion catalog every widget runs (the motion inspector edits it). Setting it
    /// tells each observer which motions changed, so running ones can be retargeted.
    public var catalog = MotionCatalog() {
        didSet { tellObservers(Set(MotionName.allCases.filter { catalog[$0] != oldValue[$0] })) }
    }

    /// The geometry every floating label floats with: the app's (`.bordered`), or the seed's
    /// for comparison (the motion inspector switches it; not saved). A change reaches the
    /// labels as a change of the floating-label motion.
    public var floatingLabelGeometry = FloatingLabelGeometry.bordered {
        didSet { if floatingLabelGeometry != oldValue { tellObservers([.floatingLabel]) } }
    }

    private func tellObservers(_ changed: Set<MotionName>) {
        guard !changed.isEmpty else { return }
        motionObservers.removeAll { $0.owner.object == nil }
        for observer in motionObservers { observer.changed(changed) }
    }

    /// Calls `changed` with the names of the motions that changed, whenever the catalog
    /// changes, for as long as `owner` lives.
    public func observeMotion(owner: AnyObject, _ changed: @escaping @MainActor (Set<MotionName>) -> Void) {
        motionObservers.append((WeakOwner(owner), changed))
    }

    // MARK: Controlling time (the motion inspector's pause, scrub and frame step)

    private var timeObservers: [(owner: WeakOwner, moved: @MainActor () -> Void)] = []

    /// Calls `moved` whenever motion time is paused, resumed or moved by a seek, for as long
    /// as `owner` lives (each `MotionDriver` draws again then, and stops or restarts ticking).
    public func observeTime(owner: AnyObject, _ moved: @escaping @MainActor () -> Void) {
        timeObservers.append((WeakOwner(owner), moved))
    }

    private func tellTimeObservers() {
        timeObservers.removeAll { $0.owner.object == nil }
        for observer in timeObservers { observer.moved() }
        for observer in pauseObservers where observer.owner.object != nil { observer.changed() }
    }

    private var pauseObservers: [(owner: WeakOwner, changed: @MainActor () -> Void)] = []

    /// Calls `changed` after every pause, resume, seek or step (the inspector's time bar and
    /// the window's actions follow), for as long as `owner` lives.
    public func observeTimeControls(owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        pauseObservers.removeAll { $0.owner.object == nil }
        pauseObservers.append((WeakOwner(owner), changed))
    }

    /// Whether motion time is held.
    public var isPaused: Bool { clock.isPaused }

    /// The motion time the clock holds or last gave.
    public var clockNow: Double { captureTime ?? clock.now }

    /// Holds motion time (every motion stops where it is drawn) or lets it run on from there.
    public func setPaused(_ paused: Bool) {
        guard paused != clock.isPaused else { return }
        if paused {
            clock.pause()
        } else {
            clock.resume(atFrameTime: Double(g_get_monotonic_time()) / 1_000_000)
        }
        tellTimeObservers()
    }

    /// Moves motion time to `time` (back too) and draws every motion there.
    public func seek(to time: Double) {
        clock.seek(to: time)
        tellTimeObservers()
    }

    /// Moves motion time by `frames` 60 Hz frames and draws every motion there.
    public func step(frames: Int) {
        clock.step(frames: frames)
        tellTimeObservers()
    }

    // MARK: Comparing with the seed

    /// While a comparison replays a motion's seed values: the catalog as tuned, which is what
    /// is saved meanwhile and what comes back after (`restoreTuned`).
    private var heldCatalog: MotionCatalog?

    /// Runs `name` on its seed values until `restoreTuned()` (the motion inspector's Compare).
    public func runSeed(of name: MotionName) {
        if heldCatalog == nil { heldCatalog = catalog }
        catalog.reset(name)
    }

    /// Back to the tuned values after `runSeed(of:)`; does nothing otherwise.
    public func restoreTuned() {
        guard let held = heldCatalog else { return }
        heldCatalog = nil
        catalog = held
    }

    /// The catalog to save: the tuned one, also while a comparison runs the seed's.
    public var catalogToSave: MotionCatalog { heldCatalog ?? catalog }

    /// `--reduced-motion` was given.
    public var reducedMotionRequested = false

    /// How many times slower every animation plays (the factor was validated by DemoOptions).
    public var slowMotionFactor: Double {
        get { clock.slowMotionFactor }
        set {
            clock.slowMotionFactor = newValue
            for observer in slowMotionObservers where observer.owner.object != nil { observer.changed() }
        }
    }

    private var slowMotionObservers: [(owner: WeakOwner, changed: @MainActor () -> Void)] = []

    /// Calls `changed` after every change of the slow-motion factor, for as long as `owner` lives.
    public func observeSlowMotion(owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        slowMotionObservers.removeAll { $0.owner.object == nil }
        slowMotionObservers.append((WeakOwner(owner), changed))
    }

    /// Reduced motion: asked for on the command line, or GTK's "enable animations" is off.
    /// While capturing, only the request counts: the capture turns GTK's own animations
    /// (CSS transitions, caret blink) off so that frames depend on motion time alone.
    public var environment: MotionEnvironment {
        let systemReduced = captureTime == nil && !Self.systemAnimationsEnabled
        return MotionEnvironment(reducedMotion: reducedMotionRequested || systemReduced)
    }

    /// When set, the motion time every widget sees, whatever the frame clock says: the
    /// capture tool steps it frame by frame so the same models draw at chosen times.
    public var captureTime: Double?

    /// Motion time now, read from `widget`'s frame clock.
    public func now(for widget: UnsafeMutablePointer<GtkWidget>) -> Double {
        if let captureTime { return captureTime }
        return motionTime(forFrameTime: FrameTicker.frameTime(of: widget))
    }

    /// The motion time a change to a model drawn on `widget` happens at. A moving model
    /// changes course where it is drawn: at `drawnTime`, the motion time of the frame on
    /// screen. Between frames the frame clock answers the frame boundary nearest to now, and
    /// when frames run late that is one or more frames past the drawn one: turning there
    /// would first jump the model to where it was never drawn, against its new direction. A
    /// still model is the same at any time: the clock's now.
    public func changeTime(for widget: UnsafeMutablePointer<GtkWidget>, drawnTime: Double, moving: Bool) -> Double {
        moving ? drawnTime : now(for: widget)
    }

    /// Motion time for a frame time. Frame clocks and the monotonic fallback can disagree by a
    /// frame; `MotionClock` ignores a time that goes back, so motion only ever moves forward.
    public func motionTime(forFrameTime frameTime: Double) -> Double {
        if let captureTime { return captureTime }
        return clock.motionTime(forFrameTime: frameTime)
    }

    private static var systemAnimationsEnabled: Bool {
        guard let settings = gtk_settings_get_default() else { return true }
        return im_object_get_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations") != 0
    }
}
