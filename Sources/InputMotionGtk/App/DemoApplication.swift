import CGtk
import Glibc
import InputMotionCore

/// The demo as a GNOME application: one instance per application id, command-line options,
/// the app actions (About, Quit, show-page) and every command's accelerators, the window,
/// and the `StateKeeper` that remembers it.
///
/// A second launch does not open a second window: GApplication hands it to the running
/// instance, which presents its window and, given `--page=NAME`, switches to that page
/// (the launch activates `app.show-page` over D-Bus). Validation happens in each launch, so a
/// bad option fails where it was typed.
@MainActor
public final class DemoApplication {
    public static let id = "io.github.inputmotion.Demo"
    public static let version = "0.1.0"

    public nonisolated(unsafe) let application: UnsafeMutablePointer<GtkApplication>
    private var gapplication: UnsafeMutablePointer<GApplication> { Gio.Application(application).c }
    /// The window, once the app was activated.
    public private(set) var demoWindow: DemoWindow?
    /// Called with the window when it is made, before it is shown (the bench attaches its
    /// probe here; the demo itself sets nothing).
    public var onWindowCreated: @MainActor (DemoWindow) -> Void = { _ in }
    private var keeper: StateKeeper?
    private var options = DemoOptions()
    private var pageGiven = false
    private var resetState = false
    private var captureDirectory: String?
    private var captureStatus: Int32 = 0
    private let statePath: String?

    /// - Parameters:
    ///   - flags: `G_APPLICATION_NON_UNIQUE` for a throw-away instance (tests).
    ///   - statePath: the state file (default: under XDG_STATE_HOME); the motion inspector's
    ///     tuned values are kept beside it (motion.ini). nil saves and restores nothing.
    public init(id: String = DemoApplication.id, flags: GApplicationFlags = GApplicationFlags(rawValue: 0),
                statePath: String? = StateKeeper.defaultPath) {
        application = gtk_application_new(id, flags)!
        self.statePath = statePath
        addOptions()
        Gio.Application(application).onHandleLocalOptions { [weak self] dict in
            guard let self, let dict else { return -1 }
            return self.handleLocalOptions(dict)
        }
        Gio.Application(application).onStartup { [weak self] in self?.startUp() }
        Gio.Application(application).onActivate { [weak self] in self?.activate() }
        Gio.Application(application).onShutdown { [weak self] in self?.keeper?.flush() }
        // A closed window (Ctrl+W, the close button) leaves the app: its state is written, and
        // a later activation opens a new one. GTK emits "destroy" only when the last
        // reference goes, and DemoWindow holds one, so "window-removed" is the moment.
        Gtk.Application(application).onWindowRemoved { [weak self] window in
            guard let self, let demo = self.demoWindow, window.raw == demo.window.raw else { return }
            self.keeper?.flush()
            self.keeper = nil
            self.demoWindow = nil
        }
    }

    /// Runs the app with the process's arguments; returns the exit status.
    public func run(_ arguments: [String] = CommandLine.arguments) -> Int32 {
        // Read here first: GLib's parser would word its own errors and exit with 1.
        do { _ = try DemoCommandLine.parse(Array(arguments.dropFirst())) } catch {
            printToStandardError("inputmotion-demo: \(error)")
            return 2
        }
        var copies = arguments.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        let status = copies.withUnsafeMutableBufferPointer {
            g_application_run(gapplication, Int32($0.count), $0.baseAddress)
        }
        keeper?.flush()
        return status != 0 ? status : captureStatus
    }

    deinit { dropReference(application) }

    // MARK: Options

