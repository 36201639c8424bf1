import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// The snippets Copy gives are real code: every motion's libadwaita C compiles against
/// libadwaita (warnings as errors) and runs, its Python runs with PyGObject, each constructing
/// its animation on a GtkWindow, playing it and skipping to its end; every CSS snippet parses
/// with GTK's own CSS parser. (gtk-rs, UIKit and SwiftUI cannot be built here: the core tests
/// check their numbers.) About 15 s, most of it the C compiler.
final class MotionSnippetCodeTests: XCTestCase {
    /// The seed of every motion, and three tunings that take other paths: a bouncy spring, a
    /// curved keyframe track autoreversing 2.5 times, a track of one key.
    private static let cases: [(name: MotionName, parameters: MotionParameters, end: Double?)] =
        MotionName.allCases.map { name in
            // Where each ends once skipped, by hand: progress 1 for springs and curves, the last
            // key for a track played once (the shake's 0); a track for ever has no end.
            let end: Double?
            switch name.seed {
            case .uikitSpring, .bezier: end = 1
            case let .keyframes(p): end = p.repeatCount == .forever ? nil : p.values.last
            }
            return (name, name.seed, end)
        } + [
            (.floatingLabel, .uikitSpring(UIKitSpringParameters(duration: 0.8, dampingRatio: 0.4, initialVelocity: -2)), 1),
            // 2.5 there and back is 5 passes, there, back, there, back, there: it ends at the
            // last key, −5.
            (.shake, .keyframes(KeyframeParameters(values: [0, 30, -5], keyTimes: [0.2, 0.5, 0.9], curve: .keyboard, duration: 0.7,
                                                   additive: true, repeatCount: .count(2.5), autoreverses: true)), -5),
            (.avatarCornerRadius, .keyframes(KeyframeParameters(values: [40], keyTimes: [0.5], duration: 1)), 40),
        ]

    private static var folder: URL { AppTest.temporaryFolder() }

