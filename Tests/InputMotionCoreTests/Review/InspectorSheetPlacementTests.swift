import Testing
import InputMotionCore

@Suite("Inspector sheet placement")
struct InspectorSheetPlacementTests {
    // A 360 × 640 window's page area is 584 px tall (the header bar takes 46 of 630).

    @Test("a field in the lower half: the sheet fills the band above it, 8 px clear")
    func fieldBelowTheMiddle() {
        // Login's fields at 347…533 of the area: 339 px free above, 43 below.
        let sheet = InspectorSheetPlacement.place(areaHeight: 584, tuned: 347...533, minimumHeight: 150)
        #expect(sheet == InspectorSheetPlacement(edge: .top, y: 0, height: 339))
    }

    @Test("a widget in the upper half: the sheet fills the band below it")
    func widgetAboveTheMiddle() {
        // The avatar at 76…358: 68 px above, 584 − 358 − 8 = 218 below.
        let sheet = InspectorSheetPlacement.place(areaHeight: 584, tuned: 76...358, minimumHeight: 150, previous: .top)
        #expect(sheet == InspectorSheetPlacement(edge: .bottom, y: 366, height: 218))
    }

    @Test("nothing tuned on the page: the edge it had, 55 % of the height")
    func noTunedArea() {
        #expect(InspectorSheetPlacement.place(areaHeight: 600, tuned: nil, minimumHeight: 150)
                == InspectorSheetPlacement(edge: .bottom, y: 270, height: 330))
        #expect(InspectorSheetPlacement.place(areaHeight: 600, tuned: nil, minimumHeight: 150, previous: .top)
                == InspectorSheetPlacement(edge: .top, y: 0, height: 330))
    }

    @Test("a band smaller than the smallest sheet: the smallest sheet, on the larger band's edge")
    func tooLittleRoom() {
        // 0…100 free above (92 after the gap), 20 below: 150 px at the top, over part of it.
        let sheet = InspectorSheetPlacement.place(areaHeight: 400, tuned: 100...380, minimumHeight: 150)
        #expect(sheet == InspectorSheetPlacement(edge: .top, y: 0, height: 150))
    }

    @Test("a span partly scrolled out of the area counts only where it is in view")
    func clippedSpan() {
        // −50…40 shows as 0…40: 584 − 40 − 8 = 536 px below.
        let sheet = InspectorSheetPlacement.place(areaHeight: 584, tuned: -50...40, minimumHeight: 150, previous: .top)
        #expect(sheet == InspectorSheetPlacement(edge: .bottom, y: 48, height: 536))
    }

    @Test("equal bands keep the edge the sheet had")
    func tie() {
        #expect(InspectorSheetPlacement.place(areaHeight: 500, tuned: 200...300, minimumHeight: 100, previous: .top).edge == .top)
        #expect(InspectorSheetPlacement.place(areaHeight: 500, tuned: 200...300, minimumHeight: 100, previous: .bottom).edge == .bottom)
    }

    @Test("an area smaller than the smallest sheet: the sheet is the whole area")
    func tinyArea() {
        #expect(InspectorSheetPlacement.place(areaHeight: 120, tuned: nil, minimumHeight: 150)
                == InspectorSheetPlacement(edge: .bottom, y: 0, height: 120))
    }
}
