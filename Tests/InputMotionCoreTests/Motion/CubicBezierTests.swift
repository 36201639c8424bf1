import Testing
@testable import InputMotionCore

@Suite("CubicBezier")
struct CubicBezierTests {
    static let named: [(String, CubicBezier, (Double, Double, Double, Double))] = [
        ("default", .default, (0.25, 0.1, 0.25, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
        ("keyboard", .keyboard, (0.38, 0.7, 0.125, 1)),
        ("material standard", CubicBezier(0.4, 0, 0.2, 1), (0.4, 0, 0.2, 1)),
        ("overshoot", CubicBezier(0.3, -0.5, 0.6, 1.6), (0.3, -0.5, 0.6, 1.6)),
    ]

    @Test func namedCurvesHaveCoreAnimationControlPoints() {
        for (name, curve, p) in Self.named {
            #expect(curve.x1 == p.0 && curve.y1 == p.1 && curve.x2 == p.2 && curve.y2 == p.3, "\(name)")
        }
    }

    @Test func valuesMatchHighPrecisionBisection() {
        for (name, curve, p) in Self.named {
            for i in 0...400 {
                let x = Double(i) / 400
                let expected = MotionReference.eased(x, p.0, p.1, p.2, p.3)
                // The solver promises 1e-7 in x; slopes of these curves stay below 3.
                #expect(abs(curve.value(at: x) - expected) < 1e-6, "\(name) at \(x)")
            }
        }
    }

    @Test func slopesMatchBisection() {
        for (name, curve, p) in Self.named {
            for i in 1..<50 {
                let x = Double(i) / 50
                let expected = MotionReference.easedSlope(x, p.0, p.1, p.2, p.3)
                #expect(abs(curve.slope(at: x) - expected) < 1e-4, "\(name) slope at \(x)")
            }
        }
        // Hand limits at the ends: default starts at y'(0)/x'(0) = 3·y1 / 3·x1 = 0.1/0.25 = 0.4.
        #expect(abs(CubicBezier.default.slope(at: 0) - 0.4) < 1e-9)
        #expect(abs(CubicBezier.linear.slope(at: 0.37) - 1) < 1e-12)
        // easeIn at x = 1: both first derivatives vanish at t = 1; second
        // derivatives x''(1) = 6(x1 − 2x2 + 1) = 6(0.42 − 1) = −3.48, y''(1) = 6(0 − 2 + 1) = −6,
        // so the slope tends to 6/3.48 ≈ 1.7241.
        #expect(abs(CubicBezier.easeIn.slope(at: 1) - 6 / 3.48) < 1e-4)
    }

    @Test func endpointsAreExact() {
        for (name, curve, _) in Self.named {
            #expect(curve.value(at: 0) == 0, "\(name)")
            #expect(curve.value(at: 1) == 1, "\(name)")
            #expect(curve.value(at: -3) == 0, "\(name) clamps below")
            #expect(curve.value(at: 7) == 1, "\(name) clamps above")
            #expect(curve.value(at: .nan) == 0, "\(name) NaN")
        }
    }

    @Test func linearIsIdentity() {
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(CubicBezier.linear.value(at: x) - x) < 1e-7)
        }
    }

    @Test func handComputedPoints() {
        // default at t = 0.5: x = 3·¼·½·0.25 + 3·½·¼·0.25 + ⅛ = 0.3125,
        //                     y = 3·¼·½·0.1 + 3·½·¼·1 + ⅛ = 0.5375.
        #expect(abs(CubicBezier.default.value(at: 0.3125) - 0.5375) < 1e-6)
        // easeIn at t = 0.5: x = 3·¼·½·0.42 + 3·½·¼ + ⅛ = 0.6575, y = 3·½·¼ + ⅛ = 0.5.
        #expect(abs(CubicBezier.easeIn.value(at: 0.6575) - 0.5) < 1e-6)
        // easeInEaseOut is point-symmetric about (½, ½).
        #expect(abs(CubicBezier.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-7)
    }

    @Test func controlPointXIsClampedAndHashingFollowsControlPoints() {
        let clamped = CubicBezier(-1, 0.2, 2, 0.8)
        #expect(clamped.x1 == 0 && clamped.x2 == 1)
        #expect(CubicBezier(0.42, 0, 0.58, 1) == .easeInEaseOut)
        #expect(Set([CubicBezier.easeIn, CubicBezier(0.42, 0, 1, 1)]).count == 1)
    }
}
