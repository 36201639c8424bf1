/// What a keyframe track presents after its active duration, as Core Animation's `fillMode`.
public enum FillMode: Sendable, Hashable {
    /// The animation is removed: the layer's base value shows again (Core Animation's default).
    case removed
    /// The final presented value stays.
    case forwards
}