    /// Runs `command` with the test's own environment (its display and session bus); its exit
    /// status and what it wrote.
    private static func shell(_ command: String) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " 2>&1"]
        let out = Pipe()
        process.standardOutput = out
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `value` printed by a harness matches `end` (to the harness's 9 digits).
    private static func check(_ output: String, ends end: Double?, _ label: String) {
        let fields = output.split(whereSeparator: \.isWhitespace)
        guard let last = fields.last.flatMap({ Double($0) }) else { return XCTFail("\(label): no value in \(output)") }
        if let end { XCTAssertEqual(last, end, accuracy: 1e-9, "\(label) ends at \(end)") }
    }

    func testEveryCSnippetCompilesAgainstLibadwaitaAndRuns() throws {
        guard Self.shell("pkg-config --exists libadwaita-1").status == 0 else {
            throw XCTSkip("libadwaita-1-dev is not installed (meson-helpers/setup-deps installs it)")
        }
        let folder = Self.folder
        defer { try? FileManager.default.removeItem(at: folder) }
        // GTK's and libadwaita's headers parsed once for all the snippets (a precompiled
        // header, forced in first): each snippet's own #include of them is then a no-op, and
        // what is compiled is still exactly the text a reader copies.
        let headers = folder.appendingPathComponent("adwaita-headers.h").path
        try "#include <adwaita.h>\n".write(toFile: headers, atomically: true, encoding: .utf8)
        let flags = "-Wall -Wextra -Werror"
        let precompile = Self.shell("cc \(flags) -x c-header -o '\(headers).gch' '\(headers)' $(pkg-config --cflags libadwaita-1)")
        XCTAssertEqual(precompile.status, 0, "the headers precompile:\n\(precompile.output)")
        for (index, item) in Self.cases.enumerated() {
            let snippet = MotionSnippet(name: item.name, parameters: item.parameters, toolkit: .libadwaitaC).text
            let function = "\(item.name.rawValue.replacingOccurrences(of: "-", with: "_"))_animation_new"
            // The shake's own frame function, called between keys: at 0.04 of the pass (half way
            // from 0 at 0 to 10 at 0.08) it is 5; at 0.3275 (half way from −10 at 0.24 to 10 at
            // 0.415) it is 0.
            let probe = index == 1 ? """
                  ShakeTarget probe = { seen_value, &seen };
                  shake_frame (0.04, &probe);
                  if (fabs (seen.last - 5) > 1e-9) return 2;
                  shake_frame (0.3275, &probe);
                  if (fabs (seen.last) > 1e-9) return 3;
                  seen.calls = 0;
                """ : ""
            let program = snippet + """

                /* The test's harness. */
                #include <math.h>
                #include <stdio.h>

                typedef struct { int calls; double last; } Seen;

                static void
                seen_value (double value, gpointer data)
                {
                  Seen *seen = data;
                  seen->calls++;
                  seen->last = value;
                }

                int
                main (void)
                {
                  gtk_init ();
                  adw_init ();
                  GtkWidget *window = gtk_window_new ();
                  Seen seen = { 0, NAN };
                \(probe)
                  AdwAnimation *animation = \(function) (window, seen_value, &seen);
                  adw_animation_play (animation);
                  adw_animation_skip (animation);
                  printf ("%d %.9f\\n", seen.calls, seen.last);
                  g_object_unref (animation);
                  gtk_window_destroy (GTK_WINDOW (window));
                  return seen.calls > 0 && isfinite (seen.last) ? 0 : 1;
                }

                """
            let source = folder.appendingPathComponent("snippet-\(index).c").path
            let binary = folder.appendingPathComponent("snippet-\(index)").path
            try program.write(toFile: source, atomically: true, encoding: .utf8)
            let label = "\(item.name) (case \(index))"
            let build = Self.shell("cc \(flags) -include '\(headers)' -o '\(binary)' '\(source)' $(pkg-config --cflags --libs libadwaita-1) -lm")
            XCTAssertEqual(build.status, 0, "\(label) compiles:\n\(build.output)\n\(snippet)")
            guard build.status == 0 else { continue }
            let run = Self.shell("'\(binary)'")
            XCTAssertEqual(run.status, 0, "\(label) runs:\n\(run.output)")
            Self.check(run.output, ends: item.end, label)
        }
    }

    func testEveryPythonSnippetRunsWithPyGObject() throws {
        guard Self.shell("/usr/bin/python3 -c 'import gi; gi.require_version(\"Adw\", \"1\")'").status == 0 else {
            throw XCTSkip("python3-gi or gir1.2-adw-1 is not installed (meson-helpers/setup-deps installs them)")
        }
        let folder = Self.folder
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, item) in Self.cases.enumerated() {
            let snippet = MotionSnippet(name: item.name, parameters: item.parameters, toolkit: .pyGObject).text
            let function = "\(item.name.rawValue.replacingOccurrences(of: "-", with: "_"))_animation"
            let program = snippet + """


                # The test's harness.
                import math  # noqa: E402
                import sys  # noqa: E402

                from gi.repository import Gtk  # noqa: E402

                Adw.init()
                window = Gtk.Window()
                values = []
                animation = \(function)(window, values.append)
                animation.play()
                animation.skip()
                print(len(values), "%.9f" % values[-1] if values else "none")
                window.destroy()
                sys.exit(0 if values and math.isfinite(values[-1]) else 1)

                """
            let path = folder.appendingPathComponent("snippet-\(index).py").path
            try program.write(toFile: path, atomically: true, encoding: .utf8)
            let label = "\(item.name) (case \(index))"
            let run = Self.shell("/usr/bin/python3 '\(path)'")
            XCTAssertEqual(run.status, 0, "\(label) runs:\n\(run.output)\n\(snippet)")
            Self.check(run.output, ends: item.end, label)
        }
    }

    func testEveryCSSSnippetParsesWithGTK() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            final class Errors { var messages: [String] = [] }
            /// The parsing errors GTK reports for `css`.
            func errors(in css: String) -> [String] {
                let errors = Errors()
                let provider = gtk_css_provider_new()
                defer { g_object_unref(provider) }
                let handler: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, UnsafeMutableRawPointer?) -> Void = { _, _, error, data in
                    guard let data else { return }
                    let errors = Unmanaged<Errors>.fromOpaque(data).takeUnretainedValue()
                    errors.messages.append(error.map { String(cString: $0.pointee.message) } ?? "?")
                }
                g_signal_connect_data(provider, "parsing-error", unsafeBitCast(handler, to: GCallback.self),
                                      Unmanaged.passUnretained(errors).toOpaque(), nil, GConnectFlags(rawValue: 0))
                im_css_provider_load_from_string(provider, css)
                return errors.messages
            }
            // The check can fail: a property GTK does not know is an error.
            XCTAssertFalse(errors(in: ".shake { animation-composition: add; }").isEmpty)
            for (index, item) in Self.cases.enumerated() {
                let snippet = MotionSnippet(name: item.name, parameters: item.parameters, toolkit: .css).text
                XCTAssertEqual(errors(in: snippet), [], "\(item.name) (case \(index)):\n\(snippet)")
            }
        }
    }
}
