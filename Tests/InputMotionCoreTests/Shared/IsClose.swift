/// Floating-point comparison for values worked out by hand: equal within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}
