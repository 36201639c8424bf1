#!/usr/bin/python3
"""Orca journeys: real key presses on the demo, and what Orca says about them.

Run by meson-helpers/test-orca, which gives this script a session bus, an X display, the
accessibility bus, an Orca (speech recorded, never sounded: recording_speech.py) and the demo,
all of the run's own. Usage (through the harness):

    meson-helpers/test-orca [JOURNEY]...     # default: every journey; --list names them

Each journey presses keys with xdotool (XTEST, as a person's keyboard) on the demo window and
reads what Orca said since, from the recording. A check says what SHOULD be heard, written
from the issue (#23) and the app's own strings, never copied back from Orca's output. Checks
that fail with today's app and stack are listed in EXPECTED_FAILURES with the reason; they are
run and reported every time (XFAIL), and one that starts to pass is reported (XPASS) and fails
the run until it is taken off the list, so the list is always the real gap.

Waiting: after a key press the script waits until Orca has been quiet (no new speech, no new
line in its debug log) for QUIET seconds, or until what a check waits for was said, at most
a few seconds; nothing waits a fixed time.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import time

QUIET = 0.6        # seconds without speech or Orca activity that end a step
STEP_LIMIT = 4.0   # the longest any step waits
SPOKEN = {"speak", "character"}  # "key" is Orca's echo of the physical key pressed

# What fails now, and why (the gap). Keyed by check id; the harness prints these every run.
EXPECTED_FAILURES = {
    "login.password-not-spoken":
        "GTK 4.8's GtkPasswordEntry exposes its real text over AT-SPI (GetText, and the "
        "text-changed events; Tests/orca/gtk-password-entry-text.c): Orca 43 echoes each typed "
        "character of it, and reads it when it is selected (Ctrl+A; Tab into a filled field, "
        "which GTK selects; after an error the form leaves it unselected). The app cannot give "
        "GTK's accessible other text",
    "chat.keyboard-button-toggle":
        "GTK 4.8 has no toggle-button role (GTK_ACCESSIBLE_ROLE_TOGGLE_BUTTON came in 4.10) and "
        "maps none of its roles to AT-SPI's toggle button (Tests/orca/gtk-toggle-button-role.c): "
        "a GtkToggleButton is a push button whose pressed state Orca 43 does not read. The demo "
        "makes it a check box there, checked while pressed: heard 'check box', with its state",
    "chat.flat-review":
        "GTK 4.8 gives AT-SPI's SHOWING state to windows only (Tests/orca/gtk-showing-only-"
        "windows.c), and Orca 43's flat review leaves out every object that is not showing: it "
        "finds the window alone and reads its title ('InputMotion'); where-am-I reads the message",
    "about.dialog-role":
        "GTK 4.8 gives AT-SPI's SHOWING state to the WINDOW role only (Tests/orca/gtk-showing-"
        "only-windows.c): a GtkAboutDialog with the DIALOG role is never showing, and Orca 43 "
        "says nothing as it opens. There the demo keeps the window role: Orca says 'About "
        "InputMotion frame', not 'dialog'",
}


def cpu_ticks(pid):
    """A process's CPU time so far (user + system, in clock ticks), 0 once it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])
    except (OSError, IndexError, ValueError):
        return 0


