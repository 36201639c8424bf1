/// A motion's value over time, sampled for a plot: springs and curves as progress from 0 to
/// 1, keyframe tracks as their own values (over a base of 0).
///
/// The span is the motion's run: the spring's settle time, the curve's duration, a keyframe
/// track's active duration, or for a track that repeats for ever one cycle (there and back
/// when it autoreverses); at most 10 s.
public struct MotionCurve: Sendable {
    /// Seconds plotted.
    public let duration: Double
    /// (time, value) pairs, evenly spaced from 0 to `duration`.
    public let samples: [(time: Double, value: Double)]

    /// Samples `parameters` at `count` (≥ 2) evenly spaced times.
    public init(_ parameters: MotionParameters, count: Int = 200) {
        let count = max(count, 2)
        let span: Double
        let value: (Double) -> Double
        switch parameters {
        case .uikitSpring, .bezier:
            var progress = AnimatedValue<Double>(0)
            progress.animate(to: 1, with: parameters.timing, at: 0)
            let end = progress.completionTime
            span = end.isFinite && end > 0 ? min(end, 10) : 1
            value = { progress.value(at: $0) }
        case let .keyframes(p):
            guard let track = parameters.track else {
                self.duration = 1
                self.samples = []
                return
            }
            let active = track.activeDuration
            span = min(active.isFinite ? active : p.duration * (p.autoreverses ? 2 : 1), 10)
            value = { track.value(atElapsed: $0, base: 0) }
        }
        duration = span
        samples = (0..<count).map { index in
            let time = span * Double(index) / Double(count - 1)
            return (time, value(time))
        }
    }
}
