import Testing
import InputMotionCore

@Suite struct LoginFormTests {
    static let reduced = MotionEnvironment(reducedMotion: true)
    static let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"

    /// (email, password, expected): which field shakes, and why.
    static let cases: [(String, String, LoginSubmitResult)] = [
        ("", "", .invalid(field: .email, message: "Enter your email address.")),
        ("foo", "a long password", .invalid(field: .email, message: "Enter an email address like name@example.com.")),
        ("foo", "", .invalid(field: .email, message: "Enter an email address like name@example.com.")),
        ("jösé@x.de", "12345678", .invalid(field: .email, message: "Enter an email address like name@example.com.")),
        ("a@b", "12345678", .invalid(field: .email, message: "Enter an email address like name@example.com.")),
        ("a@b.de", "", .invalid(field: .password, message: "Enter your password.")),
        ("a@b.de", "1234567", .invalid(field: .password, message: "Password must be at least 8 characters.")),
        ("a@b.de", "가나다라마바사", .invalid(field: .password, message: "Password must be at least 8 characters.")),
        ("a@b.de", "123456" + family, .invalid(field: .password, message: "Password must be at least 8 characters.")),
        ("a@b.de", "12345678", .loggedIn),
        ("a@b.de", "가나다라마바사아", .loggedIn),
        ("a@b.de", "1234567" + family, .loggedIn),
    ]

    @Test(arguments: cases)
    func firstInvalidFieldShakes(email: String, password: String, expected: LoginSubmitResult) {
        var form = LoginForm()
        form.setEmail(email)
        form.setPassword(password)
        let result = form.submit(at: 0)
        #expect(result == expected)
        switch expected {
        case .invalid(let field, let message):
            #expect(form.shakingField == field)
            #expect(form.error(for: field) == message)
            let other: LoginField = field == .email ? .password : .email
            #expect(form.error(for: other) == nil)     // only the first problem is shown
            #expect(isClose(form.shakeOffset(for: field, at: 0.04), 10))
            #expect(form.shakeOffset(for: other, at: 0.04) == 0)
            #expect(!form.isLoggedIn)
        case .loggedIn:
            #expect(form.isLoggedIn)
            #expect(form.shakingField == nil)
        }
    }

    /// Segment ends of the shake: keyTimes × 0.5 s = 0, 0.04, 0.12, 0.2075, 0.25.
    /// Values between are straight lines: [0, 10, -10, 10, 0].
    static let shakeSamples: [(Double, Double)] = [
        (0, 0), (0.02, 5), (0.04, 10), (0.08, 0), (0.10, -5), (0.12, -10),
        (0.16375, 0), (0.2075, 10), (0.22875, 5), (0.25, 0), (0.3, 0), (0.4, 0), (1, 0),
    ]

    @Test(arguments: shakeSamples)
    func shakeOffsetsAtSampledTimes(elapsed: Double, offset: Double) {
        var form = LoginForm(email: "foo", password: "12345678")
        _ = form.submit(at: 3)
        #expect(isClose(form.shakeOffset(for: .email, at: 3 + elapsed), offset, tolerance: 1e-9))
    }

    @Test func submittingAgainRestartsTheShake() {
        var form = LoginForm(email: "foo")
        _ = form.submit(at: 0)
        _ = form.submit(at: 0.1)                    // mid-shake (offset -5 at 0.1)
        #expect(isClose(form.shakeOffset(for: .email, at: 0.1), 0))   // fresh start
        #expect(isClose(form.shakeOffset(for: .email, at: 0.12), 5))  // 0.02 into the new shake
        #expect(form.isAnimating(at: 0.3))
        #expect(!form.isAnimating(at: 0.61))         // 0.5 s after the restart
    }

    @Test func shakeStartTimeIsTheFailedSubmitsTime() {
        var form = LoginForm(email: "foo")
        #expect(form.shakeStartTime == nil)
        _ = form.submit(at: 3)
        #expect(form.shakeStartTime == 3)
        // Sampled from the exact start: keyTime 0.08 × 0.5 s = 0.04 s is the +10 key.
        if let start = form.shakeStartTime {
            #expect(isClose(form.shakeOffset(for: .email, at: start + 0.04), 10))
        }
        _ = form.submit(at: 3.1)                    // restarted mid-shake
        #expect(form.shakeStartTime == 3.1)
        #expect(!form.isAnimating(at: 10) && form.shakeStartTime == 3.1)   // kept after it ends
        form.setEmail("name@example.com")
        form.setPassword("correct horse")
        _ = form.submit(at: 11)                     // valid: nothing shakes
        #expect(form.shakeStartTime == nil && form.shakingField == nil)
        form.logOut()
        #expect(form.shakeStartTime == nil)
        _ = form.submit(at: 12, environment: Self.reduced)   // no password: fails
        #expect(form.shakingField == .password && form.shakeStartTime == 12)
        #expect(form.shakeOffset(for: .password, at: 12.04) == 0)
        form.logOut()
        #expect(form.shakeStartTime == nil)
    }

    /// `isAnimating` sees each animation on its own: a shake alone runs 0.5 s; the avatar
    /// alone (after a shake is over) runs for ever; neither leaves nothing.
    @Test func isAnimatingSeesEachAnimation() {
        var form = LoginForm(email: "foo")
        #expect(!form.isAnimating(at: 0))
        _ = form.submit(at: 1)
        #expect(form.isAnimating(at: 1) && form.isAnimating(at: 1.49))
        #expect(!form.isAnimating(at: 1.51))
        form.setEmail("name@example.com")
        form.setPassword("correct horse")
        _ = form.submit(at: 2)
        #expect(form.isAnimating(at: 2) && form.isAnimating(at: 1e6))
        form.logOut()
        #expect(!form.isAnimating(at: 3))
    }

