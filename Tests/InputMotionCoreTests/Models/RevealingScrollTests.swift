import Testing
import InputMotionCore

extension ModelTests {
    /// Same numbers as ScrollRevealTests: viewport 600, content 1500, keyboard top 350.
    @Suite struct RevealingScrollTests {
        @Test func revealsOnTheKeyboardTiming() {
            var scroll = RevealingScroll()
            scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 1)
            #expect(scroll.targetOffset == 110)       // 450 + 10 - 350
            #expect(scroll.offset(at: 1) == 0)
            let mid = scroll.offset(at: 1.1)
            #expect(mid > 0 && mid < 110)
            #expect(scroll.offset(at: 1.25) == 110)   // same 0.25 s as the keyboard
            #expect(scroll.isSettled(at: 1.25))
        }

        @Test func fieldAlreadyVisibleDoesNotMove() {
            var scroll = RevealingScroll(offset: 30)
            scroll.reveal(fieldMinY: 100, fieldMaxY: 150, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0)
            #expect(scroll.isSettled(at: 0))
            #expect(scroll.offset(at: 0) == 30)
        }

        @Test func repeatingTheSameRevealDoesNotRestartTheMotion() {
            var scroll = RevealingScroll()
            scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0)
            scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0.1)
            #expect(scroll.completionTime == 0.25)
        }

        @Test func settlesBackWhenTheKeyboardHides() {
            var scroll = RevealingScroll()
            scroll.reveal(fieldMinY: 1450, fieldMaxY: 1500, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0)
            #expect(scroll.offset(at: 1) == 1160)
            scroll.keyboardHid(viewportHeight: 600, contentHeight: 1500, at: 2)
            #expect(scroll.offset(at: 2) == 1160)     // starts where it is
            #expect(scroll.offset(at: 2.25) == 900)   // 1500 - 600
        }

        @Test func userScrollWins() {
            var scroll = RevealingScroll()
            scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350, at: 0)
            scroll.userScrolled(to: 42)
            #expect(scroll.offset(at: 0.1) == 42)
            #expect(scroll.isSettled(at: 0.1))
        }

        @Test func reducedMotionJumps() {
            var scroll = RevealingScroll()
            scroll.reveal(fieldMinY: 400, fieldMaxY: 450, viewportHeight: 600, contentHeight: 1500, keyboardTop: 350,
                          at: 0, environment: MotionEnvironment(reducedMotion: true))
            #expect(scroll.offset(at: 0) == 110)
        }
    }
}
