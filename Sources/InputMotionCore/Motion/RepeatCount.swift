/// How many times a keyframe track plays, as Core Animation's `repeatCount`.
public enum RepeatCount: Sendable, Hashable {
    /// A finite number of repetitions (> 0); fractions play part of the last repetition
    /// (1.5 = one and a half). With autoreverse, one repetition is there and back.
    case count(Double)
    /// Repeats for ever (Core Animation's `repeatCount = .infinity`).
    case forever
}
