/// Where the on-screen keyboard panel is in its show/hide cycle at some moment.
public enum KeyboardPhase: Sendable, Hashable, CaseIterable {
    /// Fully below the page's bottom edge.
    case hidden
    /// Sliding in.
    case showing
    /// Fully in place at the bottom of the page.
    case shown
    /// Sliding out.
    case hiding
}
