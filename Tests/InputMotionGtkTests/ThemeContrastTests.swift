import CGtk
import Foundation
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Every style stays readable: light, Adwaita dark, HighContrast and HighContrastInverse,
/// measured from in-process renders. Contrast is WCAG 2's, worked out here: relative
/// luminance L = 0.2126 R + 0.7152 G + 0.0722 B of linearized sRGB, ratio
/// (L_light + 0.05) / (L_dark + 0.05). For a piece of text, the background is the most common
/// colour in its box (what is behind it) and the text colour the pixel of greatest contrast
/// with it (a glyph's core; anti-aliased edges only lower the figure, so it errs strict).
final class ThemeContrastTests: XCTestCase {
    struct Style {
        let name: String
        let theme: String
        let dark: Bool
    }

    static let styles = [
        Style(name: "light (Adwaita)", theme: "Adwaita", dark: false),
        Style(name: "Adwaita:dark", theme: "Adwaita", dark: true),
        Style(name: "HighContrast", theme: "HighContrast", dark: false),
        Style(name: "HighContrastInverse", theme: "HighContrast", dark: true),
    ]

    static func linear(_ channel: Int) -> Double {
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func luminance(_ p: (Int, Int, Int)) -> Double {
        0.2126 * linear(p.0) + 0.7152 * linear(p.1) + 0.0722 * linear(p.2)
    }

    static func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// The contrast of the text drawn in `widget`'s box, in `shot` (a render of `root`).
    @MainActor
    static func textContrast(of widget: UnsafeMutablePointer<GtkWidget>, in shot: WidgetSnapshot, root: UnsafeMutablePointer<GtkWidget>) -> Double {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, root, &rect) != 0 else { return 0 }
        return textContrast(in: rect, of: shot)
    }

    /// The contrast of the text drawn in a field's label box (where it was drawn), in `shot`.
    @MainActor
    static func textContrast(ofLabelOf field: FloatingLabelEntry, in shot: WidgetSnapshot, root: UnsafeMutablePointer<GtkWidget>) -> Double {
        guard let rect = field.drawnLabelBounds(in: root) else { return 0 }
        return textContrast(in: rect, of: shot)
    }

    @MainActor
    static func textContrast(in rect: graphene_rect_t, of shot: WidgetSnapshot) -> Double {
        let x0 = max(0, Int(rect.origin.x.rounded(.up))), x1 = min(Int(shot.width) - 1, Int((rect.origin.x + rect.size.width).rounded(.down)) - 1)
        let y0 = max(0, Int(rect.origin.y.rounded(.up))), y1 = min(Int(shot.height) - 1, Int((rect.origin.y + rect.size.height).rounded(.down)) - 1)
        guard x0 < x1, y0 < y1 else { return 0 }
        var counts: [Int: Int] = [:]
        for y in y0...y1 { for x in x0...x1 {
            let p = InputMethodTest.pixel(shot, x, y)
            counts[p.0 << 16 | p.1 << 8 | p.2, default: 0] += 1
        } }
        guard let mode = counts.max(by: { $0.value < $1.value })?.key else { return 0 }
        let background = (mode >> 16, (mode >> 8) & 0xff, mode & 0xff)
        var best = 1.0
        for y in y0...y1 { for x in x0...x1 { best = max(best, contrast(InputMethodTest.pixel(shot, x, y), background)) } }
        return best
    }

    @MainActor
    static func apply(_ style: Style) {
        let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
        im_object_set_string(settings, "gtk-theme-name", style.theme)
        im_settings_set_prefer_dark(OpaquePointer(settings), style.dark ? 1 : 0)
    }

    @MainActor
    static func save(_ shot: WidgetSnapshot, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["INPUTMOTION_SHOTS"] else { return }
        _ = writePNG(shot.surface, to: "\(dir)/\(name).png")
    }

