// inputmotion-bench: nanoseconds per evaluation of every kind of motion in InputMotionCore.
//
// Run with `swift run -c release inputmotion-bench`. Each row is the median of 7 runs of N
// evaluations at varying times; every result is summed into a sink that is printed, so the
// optimizer cannot drop the work. Goal: under 200 ns per evaluation.

import InputMotionCore

/// The core motion bench: nanoseconds per evaluation of every kind of motion (the rows it
/// prints), and the busiest page's frame.
@MainActor
enum MotionBench {
    static func run() {
        let runs = 7
        let evaluations = 200_000
        /// Everything computed ends up here and is printed at the end.
        var sink = 0.0

        /// Median nanoseconds per call of `body(i)` over `runs` runs of `count` calls.
        func measure(count: Int = evaluations, _ body: (Int) -> Double) -> Double {
            let clock = ContinuousClock()
            var samples: [Double] = []
            for _ in 0..<runs {
                var accumulator = 0.0
                let elapsed = clock.measure {
                    for i in 0..<count { accumulator += body(i) }
                }
                sink += accumulator
                let (seconds, attoseconds) = elapsed.components
                samples.append((Double(seconds) * 1e9 + Double(attoseconds) * 1e-9) / Double(count))
            }
            samples.sort()
            return samples[runs / 2]
        }

        /// A time in 0..<span that changes with every call (1000 distinct moments).
        @inline(__always) func moment(_ i: Int, span: Double) -> Double {
            Double(i % 1000) * (span / 1000)
        }

        var rows: [(String, Double)] = []

        let curve = CubicBezier.easeInEaseOut
        rows.append(("bezier value (easeInEaseOut)", measure { i in curve.value(at: moment(i, span: 1)) }))

        let keyboardCurve = CubicBezier.keyboard
        rows.append(("bezier value (keyboard)", measure { i in keyboardCurve.value(at: moment(i, span: 1)) }))

        let spring = Spring(dampingRatio: 0.7, stiffness: 300)
        rows.append(("spring value (under-damped)", measure { i in
            spring.value(at: moment(i, span: 1), from: 0, to: 100, initialVelocity: 20)
        }))

        let uikit = Spring.uikit(duration: 0.3, dampingRatio: 1, initialVelocity: 1)
        rows.append(("uikit spring value (0.3 s, ζ 1)", measure { i in
            uikit.value(at: moment(i, span: 0.3), from: 0, to: -25, initialVelocity: -25)
        }))

        let shakeTrack = SeedMotion.shake
        rows.append(("keyframe value shake", measure { i in shakeTrack.value(atElapsed: moment(i, span: 0.5), base: 40) }))

        let rotation = SeedMotion.avatarRotation, radius = SeedMotion.avatarCornerRadius
        rows.append(("keyframe avatar rotation", measure { i in rotation.value(atElapsed: moment(i, span: 4), base: 0) }))
        rows.append(("keyframe avatar radius", measure { i in radius.value(atElapsed: moment(i, span: 4), base: 0) }))

        // Animated values are copied into constants (as a widget's tick holds its model): timing a
        // global `var` would time Swift's dynamic exclusivity checks, not the motion.
        var scalarSetUp = AnimatedValue(0.0)
        scalarSetUp.animate(to: 100, with: .spring(spring), at: 0)
        let scalar = scalarSetUp
        rows.append(("AnimatedValue<Double> spring", measure { i in scalar.value(at: moment(i, span: 0.5)) }))

        var curvedSetUp = AnimatedValue(0.0)
        curvedSetUp.animate(to: 300, with: SeedMotion.keyboard, at: 0)
        let curved = curvedSetUp
        rows.append(("AnimatedValue<Double> keyboard curve", measure { i in curved.value(at: moment(i, span: 0.25)) }))

        var vectorSetUp = AnimatedValue(Vector2(0, 0))
        vectorSetUp.animate(to: Vector2(-9, -25), with: SeedMotion.floatingLabel, at: 0)
        let vector = vectorSetUp
        rows.append(("AnimatedValue<Vector2> uikit spring", measure { i in
            let v = vector.value(at: moment(i, span: 0.3))
            return v.x + v.y
        }))

        // Retargeting cost (once per target change, not per frame): fits the UIKit stiffness.
        var retargeted = AnimatedValue(0.0)
        let retarget = measure(count: 2_000) { i in
            retargeted.animate(to: Double(i & 1) * 25, with: SeedMotion.floatingLabel, at: Double(i) * 0.01)
            return retargeted.target
        }

        // The busiest page (the poll editor with the keyboard up, after a failed submit): 20 option
        // fields' reveal scroll values, the keyboard slide, the chat bar offset, 5 floating labels,
        // the shake and the avatar's rotation and radius: 30 evaluations per frame.
        let reveals = (0..<20).map { index -> AnimatedValue<Double> in
            var value = AnimatedValue(0.0)
            value.animate(to: Double(index) * 48, with: .spring(Spring(dampingRatio: 1, response: 0.35)), at: 0)
            return value
        }
        var keyboardSlideSetUp = AnimatedValue(0.0)
        keyboardSlideSetUp.animate(to: 260, with: SeedMotion.keyboard, at: 0)
        let keyboardSlide = keyboardSlideSetUp
        var chatBarSetUp = AnimatedValue(0.0)
        chatBarSetUp.animate(to: -260, with: SeedMotion.keyboard, at: 0)
        let chatBar = chatBarSetUp
        let labels = (0..<5).map { _ -> AnimatedValue<Vector2> in
            var value = AnimatedValue(Vector2(0, 0))
            value.animate(to: Vector2(-9, -25), with: SeedMotion.floatingLabel, at: 0)
            return value
        }
        let shake = KeyframeAnimation(track: SeedMotion.shake, startTime: 0)
        let spin = KeyframeAnimation(track: SeedMotion.avatarRotation, startTime: 0)
        let corner = KeyframeAnimation(track: SeedMotion.avatarCornerRadius, startTime: 0)
        reveals.withUnsafeBufferPointer { reveals in
            labels.withUnsafeBufferPointer { labels in
                let frame = measure(count: 20_000) { i in
                    let now = moment(i, span: 0.25)
                    var total = 0.0
                    for reveal in reveals { total += reveal.value(at: now) }
                    total += keyboardSlide.value(at: now) + chatBar.value(at: now)
                    for label in labels {
                        let offset = label.value(at: now)
                        total += offset.x + offset.y
                    }
                    total += shake.value(at: now, base: 0) + spin.value(at: now, base: 0) + corner.value(at: now, base: 0)
                    return total
                }
                rows.append(("busiest page frame (30 values), per frame", frame))
                rows.append(("busiest page frame, per value", frame / 30))
            }
        }

        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
        }

        func format(_ nanoseconds: Double) -> String {
            let rounded = (nanoseconds * 10).rounded() / 10
            let text = "\(rounded)"
            return String(repeating: " ", count: max(0, 10 - text.count)) + text
        }

        print("inputmotion-bench: median of \(runs) runs, \(evaluations) evaluations each (busiest frame: 20000 frames)")
        print(pad("motion", 44) + "     ns/eval")
        print(String(repeating: "-", count: 56))
        for (name, nanoseconds) in rows {
            print(pad(name, 44) + format(nanoseconds))
        }
        print(String(repeating: "-", count: 56))
        print(pad("retarget with a UIKit spring (per animate)", 44) + format(retarget))
        print("sink \(sink)")
    }
}
