import Testing
import InputMotionCore

@Suite struct SecretTextTests {
    let secret = SecretText("hunter2-correct-horse")

    @Test func neverPrintsItsText() {
        var dumped = ""
        dump(secret, to: &dumped)
        for text in ["\(secret)", String(describing: secret), String(reflecting: secret), dumped] {
            #expect(!text.contains("hunter2"), "leaked in: \(text)")
            #expect(text.contains(SecretText.placeholder))
        }
        #expect(Mirror(reflecting: secret).children.isEmpty)
    }

    @Test func revealsOnlyOnRequest() {
        #expect(secret.revealedText == "hunter2-correct-horse")
        #expect(!secret.isEmpty)
        #expect(SecretText("").isEmpty)
    }
}
