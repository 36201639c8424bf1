import Testing
@testable import InputMotionCore

@Suite("PlotAxis")
struct PlotAxisTests {
    @Test func aThreeTenthsSecondAxisTicksEveryTenth() {
        // 0.3 s in about 5 divisions: 0.05 would make 6 (over 5.5), 0.1 makes 3.
        let axis = PlotAxis(covering: 0, 0.3, unit: "s")
        #expect(axis.step == 0.1)
        #expect(axis.low == 0)
        #expect(abs(axis.high - 0.3) < 1e-12)
        #expect(axis.labels == ["0", "0.1", "0.2", "0.3 s"])
    }

    @Test func theAxisWidensToAWholeStep() {
        // 0.45 s: 0.1 steps make 4.5 divisions; 0.45 is not a tick, so the axis runs on to 0.5.
        let axis = PlotAxis(covering: 0, 0.45, unit: "s")
        #expect(axis.labels == ["0", "0.1", "0.2", "0.3", "0.4", "0.5 s"])
        // 2 s: 0.2 would make 10, 0.5 makes 4; one decimal.
        #expect(PlotAxis(covering: 0, 2, unit: "s").labels == ["0", "0.5", "1.0", "1.5", "2.0 s"])
    }

    @Test func oddEndsGetRoundTicks() {
        // −0.8 … 11.53 px: 12.33 wide; steps of 2 make 6.2 (over 5.5), of 5 make 2.5: −5 to 15.
        let axis = PlotAxis(covering: -0.8, 11.53, unit: "px")
        #expect(axis.step == 5)
        #expect(axis.labels == ["-5", "0", "5", "10", "15 px"])
        // A shake's −10 … 10: 2 would make 10, 5 makes 4.
        #expect(PlotAxis(covering: -10, 10, unit: "px").labels == ["-10", "-5", "0", "5", "10 px"])
    }

    @Test func degreesCarryTheSignWithoutASpace() {
        // 0 … 360°: steps of 50 make 7.2, of 100 make 3.6: 0 to 400.
        #expect(PlotAxis(covering: 0, 360, unit: "°").labels == ["0", "100", "200", "300", "400°"])
        // In about 4 divisions: 100 still (50 makes 7.2 > 4.5).
        #expect(PlotAxis(covering: 0, 360, unit: "°", ticks: 4).step == 100)
    }

    @Test func progressTicksInFifths() {
        // 0 … 1: 0.2 makes 5; a spring's overshoot to 1.05 makes 5.25 (within the half
        // division of slack), so it keeps fifths and adds a tick.
        #expect(PlotAxis(covering: 0, 1).labels == ["0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        #expect(PlotAxis(covering: 0, 1.05).labels == ["0", "0.2", "0.4", "0.6", "0.8", "1.0", "1.2"])
        // Small steps: 0 … 0.2: 0.02 would make 10, 0.05 makes 4; two decimals.
        #expect(PlotAxis(covering: 0, 0.2, unit: "s").labels == ["0", "0.05", "0.10", "0.15", "0.20 s"])
    }

    @Test func degenerateRangesStillMakeAnAxis() {
        #expect(PlotAxis(covering: 0, 0).labels == ["0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        #expect(PlotAxis(covering: .nan, 3).labels == ["0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        // A flat line at 4: 2 … 6 (half its value each way); 0.5 would make 8, 1 makes 4.
        #expect(PlotAxis(covering: 4, 4).labels == ["2", "3", "4", "5", "6"])
        // Reversed ends are swapped.
        #expect(PlotAxis(covering: 1, 0) == PlotAxis(covering: 0, 1))
    }
}