    /// The focused field's edge (border and focus ring: its outer two pixels) still shows
    /// where the floated label overlaps it: each of those pixels is the ring's colour (as the
    /// same edge far from the label), or the label's ink, but never the field's base colour
    /// a backing behind the label would paint there. A label floated over the field's leading
    /// top corner (the seed's geometry) has both the top and the leading edge checked; one
    /// floated inside the ring (the app's) cannot cover it.
    @MainActor
    static func assertFocusRingWhole(of field: FloatingLabelEntry, in shot: WidgetSnapshot, root: UnsafeMutablePointer<GtkWidget>,
                                     style: String, file: StaticString = #filePath, line: UInt = #line) {
        var entry = graphene_rect_t(), label = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(field.entry, root, &entry), 0)
        label = field.drawnLabelBounds(in: root) ?? label
        XCTAssertGreaterThan(label.size.width, 0)
        let (left, top) = (Int(entry.origin.x.rounded()), Int(entry.origin.y.rounded()))
        let (right, bottom) = (Int((entry.origin.x + entry.size.width).rounded()), Int((entry.origin.y + entry.size.height).rounded()))
        let labelX = Int(label.origin.x.rounded())..<Int((label.origin.x + label.size.width).rounded())
        let labelY = Int(label.origin.y.rounded())..<Int((label.origin.y + label.size.height).rounded())
        // Inside the border and the 2 px ring drawn within it (the bordered geometry), the label
        // cannot cover the ring; FloatingLabelDrawingTests checks its pixels stay clear.
        if labelY.lowerBound >= top + 3, labelX.lowerBound >= left + 3, labelX.upperBound <= right - 3 { return }
        let corner = 10  // past Adwaita's 6 px rounded corners, with a margin
        func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int { abs(a.0 - b.0) + abs(a.1 - b.1) + abs(a.2 - b.2) }
        // The field's base colour: inside it, below the label, left of its text.
        let base = InputMethodTest.pixel(shot, left + 4, bottom - 6)
        /// Covered: a ring pixel showing the base colour rather than the ring (or ink).
        func isCovered(_ p: (Int, Int, Int), ring: (Int, Int, Int)) -> Bool { distance(p, ring) > 12 && distance(p, base) < distance(p, ring) }
        var checked = 0, covered = 0
        // Top edge under the label, against the same row far from it.
        for y in top..<(top + 2) where labelY.contains(y) {
            for x in max(labelX.lowerBound, left + corner)..<min(labelX.upperBound, right - corner) {
                checked += 1
                if isCovered(InputMethodTest.pixel(shot, x, y), ring: InputMethodTest.pixel(shot, right - 60, y)) { covered += 1 }
            }
        }
        // Leading edge beside the label, against the same column at the field's middle.
        let middle = (top + bottom) / 2
        for x in left..<(left + 2) where labelX.contains(x) {
            for y in max(labelY.lowerBound, top + corner)..<min(labelY.upperBound, bottom - corner) where abs(y - middle) > 2 {
                checked += 1
                if isCovered(InputMethodTest.pixel(shot, x, y), ring: InputMethodTest.pixel(shot, x, middle)) { covered += 1 }
            }
        }
        XCTAssertGreaterThan(checked, 0, "\(style): the floated label overlaps the field's edge", file: file, line: line)  // else it was inside
        XCTAssertEqual(covered, 0, "\(style): no backing covers the focus ring beside the floated label", file: file, line: line)
    }

    func testEveryStyleIsReadable() throws {
        try GtkTest.requireX11(for: "xdotool's Tab")
        try XCTSkipIf(!FileManager.default.fileExists(atPath: "/usr/bin/xdotool"), "xdotool (meson-helpers/setup-deps installs it)")
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            defer { Self.apply(Self.styles[0]) }
            var report: [String] = []
            for style in Self.styles {
                Self.apply(style)
                let demo = DemoWindow(options: DemoOptions(page: .login, reducedMotion: true))
                gtk_window_set_default_size(demo.window.widget.asWindow, 900, 700)
                GtkTest.show(demo.window.widget)
                defer { gtk_window_destroy(demo.window.widget.asWindow); MainLoop.drain() }
                let login = demo.view(of: .login) as! LoginPage
                login.email.text = "not an email"
                login.submit()
                // The shake and the label's float have run their course.
                XCTAssertTrue(MainLoop.iterate(until: { !login.email.isAnimating && login.email.horizontalOffset == 0 }))
                GtkTest.waitForFrames(demo.window.widget, 2)
                let page = demo.window.widget
                guard let shot = WidgetSnapshot(of: page) else { return XCTFail("no render") }
                let slug = style.name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: ":", with: "-")
                Self.save(shot, "login-\(slug)")
                Self.assertFocusRingWhole(of: login.email, in: shot, root: page, style: style.name)
                let error = Self.textContrast(of: login.email.message, in: shot, root: page)
                let floated = Self.textContrast(ofLabelOf: login.email, in: shot, root: page)
                let rest = Self.textContrast(ofLabelOf: login.password, in: shot, root: page)
                // Log In focused from the keyboard (Tab from the password, through the X server):
                // its ring, just below it, against the window.
                _ = gtk_widget_grab_focus(login.password.entry)
                gtk_window_set_title(demo.window.widget.asWindow, "contrast \(slug)")
                MainLoop.drain()
                let x = try XCTUnwrap(AppTest.xWindow(titled: "contrast \(slug)"))
                AppTest.press("Tab", in: x)
                XCTAssertTrue(MainLoop.iterate(until: { gtk_widget_has_focus(login.loginButton) != 0 }, timeout: 10), "Tab reached Log In")
                // The theme fades a ring in over 200 ms (a CSS transition): 30 frames.
                GtkTest.waitForFrames(demo.window.widget, 30)
                guard let focusShot = WidgetSnapshot(of: page) else { return XCTFail("no render") }
                Self.save(focusShot, "login-focus-\(slug)")
                var button = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(login.loginButton, page, &button), 0)
                // Across its bottom edge, the same pixels focused and not (the first shot) at
                // least 3:1 apart (WCAG 2.4.13): only the ring differs there.
                let buttonX = Int(button.origin.x + button.size.width / 2), buttonBottom = Int((button.origin.y + button.size.height).rounded())
                let buttonRing = (-8...8).map {
                    Self.contrast(InputMethodTest.pixel(focusShot, buttonX, buttonBottom + $0), InputMethodTest.pixel(shot, buttonX, buttonBottom + $0))
                }.max() ?? 0

                demo.show(page: .placeholder)
                XCTAssertTrue(MainLoop.iterate(until: { !demo.isSwitchingPages }), "the pages cross-fade to the end")
                let placeholderPage = (demo.view(of: .placeholder) as! PlaceholderTextPage)
                let view = placeholderPage.textView
                // The caret blinks over the placeholder: measure the placeholder alone.
                gtk_text_view_set_cursor_visible(view.textView.asTextView, 0)
                GtkTest.waitForFrames(demo.window.widget, 2)
                guard let placeholderShot = WidgetSnapshot(of: page) else { return XCTFail("no render") }
                Self.save(placeholderShot, "placeholder-\(slug)")
                let placeholder = Self.textContrast(of: view.placeholderLabel, in: placeholderShot, root: page)
                // The page's intro line above it (the caption the seed's note was, at 3.2:1).
                let intro = FirstLookTests.widgets(under: page).first {
                    gtk_widget_has_css_class($0, "page-intro") != 0 && gtk_widget_is_drawable($0) != 0
                }
                let caption = intro.map { Self.textContrast(of: $0, in: placeholderShot, root: page) } ?? 0
                // The text view reads as a field: filled as the login's entries are, and, focused
                // (the page focuses it), ringed. Across its top edge (a column of pixels through
                // it): the ring at least 3:1 against the fill (WCAG 1.4.11), and the same pixels
                // focused and unfocused at least 3:1 apart (WCAG 2.4.13's change of state).
                var frame = graphene_rect_t(), entry = graphene_rect_t()
                XCTAssertNotEqual(gtk_widget_compute_bounds(view.root.widget, page, &frame), 0)
                XCTAssertNotEqual(gtk_widget_compute_bounds(login.password.entry, page, &entry), 0)
                let middle = Int(frame.origin.x + frame.size.width / 2), top = Int(frame.origin.y.rounded())
                let fill = InputMethodTest.pixel(placeholderShot, middle, top + 12)
                let entryFill = InputMethodTest.pixel(shot, Int(entry.origin.x + entry.size.width * 0.6), Int(entry.origin.y + entry.size.height) - 5)
                XCTAssertLessThanOrEqual(abs(fill.0 - entryFill.0) + abs(fill.1 - entryFill.1) + abs(fill.2 - entryFill.2), 6,
                                         "\(style.name): the text view is filled as an entry is (\(fill) vs \(entryFill))")
                XCTAssertTrue(view.textView == gtk_root_get_focus(OpaquePointer(page)), "the page focused its text view")
                gtk_root_set_focus(OpaquePointer(page), nil)
                GtkTest.waitForFrames(demo.window.widget, 2)
                guard let unfocusedShot = WidgetSnapshot(of: page) else { return XCTFail("no render") }
                let band = (-6...6).map { top + $0 }
                let ring = band.map { Self.contrast(InputMethodTest.pixel(placeholderShot, middle, $0), fill) }.max() ?? 0
                let change = band.map {
                    Self.contrast(InputMethodTest.pixel(placeholderShot, middle, $0), InputMethodTest.pixel(unfocusedShot, middle, $0))
                }.max() ?? 0

                // The poll's notice at its cap of 20 options.
                demo.show(page: .poll)
                XCTAssertTrue(MainLoop.iterate(until: { !demo.isSwitchingPages }), "the pages cross-fade to the end")
                let poll = demo.view(of: .poll) as! PollPage
                while poll.rows.count < 20 {
                    im_signal_emit_simple(UnsafeMutableRawPointer(poll.rows[poll.rows.count - 1].entry), "activate")
                }
                im_signal_emit_simple(UnsafeMutableRawPointer(poll.rows[19].entry), "activate")
                XCTAssertEqual(gtk_widget_get_visible(poll.notice), 1)
                XCTAssertTrue(MainLoop.iterate(until: { !poll.isScrolling && !poll.keyboardHost.isAnimating }))
                GtkTest.waitForFrames(demo.window.widget, 2)
                guard let pollShot = WidgetSnapshot(of: page) else { return XCTFail("no render") }
                Self.save(pollShot, "poll-\(slug)")
                let notice = Self.textContrast(of: poll.notice, in: pollShot, root: page)
                let number = Self.textContrast(of: poll.rows[19].number, in: pollShot, root: page)

                let line = String(format: "%@: error text %.2f:1, floated label (focused, in error) %.2f:1, label at rest %.2f:1, placeholder %.2f:1, intro %.2f:1, text view focus ring %.2f:1 on the fill, %.2f:1 from unfocused, poll notice %.2f:1, option number %.2f:1, Log In's focus ring %.2f:1",
                                  style.name, error, floated, rest, placeholder, caption, ring, change, notice, number, buttonRing)
                print("contrast " + line)
                report.append(line)
                XCTAssertGreaterThanOrEqual(error, 4.5, "\(style.name): error text")
                XCTAssertGreaterThanOrEqual(floated, 4.5, "\(style.name): floated label")
                XCTAssertGreaterThanOrEqual(rest, 3, "\(style.name): label at rest (a placeholder)")
                XCTAssertGreaterThanOrEqual(placeholder, 3, "\(style.name): placeholder")
                XCTAssertGreaterThanOrEqual(caption, 4.5, "\(style.name): the page's intro")
                XCTAssertGreaterThanOrEqual(ring, 3, "\(style.name): the text view's focus ring")
                XCTAssertGreaterThanOrEqual(change, 3, "\(style.name): focusing the text view changes its edge")
                XCTAssertGreaterThanOrEqual(notice, 4.5, "\(style.name): the poll's notice")
                XCTAssertGreaterThanOrEqual(number, 4.5, "\(style.name): a poll option's number (small bold text)")
                XCTAssertGreaterThanOrEqual(buttonRing, 3, "\(style.name): Log In's focus ring")
            }
        }
    }
}
