import Testing
import InputMotionCore

@Suite struct FloatingLabelGeometryTests {
    let g = FloatingLabelGeometry.seed

    func place(_ p: Double, width: Double = 300, height: Double = 60, label: Double, labelHeight: Double = 20,
               _ direction: LayoutDirection = .leftToRight) -> LabelPlacement {
        g.placement(progress: p, fieldWidth: width, fieldHeight: height, labelWidth: label,
                    labelHeight: labelHeight, direction: direction)
    }

    @Test func ltrRestIsFivePixelsInAndVerticallyCentred() {
        let p = place(0, label: 40)
        // x = inset 5; y = (60 - 20) / 2 = 20; natural size.
        #expect(isClose(p.x, 5))
        #expect(isClose(p.y, 20))
        #expect(isClose(p.scale, 1))
    }

    @Test func ltrFloatedIsUp25Out9AtScale07() {
        let p = place(1, label: 40)
        // x = 5 - 9 = -4. Centre line 30 - 25 = 5; scaled height 14, so top = 5 - 7 = -2.
        #expect(isClose(p.x, -4))
        #expect(isClose(p.y, -2))
        #expect(isClose(p.scale, 0.7))
    }

    @Test(arguments: [10.0, 40, 100, 140, 260])
    func ltrLabelsOfAnyWidthShareTheLeadingEdge(labelWidth: Double) {
        #expect(isClose(place(1, label: labelWidth).x, -4))
        #expect(isClose(place(0, label: labelWidth).x, 5))
        #expect(isClose(place(0.5, label: labelWidth).x, 0.5)) // 5 - 4.5
    }

    @Test func rtlRestAndFloated() {
        // Rest: right edge at 300 - 5 = 295, natural width 40 -> x = 255.
        #expect(isClose(place(0, label: 40, .rightToLeft).x, 255))
        // Floated: right edge 300 - 5 + 9 = 304; scaled width 28 -> x = 276.
        let f = place(1, label: 40, .rightToLeft)
        #expect(isClose(f.x, 276))
        #expect(isClose(f.y, -2)) // vertical placement does not mirror
        #expect(isClose(f.scale, 0.7))
    }

    @Test(arguments: [10.0, 40, 140])
    func rtlLabelsOfAnyWidthShareTheTrailingPivot(labelWidth: Double) {
        // The scaled label's right edge is x + w*s; it must be 304 floated, 295 at rest.
        let f = place(1, label: labelWidth, .rightToLeft)
        #expect(isClose(f.x + labelWidth * 0.7, 304))
        let r = place(0, label: labelWidth, .rightToLeft)
        #expect(isClose(r.x + labelWidth, 295))
    }

    @Test func rtlWidth140Floated() {
        // 304 - 140 * 0.7 = 304 - 98 = 206
        #expect(isClose(place(1, label: 140, .rightToLeft).x, 206))
    }

    @Test func halfwayIsLinear() {
        let p = place(0.5, label: 40)
        // scale 1 - 0.15 = 0.85; centre 30 - 12.5 = 17.5; top 17.5 - 20*0.85/2 = 9.
        #expect(isClose(p.scale, 0.85))
        #expect(isClose(p.y, 9))
        // RTL: right edge 300 - (5 - 4.5) = 299.5; x = 299.5 - 40*0.85 = 265.5
        #expect(isClose(place(0.5, label: 40, .rightToLeft).x, 265.5))
    }

    @Test func overshootExtrapolates() {
        let p = place(1.1, label: 40)
        // scale 1 - 0.33 = 0.67, x = 5 - 9.9 = -4.9
        #expect(isClose(p.scale, 0.67))
        #expect(isClose(p.x, -4.9))
    }

