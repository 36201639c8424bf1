import Foundation

/// A command run to its end, as from a shell: its exit status and what it printed.
struct CommandRun {
    var status: Int32
    var out: String
    var err: String

    /// The built `inputmotion-demo`, beside the test bundle in SwiftPM's build folder.
    static var demo: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("inputmotion-demo")
    }

    /// Runs `executable` (the demo unless named) with `arguments`, in `directory`, with
    /// `environment` over this process's. A run still going after `stopAfter` seconds is
    /// stopped (a mistake the demo let through would open its window and never end). With
    /// `endOnceShown`, it runs on a session bus of its own (a demo a test registered in this
    /// process would take it for a second instance and be asked to open a window, while
    /// this process waits here) and gets a logout's SIGTERM once its window is on screen.
    ///
    /// A `--capture` run under AddressSanitizer goes without the leak check (memory errors
    /// are still reported): GLib drops its quark table's first block by design once
    /// GStreamer's types take it past 2,048 quarks, and as GLib has no frame pointers the
    /// report's stack is `g_malloc` alone, which no suppression can name without hiding every
    /// GLib allocation. The full unwinder that would name it makes a capture 4× slower
    /// (130 s against 31 s here).
    static func run(_ arguments: [String], executable: URL = demo, in directory: URL? = nil,
                    environment: [String: String] = [:], stopAfter: TimeInterval? = nil, endOnceShown: Bool = false) throws -> CommandRun {
        let process = Process()
        if endOnceShown {
            // Started beside a shell that waits for its window, ends it and gives its status.
            let script = "\"$0\" \"$@\" & demo=$!; /usr/bin/timeout 30 /usr/bin/xdotool search --sync --onlyvisible --pid \"$demo\" > /dev/null; "
                + "kill -TERM \"$demo\" 2> /dev/null; wait \"$demo\""
            process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
            process.arguments = ["--", "/bin/sh", "-c", script, executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        var merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if arguments.contains(where: { $0.hasPrefix("--capture=") }), let options = merged["ASAN_OPTIONS"] {
            merged["ASAN_OPTIONS"] = options + ":detect_leaks=0"
        }
        process.environment = merged
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stop = DispatchWorkItem { if process.isRunning { process.terminate() } }
        if let stopAfter { DispatchQueue.global().asyncAfter(deadline: .now() + stopAfter, execute: stop) }
        defer { stop.cancel() }
        // Standard error is read beside standard output, so neither pipe fills while the other waits.
        var errData = Data()
        let errRead = DispatchWorkItem { errData = err.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(execute: errRead)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errRead.wait()
        process.waitUntilExit()
        return CommandRun(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                          err: String(decoding: errData, as: UTF8.self))
    }
}
