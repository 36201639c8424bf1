import Testing
@testable import InputMotionCore

/// A saved window never stops a start: maximized after the first map, and not restored at all
/// after a start that died restoring it (texts kept either way).
struct WindowRestoreTests {
    private static let saved = SavedState(windowWidth: 1100, windowHeight: 700, isMaximized: true, placeholderText: "kept")

    @Test func aNormalStartRestoresSizeAndMaximizesAfterMap() {
        let plan = WindowRestore(saved: Self.saved, lastStartDiedRestoring: false, markerPath: "/s/state.ini.restoring-window")
        #expect(plan.width == 1100 && plan.height == 700)
        #expect(plan.maximizesAfterMap)
        #expect(plan.warning == nil)
    }

    @Test func afterAStartThatDiedRestoringTheWindowStartsPlainWithOneWarning() {
        let plan = WindowRestore(saved: Self.saved, lastStartDiedRestoring: true, markerPath: "/s/state.ini.restoring-window")
        #expect(plan.width == nil && plan.height == nil)
        #expect(!plan.maximizesAfterMap)
        let warning = plan.warning ?? ""
        #expect(warning.hasPrefix("inputmotion-demo: warning: "))
        #expect(warning.contains("/s/state.ini.restoring-window"))
        #expect(!warning.contains("\n"), "one line")
    }

    @Test func anUnmaximizedWindowIsNeverMaximized() {
        let plain = SavedState(windowWidth: 500, windowHeight: 400, isMaximized: false)
        let plan = WindowRestore(saved: plain, lastStartDiedRestoring: false, markerPath: "m")
        #expect(!plan.maximizesAfterMap && plan.width == 500 && plan.height == 400)
    }

    @Test func theMarkerIsNeverTakenForAWritesLeftover() {
        let marker = WindowRestore.markerPath(forStateFile: "/s/inputmotion/state.ini")
        #expect(marker == "/s/inputmotion/state.ini.restoring-window")
        #expect(!StateFileLocation.isLeftoverOfAWrite("state.ini.restoring-window"))
    }
}