class Record:
    """What Orca said: the recording (JSON lines, one an utterance) read as it grows; and
    whether anything is still going on: Orca's debug log growing, or Orca or the demo using
    CPU (the demo building a page it shows for the first time says nothing for a while)."""

    def __init__(self, speech_path, debug_path, busy_pids):
        self.speech_path = speech_path
        self.debug_path = debug_path
        self.busy_pids = busy_pids
        self.entries = []
        self._offset = 0
        self._partial = ""

    def _read(self):
        try:
            with open(self.speech_path, encoding="utf-8") as f:
                f.seek(self._offset)
                chunk = f.read()
                self._offset = f.tell()
        except FileNotFoundError:
            return
        text = self._partial + chunk
        lines = text.split("\n")
        self._partial = lines.pop()  # a line still being written
        for line in lines:
            if line.strip():
                self.entries.append(json.loads(line))

    def _activity(self):
        try:
            size = os.path.getsize(self.debug_path)
        except OSError:
            size = 0
        return (len(self.entries), size, *(cpu_ticks(pid) for pid in self.busy_pids))

    def mark(self):
        self._read()
        return len(self.entries)

    def spoken(self, mark):
        self._read()
        return [e["text"] for e in self.entries[mark:] if e["kind"] in SPOKEN]

    def wait(self, mark, until=None, limit=STEP_LIMIT, patient=False):
        """Waits until `until(spoken)` holds or, unless `patient`, until all is quiet (no new
        speech, no new debug line, no CPU used by Orca or the demo) for QUIET seconds; at
        most `limit` seconds. Quiet tells that something will not be said: Orca logs every
        key and AT-SPI event as it gets them, and the demo, its caret blink off (the
        harness's GTK settings), uses no CPU at rest. `patient` is for what the app says of
        itself later (a chat reply, on a timer). Returns what was spoken."""
        start = time.monotonic()
        self.mark()
        last = self._activity()
        changed = start
        while True:
            spoken = self.spoken(mark)
            if until is not None and until(spoken):
                return spoken
            now = time.monotonic()
            current = self._activity()
            if current != last:
                last, changed = current, now
            if now - start >= limit or (not patient and now - changed >= QUIET):
                return spoken
            time.sleep(0.05)


def xdotool(*args, timeout=10):
    result = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        raise RuntimeError(f"xdotool {' '.join(map(str, args))}: {result.stderr.strip()}")
    return result.stdout.strip()


def find_window(name, pid=None, limit=10.0):
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        args = ["search", "--onlyvisible"] + (["--pid", pid] if pid else []) + ["--name", name]
        result = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True, timeout=10)
        if result.stdout.split():
            return result.stdout.split()[0]
        time.sleep(0.1)
    return None


class Run:
    def __init__(self, record, window, demo_pid):
        self.record = record
        self.window = window
        self.demo_pid = demo_pid
        self.transcript = []   # (journey, what was done, [utterances])
        self.results = []      # (id, passed, detail)
        self.journey = ""
        self.journey_spoken = []

    # Steps: an action, then what Orca said until it went quiet (or said `until`).

    def step(self, label, action, until=None, limit=STEP_LIMIT, patient=False):
        mark = self.record.mark()
        began = time.monotonic()
        action()
        wait_for = None
        if until is not None:
            pattern = re.compile(until, re.I)
            wait_for = lambda spoken: pattern.search(" ".join(spoken)) is not None  # noqa: E731
        spoken = self.record.wait(mark, wait_for, limit, patient)
        if wait_for is not None and wait_for(spoken):
            # Said what was awaited: let Orca finish the rest of what it says about it.
            spoken = self.record.wait(mark, None, limit)
        self.transcript.append((self.journey, label, spoken, time.monotonic() - began))
        self.journey_spoken.extend(spoken)
        return spoken

    def keys(self, *keys, until=None, limit=STEP_LIMIT, label=None):
        return self.step(label or " ".join(keys), lambda: xdotool("key", "--delay", 40, *keys), until, limit)

    def type(self, text, until=None):
        return self.step(f"type {text!r}", lambda: xdotool("type", "--delay", 30, text), until)

    def focus(self, window):
        xdotool("windowfocus", window)

    # Checks: a pattern (case-insensitive regex) that should (or should not) be in what was said.

    def expect(self, check_id, spoken, pattern, should_be_said=True):
        joined = " | ".join(spoken)
        found = re.search(pattern, joined, re.I) is not None
        passed = found == should_be_said
        if should_be_said:
            detail = f"said: /{pattern}/; heard: {quote(spoken)}"
        else:
            said = [u for u in spoken if re.search(pattern, u, re.I)]
            detail = f"never said: /{pattern}/; heard: {quote(said)}"
        self.results.append((check_id, passed, detail))

    def expect_shown(self, check_id, text):
        """A precondition of a spoken check: the app does show `text` (so a failure to hear
        it is Orca's or the accessibility's, not a missing feature)."""
        shown = on_screen(self.demo_pid, text)
        self.results.append((check_id, shown, f"shown on screen (AT-SPI): {text!r}"))

    def expect_pressed(self, check_id, name, pressed):
        """A precondition of what Orca reads on the button: its pressed state over AT-SPI."""
        state = button_pressed(self.demo_pid, name)
        said = {None: "no such button", True: "pressed", False: "not pressed"}[state]
        self.results.append((check_id, state is pressed,
                             f"toggle button {name!r} {'pressed' if pressed else 'not pressed'} (AT-SPI, checked on GTK 4.8); it is: {said}"))

    def expect_exact(self, check_id, spoken, text):
        """One utterance that is exactly `text` (Orca may end it with a full stop)."""
        passed = any(u.strip().rstrip(".").strip().lower() == text.lower() for u in spoken)
        self.results.append((check_id, passed, f"said on its own: {text!r}; heard: {quote(spoken)}"))


