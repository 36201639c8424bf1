import CGtk
import Foundation
import XCTest
@testable import InputMotionGtk

/// The demo as a user of a right-to-left language starts it: only LANG says Arabic (or
/// Hebrew), and GTK takes the window's direction from its own catalog for that locale.
final class LocaleDirectionTests: XCTestCase {
    /// A right-to-left UTF-8 locale glibc can load: an installed one (locales-all), else Hebrew
    /// compiled into `folder` for LOCPATH. The LANG value and the LOCPATH, if one is needed.
    @MainActor
    private static func rightToLeftLocale(in folder: URL) throws -> (lang: String, locpath: String?)? {
        let installed = Set(AppTest.run("/usr/bin/locale", ["-a"]).split(separator: "\n").map { $0.lowercased() })
        for (lang, name) in [("ar_EG.UTF-8", "ar_eg.utf8"), ("he_IL.UTF-8", "he_il.utf8")] where installed.contains(name) {
            return (lang, nil)
        }
        let compiled = folder.appendingPathComponent("locales")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        AppTest.run("/usr/bin/localedef", ["-i", "he_IL", "-f", "UTF-8", compiled.appendingPathComponent("he_IL.UTF-8").path])
        guard FileManager.default.fileExists(atPath: compiled.appendingPathComponent("he_IL.UTF-8/LC_CTYPE").path) else { return nil }
        return ("he_IL.UTF-8", compiled.path)
    }

    /// Under LANG=ar_EG.UTF-8 the whole window mirrors, as every GTK app's does: the page list
    /// on the right of the page, the header bar's menu button on the left of the title. Read
    /// over AT-SPI from the real demo.
    func testARightToLeftLocaleMirrorsTheWindow() throws {
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try MainActor.assumeIsolated {
            guard let locale = try Self.rightToLeftLocale(in: folder) else { return XCTFail("no right-to-left locale, and localedef made none") }
            GtkTest.setUp()
            var environment = ProcessInfo.processInfo.environment
            // Only LANG: what a right-to-left user's session sets.
            for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_CTYPE"] { environment[name] = nil }
            environment["LANG"] = locale.lang
            if let locpath = locale.locpath { environment["LOCPATH"] = locpath }
            environment["XDG_STATE_HOME"] = folder.path
            // On a session bus of its own: this test process may own the app's name on the test
            // run's bus (AppTests), and a second instance would hand over to it and exit. And so
            // on an X server of its own: that session's accessibility bus claims its display.
            // Its bus address and pid are written for the test.
            guard let (server, display) = try AppTest.startXServer() else { return XCTFail("no free X display from :600") }
            defer { server.end() }
            environment["DISPLAY"] = display
            let busFile = folder.appendingPathComponent("bus").path, pidFile = folder.appendingPathComponent("pid").path
            let script = "echo \"$DBUS_SESSION_BUS_ADDRESS\" > \"$0\"; \"$2\" --page=login & echo $! > \"$1\"; wait"
            let demo = try SpawnedGroup("/usr/bin/dbus-run-session", ["--", "sh", "-c", script, busFile, pidFile, AppTest.demoBinary],
                                        environment: environment)
            defer { demo.end() }
            func line(_ path: String) -> String? {
                (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { $0.hasSuffix("\n") ? String($0.dropLast()) : nil }
            }
            XCTAssertTrue(MainLoop.iterate(until: { line(pidFile) != nil && line(busFile) != nil }, timeout: 30), "the demo started")
            guard let pid = line(pidFile).flatMap({ Int32($0) }), let bus = line(busFile) else { return XCTFail("no pid or bus") }
            var placed: [Accessibility.Placed] = []
            func first(_ role: String, _ name: String) -> Accessibility.Placed? { placed.first { $0.role == role && $0.name == name } }
            XCTAssertTrue(MainLoop.iterate(until: {
                placed = (try? Accessibility.extents(pid: pid, sessionBus: bus, display: display)) ?? []
                return first("list", "Pages") != nil && first("text", "Email") != nil
            }, timeout: 60), "the page list and the login form over AT-SPI")
            guard let frame = first("frame", "InputMotion"), let pages = first("list", "Pages"), let email = first("text", "Email"),
                  let title = first("label", "InputMotion"), let menu = first("push button", "Main Menu")
            else { return XCTFail("missing accessibles: \(placed)") }
            XCTAssertGreaterThanOrEqual(pages.x, email.x + email.width, "the page list is on the right of the page")
            XCTAssertGreaterThan(pages.x + pages.width, frame.width * 3 / 4, "the page list ends at the window's right edge")
            XCTAssertLessThan(menu.x + menu.width, title.x, "the header bar's menu button is left of the title")
        }
    }
}
