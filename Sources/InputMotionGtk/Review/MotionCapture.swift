import CGtk
import Glibc
import InputMotionCore

/// `--capture=DIR`: renders every animation of the demo, unwatched, into DIR — a filmstrip
/// PNG per animation (evenly spaced frames, the time under each) and a plot PNG per animated
/// property (the model's curve and the drawn frames), plus index.md listing them.
///
/// Frames come from the live widgets and the same core models, at chosen motion times: the
/// shared MotionContext's time is pinned to each frame's time, a frame is painted, and the
/// page is rendered in-process (widget paintable → renderer → texture → PNG).
@MainActor
public enum MotionCapture {
    /// Runs every scenario into `directory`, or only `page`'s animations (`--page` given:
    /// after tuning one motion, a reviewer films that page alone); returns the process exit status.
    public static func run(into directory: String, options: DemoOptions, onlyPage page: DemoPage? = nil) -> Int32 {
        if let problem = prepareDirectory(directory) {
            printToStandardError("inputmotion-demo: --capture: \(problem)")
            return 2
        }
        Style.loadOnce()
        MotionContext.shared.reducedMotionRequested = false  // a capture of no motion shows nothing
        MotionContext.shared.captureTime = 0
        // GTK's own real-time motion (CSS transitions, the blinking caret) would make frames
        // depend on the wall clock; the models' motion follows the capture's time instead.
        if let settings = gtk_settings_get_default() {
            im_object_set_boolean(Gtk.Settings(settings).raw, "gtk-enable-animations", 0)
            im_object_set_boolean(Gtk.Settings(settings).raw, "gtk-cursor-blink", 0)
        }
        defer { MotionContext.shared.captureTime = nil }

        let demo = DemoWindow(options: options)
        gtk_window_set_default_size(demo.window.widget.asWindow, 900, 640)
        demo.present()
        MainLoop.iterate(until: { gtk_widget_get_mapped(demo.window.widget) != 0 })
        defer {
            // Focus off first: GTK warns when a focused entry is destroyed with its window.
            gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
            gtk_window_destroy(demo.window.widget.asWindow)
            MainLoop.drain()
        }

        let values = valuesNote(MotionContext.shared.catalog)
        print("inputmotion-demo: --capture: \(values)")
        let which = page.map { "Every animation of the \($0.rawValue) page (--page=\($0.rawValue))" } ?? "Every animation of the demo"
        var index = "# InputMotion motion capture\n\n\(which), frame by frame and as curves. Line: the core model; dots: what the widget drew at the filmstrip's frames.\n\n\(values)\n"
        var clock = 10.0  // motion time, moved forward between scenarios so nothing runs backwards
        // Each page films its own animations, page by page in the sidebar's order; then the
        // window's own motion between pages.
        let scenarios = page.map { demo.view(of: $0)?.captureScenarios() ?? [] }
            ?? DemoPage.allCases.flatMap { demo.view(of: $0)?.captureScenarios() ?? [] } + [.pageSlide(demo), .pageCrossfade(demo)]
        for scenario in scenarios {
            let result = capture(scenario, in: demo, startingAt: &clock, into: directory)
            switch result {
            case .failure(let message):
                printToStandardError("inputmotion-demo: --capture: \(scenario.name): \(message)")
                return 1
            case let .success(pictures, replays):
                index += "\n## \(scenario.title)\n\n" + pictures.map { "![\($0)](\($0))\n" }.joined()
                if !replays.isEmpty {
                    index += "\nReplay at \(ReplayFrames.framesPerSecond) fps: " + replays.map { "[\($0)](\($0))" }.joined(separator: ", ") + "\n"
                }
            }
        }
        let indexPath = directory + "/index.md"
        guard let file = fopen(indexPath, "w") else {
            printToStandardError("inputmotion-demo: --capture: cannot write \(indexPath): \(String(cString: strerror(errno)))")
            return 1
        }
        fputs(index, file)
        fclose(file)
        print("inputmotion-demo: captured \(scenarios.count) animations into \(directory) (see index.md)")
        return 0
    }

    /// Which values are filmed: the seed's, or what motion.ini tuned, motion by motion.
    static func valuesNote(_ catalog: MotionCatalog) -> String {
        let tuned = MotionCatalogState.entries(of: catalog)
        guard !tuned.isEmpty else { return "Motion values: the seed's (motion.ini tunes none)." }
        return "Motion values: the seed's, except as tuned in \(MotionStateFile.path): "
            + tuned.map { "\($0.name) (\($0.value))" }.joined(separator: ", ") + "."
    }

    /// Creates the folder if needed and proves it can be written; a message when not.
    private static func prepareDirectory(_ directory: String) -> String? {
        guard !directory.isEmpty else { return "give a folder, e.g. --capture=capture" }
        if g_mkdir_with_parents(directory, 0o755) != 0 {
            return "cannot create “\(directory)”: \(String(cString: strerror(errno)))"
        }
        let probe = directory + "/.inputmotion-write-test"
        guard let file = fopen(probe, "w") else {
            return "cannot write into “\(directory)”: \(String(cString: strerror(errno)))"
        }
        fclose(file)
        unlink(probe)
        return nil
    }

    /// Pictures, and the replay files beside them (none when GStreamer could not write them).
    private enum Outcome { case success(pictures: [String], replays: [String]), failure(String) }

