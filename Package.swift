// swift-tools-version:6.2
import PackageDescription

// InputMotion: a GTK4 demo of text-input motion over one pure-Swift core model.
// No dependency outside the Swift toolchain; GTK comes from the system (Debian 12: GTK 4.8).
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
        // GStreamer (core and appsrc/appsink): exported replays are encoded by its elements.
        .systemLibrary(name: "CGst", pkgConfig: "gstreamer-app-1.0", providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]),
        // gettext from the C library (libintl.h): the core's strings are translatable without GTK.
        .systemLibrary(name: "CIntl"),
        .target(name: "InputMotionCore", dependencies: ["CIntl"]),
        .target(name: "InputMotionGtk", dependencies: ["CGtk", "CGst", "InputMotionCore"]),
        .executableTarget(name: "inputmotion-demo", dependencies: ["InputMotionGtk", "InputMotionCore", "CGtk"]),
        // The benchmarks (the core motion bench, and the demo with a probe for bench.py); the
        // demo itself carries no bench code. bench.py and its C peer are run by meson-helpers/bench.
        .executableTarget(name: "inputmotion-bench", dependencies: ["InputMotionGtk", "InputMotionCore", "CGtk"],
                          exclude: ["bench.py", "typing_latency.py", "bench-peer.c"]),
        .testTarget(name: "InputMotionCoreTests", dependencies: ["InputMotionCore"]),
        .testTarget(name: "InputMotionGtkTests", dependencies: ["InputMotionGtk", "InputMotionCore", "CGtk", "CGst"]),
    ],
    swiftLanguageModes: [.v6]
)