    /// Command-line options, registered with GApplication so `--help` lists them. Values
    /// arrive as strings and DemoOptions validates and words the errors.
    private func addOptions() {
        let pages = DemoPage.allCases.map(\.rawValue).joined(separator: ", ")
        let factors = MotionClock.slowMotionRange
        let specs: [(String, GOptionArg, Int32, String, String?)] = [
            ("page", G_OPTION_ARG_STRING, 0, tr("Page to show first: {pages}").filled(["pages": pages]), tr("NAME")),
            ("reduced-motion", G_OPTION_ARG_NONE, 0, tr("Jump every animation to its end state"), nil),
            ("slow-motion", G_OPTION_ARG_STRING, 0, tr("Play every animation FACTOR times slower ({lowest} to {highest})")
                .filled(["lowest": MotionNumber.text(factors.lowerBound), "highest": MotionNumber.text(factors.upperBound)]), tr("FACTOR")),
            ("capture", G_OPTION_ARG_FILENAME, 0, tr("Render every animation (with --page, that page's) as filmstrip and curve PNGs into DIR, then exit"), tr("DIR")),
            ("reset", G_OPTION_ARG_NONE, 0, tr("Start fresh: forget the saved window, page and texts"), nil),
            ("version", G_OPTION_ARG_NONE, 0, tr("Print the version and exit"), nil),
            // G_OPTION_REMAINING: positional arguments, collected so GLib never takes them for
            // files to open (DemoCommandLine refused them before GLib reads the arguments).
            ("", G_OPTION_ARG_STRING_ARRAY, Int32(IM_OPTION_FLAG_HIDDEN.rawValue), "", nil),
        ]
        // GLib keeps pointers to these strings for the life of the process: allocate them once, never free.
        var entries = specs.map { name, kind, flags, help, argument in
            GOptionEntry(long_name: strdup(name), short_name: 0, flags: flags, arg: kind, arg_data: nil,
                         description: strdup(help), arg_description: argument.map { strdup($0) } ?? nil)
        }
        entries.append(GOptionEntry())
        g_application_add_main_option_entries(gapplication, entries)
    }

