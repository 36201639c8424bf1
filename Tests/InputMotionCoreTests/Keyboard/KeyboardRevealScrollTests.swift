import Testing
import InputMotionCore

/// Same numbers as KeyboardRevealTests: viewport 600, content 1500, keyboard top 350.
@Suite struct KeyboardRevealScrollTests {
    @Test func revealsOnTheKeyboardTiming() {
        var scroll = KeyboardRevealScroll()
        scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 1)
        #expect(scroll.targetOffset == 110)       // 450 + 10 - 350
        #expect(scroll.offset(at: 1) == 0)
        let mid = scroll.offset(at: 1.1)
        #expect(mid > 0 && mid < 110)
        #expect(scroll.offset(at: 1.25) == 110)   // same 0.25 s as the keyboard
        #expect(scroll.isSettled(at: 1.25))
    }

    @Test func fieldAlreadyVisibleDoesNotMove() {
        var scroll = KeyboardRevealScroll(offset: 30)
        scroll.reveal(fieldMinY: 100, fieldMaxY: 150, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0)
        #expect(scroll.isSettled(at: 0))
        #expect(scroll.offset(at: 0) == 30)
    }

    @Test func repeatingTheSameRevealDoesNotRestartTheMotion() {
        var scroll = KeyboardRevealScroll()
        scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0)
        scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0.1)
        #expect(scroll.completionTime == 0.25)
    }

    @Test func settlesBackWhenTheKeyboardHides() {
        var scroll = KeyboardRevealScroll()
        scroll.reveal(fieldMinY: 1450, fieldMaxY: 1500, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0)
        #expect(scroll.offset(at: 1) == 1160)
        scroll.keyboardHid(viewportHeight: 600, contentHeight: 1500, at: 2)
        #expect(scroll.offset(at: 2) == 1160)     // starts where it is
        #expect(scroll.offset(at: 2.25) == 900)   // 1500 - 600
    }

    @Test func userScrollWins() {
        var scroll = KeyboardRevealScroll()
        scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0)
        scroll.userScrolled(to: 42)
        #expect(scroll.offset(at: 0.1) == 42)
        #expect(scroll.isSettled(at: 0.1))
    }

    @Test func reducedMotionJumps() {
        var scroll = KeyboardRevealScroll()
        scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350,
                      at: 0, environment: MotionEnvironment(reducedMotion: true))
        #expect(scroll.offset(at: 0) == 110)
    }

    // Page numbers for the layout tests: the viewport starts 60 px down the page, 600 tall;
    // the keyboard's top is at 410 on the page (350 in the viewport); content 1500.
    static let laidOut = KeyboardRevealLayout(viewportTop: 60, viewportHeight: 600, contentHeight: 1500, keyboardTop: 410)

    @Test func aNoticeAboveTheListKeepsTheFocusedFieldAboveTheKeyboardInTheSameFrame() {
        var scroll = KeyboardRevealScroll()
        scroll.layoutChanged(Self.laidOut, focusedField: (400, 450), at: 0)
        #expect(scroll.offset(at: 1) == 110)      // 450 + 10 - 350, as before
        // A 20 px notice appears above the list at 2 s: the viewport moves down 20 and
        // shrinks by 20, the keyboard stays. Left at 110, the field's bottom would sit at
        // 80 + 450 - 110 = 420 on the page: 10 px under the keyboard's top.
        let withNotice = KeyboardRevealLayout(viewportTop: 80, viewportHeight: 580, contentHeight: 1500, keyboardTop: 410)
        scroll.layoutChanged(withNotice, focusedField: (400, 450), at: 2)
        #expect(scroll.offset(at: 2) == 130)      // in that very frame: 110 + 20
        #expect(scroll.isSettled(at: 2))
        // On the page the field's bottom is 80 + 450 - 130 = 400 = 410 - 10.
        #expect(80 + 450 - scroll.offset(at: 2) == 400)
    }

    @Test func aTallerKeyboardRevealsTheFocusedFieldAgain() {
        var scroll = KeyboardRevealScroll()
        scroll.layoutChanged(Self.laidOut, focusedField: (400, 450), at: 0)
        // The keyboard grows 40 px (its top goes from 410 to 370 on the page): 450 + 10 - 310.
        let taller = KeyboardRevealLayout(viewportTop: 60, viewportHeight: 600, contentHeight: 1500, keyboardTop: 370)
        scroll.layoutChanged(taller, focusedField: (400, 450), at: 1)
        #expect(scroll.targetOffset == 150)
        #expect(scroll.offset(at: 1.25) == 150)
    }

    @Test func aResizeRevealsTheFocusedFieldAgain() {
        var scroll = KeyboardRevealScroll()
        scroll.layoutChanged(Self.laidOut, focusedField: (400, 450), at: 0)
        // The window loses 100 px of height: viewport 500, keyboard top 310 on the page (250 in it).
        let shorter = KeyboardRevealLayout(viewportTop: 60, viewportHeight: 500, contentHeight: 1500, keyboardTop: 310)
        scroll.layoutChanged(shorter, focusedField: (400, 450), at: 1)
        #expect(scroll.targetOffset == 210)       // 450 + 10 - 250
        #expect(scroll.offset(at: 1) == 210, "in the frame of the resize: the edge moved in one step")
        #expect(scroll.isSettled(at: 1))
    }

    /// A phone's own keyboard: the compositor makes the window 210 px shorter in one step and
    /// no emulated keyboard is up. The viewport (top 60) goes from 600 to 390 px; the field at
    /// 400 … 450 needs 450 + 10 − 390 = 70 in that very frame. Growing back, the field fits
    /// where it is and the offset stays.
    @Test func aWindowMadeShorterByThePhonesKeyboardRevealsTheFieldInThatFrame() {
        var scroll = KeyboardRevealScroll()
        let full = KeyboardRevealLayout(viewportTop: 60, viewportHeight: 600, contentHeight: 1500, keyboardTop: nil)
        scroll.layoutChanged(full, focusedField: (400, 450), at: 0)
        #expect(scroll.offset(at: 0) == 0)
        let shorter = KeyboardRevealLayout(viewportTop: 60, viewportHeight: 390, contentHeight: 1500, keyboardTop: nil)
        scroll.layoutChanged(shorter, focusedField: (400, 450), at: 1)
        #expect(scroll.offset(at: 1) == 70)
        scroll.layoutChanged(full, focusedField: (400, 450), at: 2)
        #expect(scroll.offset(at: 2) == 70)
    }

    @Test func anUnchangedLayoutLeavesTheUsersScrollAlone() {
        var scroll = KeyboardRevealScroll()
        scroll.layoutChanged(Self.laidOut, focusedField: (400, 450), at: 0)
        scroll.userScrolled(to: 700)
        scroll.layoutChanged(Self.laidOut, focusedField: (400, 450), at: 1)
        #expect(scroll.offset(at: 2) == 700)
    }

    @Test func withNothingFocusedALayoutChangeDoesNotScroll() {
        var scroll = KeyboardRevealScroll(offset: 30)
        scroll.layoutChanged(Self.laidOut, focusedField: nil, at: 0)
        scroll.layoutChanged(KeyboardRevealLayout(viewportTop: 80, viewportHeight: 580, contentHeight: 1500, keyboardTop: 410), focusedField: nil, at: 1)
        #expect(scroll.offset(at: 1) == 30)
    }

    @Test func anAppendedFieldIsRevealedAtOnce() {
        var scroll = KeyboardRevealScroll(offset: 52)
        // Option 7 appended (seed layout: 12 + 7 × 58 = 418 … 468), content grows to 488.
        scroll.revealAppended(fieldMinY: 418, fieldMaxY: 468, viewportHeight: 600, contentHeight: 488, keyboardTop: 350)
        #expect(scroll.offset(at: 0) == 128)      // 468 + 10 - 350, no frame in between
        #expect(scroll.isSettled(at: 0))
    }

    /// Before its first layout the list has no viewport (height 0): a keyboard rising then
    /// plans no scroll, as there is nothing to reveal into yet; the first layout reveals the
    /// focused field in the real geometry.
    @Test func aListNotYetLaidOutWaitsForItsFirstLayout() {
        var scroll = KeyboardRevealScroll()
        scroll.reveal(fieldMinY: 12, fieldMaxY: 62, viewportHeight: 0, contentHeight: 200, keyboardTop: 350, at: 0)
        #expect(scroll.targetOffset == 0)
        #expect(scroll.isSettled(at: 0))
        scroll.revealAppended(fieldMinY: 70, fieldMaxY: 120, viewportHeight: 0, contentHeight: 200, keyboardTop: 350)
        #expect(scroll.targetOffset == 0)
        // Laid out, the field fits above the keyboard: still no scroll.
        scroll.layoutChanged(KeyboardRevealLayout(viewportTop: 60, viewportHeight: 600, contentHeight: 200, keyboardTop: 410),
                             focusedField: (12, 62), at: 0.1)
        #expect(scroll.targetOffset == 0)
        // Laid out with the field under the keyboard: revealed then.
        scroll.layoutChanged(Self.laidOut, focusedField: (400, 450), at: 0.2)
        #expect(scroll.targetOffset == 110)
    }
}
