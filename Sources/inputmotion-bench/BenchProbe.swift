import CGtk
import Glibc
import InputMotionCore
import InputMotionGtk

/// The benchmark's probe inside the demo (`meson-helpers/bench`): off unless the environment
/// variable `INPUTMOTION_BENCH` is set, so it is not a user option and not in `--help`.
///
/// When on, it writes one line per event to standard output, times in microseconds of the
/// monotonic clock (the bench's own clock): `map T` when the X server has mapped the window,
/// `frame T` after every painted frame, and `result first-frame-cpu-us N` with the first
/// frame after the map (the CPU time spent by then). The minimal C peer (bench-peer.c, beside this file)
/// writes the same lines, so both are timed the same way.
///
/// The variable's value may name a scenario, steps separated by commas, run one after the
/// other once the first frame is drawn; each writes `result NAME VALUE` lines:
/// - `messages:N` — the chat holds N messages (the demo's 5 and partner messages after them):
///   written as the saved state before the app starts (`writeConversation`), so the app
///   restores them as it restores any saved chat;
/// - `slides:N` — N keyboard slides on the chat page (up, down, …): process CPU and frames
///   while sliding, late frames (> 25 ms apart) and the longest frame interval;
/// - `paste:BYTES`, `send:BYTES` — that much text pasted into the chat's entry, or typed and sent;
/// - `placeholder:BYTES` — that much text (paragraphs of about 600 bytes) pasted into the
///   placeholder text view; `placeholder-line:BYTES` the same as one paragraph (the C peer
///   runs these two as well, in a text view set up as ours: GTK's own floor);
/// - `watch:MS` — reports the longest main-loop stall since the first frame, MS milliseconds
///   after this step starts (`result watch-stall-us`): how responsive a start with a large
///   saved state (`writeState`) stays;
/// - `field` — puts the focus in the chat's entry if the chat shows (the other pages start with
///   it in their first field), then, once the emulated keyboard (if any) is up, writes where the
///   focused field and the keyboard's "a" key are in the window (`result field X,Y,W,H`,
///   `result key X,Y`): the typing-latency runs need them to click a key and watch the field;
/// - `quit` — closes the window.
/// Every text step reports the longest main-loop stall it caused (`MainLoopWatch`).
@MainActor
public final class BenchProbe {
    private let window: DemoWindow
    private var steps: [(name: String, argument: Int)]
    private var mappedAt: gint64 = 0
    private var frameHandlers: [@MainActor (gint64) -> Void] = []
    private var started = false

    /// Attaches a probe to `window` if `INPUTMOTION_BENCH` is set; call before presenting it.
    public static func attachIfRequested(to window: DemoWindow) {
        guard let value = getenv("INPUTMOTION_BENCH") else { return }
        let probe = BenchProbe(window: window, scenario: String(cString: value))
        // The probe lives as long as the process (one window, one run).
        current = probe
    }

    private static var current: BenchProbe?

