#!/usr/bin/python3
"""A seeded monkey for the InputMotion demo: random real X events, then a scripted check.

    Tests/monkey/monkey.py [--seed N] [--events N] [--rate EVENTS_PER_SECOND] [--keep-going] [--verbose]

It runs the built demo (.build/debug/inputmotion-demo) in its own session bus and headless X
server (it re-runs itself under `dbus-run-session -- xvfb-run -a`), with GSK_RENDERER=cairo,
G_DEBUG=fatal-criticals (any GLib/GTK critical aborts the app) and GTK_A11Y=atspi, and a private
temporary HOME / XDG_CONFIG_HOME / XDG_STATE_HOME / XDG_DATA_HOME / XDG_CACHE_HOME so it never
reads or writes the user's settings or saved state.

Random phase: the events come from the seed alone (never from what the app shows), so a seed
and a count replay the same events: clicks, double clicks, right clicks, drags, scrolls, keys,
typed text (ASCII, Hangul, emoji, Arabic, through `xdotool type`), page switches (Alt+1..5),
Ctrl+K, F6, Escape, Unicode hex entry and window resizes. Coordinates are fractions of the
window, so they mean the same place at any size. The events come in bursts of 50, each burst
at one of two window sizes, 360x640 and 1280x800 in turn (random resizes within a burst, from
200x200 up, too). After every burst the app must answer an AT-SPI call within 1 s. The first
80 events are a fixed warm-up tour (TOUR below) so that RSS is first read on a warm app. Every
character the scripted phase types is bound to a key of its own before the app starts
(bind_keysyms).

Scripted phase, at both sizes: on every page (Alt+1..5) each text field found over AT-SPI (by
role, not by position) is cleared, gets a known string (ASCII, Hangul, emoji) typed into it
and must read back exactly that string (Text.getText(0, characterCount)); on the chat page a
message is sent and must appear in the message list. Then Ctrl+Q must quit cleanly (status 0).

Failures: a crash (the app exits with a signal or a non-zero status), a critical (a GLib
critical on stderr; G_DEBUG makes it abort), a hang (no AT-SPI answer within 1 s), a scripted
check that reads back something else, and RSS growth: RSS at the end must be within 15 MB of
RSS after the first 100 events (both read with the window at 1280x800, and without cairo's
shared-memory image pool, see app_rss_mb). A failure prints the seed, the event log and the
command that replays it. A normal quit during the random phase (a click on the window's close button) is
not a failure: the app is started again (with the warm-up tour) and the restart counted.

AT-SPI from two places: the random phase's checks (the app is on the bus and answers) each run
in a fresh process, atspi_probe.py, because libatspi in a long-lived process keeps cached
accessibles of an app that has quit and once crashed the monkey's own interpreter after the
app's second restart; the scripted phase reads fields in-process, on the last app started
only. A crash of the monkey itself (of a probe, or of this process) is reported as a harness
crash, with the seed and the event, never as the app's: non-zero exit either way.

Two GTK 4.8.3 bugs (not the demo's) are avoided, never hidden (G_DEBUG stays fatal-criticals):
  - Ctrl+Shift+U followed by six hex digits corrupts GtkIMContextSimple's heap. The monkey's
    hex entries have at most 4 digits, name a valid character and end with a space before the
    next event (so no later digit can join them); no other event sends Ctrl+Shift+U.
    Plain-C reproduction: gtk-hex-entry-six-digits.c.
  - A context menu opened on a window dragged off-screen gives a
    gdk_monitor_get_geometry critical. Without a window manager GTK moves the window itself
    when the header bar is dragged, so after every drag the monkey moves the window back to
    (0, 0), and it checks that before every right click, Shift+F10 or Menu key. Plain-C
    reproduction: gtk-offscreen-context-menu.c.

GLib/GTK warnings are not failures (G_DEBUG makes only criticals fatal); they are counted by
kind, each with the events sent just before its first line (or the scripted step it came in),
so that one can be reproduced. A kind that plain-C GTK gives too is named as GTK's:
  - "Broken accounting of active state": a header-bar drag with no window manager (GTK moves
    the window itself). Plain-C reproduction: gtk-header-drag-active-state.c.
"""

import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SESSION_MARK = "INPUTMOTION_MONKEY_SESSION"
# A file where the inner monkey notes which event it is at: should it die without a verdict,
# the outer one names the seed and that event.
PROGRESS_MARK = "INPUTMOTION_MONKEY_PROGRESS"
SCREEN = (1280, 1024)
# Warnings that plain-C GTK 4.8 gives too (see the module's doc comment): message -> reproduction.
GTK_OWN_WARNINGS = {"Broken accounting of active state": "gtk-header-drag-active-state.c"}

# Bursts of BURST events, each at one of SIZES in turn; the first 100 events cover both sizes
# before RSS is first read.
BURST = 50
SIZES = [(360, 640), (1280, 800)]
RSS_AFTER = 100
RSS_LIMIT_MB = 15.0
ANSWER_TIMEOUT_MS = 1000

# What a user might type: ASCII, Hangul, emoji (one with a skin-tone modifier), Arabic, mixed.
TEXTS = [
    "hello", "Hello, world!", "a@b.co", "secret12", "Lisbon", "x",
    "안녕하세요", "한글 입력", "가", "😀", "👍🏽🎉", "مرحبا", "السلام عليكم",
    "café 한국 😀", "monkey 42",
]
# Keys, from the demo's shortcuts and a text field's usual keys. Ctrl+Q (quit) and
# Ctrl+Shift+U (hex entry, sent only as a whole short entry, see above) are left out.
KEYS = [
    "Tab", "shift+Tab", "ctrl+Tab", "Return", "shift+Return", "KP_Enter", "BackSpace", "Delete",
    "Left", "Right", "Up", "Down", "Home", "End", "Page_Up", "Page_Down", "space", "Insert",
    "ctrl+a", "ctrl+z", "ctrl+shift+z", "ctrl+c", "ctrl+x", "ctrl+v", "ctrl+BackSpace",
    "ctrl+Left", "ctrl+Right", "shift+Left", "shift+End", "shift+F6", "F1", "F10",
    "ctrl+shift+s", "ctrl+shift+f", "shift+F10", "Menu",
    "a", "b", "z", "1", "9", "period", "at",
]
CONTEXT_MENU_KEYS = {"shift+F10", "Menu"}
HEX_DIGITS = "0123456789abcdef"
# Event kinds and how often each comes.
KINDS = [
    ("click", 22), ("doubleclick", 3), ("rightclick", 2), ("drag", 7), ("scroll", 4),
    ("key", 24), ("type", 12), ("page", 10), ("osk", 4), ("f6", 3), ("escape", 4),
    ("hex", 2), ("resize", 3),
]

