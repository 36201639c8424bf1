import CGtk
import Glibc
import InputMotionCore

/// Keeps the demo's `SavedState` in its file: loads it at start (setting an unreadable file
/// aside with one warning line), restores the window, and writes what changed — debounced by
/// `SaveSchedule` on a one-shot GLib timeout, never from per-frame code. Each page gives its
/// part (`DemoPageView.save(into:)`, from the core values it keeps); the state is taken on the
/// main thread and `StateFileWriter` encodes and writes it on a thread of its own; on quit or
/// close it is written before the keeper returns. A write that fails is shown in the window's
/// banner and announced (`SaveStatus`); Retry and every later change write again.
@MainActor
public final class StateKeeper {
    /// The state file, or nil when there is nowhere to keep state (nothing is saved).
    public let path: String?
    private var schedule = SaveSchedule()
    private weak var demo: DemoWindow?
    private var writer: StateFileWriter?
    private var connections: [SignalConnection] = []
    /// What was loaded: saved again as it was for pages not built (not visited) this run.
    private var loaded = SavedState()
    /// What the user is told about saving.
    public private(set) var status = SaveStatus()

    /// The state file under XDG_STATE_HOME (or ~/.local/state).
    public static var defaultPath: String? {
        StateFileLocation.folder(xdgStateHome: getenv("XDG_STATE_HOME").map { String(cString: $0) },
                                 home: getenv("HOME").map { String(cString: $0) })
            .map { $0 + "/" + StateFileLocation.fileName }
    }

    public init(path: String?) {
        self.path = path
        writer = path.map { StateFileWriter(path: $0, fileText: nil) }
    }

    /// Forgets the saved state (`--reset`): the file is removed, the next write starts over.
    public func reset() {
        guard let path else { return }
        _ = unlink(path)
    }

