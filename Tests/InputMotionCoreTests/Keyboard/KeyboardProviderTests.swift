import Testing
@testable import InputMotionCore

/// A real on-screen keyboard wins: the emulated panel comes up for focus only when the
/// platform has none.
struct KeyboardProviderTests {
    @Test func theScreenKeyboardSettingDecides() {
        #expect(KeyboardProvider(screenKeyboardEnabled: true) == .platform)
        #expect(KeyboardProvider(screenKeyboardEnabled: false) == .emulated)
        #expect(KeyboardProvider(screenKeyboardEnabled: nil) == .emulated, "no such setting: no platform keyboard to rely on")
    }

    @Test func withThePlatformsKeyboardFocusNeverBringsThePanelUp() {
        var k = KeyboardPanel(pageWidth: 400, pageHeight: 800, keyboardHeight: 300)
        #expect(k.focusChanged(to: .textField, at: 0, provider: .platform) == nil)
        #expect(!k.isVisible && k.top(at: 1) == 800, "still below the page's bottom edge")
    }

    @Test func aPanelShownOnDemandStillGoesWhenFocusLeavesTheFields() {
        var k = KeyboardPanel(pageWidth: 400, pageHeight: 800, keyboardHeight: 300)
        _ = k.show(at: 0)  // the header button, focus on its keys
        #expect(k.focusChanged(to: .keyboardPanel, at: 0.5, provider: .platform) == nil, "moving between its keys keeps it")
        #expect(k.isVisible)
        let away = k.focusChanged(to: .other, at: 1, provider: .platform)
        #expect(away?.isShowing == false)
        #expect(away?.endFrame == Rect(x: 0, y: 800, width: 400, height: 300))
    }

    @Test func aPanelShownOnDemandGivesWayToThePlatformsForAFocusedField() {
        // Focus back in a text field (Escape, F6, a tap) brings the platform's keyboard up:
        // the emulated one goes, to the page's bottom edge (y 800).
        var k = KeyboardPanel(pageWidth: 400, pageHeight: 800, keyboardHeight: 300)
        _ = k.show(at: 0)
        let away = k.focusChanged(to: .textField, at: 1, provider: .platform)
        #expect(away?.isShowing == false)
        #expect(away?.endFrame == Rect(x: 0, y: 800, width: 400, height: 300))
        #expect(k.focusChanged(to: .textField, at: 1.5, provider: .platform) == nil, "hidden already")
    }

    @Test func aTapOnAFieldIsThePlatformsToAnswer() {
        #expect(KeyboardSession.clicked(onKeys: false, onTextField: true, keyboardVisible: false, provider: .platform) == [.commitComposition])
        #expect(KeyboardSession.clicked(onKeys: false, onTextField: true, keyboardVisible: false, provider: .emulated) == [.commitComposition, .show])
    }

    @Test func theButtonShowsTheEmulatedKeyboardWithFocusOnItsKeys() {
        // Asked for, it comes; with the platform's keyboard, focus goes onto its keys, out of
        // the field the platform's serves, from a field or from anywhere in the page.
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .textField) == [.show])
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .textField, provider: .platform) == [.show, .focusKeys])
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .other, provider: .platform) == [.show, .focusKeys])
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .reviewTool, provider: .platform) == [.show],
                "from a review tool, focus stays there")
        #expect(KeyboardSession.toggle(keyboardVisible: true, focus: .keyboardPanel, provider: .platform)
                == [.commitComposition, .returnFocusFromKeys, .hide])
        #expect(KeyboardSession.toggle(keyboardVisible: false, focus: .other, visibleBeforeOpening: false, provider: .platform)
                == [.show, .focusKeys], "from a folded window's page list too")
    }

    @Test func aPlatformKeyboardTakingOverPutsTheEmulatedOneAway() {
        #expect(KeyboardSession.providerChanged(to: .platform, focus: .textField, keyboardVisible: true)
                == [.commitComposition, .returnFocusFromKeys, .hide])
        #expect(KeyboardSession.providerChanged(to: .platform, focus: .textField, keyboardVisible: false) == [])
    }

    @Test func theEmulatedKeyboardTakingOverComesUpOnlyForAFocusedField() {
        #expect(KeyboardSession.providerChanged(to: .emulated, focus: .textField, keyboardVisible: false) == [.show])
        #expect(KeyboardSession.providerChanged(to: .emulated, focus: .other, keyboardVisible: false) == [])
        #expect(KeyboardSession.providerChanged(to: .emulated, focus: .textField, keyboardVisible: true) == [])
    }
}
