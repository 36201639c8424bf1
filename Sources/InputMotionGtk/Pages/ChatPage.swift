import CGtk
import InputMotionCore

/// The seed's chat screen: a header with the partner's name and a Stop typing control, the
/// messages, and a message bar that rides on the emulated on-screen keyboard.
///
/// The page is a `KeyboardHost` around the chat pane. The pane subscribes to the keyboard's
/// frames and, at every frame, places its parts where the core's `ChatLayout` says for that
/// frame: the bar's bottom edge on the keyboard's top edge, at the same motion time, 0 px
/// apart, and the message list in the height that is left, keeping the newest message in view
/// if it showed it. While the keyboard slides, the list is moved rather than laid out again at
/// every frame (`ChatMessageList`, `SlidingList`), so a frame costs the same however many
/// messages there are.
///
/// Stop typing (the seed's back control) ends the conversation's editing: focus leaves the
/// field and the keyboard goes down (the demo has no conversation list to go back to, and
/// switching pages is the sidebar's job). It is a down arrow at the header's trailing end: a
/// back arrow at its leading end sat right under the window's own back button on a narrow
/// window. When shown, the page focuses the conversation's newest message rather than the
/// field, so the chat opens with the keyboard down, as on a phone,
/// and a screen reader reads the newest message; clicking the field brings the keyboard up,
/// and so does typing: a character typed on a message is written into the field
/// (`KeyboardSession`).
@MainActor
final class ChatPage: DemoPageView {

    /// The demo conversation, or the one a previous run saved.
    static func restoredChat(_ saved: [SavedChatMessage]?) -> Chat {
        guard let saved else { return .demo }
        return Chat(partnerName: Chat.demo.partnerName, messages: saved.map { ($0.author, $0.text) })
    }

    /// Called after a message is sent or received (the app saves the conversation).
    var onConversationChanged: @MainActor () -> Void = {}

    package let root: Widget
    let keyboardHost: KeyboardHost
    let bar = ChatMessageBar()
    let list = ChatMessageList()
    let backButton: UnsafeMutablePointer<GtkWidget>
    private let header: UnsafeMutablePointer<GtkWidget>
    private let pane = LayoutContainer()
    private(set) var chat: Chat
    /// The keyboard's frame (page coordinates) at the motion time of the frame being drawn.
    private var keyboardFrame = Rect.zero

    /// Where the bar was last placed (pane coordinates): its top edge, and the bottom inset
    /// that lifted it. For tests and review tools.
    private(set) var lastBarPlacement = (y: 0.0, inset: 0.0)

    init(chat: Chat = .demo) {
        self.chat = chat

        header = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)
        gtk_widget_add_css_class(header, "chat-header")
        backButton = gtk_button_new_from_icon_name("go-down-symbolic")
        gtk_widget_add_css_class(backButton, "flat")
        im_accessible_set_label(backButton, tr("Stop typing"))
        gtk_widget_set_tooltip_text(backButton, tr("Stop typing and put the keyboard away"))
        let name = gtk_label_new(chat.partnerName)!
        gtk_widget_add_css_class(name, "chat-partner")
        gtk_label_set_xalign(name.asLabel, 0)
        gtk_widget_set_hexpand(name, 1)
        gtk_widget_set_margin_start(name, 8)  // in line with the bubbles below (the header pads 8 more)
        gtk_box_append(header.asBox, name)
        gtk_box_append(header.asBox, backButton)

        let paneWidget = pane.widget
        gtk_widget_add_css_class(paneWidget, "chat-pane")
        pane.append(header)
        pane.append(list.frame.widget)
        pane.append(bar.root.widget)

        keyboardHost = KeyboardHost(content: paneWidget)
        keyboardHost.defaultTextField = bar.entry
        root = keyboardHost.root

        // A long conversation gets bubbles for its newest messages; earlier ones as the reader goes back.
        list.start(count: chat.messages.count) { [unowned self] index in self.bubble(for: self.chat.messages[index]) }

