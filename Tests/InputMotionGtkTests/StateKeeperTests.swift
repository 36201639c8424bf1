import CGtk
import Foundation
import Glibc
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// What the demo remembers: written soon after a change without a flush, restored on the
/// next start, kept through kill -9, and an unreadable file set aside with one warning.
final class StateKeeperTests: XCTestCase {
    /// Opens a window as the app does: the keeper loads, the window is built from the state,
    /// the keeper restores the rest and follows changes.
    @MainActor
    static func openWindow(_ path: String) -> (DemoWindow, StateKeeper) {
        GtkTest.setUp()
        let keeper = StateKeeper(path: path)
        let state = keeper.load()
        let demo = DemoWindow(options: DemoOptions(), state: state)
        keeper.attach(to: demo, state: state, restoresPage: true)
        GtkTest.show(demo.window.widget)
        return (demo, keeper)
    }

    @MainActor
    private static func fileText(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    /// After a restart focus is where a fresh start puts it: the page's first field (never the
    /// password field, where typing would go into a secret unasked), on every page with fields,
    /// with its caret at the end and nothing selected, so the first key never replaces a
    /// restored text; on the chat, the newest message (the keyboard stays down).
    func testFocusAfterARestartIsInThePagesFirstField() throws {
        // Each page's first field, as the page is built.
        let firstField: [(DemoPage, @MainActor (DemoWindow) -> UnsafeMutablePointer<GtkWidget>?)] = [
            (.floating, { ($0.view(of: .floating) as? FloatingLabelsPage)?.fields.first?.root.widget }),
            (.login, { ($0.view(of: .login) as? LoginPage)?.email.root.widget }),
            (.placeholder, { ($0.view(of: .placeholder) as? PlaceholderTextPage)?.textView.root.widget }),
            (.poll, { ($0.view(of: .poll) as? PollPage)?.rows.first?.root.widget }),
            (.chat, { ($0.view(of: .chat) as? ChatPage)?.list.bubbles.last?.root.widget }),
        ]
        for (page, field) in firstField {
            MainActor.assumeIsolated {
                let folder = AppTest.temporaryFolder()
                defer { try? FileManager.default.removeItem(at: folder) }
                let path = folder.appendingPathComponent("inputmotion/state.ini").path
                do {
                    let (demo, keeper) = Self.openWindow(path)
                    demo.show(page: page)
                    if let poll = demo.view(of: .poll) as? PollPage, let first = poll.rows.first {
                        gtk_editable_set_text(first.entry.asEditable, "Red")  // a restored option
                    }
                    MainLoop.drain()
                    keeper.flush()
                    gtk_window_destroy(demo.window.widget.asWindow)
                    MainLoop.drain()
                }
                let (demo, _) = Self.openWindow(path)
                defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
                XCTAssertEqual(demo.visiblePage, page)
                GtkTest.waitForFrames(demo.window.widget, 2)
                let focus = gtk_root_get_focus(gtk_widget_get_root(demo.window.widget))
                guard let focus, let first = field(demo) else { return XCTFail("\(page): no focus, or no first field") }
                XCTAssertTrue(focus == first || gtk_widget_is_ancestor(focus, first) != 0,
                              "\(page): focus in the page's first field, not in a \(String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GTypeInstance.self))))")
                if let text = Gtk.Text.ifInstance(focus) {
                    let editable = text.widget.asEditable
                    XCTAssertEqual(gtk_editable_get_selection_bounds(editable, nil, nil), 0, "\(page): nothing selected")
                    XCTAssertEqual(gtk_editable_get_position(editable), Int32(g_utf8_strlen(gtk_editable_get_text(editable), -1)), "\(page): caret at the end")
                }
                if page == .poll, let poll = demo.view(of: .poll) as? PollPage {
                    XCTAssertEqual(poll.rows.first?.text, "Red", "the option was restored (the check above is on its text)")
                }
            }
        }
    }

    /// `openWindow(path)` with standard error caught in `log`: the window, its keeper and the
    /// lines the start printed (not the GL stack's: newer Debian's prints MESA-EGL lines when
    /// the process's first window opens).
    @MainActor
    static func openWindow(_ path: String, catchingStandardErrorIn log: String) -> (DemoWindow, StateKeeper, [Substring]) {
        let saved = dup(2)
        let file = Glibc.open(log, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        dup2(file, 2)
        let (demo, keeper) = openWindow(path)
        dup2(saved, 2)
        Glibc.close(file)
        Glibc.close(saved)
        return (demo, keeper, (fileText(log) ?? "").split(separator: "\n").filter { !$0.hasPrefix("MESA-") })
    }

    /// Everything typed survives closing and opening again; the password never reaches the file.
    func testStateSurvivesARestart() {
        MainActor.assumeIsolated {
            let folder = AppTest.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("inputmotion/state.ini").path
            do {
                let (demo, keeper) = Self.openWindow(path)
                defer { withExtendedLifetime(keeper) {} }
                gtk_window_set_default_size(demo.window.widget.asWindow, 1000, 700)
                demo.show(page: .chat)
                let chat = demo.view(of: .chat) as! ChatPage
                chat.bar.draft = "sent; with a semicolon"
                im_signal_emit_simple(UnsafeMutableRawPointer(chat.bar.entry), "activate")  // Return
                chat.bar.draft = "half a thought"
                let poll = demo.view(of: .poll) as! PollPage
                gtk_editable_set_text(poll.rows[0].entry.asEditable, "Tea")
                gtk_editable_set_text(poll.rows[1].entry.asEditable, "Coffee")
                poll.pressReturn(in: 2)  // a fourth option
                (demo.view(of: .placeholder) as! PlaceholderTextPage).textView.text = "line one\nline two"
                let login = demo.view(of: .login) as! LoginPage
                login.password.text = "analytical-engine"
                // Written by the debounce timer, no flush: within a second, so within 10 s.
                XCTAssertTrue(MainLoop.iterate(until: { Self.fileText(path)?.contains("half a thought") == true }, timeout: 10))
                gtk_window_destroy(demo.window.widget.asWindow)
                MainLoop.drain()
            }
            let text = Self.fileText(path) ?? ""
            XCTAssertFalse(text.contains("analytical"), "the password is never saved")
            let (demo, keeper) = Self.openWindow(path)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain(); withExtendedLifetime(keeper) {} }
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(demo.window.widget.asWindow, &width, &height)
            XCTAssertEqual([width, height], [1000, 700])
            XCTAssertEqual(demo.visiblePage, .chat)
            let chat = demo.view(of: .chat) as! ChatPage
            XCTAssertEqual(chat.bar.draft, "half a thought")
            XCTAssertEqual(chat.chat.messages.count, 5 + 1, "the demo's five and the one sent (its reply had not come)")
            XCTAssertEqual(chat.chat.messages.last?.text, "sent; with a semicolon")
            XCTAssertEqual(chat.chat.messages.last?.author, .me)
            XCTAssertEqual((demo.view(of: .poll) as! PollPage).editor.options, ["Tea", "Coffee", "", ""])
            XCTAssertEqual((demo.view(of: .placeholder) as! PlaceholderTextPage).textView.text, "line one\nline two")
            XCTAssertEqual((demo.view(of: .login) as! LoginPage).password.text, "")
        }
    }

    /// A window saved maximized opens maximized, keeps the size it had before as its default
    /// size (what un-maximizing returns to), and is saved maximized again. (Under Xvfb there
    /// is no window manager: GTK takes the maximized state as asked, and the window is not
    /// actually made bigger, so only the state is checked, not the size on screen.)
    func testMaximizedWindowIsRestoredMaximized() throws {
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("state.ini").path
        try "[Window]\nwidth=700\nheight=500\nmaximized=true\npage=poll\n".write(toFile: path, atomically: true, encoding: .utf8)
        MainActor.assumeIsolated {
            let (demo, keeper) = Self.openWindow(path)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            let window = demo.window.widget.asWindow
            XCTAssertTrue(gtk_window_is_maximized(window) != 0)
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(window, &width, &height)
            XCTAssertEqual([width, height], [700, 500])
            XCTAssertEqual(demo.visiblePage, .poll)
            let saved = keeper.snapshot()
            XCTAssertEqual(saved.isMaximized, true)
            XCTAssertEqual([saved.windowWidth, saved.windowHeight], [700, 500])
            // And a window saved not maximized does not open maximized.
            try? "[Window]\nwidth=700\nheight=500\nmaximized=false\n".write(toFile: path, atomically: true, encoding: .utf8)
            let (plain, _) = Self.openWindow(path)
            defer { gtk_window_destroy(plain.window.widget.asWindow); MainLoop.drain() }
            XCTAssertFalse(gtk_window_is_maximized(plain.window.widget.asWindow) != 0)
        }
    }

    /// What a state path may hold besides a state file: a FIFO (which would block the start for
    /// ever) is set aside at once with one warning; a write's leftover temporary file is
    /// removed; a symbolic link is read and written through, and stays a link.
    func testTheStatePathNeverStopsAStartAndLinksAreKept() throws {
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("state.ini").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        let leftover = folder.appendingPathComponent("state.ini.q7Rk2Z").path
        try "half a write".write(toFile: leftover, atomically: false, encoding: .utf8)
        let log = folder.appendingPathComponent("stderr.txt").path
        try MainActor.assumeIsolated {
            let (demo, _, lines) = Self.openWindow(path, catchingStandardErrorIn: log)  // returns: the FIFO is not read
            gtk_window_destroy(demo.window.widget.asWindow)
            MainLoop.drain()
            XCTAssertEqual(lines.count, 1, "\(lines)")
            XCTAssertTrue(lines.first?.contains("(not a regular file)") == true, "\(lines)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: leftover), "the leftover is gone")

            // A link to a real file elsewhere: read through it, written through it.
            try? FileManager.default.removeItem(atPath: path)
            let target = folder.appendingPathComponent("kept-elsewhere.ini").path
            try SavedStateFormat.encode(SavedState(placeholderText: "linked")).write(toFile: target, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            let (linked, keeper) = Self.openWindow(path)
            defer { gtk_window_destroy(linked.window.widget.asWindow); MainLoop.drain() }
            let page = linked.view(of: .placeholder) as! PlaceholderTextPage
            XCTAssertEqual(page.textView.text, "linked")
            page.textView.text = "linked, then changed"
            keeper.flush()
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: path), target, "still a link")
            XCTAssertEqual(try? SavedStateFormat.decode(Self.fileText(target) ?? "").placeholderText, "linked, then changed")
        }
    }

    /// A device (a link to /dev/zero, which reads for ever) and a file over the 256 MB cap
    /// (sparse: 257 MB that take no disk) are set aside unread, with one warning each naming
    /// why, and the start goes on fresh; what was set aside is kept as it was.
    func testADeviceOrAnOversizedFileAtTheStatePathIsSetAsideUnread() throws {
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("state.ini").path
        let log = folder.appendingPathComponent("stderr.txt").path
        try MainActor.assumeIsolated {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
            let (device, _, deviceLines) = Self.openWindow(path, catchingStandardErrorIn: log)
            gtk_window_destroy(device.window.widget.asWindow)
            MainLoop.drain()
            XCTAssertEqual(deviceLines.count, 1, "\(deviceLines)")
            XCTAssertTrue(deviceLines.first?.contains("could not read the saved state \(path) (not a regular file); moved it to ") == true, "\(deviceLines)")
            XCTAssertEqual(device.visiblePage, .floating, "a fresh start")
            let asideLink = Self.setAside(in: folder)
            XCTAssertEqual(asideLink.count, 1)
            XCTAssertEqual(try? FileManager.default.destinationOfSymbolicLink(atPath: folder.appendingPathComponent(asideLink.first ?? "").path),
                           "/dev/zero", "the link itself is set aside, not what it points to")
            for name in asideLink { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }

            // 256 MB is 268,435,456 bytes; one more MB is over the cap.
            let oversized = (256 + 1) << 20
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("[Window]\n".utf8)))
            XCTAssertEqual(truncate(path, off_t(oversized)), 0)
            let (big, _, bigLines) = Self.openWindow(path, catchingStandardErrorIn: log)
            gtk_window_destroy(big.window.widget.asWindow)
            MainLoop.drain()
            XCTAssertEqual(bigLines.count, 1, "\(bigLines)")
            XCTAssertTrue(bigLines.first?.contains("(larger than 256 MB); moved it to ") == true, "\(bigLines)")
            let asideFile = Self.setAside(in: folder)
            XCTAssertEqual(asideFile.count, 1)
            let size = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(asideFile.first ?? "").path))?[.size] as? Int
            XCTAssertEqual(size, oversized, "kept whole")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        }
    }

    /// The names of the state files set aside in `folder`.
    private static func setAside(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix("state.ini.unreadable-") }
    }

    /// A state file that does not parse: one warning line on standard error, the file moved
    /// aside (not overwritten), and the app starts fresh and works.
    func testCorruptStateFileGivesOneWarningAndAFreshStart() throws {
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("state.ini").path
        try "[Window]\nwidth=wide\n".write(toFile: path, atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("stderr.txt").path
        MainActor.assumeIsolated {
            let (demo, keeper, lines) = Self.openWindow(path, catchingStandardErrorIn: log)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            XCTAssertEqual(lines.count, 1, "\(lines)")
            XCTAssertTrue(lines.first?.contains("warning: could not read the saved state \(path) (line 2: ") == true, "\(lines)")
            let aside = Self.setAside(in: folder)
            XCTAssertEqual(aside.count, 1, "set aside")
            XCTAssertEqual(Self.fileText(folder.appendingPathComponent(aside.first ?? "").path), "[Window]\nwidth=wide\n", "kept as it was")
            XCTAssertFalse(FileManager.default.fileExists(atPath: path))
            XCTAssertEqual(demo.visiblePage, .floating, "a fresh start")
            // And it works: a change is written to a new file.
            (demo.view(of: .placeholder) as! PlaceholderTextPage).textView.text = "fresh"
            keeper.flush()
            XCTAssertEqual(try? SavedStateFormat.decode(Self.fileText(path) ?? "").placeholderText, "fresh")
        }
    }

    /// The real app, typed into for real, then killed with SIGKILL: what was typed is in the
    /// file, and the next start shows it. The app runs on its own session bus.
    /// The built demo, started on the placeholder page with its state in `folder`, on a
    /// session bus of its own, once its window shows: its process group, its pid, its X
    /// window, and the file the shell writes the demo's exit status to (dbus-run-session
    /// would not report it).
    private struct LaunchedDemo {
        let process: SpawnedGroup
        let pid: Int32
        let window: String
        let statusFile: String
    }

    @MainActor
    private static func launchDemo(stateIn folder: URL) throws -> LaunchedDemo? {
        let pidFile = folder.appendingPathComponent("pid").path, statusFile = folder.appendingPathComponent("status").path
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = folder.path
        let script = "\"$2\" --page=placeholder & echo $! > \"$0\"; wait $!; echo $? > \"$1\""
        let process = try SpawnedGroup("/usr/bin/dbus-run-session", ["--", "sh", "-c", script, pidFile, statusFile, AppTest.demoBinary],
                                       environment: environment)
        GtkTest.setUp()
        XCTAssertTrue(MainLoop.iterate(until: { fileText(pidFile)?.hasSuffix("\n") == true }, timeout: 30))
        guard let pid = Int32((fileText(pidFile) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) else {
            XCTFail("no pid")
            return nil
        }
        var window: String?
        XCTAssertTrue(MainLoop.iterate(until: { window = AppTest.xWindow(titled: "InputMotion", pid: pid); return window != nil }, timeout: 60))
        guard let window else { return nil }
        return LaunchedDemo(process: process, pid: pid, window: window, statusFile: statusFile)
    }

    /// Whether the demo on `display` (nil: this process's) has taken every key typed into
    /// `window` so far, its text view holding `text`: selects all (Ctrl+A) and reads the primary
    /// selection back with xclip. X hands a client its events in order, so the demo answers
    /// the selection request only after the keys before it; without this, a signal or a dying
    /// server can overtake keys still on their way, which no app could save.
    @MainActor
    private static func demoHasTaken(_ text: String, window: String, display: String? = nil) -> Bool {
        let onDisplay = display.map { ["DISPLAY=\($0)"] } ?? []
        AppTest.run("/usr/bin/env", onDisplay + ["/usr/bin/xdotool", "windowfocus", "--sync", window, "key", "ctrl+a"])
        var selected = ""
        let taken = MainLoop.iterate(until: {
            selected = AppTest.run("/usr/bin/env", onDisplay + ["/usr/bin/xclip", "-out", "-selection", "primary", "-target", "UTF8_STRING"])
            return selected == text
        }, timeout: 30)
        if !taken { XCTFail("the demo's selection is '\(selected)', not '\(text)'") }
        return taken
    }

    /// A logout's SIGTERM, Ctrl+C's SIGINT and a closed terminal's SIGHUP, sent right after
    /// typing (before the debounced write): the text is written and the app exits with 0.
    func testSignalsSaveWhatWasTypedAndExitZero() throws {
        try GtkTest.requireX11(for: "xdotool types into the launched demo")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xclip"), "xclip (meson-helpers/setup-deps installs it)")
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let folder = AppTest.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("inputmotion/state.ini").path
            try MainActor.assumeIsolated {
                guard let demo = try Self.launchDemo(stateIn: folder) else { return }
                defer { demo.process.end() }
                AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", demo.window, "type", "--delay", "0", "signal \(signal)"])
                guard Self.demoHasTaken("signal \(signal)", window: demo.window) else { return }
                kill(demo.pid, signal)
                XCTAssertTrue(MainLoop.iterate(until: { !demo.process.isRunning }, timeout: 30))
                XCTAssertEqual(Self.fileText(demo.statusFile), "0\n", "signal \(signal): exits as Quit does")
                XCTAssertTrue(Self.fileText(path)?.contains("text=signal \(signal)") == true, "signal \(signal): the text was written")
            }
        }
    }

    /// The X server goes away under the app (Xvfb killed; a crashed or logged-out X session):
    /// what was typed is written, and the app ends with one line on standard error and
    /// status 1, not with Xlib's or GDK's words. The demo runs on an X server of its own.
    func testLosingTheDisplaySavesWhatWasTypedAndSaysSoInOneLine() throws {
        try GtkTest.requireX11(for: "xdotool types into the launched demo")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xclip"), "xclip (meson-helpers/setup-deps installs it)")
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("inputmotion/state.ini").path
        try MainActor.assumeIsolated {
            guard let (server, display) = try AppTest.startXServer() else { return XCTFail("no free X display from :600") }
            defer { server.end() }
            let statusFile = folder.appendingPathComponent("status").path, errFile = folder.appendingPathComponent("stderr").path
            let pidFile = folder.appendingPathComponent("pid").path
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_STATE_HOME"] = folder.path
            environment["DISPLAY"] = display
            // Only the demo's standard error is read: the session bus says things of its own.
            let script = "\"$3\" --page=placeholder 2> \"$2\" & echo $! > \"$0\"; wait $!; echo $? > \"$1\""
            let demo = try SpawnedGroup("/usr/bin/dbus-run-session", ["--", "sh", "-c", script, pidFile, statusFile, errFile, AppTest.demoBinary],
                                        environment: environment)
            defer { demo.end() }
            GtkTest.setUp()
            XCTAssertTrue(MainLoop.iterate(until: { Self.fileText(pidFile)?.hasSuffix("\n") == true }, timeout: 30))
            guard let pid = Int32((Self.fileText(pidFile) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) else { return XCTFail("no pid") }
            let xdotool = { (arguments: [String]) in AppTest.run("/usr/bin/env", ["DISPLAY=\(display)", "/usr/bin/xdotool"] + arguments) }
            var window: String?
            XCTAssertTrue(MainLoop.iterate(until: {
                window = xdotool(["search", "--onlyvisible", "--pid", "\(pid)", "--name", "^InputMotion$"]).split(separator: "\n").last.map(String.init)
                return window != nil
            }, timeout: 60), "no window; the demo's exit status: \(Self.fileText(statusFile) ?? "none yet"), its standard error: \(Self.fileText(errFile) ?? "")")
            guard let window else { return }
            _ = xdotool(["windowfocus", "--sync", window, "type", "--delay", "10", "display lost"])
            guard Self.demoHasTaken("display lost", window: window, display: display) else { return }
            // SIGTERM: the server shuts down as a killed session's does, and removes its lock.
            kill(server.process.processIdentifier, SIGTERM)
            XCTAssertTrue(MainLoop.iterate(until: { !demo.isRunning }, timeout: 30))
            XCTAssertEqual(Self.fileText(statusFile), "1\n", "exits with status 1")
            XCTAssertTrue(Self.fileText(path)?.contains("text=display lost") == true, "the text was written: \(Self.fileText(path) ?? "no file")")
            // One line, ours; the GL stack of newer Debian prints its own (MESA-EGL) from the start.
            let lines = (Self.fileText(errFile) ?? "").split(separator: "\n").filter { !$0.hasPrefix("MESA-") }
            XCTAssertEqual(lines, ["inputmotion-demo: lost the connection to the display \(display); what was typed is saved"])
        }
    }

    func testTypedTextSurvivesKillDashNine() throws {
        try GtkTest.requireX11(for: "xdotool types into the launched demo")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        let folder = AppTest.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("inputmotion/state.ini").path
        try MainActor.assumeIsolated {
            guard let launched = try Self.launchDemo(stateIn: folder) else { return }
            defer { launched.process.end() }
            AppTest.run("/usr/bin/xdotool", ["windowfocus", "--sync", launched.window, "type", "--delay", "20", "kept through kill"])
            XCTAssertTrue(MainLoop.iterate(until: { Self.fileText(path)?.contains("text=kept through kill") == true }, timeout: 20),
                          "written by the debounce, without quitting")
            kill(launched.pid, SIGKILL)
            XCTAssertTrue(MainLoop.iterate(until: { !launched.process.isRunning }, timeout: 30))

            let (demo, _) = Self.openWindow(path)
            defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
            XCTAssertEqual(demo.visiblePage, .placeholder)
            XCTAssertEqual((demo.view(of: .placeholder) as! PlaceholderTextPage).textView.text, "kept through kill")
        }
    }
}

