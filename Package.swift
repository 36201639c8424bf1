// swift-tools-version:6.2
import PackageDescription

// InputMotion: a GTK4 demo of text-input motion over one pure-Swift core model.
// No dependency outside the Swift toolchain; GTK comes from the system (Debian 12: GTK 4.8).

// Release builds place the code a start-up runs together (peak RSS: the kernel maps a binary's
// pages in blocks around each one touched). Each Swift function gets its own section, and lld
// orders them by Sources/inputmotion-demo/startup-functions.order (written by
// Sources/inputmotion-bench/startup_order.py). Packed relative relocations (glibc 2.36) and no
// dynamic symbol table for our own symbols (nothing looks them up) shrink what the loader reads.
let release = BuildSettingCondition.when(configuration: .release)
/// GStreamer's headers, for every target that imports CGst or a module that does (its pkg-config
/// file would also link it).
let gstreamerHeaders: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-I/usr/include/gstreamer-1.0"])]
let startUpLayout: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], release)]
let startUpLink: [LinkerSetting] = [.unsafeFlags([
    "-use-ld=lld",
    "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/inputmotion-demo/startup-functions.order",
    "-Xlinker", "--no-warn-symbol-ordering",
    "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
    "-Xlinker", "--no-export-dynamic",
], release)]

let package = Package(
    name: "InputMotion",
    products: [
        .executable(name: "inputmotion-demo", targets: ["inputmotion-demo"]),
        .executable(name: "inputmotion-bench", targets: ["inputmotion-bench"]),
        .library(name: "InputMotionCore", targets: ["InputMotionCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // GStreamer (core and appsrc/appsink): exported replays are encoded by its elements. Its
        // headers only: the demo opens the library on the first export (see Sources/CGst/shim.h),
        // so it is not linked (a pkgConfig here would link it). Debian: libgstreamer1.0-dev and
        // libgstreamer-plugins-base1.0-dev (meson-helpers/setup-deps installs them).
        .systemLibrary(name: "CGst"),
        // gettext from the C library (libintl.h): the core's strings are translatable without GTK.
        .systemLibrary(name: "CIntl"),
        .target(name: "InputMotionCore", dependencies: ["CIntl"], swiftSettings: startUpLayout),
        .target(name: "InputMotionGtk", dependencies: ["CGtk", "CGst", "InputMotionCore"], swiftSettings: startUpLayout + gstreamerHeaders),
        .executableTarget(name: "inputmotion-demo", dependencies: ["InputMotionGtk", "InputMotionCore", "CGtk"],
                          exclude: ["startup-functions.order"], swiftSettings: startUpLayout + gstreamerHeaders, linkerSettings: startUpLink),
        // The benchmarks (the core motion bench, and the demo with a probe for bench.py); the
        // demo itself carries no bench code. bench.py and its C peer are run by meson-helpers/bench.
        .executableTarget(name: "inputmotion-bench", dependencies: ["InputMotionGtk", "InputMotionCore", "CGtk"],
                          exclude: ["bench.py", "typing_latency.py", "bench-peer.c", "startup_order.py"],
                          swiftSettings: startUpLayout + gstreamerHeaders, linkerSettings: startUpLink),
        .testTarget(name: "InputMotionCoreTests", dependencies: ["InputMotionCore"]),
        // The tests read exported replays back with GStreamer pipelines of their own, linked.
        .testTarget(name: "InputMotionGtkTests", dependencies: ["InputMotionGtk", "InputMotionCore", "CGtk", "CGst"],
                    swiftSettings: gstreamerHeaders,
                    linkerSettings: [.linkedLibrary("gstreamer-1.0"), .linkedLibrary("gstapp-1.0")]),
    ],
    swiftLanguageModes: [.v6]
)