    @Test(arguments: [0.0, 0.25, 0.6, 1, 1.08])
    func rtlMirrorsLtr(progress: Double) {
        // Mirror image: the RTL label's right edge is as far from the field's right edge
        // as the LTR label's left edge is from the field's left edge.
        let l = place(progress, width: 220, label: 73, .leftToRight)
        let r = place(progress, width: 220, label: 73, .rightToLeft)
        #expect(isClose(220 - (r.x + 73 * r.scale), l.x))
        #expect(isClose(r.y, l.y))
        #expect(isClose(r.scale, l.scale))
    }

    @Test func floatedLabelIsCentredOnTheLiftedLine() {
        // Field 60 high, label 18 high: the centre of the scaled label is 30 - 25 = 5.
        let p = place(1, height: 60, label: 50, labelHeight: 18)
        #expect(isClose(p.y + 18 * p.scale / 2, 5))
    }

    // The app's geometry for a bordered field, worked out by hand.
    @Test func borderedFloatsInsideTheFieldAtFourFifths() {
        let b = FloatingLabelGeometry.bordered
        // Rest as the seed: x 5, centred: (60 - 20) / 2 = 20.
        let rest = b.placement(progress: 0, fieldWidth: 300, fieldHeight: 60, labelWidth: 40, labelHeight: 20, direction: .leftToRight)
        #expect(isClose(rest.x, 5) && isClose(rest.y, 20) && isClose(rest.scale, 1))
        // Floated: x 5 + 0.6, top 4 whatever the heights, scale 0.8.
        let floated = b.placement(progress: 1, fieldWidth: 300, fieldHeight: 60, labelWidth: 40, labelHeight: 20, direction: .leftToRight)
        #expect(isClose(floated.x, 5.6) && isClose(floated.y, 4) && isClose(floated.scale, 0.8))
        let tall = b.placement(progress: 1, fieldWidth: 300, fieldHeight: 80, labelWidth: 40, labelHeight: 26, direction: .leftToRight)
        #expect(isClose(tall.y, 4))
        // Halfway: top 20 + (4 - 20) / 2 = 12, scale 0.9, x 5.3.
        let half = b.placement(progress: 0.5, fieldWidth: 300, fieldHeight: 60, labelWidth: 40, labelHeight: 20, direction: .leftToRight)
        #expect(isClose(half.y, 12) && isClose(half.scale, 0.9) && isClose(half.x, 5.3))
        // Right to left: the right edge from 300 - 5 = 295 to 300 - 5.6 = 294.4; 294.4 - 40 * 0.8 = 262.4.
        let rtl = b.placement(progress: 1, fieldWidth: 300, fieldHeight: 60, labelWidth: 40, labelHeight: 20, direction: .rightToLeft)
        #expect(isClose(rtl.x, 262.4))
    }

    @Test func borderedFloatedLabelEndsAboveACentredLineOfText() {
        // 11 pt text (about 17 px a line) centred in the 60 px field starts at 21.5; a label
        // as tall, floated, ends at 4 + 17 * 0.8 = 17.6.
        let floated = FloatingLabelGeometry.bordered.placement(progress: 1, fieldWidth: 300, fieldHeight: 60, labelWidth: 40,
                                                                labelHeight: 17, direction: .leftToRight)
        #expect(floated.y + 17 * floated.scale <= (60 - 17) / 2)
    }

    // Large text: the field grows so the floated label and the centred text line keep their rows.
    @Test func borderedFieldKeepsSixtyPixelsForDefaultSizeText() {
        // 11 pt at 96 dpi, both lines 17 px: 2 × (4 + 0.8 × 17 + 2) + 17 = 2 × 19.6 + 17 = 56.2,
        // rounded up 57, under the 60 asked for: 60.
        #expect(FloatingLabelGeometry.bordered.fieldHeight(labelHeight: 17, textLineHeight: 17, minimum: 60) == 60)
    }

