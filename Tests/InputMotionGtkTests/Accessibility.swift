import Foundation
import InputMotionGtk

/// Reads this test process's widgets back over AT-SPI, as a screen reader does: runs
/// /usr/bin/python3 with pyatspi while the main loop keeps answering its D-Bus calls.
@MainActor
enum Accessibility {
    /// The start of every reader: pyatspi, the target's pid, and role names by enum value
    /// (ROLE_PUSH_BUTTON -> "push button": from the constants, so every version agrees).
    private static let prelude = """
        import os, pyatspi
        pid = int(os.environ['TARGET_PID'])
        roles = {}
        for constant in sorted(dir(pyatspi)):
            value = getattr(pyatspi, constant)
            if constant.startswith('ROLE_') and isinstance(value, int):
                roles.setdefault(int(value), constant[5:].lower().replace('_', ' '))
        roles[int(pyatspi.ROLE_PUSH_BUTTON)] = 'push button'

        """
    /// One line per accessible of this process (or of process `pid`): "role|name|text|attributes". The role is
    /// told by its enum value, under the names of libatspi 2.46 ("push button"): newer
    /// libatspi renamed some ("button"), and the value is what a screen reader goes by.
    static func dump(pid: Int32 = getpid()) throws -> [String] {
        let script = prelude + """
        def walk(o):
            try:
                role, name = roles.get(int(o.getRole()), o.getRoleName()), o.name or ''
            except Exception:
                return
            text = ''
            try:
                t = o.queryText(); text = t.getText(0, t.characterCount)
            except Exception:
                pass
            try:
                attrs = ','.join(o.getAttributes())
            except Exception:
                attrs = ''
            print('|'.join([role, name, text, attrs]).replace('\\n', ' '))
            for i in range(o.childCount):
                walk(o.getChildAtIndex(i))
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.get_process_id() == pid:
                walk(app)
        """
        return try run(script, pid: pid)
    }

    /// One accessible of process `pid` where it sits: its role (as in ``dump(pid:)``), name and
    /// extents in its window's coordinates.
    struct Placed: Equatable {
        let role: String, name: String
        let x: Int, y: Int, width: Int, height: Int
    }

    /// Every accessible of process `pid` that has extents, read over AT-SPI as a
    /// screen reader's review cursor or a magnifier does.
    /// `sessionBus` and `display`: the D-Bus address of the session and the X display `pid`
    /// runs in, when not this process's.
    static func extents(pid: Int32, sessionBus: String? = nil, display: String? = nil) throws -> [Placed] {
        let script = prelude + """
        def walk(o):
            try:
                role, name = roles.get(int(o.getRole()), o.getRoleName()), (o.name or '').replace('|', ' ')
                box = o.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                print('|'.join([role, name, str(box.x), str(box.y), str(box.width), str(box.height)]).replace('\\n', ' '))
            except Exception:
                pass
            for i in range(o.childCount):
                walk(o.getChildAtIndex(i))
        for app in pyatspi.Registry.getDesktop(0):
            if app is not None and app.get_process_id() == pid:
                walk(app)
        """
        return try run(script, pid: pid, sessionBus: sessionBus, display: display).compactMap { line in
            let parts = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 6, let x = Int(parts[2]), let y = Int(parts[3]), let width = Int(parts[4]), let height = Int(parts[5]) else { return nil }
            return Placed(role: parts[0], name: parts[1], x: x, y: y, width: width, height: height)
        }
    }

    /// Runs a pyatspi `script` about process `pid` (TARGET_PID), on `sessionBus` and `display`
    /// when given (its accessibility bus is found through them), and returns its output lines.
    private static func run(_ script: String, pid: Int32, sessionBus: String? = nil, display: String? = nil) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script]
        var environment = ProcessInfo.processInfo.environment.merging(["TARGET_PID": "\(pid)"]) { $1 }
        if let sessionBus { environment["DBUS_SESSION_BUS_ADDRESS"] = sessionBus }
        if let display { environment["DISPLAY"] = display }
        process.environment = environment
        // A file, not a pipe: a full pipe would block the reader while we wait for it.
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("atspi-\(getpid())-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        try process.run()
        // The reader blocks on our replies: keep the main loop turning until it is done.
        MainLoop.iterate(until: { !process.isRunning }, maxIterations: 1_000_000)
        process.waitUntilExit()
        let data = try Data(contentsOf: outputURL)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
