import CGtk
import InputMotionCore

/// The seed's login screen: avatar, email, password, Log In. A thin view of `LoginForm`: an
/// invalid submit shakes the first invalid field, focuses it and shows why; a valid one spins
/// and rounds the avatar until Log out.
///
/// Layout from the seed: avatar 200 px, centred, 50 px from the top; fields 30 px apart with
/// 20 px side margins; the button 30 px below them, centred.
@MainActor
final class LoginPage: DemoPageView {
    /// `InputMotionLoginPage`, CSS name `login-page`: the page as GTK Inspector and style.css see it.
    static let widgetClass = WidgetClass(typeName: "InputMotionLoginPage", cssName: "login-page")
    let root: Widget
    let avatar = AvatarView(accessibleName: tr("Your avatar"))
    // Both can show an error: their lines are kept, so one appearing moves nothing below.
    let email = FloatingLabelEntry(title: tr("Email"), returnAction: LoginForm.returnAction(in: .email), reservesMessageLine: true)
    let password = FloatingLabelEntry(title: tr("Password"), kind: .password, returnAction: LoginForm.returnAction(in: .password),
                                      reservesMessageLine: true)
    let loginButton: UnsafeMutablePointer<GtkWidget>
    let logOutButton: UnsafeMutablePointer<GtkWidget>
    let status: UnsafeMutablePointer<GtkWidget>
    private(set) var model = LoginForm()
    private lazy var driver = MotionDriver(widget: root.widget) { [weak self] time in self?.draw(at: time) ?? false }

    init() {
        let box = Self.widgetClass.instantiate(GTK_ORIENTATION_VERTICAL, spacing: 0)
        root = Widget(box)
        gtk_widget_set_margin_top(box, 50)
        gtk_widget_set_margin_start(box, 20)
        gtk_widget_set_margin_end(box, 20)

        let fields = gtk_box_new(GTK_ORIENTATION_VERTICAL, 30)!
        gtk_widget_set_margin_top(fields, 30)
        gtk_box_append(fields.asBox, email.root.widget)
        gtk_box_append(fields.asBox, password.root.widget)
        gtk_entry_set_input_purpose(Gtk.Entry(email.entry).c, GTK_INPUT_PURPOSE_EMAIL)

        loginButton = gtk_button_new_with_label(tr("Log In"))
        logOutButton = gtk_button_new_with_label(tr("Log Out"))
        for button in [loginButton, logOutButton] {
            gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
            gtk_widget_set_margin_top(button, 30)
            gtk_widget_set_size_request(button, 160, -1)
        }
        gtk_widget_add_css_class(loginButton, "suggested-action")
        gtk_widget_set_visible(logOutButton, 0)
        // A status role: screen readers announce "Logged in as …" when it appears.
        status = im_label_new_with_role("", GTK_ACCESSIBLE_ROLE_STATUS)
        gtk_widget_set_margin_top(status, 12)
        gtk_widget_set_visible(status, 0)

        for child in [avatar.root.widget, fields, loginButton, logOutButton, status] {
            gtk_widget_set_parent(child, box)  // appended: the class lays children out as a box
        }
        connect()
    }

    func focusFirst() { email.focusAtEnd() }

    func replay(_ motion: MotionName) {
        switch motion {
        case .floatingLabel: [email, password].forEach { $0.replayMotion() }
        case .shake: replayShake()
        case .avatarRotation, .avatarCornerRadius: replayAvatar()
        default: break
        }
    }

    func captureScenarios() -> [CaptureScenario] { [.shake(self), .avatar(self)] }

    func motionSpan(of motion: MotionName) -> ClosedRange<Double>? {
        switch motion {
        case .floatingLabel, .shake:
            // Either field may float or shake (the replay shakes the one that last failed).
            guard let top = WidgetBounds.of(email.root.widget, in: root.widget),
                  let bottom = WidgetBounds.of(password.root.widget, in: root.widget) else { return nil }
            return top.minY...bottom.maxY
        case .avatarRotation, .avatarCornerRadius:
            // The canvas, not the 200 px avatar: the spinning square's corners reach past it.
            return WidgetBounds.of(avatar.canvas, in: root.widget).map { $0.minY...$0.maxY }
        default:
            return nil
        }
    }