    private init(window: DemoWindow, scenario: String) {
        self.window = window
        steps = scenario.split(separator: ",").compactMap { step in
            let parts = step.split(separator: ":")
            guard let name = parts.first else { return nil }
            return (String(name), parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
        }
        // Only the stall scenarios watch the main loop: the caret and idle figures must not
        // pay for a poll hook the C app does not have.
        if steps.contains(where: { ["paste", "send", "placeholder", "placeholder-line", "watch"].contains($0.name) }) {
            MainLoopWatch.install()
        }
        let toplevel = window.window.widget
        if gtk_widget_get_realized(toplevel) != 0 {
            realized()
        } else {
            Gtk.AnyWidget(window.window.raw).onRealize { [weak self] in self?.realized() }
        }
    }

    private static func write(_ line: String) {
        // Unbuffered: the bench reads each line as it happens.
        let text = line + "\n"
        _ = text.withCString { Glibc.write(STDOUT_FILENO, $0, strlen($0)) }
    }

    private func realized() {
        guard let surface = gtk_native_get_surface(Gtk.Native(window.window.widget).c),
              let clock = gdk_surface_get_frame_clock(surface) else { return }
        Gdk.Surface(surface).onNotify("mapped") { [weak self] in
            guard let self, self.mappedAt == 0, gdk_surface_get_mapped(surface) != 0 else { return }
            self.mappedAt = g_get_monotonic_time()
            Self.write("map \(self.mappedAt)")
        }
        Gdk.FrameClock(clock).onAfterPaint { [weak self] in
            let now = g_get_monotonic_time()
            Self.write("frame \(now)")
            guard let self else { return }
            for handler in self.frameHandlers { handler(now) }
            if !self.started, self.mappedAt != 0 {
                self.started = true
                // The process's CPU time (all threads) when the first frame after the map is painted.
                Self.write("result first-frame-cpu-us \(Int((Self.processCPUSeconds() * 1e6).rounded()))")
                MainLoopWatch.reset()  // the start-up itself is timed by the map and first frame
                // Let start-up work (fonts, the accessibility bus) settle before timing anything.
                MainLoop.after(seconds: 0.5) { [weak self] in self?.nextStep() }
            }
        }
    }

    // MARK: Steps

    private func nextStep() {
        guard !steps.isEmpty else { return }
        let (name, argument) = steps.removeFirst()
        let done: @MainActor () -> Void = { [weak self] in
            MainLoop.after(seconds: 0.2) { self?.nextStep() }
        }
        switch name {
        case "messages": addMessages(upTo: argument, then: done)
        case "slides": slide(times: argument, then: done)
        case "paste": pasteIntoChat(bytes: argument, then: done)
        case "send": send(bytes: argument, then: done)
        case "placeholder": pasteIntoPlaceholder(bytes: argument, paragraph: 600, then: done)
        case "placeholder-line": pasteIntoPlaceholder(bytes: argument, paragraph: Int.max, then: done)
        case "watch":
            MainLoop.after(seconds: Double(argument) / 1000) {
                Self.write("result watch-stall-us \(MainLoopWatch.longestBusy)")
                done()
            }
        case "field": reportField(then: done)
        case "quit": gtk_window_destroy(window.window.widget.asWindow)
        default:
            Self.write("result unknown-step \(name)")
            done()
        }
    }

    /// Before the app starts: a saved chat of the `messages:N` step's N messages, if there is
    /// one, in the state file the app will read.
    static func writeConversation(forScenario scenario: String) {
        guard let step = scenario.split(separator: ",").first(where: { $0.hasPrefix("messages:") }),
              let count = Int(step.dropFirst("messages:".count)), let path = StateKeeper.defaultPath else { return }
        _ = write(SavedStateFormat.encode(SavedState(chatMessages: conversation(count: count))), to: path)
    }

    /// A saved state for the start-up runs, written where the app will read it: `messages:N`
    /// (the chat of the `messages:N` step, on the chat page) or `paragraph:BYTES` (that much
    /// prose as one paragraph in the placeholder view, on its page). Returns whether `what`
    /// was one of those and the file was written.
    static func writeState(_ what: String) -> Bool {
        let parts = what.split(separator: ":")
        guard parts.count == 2, let count = Int(parts[1]), let path = StateKeeper.defaultPath else { return false }
        let state: SavedState
        switch parts[0] {
        case "messages": state = SavedState(page: .chat, chatMessages: conversation(count: count))
        case "paragraph": state = SavedState(page: .placeholder, placeholderText: text(bytes: count, paragraph: Int.max))
        default: return false
        }
        return write(SavedStateFormat.encode(state), to: path)
    }

    /// The demo's conversation, then partner messages cycling through its texts, `count` in all.
    private static func conversation(count: Int) -> [SavedChatMessage] {
        let demo = Chat.demo.messages
        var messages: [SavedChatMessage] = demo.map { SavedChatMessage(author: $0.author, text: $0.text) }
        while messages.count < count { messages.append(SavedChatMessage(author: .partner, text: demo[messages.count % demo.count].text)) }
        return messages
    }

    private static func write(_ text: String, to path: String) -> Bool {
        _ = g_mkdir_with_parents(String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]), 0o755)
        return g_file_set_contents(path, text, -1, nil) != 0
    }

    /// The chat page, shown: its keyboard, and the field its keys type into (the entry).
    private var chat: (keyboard: KeyboardHost, entry: UnsafeMutablePointer<GtkWidget>)? {
        window.show(page: .chat)
        guard let keyboard = window.view(of: .chat)?.keyboard, let entry = keyboard.defaultTextField else { return nil }
        return (keyboard, entry)
    }

    private func reportField(then done: @escaping @MainActor () -> Void) {
        let host = window.visiblePage.flatMap { window.view(of: $0)?.keyboard }
        if window.visiblePage == .chat, let entry = chat?.entry { _ = gtk_widget_grab_focus(entry) }
        MainLoop.after(seconds: 1) { [window] in
            let toplevel = window.window.widget
            guard let root = gtk_widget_get_root(toplevel), let field = gtk_root_get_focus(root) else { return done() }
            var bounds = graphene_rect_t()
            if gtk_widget_compute_bounds(field, toplevel, &bounds) != 0 {
                Self.write("result field \(Int(bounds.origin.x)),\(Int(bounds.origin.y)),\(Int(bounds.size.width)),\(Int(bounds.size.height))")
            }
            if let host, host.isVisible, let key = host.panel.key(named: "a"), gtk_widget_compute_bounds(key, toplevel, &bounds) != 0 {
                Self.write("result key \(Int(bounds.origin.x + bounds.size.width / 2)),\(Int(bounds.origin.y + bounds.size.height / 2))")
            }
            done()
        }
    }

    private func addMessages(upTo count: Int, then done: @escaping @MainActor () -> Void) {
        guard chat != nil else { return done() }
        Self.write("result messages \(count)")
        // Go on once the new bubbles are laid out and drawn (hundreds at once take a while).
        var waiting = true
        frameHandlers.append { _ in
            guard waiting else { return }
            waiting = false
            done()
        }
        gtk_widget_queue_draw(window.window.widget)
    }

    /// Slides the chat's keyboard `times` times, each after the last has settled.
    private func slide(times: Int, then done: @escaping @MainActor () -> Void) {
        guard let host = chat?.keyboard else { return done() }
        var remaining = times
        var sliding = false
        var cpuAtStart = 0.0, cpu = 0.0
        var frames = 0, late = 0
        var lastFrame: gint64 = 0, longest: gint64 = 0
        func startSlide() {
            sliding = true
            lastFrame = 0
            cpuAtStart = Self.processCPUSeconds()
            host.toggle()
        }
        frameHandlers.append { now in
            guard sliding else { return }
            frames += 1
            if lastFrame != 0 {
                let interval = now - lastFrame
                longest = max(longest, interval)
                if interval > 25_000 { late += 1 }
            }
            lastFrame = now
            guard !host.isAnimating else { return }
            sliding = false
            cpu += Self.processCPUSeconds() - cpuAtStart
            remaining -= 1
            if remaining > 0 {
                MainLoop.after(seconds: 0.1) { startSlide() }
                return
            }
            Self.write("result slides \(times)")
            Self.write("result slide-frames \(frames)")
            Self.write("result slide-cpu-us-per-frame \(Int((cpu / Double(max(frames, 1)) * 1e6).rounded()))")
            Self.write("result slide-late-frames \(late)")
            Self.write("result slide-longest-interval-us \(longest)")
            if host.isVisible { host.hide() }
            MainLoop.after(seconds: 0.4, done)
        }
        startSlide()
    }

    private func pasteIntoChat(bytes: Int, then done: @escaping @MainActor () -> Void) {
        guard let entry = chat?.entry else { return done() }
        _ = gtk_widget_grab_focus(entry)
        // Made before the clock starts: a paste's text arrives whole from the clipboard.
        let text = Self.text(bytes: bytes, paragraph: Int.max)
        measureStall(named: "paste", seconds: 1) {
            // What a paste does: insert at the cursor through the editable (which emits
            // insert-text, where a too-long paste is caught).
            var position = Int32(gtk_editable_get_position(entry.asEditable))
            gtk_editable_insert_text(entry.asEditable, text, -1, &position)
        } then: {
            gtk_editable_set_text(entry.asEditable, "")
            done()
        }
    }

    private func send(bytes: Int, then done: @escaping @MainActor () -> Void) {
        guard let entry = chat?.entry else { return done() }
        gtk_editable_set_text(entry.asEditable, Self.text(bytes: bytes, paragraph: Int.max))
        MainLoop.after(seconds: 0.3) {
            // The canned reply comes 1.2 s later: watch until it is drawn too.
            Self.measureStall(named: "send", seconds: 2) {
                im_signal_emit_simple(entry, "activate")
            } then: { done() }
        }
    }

    private func pasteIntoPlaceholder(bytes: Int, paragraph: Int, then done: @escaping @MainActor () -> Void) {
        // The page gives its text view the focus when shown.
        window.show(page: .placeholder)
        guard let root = gtk_widget_get_root(window.window.widget), let view = gtk_root_get_focus(root),
              Gtk.TextView.isInstance(view) else { return done() }
        let text = Self.text(bytes: bytes, paragraph: paragraph)
        MainLoop.after(seconds: 0.3) {
            Self.measureStall(named: paragraph == Int.max ? "placeholder-line" : "placeholder", seconds: 3) {
                let buffer = gtk_text_view_get_buffer(view.asTextView)
                _ = gtk_text_buffer_insert_interactive_at_cursor(buffer, text, -1, 1)
            } then: { done() }
        }
    }

    /// Runs `action`, then watches the main loop for `seconds`, and reports its longest stall
    /// (the action's own run included).
    private func measureStall(named name: String, seconds: Double, _ action: @MainActor () -> Void,
                              then done: @escaping @MainActor () -> Void) {
        Self.measureStall(named: name, seconds: seconds, action, then: done)
    }

    private static func measureStall(named name: String, seconds: Double, _ action: @MainActor () -> Void,
                                     then done: @escaping @MainActor () -> Void) {
        MainLoopWatch.reset()
        let start = g_get_monotonic_time()
        action()
        let actionTime = g_get_monotonic_time() - start
        MainLoop.after(seconds: seconds) {
            let longest = max(MainLoopWatch.longestBusy, actionTime)
            write("result \(name)-stall-us \(longest)")
            done()
        }
    }

    /// `bytes` of ASCII prose (words and spaces), a newline after about every `paragraph` bytes.
    static func text(bytes: Int, paragraph: Int) -> String {
        let words = ["motion", "keyboard", "label", "spring", "curve", "frame", "bubble", "caret", "river", "garden"]
        var text = ""
        text.reserveCapacity(bytes)
        var line = 0
        var index = 0
        while text.utf8.count < bytes {
            let word = words[index % words.count]
            index += 1
            text += word
            line += word.utf8.count + 1
            text += line >= paragraph ? "\n" : " "
            if line >= paragraph { line = 0 }
        }
        return String(text.utf8.prefix(bytes))!
    }

    private static func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The longest time the main loop spent between two polls (dispatching sources, laying out,
/// painting): while it is busy, nothing else is handled — the stall a user feels.
/// The bench installs it through GLib's poll function; nothing else uses it.
@MainActor
enum MainLoopWatch {
    nonisolated(unsafe) private static var wokeAt: gint64 = 0
    nonisolated(unsafe) private(set) static var longestBusy: gint64 = 0

    static func install() {
        g_main_context_set_poll_func(nil) { fds, count, timeout in
            let now = g_get_monotonic_time()
            if MainLoopWatch.wokeAt != 0 { MainLoopWatch.longestBusy = max(MainLoopWatch.longestBusy, now - MainLoopWatch.wokeAt) }
            let result = g_poll(fds, count, timeout)
            MainLoopWatch.wokeAt = g_get_monotonic_time()
            return result
        }
    }

    static func reset() { longestBusy = 0 }
}
