import Testing
@testable import InputMotionCore

@Suite("Saved state file format")
struct SavedStateFormatTests {
    /// Every awkward character the escapes exist for, in every kind of value.
    static let awkward = SavedState(
        windowWidth: 1234, windowHeight: 567, isMaximized: true, page: .poll,
        chatMessages: [
            SavedChatMessage(author: .partner, text: "Hi; there"),
            SavedChatMessage(author: .me, text: " two\nlines\twith \\ backslash "),
            SavedChatMessage(author: .me, text: "안녕하세요 🙂"),
        ],
        chatDraft: " leading space; and # not a comment = sign",
        pollOptions: ["Tea", "", "Coffee;Milk", "\\;", ""],
        placeholderText: "line 1\r\nline 2\n")

    @Test("every value survives a round trip")
    func roundTrip() throws {
        #expect(try SavedStateFormat.decode(SavedStateFormat.encode(Self.awkward)) == Self.awkward)
        #expect(try SavedStateFormat.decode(SavedStateFormat.encode(SavedState())) == SavedState())
    }

    @Test("the written text, escaped as GKeyFile does")
    func writtenText() {
        let text = SavedStateFormat.encode(SavedState(
            windowWidth: 900, windowHeight: 640, page: .chat,
            chatMessages: [SavedChatMessage(author: .partner, text: "a;b"), SavedChatMessage(author: .me, text: "x\ny")],
            chatDraft: " hi", pollOptions: ["1", ""], placeholderText: "back\\slash"))
        #expect(text == """
            # InputMotion remembers this between runs; delete the file to start fresh.
            [Window]
            width=900
            height=640
            maximized=false
            page=chat

            [Chat]
            authors=partner;me;
            messages=a\\;b;x\\ny;
            draft=\\shi

            [Poll]
            options=1;;

            [Placeholder]
            text=back\\\\slash

            """)
    }

    @Test("a CR LF pair and a backslash or ; before a combining mark are two escapes, not one Character")
    func escapesInsideGraphemeClusters() throws {
        // "\r\n" is one Character in Swift; in the file it must be \r\n, or the line breaks.
        let text = "a\r\nb \\\u{301} x;\u{301}"
        #expect(SavedStateFormat.escape(text, inList: true) == "a\\r\\nb \\\\\u{301} x\\;\u{301}")
        let state = SavedState(chatMessages: [SavedChatMessage(author: .me, text: text)], placeholderText: text)
        #expect(try SavedStateFormat.decode(SavedStateFormat.encode(state)) == state)
    }

    @Test("a file written by hand (GKeyFile style) reads; unknown keys and groups are skipped")
    func handWritten() throws {
        let state = try SavedStateFormat.decode("""
            [Window]
            width = 800
            height=600
            future=1
            [Elsewhere]
            x=y

            [Poll]
            options=A;B
            """)
        #expect(state == SavedState(windowWidth: 800, windowHeight: 600, pollOptions: ["A", "B"]))
    }

    @Test("there is no password in the state, so none in the file")
    func noPassword() {
        let text = SavedStateFormat.encode(Self.awkward)
        #expect(!text.lowercased().contains("password"))
    }

    @Test("a file that cannot be trusted throws, naming its line", arguments: [
        ("[Window]\nwidth=wide\n", 2),
        ("[Window]\nwidth=-5\n", 2),
        ("[Window]\nmaximized=maybe\n", 2),
        ("[Window]\npage=settings\n", 2),
        ("width=900\n", 1),
        ("[Window\n", 1),
        ("[Chat]\njust some text\n", 2),
        ("[Chat]\ndraft=bad \\q escape\n", 2),
        ("[Chat]\nauthors=me;me;\nmessages=one;\n", 3),
        ("[Chat]\nauthors=robot;\nmessages=beep;\n", 3),
        ("\u{0}\u{1}garbage", 1),
    ])
    func corrupt(text: String, line: Int) {
        #expect(throws: SavedStateError.self) { try SavedStateFormat.decode(text) }
        do { _ = try SavedStateFormat.decode(text) } catch { #expect(error.line == line) }
    }
}

@Suite("When the state is written")
struct SaveScheduleTests {
    @Test("the first change arms a timer 0.5 s out; more changes ride on it")
    func firstChange() {
        var schedule = SaveSchedule()
        let delays = [schedule.changed(at: 10.0), schedule.changed(at: 10.1), schedule.changed(at: 10.4)]
        #expect(delays == [0.5, nil, nil])
        let fired = schedule.timerFired(at: 10.5)
        #expect(fired)
        #expect(!schedule.hasUnwrittenChange)
        #expect(schedule.lastWriteTime == 10.5)
    }

    @Test("writes are at least 1 s apart, and each change is written within 1 s")
    func typingForTenSeconds() {
        // A keystroke every 50 ms for 10 s; the fake clock fires each timer exactly when due.
        var schedule = SaveSchedule()
        var writes: [Double] = []
        var due: Double?
        var oldestUnwritten: Double?
        var worstDelay = 0.0
        for step in 0...2200 {
            let now = Double(step) * 0.005
            if let time = due, now >= time - 1e-9 {
                due = nil
                if schedule.timerFired(at: now) {
                    writes.append(now)
                    worstDelay = max(worstDelay, now - (oldestUnwritten ?? now))
                    oldestUnwritten = nil
                }
            }
            if step % 10 == 0, now < 10 {
                if oldestUnwritten == nil { oldestUnwritten = now }
                if let delay = schedule.changed(at: now) { due = now + delay }
            }
        }
        // First write at 0.5 s, then every 1.0 s while typing goes on: 0.5, 1.5, ... 9.5, and
        // the keystrokes after 9.5 s are written at 10.5 s.
        #expect(writes.count == 11)
        #expect(abs(writes[0] - 0.5) < 1e-9)
        for (earlier, later) in zip(writes, writes.dropFirst()) { #expect(later - earlier >= 1.0 - 1e-9) }
        #expect(worstDelay <= 1.0 + 1e-9)
    }

    @Test("a change right after a write waits for the 1 s interval, not longer")
    func changeAfterWrite() {
        var schedule = SaveSchedule()
        _ = schedule.changed(at: 0)
        _ = schedule.timerFired(at: 0.5)
        // 0.1 s later: the quiet period would end at 1.1 s, but the interval at 1.5 s.
        let delay = schedule.changed(at: 0.6)
        #expect(abs((delay ?? 0) - 0.9) < 1e-9)
        #expect(abs((schedule.dueTime ?? 0) - 1.5) < 1e-9)
        // Long after the last write only the quiet period counts.
        var later = SaveSchedule()
        _ = later.changed(at: 0)
        _ = later.timerFired(at: 0.5)
        let delay60 = later.changed(at: 60)
        #expect(delay60 == 0.5)
    }

    @Test("a timer with nothing to write writes nothing; a flush writes only what is unwritten")
    func flush() {
        var schedule = SaveSchedule()
        let early = schedule.flush(at: 1)
        _ = schedule.changed(at: 2)
        let flushed = schedule.flush(at: 2.1)
        let due = schedule.dueTime
        let fired = schedule.timerFired(at: 2.5)
        let again = schedule.flush(at: 3)
        #expect([early, flushed, fired, again] == [false, true, false, false])
        #expect(due == nil)
    }
}

@Suite("Where the state lives")
struct StateFileLocationTests {
    @Test("XDG_STATE_HOME when absolute, else ~/.local/state, else nowhere")
    func folder() {
        #expect(StateFileLocation.folder(xdgStateHome: "/x/state", home: "/home/ada") == "/x/state/inputmotion")
        #expect(StateFileLocation.folder(xdgStateHome: nil, home: "/home/ada") == "/home/ada/.local/state/inputmotion")
        #expect(StateFileLocation.folder(xdgStateHome: "", home: "/home/ada") == "/home/ada/.local/state/inputmotion")
        #expect(StateFileLocation.folder(xdgStateHome: "relative", home: "/home/ada") == "/home/ada/.local/state/inputmotion")
        #expect(StateFileLocation.folder(xdgStateHome: nil, home: nil) == nil)
    }

    @Test("an unreadable file goes aside under a name with the time")
    func aside() {
        #expect(StateFileLocation.asidePath(for: "/s/state.ini", at: 1_700_000_000) == "/s/state.ini.unreadable-1700000000")
    }
}

@Suite("Commands")
struct DemoCommandTests {
    @Test("no two commands share an accelerator, and every menu item has an action")
    func unique() {
        let accelerators = DemoCommand.all.flatMap(\.accelerators) + DemoCommand.keyHints.map(\.accelerator)
        #expect(Set(accelerators).count == accelerators.count)
        #expect(DemoCommand.all.filter { $0.menuSection != nil }.map(\.title)
                == ["Slow Motion", "Slow Motion 2×", "Slow Motion 5×", "Slow Motion 10×", "Slow Motion 20×",
                    "Pause Motion", "Frame Pacing", "Motion Inspector", "Keyboard Shortcuts", "About InputMotion", "Quit"])
    }
}

/// Which files in the state folder a killed write left behind.
struct StateFileLeftoverTests {
    @Test func onlyTheWritersTemporaryNamesAreLeftovers() {
        #expect(StateFileLocation.isLeftoverOfAWrite("state.ini.Ab3xZ9"))
        #expect(!StateFileLocation.isLeftoverOfAWrite("state.ini"), "the state itself")
        #expect(!StateFileLocation.isLeftoverOfAWrite("state.ini.unreadable-1764633600"), "a file set aside is kept")
        #expect(!StateFileLocation.isLeftoverOfAWrite("state.ini.Ab3xZ"), "five characters")
        #expect(!StateFileLocation.isLeftoverOfAWrite("state.ini.Ab3x-9"))
        #expect(!StateFileLocation.isLeftoverOfAWrite("motion.ini.Ab3xZ9"), "the inspector's file is its own")
        #expect(!StateFileLocation.isLeftoverOfAWrite("state.ini.Ab3xZé"))
    }
}
