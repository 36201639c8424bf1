import Testing
import InputMotionCore

/// A 400 x 800 page with a 300 px keyboard: shown, its top is at 500.
@Suite struct KeyboardPanelTests {
    static let reduced = MotionEnvironment(reducedMotion: true)
    func panel() -> KeyboardPanel { KeyboardPanel(pageWidth: 400, pageHeight: 800, keyboardHeight: 300) }

    /// The keyboard curve (0.38, 0.7, 0.125, 1) evaluated independently of the engine:
    /// for a curve parameter u, x(u) is the time fraction and y(u) the distance fraction.
    static func bezierPoint(_ u: Double) -> (x: Double, y: Double) {
        func b(_ p1: Double, _ p2: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        return (b(0.38, 0.125), b(0.7, 1))
    }

    @Test func startsHidden() {
        let k = panel()
        #expect(!k.isVisible)
        #expect(k.phase(at: 0) == .hidden)
        #expect(k.frame(at: 0) == Rect(x: 0, y: 800, width: 400, height: 300))
    }

    @Test func showAnnouncesThenSlidesOnTheKeyboardCurve() {
        var k = panel()
        let transition = k.show(at: 1)
        #expect(transition == KeyboardTransition(endFrame: Rect(x: 0, y: 500, width: 400, height: 300),
                                                 duration: 0.25, timing: SeedMotion.keyboard, startTime: 1,
                                                 isShowing: true))
        #expect(k.top(at: 1) == 800)
        #expect(k.phase(at: 1.1) == .showing)
        for u in [0.2, 0.5, 0.8] {
            let point = Self.bezierPoint(u)
            let t = 1 + 0.25 * point.x
            #expect(isClose(k.top(at: t), 800 - 300 * point.y, tolerance: 1e-6), "u = \(u)")
        }
        #expect(k.top(at: 1.25) == 500)
        #expect(k.phase(at: 1.25) == .shown)
    }

    @Test func theShownFrameIsKnownWhileHiddenAndShown() {
        var k = panel()
        #expect(k.shownFrame == Rect(x: 0, y: 500, width: 400, height: 300))
        _ = k.show(at: 0)
        #expect(k.shownFrame == Rect(x: 0, y: 500, width: 400, height: 300), "mid-slide too")
    }

    @Test func movingFocusBetweenTextFieldsDoesNotBounce() {
        var k = panel()
        #expect(k.focusChanged(to: .textField, at: 0) != nil)
        #expect(k.focusChanged(to: .textField, at: 0.1) == nil)   // next field, mid-slide
        #expect(k.focusChanged(to: .keyboardPanel, at: 0.5) == nil)
        #expect(k.focusChanged(to: .textField, at: 0.6) == nil)
        #expect(k.show(at: 0.7) == nil)
        #expect(k.phase(at: 1) == .shown)
    }

    @Test func focusLeavingHides() {
        var k = panel()
        _ = k.focusChanged(to: .textField, at: 0)
        let t = k.focusChanged(to: .other, at: 1)
        #expect(t?.endFrame == Rect(x: 0, y: 800, width: 400, height: 300))
        #expect(t?.isShowing == false)
        #expect(isClose(t?.duration ?? -1, 0.25))
        #expect(k.phase(at: 1.1) == .hiding)
        #expect(k.phase(at: 1.25) == .hidden)
        #expect(k.top(at: 1.25) == 800)
        #expect(k.focusChanged(to: .other, at: 2) == nil)
    }

    /// The motion inspector watches the page: focus moving into it neither hides a shown
    /// keyboard nor turns one mid-slide, nor brings a hidden one up.
    @Test func focusInAReviewToolChangesNothing() {
        var k = panel()
        _ = k.focusChanged(to: .textField, at: 0)
        #expect(k.focusChanged(to: .reviewTool, at: 0.1) == nil)   // mid-slide: it goes on up
        #expect(k.phase(at: 0.1) == .showing)
        #expect(k.phase(at: 1) == .shown)
        #expect(k.focusChanged(to: .reviewTool, at: 1) == nil)
        #expect(k.top(at: 2) == 500)                                // 800 − 300: still up
        _ = k.focusChanged(to: .other, at: 3)
        #expect(k.focusChanged(to: .reviewTool, at: 4) == nil)
        #expect(k.phase(at: 5) == .hidden)
    }

    @Test func hideKeyAndShow() {
        var k = panel()
        #expect(k.hide(at: 0) == nil)                            // already hidden
        #expect(k.show(at: 0)?.isShowing == true)                // Ctrl+K: KeyboardSession.toggle
        #expect(k.isVisible)
        #expect(k.hide(at: 1)?.isShowing == false)
        #expect(!k.isVisible)
        _ = k.show(at: 2)
        #expect(k.hide(at: 3)?.isShowing == false)               // its hide key / Escape
    }

    @Test func hideMidShowRetargetsFromWhereItIs() {
        var k = panel()
        _ = k.show(at: 0)
        let there = k.top(at: 0.1)
        #expect(there < 800 && there > 500)
        let t = k.hide(at: 0.1)
        #expect(isClose(t?.duration ?? -1, 0.25))
        #expect(k.top(at: 0.1) == there)                          // no jump
        #expect(k.phase(at: 0.2) == .hiding)
        #expect(k.top(at: 0.2) > there)                           // going down
        #expect(k.top(at: 0.35) == 800)
    }

    @Test func showMidHideRetargets() {
        var k = panel()
        _ = k.show(at: 0)
        _ = k.hide(at: 1)
        let there = k.top(at: 1.1)
        _ = k.show(at: 1.1)
        #expect(k.top(at: 1.1) == there)
        #expect(k.phase(at: 1.2) == .showing)
        #expect(k.top(at: 1.35) == 500)
    }

    /// Its page left the screen: shown or sliding out, the panel is away from that moment.
    @Test func hideAtOnceFinishesASlideOut() {
        var k = panel()
        #expect(k.hideAtOnce(at: 0) == nil)                       // hidden and still
        _ = k.show(at: 0, environment: Self.reduced)
        _ = k.hide(at: 1)                                         // sliding out until 1.25
        #expect(k.phase(at: 1.1) == .hiding)
        let t = k.hideAtOnce(at: 1.1)
        #expect(t == KeyboardTransition(endFrame: Rect(x: 0, y: 800, width: 400, height: 300), duration: 0,
                                        timing: SeedMotion.keyboard, startTime: 1.1, isShowing: false))
        #expect(k.phase(at: 1.1) == .hidden)
        #expect(k.top(at: 1.1) == 800)
        #expect(k.hideAtOnce(at: 1.2) == nil)                     // nothing left to put away
        _ = k.show(at: 2, environment: Self.reduced)
        #expect(k.hideAtOnce(at: 3)?.duration == 0)               // shown: away at once
        #expect(k.top(at: 3) == 800)
    }

    @Test func reducedMotionMovesAtOnce() {
        var k = panel()
        let t = k.show(at: 1, environment: Self.reduced)
        #expect(t?.duration == 0)
        #expect(k.top(at: 1) == 500)
        #expect(k.phase(at: 1) == .shown)
        _ = k.hide(at: 2, environment: Self.reduced)
        #expect(k.top(at: 2) == 800)
    }

    @Test func pageResizeKeepsThePanelDocked() {
        var k = panel()
        _ = k.show(at: 0)
        let revealedMidway = 800 - k.top(at: 0.1)
        let t = k.resize(pageWidth: 500, pageHeight: 700, keyboardHeight: 300, at: 0.1)
        #expect(t?.endFrame == Rect(x: 0, y: 400, width: 500, height: 300))
        #expect(isClose(k.top(at: 0.1), 700 - revealedMidway))
        #expect(k.top(at: 1) == 400)
    }

    @Test func keyboardHeightChangeWhileShownMovesAtOnce() {
        var k = panel()
        _ = k.show(at: 0)
        let t = k.resize(pageWidth: 400, pageHeight: 800, keyboardHeight: 250, at: 1)
        #expect(t?.endFrame == Rect(x: 0, y: 550, width: 400, height: 250))
        #expect(k.top(at: 1) == 550)
    }

    @Test func resizeWhileHiddenAnnouncesNothing() {
        var k = panel()
        #expect(k.resize(pageWidth: 400, pageHeight: 900, keyboardHeight: 300, at: 0) == nil)
        #expect(k.frame(at: 0).minY == 900)
    }

    /// The chat bar (a pane down to the page's bottom) sits exactly on the keyboard at
    /// every 60 fps frame of a show, a hide and an interrupted show.
    @Test func barRidesOnTheKeyboardAtEveryFrame() {
        var k = panel()
        let pane = Rect(x: 0, y: 0, width: 400, height: 800)
        _ = k.show(at: 0)
        _ = k.hide(at: 0.5)
        _ = k.show(at: 0.6)                                       // interrupts the hide
        _ = k.hide(at: 0.7)                                       // interrupts the show
        for frame in 0...70 {
            let t = Double(frame) / 60
            let keyboard = k.frame(at: t)
            let inset = KeyboardAvoidance.bottomInset(pane: pane, keyboard: keyboard)
            let barBottom = pane.maxY - inset
            #expect(isClose(barBottom, keyboard.minY), "t = \(t)")
            #expect(inset >= 0 && inset <= 300)
        }
    }
}
