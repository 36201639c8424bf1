#!/usr/bin/python3
"""One AT-SPI question about the demo, asked from a fresh process, for Tests/monkey/monkey.py.

    atspi_probe.py PID TIMEOUT_MS

Finds the application with process id PID on the accessibility bus (it waits up to 30 s for
it to appear with a window) and times one uncached call to it (its window's extents), every
D-Bus call failing after TIMEOUT_MS. Prints one line and exits:
    0  "answer SECONDS"
    2  "absent DETAIL"  (not on the bus within 30 s, or no window)
    3  "noanswer SECONDS DETAIL"  (a call failed or timed out: a hang)

Why a process of its own: the monkey restarts the app after it quits, and libatspi in a long-
lived process then holds cached accessibles of the dead app; touching them once crashed the
monkey's own interpreter with a segmentation fault, silently. A crash here is this process's
exit status, which the monkey reports as a crash of the harness (not of the app), with the
seed and the event.
"""

import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402


def find(pid):
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            try:
                app = desktop.get_child_at_index(index)
                if app is not None and app.get_process_id() == pid and app.get_child_count() > 0:
                    return app
            except Exception:
                continue
        time.sleep(0.2)
    return None


def frame(app):
    for index in range(app.get_child_count()):
        child = app.get_child_at_index(index)
        if child is not None and child.get_role() == Atspi.Role.FRAME:
            return child
    return None


def main():
    pid, timeout_ms = int(sys.argv[1]), int(sys.argv[2])
    Atspi.set_timeout(timeout_ms, timeout_ms)
    app = find(pid)
    if app is None:
        print(f"absent the app (pid {pid}) did not appear on the accessibility bus within 30 s", flush=True)
        return 2
    started = time.monotonic()
    try:
        window = frame(app)
        if window is None:
            print("absent the app has no window on the accessibility bus", flush=True)
            return 2
        window.get_extents(Atspi.CoordType.WINDOW)
    except Exception as error:
        print(f"noanswer {time.monotonic() - started:.3f} {error}", flush=True)
        return 3
    print(f"answer {time.monotonic() - started:.6f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
