import Testing
import InputMotionCore

/// The announcements' words, written out by hand (English: no catalog is bound in tests).
@Suite struct AnnouncementTests {
    @Test func loginSaysTheErrorOrWhoIsLoggedIn() {
        let invalid = LoginSubmitResult.invalid(field: .email, message: "Enter an email address like name@example.com.")
        #expect(invalid.announcement(email: "name").text == "Enter an email address like name@example.com.")
        #expect(LoginSubmitResult.loggedIn.announcement(email: "me@example.com").text == "Logged in as me@example.com")
    }

    @Test func aSentMessageIsReadBackAndAnEmptyDraftSaysNothing() {
        var chat = Chat(partnerName: "Alex", messages: [])
        #expect(chat.send("  Hello Orca ").announcement?.text == "Sent: Hello Orca")
        #expect(chat.send("   ").announcement == nil)
    }

    @Test func anArrivingReplySaysWhoWroteItAndWhat() {
        var chat = Chat(partnerName: "Alex", messages: [])
        let reply = chat.receive("Sounds good!")
        #expect(reply.arrivalAnnouncement(partnerName: "Alex")?.text == "Alex: Sounds good!")
        let mine = ChatMessage(id: 9, author: .me, text: "Hi")
        #expect(mine.arrivalAnnouncement(partnerName: "Alex") == nil)
    }

    @Test func onlyTheRefusedReturnInAPollIsAnnounced() {
        #expect(PollReturnResult.refused(message: "x").announcement?.text == "A poll can have at most 20 options.")
        #expect(PollReturnResult.appended(index: 3).announcement == nil)
        #expect(PollReturnResult.focus(index: 1).announcement == nil)
        #expect(PollReturnResult.ignored.announcement == nil)
    }

    @Test func aCutInsertionSaysWhatWasKeptAndOneThatFitsSaysNothing() {
        // 10 bytes of room: "abcdefghijkl" keeps 10 of 12; a full field keeps none of "z".
        let capacity = TextFieldCapacity(bytes: 10)
        #expect(capacity.inserting("abcdefghijkl", intoFieldOf: 0).announcement?.text
            == "Too long for this field: kept the first 10 of 12 characters.")
        #expect(capacity.inserting("z", intoFieldOf: 10).announcement?.text == "This field is full: 1 more character was not added.")
        #expect(capacity.inserting("abc", intoFieldOf: 0).announcement == nil)
    }

    @Test func aSavedPollCutToTwentySaysHowManyWereLeftOut() {
        #expect(Announcement.pollRestoredCut(notice: PollEditor(options: Array(repeating: "x", count: 22)).notice ?? "").text
            == "The saved poll had 22 options, and a poll can have at most 20: the last 2 were left out.")
    }

    @Test func theKeyboardComingAndGoing() {
        #expect(Announcement.keyboard(wasVisible: false, isVisible: true)?.text == "On-screen keyboard shown")
        #expect(Announcement.keyboard(wasVisible: true, isVisible: false)?.text == "On-screen keyboard hidden")
        #expect(Announcement.keyboard(wasVisible: true, isVisible: true) == nil)
        #expect(Announcement.keyboard(wasVisible: false, isVisible: false) == nil)
    }

    /// Presses `key` on `layout` and returns what it announces.
    private func press(_ key: KeyboardKey, on layout: inout KeyboardLayout) -> String? {
        let before = layout
        let action = layout.press(key)
        return layout.announcement(after: before, pressing: key, action: action)?.text
    }

    @Test func shiftSaysItsNewState() {
        var layout = KeyboardLayout()
        #expect(press(.shift, on: &layout) == "Shift on")
        #expect(press(.shift, on: &layout) == "Shift off")
    }

    @Test func theLanguageKeySaysTheLettersNowInUse() {
        var layout = KeyboardLayout()
        #expect(press(.switchLanguage, on: &layout) == "Korean letters")
        #expect(press(.switchLanguage, on: &layout) == "English letters")
    }

    @Test func aKeyThatTypesSaysWhatItTyped() {
        var layout = KeyboardLayout()
        #expect(press(.character("w"), on: &layout) == "w")
        _ = press(.shift, on: &layout)
        #expect(press(.character("w"), on: &layout) == "W")
        #expect(press(.space, on: &layout) == "Space")
        _ = press(.switchLanguage, on: &layout)
        #expect(press(.character("ㄱ"), on: &layout) == "ㄱ")
    }

    @Test func keysWhoseEffectFocusShowsSayNothing() {
        var layout = KeyboardLayout()
        for key in [KeyboardKey.backspace, .returnKey, .hide, .switchPage] {
            #expect(press(key, on: &layout) == nil, "\(key)")
        }
    }

    @Test func theReviewToolsSayWhatTheyTurnedOnAndOff() {
        #expect(Announcement.slowMotion(factor: 10).text == "Slow motion 10×", "the badge's words")
        #expect(Announcement.slowMotion(factor: 2.5).text == "Slow motion 2.5×")
        #expect(Announcement.slowMotion(factor: 1).text == "Slow motion off")
        #expect(Announcement.motionPaused(true).text == "Motion paused")
        #expect(Announcement.motionPaused(false).text == "Motion resumed")
    }
}
