/// The shaking login form's model: the two fields, their errors, the shake of the failed
/// field and the avatar's motion after a valid submit.
///
/// The password is held as ``SecretText`` and the form's own `description`,
/// `debugDescription` and `Mirror` leave it out, so printing or dumping the form (in a log,
/// a test failure, a debugger) never shows it.
///
/// Log out returns the form to its start: logged out, no errors, no motion, the password
/// cleared (a secret should not outlive the session) and the email kept (so logging back in
/// is quick, as most login screens do).
public struct LoginForm: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The email field's text.
    public private(set) var email: String
    /// The password field's text, redacted from every textual representation.
    public private(set) var password: SecretText
    /// Whether the last submit succeeded (and no log out followed).
    public private(set) var isLoggedIn: Bool
    /// The field that shook on the last failed submit, or nil.
    public private(set) var shakingField: LoginField?
    /// The password rule (at least 8 characters by default).
    public let passwordRule: PasswordRule
    /// The invalid field's shake (the seed's by default; see ``useMotion(_:at:)``).
    public private(set) var shakeTrack = SeedMotion.shake
    /// The avatar's spin after a valid submit.
    public private(set) var avatarRotationTrack = SeedMotion.avatarRotation
    /// The avatar's rounding after a valid submit.
    public private(set) var avatarCornerRadiusTrack = SeedMotion.avatarCornerRadius

    private var errors: [LoginField: String]
    private var shake: KeyframeAnimation?
    private var avatarRotation: KeyframeAnimation?
    private var avatarCornerRadius: KeyframeAnimation?

    /// Creates a logged-out form.
    public init(email: String = "", password: String = "", passwordRule: PasswordRule = .seed) {
        self.email = email
        self.password = SecretText(password)
        self.passwordRule = passwordRule
        self.isLoggedIn = false
        self.shakingField = nil
        self.errors = [:]
    }

    // MARK: Editing

    /// The user changed the email field's text; a change clears that field's error.
    public mutating func setEmail(_ text: String) {
        guard text != email else { return }
        email = text
        errors[.email] = nil
    }

    /// The user changed the password field's text; a change clears that field's error.
    public mutating func setPassword(_ text: String) {
        guard text != password.revealedText else { return }
        password = SecretText(text)
        errors[.password] = nil
    }

    /// The error line to show under `field`, or nil.
    public func error(for field: LoginField) -> String? { errors[field] }

    /// What Return in `field` does: the email field moves on to the password, the password
    /// field submits.
    public static func returnAction(in field: LoginField) -> ReturnAction {
        switch field {
        case .email: .focusNext
        case .password: .submit
        }
    }

    // MARK: Submitting

    /// Submits at motion time `time` (the Log In button or Return in the password field).
    ///
    /// If a field is invalid, the FIRST one gets the error (any other error is cleared,
    /// since it may be stale) and starts shaking; a shake still running is restarted from
    /// its beginning. Otherwise the user is logged in and the avatar starts spinning and
    /// rounding. Under reduced motion nothing shakes or spins, but errors show the same.
    /// Submitting while logged in changes nothing.
    @discardableResult
    public mutating func submit(at time: Double, environment: MotionEnvironment = .standard) -> LoginSubmitResult {
        guard !isLoggedIn else { return .loggedIn }
        errors = [:]
        if let problem = LoginValidation.firstProblem(email: email, password: password, rule: passwordRule) {
            errors[problem.field] = problem.message
            shakingField = problem.field
            // The engine presents the base (0) under reduced motion: no shake.
            shake = KeyframeAnimation(track: shakeTrack, startTime: time, environment: environment)
            return .invalid(field: problem.field, message: problem.message)
        }
        isLoggedIn = true
        shakingField = nil
        shake = nil
        // Both repeat for ever; under reduced motion the engine presents their base (no spin).
        avatarRotation = KeyframeAnimation(track: avatarRotationTrack, startTime: time, environment: environment)
        avatarCornerRadius = KeyframeAnimation(track: avatarCornerRadiusTrack, startTime: time, environment: environment)
        return .loggedIn
    }

    /// Plays the form's motions with these tracks from now on: the next shake and spin use
    /// them, and any running at `time` is retargeted without a jump
    /// (``KeyframeAnimation/retargeted(to:at:)``).
    public mutating func useMotion(shake: KeyframeTrack, avatarRotation: KeyframeTrack, avatarCornerRadius: KeyframeTrack, at time: Double) {
        shakeTrack = shake
        avatarRotationTrack = avatarRotation
        avatarCornerRadiusTrack = avatarCornerRadius
        self.shake = self.shake?.retargeted(to: shake, at: time)
        self.avatarRotation = self.avatarRotation?.retargeted(to: avatarRotation, at: time)
        self.avatarCornerRadius = self.avatarCornerRadius?.retargeted(to: avatarCornerRadius, at: time)
    }

    /// Shakes again at `time` (a review tool's replay): the field that last failed, else the
    /// email field. Errors and login state are left alone.
    public mutating func replayShake(at time: Double, environment: MotionEnvironment = .standard) {
        shakingField = shakingField ?? .email
        shake = KeyframeAnimation(track: shakeTrack, startTime: time, environment: environment)
    }

    /// Spins and rounds the avatar again from the start at `time` (a review tool's replay).
    /// Logged out, it plays one pass of each (there and back for an autoreversing track), so
    /// a replay never leaves the avatar spinning for ever.
    public mutating func replayAvatar(at time: Double, environment: MotionEnvironment = .standard) {
        let rotation = isLoggedIn ? avatarRotationTrack : avatarRotationTrack.playedOnce
        let radius = isLoggedIn ? avatarCornerRadiusTrack : avatarCornerRadiusTrack.playedOnce
        avatarRotation = KeyframeAnimation(track: rotation, startTime: time, environment: environment)
        avatarCornerRadius = KeyframeAnimation(track: radius, startTime: time, environment: environment)
    }

    /// Logs out: back to the start (see the type's notes: password cleared, email kept).
    public mutating func logOut() {
        isLoggedIn = false
        password = SecretText("")
        errors = [:]
        shakingField = nil
        shake = nil
        avatarRotation = nil
        avatarCornerRadius = nil
    }

    // MARK: Presentation

    /// The horizontal offset (px, positive towards the right) to draw `field` at, at `time`.
    /// 0 for a field that is not shaking.
    public func shakeOffset(for field: LoginField, at time: Double) -> Double {
        guard field == shakingField, let shake else { return 0 }
        return shake.value(at: time, base: 0)
    }

    /// The avatar's rotation in radians at `time` (0 when logged out or under reduced motion).
    public func avatarRotation(at time: Double) -> Double {
        avatarRotation?.value(at: time, base: 0) ?? 0
    }

    /// The avatar's corner radius in px at `time` (0 when logged out or under reduced motion).
    public func avatarCornerRadius(at time: Double) -> Double {
        avatarCornerRadius?.value(at: time, base: 0) ?? 0
    }

    /// The motion time the avatar started spinning and rounding (nil while logged out).
    public var avatarStartTime: Double? { avatarRotation?.startTime }

    /// The motion time the current shake started at (the failed submit's time), or nil when
    /// no field shakes. Non-nil exactly when ``shakingField`` is: it stays after the shake
    /// has ended, until the next submit or log out. Under reduced motion it is the submit's
    /// time too, though the offset then stays 0. Lets a test sample
    /// ``shakeOffset(for:at:)`` at exact times into the shake.
    public var shakeStartTime: Double? { shake?.startTime }

    /// Whether anything still moves at `time`; when false the widget drops its tick callback.
    /// Called every frame, so it checks each animation in place (no array built).
    public func isAnimating(at time: Double) -> Bool {
        if let shake, !shake.isFinished(at: time) { return true }
        if let avatarRotation, !avatarRotation.isFinished(at: time) { return true }
        if let avatarCornerRadius, !avatarCornerRadius.isFinished(at: time) { return true }
        return false
    }

    // MARK: Redacted descriptions

    public var description: String {
        let errorList = LoginField.allCases.compactMap { field in errors[field].map { "\(field): \($0)" } }
        return "LoginForm(email: \"\(email)\", password: \(SecretText.placeholder), isLoggedIn: \(isLoggedIn), errors: [\(errorList.joined(separator: "; "))])"
    }

    public var debugDescription: String { description }

    // `dump` and debuggers walk the Mirror; list only what is safe to show.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "email": email,
            "password": SecretText.placeholder,
            "isLoggedIn": isLoggedIn,
            "shakingField": shakingField as Any,
        ], displayStyle: .struct)
    }
}
