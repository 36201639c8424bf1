import CGtk
import InputMotionCore

/// A replay being filmed at 60 frames a second (`ReplayFrames`) into one file per format
/// (`ReplayEncoder`): the capture and the motion inspector's Export hand it each frame as
/// `WidgetSnapshot` renders it, then wait for the files.
@MainActor
final class ReplayRecording {
    /// The frame times, from the motion's start.
    let frames: ReplayFrames
    private var targets: [(format: ReplayEncoder.Format, path: String)]
    private var encoders: [ReplayEncoder] = []
    /// What went wrong so far, a sentence each.
    private(set) var problems: [String] = []

    /// What the frames are drawn over: the theme's window background.
    let background: GdkRGBA

    /// Films a motion of `duration` seconds, drawn in `window`, into each of `targets`; a
    /// format GStreamer cannot write here is left out with a problem that says which element
    /// is missing.
    init(duration: Double, in window: UnsafeMutablePointer<GtkWidget>, targets: [(format: ReplayEncoder.Format, path: String)]) {
        frames = ReplayFrames(duration: duration)
        var color = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = im_lookup_theme_color(window, "window_bg_color", &color)
        background = color
        var missing: [String] = []
        self.targets = targets.filter { target in
            guard let problem = ReplayEncoder.missingElement(for: target.format) else { return true }
            missing.append(problem)
            return false
        }
        problems = missing
    }

    /// The paths that are being written.
    var paths: [String] { targets.map(\.path) }

    /// The next frame (every frame has the first one's size; the encoders start with it).
    func add(_ image: WidgetSnapshot) {
        if encoders.isEmpty, !targets.isEmpty {
            for target in targets {
                do {
                    encoders.append(try ReplayEncoder(format: target.format, frames: frames, width: image.width, height: image.height, to: target.path))
                } catch { problems.append(error.message) }
            }
            if encoders.count < targets.count { targets = [] }  // one failed to start: the others would be half the story
        }
        let opaque = Self.flattened(image, over: background)
        encoders.forEach { $0.push(opaque) }
    }

    /// Ends every stream; `done` gets the problems (none: every file is written).
    func finish(_ done: @escaping @MainActor ([String]) -> Void) {
        var waiting = encoders.count
        guard waiting > 0 else { return done(problems) }
        for encoder in encoders {
            encoder.finish { [self] problem in
                if let problem { problems.append(problem) }
                waiting -= 1
                if waiting == 0 {
                    encoders = []
                    done(problems)
                }
            }
        }
    }

    /// Ends every stream and waits on the main loop for the files (the capture's way).
    func finishAndWait() -> [String] {
        var result: [String]?
        finish { result = $0 }
        MainLoop.iterate(until: { result != nil }, maxIterations: .max, timeout: 300)
        return result ?? problems + ["GStreamer did not finish within 5 minutes"]  // untranslated: --capture prints it
    }

    /// `image` over the window's background colour: a video frame has no transparency, and a
    /// page area draws only its widgets (the window paints what is behind them).
    static func flattened(_ image: WidgetSnapshot, over background: GdkRGBA) -> WidgetSnapshot {
        let copy = WidgetSnapshot(copying: image.surface)
        let cr = cairo_create(copy.surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OVER)
        cairo_set_source_rgb(cr, Double(background.red), Double(background.green), Double(background.blue))
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy.surface)
        return copy
    }
}