    @Test func shakeMovesToTheNextFailingField() {
        var form = LoginForm(email: "foo", password: "short")
        _ = form.submit(at: 0)
        form.setEmail("name@example.com")
        #expect(form.error(for: .email) == nil)
        let result = form.submit(at: 1)
        #expect(result == .invalid(field: .password, message: "Password must be at least 8 characters."))
        #expect(form.shakeOffset(for: .email, at: 1.04) == 0)
        #expect(isClose(form.shakeOffset(for: .password, at: 1.04), 10))
    }

    @Test func editingClearsOnlyThatFieldsError() {
        var form = LoginForm(email: "a@b.de")
        _ = form.submit(at: 0)
        #expect(form.error(for: .password) == "Enter your password.")
        form.setEmail("a@b.de")                     // no change: error stays
        #expect(form.error(for: .password) != nil)
        form.setEmail("a@b.dex")                    // the other field: error stays
        #expect(form.error(for: .password) != nil)
        form.setPassword("x")
        #expect(form.error(for: .password) == nil)
    }

    @Test func validSubmitSpinsAndRoundsTheAvatarForever() {
        var form = LoginForm(email: "name@example.com", password: "correct horse")
        #expect(form.submit(at: 10) == .loggedIn)
        // Rotation: ease-in-ease-out is symmetric, so half the time is half the turn (π);
        // it repeats every 2 s.
        #expect(form.avatarRotation(at: 10) == 0)
        #expect(isClose(form.avatarRotation(at: 11), Double.pi, tolerance: 1e-6))
        #expect(isClose(form.avatarRotation(at: 13), Double.pi, tolerance: 1e-6))
        // Corner radius: linear 0 -> 100 over 2 s, then back over 2 s, for ever.
        #expect(isClose(form.avatarCornerRadius(at: 10.5), 25))
        #expect(isClose(form.avatarCornerRadius(at: 11), 50))
        #expect(isClose(form.avatarCornerRadius(at: 13), 50))   // on the way back
        #expect(isClose(form.avatarCornerRadius(at: 13.5), 25))
        #expect(isClose(form.avatarCornerRadius(at: 14.5), 25))  // up again
        #expect(form.isAnimating(at: 1000))
        // Submitting again while logged in changes nothing.
        #expect(form.submit(at: 11) == .loggedIn)
        #expect(isClose(form.avatarCornerRadius(at: 11), 50))
    }

    @Test func logOutReturnsToTheStart() {
        var form = LoginForm(email: "name@example.com", password: "correct horse")
        _ = form.submit(at: 0)
        form.logOut()
        #expect(!form.isLoggedIn)
        #expect(!form.isAnimating(at: 1))           // no tick callback left
        #expect(form.avatarRotation(at: 1) == 0)
        #expect(form.avatarCornerRadius(at: 1) == 0)
        #expect(form.email == "name@example.com")   // kept
        #expect(form.password.isEmpty)              // cleared
        #expect(form.submit(at: 2) == .invalid(field: .password, message: "Enter your password."))
    }

    @Test func reducedMotionShowsErrorsWithoutMotion() {
        var form = LoginForm(email: "foo")
        #expect(form.submit(at: 0, environment: Self.reduced) == .invalid(field: .email, message: "Enter an email address like name@example.com."))
        #expect(form.error(for: .email) != nil)
        for t in [0.0, 0.04, 0.12, 0.2] { #expect(form.shakeOffset(for: .email, at: t) == 0) }
        #expect(!form.isAnimating(at: 0))

        form.setEmail("a@b.de")
        form.setPassword("12345678")
        #expect(form.submit(at: 1, environment: Self.reduced) == .loggedIn)
        #expect(form.avatarRotation(at: 2) == 0)
        #expect(form.avatarCornerRadius(at: 2) == 0)
        #expect(!form.isAnimating(at: 1))
    }

    @Test func returnInEachField() {
        #expect(LoginForm.returnAction(in: .email) == .focusNext)
        #expect(LoginForm.returnAction(in: .password) == .submit)
    }

    @Test func passwordNeverAppearsInDescriptions() {
        var form = LoginForm(email: "name@example.com", password: "Tr0ub4dor&3")
        _ = form.submit(at: 0)
        var dumped = ""
        dump(form, to: &dumped)
        let texts = ["\(form)", String(describing: form), String(reflecting: form), dumped,
                     "\(form.password)", String(reflecting: form.password)]
        for text in texts {
            #expect(!text.contains("Tr0ub4dor"), "leaked in: \(text)")
        }
        #expect("\(form)".contains("name@example.com"))
        #expect("\(form)".contains("<redacted>"))
    }
}

@Suite("Login form avatar start")
struct LoginFormAvatarStartTests {
    @Test("the avatar's start time is the valid submit's time, and goes with log out")
    func avatarStart() {
        var form = LoginForm(email: "ada@example.com", password: "analytical")
        #expect(form.avatarStartTime == nil)
        form.submit(at: 12.5)
        #expect(form.avatarStartTime == 12.5)
        form.logOut()
        #expect(form.avatarStartTime == nil)
    }
}