    /// The saved state, or a fresh one when there is none. A file that cannot be read or does
    /// not parse is renamed aside, with one warning line on standard error.
    public func load() -> SavedState {
        guard let path else { return SavedState() }
        removeLeftoversOfWrites(beside: path)
        // A FIFO would block the start for ever, a device or a huge file take seconds: only a
        // regular file of a sane size is read (through a symbolic link, which is kept).
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) != S_IFREG {
                setAside(path, because: "not a regular file")  // untranslated: a terminal warning (setAside)
                return SavedState()
            }
            if Int(info.st_size) > StateFileLocation.largestReadableSize {
                setAside(path, because: "larger than \(StateFileLocation.largestReadableSize >> 20) MB")  // untranslated: a terminal warning
                return SavedState()
            }
        }
        let writePath = Self.resolvingLink(path)
        var contents: UnsafeMutablePointer<CChar>?
        var length = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            let missing = error.map { $0.pointee.domain == g_file_error_quark() && $0.pointee.code == G_FILE_ERROR_NOENT.rawValue } ?? true
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"  // untranslated: a terminal warning
            if let error { g_error_free(error) }
            if !missing { setAside(path, because: reason) }
            return SavedState()
        }
        defer { g_free(contents) }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(contents).assumingMemoryBound(to: UInt8.self), count: length)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            setAside(path, because: "not UTF-8 text")  // untranslated: a terminal warning
            return SavedState()
        }
        do {
            let state = try SavedStateFormat.decode(text)
            // The file holds this text: an unchanged state is not written again.
            writer = StateFileWriter(path: writePath, fileText: text)
            return state
        } catch {
            setAside(path, because: error.description)
            return SavedState()
        }
    }

    /// A symbolic link's target (written through the link, which stays a link); else `path`.
    private static func resolvingLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK, let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Temporary files of writes a kill interrupted (the file itself is always whole).
    private func removeLeftoversOfWrites(beside path: String) {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        guard let directory = g_dir_open(folder, 0, nil) else { return }
        defer { g_dir_close(directory) }
        while let entry = g_dir_read_name(directory) {
            let name = String(cString: entry)
            if StateFileLocation.isLeftoverOfAWrite(name) { _ = unlink(folder + "/" + name) }
        }
    }

    private func setAside(_ path: String, because reason: String) {
        let aside = StateFileLocation.asidePath(for: path, at: Int(time(nil)))
        let moved = rename(path, aside) == 0
        printToStandardError("inputmotion-demo: warning: could not read the saved state \(path) (\(reason)); "
            + (moved ? "moved it to \(aside) and started fresh" : "started fresh"))
    }

    /// Restores the window's size, maximized state and page and the texts set after
    /// construction (chat draft, placeholder text), then follows every change.
    public func attach(to demo: DemoWindow, state: SavedState, restoresPage: Bool) {
        self.demo = demo
        writer?.onWriteEnded = { [weak self] failure in self?.writeEnded(failure: failure) }
        demo.saveBanner.onRetry = { [weak self] in self?.retry() }
        let window = demo.window.widget
        WindowRestoreGuard.restore(window, from: state, statePath: path)
        if restoresPage, let page = state.page { demo.show(page: page) }
        loaded = state
        // Pages are built on their first visit: each is restored and followed from then on.
        for page in DemoPage.allCases {
            demo.whenBuilt(page) { [weak self] view in
                view.restore(from: state)
                view.observeSavedState { [weak self] in self?.changed() }
            }
        }
        for property in ["default-width", "default-height", "maximized"] {
            connections.append(Gtk.Window(window).onNotify(property) { [weak self] in self?.changed() })
        }
        if let stack = demo.pageArea {
            connections.append(Gtk.Stack(stack).onNotify("visible-child") { [weak self] in self?.changed() })
        }
        // Closing the window writes at once and lets go of the signals.
        Gtk.AnyWidget(window).onDestroy { [weak self] in
            self?.flush()
            self?.connections.forEach { $0.disconnect() }
            self?.connections = []
        }
    }

    /// What the window shows now, as state to save.
    public func snapshot() -> SavedState {
        guard let demo else { return SavedState() }
        let window = demo.window.widget.asWindow
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(window, &width, &height)
        var state = SavedState()
        if width > 0, height > 0 {
            state.windowWidth = Int(width)
            state.windowHeight = Int(height)
        }
        state.isMaximized = gtk_window_is_maximized(window) != 0
        state.page = demo.visiblePage
        // A page not visited this run keeps what was loaded.
        (state.chatMessages, state.chatDraft) = (loaded.chatMessages, loaded.chatDraft)
        (state.pollOptions, state.placeholderText) = (loaded.pollOptions, loaded.placeholderText)
        for page in DemoPage.allCases { demo.builtView(of: page)?.save(into: &state) }
        return state
    }

    /// Something worth saving changed: arm the one-shot timer if none is armed.
    func changed() {
        guard path != nil, let delay = schedule.changed(at: Self.now) else { return }
        MainLoop.after(seconds: delay) { [weak self] in
            guard let self, self.schedule.timerFired(at: Self.now) else { return }
            self.writer?.writeInBackground(self.snapshot())
        }
    }

    /// Retry (the banner's button): writes the window's state now, in the background.
    func retry() {
        guard status.retry() else { return }
        demo?.saveBanner.show(status)
        writer?.writeInBackground(snapshot())
    }

    /// A write ended: the banner and screen readers follow.
    private func writeEnded(failure: String?) {
        let announcement = status.writeEnded(failure: failure)
        guard let demo else { return }
        // Retry stays pressable while its write runs (made insensitive, it would drop focus);
        // when the banner goes, focus on it returns to the page.
        let focusWasOnBanner = demo.saveBanner.hasFocus
        demo.saveBanner.show(status)
        if focusWasOnBanner, !status.showsBanner, let page = demo.visiblePage { demo.view(of: page)?.focusFirst() }
        Announcer.announce(announcement, in: demo.window.widget)
    }

    /// Writes now if anything is unwritten (quit, window closed) and waits for the background
    /// writes still running: on return the file holds the state.
    public func flush() {
        if schedule.flush(at: Self.now) { writer?.writeNow(snapshot()) }
        writer?.finish()
        // A background write that failed (its warning is printed) is tried once more now.
        if demo != nil, let writer, !writer.newestLanded { writer.writeNow(snapshot()) }
    }

    /// Whether the file holds the newest state (nothing waits for the timer, no write failed).
    public var isWritten: Bool { !schedule.hasUnwrittenChange && (writer?.newestLanded ?? true) }

    /// Whether a change is waiting for the timer.
    public var hasUnwrittenChange: Bool { schedule.hasUnwrittenChange }

    private static var now: Double { Double(g_get_monotonic_time()) / 1e6 }
}
