/// A keyframe motion's keys as the snippets write them: (fraction of the pass, value), with the
/// first value held from 0 and the last one held to 1 (as Core Animation holds them), and
/// each segment's length in seconds.
struct SnippetKeyframes {
    let parameters: KeyframeParameters

    /// The keys over the whole pass, from fraction 0 to fraction 1.
    var keys: [(time: Double, value: Double)] {
        var keys = zip(parameters.keyTimes, parameters.values).map { (time: $0, value: $1) }
        if let first = keys.first, first.time > 0 { keys.insert((0, first.value), at: 0) }
        if let last = keys.last, last.time < 1 { keys.append((1, last.value)) }
        return keys
    }

    /// Seconds from each key to the next (one fewer than `keys`).
    var segmentDurations: [Double] {
        let keys = self.keys
        return zip(keys.dropFirst(), keys).map { MotionSnippetNumber.rounded(($0.time - $1.time) * parameters.duration) }
    }

    /// Whether the pass repeats for ever.
    var repeatsForever: Bool { parameters.repeatCount == .forever }

    /// How many passes, counting each direction of an autoreversing one (CSS's and
    /// libadwaita's count); nil for ever.
    var directedPassCount: Double? {
        guard case let .count(count) = parameters.repeatCount else { return nil }
        return count * (parameters.autoreverses ? 2 : 1)
    }

    /// libadwaita's `repeat-count` (0: for ever), which counts whole passes each way, and a
    /// note when a fraction of a pass had to be rounded up to one.
    var adwRepeatCount: (count: Int, note: String?) {
        guard let passes = directedPassCount else { return (0, nil) }
        let whole = passes.rounded(.up)
        let note = whole == passes ? nil : "libadwaita repeats whole passes: \(MotionNumber.text(passes)) rounded up to \(MotionNumber.text(whole))."
        return (Int(whole), note)
    }
}

/// How snippets write numbers: rounded to 6 decimals (a fitted stiffness has no meaningful
/// 12th digit), then as short as ``MotionNumber`` writes them.
enum MotionSnippetNumber {
    static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
    static func text(_ value: Double) -> String { MotionNumber.text(rounded(value)) }
    /// With a decimal point even when whole ("1.0"), as Rust and Swift's Double literals in
    /// generic positions want.
    static func float(_ value: Double) -> String {
        let text = text(value)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}
