import Testing
@testable import InputMotionCore

/// A saved window never stops a start: on Wayland maximized after the first map, and not restored at all
/// after a start that died restoring it (texts kept either way).
struct WindowRestoreTests {
    private static let saved = SavedState(windowWidth: 1100, windowHeight: 700, isMaximized: true, placeholderText: "kept")

    @Test func aNormalStartRestoresSizeAndMaximizesAfterMap() {
        let wayland = WindowRestore(saved: Self.saved, lastStartDiedRestoring: false, markerPath: "/s/state.ini.restoring-window", onWayland: true)
        #expect(wayland.width == 1100 && wayland.height == 700)
        #expect(wayland.maximize == .afterFirstMap, "weston: never before the first configure")
        #expect(wayland.warning == nil)
        let x11 = WindowRestore(saved: Self.saved, lastStartDiedRestoring: false, markerPath: "/s/state.ini.restoring-window", onWayland: false)
        #expect(x11.maximize == .beforeFirstMap, "X11: mapped maximized, no frame at the plain size")
    }

    @Test func afterAStartThatDiedRestoringTheWindowStartsPlainWithOneWarning() {
        let plan = WindowRestore(saved: Self.saved, lastStartDiedRestoring: true, markerPath: "/s/state.ini.restoring-window", onWayland: true)
        #expect(plan.width == nil && plan.height == nil)
        #expect(plan.maximize == .no)
        let warning = plan.warning ?? ""
        #expect(warning.hasPrefix("inputmotion-demo: warning: "))
        #expect(warning.contains("/s/state.ini.restoring-window"))
        #expect(!warning.contains("\n"), "one line")
    }

    @Test func anUnmaximizedWindowIsNeverMaximized() {
        let plain = SavedState(windowWidth: 500, windowHeight: 400, isMaximized: false)
        for onWayland in [false, true] {
            let plan = WindowRestore(saved: plain, lastStartDiedRestoring: false, markerPath: "m", onWayland: onWayland)
            #expect(plan.maximize == .no && plan.width == 500 && plan.height == 400)
        }
    }

    @Test func theMarkerIsNeverTakenForAWritesLeftover() {
        let marker = WindowRestore.markerPath(forStateFile: "/s/inputmotion/state.ini")
        #expect(marker == "/s/inputmotion/state.ini.restoring-window")
        #expect(!StateFileLocation.isLeftoverOfAWrite("state.ini.restoring-window"))
    }
}
