import Testing
import InputMotionCore

@Suite struct NumberTextTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (65_534, "65,534"), (1_234_567, "1,234,567"), (-4_500, "-4,500")])
    func groupsDigitsInThrees(number: Int, text: String) {
        #expect(NumberText.grouped(number) == text)
    }
}
