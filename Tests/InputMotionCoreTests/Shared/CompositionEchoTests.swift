import Testing
@testable import InputMotionCore

/// The input method's echo of a composition the app committed, case by case.
struct CompositionEchoTests {
    @Test func theFirstInsertionOfTheSyllableIsTheEcho() {
        var echo = CompositionEcho()
        echo.appCommitted("글")
        let first = echo.isEcho("글"), second = echo.isEcho("글")
        #expect(first)
        #expect(!second, "only once: the writer may type it again")
    }

    @Test func anotherInsertionOrAKeyEndsTheWait() {
        var echo = CompositionEcho()
        echo.appCommitted("글")
        let other = echo.isEcho("a"), after = echo.isEcho("글")
        #expect(!other, "an input method that dropped the syllable: the next text is the writer's")
        #expect(!after)
        echo.appCommitted("글")
        echo.keyPressed()
        let typed = echo.isEcho("글")
        #expect(!typed, "typed after a key press: the writer's")
    }

    @Test func nothingIsExpectedWithoutAComposition() {
        var echo = CompositionEcho()
        let unarmed = echo.isEcho("한")
        #expect(!unarmed)
        echo.appCommitted("")
        #expect(echo.expected == nil)
    }

    @Test func theEchoIsComparedScalarByScalar() {
        // "é" composed and decomposed are equal as Strings but not the same text in a field.
        var echo = CompositionEcho()
        echo.appCommitted("e\u{301}")
        let composed = echo.isEcho("\u{e9}")
        #expect(!composed)
    }
}
