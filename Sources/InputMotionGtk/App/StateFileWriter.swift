import CGtk
import InputMotionCore
import Synchronization

/// Writes `SavedState` to its file, atomically (g_file_set_contents writes a temporary file,
/// syncs it and renames it over the old one): in the background, on a thread of its own, so a
/// megabyte of text to escape or a slow disk never stalls the main loop; or at once (quit).
/// `SaveOrder` decides which writes land, so a late background write never puts an older state
/// over a newer one, and ``finish()`` waits for the writes still running, so quitting never
/// ends the process in the middle of one. How each write ended is reported to ``onWriteEnded``
/// on the main thread (the window tells the user when saving fails).
@MainActor
final class StateFileWriter {
    private let file: StateFile
    /// The last ticket given to a state (`SaveOrder`): counted here, on the main thread,
    /// never under the file's lock, so taking a state never waits for a slow write.
    private var lastTicket = 0
    /// Background writes not joined yet.
    private var running: [(thread: UnsafeMutablePointer<GThread>, job: Job)] = []
    /// The newest ticket whose end was reported: a background write's report that arrives
    /// (from the idle queue) after a newer write's is dropped, so it never undoes a newer outcome.
    private var lastReported = 0
    /// Called on the main thread when a write ends: with the reason it failed, nil when the
    /// file holds that state (written, already there, or a newer state landed).
    var onWriteEnded: (@MainActor (String?) -> Void)?

    /// - Parameter fileText: the file's text as loaded, nil when there was none.
    init(path: String, fileText: String?) {
        file = StateFile(path: path, fileText: fileText)
    }

    /// Encodes and writes `state` on a new thread; returns at once.
    func writeInBackground(_ state: SavedState) {
        joinFinished()
        lastTicket += 1
        let ticket = lastTicket
        let job = Job(file: file, ticket: ticket, state: state) { [weak self] failure in self?.report(failure, of: ticket) }
        guard let thread = g_thread_new("inputmotion-save", runSaveJob, Unmanaged.passRetained(job).toOpaque()) else { return }
        running.append((thread, job))
    }

    /// Encodes and writes `state` before returning.
    func writeNow(_ state: SavedState) {
        lastTicket += 1
        report(file.write(state, ticket: lastTicket), of: lastTicket)
    }

    private func report(_ failure: String?, of ticket: Int) {
        guard ticket > lastReported else { return }
        lastReported = ticket
        onWriteEnded?(failure)
    }

    /// Whether the newest state taken is in the file (false after a write failed: a full
    /// disk, a folder made read-only). Waits for a write in progress.
    var newestLanded: Bool { file.lastLanded >= lastTicket }

    /// Waits until every background write has ended.
    func finish() {
        for (thread, _) in running { g_thread_join(thread) }
        running = []
    }

    /// A writer let go of without a flush (a window closed by its owner, not by the app)
    /// still leaves no thread behind: the writes running end first.
    isolated deinit { finish() }

    /// Joins the background writes that have ended (without waiting for any).
    private func joinFinished() {
        running.removeAll { thread, job in
            guard job.done.load(ordering: .acquiring) else { return false }
            g_thread_join(thread)
            return true
        }
    }
}

/// One background write: what to write, its ticket, and whether it has ended.
private final class Job: Sendable {
    let file: StateFile
    let ticket: Int
    let state: SavedState
    let done = Atomic(false)
    /// Reports how the write ended, on the main thread.
    let ended: @MainActor @Sendable (String?) -> Void

    init(file: StateFile, ticket: Int, state: SavedState, ended: @escaping @MainActor @Sendable (String?) -> Void) {
        self.file = file
        self.ticket = ticket
        self.state = state
        self.ended = ended
    }
}

/// A write's end, handed from its thread to the main loop.
private final class WriteEnd: Sendable {
    let job: Job
    let failure: String?

    init(job: Job, failure: String?) {
        self.job = job
        self.failure = failure
    }
}

/// Runs on the main loop (an idle source the write's thread added): reports the end.
private let reportWriteEnd: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
    guard let data else { return 0 }
    let end = Unmanaged<WriteEnd>.fromOpaque(data).takeRetainedValue()
    MainActor.assumeIsolated { end.job.ended(end.failure) }
    return 0  // G_SOURCE_REMOVE
}

/// A background write's thread (GThreadFunc shape; the job is handed over retained). Not on
/// the main actor: it runs on its own thread and touches no widget.
private let runSaveJob: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { data in
    guard let data else { return nil }
    let job = Unmanaged<Job>.fromOpaque(data).takeRetainedValue()
    let failure = job.file.write(job.state, ticket: job.ticket)
    job.done.store(true, ordering: .releasing)
    // g_idle_add is the one GLib call made for running code on the main loop from any thread.
    _ = g_idle_add(reportWriteEnd, Unmanaged.passRetained(WriteEnd(job: job, failure: failure)).toOpaque())
    return nil
}

/// The state file as every thread writes it: one lock around claiming a write, writing the
/// file and recording it (`SaveOrder`).
private final class StateFile: Sendable {
    let path: String
    private let order: Mutex<SaveOrder>

    init(path: String, fileText: String?) {
        self.path = path
        order = Mutex(SaveOrder(fileText: fileText))
    }

    var lastLanded: Int { order.withLock { $0.lastLanded } }

    /// Encodes `state` (outside the lock) and writes it if it is still the newest. Returns why
    /// the write failed, or nil when the file holds this state or a newer one.
    func write(_ state: SavedState, ticket: Int) -> String? {
        let text = SavedStateFormat.encode(state)
        return order.withLock { order -> String? in
            guard order.claim(ticket, text: text) else { return nil }
            let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            _ = g_mkdir_with_parents(folder, 0o700)
            var error: UnsafeMutablePointer<GError>?
            // Its length given, not found by strlen: nothing in the text can cut the file short.
            if g_file_set_contents(path, text, gssize(text.utf8.count), &error) != 0 {
                order.landed(ticket, text: text)
                return nil
            }
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"  // untranslated: a terminal warning
            if let error { g_error_free(error) }
            printToStandardError("inputmotion-demo: warning: could not save the state to \(path): \(reason)")
            return reason
        }
    }
}
