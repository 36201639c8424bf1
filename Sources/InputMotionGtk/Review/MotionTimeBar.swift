import CGtk
import InputMotionCore

/// The motion inspector's control of time: Pause (every motion holds where it is), a frame
/// back and forward while paused, a timeline of the last replay to scrub along (scrubbing
/// pauses), slow motion with its factors, and the onion skin. The buttons are the window's
/// actions (`ReviewControls`), so they follow the keys and the main menu and back.
///
/// CSS nodes: a vertical box with `.motion-time-bar`. Accessible roles: a group named "Time";
/// the timeline is a slider named "Timeline of the last replay".
@MainActor
final class MotionTimeBar {
    let root: Widget
    let pauseButton: UnsafeMutablePointer<GtkWidget>
    let stepBackButton: UnsafeMutablePointer<GtkWidget>
    let stepForwardButton: UnsafeMutablePointer<GtkWidget>
    /// The timeline (a GtkScale over the last replay, in seconds).
    let scale: UnsafeMutablePointer<GtkWidget>
    /// "0.12 of 0.30 s".
    let positionLabel: UnsafeMutablePointer<GtkWidget>
    /// The factor buttons, in `SlowMotionChoice.factors` order.
    let factorButtons: [UnsafeMutablePointer<GtkWidget>]
    let slowMotionCheck: UnsafeMutablePointer<GtkWidget>
    let onionSkinCheck: UnsafeMutablePointer<GtkWidget>
    /// The span the timeline covers, once a motion was replayed.
    private(set) var timeline: ReplayTimeline?
    /// True while the scale is moved by code, so its "value-changed" is no scrub.
    private var following = false
    private lazy var driver = MotionDriver(widget: scale) { [weak self] time in
        guard let self, let timeline = self.timeline else { return false }
        self.show(position: timeline.position(at: time))
        return timeline.isPlaying(at: time)
    }

    init() {
        let box = im_box_new_with_role(GTK_ACCESSIBLE_ROLE_GROUP)!
        root = Widget(box)
        gtk_orientable_set_orientation(Gtk.Orientable(box).c, GTK_ORIENTATION_VERTICAL)
        gtk_box_set_spacing(box.asBox, 6)
        gtk_widget_add_css_class(box, "motion-time-bar")
        im_accessible_set_label(box, tr("Time"))

        let heading = gtk_label_new(tr("Time"))!
        gtk_widget_add_css_class(heading, "heading")
        gtk_label_set_xalign(heading.asLabel, 0)
        gtk_box_append(box.asBox, heading)

        let controls = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        pauseButton = gtk_toggle_button_new()
        gtk_button_set_icon_name(pauseButton.asButton, "media-playback-pause-symbolic")
        Self.act(pauseButton, "win.pause-motion", tooltip: tr("Pause or resume every motion (Ctrl+Shift+P)"), name: tr("Pause motion"))
        stepBackButton = gtk_button_new_from_icon_name("go-previous-symbolic")
        Self.act(stepBackButton, "win.step-back", tooltip: tr("One frame back, while paused (Alt+,)"), name: tr("Previous frame"))
        stepForwardButton = gtk_button_new_from_icon_name("go-next-symbolic")
        Self.act(stepForwardButton, "win.step-forward", tooltip: tr("One frame on, while paused (Alt+.)"), name: tr("Next frame"))
        positionLabel = gtk_label_new("")
        gtk_widget_set_hexpand(positionLabel, 1)
        gtk_label_set_xalign(positionLabel.asLabel, 1)
        gtk_widget_add_css_class(positionLabel, "numeric")
        for child in [pauseButton, stepBackButton, stepForwardButton, positionLabel] { gtk_box_append(controls.asBox, child) }
        gtk_box_append(box.asBox, controls)

        scale = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 1, MotionClock.frameStep)
        gtk_scale_set_draw_value(Gtk.Scale(scale).c, 0)
        gtk_widget_set_hexpand(scale, 1)
        im_accessible_set_label(scale, tr("Timeline of the last replay"))
        gtk_widget_set_tooltip_text(scale, tr("Replay a motion, then drag or use the arrow keys to move through it (it pauses)"))
        gtk_widget_set_sensitive(scale, 0)
        gtk_box_append(box.asBox, scale)

