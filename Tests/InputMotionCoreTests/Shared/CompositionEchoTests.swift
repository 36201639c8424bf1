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

    @Test func theSyllableStillShownWhileItsEchoIsAwaitedIsTheOneCommitted() {
        // The on-screen Return: its key commits 글, then the send commits again while IBus or
        // Fcitx still shows 글 (they clear the preedit when they answer).
        var echo = CompositionEcho()
        echo.appCommitted("글", at: 10)
        #expect(echo.isCommitted("글", at: 10.001))
        #expect(!echo.isCommitted("그", at: 10.001), "another syllable is a new one")
        #expect(!echo.isCommitted("글", at: 11.5), "after the wait, shown again: typed again")
        echo.appCommitted("글", at: 20)
        echo.keyPressed()
        #expect(!echo.isCommitted("글", at: 20.1), "after a key: the writer's new one")
    }

    @Test func aSyllableTakenBackAsFocusLeavesIsOwedUntilItArrives() {
        // Fcitx 5: a click on Log In moves focus; the preedit is cleared at once, the commit of
        // 글 comes later.
        var echo = CompositionEcho()
        echo.preeditChanged(from: "", to: "글", focused: true, at: 9.9)
        echo.preeditChanged(from: "글", to: "", focused: false, at: 10)
        #expect(echo.owed(at: 10.01) == "글")
        #expect(echo.owed(at: 11.01) == nil, "a second later: the input method dropped it")
        // Arriving, it is paid (and it is no echo: the app committed nothing).
        let arrived = echo.isEcho("글", at: 10.02)
        #expect(!arrived)
        #expect(echo.owed(at: 10.03) == nil)
        // Committed by the app instead, it is paid too; the late commit is then the echo.
        echo.preeditChanged(from: "", to: "달", focused: true, at: 12)
        echo.preeditChanged(from: "달", to: "", focused: false, at: 12.1)
        echo.appCommitted("달", at: 12.11)
        #expect(echo.owed(at: 12.12) == nil)
        let late = echo.isEcho("달", at: 12.2)
        #expect(late)
    }

    @Test func nothingIsOwedWhenTheInputMethodCommittedFirstOrTheWriterCleared() {
        // IBus commits 글, then clears its preedit as focus leaves.
        var echo = CompositionEcho()
        echo.preeditChanged(from: "", to: "글", focused: true, at: 10)
        _ = echo.isEcho("글", at: 10.1)
        echo.preeditChanged(from: "글", to: "", focused: false, at: 10.1)
        #expect(echo.owed(at: 10.2) == nil)
        // BackSpace takes the last jamo back, focus in the field.
        echo.preeditChanged(from: "", to: "ㄱ", focused: true, at: 11)
        echo.preeditChanged(from: "ㄱ", to: "", focused: true, at: 11.1)
        #expect(echo.owed(at: 11.2) == nil)
        // A new syllable composed there (focus came back) ends what was owed.
        echo.preeditChanged(from: "", to: "글", focused: true, at: 12)
        echo.preeditChanged(from: "글", to: "", focused: false, at: 12.1)
        echo.preeditChanged(from: "", to: "ㄷ", focused: true, at: 12.2)
        #expect(echo.owed(at: 12.3) == nil)
    }

    @Test func theInputMethodsOwnCommitWhileAnEchoIsAwaitedIsRemembered() {
        // IBus commits 달 (picked without a key) while 글's echo is awaited, then clears its
        // preedit as focus leaves: 달 arrived, nothing is owed.
        var echo = CompositionEcho()
        echo.appCommitted("글", at: 10)
        echo.preeditChanged(from: "", to: "달", focused: true, at: 10.1)
        let own = echo.isEcho("달", at: 10.2)
        #expect(!own)
        echo.preeditChanged(from: "달", to: "", focused: false, at: 10.2)
        #expect(echo.owed(at: 10.3) == nil)
        let late = echo.isEcho("글", at: 10.4)
        #expect(late, "글's echo is still dropped")
    }
}
