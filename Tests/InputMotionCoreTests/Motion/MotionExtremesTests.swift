import Testing
@testable import InputMotionCore

/// Every accepted extreme still yields finite positions, also when retargeted mid-flight.
@Suite("Motion extremes")
struct MotionExtremesTests {
    private let times: [Double] = [0, 1e-12, 1e-9, 1e-6, 0.001, 0.01, 0.05, 0.1, 0.25, 0.3, 1, 2.5, 9.99, 10, 15, 1e6]

    private func finiteRun(_ timing: Timing) -> Bool {
        var value = AnimatedValue<Double>(0)
        value.animate(to: 300, with: timing, at: 0)
        var samples = times.map { value.value(at: $0) }
        value.animate(to: -300, with: timing, at: 0.05)   // retarget in flight
        samples += times.map { value.value(at: $0 + 0.05) } + times.map { value.velocity(at: $0 + 0.05) }
        return samples.allSatisfy { $0.isFinite } && value.value(at: 1e7) == -300
    }

    @Test func springsAtTheirExtremes() throws {
        for duration in [1e-9, 0.001, 10] {
            for damping in [1e-9, 0.01, 1, 100] {
                for velocity in [-100.0, 0, 100] {
                    let parameters = UIKitSpringParameters(duration: duration, dampingRatio: damping, initialVelocity: velocity)
                    var catalog = MotionCatalog()
                    try catalog.set(.uikitSpring(parameters), for: .floatingLabel)
                    #expect(finiteRun(catalog.floatingLabel), "\(parameters)")
                }
            }
        }
    }

    @Test func curvesAtTheirExtremes() throws {
        for duration in [1e-9, 10] {
            for (x1, y1, x2, y2) in [(0.0, -5.0, 1.0, 5.0), (1, 5, 0, -5), (0, 0, 0, 0), (1, 1, 1, 1), (0.5, -5, 0.5, -5)] {
                var catalog = MotionCatalog()
                try catalog.set(.bezier(BezierParameters(curve: BezierControlPoints(x1, y1, x2, y2), duration: duration)), for: .keyboardSlide)
                #expect(finiteRun(catalog.keyboardSlide), "\(x1) \(y1) \(x2) \(y2) \(duration)")
            }
        }
    }

    @Test func keyframesAtTheirExtremes() throws {
        let cases: [KeyframeParameters] = [
            KeyframeParameters(values: [-10_000, 10_000], keyTimes: [0, 0], curve: BezierControlPoints(0, 5, 1, -5), duration: 1e-9,
                               additive: true, repeatCount: .count(1000), autoreverses: true),
            KeyframeParameters(values: [10_000], keyTimes: [1], duration: 10, additive: true, repeatCount: .forever),
            KeyframeParameters(values: [0, 1, 0], keyTimes: [1, 1, 1], duration: 10, additive: true, repeatCount: .count(1e-9)),
        ]
        for parameters in cases {
            var catalog = MotionCatalog()
            try catalog.set(.keyframes(parameters), for: .shake)
            let animation = KeyframeAnimation(track: SeedMotion.shake, startTime: 0)
            let retargeted = animation.retargeted(to: catalog.shake, at: 0.1)
            let fresh = KeyframeAnimation(track: catalog.shake, startTime: 0)
            let samples = times.flatMap { [fresh.value(at: $0, base: 40), retargeted.value(at: $0 + 0.1, base: 40)] }
            #expect(samples.allSatisfy { $0.isFinite }, "\(parameters)")
        }
    }
}