    @Test func borderedFieldGrowsWithLargeText() {
        let b = FloatingLabelGeometry.bordered
        // Twice the text (34 px lines): 2 × (4 + 27.2 + 2) + 34 = 66.4 + 34 = 100.4, rounded up 101.
        #expect(b.fieldHeight(labelHeight: 34, textLineHeight: 34, minimum: 60) == 101)
        // One and a half (26 px lines): 2 × (4 + 20.8 + 2) + 26 = 53.6 + 26 = 79.6, rounded up 80.
        #expect(b.fieldHeight(labelHeight: 26, textLineHeight: 26, minimum: 60) == 80)
        // Whole already: 2 × (4 + 16 + 2) + 20 = 64, not rounded further.
        #expect(b.fieldHeight(labelHeight: 20, textLineHeight: 20, minimum: 60) == 64)
        // The label's line and the text's count apart: 2 × (4 + 24 + 2) + 40 = 100.
        #expect(b.fieldHeight(labelHeight: 30, textLineHeight: 40, minimum: 60) == 100)
    }

    @Test func inTheGrownFieldTheFloatedLabelEndsTwoPixelsAboveTheText() {
        // In the 101 px field the 34 px text line is centred: it starts at (101 - 34) / 2 = 33.5.
        // The floated label (34 px tall) ends at 4 + 0.8 × 34 = 31.2: 2.3 px clear, at least 2.
        let floated = FloatingLabelGeometry.bordered.placement(progress: 1, fieldWidth: 320, fieldHeight: 101, labelWidth: 80,
                                                                labelHeight: 34, direction: .leftToRight)
        #expect(isClose(floated.y, 4))
        #expect(isClose(floated.y + 34 * floated.scale, 31.2))
        #expect(31.2 + 2 <= 33.5)
        // At rest it is centred on the text's line: (101 - 34) / 2 = 33.5.
        let rest = FloatingLabelGeometry.bordered.placement(progress: 0, fieldWidth: 320, fieldHeight: 101, labelWidth: 80,
                                                            labelHeight: 34, direction: .leftToRight)
        #expect(isClose(rest.y, 33.5))
    }

    @Test func theSeedsFieldNeverGrows() {
        // The seed's label floats above the field: no height would clear it; the minimum stays.
        #expect(FloatingLabelGeometry.seed.fieldHeight(labelHeight: 34, textLineHeight: 34, minimum: 60) == 60)
    }

    @Test func labelsAreCutToEndFivePixelsShortOfTheTrailingEdge() {
        let b = FloatingLabelGeometry.bordered
        // At rest, a 320 px field (360 px window, 20 px margins): 320 - 5 - 5 = 310.
        #expect(isClose(b.labelWidthLimit(fieldWidth: 320, progress: 0), 310))
        #expect(isClose(b.labelWidthLimit(fieldWidth: 8, progress: 0), 0))
        // Floated, at 0.8 from 5.6: (320 - 5.6 - 5) / 0.8 = 309.4 / 0.8 = 386.75, which ends at
        // 5.6 + 386.75 × 0.8 = 315, 5 px inside.
        #expect(isClose(b.labelWidthLimit(fieldWidth: 320, progress: 1), 386.75))
        let floated = b.placement(progress: 1, fieldWidth: 320, fieldHeight: 95, labelWidth: 386.75, labelHeight: 32, direction: .leftToRight)
        #expect(isClose(floated.x + 386.75 * floated.scale, 315))
        // Halfway: scale 0.9, inset 5.3: (320 - 5.3 - 5) / 0.9 = 309.7 / 0.9 = 344.111…
        #expect(isClose(b.labelWidthLimit(fieldWidth: 320, progress: 0.5), 309.7 / 0.9))
        // Right to left, at rest: 320 - 5 - 310 = 5, the far inset; floated, 320 - 5.6 - 309.4 = 5.
        let rtl = b.placement(progress: 0, fieldWidth: 320, fieldHeight: 95, labelWidth: 310, labelHeight: 32, direction: .rightToLeft)
        #expect(isClose(rtl.x, 5))
        let rtlFloated = b.placement(progress: 1, fieldWidth: 320, fieldHeight: 95, labelWidth: 386.75, labelHeight: 32, direction: .rightToLeft)
        #expect(isClose(rtlFloated.x, 5))
    }
}