# The first bursts open with a tour, so that what GTK builds once and keeps is built before
# RSS is first read: every page with every script typed, its keyboard shown and hidden, and
# in each text field (Alt+number focuses a page's first one, Tab the next) the context menu
# (about 1 MB a field) and the emoji chooser (about 3 MB a field) opened and closed. FIELDS is
# how many text fields each page has; were a page to gain one, the tour would only warm less.
FIELDS = {1: 5, 2: 1, 3: 2, 4: 1, 5: 3}
TOUR = [event for page, fields in FIELDS.items()
        for event in [("page", page), ("type", "café 한글 😀👍🏽 مرحبا"), ("osk",), ("osk",)]
        + [("key", key) for _ in range(fields) for key in ("shift+F10", "Escape", "ctrl+period", "Escape", "Tab")]]

# The scripted phase types this (ASCII, Hangul, emoji) into every field.
KNOWN_TEXT = "Monkey 42 한글 😀"


def display_refused(text):
    """Whether GTK said it could not open the X display: "cannot open display" (GTK 4.8) or
    "Failed to open display" (newer GTK)."""
    lowered = text.lower()
    return "cannot open display" in lowered or "failed to open display" in lowered


def fraction(rng):
    return round(rng.random(), 3)


def generate(seed, count):
    """The event list for a seed: depends on nothing but the seed, so a prefix replays."""
    rng = random.Random(seed)
    kinds, weights = zip(*KINDS)
    events = []
    while len(events) < count:
        if len(events) % BURST == 0:
            width, height = SIZES[(len(events) // BURST) % len(SIZES)]
            events.append(("size", width, height))
            # The tour goes on across bursts (each opens with its size) until it is done.
            toured = sum(1 for event in events if event[0] != "size")
            if toured < len(TOUR):
                events.extend(TOUR[toured:toured + BURST - 1][:count - len(events)])
            continue
        kind = rng.choices(kinds, weights)[0]
        if kind in ("click", "doubleclick", "rightclick"):
            events.append((kind, fraction(rng), fraction(rng)))
        elif kind == "drag":
            events.append((kind, fraction(rng), fraction(rng), fraction(rng), fraction(rng)))
        elif kind == "scroll":
            events.append((kind, fraction(rng), fraction(rng), rng.choice([4, 5]), rng.randint(1, 5)))
        elif kind == "key":
            events.append((kind, rng.choice(KEYS)))
        elif kind == "type":
            events.append((kind, rng.choice(TEXTS)))
        elif kind == "page":
            events.append((kind, rng.randint(1, 5)))
        elif kind == "hex":
            digits = "".join(rng.choice(HEX_DIGITS) for _ in range(rng.randint(1, 4)))
            if int(digits, 16) == 0 or 0xD800 <= int(digits, 16) <= 0xDFFF:
                digits = "e9"  # a character, so the entry surely ends (see the GTK bug above)
            events.append((kind, digits))
        elif kind == "resize":
            events.append((kind, rng.randint(200, 1280), rng.randint(200, 800)))
        else:
            events.append((kind,))
    return events


def describe(index, event):
    kind, args = event[0], event[1:]
    if kind == "type":
        return f"#{index:05d} type {args[0]!r}"
    return f"#{index:05d} {kind} " + " ".join(str(a) for a in args)


def xdotool(*args, timeout=20):
    result = subprocess.run(["xdotool", *map(str, args)], capture_output=True, text=True, timeout=timeout)
    return result.stdout.strip()


def bind_keysyms(texts):
    """Binds every character of `texts` that the keymap lacks to a spare key, once, before the
    app starts. xdotool types such a character by binding it to a spare key for the moment and
    unbinding it right after; an app that reads the key after the unbinding loses it (seen here
    under load). Bound for good, the keys mean the same whenever the app reads them. (The
    keymap has about 19 spare keys: enough for the scripted phase's few characters.)"""
    from Xlib import display
    x = display.Display()
    first = x.display.info.min_keycode
    count = x.display.info.max_keycode - first + 1
    mapping = x.get_keyboard_mapping(first, count)
    present = {keysym for row in mapping for keysym in row}
    spare = [first + index for index, row in enumerate(mapping) if not any(row)]
    wanted = []
    for char in dict.fromkeys("".join(texts)):
        code = ord(char)
        keysym = code if 0x20 <= code <= 0x7e or 0xa0 <= code <= 0xff else 0x01000000 | code
        if keysym not in present:
            wanted.append(keysym)
    # One character a key, at every level (no Shift needed); a few spare keys stay free for
    # xdotool's own use.
    if len(wanted) > len(spare) - 4:
        raise SystemExit(f"monkey: {len(wanted)} characters to bind but only {len(spare)} spare keys")
    width = len(mapping[0])
    for keycode, keysym in zip(spare, wanted):
        x.change_keyboard_mapping(keycode, [(keysym,) * width])
    x.sync()
    x.close()
    return len(wanted)


def rss_mb(pid, field="VmRSS"):
    """The process's resident set size in MB (`field` RssAnon: its heap and other private
    memory alone, without mapped files such as libraries and fonts)."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024.0
    except OSError:
        pass
    return None


def mb(value):
    """A reading for a message: "n/a" when it could not be read (the app just went)."""
    return "n/a" if value is None else f"{value:.1f}"


def app_rss_mb(pid):
    """VmRSS without cairo's MIT-SHM image pool: the System V shared memory that cairo's X
    backend uploads images through, shared with the X server. Cairo grows that pool with the
    sizes drawn (up to 32 MB) and keeps it, so its resident pages follow what was painted
    (a 1280x800 window, a dialog), not what the app holds: seen as +6.7 MB of a +10 MB "growth"
    over 1,000 events, the heap being +2.6 MB. Both figures are printed."""
    total = rss_mb(pid)
    if total is None:
        return None
    pool_kb, in_pool = 0, False
    try:
        with open(f"/proc/{pid}/smaps") as maps:
            for line in maps:
                if re.match(r"[0-9a-f]+-[0-9a-f]+ ", line):
                    in_pool = "/SYSV" in line
                elif in_pool and line.startswith("Rss:"):
                    pool_kb += int(line.split()[1])
    except OSError:
        return None
    return total - pool_kb / 1024.0


class Failure(Exception):
    def __init__(self, kind, detail):
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


class App:
    """One run of the demo binary, its window and its accessible."""

    def __init__(self, binary, home, probe):
        self.binary = binary
        self.home = home
        self.probe = probe
        self.process = None
        self.window = None
        self.geometry = (0, 0, 0, 0)
        self.accessible = None
        self.stderr_path = None
        self.stderr_seen = 0
        self.warnings_read = 0  # bytes of this run's stderr that new_warnings has read
        self.runs = 0
        self.events_in_run = 0
        self.rss_start = None
        self.display_retries = 0
        self.extra_args = []
        help_text = subprocess.run([binary, "--help-all"], capture_output=True, text=True,
                                   env=self.environment(), timeout=30).stdout
        if "--reset" in help_text:
            self.extra_args.append("--reset")

    def environment(self):
        env = dict(os.environ)
        for key in ("G_DEBUG", "G_MESSAGES_DEBUG", "GTK_DEBUG", "GTK_THEME"):
            env.pop(key, None)
        env.update(
            GSK_RENDERER="cairo", G_DEBUG="fatal-criticals", GTK_A11Y="atspi", GTK_IM_MODULE="gtk-im-context-simple",
            HOME=self.home,
            XDG_CONFIG_HOME=os.path.join(self.home, "config"),
            XDG_STATE_HOME=os.path.join(self.home, "state"),
            XDG_DATA_HOME=os.path.join(self.home, "data"),
            XDG_CACHE_HOME=os.path.join(self.home, "cache"),
        )
        return env

    def start(self):
        """Starts the app. An app that cannot even open the X display (seen about once in
        15 starts on a machine shared with other X test runs, while xdotool still reaches the
        same display) is started again, up to 3 times; `display_retries` counts that, and it
        is printed."""
        for attempt in range(4):
            try:
                self.launch()
                return
            except Failure as failure:
                if not display_refused(failure.detail) or attempt == 3:
                    raise
                self.display_retries += 1
                print(f"monkey: the app could not open the display; starting it again\n{failure.detail}", flush=True)
                time.sleep(1)

    def launch(self):
        self.runs += 1
        self.events_in_run = 0
        self.rss_start = None
        # A crash mid-drag or mid-chord leaves buttons and modifiers down: let go of them.
        xdotool("mouseup", "1", "mouseup", "3", "keyup", "ctrl", "keyup", "shift", "keyup", "alt")
        self.stderr_path = os.path.join(self.home, f"stderr-{self.runs}.txt")
        self.stderr_seen = 0
        self.warnings_read = 0
        with open(self.stderr_path, "w") as stderr:
            self.process = subprocess.Popen([self.binary, *self.extra_args], env=self.environment(),
                                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                            stderr=stderr)
        deadline = time.monotonic() + 30
        self.window = None
        while time.monotonic() < deadline and self.window is None:
            self.check_alive()
            found = xdotool("search", "--onlyvisible", "--pid", self.process.pid, "--name", "InputMotion").split()
            if found:
                self.window = found[0]
            else:
                time.sleep(0.1)
        if self.window is None:
            raise Failure("hang", "no InputMotion window within 30 s of start")
        xdotool("windowmove", self.window, 0, 0)
        xdotool("windowfocus", self.window)
        self.read_geometry()
        self.accessible = None  # looked up in-process by the scripted phase only (see Probe)
        self.probe.answer_time(self.process.pid, self.check_alive)

    def check_alive(self):
        """Raises a Failure if the app has gone; a clean quit is a Failure of kind 'quit'."""
        code = self.process.poll()
        if code is None:
            return
        stderr = self.new_stderr()
        if "-CRITICAL **" in stderr or "-ERROR **" in stderr:
            raise Failure("critical", f"exit status {code}\n{tail(stderr)}")
        if code < 0:
            raise Failure("crash", f"killed by {signal.Signals(-code).name}\n{tail(stderr)}")
        if code > 0:
            if display_refused(stderr):
                stderr += "\n" + self.display_report()
            raise Failure("crash", f"exit status {code}\n{tail(stderr)}")
        raise Failure("quit", "the app quit (status 0)")

    @staticmethod
    def display_report():
        """Why an X client may not connect: the display, its cookie file, whether xdotool can."""
        authority = os.environ.get("XAUTHORITY", "")
        probe = subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True, text=True, timeout=20)
        return (f"(DISPLAY={os.environ.get('DISPLAY')}, XAUTHORITY={authority} "
                f"{'exists' if os.path.exists(authority) else 'is missing'}; xdotool getdisplaygeometry: "
                f"{(probe.stdout + probe.stderr).strip()!r})")

    def new_stderr(self):
        with open(self.stderr_path, errors="replace") as stderr:
            text = stderr.read()
        self.stderr_seen = len(text)
        return text

    def new_warnings(self):
        """The GLib/GTK warning lines the app wrote since the last call (this run's stderr)."""
        with open(self.stderr_path, "rb") as stderr:
            stderr.seek(self.warnings_read)
            data = stderr.read()
        # Whole lines only: a line being written is read at the next call.
        complete = data[:data.rfind(b"\n") + 1]
        self.warnings_read += len(complete)
        return [line for line in complete.decode(errors="replace").splitlines() if "-WARNING **" in line]

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()

    def read_geometry(self):
        text = xdotool("getwindowgeometry", self.window)
        position = re.search(r"Position: (-?\d+),(-?\d+)", text)
        size = re.search(r"Geometry: (\d+)x(\d+)", text)
        if position and size:
            self.geometry = tuple(int(v) for v in position.groups() + size.groups())
        return self.geometry

    def keep_on_screen(self, log):
        """Moves the window back to (0, 0) if a drag moved it (see the GTK bug above)."""
        x, y, _, _ = self.read_geometry()
        if (x, y) != (0, 0):
            xdotool("windowmove", self.window, 0, 0)
            self.read_geometry()
            log.append(f"        (window was at {x},{y}; moved back to 0,0)")

    def point(self, fx, fy):
        x, y, width, height = self.geometry
        px = min(max(x + int(fx * max(width - 1, 0)), 0), SCREEN[0] - 1)
        py = min(max(y + int(fy * max(height - 1, 0)), 0), SCREEN[1] - 1)
        return px, py

    def resize(self, width, height):
        xdotool("windowsize", self.window, width, height)
        xdotool("windowmove", self.window, 0, 0)
        time.sleep(0.05)
        self.read_geometry()

    def send(self, event, log):
        """Sends one event as real X input (XTEST through xdotool)."""
        kind, args = event[0], event[1:]
        if kind == "size":
            self.resize(*args)
            xdotool("windowfocus", self.window)
        elif kind == "resize":
            self.resize(*args)
        elif kind == "click":
            xdotool("mousemove", *self.point(*args), "click", 1)
        elif kind == "doubleclick":
            xdotool("mousemove", *self.point(*args), "click", "--repeat", 2, "--delay", 40, 1)
        elif kind == "rightclick":
            self.keep_on_screen(log)
            xdotool("mousemove", *self.point(*args), "click", 3)
        elif kind == "drag":
            start, end = self.point(*args[:2]), self.point(*args[2:])
            middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
            xdotool("mousemove", *start, "mousedown", 1, "sleep", 0.03, "mousemove", *middle,
                    "sleep", 0.03, "mousemove", *end, "sleep", 0.03, "mouseup", 1)
            self.keep_on_screen(log)
        elif kind == "scroll":
            fx, fy, button, count = args
            xdotool("mousemove", *self.point(fx, fy), "click", "--repeat", count, "--delay", 20, button)
        elif kind == "key":
            if args[0] in CONTEXT_MENU_KEYS:
                self.keep_on_screen(log)
            xdotool("key", args[0])
        elif kind == "type":
            xdotool("type", "--delay", 15, args[0])
        elif kind == "page":
            xdotool("key", f"alt+{args[0]}")
        elif kind == "osk":
            xdotool("key", "ctrl+k")
        elif kind == "f6":
            xdotool("key", "F6")
        elif kind == "escape":
            xdotool("key", "Escape")
        elif kind == "hex":
            xdotool("key", "ctrl+shift+u", *args[0], "space")
        else:
            raise ValueError(f"unknown event {event}")
        self.events_in_run += 1


class HarnessCrash(Failure):
    """The monkey's own AT-SPI client died: a crash of the harness, never counted as the app's."""

    def __init__(self, detail):
        super().__init__("harness", detail)


class Probe:
    """The random phase's AT-SPI checks, each asked by a fresh process (atspi_probe.py).

    libatspi in a long-lived process keeps cached accessibles of an app that has quit; after
    the app's second restart touching them crashed the monkey's own interpreter (a silent
    segmentation fault, no summary). A fresh process per question has no such state, its
    crash is an exit status the monkey reports as a harness crash, and the hang check (every
    call fails after ANSWER_TIMEOUT_MS) works as before."""

    SCRIPT = os.path.join(HERE, "atspi_probe.py")

    def __init__(self):
        self.slowest = 0.0
        self.runs = 0

    def answer_time(self, pid, check_alive):
        """Seconds the app takes to answer one uncached call (its window's extents); waits up
        to 30 s for the app to appear on the accessibility bus first."""
        self.runs += 1
        try:
            result = subprocess.run(["/usr/bin/python3", "-X", "faulthandler", self.SCRIPT, str(pid), str(ANSWER_TIMEOUT_MS)],
                                    capture_output=True, text=True, timeout=60)
        except subprocess.TimeoutExpired:
            check_alive()
            raise Failure("hang", "the AT-SPI probe got no answer within 60 s")
        words = result.stdout.strip().split(" ", 2)
        if result.returncode < 0:
            check_alive()  # the app's own crash comes first
            raise HarnessCrash(f"the AT-SPI probe (atspi_probe.py, pid {pid}) was killed by "
                               f"{signal.Signals(-result.returncode).name}\n{tail(result.stderr)}")
        if result.returncode == 0 and words[0] == "answer":
            elapsed = float(words[1])
            self.slowest = max(self.slowest, elapsed)
            if elapsed > ANSWER_TIMEOUT_MS / 1000:
                raise Failure("hang", f"AT-SPI answer took {elapsed:.2f} s")
            return elapsed
        check_alive()
        if result.returncode == 3 and words[0] == "noanswer":
            raise Failure("hang", f"no AT-SPI answer within {ANSWER_TIMEOUT_MS} ms ({float(words[1]):.2f} s): "
                                  f"{words[2] if len(words) > 2 else ''}")
        if result.returncode == 2 and words[0] == "absent":
            raise Failure("hang", result.stdout.strip()[len("absent "):])
        raise HarnessCrash(f"the AT-SPI probe (atspi_probe.py) failed with status {result.returncode}\n"
                           f"{tail(result.stdout + result.stderr)}")


class Atspi:
    """The app's accessibles over AT-SPI in this process, every call answered within
    ANSWER_TIMEOUT_MS: for the scripted phase only, which runs on the last app started, so this
    process's libatspi never holds accessibles of an app that has gone (see Probe)."""

    def __init__(self):
        import gi
        gi.require_version("Atspi", "2.0")
        from gi.repository import Atspi as atspi, GLib
        import pyatspi
        self.pyatspi = pyatspi
        self.glib = GLib
        self.atspi = atspi
        # Every D-Bus call to the app fails after 1 s: that is the hang check.
        atspi.set_timeout(ANSWER_TIMEOUT_MS, ANSWER_TIMEOUT_MS)
        self.slowest = 0.0

    def pump(self):
        context = self.glib.MainContext.default()
        while context.pending():
            context.iteration(False)

    def find_application(self, pid, check_alive):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            check_alive()
            self.pump()
            desktop = self.pyatspi.Registry.getDesktop(0)
            try:
                desktop.clearCache()
            except Exception:
                pass
            for index in range(desktop.childCount):
                try:
                    app = desktop.getChildAtIndex(index)
                    if app is not None and app.get_process_id() == pid and app.childCount > 0:
                        return app
                except Exception:
                    continue
            time.sleep(0.2)
        raise Failure("hang", "the app did not appear on the accessibility bus within 30 s")

    def frame(self, app):
        for index in range(app.childCount):
            child = app.getChildAtIndex(index)
            if child is not None and child.getRole() == self.pyatspi.ROLE_FRAME:
                return child
        raise Failure("hang", "the app has no window on the accessibility bus")

    def walk(self, node, keep, found):
        try:
            if keep(node):
                found.append(node)
            for index in range(node.childCount):
                child = node.getChildAtIndex(index)
                if child is not None:
                    self.walk(child, keep, found)
        except Exception as error:
            if "timeout" in str(error).lower() or "NoReply" in str(error):
                raise Failure("hang", f"no AT-SPI answer within {ANSWER_TIMEOUT_MS} ms: {error}")
        return found

    def extents(self, node):
        box = node.queryComponent().getExtents(self.pyatspi.WINDOW_COORDS)
        return box.x, box.y, box.width, box.height

    def page(self, app, number):
        """Page `number` (1-5, the Alt+number order): the stack's titled pages are the one set
        of five sibling panels with names; found by structure, so layouts may change round it."""
        panel = self.pyatspi.ROLE_PANEL
        stacks = self.walk(app, lambda node: node.childCount == 5 and all(
            child is not None and child.getRole() == panel and child.name
            for child in (node.getChildAtIndex(i) for i in range(5))), [])
        if len(stacks) != 1:
            raise Failure("scripted", f"found {len(stacks)} page stacks over AT-SPI, expected 1")
        return stacks[0].getChildAtIndex(number - 1)

    def text_fields(self, page):
        """The text fields of a page, in tree order."""
        roles = {self.pyatspi.ROLE_TEXT, self.pyatspi.ROLE_PASSWORD_TEXT, self.pyatspi.ROLE_ENTRY}
        return self.walk(page, lambda node: node.getRole() in roles, [])

    def text(self, node):
        text = node.queryText()
        return text.getText(0, text.characterCount)

    def focused(self, node):
        return node.getState().contains(self.pyatspi.STATE_FOCUSED)


def wait_for(condition, seconds):
    """Whether `condition` comes true within `seconds` (checked every 30 ms)."""
    deadline = time.monotonic() + seconds
    while True:
        if condition():
            return True
        if time.monotonic() > deadline:
            return False
        time.sleep(0.03)


def tail(text, lines=30):
    return "\n".join(text.strip().splitlines()[-lines:])


class Monkey:
    def __init__(self, options):
        self.options = options
        self.events = generate(options.seed, options.events)
        self.log = []
        self.counts = {"restarts": 0, "crash": 0, "critical": 0, "hang": 0, "scripted": 0, "rss": 0, "harness": 0}
        self.failures = []
        self.home = tempfile.mkdtemp(prefix="inputmotion-monkey-")
        self.probe = Probe()
        self.atspi = None  # in-process AT-SPI, made by the scripted phase
        self.app = App(options.binary, self.home, self.probe)
        self.event = None  # the random phase's event index, for a harness crash's report
        progress = os.environ.get(PROGRESS_MARK)
        self.progress = open(progress, "w") if progress else None
        self.rss = []  # (label, MB)
        self.retyped = 0
        self.warnings = {}  # kind -> [count, the events that came just before its first line]

    # -- reporting

    def fail(self, failure, index):
        self.counts[failure.kind] = self.counts.get(failure.kind, 0) + 1
        where = f"event #{index:05d}" if index is not None else "start or the scripted phase"
        self.failures.append((failure, index))
        self.note_progress(f"reported {where}")
        if shutil.which("import"):  # ImageMagick, if there: what the screen showed
            shot = os.path.join(tempfile.gettempdir(), f"inputmotion-monkey-seed{self.options.seed}-{len(self.failures)}.png")
            subprocess.run(["import", "-window", "root", shot], capture_output=True, timeout=20)
            print(f"monkey: screenshot {shot}")
        print(f"monkey: FAILURE ({failure.kind}) at {where}, seed {self.options.seed}:\n{failure.detail}", flush=True)
        self.print_replay(index)

    def print_replay(self, index):
        count = len(self.events) if index is None else index + 1
        print(f"monkey: replay: Tests/monkey/monkey.py --seed {self.options.seed} --events {count}")
        log_path = os.path.join(tempfile.gettempdir(), f"inputmotion-monkey-seed{self.options.seed}.log")
        with open(log_path, "w") as out:
            out.write("\n".join(self.log) + "\n")
        shown = self.log if len(self.log) <= 2000 else self.log[-200:]
        if len(shown) < len(self.log):
            print(f"monkey: event log (last {len(shown)} of {len(self.log)} lines; all in {log_path}):")
        else:
            print(f"monkey: event log ({len(self.log)} lines, also in {log_path}):")
        print("\n".join(shown), flush=True)

    def collect_warnings(self, where):
        """Counts the app's new GLib/GTK warnings by kind; a kind seen first is tied to `where`
        (the events just sent), so a warning can be reproduced, not only counted."""
        for line in self.app.new_warnings():
            # One kind per message: without the process id, time and widget addresses.
            kind = re.sub(r"^\(.*?\): |\d\d:\d\d:\d\d\.\d+: |0x[0-9a-f]+", "", line.strip())
            seen = self.warnings.setdefault(kind, [0, where])
            seen[0] += 1

    # -- phases

    def restart_after(self, failure, index):
        """Starts the app again after a quit, or (with --keep-going) after a failure."""
        if failure.kind != "quit":
            self.fail(failure, index)
            if not self.options.keep_going:
                raise SystemExit(1)
        else:
            print(f"monkey: the app quit cleanly at event #{index:05d} (a click on its close button?); "
                  "starting it again", flush=True)
        self.collect_warnings(f"run {self.app.runs}, before event #{index:05d}")
        self.app.stop()
        self.counts["restarts"] += 1
        self.log.append(f"        (app {failure.kind}: started again, with the warm-up tour)")
        self.app.start()
        # The new run's RSS is read after its first 100 events too: warm it up the same way,
        # the tour split over both sizes as in the first run, then back to this burst's size.
        for size, events in ((SIZES[0], TOUR[:BURST - 1]), (SIZES[1], TOUR[BURST - 1:])):
            self.app.resize(*size)
            for event in events:
                self.app.check_alive()
                self.app.send(event, self.log)
                time.sleep(1.0 / self.options.rate)
        self.app.resize(*self.current_size)

    def random_phase(self):
        interval = 1.0 / self.options.rate
        self.current_size = SIZES[0]
        started = time.monotonic()
        for index, event in enumerate(self.events):
            self.log.append(describe(index, event))
            self.note_progress(f"event #{index:05d}")
            if event[0] == "size":
                self.current_size = event[1:]
            begun = time.monotonic()
            try:
                self.app.check_alive()
                self.app.send(event, self.log)
                rest = interval - (time.monotonic() - begun)
                if rest > 0:
                    time.sleep(rest)
                self.app.check_alive()
                self.collect_warnings("after " + "; ".join(line.strip() for line in self.log[-3:]))
                if self.app.events_in_run == RSS_AFTER:
                    # Read at the size the end is read at (the scripted phase ends at the last
                    # of SIZES): the same window drawn at 1280x800 holds some 5 MB more than
                    # at 360x640, which would otherwise count as growth or hide it.
                    self.app.resize(*SIZES[-1])
                    time.sleep(0.3)
                    self.app.check_alive()
                    pid = self.app.process.pid
                    self.app.rss_start = app_rss_mb(pid)
                    label = f"after the first {RSS_AFTER} events" + (f" of run {self.app.runs}" if self.app.runs > 1 else "")
                    self.rss.append((label, self.app.rss_start))
                    print(f"monkey: RSS {label} (at {SIZES[-1][0]}x{SIZES[-1][1]}): {mb(self.app.rss_start)} MB "
                          f"without the X image pool ({mb(rss_mb(pid))} MB with it; anonymous "
                          f"{mb(rss_mb(pid, 'RssAnon'))} MB)", flush=True)
                    self.app.resize(*self.current_size)
                if (index + 1) % BURST == 0 or index + 1 == len(self.events):
                    time.sleep(0.1)  # let the burst's last events land
                    self.app.check_alive()
                    self.probe.answer_time(self.app.process.pid, self.app.check_alive)
                    if self.options.verbose:
                        pid = self.app.process.pid
                        print(f"monkey: {index + 1} events, RSS {rss_mb(pid):.1f} MB (anonymous "
                              f"{rss_mb(pid, 'RssAnon'):.1f} MB)", flush=True)
            except HarnessCrash as failure:
                # The app is not at fault and still runs: go on with it if asked to.
                self.fail(failure, index)
                if not self.options.keep_going:
                    raise SystemExit(1)
            except Failure as failure:
                if failure.kind == "hang":
                    self.app.stop()
                try:
                    self.restart_after(failure, index)
                except Failure as again:
                    self.fail(again, index)
                    raise SystemExit(1)
            except subprocess.TimeoutExpired as error:
                self.fail(Failure("hang", f"xdotool did not return: {error}"), index)
                raise SystemExit(1)
            if (index + 1) % 1000 == 0:
                rss = rss_mb(self.app.process.pid)
                anon = rss_mb(self.app.process.pid, "RssAnon")
                print(f"monkey: {index + 1} events, {time.monotonic() - started:.0f} s, RSS {rss:.1f} MB "
                      f"(anonymous {anon:.1f} MB)", flush=True)
        self.random_seconds = time.monotonic() - started

    def settle(self):
        """Closes the app's other windows (About, shortcuts: Escape closes them), menus and the
        on-screen keyboard, and gives the main window the keyboard focus."""
        self.app.keep_on_screen(self.log)
        for window in xdotool("search", "--onlyvisible", "--pid", self.app.process.pid, "--name", ".").split():
            if window != self.app.window:
                xdotool("windowfocus", window, "key", "Escape")
        xdotool("windowfocus", self.app.window)
        xdotool("key", "Escape", "Escape")
        time.sleep(0.3)

    def focus(self, field):
        """Clicks a field where it shows in the window; falls back to Tab round the window if
        the click lands elsewhere (a field scrolled away or under the on-screen keyboard).
        Every tenth press is Ctrl+Tab, which leaves a multi-line field (Tab types a tab there)."""
        x, y, width, height = self.atspi.extents(field)
        wx, wy, ww, wh = self.app.read_geometry()
        left, top = max(x, 0), max(y, 0)
        right, bottom = min(x + width, ww), min(y + height, wh)
        if left < right and top < bottom:
            xdotool("mousemove", wx + (left + right) // 2, wy + (top + bottom) // 2, "click", 1)
            if wait_for(lambda: self.atspi.focused(field), 1.0):
                return True
        for press in range(1, 81):
            xdotool("key", "ctrl+Tab" if press % 10 == 0 else "Tab")
            if wait_for(lambda: self.atspi.focused(field), 0.03):
                return True
        return False

    def type_into(self, field, text):
        """Types `text` with real key events, a run of ASCII or one other character at a time,
        waiting up to 2 s for the field to show each. Under load a key pressed through XTEST
        is now and then not seen at all (here, with other test runs on the same two cores);
        the missing rest of a piece is then typed once more, and counted (`retyped`, in the
        summary). A piece missing twice, or text that is not a prefix of what was typed (a
        wrong or doubled character), is left for the caller's exact read-back to fail on."""
        typed = self.atspi.text(field)
        for piece in re.findall(r"[\x20-\x7e]+|[^\x20-\x7e]", text):
            typed += piece
            xdotool("type", "--delay", 12, piece)
            if wait_for(lambda: self.atspi.text(field) == typed, 2.0):
                continue
            shown = self.atspi.text(field)
            if not typed.startswith(shown):
                return
            self.retyped += 1
            self.log.append(f"        (scripted: {typed[len(shown):]!r} did not arrive; typed again)")
            xdotool("type", "--delay", 12, typed[len(shown):])
            if not wait_for(lambda: self.atspi.text(field) == typed, 2.0):
                return

    def check_field(self, page, field, report):
        name = field.name or field.getRoleName()
        where = f"page {page}, field {name!r}"
        if not self.focus(field):
            raise Failure("scripted", f"{where}: could not focus it by click or Ctrl+Tab")
        if self.atspi.text(field):
            xdotool("key", "ctrl+a", "BackSpace")
        if not wait_for(lambda: self.atspi.text(field) == "", 1.0):
            raise Failure("scripted", f"{where}: Ctrl+A, BackSpace left {self.atspi.text(field)!r}")
        self.type_into(field, KNOWN_TEXT)
        read = self.atspi.text(field)
        if read != KNOWN_TEXT:
            raise Failure("scripted", f"{where}: typed {KNOWN_TEXT!r}, read back {read!r}")
        report.append(where)

    def chat_message(self, number=0):
        return f"monkey seed {self.options.seed} 한글 😀 {number}"

    def check_chat(self, fields):
        """Sends a message from the chat's message field and finds it in the message list."""
        entry = next((field for field in fields if field.name == "Message"), None)
        if entry is None:
            raise Failure("scripted", "page 4 (chat): no field named 'Message'")
        message = self.chat_message(len(self.scripted_sizes))
        if not self.focus(entry):
            raise Failure("scripted", "page 4 (chat): could not focus the message field")
        if self.atspi.text(entry):
            xdotool("key", "ctrl+a", "BackSpace")
        self.type_into(entry, message)
        xdotool("key", "Return")
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            labels = self.atspi.walk(self.app.accessible, lambda node: node.getRole() == self.atspi.pyatspi.ROLE_LABEL
                                     and node.name == message, [])
            if labels:
                return
            time.sleep(0.2)
        raise Failure("scripted", f"page 4 (chat): sent {message!r}, not found in the message list")

    def note_progress(self, where):
        """Where the run is, for the report should this process die (see main)."""
        if self.progress:
            self.progress.seek(0)
            self.progress.write(where.ljust(40) + "\n")
            self.progress.flush()

    def scripted_phase(self):
        self.scripted_sizes = []
        report = []
        self.note_progress("the scripted phase")
        self.atspi = Atspi()
        self.app.accessible = self.atspi.find_application(self.app.process.pid, self.app.check_alive)
        for size in SIZES:
            self.app.resize(*size)
            self.settle()
            self.collect_warnings(f"in the scripted phase, resized to {size[0]}x{size[1]}")
            for page in range(1, 6):
                xdotool("key", f"alt+{page}")
                time.sleep(0.4)  # the page cross-fade
                self.app.check_alive()
                fields = self.atspi.text_fields(self.atspi.page(self.app.accessible, page))
                if not fields:
                    raise Failure("scripted", f"page {page} at {size[0]}x{size[1]}: no text field found over AT-SPI")
                for field in fields:
                    self.check_field(page, field, report)
                if page == 4:
                    self.check_chat(fields)
                    report.append("page 4, chat message sent and found in the list")
                xdotool("key", "Escape")
                self.collect_warnings(f"in the scripted phase, page {page} at {size[0]}x{size[1]}")
            self.scripted_sizes.append(size)
        return report

    def quit_cleanly(self):
        self.settle()
        xdotool("key", "ctrl+q")
        try:
            self.app.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            raise Failure("hang", "Ctrl+Q did not quit within 10 s")
        try:
            self.app.check_alive()
        except Failure as failure:
            if failure.kind != "quit":
                raise

    def run(self):
        print(f"monkey: seed {self.options.seed}, {len(self.events)} events at {self.options.rate:g}/s, "
              f"window sizes {' and '.join(f'{w}x{h}' for w, h in SIZES)}, {self.options.binary}", flush=True)
        # The scripted phase's characters; the random phase's others xdotool binds for the moment.
        bind_keysyms([KNOWN_TEXT, self.chat_message()])
        try:
            self.app.start()
        except Failure as failure:
            self.fail(failure, None)
            self.app.stop()
            return 1
        self.random_phase()
        rss_end_random = app_rss_mb(self.app.process.pid)
        scripted = []
        try:
            scripted = self.scripted_phase()
            self.probe.answer_time(self.app.process.pid, self.app.check_alive)
            pid = self.app.process.pid
            rss_end = app_rss_mb(pid)
            self.rss.append(("at the end", rss_end))
            print(f"monkey: RSS after the random phase: {mb(rss_end_random)} MB; at the end: {mb(rss_end)} MB "
                  f"without the X image pool ({mb(rss_mb(pid))} MB with it; anonymous {mb(rss_mb(pid, 'RssAnon'))} MB)",
                  flush=True)
            if self.app.rss_start is not None and rss_end is not None and rss_end - self.app.rss_start > RSS_LIMIT_MB:
                raise Failure("rss", f"RSS grew from {self.app.rss_start:.1f} MB to {rss_end:.1f} MB "
                                     f"(+{rss_end - self.app.rss_start:.1f} MB, limit {RSS_LIMIT_MB:g} MB)")
            self.quit_cleanly()
        except Failure as failure:
            self.fail(failure, None)
        except Exception as error:  # an AT-SPI error while checking: the app stopped answering
            self.fail(Failure("hang", f"AT-SPI call failed: {error}"), None)
        finally:
            self.app.stop()
            self.collect_warnings("in the scripted phase")
        print(f"monkey: scripted phase: {len(scripted)} checks passed at "
              f"{' and '.join(f'{w}x{h}' for w, h in self.scripted_sizes)}")
        for kind, (count, where) in sorted(self.warnings.items()):
            known = next((c for message, c in GTK_OWN_WARNINGS.items() if message in kind), None)
            whose = f"GTK's own, as {known} shows" if known else "not fatal"
            print(f"monkey: GTK warning ({whose}), {count}x: {kind}\n    first {where}")
        start = self.app.rss_start
        end = self.rss[-1][1] if self.rss and self.rss[-1][0] == "at the end" else None
        growth = f"{start:.1f} MB -> {end:.1f} MB ({end - start:+.1f} MB, limit +{RSS_LIMIT_MB:g})" if start and end else "n/a"
        c = self.counts
        print(f"monkey: seed {self.options.seed}: {len(self.events)} events in {self.random_seconds:.0f} s, "
              f"{c['restarts']} restarts, {c['crash']} crashes, {c['critical']} criticals, {c['hang']} hangs, "
              f"{c['scripted']} scripted failures, {c['harness']} harness crashes ({self.retyped} typed pieces sent twice, "
              f"{self.app.display_retries} starts retried for the display); slowest AT-SPI answer {self.probe.slowest * 1000:.0f} ms ({self.probe.runs} probes); RSS {growth}")
        verdict = "PASSED" if not self.failures else f"FAILED ({len(self.failures)} failures)"
        print(f"monkey: {verdict}", flush=True)
        shutil.rmtree(self.home, ignore_errors=True)
        self.note_progress("finished")
        return 0 if not self.failures else 1


def parse_options():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=16, help="random seed (default 16)")
    parser.add_argument("--events", type=int, default=1000, help="random events (default 1000)")
    parser.add_argument("--rate", type=float, default=40, help="events per second at most (default 40)")
    parser.add_argument("--keep-going", action="store_true",
                        help="after a crash, critical or hang, start the app again and go on (for long runs)")
    parser.add_argument("--verbose", action="store_true", help="print RSS after every burst of events")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "inputmotion-demo"),
                        help="the demo executable (default .build/debug/inputmotion-demo)")
    options = parser.parse_args()
    if options.events < 1 or options.rate <= 0:
        parser.error("--events must be at least 1 and --rate above 0")
    if not os.access(options.binary, os.X_OK):
        parser.error(f"no demo executable at {options.binary}: build it first (swift build)")
    return options


def main():
    options = parse_options()
    if os.environ.get(SESSION_MARK) != "1":
        # Its own session bus (AT-SPI, single-instance D-Bus names) and its own X server, and its
        # own runtime directory: without XDG_RUNTIME_DIR the accessibility bus's socket is
        # ~/.cache/at-spi/bus, which a second session at the same time takes over.
        runtime = tempfile.mkdtemp(prefix="inputmotion-monkey-run-")
        progress = os.path.join(runtime, "progress")
        env = dict(os.environ, XDG_RUNTIME_DIR=runtime, **{SESSION_MARK: "1", PROGRESS_MARK: progress})
        # -a looks for a free display from -n on; other X tests start at 99.
        command = ["dbus-run-session", "--", "xvfb-run", "-a", "-n", str(int(os.environ.get("INPUTMOTION_DISPLAY_OFFSET", "0")) + 200 + os.getpid() % 50),
                   "-s", f"-screen 0 {SCREEN[0]}x{SCREEN[1]}x24",
                   "/usr/bin/python3", "-X", "faulthandler", os.path.abspath(__file__), *sys.argv[1:]]
        try:
            status = subprocess.call(command, env=env)
            where = open(progress).read().strip() if os.path.exists(progress) else "start"
            if status != 0 and not where.startswith(("finished", "reported")):
                # No verdict: the monkey's own interpreter died (faulthandler printed its stack
                # above, if it was a signal), not the app. Never confused with an app crash.
                died = (f"killed by {signal.Signals(status - 128).name}" if 128 < status < 160
                        else f"exit status {status}")
                print(f"monkey: HARNESS CRASH: the monkey itself (not the app) died at {where}, "
                      f"seed {options.seed} ({died}); replay: Tests/monkey/monkey.py --seed {options.seed} "
                      f"--events {options.events}{' --keep-going' if options.keep_going else ''}", flush=True)
                status = status or 1
        finally:
            shutil.rmtree(runtime, ignore_errors=True)
        sys.exit(status)
    # A copy of the X server's cookie of our own: on a shared machine something may clean
    # xvfb-run's temporary directory while we run, and then no new X client could connect.
    keep = tempfile.mkdtemp(prefix="inputmotion-monkey-auth-")
    authority = os.environ.get("XAUTHORITY")
    if authority and os.path.exists(authority):
        os.environ["XAUTHORITY"] = shutil.copy(authority, os.path.join(keep, "Xauthority"))
    try:
        sys.exit(Monkey(options).run())
    finally:
        shutil.rmtree(keep, ignore_errors=True)


if __name__ == "__main__":
    main()
