import CGtk
import XCTest
@testable import InputMotionGtk

/// How the keyboard is drawn: at rest one bitmap (no per-key nodes for the renderer to walk at
/// each caret blink), pixel for pixel what its live keys draw, following a press and a theme
/// change; while it slides, the keys themselves.
final class KeyboardPanelDrawingTests: XCTestCase {
    func testAtRestThePanelIsABitmapOfItsLiveKeysFollowingPressAndTheme() throws {
        try MainActor.assumeIsolated {
            let fixture = KeyboardHostTests.Fixture()
            defer { fixture.close() }
            let settings = UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default()))
            let dark = im_settings_prefer_dark(OpaquePointer(settings))
            defer { im_settings_set_prefer_dark(OpaquePointer(settings), dark) }
            let panel = fixture.host.panel
            let keyCount = panel.keys.joined().count
            _ = gtk_widget_grab_focus(fixture.entry)
            fixture.settle()
            GtkTest.waitForFrames(fixture.window.widget, 2)

            XCTAssertEqual(Self.textNodes(inDrawingOf: fixture.host), 0, "at rest: one bitmap, no key labels")
            let light = try Self.pixels(of: fixture.host)
            XCTAssertEqual(Self.differences(light, try Self.livePixels(of: fixture)), "none", "the bitmap is the keys' own drawing")

            fixture.press("Shift")
            GtkTest.waitForFrames(fixture.window.widget, 2)
            XCTAssertEqual(Self.textNodes(inDrawingOf: fixture.host), 0)
            let shifted = try Self.pixels(of: fixture.host)
            XCTAssertNotEqual(Self.differences(shifted, light), "none", "the shifted key and capitals show")
            XCTAssertEqual(Self.differences(shifted, try Self.livePixels(of: fixture)), "none")

            im_settings_set_prefer_dark(OpaquePointer(settings), dark == 0 ? 1 : 0)
            GtkTest.waitForFrames(fixture.window.widget, 2)
            let themed = try Self.pixels(of: fixture.host)
            XCTAssertNotEqual(Self.differences(themed, shifted), "none", "the other theme's colours show")
            XCTAssertEqual(Self.differences(themed, try Self.livePixels(of: fixture)), "none")

            fixture.host.hide()
            var labelsWhileSliding: [Int] = []
            GtkTest.eachFrame(of: fixture.window.widget) { _ in
                guard fixture.host.isAnimating else { return true }
                labelsWhileSliding.append(Self.textNodes(inDrawingOf: fixture.host))
                return false
            }
            XCTAssertFalse(labelsWhileSliding.isEmpty, "frames while sliding down")
            XCTAssertEqual(labelsWhileSliding.filter { $0 < keyCount }, [], "sliding: every key drawn live")
        }
    }

    /// The keyboard panel's drawing in the host's last frame (its render node).
    @MainActor
    static func drawing(of host: KeyboardHost) -> OpaquePointer? {
        let snapshot = gtk_snapshot_new()
        gtk_widget_snapshot_child(host.root.widget, host.panel.root.widget, snapshot)
        return gtk_snapshot_free_to_node(snapshot)
    }

    /// Text nodes in the keyboard panel's drawing (each key's label is one when drawn live).
    @MainActor
    static func textNodes(inDrawingOf host: KeyboardHost) -> Int {
        let node = drawing(of: host)
        defer { node.map(gsk_render_node_unref) }
        return textNodes(in: node)
    }

    static func textNodes(in node: OpaquePointer?) -> Int {
        guard let node else { return 0 }
        let own = gsk_render_node_get_node_type(node) == GSK_TEXT_NODE ? 1 : 0
        return own + children(of: node).reduce(0) { $0 + textNodes(in: $1) }
    }

    private static func children(of node: OpaquePointer) -> [OpaquePointer?] {
        switch gsk_render_node_get_node_type(node) {
        case GSK_CONTAINER_NODE: (0..<gsk_container_node_get_n_children(node)).map { gsk_container_node_get_child(node, $0) }
        case GSK_TRANSFORM_NODE: [gsk_transform_node_get_child(node)]
        case GSK_CLIP_NODE: [gsk_clip_node_get_child(node)]
        case GSK_ROUNDED_CLIP_NODE: [gsk_rounded_clip_node_get_child(node)]
        case GSK_OPACITY_NODE: [gsk_opacity_node_get_child(node)]
        case GSK_COLOR_MATRIX_NODE: [gsk_color_matrix_node_get_child(node)]
        case GSK_SHADOW_NODE: [gsk_shadow_node_get_child(node)]
        case GSK_DEBUG_NODE: [gsk_debug_node_get_child(node)]
        case GSK_BLEND_NODE: [gsk_blend_node_get_bottom_child(node), gsk_blend_node_get_top_child(node)]
        case GSK_CROSS_FADE_NODE: [gsk_cross_fade_node_get_start_child(node), gsk_cross_fade_node_get_end_child(node)]
        case GSK_REPEAT_NODE: [gsk_repeat_node_get_child(node)]
        default: []
        }
    }

    /// How two drawings of one size differ: "none", or how many pixels and the first one.
    static func differences(_ a: [UInt32], _ b: [UInt32]) -> String {
        guard a.count == b.count else { return "sizes \(a.count) and \(b.count) pixels" }
        let differing = a.indices.filter { a[$0] != b[$0] }
        guard let first = differing.first else { return "none" }
        return "\(differing.count) pixels, first at \(first): \(String(a[first], radix: 16)) vs \(String(b[first], radix: 16))"
    }

    /// The keyboard as drawn in the host's last frame, rendered by the window's renderer: the
    /// panel's pixels, row by row.
    @MainActor
    static func pixels(of host: KeyboardHost) throws -> [UInt32] {
        var bounds = graphene_rect_t()
        XCTAssertNotEqual(gtk_widget_compute_bounds(host.panel.root.widget, host.root.widget, &bounds), 0)
        return try render(drawing(of: host), in: host.root.widget, viewport: bounds)
    }

    /// The keyboard drawn live (its keys' own render nodes, not the bitmap), as `pixels(of:)`
    /// reads it; then back at rest.
    @MainActor
    static func livePixels(of fixture: KeyboardHostTests.Fixture) throws -> [UInt32] {
        let panel = fixture.host.panel
        panel.isAtRest = false
        GtkTest.waitForFrames(fixture.window.widget, 1)
        defer {
            panel.isAtRest = true
            GtkTest.waitForFrames(fixture.window.widget, 1)
        }
        XCTAssertGreaterThan(textNodes(inDrawingOf: fixture.host), 0, "drawn live")
        return try pixels(of: fixture.host)
    }

    @MainActor
    private static func render(_ node: OpaquePointer?, in widget: UnsafeMutablePointer<GtkWidget>,
                               viewport: graphene_rect_t) throws -> [UInt32] {
        let node = try XCTUnwrap(node)
        defer { gsk_render_node_unref(node) }
        let renderer = try XCTUnwrap(gtk_native_get_renderer(try XCTUnwrap(gtk_widget_get_native(widget))))
        var viewport = viewport
        let texture = try XCTUnwrap(gsk_renderer_render_texture(renderer, node, &viewport))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        return pixels
    }
}
