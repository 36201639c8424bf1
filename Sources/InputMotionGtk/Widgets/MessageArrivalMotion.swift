import CGtk
import InputMotionCore

/// Plays the chat list's message arrivals (`MessageArrival`, core) on the list's frame clock:
/// while one runs, the list's scrolled window is as much taller as the arriving messages take
/// room (laid out once, when a message arrives, and once when the last settles) and is moved
/// up, frame by frame, by what the models say; a reply's bubble fades in as it rises. A frame
/// moves one widget and sets at most one opacity, with 5 messages or 400, so it costs the same
/// as a keyboard-slide frame does.
///
/// Only a list showing its newest message plays one (a reply arriving under a list scrolled
/// up adds below what is read, and nothing there moves).
@MainActor
final class MessageArrivalMotion {
    /// The arrivals under way, oldest first, each with its bubble.
    private var arrivals: [(model: MessageArrival, bubble: MessageBubble)] = []
    /// The last arrival started, kept after it settles (the capture tool plots its curve).
    private var last: MessageArrival?
    /// Called at every frame of an arrival (the list places its scrolled window again).
    private let moved: @MainActor () -> Void
    private let widget: UnsafeMutablePointer<GtkWidget>
    private lazy var driver = MotionDriver(widget: widget) { [weak self] time in
        guard let self else { return false }
        self.time = time
        let moving = self.arrivals.contains { !$0.model.isSettled(at: time) }
        for (model, bubble) in self.arrivals where model.kind == .received {
            gtk_widget_set_opacity(bubble.root.widget, model.opacity(at: time))
        }
        if !moving { self.arrivals.removeAll() }
        self.moved()
        return moving
    }
    private var time = 0.0

    /// - Parameter widget: the list's clipping frame (its frame clock paces the motion).
    init(widget: UnsafeMutablePointer<GtkWidget>, moved: @escaping @MainActor () -> Void) {
        self.widget = widget
        self.moved = moved
    }

    /// `bubble`, `height` px tall, arrives at the bottom of the list now, on the catalog's
    /// motion for `kind`: in step with the arrivals under way, or, `replaying`, afresh at the
    /// clock's now (`MotionDriver.replayTime`).
    func start(_ kind: MessageArrival.Kind, bubble: MessageBubble, height: Double, replaying: Bool = false) {
        let timing = kind == .sent ? MotionContext.shared.catalog.messageSend : MotionContext.shared.catalog.messageReply
        let now = replaying ? driver.replayTime : driver.changeTime
        let model = MessageArrival(kind: kind, height: height, timing: timing, at: now, environment: MotionContext.shared.environment)
        guard !model.isSettled(at: now) else { return }  // reduced motion: in place at once
        time = now
        arrivals.append((model, bubble))
        last = model
        if kind == .received { gtk_widget_set_opacity(bubble.root.widget, model.opacity(at: now)) }
        driver.update()
    }

    /// The extra height the scrolled window takes while messages arrive: the room they take
    /// (whole pixels; 0 at rest).
    var room: Int32 { Int32(arrivals.reduce(0) { $0 + $1.model.distance }.rounded(.up)) }

    /// How far below its resting place the list's content is drawn now (px).
    var shift: Double { arrivals.reduce(0) { $0 + $1.model.listShift(at: time) } }

    /// The shift the last arrival's model gives at motion time `time` (the capture tool's curve).
    func shift(at time: Double) -> Double { last?.listShift(at: time) ?? 0 }

    /// Whether a message is arriving.
    var isRunning: Bool { !arrivals.isEmpty }
}
