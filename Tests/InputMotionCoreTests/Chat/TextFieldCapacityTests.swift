import Testing
import InputMotionCore

@Suite struct TextFieldCapacityTests {
    @Test func gtkEntriesHoldSixtyFiveThousandFiveHundredThirtyFourBytes() {
        // GTK_ENTRY_BUFFER_MAX_SIZE is G_MAXUSHORT (65,535) including the terminating NUL.
        #expect(TextFieldCapacity.gtkEntry.bytes == 65_534)
    }

    @Test func aTextThatFitsIsKeptWhole() {
        let insertion = TextFieldCapacity(bytes: 10).inserting("hello", intoFieldOf: 5)
        #expect(insertion.kept == "hello")
        #expect(!insertion.isCut)
        #expect(insertion.notice == nil)
    }

    @Test func aTooLongPasteIsCutAndTheUserIsTold() {
        let text = String(repeating: "a", count: 70_000)
        let insertion = TextFieldCapacity.gtkEntry.inserting(text, intoFieldOf: 34)
        #expect(insertion.kept.utf8.count == 65_500)
        #expect(insertion.keptCharacters == 65_500)
        #expect(insertion.droppedCharacters == 4_500)
        #expect(insertion.notice == "Too long for this field: kept the first 65,500 of 70,000 characters.")
    }

    @Test func theCutNeverSplitsACharacter() {
        // "é" as e + U+0301 is one Character of 3 bytes; "한" is 3 bytes; room is 7 bytes.
        let text = "e\u{301}한e\u{301}한"
        let insertion = TextFieldCapacity(bytes: 8).inserting(text, intoFieldOf: 1)
        #expect(insertion.kept == "e\u{301}한")  // 6 bytes; the next 3 would make 9
        #expect(insertion.keptCharacters == 2)
        #expect(insertion.droppedCharacters == 2)
    }

    @Test func aFullFieldKeepsNothing() {
        let insertion = TextFieldCapacity(bytes: 4).inserting("abc", intoFieldOf: 4)
        #expect(insertion.kept == "")
        #expect(insertion.droppedCharacters == 3)
        #expect(insertion.notice == "This field is full: 3 more characters were not added.")
    }

    @Test func oneMoreKeyInAFullFieldIsToldAsOneCharacterNotAdded() {
        // The chat after a cut paste: 65,534 bytes in, one key typed.
        let insertion = TextFieldCapacity.gtkEntry.inserting("a", intoFieldOf: 65_534)
        #expect(insertion.kept == "")
        #expect(insertion.notice == "This field is full: 1 more character was not added.")
    }
}
