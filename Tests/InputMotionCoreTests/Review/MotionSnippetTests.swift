#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import InputMotionCore

/// The snippets' numbers against values worked out by hand (or, where noted, with a separate
/// bisection or sampling outside the project), toolkit by toolkit.
struct MotionSnippetTests {
    private func snippet(_ name: MotionName, _ toolkit: MotionToolkit, _ parameters: MotionParameters? = nil) -> String {
        MotionSnippet(name: name, parameters: parameters ?? name.seed, toolkit: toolkit).text
    }

    /// The numbers inside the parentheses after `prefix`: "f (1, 1, 940.5)" → [1, 1, 940.5].
    private func arguments(after prefix: String, in text: String) -> [Double] {
        guard let start = text.range(of: prefix) else { return [] }
        let rest = text[start.upperBound...]
        let inside = rest.prefix { $0 != ")" && $0 != "]" && $0 != "}" }
        return inside.split(separator: ",").compactMap { item in
            let number = item.split(separator: ":").last.map { String($0) } ?? String(item)
            return MotionNumber.parse(number)
        }
    }

    // MARK: The spring conversion

    /// The floating label: UIKit 0.3 s, ζ 1, v0 1. Critically damped from 0 to 1, the
    /// displacement is x(t) = (−1 + (1 − ω0)t)·e^(−ω0 t); it settles (|x| = 0.001) at 0.3 s when
    /// (1 + 0.3(ω0 − 1))·e^(−0.3 ω0) = 0.001. Bisected apart from the project: ω0 = 30.667742,
    /// so k = ω0² = 940.5104 and c = 2ω0 = 61.3355 (ζ 1, m 1).
    @Test func theFloatingLabelSpringBecomesMassStiffnessAndDamping() {
        let spring = PhysicalSpring(UIKitSpringParameters(duration: 0.3, dampingRatio: 1, initialVelocity: 1))
        #expect(spring.mass == 1 && spring.dampingRatio == 1 && spring.initialVelocity == 1)
        #expect(abs(spring.angularFrequency - 30.667742) < 1e-5)
        #expect(abs((1 + 0.3 * (spring.angularFrequency - 1)) * exp(-0.3 * spring.angularFrequency) - 0.001) < 1e-8)
        #expect(abs(spring.stiffness - 940.5104) < 1e-3)
        #expect(abs(spring.damping - 61.3355) < 1e-3)
        #expect(abs(spring.response - 2 * Double.pi / 30.667742) < 1e-6)   // 0.204879 s
    }

    /// The chat's reply: 0.45 s, ζ 1, from rest: (1 + 0.45 ω0)·e^(−0.45 ω0) = 0.001 gives
    /// ω0 = 20.518697, k = 421.0169, c = 41.0374.
    @Test func theReplySpringFromRest() {
        let spring = PhysicalSpring(UIKitSpringParameters(duration: 0.45, dampingRatio: 1, initialVelocity: 0))
        #expect(abs(spring.stiffness - 421.0169) < 1e-3)
        #expect(abs(spring.damping - 41.0374) < 1e-3)
    }

    /// A bouncy spring: 1 s, ζ 0.5, from rest. Under-damped from −1 with v0 0 the envelope is
    /// e^(−ζω0 t)/√(1 − ζ²) (amplitude √(1 + (ζ/√(1−ζ²))²) = 1/√0.75 = 1.1547); it is 0.001 at
    /// 1 s when 0.5 ω0 = ln 1154.70, ω0 = 14.1032, k = 198.90, c = 2·0.5·14.1032 = 14.1032.
    @Test func aBouncySpringSettlesOnItsEnvelope() {
        let spring = PhysicalSpring(UIKitSpringParameters(duration: 1, dampingRatio: 0.5, initialVelocity: 0))
        #expect(abs(spring.angularFrequency - 14.1032) < 1e-3)
        #expect(abs(spring.stiffness - 198.90) < 0.02)
        #expect(abs(spring.damping - 14.1032) < 1e-3)
    }

    // MARK: Springs, toolkit by toolkit

