"""Typing latency from outside the app: a key press sent through XTEST, to the first damage the
X server reports on the app's window after it (the frame that shows the character).

The bench runs the apps with the caret blink off, so after a key nothing else draws: the next
damage is the character's frame. Between keys it waits until the window has drawn nothing for
`QUIET_S` (a floating label's motion, a scroll, the caret moving), so each key starts from rest.
Every `CLEAR_EVERY` keys the field is emptied (Ctrl+A, BackSpace; not timed), so a field with a
length limit never stops taking keys and a long line never scrolls for long.

For a key of the demo's emulated keyboard the press is a pointer click on the key; its button
draws itself pressed first, so only damage inside the field's rectangle counts.
"""
import select
import time

from Xlib import X, XK, display as xdisplay
from Xlib.ext import damage, xtest  # noqa: F401  (registers the extensions' requests and events)

QUIET_S = 0.06
CLEAR_EVERY = 40
TIMEOUT_S = 2.0


def now_us():
    return time.monotonic_ns() // 1000


class Window:
    """The app's top-level X window (found by its _NET_WM_PID) and a damage watch on it."""

    def __init__(self, pid, timeout_s=10):
        self.display = xdisplay.Display()
        if not self.display.has_extension("DAMAGE") or not self.display.has_extension("XTEST"):
            raise RuntimeError("typing latency: the X server has no DAMAGE or XTEST extension")
        self.display.damage_query_version()
        self.window = self._find(pid, timeout_s)
        self.damage = self.window.damage_create(damage.DamageReportRawRectangles)
        self.display.sync()

    def _find(self, pid, timeout_s):
        atom = self.display.intern_atom("_NET_WM_PID")
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            for child in self.display.screen().root.query_tree().children:
                value = child.get_full_property(atom, X.AnyPropertyType)
                attributes = child.get_attributes()
                if value and value.value[0] == pid and attributes.map_state == X.IsViewable:
                    return child
            time.sleep(0.05)  # the bench's own wait for the app's window, not the app's
        raise RuntimeError(f"typing latency: no mapped window of process {pid}")

    def close(self):
        self.display.damage_destroy(self.damage)
        self.display.close()

    def focus(self):
        self.window.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.display.sync()
        self.wait_quiet()

    def _next_damage(self, deadline_us):
        """The next damage notification's rectangle, or None at the deadline."""
        while True:
            while self.display.pending_events():
                event = self.display.next_event()
                if event.type == self.display.extension_event.DamageNotify:
                    return event.area
            left = deadline_us - now_us()
            if left <= 0:
                return None
            select.select([self.display.fileno()], [], [], left / 1e6)

    def wait_quiet(self, quiet_s=QUIET_S):
        deadline = now_us() + int(TIMEOUT_S * 1e6)
        while now_us() < deadline:
            if self._next_damage(now_us() + int(quiet_s * 1e6)) is None:
                return
        raise RuntimeError("typing latency: the window never stopped drawing")

    def _keycode(self, name):
        return self.display.keysym_to_keycode(XK.string_to_keysym(name))

    def _key(self, name, press):
        xtest.fake_input(self.display, X.KeyPress if press else X.KeyRelease, self._keycode(name))

    def clear(self):
        control = "Control_L"
        xtest.fake_input(self.display, X.KeyPress, self._keycode(control))
        self._key("a", True)
        self._key("a", False)
        xtest.fake_input(self.display, X.KeyRelease, self._keycode(control))
        self._key("BackSpace", True)
        self._key("BackSpace", False)
        self.display.sync()
        self.wait_quiet()

    def click(self, x, y):
        root = self.display.screen().root
        origin = self.window.translate_coords(root, 0, 0)  # the root's origin in the window
        xtest.fake_input(self.display, X.MotionNotify, root=root, x=x - origin.x, y=y - origin.y)
        xtest.fake_input(self.display, X.ButtonPress, 1)
        xtest.fake_input(self.display, X.ButtonRelease, 1)

    def latency(self, press, region=None):
        """Microseconds from `press()` to the first damage (inside `region`, x y w h in the
        window, if given)."""
        start = now_us()
        press()
        self.display.flush()
        deadline = start + int(TIMEOUT_S * 1e6)
        while True:
            area = self._next_damage(deadline)
            if area is None:
                raise RuntimeError("typing latency: no damage within "
                                   f"{TIMEOUT_S} s of a key (the field does not take keys?)")
            if region is None or intersects(area, region):
                return now_us() - start


def intersects(area, region):
    x, y, width, height = region
    return area.x < x + width and x < area.x + area.width and area.y < y + height and y < area.y + area.height


def type_keys(pid, keys, click=None, region=None):
    """Latencies (µs) of `keys` key presses into the focused field of process `pid`'s window;
    with `click` (x, y in the window), of that many clicks there instead."""
    window = Window(pid)
    try:
        window.focus()
        window.clear()
        letters = "abcdefghijklmnopqrstuvwxyz"
        latencies = []
        for index in range(keys):
            if index and index % CLEAR_EVERY == 0:
                window.clear()
            if click:
                latencies.append(window.latency(lambda: window.click(*click), region))
            else:
                letter = letters[index % len(letters)]
                latencies.append(window.latency(lambda: window._key(letter, True), region))
                window._key(letter, False)
            window.display.sync()
            window.wait_quiet()
        return latencies
    finally:
        window.close()