    /// Two frame times closer than this are one frame (1/60 s steps against evenly spaced ones).
    private static let sameTime = 1e-6

    /// `first` and `second` in one rising order, each time once.
    static func merged(_ first: [Double], _ second: [Double]) -> [Double] {
        (first + second).sorted().reduce(into: []) { times, t in
            if let last = times.last, t - last < sameTime { return }
            times.append(t)
        }
    }

    /// The replay file's name: the scenario's stem and "-replay" (the animated PNG's ".png"
    /// says it is a picture, the "-replay" that it moves).
    static func replayFile(of scenario: CaptureScenario, as format: ReplayEncoder.Format) -> String {
        "\(scenario.name)-replay.\(format.fileExtension)"
    }

    private static func capture(_ scenario: CaptureScenario, in demo: DemoWindow, startingAt clock: inout Double, into directory: String) -> Outcome {
        let root = demo.window.widget
        MotionContext.shared.captureTime = clock
        demo.show(page: scenario.page)
        // The cross-fade into the page runs on motion time: step past it.
        clock += MotionContext.shared.catalog.pageCrossfadeDuration + 0.1
        MotionContext.shared.captureTime = clock
        MainLoop.iterate(until: { !demo.isSwitchingPages })
        scenario.prepare(demo)
        // Let the preparation settle: step motion time on until nothing moves.
        for _ in 0..<40 where FrameTicker.registered > 0 {
            clock += 0.1
            MotionContext.shared.captureTime = clock
            MainLoop.paintNextFrame(of: root)
        }
        clock += 1
        let start = clock
        MotionContext.shared.captureTime = start
        MainLoop.paintNextFrame(of: root)
        scenario.start(demo)

        guard let pageWidget = scenario.filmed(demo) else { return .failure("page area missing") }
        let properties = scenario.properties(demo)
        var strip = Filmstrip(title: scenario.title, scale: scenario.scale)
        let region = scenario.region(demo)
        var drawn: [[(Double, Double)]] = Array(repeating: [], count: properties.count)
        // The replay files, at 60 fps and the widget's scale, filmed in the same pass: the
        // strip's times and the replay's in one rising order (motion time never runs back).
        let recording = ReplayRecording(duration: scenario.duration, in: root, targets: ReplayEncoder.Format.allCases.map {
            ($0, directory + "/" + replayFile(of: scenario, as: $0))
        })
        let scale = gtk_widget_get_scale_factor(pageWidget)
        let replayTimes = (0..<recording.frames.count).map { recording.frames.time(of: $0) }
        for t in Self.merged(scenario.frameTimes, replayTimes) {
            MotionContext.shared.captureTime = start + t
            guard MainLoop.paintNextFrame(of: root), let drawnImage = WidgetSnapshot(of: pageWidget, region: region) else {
                return .failure("no frame was painted at \(timeCaption(t))")
            }
            // Over the window's background, as the window shows it: the strip's frames are
            // then the replay's, pixel for pixel.
            let image = ReplayRecording.flattened(drawnImage, over: recording.background)
            if scenario.frameTimes.contains(where: { abs($0 - t) < Self.sameTime }) {
                strip.frames.append((t, image))
                for (index, property) in properties.enumerated() { drawn[index].append((t, property.drawn())) }
            }
            if replayTimes.contains(where: { abs($0 - t) < Self.sameTime }) {
                guard let frame = scale == 1 ? image : WidgetSnapshot(of: pageWidget, region: region, scale: scale) else {
                    return .failure("no frame was painted at \(timeCaption(t))")
                }
                recording.add(frame)
            }
        }
        let problems = recording.finishAndWait()
        for problem in problems { printToStandardError("inputmotion-demo: --capture: \(scenario.name): \(problem)") }

        var files: [String] = []
        var replays: [String] = []
        let stripFile = "\(scenario.name)-filmstrip.png"
        let stripSurface = strip.render()
        defer { cairo_surface_destroy(stripSurface) }
        if let problem = writePNG(stripSurface, to: directory + "/" + stripFile) { return .failure(problem) }
        files.append(stripFile)
        if problems.isEmpty { replays = recording.paths.map { String($0.dropFirst(directory.count + 1)) } }

        for (index, property) in properties.enumerated() {
            let samples = 200
            let curve = (0...samples).map { step -> (Double, Double) in
                let t = scenario.duration * Double(step) / Double(samples)
                return (t, property.model(start + t))
            }
            let plot = CurvePlot(title: "\(scenario.title.split(separator: ":").first ?? ""): \(property.name)",
                                 duration: scenario.duration, curve: curve, points: drawn[index])
            let plotFile = "\(scenario.name)-\(slug(property.name)).png"
            let surface = plot.render()
            defer { cairo_surface_destroy(surface) }
            if let problem = writePNG(surface, to: directory + "/" + plotFile) { return .failure(problem) }
            files.append(plotFile)
        }
        scenario.finish(demo)
        clock = start + scenario.duration + 1
        return .success(pictures: files, replays: replays)
    }

    /// "label x (px)" → "label-x".
    private static func slug(_ name: String) -> String {
        let words = name.split(separator: "(").first ?? Substring(name)
        return words.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-").lowercased()
    }
}