    private func connect() {
        email.onChanged = { [weak self] in
            guard let self else { return }
            self.model.setEmail(self.email.text)
            self.showErrors()
        }
        password.onChanged = { [weak self] in
            guard let self else { return }
            self.model.setPassword(self.password.text)
            self.showErrors()
        }
        // What Return does is the model's call (email: next field; password: submit).
        for field in [email, password] {
            field.onActivate = { [weak self] action in
                guard let self else { return }
                switch action {
                case .focusNext: self.password.grabFocus()
                case .submit: self.submit()
                case .none: break
                }
            }
        }
        Gtk.Button(loginButton).onClicked { [weak self] in self?.submit() }
        Gtk.Button(logOutButton).onClicked { [weak self] in self?.logOut() }
        useCatalogMotion()
        MotionContext.shared.observeMotion(owner: self) { [weak self] _ in self?.useCatalogMotion() }
    }

    /// Takes the live catalog's shake and avatar tracks (retargeting any that run).
    private func useCatalogMotion() {
        let catalog = MotionContext.shared.catalog
        model.useMotion(shake: catalog.shake, avatarRotation: catalog.avatarRotation,
                        avatarCornerRadius: catalog.avatarCornerRadius, at: driver.changeTime)
        animate()
    }

    /// Shakes the failed (else the email) field again: the motion inspector's Replay.
    func replayShake() {
        model.replayShake(at: driver.replayTime, environment: MotionContext.shared.environment)
        animate()
    }

    /// Spins and rounds the avatar again: the motion inspector's Replay.
    func replayAvatar() {
        model.replayAvatar(at: driver.replayTime, environment: MotionContext.shared.environment)
        animate()
    }

    /// Log In or Return in the password field.
    func submit() {
        // The whole text the writer sees is validated: a syllable being composed included.
        for field in [email, password] { field.commitComposition() }
        let result = model.submit(at: driver.changeTime, environment: MotionContext.shared.environment)
        showErrors()
        switch result {
        case .invalid(.email, _):
            email.grabFocus()  // all selected: the next key starts the address again
        case .invalid(.password, _):
            // The caret at the end, nothing selected: the rest of a short password is typed
            // on, and a selected password is read out by screen readers (GTK exposes its text).
            password.focusAtEnd()
        case .loggedIn:
            gtk_widget_set_visible(loginButton, 0)
            gtk_widget_set_visible(logOutButton, 1)
            let loggedIn = tr("Logged in as {email}").filled(["email": model.email])
            gtk_label_set_text(status.asLabel, loggedIn)
            gtk_widget_set_visible(status, 1)
            // Log Out says it before it takes focus: the focus event then carries it. (Announced
            // after the focus move, Orca 43 on GTK 4.8 sometimes read only "Log Out push button",
            // when it handled the description change before the focus it belongs to.)
            im_accessible_set_description(logOutButton, loggedIn)
            // Focus first: a focused entry made insensitive loses focus abruptly (GTK warns).
            _ = gtk_widget_grab_focus(logOutButton)
            for field in [email, password] { gtk_widget_set_sensitive(field.entry, 0) }
        }
        // After the focus move: the invalid field's own description says the error already.
        Announcer.announce(result.announcement(email: model.email), in: root.widget)
        animate()
    }

    /// Back to the start: motion stops, the password is cleared, the email kept.
    func logOut() {
        model.logOut()
        for field in [email, password] { gtk_widget_set_sensitive(field.entry, 1) }
        // Focus moves before the password is cleared, so screen readers get the focus event
        // first and then a deletion in the field they are on, which they do not read. The
        // other way round, Orca 43 sometimes handled the deletion after GTK had moved focus,
        // took the field for its focus silently and skipped the focus event. Nothing is
        // selected: a selected password is read out.
        password.focusAtEnd()
        password.text = ""
        gtk_widget_set_visible(logOutButton, 0)
        im_accessible_set_description(logOutButton, "")
        gtk_widget_set_visible(loginButton, 1)
        gtk_widget_set_visible(status, 0)
        showErrors()
        animate()
    }

    private func showErrors() {
        email.setMessage(model.error(for: .email), isError: true)
        password.setMessage(model.error(for: .password), isError: true)
    }

    /// Draws the model at `time`; keeps a tick callback only while something moves.
    private func draw(at time: Double) -> Bool {
        email.horizontalOffset = model.shakeOffset(for: .email, at: time)
        password.horizontalOffset = model.shakeOffset(for: .password, at: time)
        avatar.rotation = model.avatarRotation(at: time)
        avatar.cornerRadius = model.avatarCornerRadius(at: time)
        return model.isAnimating(at: time)
    }

    private func animate() { driver.update() }
}