    private func handleLocalOptions(_ dict: UnsafeMutablePointer<GVariantDict>) -> Int32 {
        if g_variant_dict_contains(dict, "version") != 0 {
            print("inputmotion-demo \(Self.version)")
            return 0
        }
        let page = string(dict, "page")
        do {
            options = try DemoOptions.parse(page: page, slowMotion: string(dict, "slow-motion"),
                                            reducedMotion: g_variant_dict_contains(dict, "reduced-motion") != 0)
        } catch {
            printToStandardError("inputmotion-demo: \(error)")
            return 2
        }
        pageGiven = page != nil
        resetState = g_variant_dict_contains(dict, "reset") != 0
        captureDirectory = filename(dict, "capture")
        if captureDirectory != nil {
            // A capture is a batch job: it runs here, beside a running demo if there is one.
            g_application_set_flags(gapplication, IM_APPLICATION_NON_UNIQUE)
            // Nobody listens to a batch job: no accessibility bus (GTK 4.18 would look for a
            // session bus to find one when the captured keyboard announces itself, and warn
            // where there is none). Before GTK starts; one given by the caller is kept.
            g_setenv("GTK_A11Y", "none", 0)
            return -1
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_application_register(gapplication, nil, &error) != 0 else {
            printToStandardError("inputmotion-demo: \(error.map { String(cString: $0.pointee.message) } ?? "could not register")")
            if let error { g_error_free(error) }
            return 1
        }
        if g_application_get_is_remote(gapplication) != 0 {
            if resetState {
                printToStandardError("inputmotion-demo: --reset: " + tr("InputMotion is already running; quit it first to start fresh"))
                return 2
            }
            if let page { g_action_group_activate_action(Gio.ActionGroup(application).c, "show-page", g_variant_new_string(page)) }
        }
        return -1  // go on: activate, here or in the running instance
    }

    private func string(_ dict: UnsafeMutablePointer<GVariantDict>, _ key: String) -> String? {
        guard let value = im_variant_dict_lookup_string(dict, key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// A filename option ("^ay" in GVariant terms: bytes in the file system's encoding).
    private func filename(_ dict: UnsafeMutablePointer<GVariantDict>, _ key: String) -> String? {
        guard let value = im_variant_dict_lookup_filename(dict, key) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    // MARK: Actions

    private func startUp() {
        let map = Gio.ActionMap(application)
        addAction(map, "about") { [weak self] in
            AboutDialog.present(over: self?.demoWindow?.window.widget, version: Self.version)
        }
        addAction(map, "quit") { [weak self] in self?.quit() }
        let type = g_variant_type_new("s")
        let showPage = Gio.SimpleAction(g_simple_action_new("show-page", type)!)
        g_variant_type_free(type)
        showPage.onActivate { [weak self] parameter in
            guard let self, let parameter, let page = DemoPage(rawValue: String(cString: g_variant_get_string(parameter, nil))) else { return }
            self.options.page = page
            self.pageGiven = true
            self.demoWindow?.show(page: page)
        }
        map.add(showPage)
        Self.setAccelerators(on: application)
        // A logout (SIGTERM), Ctrl+C in a terminal (SIGINT) or a closed terminal (SIGHUP):
        // what was typed is written, and the app ends as Quit ends it, with status 0.
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            MainLoop.onSignal(signal) { [weak self] in self?.quit() }
        }
        // The X server gone: the same writes, then one line and status 1 (DisplayLoss).
        DisplayLoss.onLoss { [weak self] in
            MotionStateFile.flush()
            guard let keeper = self?.keeper, keeper.path != nil else { return nil }
            keeper.flush()
            return keeper.isWritten
        }
    }

    /// Sets every command's accelerators on `application` (menus read them from there).
    public static func setAccelerators(on application: UnsafeMutablePointer<GtkApplication>) {
        for command in DemoCommand.all {
            let copies = command.accelerators.map { strdup($0) }
            defer { copies.forEach { free($0) } }
            var pointers = copies.map { UnsafePointer<CChar>($0) } + [nil]
            gtk_application_set_accels_for_action(application, command.action, &pointers)
        }
    }

    private func addAction(_ map: Gio.ActionMap, _ name: String, _ handler: @escaping @MainActor () -> Void) {
        let action = Gio.SimpleAction(g_simple_action_new(name, nil)!)
        action.onActivate { _ in handler() }
        map.add(action)
    }

    /// Quit (Ctrl+Q): the state is written, every window closes, the app ends.
    public func quit() {
        keeper?.flush()
        if let window = demoWindow?.window.widget { gtk_window_destroy(window.asWindow) }
        g_application_quit(gapplication)
    }

    // MARK: Window

    /// motion.ini, in the state file's folder.
    private static func motionFile(beside statePath: String) -> String {
        String(statePath[..<(statePath.lastIndex(of: "/") ?? statePath.endIndex)]) + "/motion.ini"
    }

    private func activate() {
        if let demoWindow {
            demoWindow.present()
            return
        }
        if let captureDirectory {
            if let statePath {
                // The capture films the motion as tuned (read only: a capture never writes it).
                MotionStateFile.path = Self.motionFile(beside: statePath)
                MotionStateFile.loadReadOnly()
            }
            captureStatus = MotionCapture.run(into: captureDirectory, options: options, onlyPage: pageGiven ? options.page : nil)
            g_application_quit(gapplication)
            return
        }
        Style.loadOnce()
        AppIcon.install()
        if options.reducedMotion, let settings = gtk_settings_get_default() {
            // GTK's own animations (page cross-fades, CSS transitions) follow the same choice.
            im_object_set_boolean(Gtk.Settings(settings).raw, "gtk-enable-animations", 0)
        }
        MotionContext.shared.reducedMotionRequested = options.reducedMotion
        MotionContext.shared.slowMotionFactor = options.slowMotionFactor
        if let statePath {
            // Tuned motion values from the last run, beside the rest of the state.
            MotionStateFile.path = Self.motionFile(beside: statePath)
            MotionStateFile.restore()
        }
        let keeper = StateKeeper(path: statePath)
        if resetState { keeper.reset() }
        let state = keeper.load()
        let created = DemoWindow(options: options, application: application, state: state)
        keeper.attach(to: created, state: state, restoresPage: !pageGiven)
        self.keeper = keeper
        demoWindow = created
        onWindowCreated(created)
        created.present()
        AppIcon.makeFindable(afterFirstFrameOf: created.window.widget)
    }
}
