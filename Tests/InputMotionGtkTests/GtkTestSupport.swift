import CGtk
import Foundation
import XCTest
@testable import InputMotionGtk

/// GTK for tests: initialized once, on the main thread XCTest runs tests on. Tests drive the
/// main loop explicitly (`MainLoop.iterate`) instead of sleeping.
@MainActor
enum GtkTest {
    private static var initialized = false

    /// GTK's font resolution (`gtk-xft-dpi`, Xft.dpi × 1024), for a test to put back as it was.
    static var textResolution: Int32 {
        get { im_object_get_int(UnsafeMutableRawPointer(gtk_settings_get_default()!), "gtk-xft-dpi") }
        set { im_object_set_int(UnsafeMutableRawPointer(gtk_settings_get_default()!), "gtk-xft-dpi", newValue) }
    }

    /// Sets GTK's font resolution to `dpi` (as Xft.dpi does; 144 and 192 are GNOME's large text
    /// at 1.5× and 2×), windows open or not: fonts are measured again and widgets lay out anew.
    static func setTextResolution(_ dpi: Int32) { textResolution = dpi * 1024 }

    /// Skips a test that needs X11 (xdotool's key presses, an X window id, GDK's X11 scale)
    /// on a Wayland run (`meson-helpers/test-widgets --wayland` names its compositor in
    /// INPUTMOTION_WAYLAND), saying what it needs.
    nonisolated static func requireX11(for need: String) throws {
        if let compositor = ProcessInfo.processInfo.environment["INPUTMOTION_WAYLAND"] {
            throw XCTSkip("needs X11 (\(need)); this run is on Wayland (\(compositor))")
        }
    }

    static func setUp() {
        precondition(Thread.isMainThread, "GTK tests must run on the main thread")
        guard !initialized else { return }
        // A program name, as an application has: Fcitx 5's GTK module matches it against its
        // list of applications, and a NULL one is a GLib critical (fatal here).
        g_set_prgname("inputmotion-tests")
        gtk_init()
        Style.loadOnce()
        initialized = true
    }

    /// Runs `body` with every animation at its end state: the app's (reduced motion, left on
    /// for the test's tearDown to reset) and GTK's own transitions (focus rings fading), so a
    /// picture shows where things come to rest.
    static func withoutAnimations(_ body: () throws -> Void) throws {
        setUp()
        let reduced = MotionContext.shared.reducedMotionRequested
        MotionContext.shared.reducedMotionRequested = true
        defer { MotionContext.shared.reducedMotionRequested = reduced }
        let settings = UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default()))
        let animations = im_object_get_boolean(settings, "gtk-enable-animations")
        im_object_set_boolean(settings, "gtk-enable-animations", 0)
        defer { im_object_set_boolean(settings, "gtk-enable-animations", animations) }
        try body()
    }

    /// Runs `body` with the UI's strings in `language` (LANGUAGE, as at start), then puts the
    /// user's language back. Korean needs the catalogs compiled (meson-helpers/compile-translations).
    static func inLanguage(_ language: String, _ body: () throws -> Void) rethrows {
        setenv("LANGUAGE", language, 1)
        Translations.useUserLocale()
        Translations.bindDomain()
        defer {
            unsetenv("LANGUAGE")
            Translations.useUserLocale()
        }
        try body()
    }

    /// Asks `widget` for `frames` more frames, one after the other, and iterates until each is
    /// drawn. Asked for, because a window with nothing queued draws nothing: a frame that was
    /// pending may already have been drawn (a loaded machine drains it sooner), and waiting for
    /// the next one would wait for ever.
    static func waitForFrames(_ widget: UnsafeMutablePointer<GtkWidget>, _ frames: Int = 2, file: StaticString = #filePath, line: UInt = #line) {
        guard gtk_widget_get_frame_clock(widget) != nil else {
            XCTFail("widget has no frame clock (not realized)", file: file, line: line)
            return
        }
        for _ in 0..<frames where !MainLoop.paintNextFrame(of: widget) {
            XCTFail("frame clock did not advance", file: file, line: line)
            return
        }
    }

    /// Calls `body` once per painted frame of `widget`'s frame clock, after the frame is drawn
    /// (so allocations and drawings belong to that frame), with the frame's motion time, until
    /// `body` returns true. Returns whether it did.
    @discardableResult
    static func eachFrame(of widget: UnsafeMutablePointer<GtkWidget>, maxFrames: Int = 600,
                          _ body: @escaping @MainActor (_ motionTime: Double) -> Bool) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        var done = false, frames = 0
        let connection = Gdk.FrameClock(clock).onAfterPaint {
            guard !done else { return }
            frames += 1
            let time = MotionContext.shared.motionTime(forFrameTime: Double(gdk_frame_clock_get_frame_time(clock)) / 1e6)
            done = body(time) || frames >= maxFrames
        }
        // A first frame even when nothing moves yet (the body may be what starts the motion).
        gtk_widget_queue_draw(widget)
        MainLoop.iterate(until: { done }, maxIterations: 1_000_000)
        connection.disconnect()
        return done && frames < maxFrames
    }

    /// Presents `window` and iterates until it is mapped and drawn.
    static func show(_ window: UnsafeMutablePointer<GtkWidget>, file: StaticString = #filePath, line: UInt = #line) {
        gtk_window_present(window.asWindow)
        let mapped = MainLoop.iterate(until: { gtk_widget_get_mapped(window) != 0 })
        XCTAssertTrue(mapped, "window never mapped", file: file, line: line)
        waitForFrames(window, 1, file: file, line: line)
    }
}

/// g_object_set for one string property (g_object_set is variadic; g_object_set_property is not).
func im_object_set_string(_ object: UnsafeMutableRawPointer, _ name: String, _ text: String) {
    var value = GValue()
    g_value_init(&value, g_type_from_name("gchararray"))
    g_value_set_string(&value, text)
    g_object_set_property(object.assumingMemoryBound(to: GObject.self), name, &value)
    g_value_unset(&value)
}
