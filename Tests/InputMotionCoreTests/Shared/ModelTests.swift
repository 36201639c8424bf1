import Testing

/// Groups every test of the Models folder, so `swift test --filter ModelTests` runs them.
@Suite enum ModelTests {
    /// Floating-point comparison for values worked out by hand: equal within `tolerance`.
    /// (A member, not a global, so it cannot clash with other test folders' helpers.)
    static func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }
}
