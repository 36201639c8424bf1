#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libadwaita's `AdwEasing` curves that go from 0 to 1 without overshoot (Penner's easing
/// functions, as libadwaita 1.2 defines them), to stand in for a cubic Bézier:
/// `AdwTimedAnimation` has no cubic-bezier easing, so a snippet takes the nearest of these
/// (``nearest(to:)``) and says how far it strays.
public enum AdwEasing: String, CaseIterable, Sendable {
    case linear = "LINEAR"
    case easeInQuad = "EASE_IN_QUAD", easeOutQuad = "EASE_OUT_QUAD", easeInOutQuad = "EASE_IN_OUT_QUAD"
    case easeInCubic = "EASE_IN_CUBIC", easeOutCubic = "EASE_OUT_CUBIC", easeInOutCubic = "EASE_IN_OUT_CUBIC"
    case easeInQuart = "EASE_IN_QUART", easeOutQuart = "EASE_OUT_QUART", easeInOutQuart = "EASE_IN_OUT_QUART"
    case easeInQuint = "EASE_IN_QUINT", easeOutQuint = "EASE_OUT_QUINT", easeInOutQuint = "EASE_IN_OUT_QUINT"
    case easeInSine = "EASE_IN_SINE", easeOutSine = "EASE_OUT_SINE", easeInOutSine = "EASE_IN_OUT_SINE"
    case easeInExpo = "EASE_IN_EXPO", easeOutExpo = "EASE_OUT_EXPO", easeInOutExpo = "EASE_IN_OUT_EXPO"
    case easeInCirc = "EASE_IN_CIRC", easeOutCirc = "EASE_OUT_CIRC", easeInOutCirc = "EASE_IN_OUT_CIRC"

    /// The C constant: `ADW_EASE_OUT_CUBIC`, `ADW_LINEAR`.
    public var cName: String { "ADW_\(rawValue)" }

    /// The curve's progress at `t` in 0...1.
    public func value(at t: Double) -> Double {
        func inOut(_ easeIn: (Double) -> Double) -> Double {   // the in-curve, then its mirror
            t < 0.5 ? easeIn(2 * t) / 2 : 1 - easeIn(2 - 2 * t) / 2
        }
        func out(_ easeIn: (Double) -> Double) -> Double { 1 - easeIn(1 - t) }
        let quad = { (t: Double) in t * t }, cubic = { (t: Double) in t * t * t }
        let quart = { (t: Double) in t * t * t * t }, quint = { (t: Double) in t * t * t * t * t }
        let sine = { (t: Double) in 1 - cos(t * Double.pi / 2) }
        let expo = { (t: Double) in t == 0 ? 0 : pow(2, 10 * (t - 1)) }
        let circ = { (t: Double) in 1 - (1 - t * t).squareRoot() }
        switch self {
        case .linear: return t
        case .easeInQuad: return quad(t)
        case .easeOutQuad: return out(quad)
        case .easeInOutQuad: return inOut(quad)
        case .easeInCubic: return cubic(t)
        case .easeOutCubic: return out(cubic)
        case .easeInOutCubic: return inOut(cubic)
        case .easeInQuart: return quart(t)
        case .easeOutQuart: return out(quart)
        case .easeInOutQuart: return inOut(quart)
        case .easeInQuint: return quint(t)
        case .easeOutQuint: return out(quint)
        case .easeInOutQuint: return inOut(quint)
        case .easeInSine: return sine(t)
        case .easeOutSine: return out(sine)
        case .easeInOutSine: return inOut(sine)
        case .easeInExpo: return expo(t)
        case .easeOutExpo: return out(expo)
        case .easeInOutExpo: return inOut(expo)
        case .easeInCirc: return circ(t)
        case .easeOutCirc: return out(circ)
        case .easeInOutCirc: return inOut(circ)
        }
    }

    /// The easing closest to `curve` and its largest gap in progress, sampled at 200 even steps
    /// of time.
    public static func nearest(to curve: BezierControlPoints) -> (easing: AdwEasing, deviation: Double) {
        let bezier = curve.cubicBezier
        var best = (easing: AdwEasing.linear, deviation: Double.infinity)
        for easing in allCases {
            var deviation = 0.0
            for step in 0...200 {
                let t = Double(step) / 200
                deviation = max(deviation, abs(bezier.value(at: t) - easing.value(at: t)))
            }
            if deviation < best.deviation { best = (easing, deviation) }
        }
        return best
    }
}