    @Test func libadwaitaTakesDampingRatioMassStiffness() {
        // adw_spring_params_new (damping_ratio, mass, stiffness), values 0 → 1, velocity 1.
        for (toolkit, prefix) in [(MotionToolkit.libadwaitaC, "adw_spring_params_new ("), (.pyGObject, "Adw.SpringParams.new("),
                                  (.gtkRs, "adw::SpringParams::new(")] {
            let text = snippet(.floatingLabel, toolkit)
            let numbers = arguments(after: prefix, in: text)
            #expect(numbers.count == 3, "\(toolkit)")
            guard numbers.count == 3 else { continue }
            #expect(numbers[0] == 1 && numbers[1] == 1 && abs(numbers[2] - 940.5104) < 1e-3, "\(toolkit): \(numbers)")
        }
        #expect(arguments(after: "adw_spring_animation_new (widget, ", in: snippet(.floatingLabel, .libadwaitaC)) == [0, 1])
        #expect(arguments(after: "set_initial_velocity (ADW_SPRING_ANIMATION (animation), ", in: snippet(.floatingLabel, .libadwaitaC)) == [1])
        #expect(arguments(after: "set_initial_velocity(", in: snippet(.floatingLabel, .pyGObject)) == [1])
        #expect(arguments(after: ".initial_velocity(", in: snippet(.floatingLabel, .gtkRs)) == [1])
        // From rest: velocity 0, stiffness 421.0169.
        let reply = arguments(after: "adw_spring_params_new (", in: snippet(.messageReply, .libadwaitaC))
        #expect(reply.count == 3 && abs(reply[2] - 421.0169) < 1e-3)
    }

    @Test func uikitKeepsTheCatalogsOwnSpringNumbers() {
        let text = snippet(.floatingLabel, .uiKit)
        #expect(text.contains("UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1,"))
        #expect(text.contains("initialSpringVelocity: 1, options: [], animations: changes)"))
    }

    @Test func swiftUIGetsTheInterpolatingSpring() {
        // mass 1, stiffness 940.5104, damping 61.3355, initial velocity 1.
        let numbers = arguments(after: "interpolatingSpring(", in: snippet(.floatingLabel, .swiftUI))
        #expect(numbers.count == 4)
        guard numbers.count == 4 else { return }
        #expect(numbers[0] == 1 && abs(numbers[1] - 940.5104) < 1e-3 && abs(numbers[2] - 61.3355) < 1e-3 && numbers[3] == 1)
    }

    /// CSS has no spring: the comment samples it at 0, 0.015 … 0.3 s. Critically damped,
    /// progress 1 + (−1 + (1 − ω0)t)e^(−ω0 t) with ω0 = 30.667742: at 0.015 s
    /// 1 − 1.44502·0.631256 = 0.0878; at 0.15 s 1 − 5.45016·0.010052 = 0.9452; the last is 1.
    @Test func cssSamplesTheSpringInAComment() {
        let text = snippet(.floatingLabel, .css)
        let samples = arguments(after: "0.3s linear(", in: text)
        #expect(samples.count == 21)
        guard samples.count == 21 else { return }
        #expect(samples[0] == 0 && samples[1] == 0.0878 && samples[10] == 0.9452 && samples[20] == 1)
        #expect(text.contains(".floating-label { transition: transform 0.3s linear("))
        // All of it inside the comment: the text ends with the comment's close.
        #expect(text.hasSuffix(" */\n") && !text.dropLast(4).contains("*/"))
    }

    // MARK: Curves