def on_screen(pid, fragment):
    """Whether the demo shows `fragment` (in a visible accessible's name or text), read over
    AT-SPI: what a sighted user sees, to tell "shown but not heard" from "not shown"."""
    import pyatspi  # imported here: only the journeys that compare with the screen need it

    def visible(node):
        try:
            return node.getState().contains(pyatspi.STATE_VISIBLE)
        except Exception:  # an accessible that went away mid-walk
            return False

    def says(node):
        try:
            if fragment in (node.name or ""):
                return True
            text = node.queryText()
            return fragment in text.getText(0, text.characterCount)
        except (NotImplementedError, Exception):
            return False

    def walk(node, depth):
        if depth > 40 or not visible(node):
            return False
        if says(node):
            return True
        try:
            children = list(node)
        except Exception:
            return False
        return any(child is not None and walk(child, depth + 1) for child in children)

    for app in pyatspi.Registry.getDesktop(0):
        try:
            if app is not None and app.get_process_id() == int(pid):
                return any(window is not None and walk(window, 0) for window in app)
        except Exception:
            continue
    return False


def button_pressed(pid, name):
    """Whether the demo's visible (toggle) button named `name` is pressed, read over AT-SPI
    (None: there is no such button): the state a screen reader reads there."""
    import pyatspi

    def find(node, depth):
        try:
            if node is None or depth > 40 or not node.getState().contains(pyatspi.STATE_VISIBLE):
                return None
            # On GTK 4.8 the demo's toggle button is a check box, checked while pressed
            # (im_toggle_button_new in the shim).
            if node.name == name and node.getRole() == pyatspi.ROLE_CHECK_BOX:
                return node.getState().contains(pyatspi.STATE_CHECKED)
            if node.name == name and node.getRole() == pyatspi.ROLE_TOGGLE_BUTTON:
                return node.getState().contains(pyatspi.STATE_PRESSED)
            children = list(node)
        except Exception:  # an accessible that went away mid-walk
            return None
        for child in children:
            found = find(child, depth + 1)
            if found is not None:
                return found
        return None

    for app in pyatspi.Registry.getDesktop(0):
        try:
            if app is not None and app.get_process_id() == int(pid):
                for window in app:
                    found = find(window, 0)
                    if found is not None:
                        return found
        except Exception:
            continue
    return None


def quote(spoken):
    return "[" + ", ".join(repr(s) for s in spoken) + "]" if spoken else "(nothing)"


# The journeys. Each starts from the page list state the one before left (one app run).

def journey_start(run, parking):
    """Orca misses the first activation of a GTK 4.8 window at launch; focus moves to a small
    window of the test's own and back, as a person switching windows would, and Orca must then
    present the demo's window."""
    launch = run.record.spoken(0)
    run.transcript.append(("start", "launch (Orca first, then the demo)", launch, 0.0))
    run.focus(parking)
    spoken = run.step("focus back on the demo window", lambda: run.focus(run.window), until=r"Option 1")
    # The harness starts the demo on the poll page (so that Alt+1 is a real page switch).
    run.expect("start.focus-presented", spoken, r"\bOption 1\b")


def journey_floating(run):
    spoken = run.keys("alt+1", until=r"\bName\b")
    run.expect("floating.label-name", spoken, r"\bName\b")
    for label, pattern in (("password", r"\bPassword\b"), ("city", r"\bCity\b"),
                           ("badge", r"Name as it should appear on your badge"),
                           ("arabic", r"الاسم الكامل")):
        spoken = run.keys("Tab", until=pattern)
        run.expect(f"floating.label-{label}", spoken, pattern)
    # The review tools say what they turned on and off (the badge is a status Orca 43 skips).
    spoken = run.keys("ctrl+shift+s", until=r"Slow motion 10×")
    run.expect("review.slow-motion-on", spoken, r"Slow motion 10×")
    spoken = run.keys("ctrl+shift+s", until=r"Slow motion off")
    run.expect("review.slow-motion-off", spoken, r"Slow motion off")
    spoken = run.keys("ctrl+shift+p", until=r"Motion paused")
    run.expect("review.pause", spoken, r"Motion paused")
    spoken = run.keys("ctrl+shift+p", until=r"Motion resumed")
    run.expect("review.resume", spoken, r"Motion resumed")


