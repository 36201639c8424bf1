/// The demo's command-line options, validated. Parsing of the raw strings happens here, not in
/// GTK code, so every message a user can see is decided (and tested) without a display.
public struct DemoOptions: Sendable, Equatable {
    /// The page shown first.
    public var page: DemoPage
    /// Land every animation on its end state at once.
    public var reducedMotion: Bool
    /// How many times slower than real time every animation plays (1 = real time).
    public var slowMotionFactor: Double

    /// The factor the run-time slow-motion toggle switches to: the one `--slow-motion` chose,
    /// or ten times slower when none was given.
    public var reviewSlowMotionFactor: Double { slowMotionFactor != 1 ? slowMotionFactor : 10 }

    /// Whether slow motion is on at start.
    public var startsInSlowMotion: Bool { slowMotionFactor != 1 }

    public init(page: DemoPage = .floating, reducedMotion: Bool = false, slowMotionFactor: Double = 1) {
        self.page = page
        self.reducedMotion = reducedMotion
        self.slowMotionFactor = slowMotionFactor
    }

    /// Validates the raw option values as the user typed them (nil = option not given).
    public static func parse(page: String?, slowMotion: String?, reducedMotion: Bool) throws(DemoOptionError) -> DemoOptions {
        var options = DemoOptions(reducedMotion: reducedMotion)
        if let page {
            guard let chosen = DemoPage(rawValue: page) else {
                throw DemoOptionError(option: "--page", message: tr("unknown page {name}; choose one of: {pages}")
                    .filled(["name": LineText.quoted(page), "pages": DemoPage.allCases.map(\.rawValue).joined(separator: ", ")]))
            }
            options.page = chosen
        }
        if let slowMotion {
            // Only factors the motion clock plays as given: it would clamp others (1e300 to
            // 1000, 1e-300 to 0.01) without a word. ("inf" and "nan" parse, and are outside.)
            let range = MotionClock.slowMotionRange
            guard let factor = Double(slowMotion), range.contains(factor) else {
                throw DemoOptionError(option: "--slow-motion", message: tr("{value} is not a number from {lowest} to {highest} (for example --slow-motion=10 plays every animation ten times slower)")
                    .filled(["value": LineText.quoted(slowMotion), "lowest": MotionNumber.text(range.lowerBound), "highest": MotionNumber.text(range.upperBound)]))
            }
            options.slowMotionFactor = factor
        }
        return options
    }

}

/// A mistake on the command line: names the option and says what it accepts.
public struct DemoOptionError: Error, Equatable, CustomStringConvertible {
    /// The option as the user writes it, e.g. `--page` (or the argument that is no option).
    public let option: String
    /// What is wrong, without the option's name.
    public let message: String
    /// Whether `message` is a whole line that names the option itself.
    private let isWholeLine: Bool

    /// A mistake about `option`, shown as "option: message".
    public init(option: String, message: String) {
        self.option = option
        self.message = message
        isWholeLine = false
    }

    /// A mistake shown as `line` alone, which names `option` where the sentence wants it.
    init(option: String, line: String) {
        self.option = option
        message = line
        isWholeLine = true
    }

    /// The line to print after the program's name.
    public var description: String { isWholeLine ? message : "\(option): \(message)" }
}
