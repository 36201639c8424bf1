import CGtk
import InputMotionCore
import Synchronization

/// Writes `SavedState` to its file, atomically (g_file_set_contents writes a temporary file,
/// syncs it and renames it over the old one): in the background, on a thread of its own, so a
/// megabyte of text to escape or a slow disk never stalls the main loop; or at once (quit).
/// `SaveOrder` decides which writes land, so a late background write never puts an older state
/// over a newer one, and ``finish()`` waits for the writes still running, so quitting never
/// ends the process in the middle of one.
@MainActor
final class StateFileWriter {
    private let file: StateFile
    /// The last ticket given to a state (`SaveOrder`): counted here, on the main thread,
    /// never under the file's lock, so taking a state never waits for a slow write.
    private var lastTicket = 0
    /// Background writes not joined yet.
    private var running: [(thread: UnsafeMutablePointer<GThread>, job: Job)] = []

    /// - Parameter fileText: the file's text as loaded, nil when there was none.
    init(path: String, fileText: String?) {
        file = StateFile(path: path, fileText: fileText)
    }

    /// Encodes and writes `state` on a new thread; returns at once.
    func writeInBackground(_ state: SavedState) {
        joinFinished()
        lastTicket += 1
        let job = Job(file: file, ticket: lastTicket, state: state)
        guard let thread = g_thread_new("inputmotion-save", runSaveJob, Unmanaged.passRetained(job).toOpaque()) else { return }
        running.append((thread, job))
    }

    /// Encodes and writes `state` before returning.
    func writeNow(_ state: SavedState) {
        lastTicket += 1
        file.write(state, ticket: lastTicket)
    }

    /// Whether the newest state taken is in the file (false after a write failed: a full
    /// disk, a folder made read-only). Waits for a write in progress.
    var newestLanded: Bool { file.lastLanded >= lastTicket }

    /// Waits until every background write has ended.
    func finish() {
        for (thread, _) in running { g_thread_join(thread) }
        running = []
    }

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

    init(file: StateFile, ticket: Int, state: SavedState) {
        self.file = file
        self.ticket = ticket
        self.state = state
    }
}

/// A background write's thread (GThreadFunc shape; the job is handed over retained). Not on
/// the main actor: it runs on its own thread and touches no widget.
private let runSaveJob: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { data in
    guard let data else { return nil }
    let job = Unmanaged<Job>.fromOpaque(data).takeRetainedValue()
    job.file.write(job.state, ticket: job.ticket)
    job.done.store(true, ordering: .releasing)
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

    /// Encodes `state` (outside the lock) and writes it if it is still the newest.
    func write(_ state: SavedState, ticket: Int) {
        let text = SavedStateFormat.encode(state)
        order.withLock { order in
            guard order.claim(ticket, text: text) else { return }
            let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            _ = g_mkdir_with_parents(folder, 0o700)
            var error: UnsafeMutablePointer<GError>?
            if g_file_set_contents(path, text, -1, &error) != 0 {
                order.landed(ticket, text: text)
            } else if let error {
                printToStandardError("inputmotion-demo: warning: could not save the state to \(path): \(String(cString: error.pointee.message))")
                g_error_free(error)
            }
        }
    }
}
