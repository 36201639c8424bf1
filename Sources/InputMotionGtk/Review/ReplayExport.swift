import CGtk
import InputMotionCore

/// The motion inspector's Export…: asks where to save (a file dialog), then replays the motion
/// on the page shown with the motion time pinned to each 1/60 s in turn — as `--capture`
/// films — and encodes the frames (`ReplayRecording`) as a WebM video, or an animated PNG
/// when the name ends in ".png" or that format is chosen in the dialog (`ReplayExportName`).
/// What the user typed is untouched: Replay changes no text.
@MainActor
enum ReplayExport {
    /// A little past the motion's end, so the last frames show it at rest.
    static let tail = 0.05

    /// Asks for a file and a format (by the file name's extension, or chosen beside it), then
    /// exports `name`; `done` gets a sentence saying where it went or what went wrong (nothing
    /// when the dialog was cancelled).
    static func ask(_ name: MotionName, in window: DemoWindow, done: @escaping @MainActor (String) -> Void) {
        let box = ClosureBox<@MainActor (String?, String?) -> Void> { path, choice in
            guard let path else { return }
            export(name, in: window, to: self.path(path, choice: choice), done: done)
        }
        im_save_file(window.window.widget.asWindow, tr("Export {motion}").filled(["motion": name.title]), tr("Export"),
                     "\(name.rawValue).webm", tr("Format"), tr("By file name (.webm or .png)"), tr("WebM video"), tr("Animated PNG"),
                     { path, choice, data in
                         guard let data else { return }
                         let box = Unmanaged<ClosureBox<@MainActor (String?, String?) -> Void>>.fromOpaque(data).takeRetainedValue()
                         ClosureBoxes.live -= 1
                         let chosen = path.map { String(cString: $0) }, format = choice.map { String(cString: $0) }
                         MainActor.assumeIsolated { box.body(chosen, format) }
                     }, box.handOver())
    }

    /// The file to write for the dialog's `path` and format choice ("name", "webm" or "png").
    static func path(_ path: String, choice: String?) -> String {
        let chosen = ReplayEncoder.Format.allCases.first { $0.fileExtension == choice }
        return ReplayExportName.path(path, chosenExtension: chosen?.fileExtension,
                                     knownExtensions: ReplayEncoder.Format.allCases.map(\.fileExtension))
    }

    /// The format a file name asks for: ".png" an animated PNG, anything else WebM.
    static func format(for path: String) -> ReplayEncoder.Format {
        path.lowercased().hasSuffix(".png") ? .animatedPNG : .webm
    }

    /// Films `name` replayed on `window`'s page into `path`.
    static func export(_ name: MotionName, in window: DemoWindow, to path: String, done: @escaping @MainActor (String) -> Void) {
        let root = window.window.widget
        // The page slide is the window's (the list and the page); every other motion is the
        // page area's (the cross-fade too: the stack draws the outgoing page's still).
        guard let filmed = name == .pageSlide ? window.split.root : window.pageArea else { return }
        let duration = MotionCurve(MotionContext.shared.catalog[name]).duration + tail
        let recording = ReplayRecording(duration: duration, in: root, targets: [(format(for: path), path)])
        guard recording.paths == [path] else { return done(recording.problems.first ?? "") }
        let scale = gtk_widget_get_scale_factor(filmed)
        let start = MotionContext.shared.now(for: filmed)
        MotionContext.shared.captureTime = start
        window.motionInspector.replay(name)
        for index in 0..<recording.frames.count {
            MotionContext.shared.captureTime = start + recording.frames.time(of: index)
            guard MainLoop.paintNextFrame(of: root), let frame = WidgetSnapshot(of: filmed, scale: scale) else { break }
            recording.add(frame)
        }
        MotionContext.shared.captureTime = nil
        recording.finish { problems in
            done(problems.first ?? tr("Saved as {path}").filled(["path": path]))
        }
    }
}
