import Testing
@testable import InputMotionCore

/// The input method's echo of a composition the app committed, case by case.
struct CompositionEchoTests {
    @Test func everyInsertionOfTheSyllableBeforeAKeyIsAnEcho() {
        // IBus: the engine's answer to the reset, then its own copy on the focus-out after.
        var echo = CompositionEcho()
        echo.appCommitted("글", at: 10)
        let first = echo.isEcho("글", at: 10.01), second = echo.isEcho("글", at: 10.02)
        #expect(first)
        #expect(second, "the writer could only have typed it with a key")
        echo.keyPressed()
        let typed = echo.isEcho("글", at: 10.03)
        #expect(!typed, "typed again: the writer's")
    }

    @Test func otherTextMayComeFirst() {
        // An on-screen key's "a" lands before the input method's late 글.
        var echo = CompositionEcho()
        echo.appCommitted("글", at: 10)
        let key = echo.isEcho("a", at: 10.001), late = echo.isEcho("글", at: 10.05)
        #expect(!key)
        #expect(late)
    }

    @Test func aKeyOrTheWindowEndsTheWait() {
        var echo = CompositionEcho()
        echo.appCommitted("글", at: 10)
        echo.keyPressed()
        let typed = echo.isEcho("글", at: 10.1)
        #expect(!typed, "typed after a key press: the writer's")
        echo.appCommitted("글", at: 20)
        #expect(echo.isWaiting(at: 20.999))
        // An input method that dropped the syllable: a 글 a second later is the writer's.
        let later = echo.isEcho("글", at: 21.001)
        #expect(!later)
        #expect(!echo.isWaiting(at: 21.001))
    }

    @Test func nothingIsExpectedWithoutAComposition() {
        var echo = CompositionEcho()
        let unarmed = echo.isEcho("한", at: 0)
        #expect(!unarmed)
        echo.appCommitted("", at: 0)
        #expect(echo.expected == nil)
    }

    @Test func theEchoIsComparedScalarByScalar() {
        // "é" composed and decomposed are equal as Strings but not the same text in a field.
        var echo = CompositionEcho()
        echo.appCommitted("e\u{301}", at: 0)
        let composed = echo.isEcho("\u{e9}", at: 0.1)
        #expect(!composed)
    }
}
