import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Floating-label fields with large text (GTK's font resolution at 144 and 192 dpi, 1.5× and
/// 2× the default 96, as a low-vision user's desktop sets it): read from what is drawn, the
/// floated label lies inside the field's border and focus ring (1 + 2 px) and above the text's
/// line box, and a label longer than the field stays inside it, at rest and floated. On the
/// Floating Labels page and the Login page's email and password, at 360 × 640 and 1280 × 800.
final class FloatingLabelLargeTextTests: XCTestCase {
    /// The entry's border and the focus ring drawn inside it: no label pixel within this of
    /// the field's edges.
    static let borderAndRing = 3.0

    override func tearDown() {
        MainActor.assumeIsolated { MotionContext.shared.reducedMotionRequested = false }
    }

    /// The box around every pixel of `field`'s label drawn at least 5 % strong in the last
    /// frame, in field coordinates (pixel edges).
    @MainActor
    static func labelInk(of field: FloatingLabelEntry) -> (left: Double, top: Double, right: Double, bottom: Double)? {
        let margin: Int32 = 200
        let region = (x: -margin, y: -margin, width: field.fieldSize.width + 2 * margin, height: field.fieldSize.height + 2 * margin)
        guard let image = WidgetSnapshot(drawnBy: field.labelDrawing, in: field.root.widget, region: region),
              let box = image.opaqueBounds(threshold: 0.05) else { return nil }
        return (Double(box.minX + Int(region.x)), Double(box.minY + Int(region.y)),
                Double(box.maxX + 1 + Int(region.x)), Double(box.maxY + 1 + Int(region.y)))
    }

    /// The text's line box, top and bottom in field coordinates: GtkText centres its line
    /// (Pango's logical height of "Jo" in its font) in its allocation.
    @MainActor
    static func textLineBox(of field: FloatingLabelEntry) -> (top: Double, bottom: Double)? {
        guard let text = KeyboardTyping.textTarget(for: field.entry) else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(text, field.root.widget, &rect) != 0, let layout = gtk_widget_create_pango_layout(text, "Jo") else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        let centre = Double(rect.origin.y) + Double(rect.size.height) / 2
        return (centre - Double(logical.height) / 2, centre + Double(logical.height) / 2)
    }

    /// The rows the field's text inks (at least 5 % strong), in field coordinates: only the
    /// GtkText is rendered, which draws no background.
    @MainActor
    static func textInkRows(of field: FloatingLabelEntry) -> (top: Double, bottom: Double)? {
        guard let text = KeyboardTyping.textTarget(for: field.entry), let image = WidgetSnapshot(of: text),
              let box = image.opaqueBounds(threshold: 0.05) else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(text, field.root.widget, &rect) != 0 else { return nil }
        return (Double(rect.origin.y) + Double(box.minY), Double(rect.origin.y) + Double(box.maxY + 1))
    }

    /// The label of `field` (floated, holding text, or at rest) lies inside its border and
    /// focus ring; floated, it ends above the text's line box, and the text's ink lies in that
    /// box (so the box is where the text really is).
    @MainActor
    static func assertLabelInside(_ field: FloatingLabelEntry, floated: Bool, _ name: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        let width = Double(field.fieldSize.width), height = Double(field.fieldSize.height)
        guard let ink = labelInk(of: field) else { return XCTFail("\(name): no label drawn", file: file, line: line) }
        let ring = borderAndRing
        XCTAssertGreaterThanOrEqual(ink.left, ring, "\(name): the label's left edge inside the border", file: file, line: line)
        XCTAssertLessThanOrEqual(ink.right, width - ring, "\(name): the label's right edge inside the border (field \(width) wide)", file: file, line: line)
        XCTAssertGreaterThanOrEqual(ink.top, ring, "\(name): the label's top inside the border", file: file, line: line)
        XCTAssertLessThanOrEqual(ink.bottom, height - ring, "\(name): the label's bottom inside the border", file: file, line: line)
        guard floated else { return }
        guard let lineBox = textLineBox(of: field), let textInk = textInkRows(of: field) else {
            return XCTFail("\(name): no text line", file: file, line: line)
        }
        XCTAssertLessThanOrEqual(ink.bottom, lineBox.top,
                                 "\(name): the floated label (ink \(ink.top)…\(ink.bottom)) runs into the text's line \(lineBox.top)…\(lineBox.bottom) (field \(height) tall)",
                                 file: file, line: line)
        print("\(name): field \(width) × \(height), label ink \(ink.left)…\(ink.right) × \(ink.top)…\(ink.bottom), text line \(lineBox.top)…\(lineBox.bottom), text ink \(textInk.top)…\(textInk.bottom)")
        XCTAssertGreaterThanOrEqual(textInk.top, lineBox.top - 0.5, "\(name): the text's ink starts in its line box", file: file, line: line)
        XCTAssertLessThanOrEqual(textInk.bottom, lineBox.bottom + 0.5, "\(name): the text's ink ends in its line box", file: file, line: line)
    }

    @MainActor
    static func settle(_ demo: DemoWindow, _ fields: [FloatingLabelEntry]) {
        XCTAssertTrue(MainLoop.iterate(until: { fields.allSatisfy { !$0.isAnimating } }), "the labels settle")
        AdaptiveWindowTests.settle(demo)
        GtkTest.waitForFrames(demo.window.widget, 2)
    }

    func testFloatedLabelsStayInsideTheFieldAndClearOfTheTextAtLargeText() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let settings = UnsafeMutableRawPointer(gtk_settings_get_default()!)
            let resolution = GtkTest.textResolution
            im_object_set_boolean(settings, "gtk-cursor-blink", 0)
            MotionContext.shared.reducedMotionRequested = true
            defer {
                GtkTest.textResolution = resolution
                im_object_set_boolean(settings, "gtk-cursor-blink", 1)
            }
            for (width, height) in [(Int32(360), Int32(640)), (1280, 800)] {
                let demo = AdaptiveWindowTests.open(.floating, width: width, height: height)
                defer { AdaptiveWindowTests.close(demo) }
                let page = demo.view(of: .floating) as! FloatingLabelsPage
                let login = demo.view(of: .login) as! LoginPage
                for (index, field) in page.fields.enumerated() { field.text = index == 4 ? "نص" : "Jo" }
                login.email.text = "jo@example.org"
                login.password.text = "secret"
                gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
                for dpi: Int32 in [144, 192] {
                    GtkTest.setTextResolution(dpi)
                    for (pageName, fields) in [(DemoPage.floating, page.fields), (.login, [login.email, login.password])] {
                        demo.show(page: pageName)
                        gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
                        Self.settle(demo, fields)
                        for field in fields {
                            XCTAssertEqual(field.labelProgress, 1, "\(field.title): floated, holding text")
                            Self.assertLabelInside(field, floated: true, "\(width) × \(height), \(dpi) dpi, \(field.title)")
                        }
                    }
                }
                // Back at the default resolution the fields are the seed's 60 px again.
                GtkTest.setTextResolution(96)
                for (pageName, fields) in [(DemoPage.floating, page.fields), (.login, [login.email, login.password])] {
                    demo.show(page: pageName)
                    Self.settle(demo, fields)
                    for field in fields { XCTAssertEqual(field.fieldSize.height, 60, "\(width) × \(height), 96 dpi, \(field.title)") }
                }
            }
        }
    }

    /// "Name as it should appear on your badge" at 360 px wide is wider than its field at
    /// large text: it is cut short inside the field, at rest and floated (where, smaller, more
    /// of it shows).
    func testALongLabelStaysInsideItsFieldAtLargeText() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            let resolution = GtkTest.textResolution
            MotionContext.shared.reducedMotionRequested = true
            defer { GtkTest.textResolution = resolution }
            let demo = AdaptiveWindowTests.open(.floating, width: 360, height: 640)
            defer { AdaptiveWindowTests.close(demo) }
            let page = demo.view(of: .floating) as! FloatingLabelsPage
            let long = page.fields[3]
            XCTAssertEqual(long.title, "Name as it should appear on your badge")
            for dpi: Int32 in [144, 192] {
                GtkTest.setTextResolution(dpi)
                gtk_root_set_focus(gtk_widget_get_root(demo.window.widget), nil)
                Self.settle(demo, page.fields)
                var natural = GtkRequisition()
                gtk_widget_get_preferred_size(long.label, nil, &natural)
                XCTAssertGreaterThan(Double(natural.width), Double(long.fieldSize.width), "\(dpi) dpi: the title is wider than its field")
                XCTAssertEqual(long.labelProgress, 0)
                Self.assertLabelInside(long, floated: false, "\(dpi) dpi, at rest")
                long.grabFocus()
                Self.settle(demo, page.fields)
                XCTAssertEqual(long.labelProgress, 1)
                Self.assertLabelInside(long, floated: true, "\(dpi) dpi, floated")
                // Floated, smaller, it shows more of itself than the resting cut scaled down,
                // which would end at 5.6 + 0.8 × (320 − 10) = 253.6: ellipsized again, its box
                // ends 5 px inside the field (315), its ink within a glyph or so of that.
                let reach = Self.labelInk(of: long)?.right ?? 0
                XCTAssertGreaterThan(reach, 5.6 + 0.8 * (Double(long.fieldSize.width) - 10) + 10, "\(dpi) dpi, floated: more of the title shows")
            }
        }
    }
}
