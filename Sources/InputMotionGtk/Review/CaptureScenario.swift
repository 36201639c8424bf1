import CGtk
import InputMotionCore

/// One animation of the demo as the capture tool records it: which page, how to set it up,
/// what starts it, how long it runs, and which properties to plot.
@MainActor
package struct CaptureScenario {
    /// A property of the animation: the model's value at any motion time (the curve) and the
    /// value the widget drew in the current frame (the dots).
    struct Property {
        var name: String
        var model: @MainActor (_ time: Double) -> Double
        var drawn: @MainActor () -> Double
    }

    /// File-name stem, e.g. "shake".
    var name: String
    var title: String
    var page: DemoPage
    var duration: Double
    var frameCount: Int
    /// The part of the page area to film (coordinates of the stack holding the pages; nil =
    /// all of it) and its scale.
    var region: @MainActor (DemoWindow) -> (x: Double, y: Double, width: Double, height: Double)? = { _ in nil }
    /// The widget filmed: the page area, unless the motion is the window's own.
    var filmed: @MainActor (DemoWindow) -> UnsafeMutablePointer<GtkWidget>? = { $0.pageArea }
    var scale = 0.5
    /// Brings the page to the scenario's starting state (before motion time 0).
    var prepare: @MainActor (DemoWindow) -> Void
    /// Starts the motion at the current motion time.
    var start: @MainActor (DemoWindow) -> Void
    /// Leaves the page as a user would find it (e.g. logs out).
    var finish: @MainActor (DemoWindow) -> Void = { _ in }
    var properties: @MainActor (DemoWindow) -> [Property]

    /// Frame times from 0 to the duration, evenly spaced.
    var frameTimes: [Double] {
        (0..<frameCount).map { duration * Double($0) / Double(max(frameCount - 1, 1)) }
    }
}

