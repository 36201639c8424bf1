import CGtk
import Glibc
import InputMotionCore
import InputMotionGtk

// inputmotion-demo: the GtkApplication, its options, and the one window.

let applicationID = "io.github.inputmotion.Demo"
let version = "0.1.0"

/// Command-line options, registered with GApplication so `--help` lists them.
/// Values arrive as strings and are validated by DemoOptions, which words the errors.
@MainActor
func addOptions(to application: UnsafeMutablePointer<GApplication>) {
    let pages = DemoPage.allCases.map(\.rawValue).joined(separator: ", ")
    let specs: [(String, GOptionArg, String, String?)] = [
        ("page", G_OPTION_ARG_STRING, "Page to show first: \(pages)", "NAME"),
        ("reduced-motion", G_OPTION_ARG_NONE, "Jump every animation to its end state", nil),
        ("slow-motion", G_OPTION_ARG_STRING, "Play every animation FACTOR times slower (a number > 0)", "FACTOR"),
        ("capture", G_OPTION_ARG_FILENAME, "Render every animation as filmstrip and curve PNGs into DIR, then exit", "DIR"),
        ("version", G_OPTION_ARG_NONE, "Print the version and exit", nil),
    ]
    // GLib keeps pointers to these strings for the life of the process: allocate them once, never free.
    var entries = specs.map { name, kind, help, argument in
        GOptionEntry(long_name: strdup(name), short_name: 0, flags: 0, arg: kind, arg_data: nil,
                     description: strdup(help), arg_description: argument.map { strdup($0) } ?? nil)
    }
    entries.append(GOptionEntry())
    g_application_add_main_option_entries(application, entries)
}

@MainActor
func string(_ options: UnsafeMutablePointer<GVariantDict>, _ key: String) -> String? {
    guard let value = im_variant_dict_lookup_string(options, key) else { return nil }
    defer { g_free(value) }
    return String(cString: value)
}

/// A filename option ("^ay" in GVariant terms: bytes in the file system's encoding).
@MainActor
func filename(_ options: UnsafeMutablePointer<GVariantDict>, _ key: String) -> String? {
    guard let value = im_variant_dict_lookup_filename(options, key) else { return nil }
    defer { g_free(value) }
    return String(cString: value)
}

@MainActor
func run() -> Int32 {
    guard let application = gtk_application_new(applicationID, G_APPLICATION_NON_UNIQUE) else { return 1 }
    let gapplication = im_gapplication(application)!
    var options = DemoOptions()
    var demoWindow: DemoWindow?
    var captureDirectory: String?
    var captureStatus: Int32 = 0

    addOptions(to: gapplication)
    Signal.connectHandleLocalOptions(UnsafeMutableRawPointer(application)) { dict in
        guard let dict else { return -1 }
        if g_variant_dict_contains(dict, "version") != 0 {
            print("inputmotion-demo \(version)")
            return 0
        }
        captureDirectory = filename(dict, "capture")
        do {
            options = try DemoOptions.parse(
                page: string(dict, "page"),
                slowMotion: string(dict, "slow-motion"),
                reducedMotion: g_variant_dict_contains(dict, "reduced-motion") != 0)
        } catch {
            printToStandardError("inputmotion-demo: \(error)")
            return 2
        }
        return -1
    }
    Signal.connect(UnsafeMutableRawPointer(application), "activate") {
        if let demoWindow {
            demoWindow.present()
            return
        }
        if let captureDirectory {
            captureStatus = MotionCapture.run(into: captureDirectory, options: options)
            g_application_quit(gapplication)
            return
        }
        Style.loadOnce()
        if options.reducedMotion, let settings = gtk_settings_get_default() {
            // GTK's own animations (page cross-fades, CSS transitions) follow the same choice.
            im_object_set_boolean(UnsafeMutableRawPointer(settings), "gtk-enable-animations", 0)
        }
        MotionContext.shared.reducedMotionRequested = options.reducedMotion
        MotionContext.shared.slowMotionFactor = options.slowMotionFactor
        MotionStateFile.restore()  // tuned motion values from the last run
        let created = DemoWindow(options: options, application: application)
        demoWindow = created
        created.present()
    }
    let status = g_application_run(gapplication, CommandLine.argc, CommandLine.unsafeArgv)
    demoWindow = nil
    g_object_unref(application)
    return status != 0 ? status : captureStatus
}

exit(MainActor.assumeIsolated { run() })