def journey_placeholder(run):
    spoken = run.keys("alt+2", until=r"Enter a value")
    run.expect("placeholder.label", spoken, r"\bValue\b")
    run.expect("placeholder.placeholder", spoken, r"Enter a value")


def journey_login(run):
    password = "secret12"
    run.keys("alt+3", until=r"\bEmail\b")
    run.type("name")  # not an email address
    run.keys("Tab", until=r"\bPassword\b")
    run.keys("Tab", until=r"Log In")
    error = r"Enter an email address like name@example\.com"
    spoken = run.keys("Return", label="Return on Log In (the email is invalid)", until=error)
    run.expect("login.error-at-submit", spoken, error)
    run.expect_shown("login.error-shown", "Enter an email address like name@example.com.")
    run.expect("login.invalid-field-focus", spoken, r"\bEmail\b")
    run.keys("Tab", until=r"\bPassword\b")
    spoken = run.keys("shift+Tab", label="shift+Tab back to the invalid email", until=error)
    run.expect("login.error-again-on-focus", spoken, r"\bEmail\b.*" + error)
    run.keys("ctrl+a")
    run.type("me@example.com")
    run.keys("Return", until=r"\bPassword\b")
    run.type(password[:6])  # too short
    short = r"Password must be at least 8 characters"
    spoken = run.keys("Return", label="Return in the password field (too short)", until=short)
    run.expect("login.password-error-at-submit", spoken, short)
    run.type(password[6:])  # the caret is at the end of the short password
    spoken = run.keys("Return", label="Return in the password field (valid)", until=r"Logged in as")
    run.expect("login.success", spoken, r"Logged in as me@example\.com")
    run.expect_shown("login.success-shown", "Logged in as me@example.com")
    run.expect("login.focus-log-out", spoken, r"\bLog Out\b")
    spoken = run.keys("space", label="space on Log Out", until=r"\bPassword\b")
    run.expect("login.log-out-focus", spoken, r"\bPassword\b")
    # Not the password, nor any part of it (a typed character echoed is a part).
    leaks = [u for u in run.journey_spoken if u.strip().rstrip(".").strip() and u.strip().rstrip(".").strip() in password]
    run.results.append(("login.password-not-spoken", not leaks,
                        f"never said: {password!r} or a part of it; heard: {quote(leaks)}"))


