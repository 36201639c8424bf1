/// A plot axis with round ticks: steps of 1, 2 or 5 times a power of ten, the axis widened to
/// whole steps, each tick written with as many decimals as its step needs ("0", "0.1",
/// "0.05"… never "11.53"; zero as "0") and the unit after the last one ("0.3 s", "15 px",
/// "400°").
public struct PlotAxis: Sendable, Hashable {
    /// The axis's ends: whole steps around the range asked for.
    public let low: Double
    public let high: Double
    /// The distance between ticks.
    public let step: Double
    /// The unit written after the last tick's number ("" for none).
    public let unit: String

    /// An axis covering `low...high` (swapped when reversed; a non-finite end makes 0...1, a
    /// range of nothing half its value each way) with about `ticks` (≥ 2) divisions.
    public init(covering low: Double, _ high: Double, unit: String = "", ticks: Int = 5) {
        var (a, b) = low <= high ? (low, high) : (high, low)
        if !a.isFinite || !b.isFinite { (a, b) = (0, 1) }
        if b - a < 1e-12 { (a, b) = a == 0 ? (0, 1) : (a - abs(a) * 0.5, a + abs(a) * 0.5) }
        // The smallest round step that makes at most about `ticks` divisions (half a division
        // of slack, so 0 … 1.05 still ticks in fifths rather than halves).
        let divisions = Double(max(ticks, 2))
        let power = Self.power(below: (b - a) / divisions)
        let step = [1.0, 2, 5, 10].map { $0 * power }.first { (b - a) / $0 <= divisions + 0.5 } ?? 10 * power
        self.step = step
        // A hair of tolerance so 0.3 / 0.1 = 2.9999999999999996 still ends at 0.3.
        self.low = (a / step + 1e-9).rounded(.down) * step
        self.high = (b / step - 1e-9).rounded(.up) * step
        self.unit = unit
    }

    /// 10 to the power that puts `value` (> 0) in 1...10.
    private static func power(below value: Double) -> Double {
        var power = 1.0
        while power > value * (1 + 1e-9) { power /= 10 }
        while power * 10 <= value * (1 + 1e-9) { power *= 10 }
        return power
    }

    /// The ticks from `low` to `high`, both included.
    public var ticks: [Double] {
        let count = Int(((high - low) / step).rounded())
        return (0...max(count, 0)).map { index in
            let value = low + Double(index) * step
            return abs(value) < step * 1e-6 ? 0 : value  // no "-0"
        }
    }

    /// How many decimals the step needs: 0 for 1, 2, 5, 10…; 1 for 0.1, 0.2, 0.5; 2 for 0.05.
    public var decimals: Int {
        var decimals = 0
        var scaled = step
        while decimals < 9, abs(scaled - scaled.rounded()) > 1e-6 * max(1, abs(scaled)) {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }

    /// Each tick's label: its number with ``decimals`` decimals, the last one with the unit.
    public var labels: [String] {
        let ticks = self.ticks
        return ticks.enumerated().map { index, value in
            let number = value == 0 ? "0" : Self.text(value, decimals: decimals)
            guard index == ticks.count - 1, !unit.isEmpty else { return number }
            return unit == "°" ? number + unit : number + " " + unit
        }
    }

    /// `value` with exactly `decimals` decimals ("0.30" with 2), "-" for negatives.
    public static func text(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let units = Int64((abs(value) * scale).rounded())
        let sign = value < 0 && units != 0 ? "-" : ""
        let whole = units / Int64(scale)
        guard decimals > 0 else { return sign + String(whole) }
        var fraction = String(units % Int64(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        return sign + String(whole) + "." + fraction
    }
}
