import Testing
import InputMotionCore

@Suite("Color scheme")
struct ColorSchemeTests {
    @Test("WCAG relative luminance: black 0, white 1, mid grey 0.2158")
    func luminance() {
        #expect(ColorScheme.luminance(red: 0, green: 0, blue: 0) == 0)
        #expect(abs(ColorScheme.luminance(red: 1, green: 1, blue: 1) - 1) < 1e-12)
        // sRGB 0.5 linearises to ((0.5 + 0.055) / 1.055)^2.4 = 0.21404 (tables give 0.2140).
        #expect(abs(ColorScheme.luminance(red: 0.5, green: 0.5, blue: 0.5) - 0.21404) < 1e-4)
    }

    @Test("Adwaita's light and dark window backgrounds", arguments: [
        (0xf6, 0xf5, 0xf4, false),  // Adwaita light #f6f5f4
        (0x35, 0x35, 0x35, true),   // Adwaita dark #353535
        (0xff, 0xff, 0xff, false),
        (0x24, 0x24, 0x24, true),
    ])
    func adwaita(r: Int, g: Int, b: Int, dark: Bool) {
        #expect(ColorScheme.isDark(backgroundRed: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255) == dark)
    }
}