    /// libadwaita has no cubic-bezier: the nearest easing. GtkStack's (0.33, 1, 0.68, 1) is
    /// within 0.3 % of ease-out cubic 1 − (1 − t)³ (whose exact control points are (⅓, 1, ⅔, 1));
    /// ease-in-out (0.42, 0, 0.58, 1) is nearest ease-in-out quad, at most 1.2 % off; the
    /// keyboard curve (0.38, 0.7, 0.125, 1) nearest ease-out cubic, 9.1 % off (sampled at
    /// 201 times apart from the project).
    @Test func libadwaitaTakesTheNearestEasing() {
        #expect(AdwEasing.nearest(to: .gtkStack).easing == .easeOutCubic)
        #expect(AdwEasing.nearest(to: .gtkStack).deviation < 0.003)
        #expect(AdwEasing.nearest(to: .easeInEaseOut).easing == .easeInOutQuad)
        #expect(abs(AdwEasing.nearest(to: .easeInEaseOut).deviation - 0.0119) < 0.0005)
        #expect(AdwEasing.nearest(to: .linear).easing == .linear && AdwEasing.nearest(to: .linear).deviation < 1e-6)
        let keyboard = snippet(.keyboardSlide, .libadwaitaC)
        #expect(keyboard.contains("adw_timed_animation_new (widget, 0, 1, 250, target);"))
        #expect(keyboard.contains("set_easing (ADW_TIMED_ANIMATION (animation), ADW_EASE_OUT_CUBIC);"))
        #expect(keyboard.contains("has no cubic-bezier easing: ADW_EASE_OUT_CUBIC is the nearest AdwEasing to cubic-bezier(0.38, 0.7, 0.125, 1) (at most 9.1 % of the distance off it)"))
        #expect(snippet(.pageSlide, .pyGObject).contains("animation.set_easing(Adw.Easing.EASE_OUT_CUBIC)"))
        #expect(snippet(.pageSlide, .gtkRs).contains(".easing(adw::Easing::EaseOutCubic)"))
        #expect(snippet(.pageSlide, .gtkRs).contains(".duration(250)"))
        // A linear curve needs no note.
        let linear = snippet(.keyboardSlide, .libadwaitaC, .bezier(BezierParameters(curve: .linear, duration: 1.5)))
        #expect(linear.contains("1500, target") && linear.contains("ADW_LINEAR") && !linear.contains("nearest"))
    }

    @Test func easingsAreLibadwaitasCurves() {
        // Hand-worked at t = 0.5 and 0.25: quad in 0.25, 0.0625; out cubic 1 − 0.125 = 0.875;
        // in-out quart at 0.25: 8·0.25⁴ = 0.03125; out sine sin(π/8) = 0.382683; in expo
        // 2^(10·0.5 − 10) = 1/32; in-out circ at 0.25: (1 − √(1 − 0.25))/2 = 0.066987.
        #expect(AdwEasing.easeInQuad.value(at: 0.5) == 0.25 && AdwEasing.easeInQuad.value(at: 0.25) == 0.0625)
        #expect(AdwEasing.easeOutCubic.value(at: 0.5) == 0.875)
        #expect(AdwEasing.easeInOutQuart.value(at: 0.25) == 0.03125)
        #expect(abs(AdwEasing.easeOutSine.value(at: 0.25) - 0.382683) < 1e-6)
        #expect(AdwEasing.easeInExpo.value(at: 0.5) == 1.0 / 32)
        #expect(abs(AdwEasing.easeInOutCirc.value(at: 0.25) - 0.066987) < 1e-6)
        for easing in AdwEasing.allCases {
            #expect(abs(easing.value(at: 0)) < 1e-12 && abs(easing.value(at: 1) - 1) < 1e-12, "\(easing)")
        }
    }

    @Test func curvesInCSSUIKitAndSwiftUI() {
        #expect(snippet(.keyboardSlide, .css).contains(".keyboard-slide { transition: transform 0.25s cubic-bezier(0.38, 0.7, 0.125, 1); }"))
        #expect(snippet(.pageCrossfade, .css).contains(".page-crossfade { transition: opacity 0.2s cubic-bezier(0.33, 1, 0.68, 1); }"))
        let uikit = snippet(.keyboardSlide, .uiKit)
        #expect(uikit.contains("UICubicTimingParameters(controlPoint1: CGPoint(x: 0.38, y: 0.7),"))
        #expect(uikit.contains("controlPoint2: CGPoint(x: 0.125, y: 1))"))
        #expect(uikit.contains("UIViewPropertyAnimator(duration: 0.25, timingParameters: timing)"))
        #expect(uikit.contains("CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)"))
        #expect(snippet(.messageSend, .swiftUI).contains("static let messageSend = Animation.timingCurve(0.38, 0.7, 0.125, 1, duration: 0.3)"))
    }