        // The check and the factors on rows of their own: side by side they need more than a
        // 340 px panel.
        slowMotionCheck = gtk_check_button_new_with_label(tr("Slow Motion"))
        Self.act(slowMotionCheck, "win.slow-motion", tooltip: tr("Play every motion slower (Ctrl+Shift+S)"), name: nil)
        gtk_box_append(box.asBox, slowMotionCheck)
        let factors = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(factors, "linked")
        gtk_box_set_homogeneous(factors.asBox, 1)
        factorButtons = SlowMotionChoice.factors.map { factor in
            let button = gtk_toggle_button_new_with_label(SlowMotionChoice.factorText(factor))!
            Self.act(button, "win.slow-motion-factor::\(MotionNumber.text(factor))",
                     tooltip: SlowMotionChoice.title(factor: factor), name: SlowMotionChoice.title(factor: factor))
            gtk_widget_set_hexpand(button, 1)
            gtk_box_append(factors.asBox, button)
            return button
        }
        gtk_box_append(box.asBox, factors)

        onionSkinCheck = gtk_check_button_new_with_label(tr("Onion Skin"))
        Self.act(onionSkinCheck, "win.onion-skin", tooltip: tr("Show the last four frames over the page, fainter the older they are"), name: nil)
        gtk_box_append(box.asBox, onionSkinCheck)

        if let adjustment = gtk_range_get_adjustment(Gtk.Range(scale).c) {
            Gtk.Adjustment(adjustment).onValueChanged { [weak self] in self?.scrubbed() }
        }
        MotionContext.shared.observeTimeControls(owner: self) { [weak self] in self?.timeMoved() }
        show(position: 0)
    }

    private static func act(_ widget: UnsafeMutablePointer<GtkWidget>, _ action: String, tooltip: String, name: String?) {
        gtk_actionable_set_detailed_action_name(Gtk.Actionable(widget).c, action)
        gtk_widget_set_tooltip_text(widget, tooltip)
        if let name { im_accessible_set_label(widget, name) }
    }

    /// A replay started now: the timeline covers its `span` seconds and follows it.
    func startTimeline(span: Double) {
        let timeline = ReplayTimeline(start: MotionContext.shared.clockNow, span: span)
        self.timeline = timeline
        let wasFollowing = following
        following = true
        gtk_range_set_range(Gtk.Range(scale).c, 0, timeline.span)
        following = wasFollowing
        gtk_widget_set_sensitive(scale, 1)
        show(position: 0)
        driver.update()
    }

    /// Where the timeline stands (s since the replay started).
    var position: Double { gtk_range_get_value(Gtk.Range(scale).c) }

    private func show(position: Double) {
        let wasFollowing = following
        following = true
        gtk_range_set_value(Gtk.Range(scale).c, position)
        following = wasFollowing
        // Before a replay there is no timeline to stand on: the label says nothing.
        guard let span = timeline?.span else { return gtk_label_set_text(positionLabel.asLabel, "") }
        gtk_label_set_text(positionLabel.asLabel, tr("{position} of {span} s").filled(
            ["position": PlotAxis.text(position, decimals: 2), "span": PlotAxis.text(span, decimals: 2)]))
    }

    /// The user moved the timeline: time pauses there.
    private func scrubbed() {
        guard !following, let timeline else { return }
        let position = gtk_range_get_value(Gtk.Range(scale).c)
        // Already there (GTK says the value changed as it clamps or rounds it): nothing to seek.
        guard abs(timeline.time(at: position) - MotionContext.shared.clockNow) > 1e-9 || !MotionContext.shared.isPaused else { return }
        following = true
        defer { following = false }
        MotionContext.shared.setPaused(true)
        MotionContext.shared.seek(to: timeline.time(at: position))
        show(position: position)
    }

    private func timeMoved() {
        guard let timeline else { return }
        show(position: timeline.position(at: MotionContext.shared.clockNow))
    }
}
