import CGtk
import Foundation
import XCTest
@testable import InputMotionGtk

/// Helpers for tests of the whole app: real processes, real key presses (xdotool on Xvfb),
/// the app's toplevel windows.
@MainActor
enum AppTest {
    /// The built demo binary, beside the test bundle.
    static var demoBinary: String {
        CommandRun.demo.path
    }

    /// A fresh folder under the temporary directory.
    nonisolated static func temporaryFolder() -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inputmotion-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs a command to its end and returns its standard output (the main loop waits meanwhile;
    /// X events queue up and are handled on the next iteration).
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        do { try process.run() } catch { XCTFail("cannot run \(executable): \(error)"); return "" }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The X window of this process titled `title` (GTK sets _NET_WM_PID on its windows).
    static func xWindow(titled title: String, pid: Int32 = getpid()) -> String? {
        run("/usr/bin/xdotool", ["search", "--onlyvisible", "--pid", "\(pid)", "--name", "^\(title)$"])
            .split(separator: "\n").last.map(String.init)
    }

    /// The center of `widget` in the X window's coordinates (the surface's, less GTK's shadow).
    static func windowPoint(ofCenterOf widget: UnsafeMutablePointer<GtkWidget>, in window: Widget) -> (x: Int, y: Int)? {
        var center = graphene_point_t(x: Float(gtk_widget_get_width(widget)) / 2, y: Float(gtk_widget_get_height(widget)) / 2)
        var point = graphene_point_t()
        guard gtk_widget_compute_point(widget, window.widget, &center, &point) != 0,
              let native = gtk_widget_get_native(window.widget) else { return nil }
        var dx = 0.0, dy = 0.0
        gtk_native_get_surface_transform(native, &dx, &dy)
        return (Int(Double(point.x) + dx), Int(Double(point.y) + dy))
    }

    /// Presses `keys` (xdotool names, e.g. "ctrl+shift+s") with `window` focused, as a user does.
    static func press(_ keys: String, in window: String) {
        run("/usr/bin/xdotool", ["windowfocus", "--sync", window, "key", "--clearmodifiers", keys])
    }

    /// Presses the key that types `keyval` unshifted, named by its keycode, with `window`
    /// focused. For F1…F12: xdotool 3.20160805 takes modifiers from a key type's map, and sid's
    /// xkeyboard-config (2.48; not trixie's 2.42) maps Alt to those keys' base level, so
    /// `xdotool key F10` sends Alt+F10 (jordansissel/xdotool#491); a keycode goes alone.
    static func pressBase(_ keyval: Int32, in window: String) {
        var keys: UnsafeMutablePointer<GdkKeymapKey>?
        var count: Int32 = 0
        guard gdk_display_map_keyval(gdk_display_get_default(), guint(keyval), &keys, &count) != 0, let keys else {
            return XCTFail("no key types \(String(cString: gdk_keyval_name(guint(keyval))))")
        }
        defer { g_free(keys) }
        let base = UnsafeBufferPointer(start: keys, count: Int(count)).first { $0.group == 0 && $0.level == 0 }
        guard let base else { return XCTFail("no key types \(String(cString: gdk_keyval_name(guint(keyval)))) unshifted") }
        press("\(base.keycode)", in: window)
    }

    /// The names (class names unless set) of GTK's visible toplevel windows.
    static var visibleToplevels: [String] {
        let list = gtk_window_get_toplevels()
        var names: [String] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            let widget = Gtk.AnyWidget(item).widget
            if gtk_widget_get_visible(widget) != 0 { names.append(String(cString: gtk_widget_get_name(widget))) }
            g_object_unref(item)
        }
        return names
    }

