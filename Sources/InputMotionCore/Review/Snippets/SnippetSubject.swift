/// What a motion moves, as each toolkit's snippet names it: identifiers, the value's meaning,
/// and the property it drives.
struct SnippetSubject {
    let name: MotionName

    /// `floating_label` (C, Python, Rust).
    var snakeName: String { name.rawValue.replacingHyphens(with: "_") }
    /// `floatingLabel` (Swift).
    var camelName: String {
        let parts = name.rawValue.split(separator: "-").map(String.init)
        return (parts.first ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
    /// `floating-label` (CSS).
    var cssName: String { name.rawValue }

    /// What the animated value is, for the comment over the callback.
    var valueMeaning: String {
        switch name {
        case .floatingLabel: "the label's float, 0 resting in the field to 1 floated above the text"
        case .shake: "the field's x offset in px, added to where it stands"
        case .avatarRotation: "the avatar's rotation in radians"
        case .avatarCornerRadius: "the avatar's corner radius in px"
        case .keyboardSlide: "the keyboard's slide, 0 hidden to 1 up"
        case .pollReveal: "the scroll, 0 where it was to 1 with the focused option above the keyboard"
        case .messageSend: "the sent message's rise, 0 in the bar to 1 in the list"
        case .messageReply: "the reply's rise and fade-in, 0 below the list to 1 in place"
        case .pageSlide: "the slide, 0 on the old page to 1 on the new one"
        case .pageCrossfade: "the new page's opacity"
        }
    }

    /// The CSS property a transition eases.
    var cssTransitionProperty: String { name == .pageCrossfade ? "opacity" : "transform" }

    /// The CSS declaration that puts keyframe value `value` on the element.
    func cssKeyframeDeclaration(_ value: String) -> String {
        switch name {
        case .avatarRotation: "transform: rotate(\(value)rad);"
        case .avatarCornerRadius: "border-radius: \(value)px;"
        default: "transform: translateX(\(value)px);"
        }
    }

    /// The Core Animation key path a keyframe animation drives.
    var layerKeyPath: String {
        switch name {
        case .avatarRotation: "transform.rotation.z"
        case .avatarCornerRadius: "cornerRadius"
        default: "transform.translation.x"
        }
    }

    /// The SwiftUI modifier that shows keyframe value `value` on `content`.
    func swiftUIModifier(on view: String, _ value: String) -> String {
        switch name {
        case .avatarRotation: "\(view).rotationEffect(.radians(\(value)))"
        case .avatarCornerRadius: "\(view).clipShape(RoundedRectangle(cornerRadius: \(value)))"
        default: "\(view).offset(x: \(value))"
        }
    }
}

extension String {
    func replacingHyphens(with replacement: String) -> String {
        split(separator: "-", omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