def journey_chat(run):
    # The chat opens on its newest message (the keyboard down); the header's down arrow is
    # before it.
    spoken = run.keys("alt+4", until=r"Maya: Type a reply")
    run.expect("chat.opens-on-newest-message", spoken, r"Maya: Type a reply")
    spoken = run.keys("shift+Tab", until=r"Stop typing")
    run.expect("chat.icon-button-label", spoken, r"\bStop typing\b")
    # The header's keyboard button (#23): a toggle button, read with its state.
    for _ in range(10):
        spoken = run.keys("shift+Tab", until=r"On-screen keyboard")
        if re.search(r"On-screen keyboard", " ".join(spoken)):
            break
    # GTK 4.8: a check box, checked while pressed (shim: im_toggle_button_new).
    run.expect("chat.keyboard-button-two-states", spoken, r"On-screen keyboard\b.*\b(toggle button|check box)\b")
    run.expect("chat.keyboard-button-toggle", spoken, r"On-screen keyboard\b.*\btoggle button\b")
    run.expect("chat.keyboard-button-not-pressed", spoken, r"\bnot (pressed|checked)\b")
    keyboard_shown = r"\bkeyboard\b[^.|]*\b(shown|showing|open|opened)\b"
    spoken = run.keys("space", label="space on the keyboard button", until=keyboard_shown)
    run.expect("chat.keyboard-button-pressed", spoken, r"(?<!not )\b(pressed|checked)\b")
    run.expect("chat.message-field", spoken, r"\bMessage\b")
    keyboard_hidden = r"\bkeyboard\b[^.|]*\b(hidden|hiding|closed|down)\b"
    run.keys("ctrl+k", until=keyboard_hidden)
    run.expect_pressed("chat.keyboard-button-off-by-ctrl-k", "On-screen keyboard", False)
    spoken = run.keys("ctrl+k", until=keyboard_shown)
    run.expect("chat.keyboard-shown", spoken, keyboard_shown)
    run.expect_pressed("chat.keyboard-button-on-by-ctrl-k", "On-screen keyboard", True)
    run.type("Hello Orca")
    sent = run.keys("Return", label="Return (send)", until=r"Hello Orca")
    run.expect("chat.sent-message", sent, r"Hello Orca")
    # The partner answers 1.2 s after a message (Chat.replyDelay): its first canned reply
    # (heard while the send's step still waits for quiet, or after).
    spoken = run.step("the reply arrives", lambda: None, until=r"Sounds good", limit=3.5, patient=True)
    run.expect("chat.reply", sent + spoken, r"Sounds good!?")
    run.expect_shown("chat.sent-shown", "Hello Orca")
    run.expect_shown("chat.reply-shown", "Sounds good!")
    run.keys("F6", until=r"\bq\b")
    # Arrows stay in the keyboard (#23): at its edges focus stays on the key.
    outside = r"\bMessages?\b|\bSend\b|Stop typing|\bYou\b|Sounds good|Hello Orca"
    spoken = run.keys("Up", label="Up on q (the top row)")
    run.expect("chat.arrow-up-stays", spoken, outside, should_be_said=False)
    spoken = run.keys("Left", label="Left on q (the first key)")
    run.expect("chat.arrow-left-stays", spoken, outside, should_be_said=False)
    run.keys("Right", until=r"\bw\b")
    spoken = run.keys("space", label="space on the w key")
    run.expect_exact("chat.key-typed", spoken, "w")
    run.keys("Left", until=r"\bq\b")
    run.keys("Down", until=r"\ba\b")
    run.keys("Down", until=r"\bShift\b")
    shift_on = r"(?<!not )\bpressed\b|\bshift\b[^|]*\bon\b|\bchecked\b|\bupper ?case\b|\bcapitals?\b"
    spoken = run.keys("space", label="space on Shift", until=shift_on)
    run.expect("chat.shift-on", spoken, shift_on)
    run.expect("chat.shift-cap-not-read", spoken, r"⇧", should_be_said=False)
    shift_off = r"\bnot pressed\b|\bshift\b[^|]*\boff\b|\bnot checked\b|\blower ?case\b"
    spoken = run.keys("space", label="space on Shift again", until=shift_off)
    run.expect("chat.shift-off", spoken, shift_off)
    run.keys("Down", until=r"Digits and symbols")
    run.keys("Right", until=r"\bKorean\b")
    spoken = run.keys("space", label="space on the language key (to Korean)", until=r"\bKorean\b")
    run.expect("chat.language-korean", spoken, r"\bKorean\b")
    run.expect("chat.language-cap-not-read", spoken, r"\bEN\b", should_be_said=False)
    spoken = run.keys("space", label="space on the language key (to English)", until=r"\bEnglish\b")
    run.expect("chat.language-english", spoken, r"\bEnglish\b")
    spoken = run.keys("Down", label="Down on the language key (the bottom row)")
    run.expect("chat.arrow-down-stays", spoken, outside, should_be_said=False)
    spoken = run.keys("Escape", label="Escape (hide the keyboard)", until=keyboard_hidden)
    run.expect("chat.keyboard-hidden", spoken, keyboard_hidden)
    run.expect("chat.escape-back-to-field", spoken, r"\bMessage\b")
    run.expect_pressed("chat.keyboard-button-off-by-escape", "On-screen keyboard", False)
    # The messages are read by keyboard (#23): Shift+Tab from the field into the list, on
    # the newest message; arrows from message to message, each who wrote it and its text.
    spoken = run.keys("shift+Tab", label="shift+Tab into the messages", until=r"Sounds good")
    run.expect("chat.messages-newest", spoken, r"\bMaya\b\W*Sounds good")
    spoken = run.keys("Up", until=r"Hello Orca")
    run.expect("chat.messages-walk-up", spoken, r"\bYou\b\W*Hello Orca")
    spoken = run.keys("Down", until=r"Sounds good")
    run.expect("chat.messages-walk-down", spoken, r"\bMaya\b\W*Sounds good")
    spoken = run.keys("Down", label="Down on the newest message")
    run.expect("chat.messages-stay-at-newest", spoken, r"\bMessage\b(?! from)|\bSend\b", should_be_said=False)
    spoken = run.keys("KP_Enter", label="KP_Enter (where am I)", until=r"Sounds good")
    run.expect("chat.where-am-i", spoken, r"\bMaya\b\W*Sounds good")
    spoken = run.keys("KP_Up", label="KP_Up (flat review: this line)", until=r"Sounds good")
    run.expect("chat.flat-review", spoken, r"Sounds good")
    run.keys("KP_Subtract", label="KP_Subtract (leave flat review)")
    spoken = run.keys("Tab", label="Tab out of the messages", until=r"\bMessage\b")
    run.expect("chat.messages-tab-out", spoken, r"\bMessage\b")