    /// An X server of the test's own on the first free display from :600
    /// (plus INPUTMOTION_DISPLAY_OFFSET, which keeps runs side by side apart): the server and its
    /// name. (A demo on a session bus of its own starts an accessibility bus of its own, which
    /// claims the display it runs on: never the test run's.)
    @MainActor
    static func startXServer() throws -> (SpawnedGroup, String)? {
        let offset = ProcessInfo.processInfo.environment["INPUTMOTION_DISPLAY_OFFSET"].flatMap { Int($0) } ?? 0
        for number in (offset + 600)..<(offset + 700) where !isTaken(display: number) {
            let socket = "/tmp/.X11-unix/X\(number)"
            let stale = identity(of: socket)  // a killed server's socket, which the new one replaces
            let server = try SpawnedGroup("/usr/bin/Xvfb", [":\(number)", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                          environment: ProcessInfo.processInfo.environment)
            // Ours once its lock names it and its socket is new: two tests (in shards side by
            // side) can start a server on one free number at once, and the socket the winner
            // makes would otherwise pass for the loser's too, just before the loser exits.
            let lockPid = { (try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespaces.union(.newlines))) } }
            let ours = { lockPid() == server.process.processIdentifier && identity(of: socket).map { $0 != stale } ?? false }
            // And it answers a client: a demo started on it once could not open it (a busy
            // machine, the server's socket just made).
            let answers = { run("/usr/bin/env", ["DISPLAY=:\(number)", "/usr/bin/xdotool", "getdisplaygeometry"]).contains(" ") }
            _ = MainLoop.iterate(until: { !server.isRunning || (ours() && answers()) }, timeout: 20)
            if server.isRunning, ours(), answers() { return (server, ":\(number)") }
            server.end()  // taken meanwhile: the next one
        }
        return nil
    }

    /// Whether display `number` belongs to an X server that runs: its lock file names a live
    /// process, or it has a socket and no lock file. A server killed as `SpawnedGroup.end()`
    /// kills leaves its lock file and socket behind; the next server on that number removes
    /// both, so after a hundred test runs the numbers are not used up.
    private static func isTaken(display number: Int) -> Bool {
        let lock = "/tmp/.X\(number)-lock"
        guard let text = try? String(contentsOfFile: lock, encoding: .utf8) else {
            return FileManager.default.fileExists(atPath: lock) || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        }
        guard let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0 else { return true }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// What tells a file from the one that stood at `path` before it: a socket made again often
    /// gets the freed inode number back, never the same change time.
    private static func identity(of path: String) -> [Int]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [Int(status.st_ino), status.st_ctim.tv_sec, status.st_ctim.tv_nsec]
    }

    /// The visible toplevel named `name`, if any.
    static func toplevel(named name: String) -> UnsafeMutablePointer<GtkWidget>? {
        let list = gtk_window_get_toplevels()
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(item) }
            let widget = Gtk.AnyWidget(item).widget
            if gtk_widget_get_visible(widget) != 0, String(cString: gtk_widget_get_name(widget)) == name { return widget }
        }
        return nil
    }
}

/// A process the test starts, with everything it starts in turn (a D-Bus daemon, the
/// accessibility bus, the demo), in a process group of its own: `end()` — also run when the
/// test fails or throws — kills the whole group, so nothing outlives the test and hangs
/// `swift test`.
///
/// Foundation starts every child in a process group of its own (pgid = pid). No `setsid` in
/// front: a group leader cannot make a session, so setsid forks, and the pid held here would
/// be that of a setsid long gone, not the group's.
final class SpawnedGroup: @unchecked Sendable {  // used from the test's one thread
    let process = Process()

    init(_ executable: String, _ arguments: [String], environment: [String: String], standardOutput: Pipe? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let standardOutput { process.standardOutput = standardOutput }
        try process.run()
        let pid = process.processIdentifier
        if getpgid(pid) != pid { _ = setpgid(pid, pid) }  // a Foundation that did not: before it execs, if in time
    }

    var isRunning: Bool { process.isRunning }

    /// Kills every process of the group and waits for the one started here.
    func end() {
        kill(-process.processIdentifier, SIGKILL)
        if process.isRunning { process.waitUntilExit() }
    }

    deinit { end() }
}
