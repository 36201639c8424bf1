/// What a screen reader says about a change that a sighted user sees but keyboard focus does
/// not reach: an error shown, a login, a message sent or received, the poll's cap, a saved
/// poll's options left out, a text cut to what its field holds, a paragraph too long for the
/// text view refused or shown broken into lines, the on-screen keyboard coming
/// and going, its Shift and language, what one of its keys typed, the state failing to save
/// and saving again.
///
/// The one model of announcements: which change is announced, and its words, are decided
/// here (the `announcement(…)` functions below, each beside the result it reads); the GTK
/// layer only hands ``text`` to the accessibility stack (an announcement where GTK has one,
/// else the focused widget's accessible description).
public enum Announcement: Sendable, Hashable {
    /// A submit found `message` (the error the field shows) in the first invalid field.
    case loginFailed(message: String)
    /// The user is logged in as `email`.
    case loggedIn(email: String)
    /// The user's message `text` was sent.
    case messageSent(text: String)
    /// The partner, `name`, wrote `text`.
    case messageArrived(name: String, text: String)
    /// Return in the last option found the poll at its cap.
    case pollLimit
    /// The on-screen keyboard is coming up.
    case keyboardShown
    /// The on-screen keyboard is going down.
    case keyboardHidden
    /// The on-screen keyboard's Shift was turned on or off.
    case shift(on: Bool)
    /// The on-screen keyboard's letters are now those of `language`.
    case language(KeyboardLayout.Language)
    /// An on-screen key typed `text` into the field (which is not where focus is).
    case typed(String)
    /// A saved poll came back changed: options past what a poll holds left out, or options
    /// too long for their fields cut; `notice` says what (``PollEditor/notice``).
    case pollRestoredCut(notice: String)
    /// An insertion into a text field was cut to what the field holds (``TextFieldCapacity``).
    case insertionCut(TextFieldCapacity.Insertion)
    /// An insertion into the text view was refused: it would make a paragraph too long to lay
    /// out without freezing (``ParagraphLengthLimit``).
    case paragraphRefused(ParagraphLengthLimit.Refusal)
    /// `count` saved paragraphs longer than `limit` characters are shown broken into lines of
    /// at most `lineLength`.
    case paragraphsBroken(count: Int, limit: Int, lineLength: Int)
    /// The state could not be saved, for `reason` (the banner shows it).
    case saveFailed(reason: String)
    /// A save landed after a failure (the banner goes).
    case saveRecovered
    /// Slow motion came on at `factor` (the badge's words), or went off (`factor` 1).
    case slowMotion(factor: Double)
    /// The motion clock paused, or went on.
    case motionPaused(Bool)

    /// The words, in the user's language.
    public var text: String {
        switch self {
        case let .loginFailed(message): message
        case let .loggedIn(email): tr("Logged in as {email}").filled(["email": email])
        case let .messageSent(text): tr("Sent: {text}").filled(["text": text])
        case let .messageArrived(name, text): tr("{name}: {text}").filled(["name": name, "text": text])
        case .pollLimit: PollEditor.capMessage
        case let .pollRestoredCut(notice): notice
        case let .insertionCut(insertion): insertion.notice ?? ""
        case let .paragraphRefused(refusal): refusal.notice
        case let .paragraphsBroken(count, limit, lineLength):
            ParagraphLengthLimit.splitNotice(brokenParagraphs: count, limit: limit, lineLength: lineLength)
        case .keyboardShown: tr("On-screen keyboard shown")
        case .keyboardHidden: tr("On-screen keyboard hidden")
        case let .shift(on): on ? tr("Shift on") : tr("Shift off")
        case .language(.english): tr("English letters")
        case .language(.korean): tr("Korean letters")
        case let .typed(text): text == " " ? tr("Space") : text
        case let .saveFailed(reason): SaveStatus.failureText(reason: reason)
        case .saveRecovered: tr("Changes saved")
        case let .slowMotion(factor): factor == 1 ? tr("Slow motion off") : SlowMotionChoice.badge(factor: factor)
        case let .motionPaused(paused): paused ? tr("Motion paused") : tr("Motion resumed")
        }
    }
}

extension LoginSubmitResult {
    /// What a submit announces: the error, or who is logged in as.
    public func announcement(email: String) -> Announcement {
        switch self {
        case .loggedIn: .loggedIn(email: email)
        case let .invalid(_, message): .loginFailed(message: message)
        }
    }
}

extension SendResult {
    /// A sent message is read back; an empty draft sends nothing and says nothing.
    public var announcement: Announcement? {
        guard case let .sent(message, _) = self else { return nil }
        return .messageSent(text: message.text)
    }
}

extension ChatMessage {
    /// A message that arrives, read as who wrote it and what. (The user's own are
    /// announced when sent, ``SendResult/announcement``.)
    public func arrivalAnnouncement(partnerName: String) -> Announcement? {
        author == .partner ? .messageArrived(name: partnerName, text: text) : nil
    }
}

extension PollReturnResult {
    /// Return refused at the cap says why; every other Return moves focus, which speaks.
    public var announcement: Announcement? {
        if case .refused = self { return .pollLimit }
        return nil
    }
}

extension TextFieldCapacity.Insertion {
    /// A cut insertion says what was kept (or that the field is full); one that fits says nothing.
    public var announcement: Announcement? { isCut ? .insertionCut(self) : nil }
}

extension Announcement {
    /// The keyboard came up or went down: `wasVisible` before a change, `isVisible` after it
    /// (a resize or a retimed slide that keeps it where it was says nothing).
    public static func keyboard(wasVisible: Bool, isVisible: Bool) -> Announcement? {
        guard wasVisible != isVisible else { return nil }
        return isVisible ? .keyboardShown : .keyboardHidden
    }
}

extension KeyboardLayout {
    /// What pressing a key on the layout `before` announces, now that it is `self` and the key
    /// did `action`: Shift's new state, the letters now in use, or the text typed. Keys whose
    /// effect focus shows (Backspace, Return, Hide, the page key, renamed) say nothing here.
    public func announcement(after before: KeyboardLayout, pressing key: KeyboardKey,
                             action: KeyboardKeyAction) -> Announcement? {
        switch key {
        case .shift: return .shift(on: isShifted)
        case .switchLanguage: return language != before.language ? .language(language) : nil
        case .character, .space:
            switch action {
            case let .insert(text): return .typed(text)
            case let .compose(jamo): return .typed(String(jamo))
            default: return nil
            }
        case .switchPage, .backspace, .returnKey, .hide: return nil
        }
    }
}
