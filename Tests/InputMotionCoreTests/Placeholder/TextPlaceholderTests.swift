import Testing
import InputMotionCore

@Suite("Text placeholder")
struct TextPlaceholderTests {
    @Test("shown exactly while the text is empty; white space counts as text")
    func visibility() {
        let placeholder = TextPlaceholder("Enter a value")
        #expect(placeholder.isShown(forFieldText: ""))
        #expect(!placeholder.isShown(forFieldText: "a"))
        #expect(!placeholder.isShown(forFieldText: " "))
        #expect(!placeholder.isShown(forFieldText: "\n"))
    }
}

@Suite("Text placeholder by count")
struct TextPlaceholderCountTests {
    @Test("the count form agrees: shown only at zero characters")
    func byCount() {
        let placeholder = TextPlaceholder("Enter a value")
        #expect(placeholder.isShown(forCharacterCount: 0))
        #expect(!placeholder.isShown(forCharacterCount: 1))
        #expect(!placeholder.isShown(forCharacterCount: 40))
    }
}
