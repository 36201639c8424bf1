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
    /// Runs every scenario into `directory`; returns the process exit status.
    public static func run(into directory: String, options: DemoOptions) -> Int32 {
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

        var index = "# InputMotion motion capture\n\nEvery animation of the demo, frame by frame and as curves. Line: the core model; dots: what the widget drew at the filmstrip's frames.\n"
        var clock = 10.0  // motion time, moved forward between scenarios so nothing runs backwards
        // Each page films its own animations, page by page in the sidebar's order.
        let scenarios = DemoPage.allCases.flatMap { demo.view(of: $0)?.captureScenarios() ?? [] }
        for scenario in scenarios {
            let result = capture(scenario, in: demo, startingAt: &clock, into: directory)
            switch result {
            case .failure(let message):
                printToStandardError("inputmotion-demo: --capture: \(scenario.name): \(message)")
                return 1
            case .success(let files):
                index += "\n## \(scenario.title)\n\n" + files.map { "![\($0)](\($0))\n" }.joined()
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

    private enum Outcome { case success([String]), failure(String) }

    private static func capture(_ scenario: CaptureScenario, in demo: DemoWindow, startingAt clock: inout Double, into directory: String) -> Outcome {
        let root = demo.window.widget
        demo.show(page: scenario.page)
        MainLoop.iterate(until: { !demo.isSwitchingPages })
        MotionContext.shared.captureTime = clock
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

        guard let pageWidget = demo.pageArea else { return .failure("page area missing") }
        let properties = scenario.properties(demo)
        var strip = Filmstrip(title: scenario.title, scale: scenario.scale)
        let region = scenario.region(demo)
        var drawn: [[(Double, Double)]] = Array(repeating: [], count: properties.count)
        for t in scenario.frameTimes {
            MotionContext.shared.captureTime = start + t
            guard MainLoop.paintNextFrame(of: root), let image = WidgetSnapshot(of: pageWidget, region: region) else {
                return .failure("no frame was painted at \(timeCaption(t))")
            }
            strip.frames.append((t, image))
            for (index, property) in properties.enumerated() { drawn[index].append((t, property.drawn())) }
        }

        var files: [String] = []
        let stripFile = "\(scenario.name)-filmstrip.png"
        let stripSurface = strip.render()
        defer { cairo_surface_destroy(stripSurface) }
        if let problem = writePNG(stripSurface, to: directory + "/" + stripFile) { return .failure(problem) }
        files.append(stripFile)

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
        return .success(files)
    }

    /// "label x (px)" → "label-x".
    private static func slug(_ name: String) -> String {
        let words = name.split(separator: "(").first ?? Substring(name)
        return words.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-").lowercased()
    }
}
