#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the window is drawn dark. GTK 4.8 has no `prefers-color-scheme` media query and
/// a theme may be chosen in several ways (settings, GTK_THEME, a dark variant), so the
/// answer comes from the theme's own window background: dark when its relative luminance
/// (sRGB, as WCAG defines it) is below one half. The window then carries a `.dark` class.
public enum ColorScheme {
    /// Relative luminance of an sRGB colour with components in 0...1.
    public static func luminance(red: Double, green: Double, blue: Double) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// Whether a window background of this colour means a dark style.
    public static func isDark(backgroundRed red: Double, green: Double, blue: Double) -> Bool {
        luminance(red: red, green: green, blue: blue) < 0.5
    }
}