// The scenarios, each made by the page it plays on (`DemoPageView.captureScenarios()`), for
// the widgets it films.
extension CaptureScenario {
    /// `widget`'s bounds in the page area, grown by `outset` and cut to `width` when given.
    private static func area(of widget: UnsafeMutablePointer<GtkWidget>?, in page: DemoPage, of window: DemoWindow,
                             outset: Double = 16, width: Double? = nil) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let widget, let pageRoot = window.pageArea else { return nil }
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, pageRoot, &rect) != 0 else { return nil }
        let x = max(0, Double(rect.origin.x) - outset), y = max(0, Double(rect.origin.y) - outset)
        let w = min(width ?? Double(rect.size.width) + 2 * outset, Double(gtk_widget_get_width(pageRoot)) - x)
        let h = min(Double(rect.size.height) + 2 * outset, Double(gtk_widget_get_height(pageRoot)) - y)
        return (x, y, w, h)
    }

    /// The live catalog's parameters of `name`, in a few words (plot titles).
    private static func summary(_ name: MotionName) -> String {
        MotionExport.summary(MotionContext.shared.catalog[name])
    }

    /// The keyboard's slide and a few frames after it.
    private static var keyboardFilmDuration: Double {
        guard case let .curve(_, duration) = MotionContext.shared.catalog.keyboardSlide else { return 0.3 }
        return duration + 0.05
    }


    /// `widget`'s drawn top and bottom in the page area's coordinates (NaN when not drawn).
    private static func drawnEdges(_ widget: UnsafeMutablePointer<GtkWidget>, in window: DemoWindow) -> (top: Double, bottom: Double) {
        var rect = graphene_rect_t()
        guard let area = window.pageArea, gtk_widget_compute_bounds(widget, area, &rect) != 0 else { return (.nan, .nan) }
        return (Double(rect.origin.y), Double(rect.origin.y + rect.size.height))
    }

    /// The keyboard's top and the chat bar's bottom: one line, two sets of dots.
    private static func keyboardProperties(_ page: ChatPage, _ window: DemoWindow) -> [Property] {
        let host = page.keyboardHost
        return [
            Property(name: "keyboard top (px)", model: { host.keyboardFrame(at: $0).minY },
                     drawn: { drawnEdges(host.panel.root.widget, in: window).top }),
            Property(name: "message bar bottom (px)", model: { host.keyboardFrame(at: $0).minY },
                     drawn: { drawnEdges(page.bar.root.widget, in: window).bottom }),
        ]
    }

    static func keyboardShow(_ page: ChatPage) -> CaptureScenario {
        CaptureScenario(
            name: "keyboard-show", title: "Chat: the keyboard slides in (\(summary(.keyboardSlide))) and the bar rides on it",
            page: .chat, duration: keyboardFilmDuration, frameCount: 7, scale: 0.45,
            prepare: { page.keyboardHost.hide(); unfocus($0) },
            start: { _ in _ = gtk_widget_grab_focus(page.bar.entry) },
            properties: { keyboardProperties(page, $0) })
    }

    static func keyboardHide(_ page: ChatPage) -> CaptureScenario {
        CaptureScenario(
            name: "keyboard-hide", title: "Chat: the keyboard slides out and the bar comes back down with it",
            page: .chat, duration: keyboardFilmDuration, frameCount: 7, scale: 0.45,
            prepare: { _ in _ = gtk_widget_grab_focus(page.bar.entry) },
            start: { _ in page.keyboardHost.hide() },
            finish: { unfocus($0) },
            properties: { keyboardProperties(page, $0) })
    }

    /// A message sent with the keyboard up: it rises out of the bar as the list makes room.
    static func messageSend(_ page: ChatPage) -> CaptureScenario {
        let duration: Double
        if case let .curve(_, seconds) = MotionContext.shared.catalog.messageSend { duration = seconds } else { duration = 0.3 }
        return messageArrival(page, name: "message-send", duration: duration + 0.05,
                              title: "Chat: a sent message rises out of the bar (\(summary(.messageSend))) as the list makes room",
                              prepare: {
                                  _ = gtk_widget_grab_focus(page.bar.entry)
                                  page.bar.draft = "On my way!"
                              },
                              start: { page.bar.send() })
    }

    /// The partner's reply: it rises and fades in on its own, softer motion.
    static func messageReply(_ page: ChatPage) -> CaptureScenario {
        messageArrival(page, name: "message-reply", duration: 0.5,
                       title: "Chat: the reply rises and fades in (\(summary(.messageReply))) as the list makes room",
                       prepare: {}, start: { page.receive(tr("Sounds good!")) })
    }

    /// A message arriving in the chat list: where the newest message is drawn against its place.
    private static func messageArrival(_ page: ChatPage, name: String, duration: Double, title: String,
                                       prepare: @escaping @MainActor () -> Void, start: @escaping @MainActor () -> Void) -> CaptureScenario {
        CaptureScenario(
            name: name, title: title, page: .chat, duration: duration, frameCount: 7, scale: 0.45,
            prepare: { _ in prepare() },
            start: { _ in start() },
            finish: {
                unfocus($0)
                page.callOffRepliesOnTheirWay()
            },
            properties: { _ in
                [Property(name: "newest message below its place (px)", model: { page.list.arrival.shift(at: $0) },
                          drawn: { page.list.drawnNewestShift })]
            })
    }

    /// The poll list's reveal, replayed: from the top back down to the focused (new) option,
    /// which ends 10 px above the keyboard. (Return's own reveal at this window size moves
    /// the list by the new row alone, too little to read on a plot.)
    static func pollReveal(_ page: PollPage) -> CaptureScenario {
        let duration: Double
        if case let .curve(_, seconds) = MotionContext.shared.catalog.pollReveal { duration = seconds + 0.05 } else { duration = 0.35 }
        return CaptureScenario(
            name: "poll-reveal", title: "Poll: the list scrolls to the focused option (\(summary(.pollReveal))), 10 px above the keyboard",
            page: .poll, duration: duration, frameCount: 7, scale: 0.45,
            prepare: { _ in
                page.rows.first?.grabFocus()
                while page.rows.count < 7 { page.pressReturn(in: page.rows.count - 1) }
            },
            start: { _ in page.replayReveal() },
            finish: { window in
                page.keyboardHost.hide()
                unfocus(window)
            },
            properties: { _ in
                [Property(name: "list scroll offset (px)", model: { page.scrollOffset(at: $0) },
                          drawn: { page.drawnScrollOffset })]
            })
    }

    /// The folded window's slide from the page list to a page, on a phone-sized window.
    static func pageSlide(_ window: DemoWindow) -> CaptureScenario {
        let duration: Double
        if case let .curve(_, seconds) = MotionContext.shared.catalog.pageSlide { duration = seconds + 0.05 } else { duration = 0.4 }
        let split = window.split
        // Waited for by the fold, not the width: the window's allocation is the default size
        // less its client-side frame (350 for 360 under Xvfb), so a width never matched.
        func resize(_ width: Int32, _ height: Int32, folded: Bool) {
            gtk_window_set_default_size(window.window.widget.asWindow, width, height)
            MainLoop.iterate(until: { window.isFolded == folded })
        }
        return CaptureScenario(
            name: "page-slide", title: "Narrow window: a page slides in over the page list (\(summary(.pageSlide)))",
            page: .floating, duration: duration, frameCount: 7, filmed: { $0.split.root }, scale: 0.45,
            prepare: { window in
                unfocus(window)
                resize(360, 640, folded: true)
                _ = window.goBack()
            },
            start: { $0.show(page: .floating) },
            finish: { _ in resize(900, 640, folded: false) },
            properties: { _ in
                [Property(name: "page x (px)",
                          model: { split.model.frames(width: Double(gtk_widget_get_width(split.root)), height: Double(gtk_widget_get_height(split.root)), at: $0).page?.x ?? .nan },
                          drawn: {
                              var rect = graphene_rect_t()
                              guard gtk_widget_get_child_visible(split.page) != 0, gtk_widget_compute_bounds(split.page, split.root, &rect) != 0 else { return .nan }
                              return Double(rect.origin.x)
                          })]
            })
    }

    /// The wide window's cross-fade from the Floating Labels page to Login: the old page's
    /// opacity, the model's against what was drawn (read back from the pixels where the two
    /// pages differ most).
    static func pageCrossfade(_ window: DemoWindow) -> CaptureScenario {
        let fade = window.pageStack
        var background = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = im_lookup_theme_color(window.window.widget, "theme_bg_color", &background)
        let theme = background
        return CaptureScenario(
            name: "page-crossfade", title: "Wide window: the old page fades out over the new one (\(summary(.pageCrossfade)))",
            page: .floating, duration: MotionContext.shared.catalog.pageCrossfadeDuration + 0.05, frameCount: 7,
            scale: 0.45,
            prepare: { unfocus($0) },
            // Unfocused at once, Login's label does not float meanwhile: only the fade moves.
            start: { window in
                window.show(page: .login)
                unfocus(window)
            },
            properties: { _ in
                [Property(name: "old page opacity", model: { fade.model.outgoingOpacity(at: $0) },
                          drawn: { fade.measuredOutgoingOpacity(background: theme) ?? .nan })]
            })
    }

    private static func unfocus(_ window: DemoWindow) {
        if let root = gtk_widget_get_root(window.window.widget) { gtk_root_set_focus(root, nil) }
    }

    private static func labelProperties(_ field: FloatingLabelEntry) -> [Property] {
        // Dots read back from the drawn pixels (the ink of each frame against the label's own image).
        return [
            Property(name: "label x (px)", model: { field.placement(at: $0).x }, drawn: { field.measuredLabelPlacement()?.x ?? .nan }),
            Property(name: "label y (px)", model: { field.placement(at: $0).y }, drawn: { field.measuredLabelPlacement()?.y ?? .nan }),
            Property(name: "label scale", model: { field.placement(at: $0).scale }, drawn: { field.measuredLabelPlacement()?.scale ?? .nan }),
        ]
    }

    static func labelFloat(_ field: FloatingLabelEntry) -> CaptureScenario {
        CaptureScenario(
            name: "label-float", title: "Floating label: focus (\(summary(.floatingLabel)))",
            page: .floating, duration: 0.4, frameCount: 9,
            region: { area(of: field.root.widget, in: .floating, of: $0, width: 220) }, scale: 1,
            prepare: { unfocus($0) },
            start: { _ in field.grabFocus() },
            properties: { _ in labelProperties(field) })
    }

    static func labelReturn(_ field: FloatingLabelEntry) -> CaptureScenario {
        CaptureScenario(
            name: "label-return", title: "Floating label: blur with empty text (back to rest)",
            page: .floating, duration: 0.4, frameCount: 9,
            region: { area(of: field.root.widget, in: .floating, of: $0, width: 220) }, scale: 1,
            prepare: { _ in field.grabFocus() },
            start: { unfocus($0) },
            properties: { _ in labelProperties(field) })
    }

    static func shake(_ page: LoginPage) -> CaptureScenario {
        CaptureScenario(
            name: "shake", title: "Login: invalid email shakes (\(summary(.shake)))",
            page: .login, duration: MotionContext.shared.catalog.shake.activeDuration, frameCount: 11,
            region: { area(of: page.email.root.widget, in: .login, of: $0, width: 200) }, scale: 1,
            prepare: { window in
                page.email.text = "foo"
                page.password.text = "a long password"
                unfocus(window)
            },
            start: { _ in page.submit() },
            properties: { _ in
                [Property(name: "email field x offset (px)",
                          model: { page.model.shakeOffset(for: .email, at: $0) },
                          drawn: { page.email.horizontalOffset })]
            })
    }

    static func avatar(_ page: LoginPage) -> CaptureScenario {
        CaptureScenario(
        name: "avatar", title: "Login: valid submit spins and rounds the avatar (one \(MotionNumber.text(MotionContext.shared.catalog.avatarRotation.duration)) s pass)",
        page: .login, duration: MotionContext.shared.catalog.avatarRotation.duration, frameCount: 9,
        region: { area(of: page.avatar.root.widget, in: .login, of: $0, outset: 42) }, scale: 0.6,
        prepare: { _ in
            page.email.text = "ada@example.com"
            page.password.text = "analytical"
        },
        start: { _ in page.submit() },
        finish: { _ in page.logOut() },
        properties: { _ in
            [
                Property(name: "avatar rotation (rad)", model: { page.model.avatarRotation(at: $0) }, drawn: { page.avatar.drawn.rotation }),
                // Read back from the drawn pixels (the area it covers), not the value handed to the widget.
                Property(name: "avatar corner radius (px)", model: { page.model.avatarCornerRadius(at: $0) },
                         drawn: { page.avatar.measuredCornerRadius() ?? .nan }),
            ]
        })
    }
}
