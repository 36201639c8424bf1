/// Every motion of the demo by name: the one source of truth for motion numbers.
///
/// Defaults are the seed values (``MotionName/seed``); tuned values (from the motion
/// inspector, or restored from saved state) replace them until reset. Widgets read their
/// timing or track from here each time a motion starts, so a change applies to the next run;
/// the GTK layer also retargets a run in flight (see the models' `retime` methods).
///
/// Rules:
/// - Only valid parameters of the motion's own form are accepted (``set(_:for:)`` throws
///   otherwise and changes nothing), so a widget can never run a NaN or a zero duration.
/// - Parameters equal to the seed's are not "tuned": ``tuned`` lists only real changes.
public struct MotionCatalog: Sendable, Hashable {
    private var tunedParameters: [MotionName: MotionParameters] = [:]

    /// A catalog holding the seed values.
    public init() {}

    /// The seed catalog.
    public static let seed = MotionCatalog()

    /// The parameters `name` runs with now.
    public subscript(name: MotionName) -> MotionParameters {
        tunedParameters[name] ?? name.seed
    }

    /// The motions whose parameters differ from the seed's, in catalog order.
    public var tuned: [MotionName] { MotionName.allCases.filter { tunedParameters[$0] != nil } }

    /// Sets `name`'s parameters. Throws, changing nothing, when they break a rule or are not
    /// of the motion's form (a keyframe motion stays keyframes).
    public mutating func set(_ parameters: MotionParameters, for name: MotionName) throws(MotionCatalogError) {
        guard parameters.hasSameForm(as: name.seed) else { throw .wrongForm(name) }
        let problems = parameters.problems
        guard problems.isEmpty else { throw .invalid(name, problems) }
        tunedParameters[name] = parameters == name.seed ? nil : parameters
    }

    /// Back to the seed values for `name`.
    public mutating func reset(_ name: MotionName) { tunedParameters[name] = nil }

    /// Back to the seed values for every motion.
    public mutating func resetAll() { tunedParameters = [:] }

    // MARK: What widgets run

    /// The floating label's timing (float and return).
    public var floatingLabel: Timing { self[.floatingLabel].timing }
    /// The keyboard panel's timing.
    public var keyboardSlide: Timing { self[.keyboardSlide].timing }
    /// The poll list's scroll timing.
    public var pollReveal: Timing { self[.pollReveal].timing }
    /// A sent chat message's rise into the list.
    public var messageSend: Timing { self[.messageSend].timing }
    /// The partner's reply's rise into the list.
    public var messageReply: Timing { self[.messageReply].timing }
    /// The folded window's slide between the page list and a page.
    public var pageSlide: Timing { self[.pageSlide].timing }
    /// The wide window's cross-fade between pages (`PageCrossfade`).
    public var pageCrossfade: Timing { self[.pageCrossfade].timing }
    /// How long the wide window's cross-fade between pages lasts.
    public var pageCrossfadeDuration: Double {
        if case let .bezier(p) = self[.pageCrossfade] { return p.duration }
        return 0.2
    }
    /// The invalid field's shake.
    public var shake: KeyframeTrack { track(.shake) }
    /// The avatar's spin.
    public var avatarRotation: KeyframeTrack { track(.avatarRotation) }
    /// The avatar's rounding.
    public var avatarCornerRadius: KeyframeTrack { track(.avatarCornerRadius) }

    /// `name`'s track. Every stored keyframe parameter set is valid (``set(_:for:)``), so
    /// the fallbacks only guard against a programming error.
    private func track(_ name: MotionName) -> KeyframeTrack {
        self[name].track ?? name.seed.track ?? .still
    }
}

/// Why ``MotionCatalog/set(_:for:)`` refused parameters.
public enum MotionCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Parameters of another form than the motion's (a spring for a keyframe motion).
    case wrongForm(MotionName)
    /// Parameters that break rules.
    case invalid(MotionName, [MotionProblem])

    public var description: String {
        switch self {
        case let .wrongForm(name): tr("{motion} cannot take parameters of another kind of motion").filled(["motion": name.title])
        case let .invalid(name, problems): "\(name.title): " + problems.map(\.message).joined(separator: "; ")
        }
    }
}

extension MotionParameters {
    /// Whether both are springs, both curves or both keyframes.
    func hasSameForm(as other: MotionParameters) -> Bool {
        switch (self, other) {
        case (.uikitSpring, .uikitSpring), (.bezier, .bezier), (.keyframes, .keyframes): true
        default: false
        }
    }
}