def journey_poll(run):
    spoken = run.keys("alt+5", until=r"Option 1\b")
    run.expect("poll.first-option", spoken, r"\bOption 1\b")
    spoken = run.keys("Return", until=r"Option 2\b")
    run.expect("poll.walk", spoken, r"\bOption 2\b")
    run.keys("Return", until=r"Option 3\b")
    spoken = run.keys("Return", label="Return in the last option (grows)", until=r"Option 4\b")
    run.expect("poll.walk-grows", spoken, r"\bOption 4\b")
    # Options 5 to 20 (the cap, PollEditor.maximumOptionCount), each Return adding one.
    spoken = run.keys(*["Return"] * 16, label="Return ×16 (to option 20)", until=r"Option 20\b", limit=8)
    run.expect("poll.option-20", spoken, r"\bOption 20\b")
    limit = r"A poll can have at most 20 options"
    spoken = run.keys("Return", label="Return in option 20 (the cap)", until=limit)
    run.expect("poll.limit", spoken, limit)
    run.expect_shown("poll.limit-shown", "A poll can have at most 20 options.")


def journey_pages(run):
    """A phone-sized window: the page list and the page fold into one column, with Back."""
    mark = run.record.mark()
    xdotool("windowsize", run.window, 400, 700)
    run.record.wait(mark)
    spoken = run.keys("alt+Left", label="alt+Left (back to the page list)", until=r"\bPages\b")
    run.expect("pages.list", spoken, r"\bPages\b")
    run.expect("pages.current-page", spoken, r"\bPoll\b")
    spoken = run.keys("Up", until=r"\bChat\b")
    run.expect("pages.row-name", spoken, r"\bChat\b")
    spoken = run.keys("Return", label="Return on Chat", until=r"\b(Maya|You)\b")
    run.expect("pages.opens-page", spoken, r"\bChat\b|\b(Maya|You)\b")
    for _ in range(6):
        spoken = run.keys("shift+Tab", until=r"\bBack\b")
        if re.search(r"\bBack\b", " ".join(spoken)):
            break
    run.expect("pages.back-button", spoken, r"\bBack\b")
    spoken = run.keys("space", label="space on Back", until=r"\bPages\b")
    run.expect("pages.back-to-list", spoken, r"\bPages\b")
    mark = run.record.mark()
    xdotool("windowsize", run.window, 1000, 800)
    run.record.wait(mark)


def journey_about(run):
    run.keys("F10", until=r"Slow Motion")
    spoken = []
    # The menu's items down to About: the slow-motion factors and the time controls come first.
    for _ in range(20):
        spoken = run.keys("Down", until=r"About InputMotion")
        if re.search(r"About InputMotion", " ".join(spoken)):
            break
    spoken = run.keys("Return", label="Return on About InputMotion", until=r"About InputMotion")
    run.expect("about.announced", spoken, r"About InputMotion")
    run.expect("about.dialog-role", spoken, r"About InputMotion\b.*\bdialog\b|\bdialog\b.*About InputMotion")
    about = find_window("^About InputMotion$")
    if about:
        run.focus(about)
        run.keys("Escape", label="Escape in About")
    run.focus(run.window)


