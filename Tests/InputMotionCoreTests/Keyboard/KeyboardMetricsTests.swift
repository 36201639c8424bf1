import Testing
import InputMotionCore

/// Keyboard sizes worked out by hand from the documented rule: key = round(42 + (w − 360) / 50)
/// clamped to 42…56; panel = 4 × (key + 8) + 15; key width = (w − 6) / 10 − 4.
@Suite struct KeyboardMetricsTests {
    @Test(arguments: [
        // width, key height, panel height, ten-key row key width
        (360.0, 42.0, 215.0, 31.4),   // 42 + 0 / 50
        (600.0, 47.0, 235.0, 55.4),   // 42 + 240 / 50 = 46.8 → 47
        (900.0, 53.0, 259.0, 85.4),   // 42 + 540 / 50 = 52.8 → 53
        (1280.0, 56.0, 271.0, 123.4), // 42 + 920 / 50 = 60.4 → capped at 56
    ])
    func sizeFollowsWidth(width: Double, key: Double, panel: Double, keyWidth: Double) {
        let metrics = KeyboardMetrics(width: width)
        #expect(metrics.keyHeight == key)
        #expect(metrics.panelHeight == panel)
        #expect(isClose(metrics.keyWidth, keyWidth, tolerance: 1e-9))
        #expect(metrics.keysFit)
    }

    @Test func tallPageDoesNotLimitTheKeyboard() {
        // A 360 x 640 window's page is about 590 px tall: half is 295 > 215.
        #expect(KeyboardMetrics(width: 360, pageHeight: 590).panelHeight == 215)
    }

    @Test func shortPageGetsAFlatterKeyboard() {
        // 600 px wide, 350 px tall: 235 > 175, so keys = floor((175 − 15) / 4 − 8) = 32.
        let metrics = KeyboardMetrics(width: 600, pageHeight: 350)
        #expect(metrics.keyHeight == 32)
        #expect(metrics.panelHeight == 4 * 40 + 15)
    }

    @Test func veryShortPageStopsAtTheMinimumKey() {
        // Half of 200 is 100: (100 − 15) / 4 − 8 = 13.25, below the 28 px floor.
        let metrics = KeyboardMetrics(width: 360, pageHeight: 200)
        #expect(metrics.keyHeight == 28)
        #expect(metrics.panelHeight == 4 * 36 + 15)
    }

    @Test func narrowestFittingWidth() {
        // (286 − 6) / 10 − 4 = 24 exactly; one pixel less and keys would be clipped.
        #expect(KeyboardMetrics(width: 286).keysFit)
        #expect(!KeyboardMetrics(width: 285).keysFit)
    }

    @Test func rowCountChangesThePanel() {
        #expect(KeyboardMetrics(width: 360, rows: 5).panelHeight == 5 * 50 + 15)
    }

    @Test func nonsenseWidthsStayFinite() {
        #expect(KeyboardMetrics(width: .nan).keyHeight == 42)
        #expect(KeyboardMetrics(width: -10).keyHeight == 42)
        #expect(KeyboardMetrics(width: .infinity).keyHeight == 42)
    }
}
