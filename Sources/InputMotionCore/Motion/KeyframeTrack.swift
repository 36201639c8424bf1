/// A one-dimensional keyframe animation with Core Animation `CAKeyframeAnimation` semantics.
///
/// `values` are reached at `keyTimes` (fractions of `duration`); each segment between two
/// keys is eased by its curve. The track can be additive (presented on top of the layer's
/// base value), repeat (fractional counts included, or for ever), autoreverse, and fill
/// forwards or be removed when it ends. Validated once at init, so evaluation cannot fail.
public struct KeyframeTrack: Sendable, Hashable {
    /// The key values.
    public let values: [Double]
    /// The key times, fractions of `duration` in 0...1, non-decreasing (evenly spaced when
    /// none were given).
    public let keyTimes: [Double]
    /// The segment curves as given: empty = linear, one = every segment, else one per segment.
    public let curves: [CubicBezier]
    /// One pass through the keys, in seconds.
    public let duration: Double
    /// Whether the presented value is added to the base value.
    public let additive: Bool
    /// What shows after the active duration.
    public let fillMode: FillMode
    /// How many passes (with autoreverse, one pass is there and back).
    public let repeatCount: RepeatCount
    /// Whether each repetition plays forward then backward.
    public let autoreverses: Bool
    /// Where (as a fraction of `duration`) the last frame of the active duration sits.
    private let endPhase: Double

    /// Creates a track, validating every rule (see `KeyframeTrackError`).
    ///
    /// - Parameters:
    ///   - curves: empty = linear for every segment; one curve = used for every segment;
    ///     else exactly `values.count - 1`.
    ///   - keyTimes: nil = evenly spaced; else as many as `values`, each in 0...1,
    ///     non-decreasing. The first value holds before the first key time and the last
    ///     value holds between the last key time and 1 (so the seed's shake, whose last key
    ///     time is 0.5, ends its motion at half the duration).
    ///   - duration: seconds, finite and > 0.
    public init(values: [Double], keyTimes: [Double]? = nil, curves: [CubicBezier] = [], duration: Double,
                additive: Bool = false, fillMode: FillMode = .removed, repeatCount: RepeatCount = .count(1),
                autoreverses: Bool = false) throws(KeyframeTrackError) {
        guard !values.isEmpty else { throw .emptyValues }
        for (index, value) in values.enumerated() where !value.isFinite {
            throw .nonFiniteValue(index: index, value: value)
        }
        let resolvedKeyTimes: [Double]
        if let keyTimes {
            guard keyTimes.count == values.count else {
                throw .keyTimesCountMismatch(keyTimes: keyTimes.count, values: values.count)
            }
            for (index, time) in keyTimes.enumerated() {
                guard time >= 0 && time <= 1 else { throw .keyTimeOutOfRange(index: index, value: time) }
                if index > 0 && time < keyTimes[index - 1] {
                    throw .keyTimesDecreasing(index: index, value: time, previous: keyTimes[index - 1])
                }
            }
            resolvedKeyTimes = keyTimes
        } else {
            let segments = values.count - 1
            resolvedKeyTimes = segments == 0 ? [0] : (0...segments).map { Double($0) / Double(segments) }
        }
        let segments = values.count - 1
        guard curves.count <= 1 || curves.count == segments else {
            throw .curveCountMismatch(curves: curves.count, segments: segments)
        }
        guard duration > 0 && duration.isFinite else { throw .invalidDuration(duration) }
        var endPhase = 0.0
        if case let .count(count) = repeatCount {
            guard count > 0 && count.isFinite else { throw .invalidRepeatCount(count) }
            if autoreverses {
                let cycle = (2 * count).truncatingRemainder(dividingBy: 2)   // where in there-and-back
                endPhase = cycle <= 1 ? cycle : 2 - cycle                    // 0 after a full return
            } else {
                let pass = count - count.rounded(.down)
                endPhase = pass == 0 ? 1 : pass                              // whole passes end at 1
            }
        }
        self.values = values
        self.keyTimes = resolvedKeyTimes
        self.curves = curves
        self.duration = duration
        self.additive = additive
        self.fillMode = fillMode
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.endPhase = endPhase
    }

    /// Active duration (s): duration × repeats × (autoreverses ? 2 : 1); `.infinity` for ever.
    public var activeDuration: Double {
        switch repeatCount {
        case .forever: return .infinity
        case let .count(count): return duration * count * (autoreverses ? 2 : 1)
        }
    }

    /// The value this track presents `elapsed` seconds after it started, over the layer's
    /// `base` value.
    ///
    /// Before the start: `base`. After the active duration: `base` for `.removed` fill,
    /// `endValue(base:)` for `.forwards`. An additive track adds its value to `base`.
    public func value(atElapsed elapsed: Double, base: Double) -> Double {
        guard elapsed >= 0 else { return base }   // also NaN
        if elapsed >= activeDuration {
            return fillMode == .forwards ? present(phase: endPhase, base: base) : base
        }
        let passes = elapsed / duration
        let phase: Double
        if autoreverses {
            let cycle = passes.truncatingRemainder(dividingBy: 2)
            phase = cycle <= 1 ? cycle : 2 - cycle
        } else {
            phase = passes - passes.rounded(.down)
        }
        return present(phase: phase, base: base)
    }

    /// The value presented by the last frame of the active duration (what `.forwards` fill
    /// keeps); for a track that repeats for ever, which never ends, `base`.
    public func endValue(base: Double) -> Double {
        if case .forever = repeatCount { return base }
        return present(phase: endPhase, base: base)
    }

    /// Whether the active duration is over (never, for `.forever`).
    public func isFinished(atElapsed elapsed: Double) -> Bool {
        elapsed >= activeDuration
    }

    /// The keyed value at `phase` (fraction of one pass, 0...1).
    private func present(phase: Double, base: Double) -> Double {
        let last = values.count - 1
        let value: Double
        if last == 0 || phase <= keyTimes[0] {
            value = values[0]
        } else if phase >= keyTimes[last] {
            value = values[last]
        } else {
            // keyTimes[i] <= phase < keyTimes[i + 1], so the segment has positive length.
            var i = 0
            while keyTimes[i + 1] <= phase { i += 1 }
            let t0 = keyTimes[i], t1 = keyTimes[i + 1]
            let progress = (phase - t0) / (t1 - t0)
            let eased: Double
            switch curves.count {
            case 0: eased = progress
            case 1: eased = curves[0].value(at: progress)
            default: eased = curves[i].value(at: progress)
            }
            value = values[i] + (values[i + 1] - values[i]) * eased
        }
        return additive ? base + value : value
    }

    /// The same track played once (one pass, or there and back when it autoreverses).
    public var playedOnce: KeyframeTrack {
        // Every other field was validated when this track was made, and a count of 1 is valid.
        (try? KeyframeTrack(values: values, keyTimes: keyTimes, curves: curves, duration: duration, additive: additive,
                            fillMode: fillMode, repeatCount: .count(1), autoreverses: autoreverses)) ?? self
    }

    /// A track that presents its base value for one second: a fallback that needs no
    /// validation (the catalog never needs it, since it holds only valid parameters).
    static let still = KeyframeTrack(stillForOneSecond: ())

    private init(stillForOneSecond: Void) {
        values = [0]
        keyTimes = [0]
        curves = []
        duration = 1
        additive = true
        fillMode = .removed
        repeatCount = .count(1)
        autoreverses = false
        endPhase = 1
    }
}
