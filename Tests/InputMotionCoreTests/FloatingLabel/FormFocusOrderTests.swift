import Testing
import InputMotionCore

@Suite struct FormFocusOrderTests {
    @Test func walksForwardThenGivesFocusBack() {
        let order = FormFocusOrder(fieldCount: 3)
        #expect(order.next(after: 0) == 1)
        #expect(order.next(after: 1) == 2)
        #expect(order.next(after: 2) == nil)
    }

    @Test func singleAndEmptyForms() {
        #expect(FormFocusOrder(fieldCount: 1).next(after: 0) == nil)
        #expect(FormFocusOrder(fieldCount: 0).next(after: 0) == nil)
        #expect(FormFocusOrder(fieldCount: -2).fieldCount == 0)
    }

    @Test func indicesOutsideTheFormGiveFocusBack() {
        let order = FormFocusOrder(fieldCount: 2)
        #expect(order.next(after: -1) == nil)
        #expect(order.next(after: 5) == nil)
    }
}
