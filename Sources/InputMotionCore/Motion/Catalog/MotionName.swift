/// The named motions of the demo: the entries of ``MotionCatalog``.
///
/// Each name carries its seed parameters (the defaults, defined here once), a title for the
/// inspector, and the pages it plays on.
public enum MotionName: String, CaseIterable, Sendable {
    /// The floating label's float on focus and return on blur (one spring for both ways).
    case floatingLabel = "floating-label"
    /// The invalid login field's shake.
    case shake
    /// The avatar's spin after a valid login.
    case avatarRotation = "avatar-rotation"
    /// The avatar's rounding after a valid login.
    case avatarCornerRadius = "avatar-corner-radius"
    /// The emulated on-screen keyboard's slide in and out.
    case keyboardSlide = "keyboard-slide"
    /// The poll list's scroll that keeps the focused option above the keyboard.
    case pollReveal = "poll-reveal"
    /// A sent chat message rising out of the bar into the list (`MessageArrival`).
    case messageSend = "message-send"
    /// The partner's reply rising and fading into the list (`MessageArrival`).
    case messageReply = "message-reply"
    /// The folded window's slide between the page list and a page.
    case pageSlide = "page-slide"
    /// The wide window's cross-fade from one page to the next (GtkStack draws it).
    case pageCrossfade = "page-crossfade"

    /// The name shown in the motion inspector.
    public var title: String {
        switch self {
        case .floatingLabel: tr("Floating Label (Float and Return)")
        case .shake: tr("Shake")
        case .avatarRotation: tr("Avatar Rotation")
        case .avatarCornerRadius: tr("Avatar Corner Radius")
        case .keyboardSlide: tr("Keyboard Slide")
        case .pollReveal: tr("Poll Reveal")
        case .messageSend: tr("Message Send")
        case .messageReply: tr("Message Reply")
        case .pageSlide: tr("Page Slide (Narrow Window)")
        case .pageCrossfade: tr("Page Cross-Fade (Wide Window)")
        }
    }

    /// The pages that play this motion.
    public var pages: [DemoPage] {
        switch self {
        case .floatingLabel: [.floating, .login]
        case .shake, .avatarRotation, .avatarCornerRadius: [.login]
        case .keyboardSlide: [.chat, .poll]
        case .pollReveal: [.poll]
        case .messageSend, .messageReply: [.chat]
        case .pageSlide, .pageCrossfade: DemoPage.allCases
        }
    }

    /// The motions that play on `page`, in catalog order.
    public static func playing(on page: DemoPage) -> [MotionName] {
        allCases.filter { $0.pages.contains(page) }
    }

    /// The seed app's parameters: the catalog's defaults. Their sources are in the
    /// documentation catalog, "Motion numbers and where they come from".
    public var seed: MotionParameters {
        switch self {
        case .floatingLabel:
            // UIKit spring, 0.3 s, damping ratio 1, initial velocity 1 (the seed's
            // `.curveEaseOut` option does not change a UIKit spring).
            .uikitSpring(UIKitSpringParameters(duration: 0.3, dampingRatio: 1, initialVelocity: 1))
        case .shake:
            // Additive x keyframes [0, 10, −10, 10, 0] at [0, 0.08, 0.24, 0.415, 0.5] of 0.5 s,
            // linear: the motion ends at 0.25 s and holds 0 (removed fill).
            .keyframes(KeyframeParameters(values: [0, 10, -10, 10, 0], keyTimes: [0, 0.08, 0.24, 0.415, 0.5],
                                          curve: .linear, duration: 0.5, additive: true))
        case .avatarRotation:
            // 0 → 2π rad in 2 s, ease-in-ease-out, for ever.
            .keyframes(KeyframeParameters(values: [0, 2 * Double.pi], keyTimes: [0, 1], curve: .easeInEaseOut,
                                          duration: 2, repeatCount: .forever))
        case .avatarCornerRadius:
            // 0 → 100 px in 2 s, autoreversing, for ever; linear, because the seed's
            // CABasicAnimation sets no timing function.
            .keyframes(KeyframeParameters(values: [0, 100], keyTimes: [0, 1], curve: .linear,
                                          duration: 2, repeatCount: .forever, autoreverses: true))
        case .keyboardSlide:
            // The keyboard curve (the cubic fit of iOS curve 7) over the seed's 0.25 s.
            .bezier(BezierParameters(curve: .keyboard, duration: 0.25))
        case .pollReveal:
            // The keyboard's own slide, so the focused option and the keyboard arrive together.
            MotionName.keyboardSlide.seed
        case .messageSend:
            // The keyboard's curve: the message leaves the bar as the bar rides the keyboard,
            // over 0.3 s (a little longer than the keyboard's 0.25 s: it travels its own height
            // and more, and the eye follows it into the list).
            .bezier(BezierParameters(curve: .keyboard, duration: 0.3))
        case .messageReply:
            // A critically damped UIKit spring (no overshoot: the list never lifts off the
            // bar), 0.45 s, from rest: slower and softer than a sent message, as something
            // that comes to you rather than something you threw.
            .uikitSpring(UIKitSpringParameters(duration: 0.45, dampingRatio: 1, initialVelocity: 0))
        case .pageSlide:
            // GtkStack's slide curve, ease-out cubic 1 − (1 − t)³, as a cubic-bezier, over 0.25 s.
            .bezier(BezierParameters(curve: .gtkStack, duration: 0.25))
        case .pageCrossfade:
            // GtkStack's page curve, ease-out cubic, over the 200 ms the window's GtkStack
            // cross-faded in (its own fade is linear); the app draws it (PageCrossfade).
            .bezier(BezierParameters(curve: .gtkStack, duration: 0.2))
        }
    }

}
