import Foundation
import XCTest

/// The built `inputmotion-demo` as a user runs it: options, messages and exit statuses.
final class CommandLineTests: XCTestCase {
    /// A run that is not a capture is stopped after 30 s: a mistake the demo let through would
    /// open its window and never end.
    private func run(_ arguments: [String], in directory: URL? = nil) throws -> CommandRun {
        try CommandRun.run(arguments, in: directory, stopAfter: arguments.contains { $0.hasPrefix("--capture=") } ? nil : 30)
    }

    func testUnknownPageExitsNonZeroNamingTheOption() throws {
        let result = try run(["--page=nope"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.err, "inputmotion-demo: --page: unknown page “nope”; choose one of: floating, placeholder, login, chat, poll\n")
    }

    func testBadSlowMotionExitsNonZeroNamingTheOption() throws {
        for value in ["0", "-2", "fast", "1e300"] {
            let result = try run(["--slow-motion=\(value)"])
            XCTAssertNotEqual(result.status, 0, value)
            XCTAssertTrue(result.err.hasPrefix("inputmotion-demo: --slow-motion: “\(value)” is not a number from 0.01 to 1000"), result.err)
        }
    }

    func testUnknownOptionExitsNonZeroNamingIt() throws {
        let result = try run(["--bogus"])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.err.contains("--bogus"), result.err)
    }

    /// Every mistake on the command line, whoever would have read it (GLib's parser prints its
    /// own words and exits 1): status 2 and exactly one line on standard error, naming the option.
    func testEveryBadOptionExitsTwoWithOneLineNamingIt() throws {
        let cases: [(arguments: [String], line: String)] = [
            (["--pag"], "inputmotion-demo: unknown option '--pag' (see --help)"),
            (["--pag=chat"], "inputmotion-demo: unknown option '--pag' (see --help)"),
            (["-x"], "inputmotion-demo: unknown option '-x' (see --help)"),
            (["--page=chat", "--bogus", "--reset"], "inputmotion-demo: unknown option '--bogus' (see --help)"),
            (["--page"], "inputmotion-demo: --page: needs a value (--page=NAME)"),
            (["--page="], "inputmotion-demo: --page: needs a value (--page=NAME)"),
            (["--slow-motion"], "inputmotion-demo: --slow-motion: needs a value (--slow-motion=FACTOR)"),
            (["--capture"], "inputmotion-demo: --capture: needs a value (--capture=DIR)"),
            (["--reduced-motion=yes"], "inputmotion-demo: --reduced-motion: takes no value (got “yes”)"),
            (["--reset=1"], "inputmotion-demo: --reset: takes no value (got “1”)"),
            (["--version=2"], "inputmotion-demo: --version: takes no value (got “2”)"),
            (["--help=x"], "inputmotion-demo: --help: takes no value (got “x”)"),
            (["--pag\ne"], "inputmotion-demo: unknown option '--pag�e' (see --help)"),
            (["--page=chat\npoll"], "inputmotion-demo: --page: unknown page “chat�poll”; choose one of: floating, placeholder, login, chat, poll"),
        ]
        for (arguments, line) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.err, line + "\n", "\(arguments)")
            XCTAssertEqual(result.out, "", "\(arguments)")
        }
    }

    /// The value may also follow as the next argument, as GLib reads it.
    func testAValueMayBeTheNextArgument() throws {
        let result = try run(["--page", "nope"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.err, "inputmotion-demo: --page: unknown page “nope”; choose one of: floating, placeholder, login, chat, poll\n")
    }

    func testHelpListsEveryOption() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0)
        for option in ["--page=NAME", "--reduced-motion", "--slow-motion=FACTOR", "--version"] {
            XCTAssertTrue(result.out.contains(option), "--help lists \(option)")
        }
    }

    /// Started from any working directory, the app still finds resources/ (it walks up from
    /// its own binary): the chat page (with the avatar) opens with style.css found, and a
    /// logout ends it as Quit does.
    func testResourcesAreFoundFromAnyWorkingDirectory() throws {
        try GtkTest.requireX11(for: "xdotool sees the window open")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        let state = AppTest.temporaryFolder()  // not the user's saved texts
        defer { try? FileManager.default.removeItem(at: state) }
        let result = try CommandRun.run(["--page=chat"], in: URL(fileURLWithPath: "/"),
                                        environment: ["XDG_STATE_HOME": state.path, "GTK_A11Y": "none"], endOnceShown: true)
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertFalse(result.err.contains("not found"), result.err)
    }

    func testVersion() throws {
        let result = try run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.out, "inputmotion-demo 0.1.0\n")
    }
}

/// Arguments the demo does not take, and starting fresh.
final class CommandLineArgumentTests: XCTestCase {
    func testPositionalArgumentsAreRefusedWithOneLine() throws {
        for arguments in [["extra"], ["--page=chat", "notes.txt"], ["--", "file"]] {
            let result = try CommandRun.run(arguments, stopAfter: 30)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.err, "inputmotion-demo: takes no file or other argument without a dash; see --help for the options\n", "\(arguments)")
        }
    }
}