    // MARK: Keyframes: the shake

    /// Values 0, 10, −10, 10, 0 at 0, 0.08, 0.24, 0.415, 0.5 of 0.5 s, additive, once; the
    /// last value holds to the end of the pass (key 1, value 0). Percentages 0, 8, 24, 41.5,
    /// 50, 100; segment lengths 0.04, 0.08, 0.0875, 0.0425, 0.25 s.
    @Test func theShakeInEveryToolkit() {
        let css = snippet(.shake, .css)
        for line in ["  0% { transform: translateX(0px); }", "  8% { transform: translateX(10px); }", "  24% { transform: translateX(-10px); }",
                     "  41.5% { transform: translateX(10px); }", "  50% { transform: translateX(0px); }", "  100% { transform: translateX(0px); }",
                     ".shake { animation: shake 0.5s linear 1; }"] {
            #expect(css.contains(line + "\n"), "\(line)")
        }
        let c = snippet(.shake, .libadwaitaC)
        #expect(arguments(after: "shake_key_times[6] = { ", in: c) == [0, 0.08, 0.24, 0.415, 0.5, 1])
        #expect(arguments(after: "shake_values[6] = { ", in: c) == [0, 10, -10, 10, 0, 0])
        #expect(c.contains("adw_timed_animation_new (widget, 0, 1, 500, target);"))
        #expect(c.contains("set_repeat_count (ADW_TIMED_ANIMATION (animation), 1);"))
        #expect(!c.contains("adw_easing_ease") && !c.contains("set_alternate"))
        let python = snippet(.shake, .pyGObject)
        #expect(arguments(after: "SHAKE_KEY_TIMES = [", in: python) == [0, 0.08, 0.24, 0.415, 0.5, 1])
        #expect(arguments(after: "SHAKE_VALUES = [", in: python) == [0, 10, -10, 10, 0, 0])
        #expect(python.contains("Adw.TimedAnimation.new(widget, 0, 1, 500, target)"))
        let rust = snippet(.shake, .gtkRs)
        #expect(arguments(after: "SHAKE_KEY_TIMES: [f64; 6] = [", in: rust) == [0, 0.08, 0.24, 0.415, 0.5, 1])
        #expect(rust.contains("SHAKE_VALUES: [f64; 6] = [0.0, 10.0, -10.0, 10.0, 0.0, 0.0];"))
        let uikit = snippet(.shake, .uiKit)
        #expect(uikit.contains("CAKeyframeAnimation(keyPath: \"transform.translation.x\")"))
        #expect(arguments(after: "animation.values = [", in: uikit) == [0, 10, -10, 10, 0])
        #expect(arguments(after: "animation.keyTimes = [", in: uikit) == [0, 0.08, 0.24, 0.415, 0.5])
        #expect(uikit.contains("animation.duration = 0.5\n") && uikit.contains("animation.isAdditive = true\n"))
        #expect(!uikit.contains("repeatCount") && !uikit.contains("timingFunctions"))
        let swiftUI = snippet(.shake, .swiftUI)
        let steps = swiftUI.split(separator: "\n").filter { $0.contains("LinearKeyframe(") }.map { arguments(after: "LinearKeyframe(", in: String($0)) }
        #expect(steps == [[10, 0.04], [-10, 0.08], [10, 0.0875], [0, 0.0425], [0, 0.25]])
        #expect(swiftUI.contains("keyframeAnimator(initialValue: 0.0, trigger: trigger)") && swiftUI.contains("view.offset(x: value)"))
    }

