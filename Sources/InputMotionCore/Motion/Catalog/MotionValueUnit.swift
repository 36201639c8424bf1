/// What a motion's plotted value and keyframe values are measured in, as the inspector shows
/// them: progress (0 to 1, no unit), pixels, or degrees (a rotation, kept in radians by the
/// model and shown in degrees: 360, not 6.283185307179586).
public enum MotionValueUnit: Sendable, Hashable {
    case progress, pixels, degrees

    /// The unit's symbol after a number ("" for progress).
    public var symbol: String {
        switch self {
        case .progress: ""
        case .pixels: tr("px")
        case .degrees: "°"  // untranslated: the degree sign is the same in every language
        }
    }

    /// `value` as shown: radians become degrees (rounded to nine decimals, so 2π reads 360).
    public func shown(_ value: Double) -> Double {
        guard self == .degrees else { return value }
        return (value * 180 / .pi * 1e9).rounded() / 1e9
    }

    /// A value typed as shown, as the model keeps it: degrees become radians (d / 180 · π,
    /// so 360 is exactly 2π and 180 exactly π).
    public func stored(_ value: Double) -> Double {
        self == .degrees ? value / 180 * .pi : value
    }
}

extension MotionName {
    /// The unit of this motion's plotted value and keyframe values.
    public var valueUnit: MotionValueUnit {
        switch self {
        case .shake, .avatarCornerRadius: .pixels
        case .avatarRotation: .degrees
        case .floatingLabel, .keyboardSlide, .pollReveal, .messageSend, .messageReply, .pageSlide, .pageCrossfade: .progress
        }
    }
}
