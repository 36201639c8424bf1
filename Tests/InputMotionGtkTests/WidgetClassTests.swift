import CGtk
import InputMotionCore
import XCTest
@testable import InputMotionGtk

/// Every widget the demo defines is a registered GTK type with its own CSS name: GTK Inspector
/// shows it by name, style.css reaches it by name, and it is finalized when its window goes.
final class WidgetClassTests: XCTestCase {
    nonisolated(unsafe) static var finalized: [String] = []

    /// (GType name, CSS name, a widget of that class and the widget its class is on).
    @MainActor
    private static func samples() -> [(type: String, css: String, make: @MainActor () -> (owner: AnyObject, widget: UnsafeMutablePointer<GtkWidget>))] {
        [
            ("InputMotionFloatingLabelEntry", "floating-label-entry", { let w = FloatingLabelEntry(title: "Name"); return (w, w.root.widget) }),
            ("InputMotionPlaceholderTextView", "placeholder-text-view", { let w = PlaceholderTextView(placeholder: "Write", accessibleName: "Notes"); return (w, w.root.widget) }),
            ("InputMotionMessageBar", "message-bar", { let w = ChatMessageBar(); return (w, w.root.widget) }),
            ("InputMotionMessageBubble", "message-bubble", {
                let w = MessageBubble(message: ChatMessage(id: 1, author: .me, text: "Hi"), partnerName: "Maya"); return (w, w.root.widget)
            }),
            ("InputMotionMessageList", "message-list", { let w = ChatMessageList(); return (w, w.frame.widget) }),
            ("InputMotionKeyboardGrid", "keyboard-panel", { let w = KeyboardPanelView(); return (w, w.root.widget) }),
            ("InputMotionAvatar", "avatar", { let w = AvatarView(accessibleName: "Avatar"); return (w, w.root.widget) }),
            ("InputMotionPollOption", "poll-option", { let w = PollOptionRow(index: 0, text: ""); return (w, w.root.widget) }),
            ("InputMotionFramePacing", "frame-pacing", { let w = FramePacingOverlay(); return (w, w.root.widget) }),
            ("InputMotionKeyboardHost", "keyboard-host", { let w = KeyboardHost(content: gtk_label_new("page")); return (w, w.root.widget) }),
            ("InputMotionFloatingLabelsPage", "floating-labels-page", { let w = FloatingLabelsPage(); return (w, w.root.widget) }),
            ("InputMotionLoginPage", "login-page", { let w = LoginPage(); return (w, w.root.widget) }),
            ("InputMotionPlaceholderTextPage", "placeholder-page", { let w = PlaceholderTextPage(); return (w, w.root.widget) }),
            ("InputMotionPageStack", "page-stack", { let w = PageStack(); return (w, w.widget) }),
        ]
    }

