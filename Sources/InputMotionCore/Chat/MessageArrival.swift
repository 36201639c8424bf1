/// A message arriving at the bottom of the chat list, as a pure function of motion time.
///
/// The list makes room by sliding up: everything in it, the new message included, is drawn
/// ``listShift(at:)`` pixels below its resting place, from the room the message takes (its
/// height and the gap above it, ``distance``) down to 0. At the start the view is exactly the
/// list before the message (the new one sits just under the list's bottom edge, behind the
/// bar, so a sent message rises out of the bar); at the end it is the list after it. Nothing
/// jumps at either end: the first frame shows what was there, the last what stays.
///
/// A sent message moves on ``MotionName/messageSend``; a reply on ``MotionName/messageReply``,
/// its own slower, softer motion, and fades in as it rises (``opacity(at:)``). Progress
/// follows the catalog's timing, with reduced motion it is at its end at once, and slow motion
/// slows it through the motion clock, as every motion.
///
/// The shift never goes below 0 (a curve tuned to overshoot would lift the list off the bar
/// and open a gap under it) nor above ``distance`` (one tuned to start backwards would push
/// the old messages down).
public struct MessageArrival: Sendable {
    /// Who wrote the message: it moves on the sender's motion.
    public enum Kind: Sendable, Hashable {
        /// The user sent it (``MotionName/messageSend``).
        case sent
        /// The partner's reply (``MotionName/messageReply``), fading in.
        case received
    }

    /// The list's gap between two messages (px): the new message's room is its height plus
    /// this gap above it.
    public static let gap = 6.0

    public let kind: Kind
    /// The room the message takes: its height plus ``gap`` (px).
    public let distance: Double
    private var progress = AnimatedValue(0.0)

    /// A message of `height` px arriving at motion time `time`, moving with `timing` (the
    /// catalog's for `kind`).
    public init(kind: Kind, height: Double, timing: Timing, at time: Double, environment: MotionEnvironment = .standard) {
        self.kind = kind
        distance = max(0, height) + Self.gap
        progress.animate(to: 1, with: timing, at: time, environment: environment)
    }

    /// How far below its resting place the list's content is drawn at `time` (px), from
    /// ``distance`` down to 0.
    public func listShift(at time: Double) -> Double {
        distance * (1 - clampedProgress(at: time))
    }

    /// The new message's opacity at `time`: a sent one is whole from the start, a reply fades
    /// in with its rise.
    public func opacity(at time: Double) -> Double {
        kind == .sent ? 1 : clampedProgress(at: time)
    }

    /// Whether the message has come to rest by `time`.
    public func isSettled(at time: Double) -> Bool { progress.isSettled(at: time) }

    private func clampedProgress(at time: Double) -> Double {
        min(max(progress.value(at: time), 0), 1)
    }
}
