import Testing
@testable import InputMotionCore

@Suite("SlowMotionChoice")
struct SlowMotionChoiceTests {
    @Test func theFactorsAndTheirWords() {
        #expect(SlowMotionChoice.factors == [2, 5, 10, 20])
        #expect(SlowMotionChoice.factorText(10) == "10×")
        #expect(SlowMotionChoice.factorText(2.5) == "2.5×")
        #expect(SlowMotionChoice.badge(factor: 20) == "Slow motion 20×")
    }

    @Test func themeTransitionsAreStretchedByTheFactor() {
        // 200 ms × 10 = 2000 ms; × 2.5 = 500 ms; at 1× the theme keeps its own.
        #expect(SlowMotionChoice.transitionCSS(factor: 10) == "entry { transition-duration: 2000ms; }\nbutton { transition-duration: 2000ms; }\n")
        #expect(SlowMotionChoice.transitionCSS(factor: 2.5).hasPrefix("entry { transition-duration: 500ms; }"))
        #expect(SlowMotionChoice.transitionCSS(factor: 1) == "")
    }
}
