import Testing
import InputMotionCore

@Suite struct KeyboardLayoutTests {
    @Test func startsOnLettersWithShiftOff() {
        let layout = KeyboardLayout()
        #expect(layout.page == .letters)
        #expect(!layout.isShifted)
        #expect(layout.rows.map(\.count) == [10, 9, 9, 7])
        #expect(layout.rows[0].first == .character("q"))
        #expect(layout.label(for: .character("q")) == "q")
    }

    @Test func bothPagesHaveTheSameShapeAndControlKeysInTheSamePlaces() {
        let letters = KeyboardLayout.letterRows, symbols = KeyboardLayout.symbolRows
        #expect(letters.map(\.count) == symbols.map(\.count))
        for (row, (l, s)) in zip(letters, symbols).enumerated() {
            for (column, (a, b)) in zip(l, s).enumerated() where a != .shift {
                // Every place that is not a character on one page is the same key on the other.
                if case .character = a { continue }
                #expect(a == b, "row \(row) column \(column)")
            }
        }
    }

    @Test func characterKeysInsertTheirText() {
        var layout = KeyboardLayout()
        #expect(layout.press(.character("h")) == .insert("h"))
        #expect(layout.press(.space) == .insert(" "))
        #expect(layout.press(.character(",")) == .insert(","))
    }

    @Test func shiftIsOneShotForTheNextLetter() {
        var layout = KeyboardLayout()
        #expect(layout.press(.shift) == KeyboardKeyAction.none)
        #expect(layout.isShifted)
        #expect(layout.label(for: .character("a")) == "A")
        #expect(layout.press(.character("h")) == .insert("H"))
        #expect(!layout.isShifted)
        #expect(layout.press(.character("i")) == .insert("i"))
    }

    @Test func shiftTwiceTurnsItOff() {
        var layout = KeyboardLayout()
        _ = layout.press(.shift)
        _ = layout.press(.shift)
        #expect(!layout.isShifted)
        #expect(layout.press(.character("x")) == .insert("x"))
    }

    @Test func pageKeySwitchesPagesAndDropsShift() {
        var layout = KeyboardLayout()
        _ = layout.press(.shift)
        #expect(layout.label(for: .switchPage) == "123")
        #expect(layout.press(.switchPage) == KeyboardKeyAction.none)
        #expect(layout.page == .symbols)
        #expect(!layout.isShifted)
        #expect(layout.rows[0].first == .character("1"))
        #expect(layout.label(for: .switchPage) == "ABC")
        #expect(layout.accessibleName(for: .switchPage) == "Letters")
        #expect(layout.press(layout.rows[0][0]) == .insert("1"))
        _ = layout.press(.switchPage)
        #expect(layout.page == .letters)
    }

    @Test func controlKeysAskTheFieldForTheirAction() {
        var layout = KeyboardLayout()
        #expect(layout.press(.backspace) == .backspace)
        #expect(layout.press(.returnKey) == .returnKey)
        #expect(layout.press(.hide) == .hide)
    }

    @Test func accessibleNamesSpellOutSymbols() {
        let layout = KeyboardLayout()
        #expect(layout.accessibleName(for: .shift) == "Shift")
        #expect(layout.accessibleName(for: .backspace) == "Backspace")
        #expect(layout.accessibleName(for: .returnKey) == "Return")
        #expect(layout.accessibleName(for: .hide) == "Hide keyboard")
        #expect(layout.accessibleName(for: .space) == "Space")
        #expect(layout.accessibleName(for: .switchPage) == "Digits and symbols")
        #expect(layout.accessibleName(for: .character("q")) == "q")
    }
}

