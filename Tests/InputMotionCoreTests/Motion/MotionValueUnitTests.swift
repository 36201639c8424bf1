import Testing
@testable import InputMotionCore

@Suite("MotionValueUnit")
struct MotionValueUnitTests {
    @Test func rotationIsShownAndTypedInDegrees() {
        let unit = MotionName.avatarRotation.valueUnit
        #expect(unit == .degrees)
        #expect(unit.shown(2 * .pi) == 360)
        #expect(unit.shown(.pi / 2) == 90)
        #expect(unit.stored(360) == 2 * .pi)        // 360 / 180 = 2 exactly, times π
        #expect(unit.stored(90) == .pi / 2)
        #expect(MotionValueUnit.pixels.shown(10) == 10)
    }

    @Test func theRotationsDraftSaysThreeHundredSixtyAndStaysTheSeed() {
        var draft = MotionDraft(name: .avatarRotation, parameters: MotionName.avatarRotation.seed)
        #expect(draft.text(for: .value(1)) == "360")
        // Typing 360 again gives back the seed's 2π exactly: nothing counts as tuned.
        draft.setText("360", for: .value(1))
        #expect(draft.parameters == MotionName.avatarRotation.seed)
        draft.setText("180", for: .value(1))
        guard case let .keyframes(p) = draft.parameters else { Issue.record("keyframes"); return }
        #expect(p.values == [0, .pi])
    }
}