def journey_shortcuts(run):
    """The Keyboard Shortcuts window (#23): Orca reads its title as it opens."""
    spoken = run.keys("ctrl+question", label="ctrl+? (Keyboard Shortcuts)", until=r"Keyboard Shortcuts")
    run.expect("shortcuts.title", spoken, r"\bKeyboard Shortcuts\b")
    shortcuts = find_window("^Keyboard Shortcuts$", run.demo_pid, limit=3)
    if shortcuts:
        run.focus(shortcuts)
        run.keys("Escape", label="Escape in Keyboard Shortcuts")
    run.focus(run.window)


JOURNEYS = {
    "floating": journey_floating,
    "placeholder": journey_placeholder,
    "login": journey_login,
    "chat": journey_chat,
    "poll": journey_poll,
    "pages": journey_pages,
    "about": journey_about,
    "shortcuts": journey_shortcuts,
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("journeys", nargs="*", help="journeys to run (default: all)")
    parser.add_argument("--list", action="store_true", help="name the journeys and exit")
    args = parser.parse_args()
    if args.list:
        print("\n".join(JOURNEYS))
        return 0
    unknown = [name for name in args.journeys if name not in JOURNEYS]
    if unknown:
        print(f"journeys.py: no journey {', '.join(unknown)}; there are: {', '.join(JOURNEYS)}", file=sys.stderr)
        return 2
    chosen = args.journeys or list(JOURNEYS)

    started = time.monotonic()
    record = Record(os.environ["INPUTMOTION_ORCA_SPEECH"], os.environ["INPUTMOTION_ORCA_DEBUG"],
                    [os.environ["INPUTMOTION_DEMO_PID"], os.environ["INPUTMOTION_ORCA_PID"]])
    run = Run(record, os.environ["INPUTMOTION_DEMO_WINDOW"], os.environ["INPUTMOTION_DEMO_PID"])
    xdotool("windowmove", run.window, 0, 0)
    xdotool("windowsize", run.window, 1000, 800)
    # A small window of the test's own to move X focus to and back (there is no window manager).
    parking = subprocess.Popen(["xmessage", "-geometry", "160x40+1100+960", "-name", "orca-focus-parking",
                                "Orca test: focus parking"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        parking_window = find_window("^orca-focus-parking$", parking.pid) or find_window("Orca test", parking.pid)
        if parking_window is None:
            print("journeys.py: the focus-parking window (xmessage) did not appear", file=sys.stderr)
            return 1
        run.journey = "start"
        journey_start(run, parking_window)
        for name in chosen:
            run.journey = name
            run.journey_spoken = []
            run.focus(run.window)
            try:
                JOURNEYS[name](run)
            except (RuntimeError, subprocess.TimeoutExpired) as error:
                run.results.append((f"{name}.ran", False, f"the journey stopped: {error}"))
        if not args.journeys:
            everything = record.spoken(0)
            run.expect("all.no-type-names", everything, r"\bGtk[A-Z][A-Za-z]+", should_be_said=False)
    finally:
        parking.terminate()
        parking.wait(5)

    return report(run, time.monotonic() - started)


def report(run, seconds):
    print("== What Orca said (journey | keys | utterances)")
    for journey, label, spoken, took in run.transcript:
        print(f"  {journey:<11} {label:<42} {took:4.1f} s  {quote(spoken)}")
    print("== Checks")
    passed = failed = expected = 0
    for check_id, ok, detail in run.results:
        reason = EXPECTED_FAILURES.get(check_id)
        if reason is None:
            status = "PASS" if ok else "FAIL"
            passed += ok
            failed += not ok
        elif ok:
            status = "XPASS"  # the gap closed: take it off EXPECTED_FAILURES
            failed += 1
        else:
            status = "XFAIL"
            expected += 1
        print(f"  {status:<5} {check_id}: {detail}")
    ran = {check_id for check_id, _, _ in run.results}
    gap = [(check_id, reason) for check_id, reason in EXPECTED_FAILURES.items() if check_id in ran]
    print(f"== Expected failures: what Orca should say and does not yet ({len(gap)})")
    for check_id, reason in gap:
        print(f"  {check_id}: {reason}")
    print(f"== {len(run.results)} checks in {seconds:.0f} s; {expected} expected failures")
    print(f"orca: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