        pane.measure = { [weak self] orientation, forSize in
            self?.measure(orientation, forSize) ?? (0, 0)
        }
        pane.allocate = { [weak self] width, height in self?.allocate(width: width, height: height) }
        keyboardHost.subscribe(transition: { [weak self] transition in
            self?.keyboardWillMove(transition)
        }, frame: { [weak self] frame in
            guard let self else { return }
            self.keyboardFrame = frame
            if self.list.isSliding, ChatLayout.slideEnds(at: self.keyboardHost.phase) {
                self.list.endSlide()
            }
            self.pane.queueAllocate()
        })
        bar.onSend = { [weak self] draft in self?.send(draft) }
        Gtk.Button(backButton).onClicked { [weak self] in self?.back() }
    }

    package func focusFirst() {
        if !list.focusNewest() { _ = gtk_widget_grab_focus(backButton) }
    }

    package var keyboard: KeyboardHost? { keyboardHost }

    /// The conversation and the unsent draft, as the writer sees it (text being composed too).
    package func save(into state: inout SavedState) {
        state.chatMessages = chat.messages.map { SavedChatMessage(author: $0.author, text: $0.text) }
        state.chatDraft = bar.visibleDraft.visible
    }

    package func restore(from state: SavedState) { bar.draft = state.chatDraft }

    package func observeSavedState(_ changed: @escaping @MainActor () -> Void) {
        onConversationChanged = changed
        bar.onDraftChanged = changed
    }

    package func replay(_ motion: MotionName) {
        switch motion {
        case .keyboardSlide: keyboardHost.replaySlide()
        case .messageSend: list.replayArrival(.sent)
        case .messageReply: list.replayArrival(.received)
        default: break
        }
    }

    package func captureScenarios() -> [CaptureScenario] { [.keyboardShow(self), .keyboardHide(self), .messageSend(self), .messageReply(self)] }

    /// From where the bar rides with the keyboard up (and, for a message, the newest bubble
    /// above it) down to the page's bottom: the keyboard's whole way, shown or not.
    package func motionSpan(of motion: MotionName) -> ClosedRange<Double>? {
        // The pane fills the host at its origin: pane coordinates are page coordinates.
        let width = gtk_widget_get_width(pane.widget), height = gtk_widget_get_height(pane.widget)
        guard width > 0, height > 0 else { return nil }
        let barTop = layout(width: width, height: height).barTop(keyboard: keyboardHost.shownKeyboardFrame)
        switch motion {
        case .keyboardSlide: return min(barTop, Double(height))...Double(height)
        case .messageSend, .messageReply: return min(barTop - list.newestBubbleHeight, Double(height))...Double(height)
        default: return nil
        }
    }

    // MARK: Sending

    private func bubble(for message: ChatMessage) -> MessageBubble {
        MessageBubble(message: message, partnerName: chat.partnerName)
    }

    private func send(_ draft: String) {
        let result = chat.send(draft)
        let remaining = result.remainingDraft(from: draft)
        if remaining != draft { bar.draft = remaining }
        guard case let .sent(message, reply) = result else { return }
        list.append(bubble(for: message), reveal: true, arriving: .sent)
        Announcer.announce(result.announcement, in: root.widget)
        onConversationChanged()
        if let reply {
            // "A moment later" on the main loop; it is not an animation, so slow motion does
            // not stretch it.
            let callOffs = repliesCalledOff
            MainLoop.after(seconds: reply.delay) { [weak self] in
                guard let self, self.repliesCalledOff == callOffs else { return }
                self.receive(reply.text)
            }
        }
    }

    /// How many times the replies on their way were called off: a reply arrives only if none
    /// were since its message was sent.
    private var repliesCalledOff = 0

    /// Calls off the partner's replies still on their way. The capture tool films one motion
    /// at a time on its own clock; a reply due in real time would land in the next motion's
    /// frames, or not, from run to run.
    func callOffRepliesOnTheirWay() { repliesCalledOff += 1 }

    /// A message from the partner arrives.
    func receive(_ text: String) {
        let message = chat.receive(text)
        list.append(bubble(for: message), reveal: false, arriving: .received)
        Announcer.announce(message.arrivalAnnouncement(partnerName: chat.partnerName), in: root.widget)
        onConversationChanged()
    }

    private func back() {
        guard let root = gtk_widget_get_root(pane.widget) else { return }
        gtk_root_set_focus(root, nil)
    }

    // MARK: Layout

    /// The list keeps one size through a slide: it learns where the bar starts and ends.
    private func keyboardWillMove(_ transition: KeyboardTransition) {
        let width = gtk_widget_get_width(pane.widget), height = gtk_widget_get_height(pane.widget)
        guard transition.duration > 0, width > 0, height > 0 else { return }
        let layout = layout(width: width, height: height)
        list.beginSlide(top: layout.listTop, from: layout.barTop(keyboard: keyboardFrame), to: layout.barTop(keyboard: transition.endFrame))
    }

    /// The core's layout for a pane of `width` × `height`, from its parts' natural heights.
    private func layout(width: Int32, height: Int32) -> ChatLayout {
        ChatLayout(width: Double(width), height: Double(height),
                   headerHeight: Double(LayoutContainer.measure(header, GTK_ORIENTATION_VERTICAL, width).natural),
                   barHeight: Double(LayoutContainer.measure(bar.root.widget, GTK_ORIENTATION_VERTICAL, width).natural))
    }

    private func measure(_ orientation: GtkOrientation, _ forSize: Int32) -> (minimum: Int32, natural: Int32) {
        let parts = [header, list.frame.widget, bar.root.widget].map { LayoutContainer.measure($0, orientation, forSize) }
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            return (parts.map(\.minimum).max() ?? 0, parts.map(\.natural).max() ?? 0)
        }
        return (parts.map(\.minimum).reduce(0, +), parts.map(\.natural).reduce(0, +))
    }

    /// Where `ChatLayout` says: header at the top, bar on the keyboard, the list in between.
    private func allocate(width: Int32, height: Int32) {
        // The pane fills the keyboard host at its origin: its own rectangle is its frame in
        // page coordinates, the space the keyboard frame is given in.
        let layout = layout(width: width, height: height)
        let barY = layout.barTop(keyboard: keyboardFrame)
        lastBarPlacement = (barY, layout.barInset(keyboard: keyboardFrame))

        LayoutContainer.place(header, width: width, height: Int32(layout.headerHeight), x: 0, y: 0)
        list.place(width: width, top: layout.listTop, bottom: barY, lowestBottom: layout.lowestBarTop)
        LayoutContainer.place(bar.root.widget, width: width, height: Int32(layout.barHeight), x: 0, y: barY)
    }
}
