import Testing
@testable import InputMotionCore

@Suite("Demo command line")
struct DemoCommandLineTests {
    private func line(_ arguments: [String]) -> String {
        do {
            _ = try DemoCommandLine.parse(arguments)
            return "accepted"
        } catch {
            return error.description
        }
    }

    @Test("values come attached or as the next argument; flags alone; the last value wins")
    func accepted() throws {
        let parsed = try DemoCommandLine.parse(["--page=chat", "--slow-motion", "4", "--reduced-motion", "--page", "poll", "--reset", "-h"])
        #expect(parsed.values == ["page": "poll", "slow-motion": "4"])
        #expect(parsed.flags == ["reduced-motion", "reset", "help"])
        #expect(parsed.asksForHelp)
        #expect(try DemoCommandLine.parse([]) == DemoCommandLine())
        #expect(try DemoCommandLine.parse(["--"]) == DemoCommandLine(), "a lone -- ends the options")
        // As GLib does, the next argument is the value whatever it looks like (then it is a bad page).
        #expect(try DemoCommandLine.parse(["--page", "--reset"]).values == ["page": "--reset"])
        #expect(try DemoCommandLine.parse(["--gapplication-service"]).flags == ["gapplication-service"])
    }

    @Test("an unknown option is named, long or short, with or without a value", arguments: [
        (["--pag"], "unknown option '--pag' (see --help)"),
        (["--pag=chat"], "unknown option '--pag' (see --help)"),
        (["--page-chat"], "unknown option '--page-chat' (see --help)"),
        (["-x"], "unknown option '-x' (see --help)"),
        (["-hx"], "unknown option '-x' (see --help)"),
        (["---page=chat"], "unknown option '---page' (see --help)"),
        (["--reset", "--Reset"], "unknown option '--Reset' (see --help)"),
    ])
    func unknown(arguments: [String], expected: String) {
        #expect(line(arguments) == expected)
    }

    @Test("a missing or empty value names the option and its form", arguments: [
        (["--page"], "--page: needs a value (--page=NAME)"),
        (["--page="], "--page: needs a value (--page=NAME)"),
        (["--page", ""], "--page: needs a value (--page=NAME)"),
        (["--reset", "--slow-motion"], "--slow-motion: needs a value (--slow-motion=FACTOR)"),
        (["--capture"], "--capture: needs a value (--capture=DIR)"),
    ])
    func missingValue(arguments: [String], expected: String) {
        #expect(line(arguments) == expected)
    }

    @Test("a value given to a flag is refused, not dropped", arguments: [
        (["--reduced-motion=yes"], "--reduced-motion: takes no value (got “yes”)"),
        (["--reset="], "--reset: takes no value (got “”)"),
        (["--version=2"], "--version: takes no value (got “2”)"),
        (["--help=x"], "--help: takes no value (got “x”)"),
    ])
    func valueOnFlag(arguments: [String], expected: String) {
        #expect(line(arguments) == expected)
    }

    @Test("an argument without a dash is refused, after -- too", arguments: [["extra"], ["--page=chat", "notes.txt"], ["--", "file"], ["-"]])
    func positional(arguments: [String]) {
        #expect(line(arguments) == "takes no file or other argument without a dash; see --help for the options")
    }

    @Test("what the user typed stays on the one line: control characters shown as �, a long name cut with …")
    func oneLine() {
        #expect(line(["--pag\ne"]) == "unknown option '--pag�e' (see --help)")
        #expect(line(["--\u{1B}[2J"]) == "unknown option '--�[2J' (see --help)")
        #expect(line(["--reset=a\rb"]) == "--reset: takes no value (got “a�b”)")
        // 40 characters at most: "--" and 37 x's, then "…".
        #expect(line(["--" + String(repeating: "x", count: 100_000)]) == "unknown option '--\(String(repeating: "x", count: 37))…' (see --help)")
        #expect(throws: DemoOptionError(option: "--page", message: "unknown page “chat�poll”; choose one of: floating, placeholder, login, chat, poll")) {
            try DemoOptions.parse(page: "chat\npoll", slowMotion: nil, reducedMotion: false)
        }
    }

    @Test("the first mistake is the one reported")
    func firstMistake() {
        #expect(line(["--bogus", "--page"]) == "unknown option '--bogus' (see --help)")
    }
}
