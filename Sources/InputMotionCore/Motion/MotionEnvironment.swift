/// How motion plays: reduced motion lands every animation on its end state at once.
///
/// The GTK layer fills it from GtkSettings `gtk-enable-animations` and `--reduced-motion`;
/// the slow-motion factor lives in `MotionClock`, since it changes time, not end states.
public struct MotionEnvironment: Sendable, Hashable {
    /// When true, every animation presents its end state at once (and is settled).
    public var reducedMotion: Bool

    /// Creates an environment; full motion by default.
    public init(reducedMotion: Bool = false) {
        self.reducedMotion = reducedMotion
    }

    /// Full motion.
    public static let standard = MotionEnvironment()
}
