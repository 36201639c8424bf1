import Testing
import InputMotionCore

@Suite struct VisibleTextTests {
    @Test func preeditCountsAsText() {
        let placeholder = TextPlaceholder("Enter a value")
        #expect(placeholder.isShown(for: VisibleText(committedCount: 0, preedit: "")))
        #expect(!placeholder.isShown(for: VisibleText(committedCount: 0, preedit: "uac0")))
        #expect(!placeholder.isShown(for: VisibleText(committedCount: 0, preedit: "ㅎ")))
        #expect(!placeholder.isShown(for: VisibleText(committed: "a")))
        // Composition cancelled with an empty buffer: the placeholder returns.
        #expect(placeholder.isShown(for: VisibleText(committed: "", preedit: "")))
    }

    @Test func aComposingFieldNeverRestsItsLabel() {
        let reduced = MotionEnvironment(reducedMotion: true)
        var label = FloatingLabel(title: "Name")
        label.focusChanged(true, at: 0, environment: reduced)
        label.textChanged(VisibleText(committedCount: 0, preedit: "u"), at: 0.1, environment: reduced)
        // Focus leaves while the input method still shows its preedit: stays floated.
        label.focusChanged(false, at: 0.2, environment: reduced)
        #expect(label.isFloated && label.progress(at: 0.2) == 1)
        // The input method cancels: nothing visible, the label rests.
        label.textChanged(VisibleText(committedCount: 0, preedit: ""), at: 0.3, environment: reduced)
        #expect(!label.isFloated && label.progress(at: 0.3) == 0)
        // Preedit alone in an unfocused field floats it too.
        label.textChanged(VisibleText(committedCount: 0, preedit: "ㄱ"), at: 0.4, environment: reduced)
        #expect(label.isFloated)
    }
}