    /// The avatar's rounding: 0 → 100 px over 2 s, autoreversing, for ever.
    @Test func anAutoreversingTrackForEver() {
        #expect(snippet(.avatarCornerRadius, .css).contains(".avatar-corner-radius { animation: avatar-corner-radius 2s linear infinite alternate; }"))
        let c = snippet(.avatarCornerRadius, .libadwaitaC)
        #expect(c.contains("set_repeat_count (ADW_TIMED_ANIMATION (animation), 0);") && c.contains("set_alternate (ADW_TIMED_ANIMATION (animation), TRUE);"))
        let uikit = snippet(.avatarCornerRadius, .uiKit)
        #expect(uikit.contains("animation.repeatCount = .infinity") && uikit.contains("animation.autoreverses = true"))
        // SwiftUI has no autoreverse: there (100 in 2 s) and back (0 in 2 s), repeating.
        let swiftUI = snippet(.avatarCornerRadius, .swiftUI)
        let steps = swiftUI.split(separator: "\n").filter { $0.contains("LinearKeyframe(") }.map { arguments(after: "LinearKeyframe(", in: String($0)) }
        #expect(steps == [[100, 2], [0, 2]])
        #expect(swiftUI.contains("keyframeAnimator(initialValue: 0.0, repeating: true)"))
    }

    /// The spin eases with ease-in-out: CSS and UIKit keep the curve, libadwaita eases each
    /// segment with ease-in-out quad (1.2 % off), SwiftUI a bezier UnitCurve.
    @Test func aCurvedTrack() {
        #expect(snippet(.avatarRotation, .css).contains("animation: avatar-rotation 2s cubic-bezier(0.42, 0, 0.58, 1) infinite;"))
        #expect(snippet(.avatarRotation, .css).contains("100% { transform: rotate(6.283185rad); }"))
        #expect(snippet(.avatarRotation, .libadwaitaC).contains("t = adw_easing_ease (ADW_EASE_IN_OUT_QUAD, t);"))
        #expect(snippet(.avatarRotation, .pyGObject).contains("t = Adw.Easing.ease(Adw.Easing.EASE_IN_OUT_QUAD, t)"))
        #expect(snippet(.avatarRotation, .uiKit).contains("CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)"))
        #expect(snippet(.avatarRotation, .uiKit).contains("Array(repeating: curve, count: 1)"))
        #expect(snippet(.avatarRotation, .swiftUI).contains(
            "LinearKeyframe(6.283185, duration: 2, timingCurve: .bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1)))"))
    }

    /// 1.5 passes: CSS and UIKit take the fraction; libadwaita and SwiftUI play whole passes,
    /// 2, and say so. Autoreversing 2.5 times is 5 directed passes in CSS and libadwaita.
    @Test func fractionalRepeats() {
        let once = KeyframeParameters(values: [0, 1], keyTimes: [0, 1], duration: 1, repeatCount: .count(1.5))
        #expect(snippet(.shake, .css, .keyframes(once)).contains("animation: shake 1s linear 1.5;"))
        #expect(snippet(.shake, .uiKit, .keyframes(once)).contains("animation.repeatCount = 1.5"))
        let c = snippet(.shake, .libadwaitaC, .keyframes(once))
        #expect(c.contains("set_repeat_count (ADW_TIMED_ANIMATION (animation), 2);") && c.contains("1.5 rounded up to 2"))
        let swiftUI = snippet(.shake, .swiftUI, .keyframes(once))
        #expect(swiftUI.split(separator: "\n").filter { $0.contains("LinearKeyframe(") }.count == 2 && swiftUI.contains("1.5 rounded up to 2"))
        let back = KeyframeParameters(values: [0, 1], keyTimes: [0, 1], duration: 1, repeatCount: .count(2.5), autoreverses: true)
        #expect(snippet(.shake, .css, .keyframes(back)).contains("animation: shake 1s linear 5 alternate;"))
        #expect(snippet(.shake, .libadwaitaC, .keyframes(back)).contains("set_repeat_count (ADW_TIMED_ANIMATION (animation), 5);"))
    }

    @Test func theCatalogLineStaysForThisProject() {
        #expect(snippet(.keyboardSlide, .inputMotion) == """
            // Keyboard Slide
            try catalog.set(.bezier(BezierParameters(curve: BezierControlPoints(0.38, 0.7, 0.125, 1), duration: 0.25)), for: .keyboardSlide)

            """)
    }
}