    func testEachWidgetIsItsOwnTypeWithItsCSSNameAndIsFinalizedWithItsWindow() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            for sample in Self.samples() {
                Self.finalized = []
                do {
                    var made: (owner: AnyObject, widget: UnsafeMutablePointer<GtkWidget>)? = sample.make()
                    let widget = try XCTUnwrap(made?.widget)
                    XCTAssertEqual(String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self))), sample.type)
                    XCTAssertEqual(String(cString: gtk_widget_get_css_name(widget)), sample.css)

                    // A rule on the CSS name reaches the widget: it asks for the height the rule sets.
                    let provider = gtk_css_provider_new()!
                    im_css_provider_load_from_string(provider, "\(sample.css) { min-height: 345px; }")
                    let display = gdk_display_get_default()
                    gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_USER))
                    var minimum: Int32 = 0
                    gtk_widget_set_visible(widget, 1)  // the frame-pacing graph starts hidden
                    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
                    XCTAssertGreaterThanOrEqual(minimum, 345, "\(sample.css) { min-height } reaches \(sample.type)")
                    gtk_style_context_remove_provider_for_display(display, OpaquePointer(provider))
                    g_object_unref(provider)

                    let window = gtk_window_new()!
                    gtk_window_set_child(window.asWindow, widget)
                    g_object_weak_ref(Gtk.AnyWidget(widget).object, { data, _ in
                        WidgetClassTests.finalized.append(String(cString: data!.assumingMemoryBound(to: CChar.self)))
                        free(data)
                    }, strdup(sample.type))  // a name for the callback, which frees it
                    GtkTest.show(window)
                    gtk_window_destroy(window.asWindow)
                    made = nil
                }
                MainLoop.drain()
                XCTAssertEqual(Self.finalized, [sample.type], "\(sample.type) finalized after its window closed")
            }
        }
    }

    /// A class derived from one of ours (as a copier would derive from a KeyboardGrid) draws
    /// through its base's snapshot override once, then as GtkWidget draws (its child label),
    /// and disposes once: its child unparented, the instance finalized. Both chained up from
    /// the instance's parent class, which holds the same functions, and called themselves.
    func testAClassDerivedFromOneOfOursDrawsAndDisposesOnce() throws {
        try MainActor.assumeIsolated {
            GtkTest.setUp()
            Self.finalized = []
            var draws = 0
            do {
                let widget = Self.derived.instantiate()
                gtk_widget_set_layout_manager(widget, WidgetClass.boxLayout(GTK_ORIENTATION_VERTICAL))
                let label = gtk_label_new("derived")!
                gtk_widget_set_parent(label, widget)
                SnapshotOverride.set(on: widget) { snapshot, drawParent in
                    draws += 1
                    drawParent(snapshot)
                }
                for (instance, name) in [(widget, "widget"), (label, "label")] {
                    g_object_weak_ref(Gtk.AnyWidget(instance).object, { data, _ in
                        WidgetClassTests.finalized.append(String(cString: data!.assumingMemoryBound(to: CChar.self)))
                        free(data)
                    }, strdup(name))
                }
                let window = gtk_window_new()!
                gtk_window_set_child(window.asWindow, widget)
                GtkTest.show(window)
                let snapshot = gtk_snapshot_new()
                gtk_widget_snapshot_child(window, widget, snapshot)
                let node = try XCTUnwrap(gtk_snapshot_free_to_node(snapshot))
                defer { gsk_render_node_unref(node) }
                XCTAssertEqual(draws, 1, "the override ran once")
                XCTAssertEqual(Self.texts(in: node), 1, "and GtkWidget's snapshot drew the label")
                gtk_window_destroy(window.asWindow)
            }
            MainLoop.drain()
            XCTAssertEqual(Set(Self.finalized), ["widget", "label"], "both finalized after the window closed")
        }
    }

    /// A registered class derived from GtkWidget, with a snapshot override: the base of the
    /// derived class above.
    /// Derived from `base` (registered once per process, as every class).
    private static let derived = WidgetClass(typeName: "InputMotionTestDerived", cssName: "test-derived", layout: .instance,
                                             parent: { MainActor.assumeIsolated { base.type } })
    private static let base = WidgetClass(typeName: "InputMotionTestBase", cssName: "test-base", layout: .instance,
                                              configure: SnapshotOverride.install)

    /// Text nodes in `node` and the nodes inside it.
    private static func texts(in node: OpaquePointer) -> Int {
        switch gsk_render_node_get_node_type(node) {
        case GSK_TEXT_NODE: 1
        case GSK_CONTAINER_NODE:
            (0..<gsk_container_node_get_n_children(node)).reduce(0) { $0 + (gsk_container_node_get_child(node, $1).map(texts) ?? 0) }
        case GSK_TRANSFORM_NODE: gsk_transform_node_get_child(node).map(texts) ?? 0
        case GSK_CLIP_NODE: gsk_clip_node_get_child(node).map(texts) ?? 0
        default: 0
        }
    }

    /// The demo's two windows are types of their own too (GtkWindows, CSS name `window`, so
    /// the theme styles them as any window), finalized once destroyed.
    func testTheWindowsAreTheirOwnTypesAndAreFinalizedWhenDestroyed() {
        MainActor.assumeIsolated {
            GtkTest.setUp()
            // Each with what owns it: a DemoWindow's Swift side lays its window out.
            let windows: [(type: String, make: @MainActor () -> (owner: AnyObject?, window: UnsafeMutablePointer<GtkWidget>))] = [
                ("InputMotionDemoWindow", { let demo = DemoWindow(options: DemoOptions(page: .floating)); return (demo, demo.window.widget) }),
                ("InputMotionMessageTextWindow", { (nil, MessageTextWindow.present(text: "Hello", title: "Message", over: nil)) }),
            ]
            for (type, make) in windows {
                Self.finalized = []
                do {
                    let (owner, window) = make()
                    XCTAssertEqual(String(cString: g_type_name_from_instance(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GTypeInstance.self))), type)
                    XCTAssertTrue(Gtk.Window.isInstance(window), "\(type) is a GtkWindow")
                    XCTAssertEqual(String(cString: gtk_widget_get_css_name(window)), "window")
                    g_object_weak_ref(Gtk.AnyWidget(window).object, { data, _ in
                        WidgetClassTests.finalized.append(String(cString: data!.assumingMemoryBound(to: CChar.self)))
                        free(data)
                    }, strdup(type))  // a name for the callback, which frees it
                    withExtendedLifetime(owner) {
                        GtkTest.show(window)
                        gtk_window_destroy(window.asWindow)
                        MainLoop.drain()
                    }
                }
                MainLoop.drain()
                XCTAssertEqual(Self.finalized, [type], "\(type) finalized once destroyed")
            }
        }
    }
}
