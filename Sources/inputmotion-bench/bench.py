#!/usr/bin/env python3
"""Runs the demo and its C peer (the same window in stock GTK 4 widgets) side by side and
prints the performance table.

Started by meson-helpers/bench under Xvfb; see there. Both apps write probe lines when
INPUTMOTION_BENCH is set (`map T`, `frame T`, `result NAME VALUE`; T in microseconds of the
monotonic clock, the clock this script reads too), so start-up is timed from the X server's
map and the frame clock's first paint, not by polling. CPU comes from /proc (schedstat, all
threads), peak RSS from VmHWM, wake-ups from the context switches of all threads.
"""
import argparse
import math
import os
import select
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time

import typing_latency


def now_us():
    return time.monotonic_ns() // 1000


class Run:
    """One app process with its probe output."""

    def __init__(self, command, env):
        self.start = now_us()
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
        self.buffer = b""
        self.lines = []  # (arrival time, text)

    def read(self, until_us):
        """Collects lines until the monotonic time `until_us` (or the process ends)."""
        fd = self.process.stdout.fileno()
        while True:
            left = until_us - now_us()
            if left <= 0:
                return True
            ready, _, _ = select.select([fd], [], [], left / 1e6)
            if not ready:
                return True
            chunk = os.read(fd, 65536)
            if not chunk:
                return False
            self.buffer += chunk
            *complete, self.buffer = self.buffer.split(b"\n")
            for line in complete:
                self.lines.append((now_us(), line.decode()))

    def wait_for(self, predicate, timeout_s):
        deadline = now_us() + int(timeout_s * 1e6)
        while not predicate():
            if now_us() >= deadline or not self.read(min(deadline, now_us() + 50_000)) and not predicate():
                return predicate()
        return True

    def values(self, kind):
        return [int(text.split()[1]) for _, text in self.lines if text.startswith(kind + " ")]

    def results(self):
        found = {}
        for _, text in self.lines:
            parts = text.split()
            if len(parts) == 3 and parts[0] == "result":
                found[parts[1]] = parts[2]
        return found

    def frames_between(self, start, end):
        return sum(1 for value in self.values("frame") if start <= value < end)

    def tasks(self):
        path = f"/proc/{self.process.pid}/task"
        try:
            return [os.path.join(path, task) for task in os.listdir(path)]
        except FileNotFoundError:
            return []

    def cpu_ns(self):
        total = 0
        for task in self.tasks():
            try:
                with open(os.path.join(task, "schedstat")) as f:
                    total += int(f.read().split()[0])
            except (FileNotFoundError, ProcessLookupError):
                pass
        return total

    def switches(self):
        total = 0
        for task in self.tasks():
            try:
                with open(os.path.join(task, "status")) as f:
                    for line in f:
                        if line.startswith(("voluntary_ctxt_switches", "nonvoluntary_ctxt_switches")):
                            total += int(line.split()[1])
            except (FileNotFoundError, ProcessLookupError):
                pass
        return total

    def peak_rss_kb(self):
        with open(f"/proc/{self.process.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def settle(self, quiet_s=0.5, timeout_s=4):
        """Waits until no frame has been painted for `quiet_s`."""
        deadline = now_us() + int(timeout_s * 1e6)
        while now_us() < deadline:
            frames = self.values("frame")
            last = max(frames[-1] if frames else 0, self.start)
            if now_us() - last >= quiet_s * 1e6:
                return True
            self.read(last + int(quiet_s * 1e6))
        return False

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def environment(config_home, scenario="", renderer="cairo"):
    env = dict(os.environ)
    # The bench's own saved state, apart from the user's: the long-text scenarios leave
    # megabytes of text behind, which the start-up runs must not load.
    state_home = os.path.join(os.path.dirname(config_home), "state-scenarios" if scenario else "state")
    # The simple input method on both sides: what a key does is the same in both apps.
    env.update(GSK_RENDERER=renderer, XDG_CONFIG_HOME=config_home, XDG_STATE_HOME=state_home,
               INPUTMOTION_BENCH=scenario or "log", GTK_IM_MODULE="gtk-im-context-simple")
    return env


def first_frame_after_map(run):
    maps = run.values("map")
    if not maps:
        return None, None
    frames = [value for value in run.values("frame") if value >= maps[0]]
    return maps[0] - run.start, (frames[0] - run.start) if frames else None


def start_up(command, config_home, idle_s, renderer):
    """Launch to map and first frame; then, settled, idle wake-ups and paints; peak RSS."""
    run = Run(command, environment(config_home, renderer=renderer))
    try:
        if not run.wait_for(lambda: first_frame_after_map(run)[1] is not None, 20):
            raise RuntimeError(f"{command[0]}: no map and first frame (probe lines: {run.lines[:5]})")
        to_map, to_frame = first_frame_after_map(run)
        # Idle once nothing has been drawn for 1.5 s (GTK's one-shot timers after a motion,
        # such as a scroll bar fading, are done by then).
        run.settle(quiet_s=1.5, timeout_s=6)
        switches, begin = run.switches(), now_us()
        run.read(begin + int(idle_s * 1e6))
        end = now_us()
        wakeups = (run.switches() - switches) / ((end - begin) / 1e6)
        paints = run.frames_between(begin, end) / ((end - begin) / 1e6)
        return dict(map=to_map / 1000, frame=to_frame / 1000, rss=run.peak_rss_kb() / 1024,
                    wakeups=wakeups, paints=paints)
    finally:
        run.stop()


def caret(command, config_home, window_s, renderer):
    """CPU (all threads) per painted frame while only the caret blinks."""
    run = Run(command, environment(config_home, renderer=renderer))
    try:
        if not run.wait_for(lambda: first_frame_after_map(run)[1] is not None, 20):
            raise RuntimeError(f"{command[0]}: no first frame")
        run.read(now_us() + 1_000_000)
        cpu, begin = run.cpu_ns(), now_us()
        run.read(begin + int(window_s * 1e6))
        end = now_us()
        frames = run.frames_between(begin, end)
        return (run.cpu_ns() - cpu) / 1000 / frames if frames else float("nan")
    finally:
        run.stop()


def scenario(command, config_home, steps, renderer, timeout_s=120):
    env = environment(config_home, steps, renderer)
    # Every scenario run starts with no saved state: otherwise each round would restore the
    # text the rounds before it pasted and sent (megabytes by the last round), and a paste
    # into the placeholder view would land in a paragraph of an earlier round.
    env["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="state-", dir=os.path.dirname(config_home))
    run = Run(command, env)
    try:
        while run.read(now_us() + 1_000_000):
            if now_us() - run.start > timeout_s * 1e6:
                raise RuntimeError(f"{command[0]} {steps}: no end after {timeout_s} s")
        run.process.wait()
        found = run.results()
        if not found:
            raise RuntimeError(f"{command[0]} {steps}: no results")
        return found
    finally:
        run.stop()


# Start-up with a large saved state (--saved): what is saved, the page it opens on.
SAVED_CASES = [("nothing saved, chat", None, "chat"), ("2,000 messages", "messages:2000", "chat"),
               ("10,000 messages", "messages:10000", "chat"), ("100,000 messages", "messages:100000", "chat"),
               ("nothing saved, placeholder", None, "placeholder"),
               ("10 MB paragraph in the placeholder view", "paragraph:10000000", "placeholder")]


# Launch to the end of a scroll indicator's fade-out, with room for a first scroll by 0.7 s.
INDICATOR_FADE_OUT_END_US = 3_700_000


def typing(command, config_home, keys, renderer, demo, click=False):
    """Key-press-to-damage latencies (µs, `typing_latency`) of `keys` keys typed into the field
    that has the focus (in the demo's chat: its entry), or with `click`, of clicks on the
    demo's emulated "a" key (only damage inside the field counts)."""
    run = Run(command, environment(config_home, "field" if demo else "", renderer))
    try:
        ready = (lambda: "field" in run.results()) if demo else (lambda: first_frame_after_map(run)[1] is not None)
        if not run.wait_for(ready, 20):
            raise RuntimeError(f"{command[0]}: no first frame or focused field")
        # GTK's overlay scroll indicators fade out 2 s after the last scroll, in 1 s of frames
        # (gtkscrolledwindow.c: INDICATOR_FADE_OUT_DELAY, _DURATION). The chat list scrolls to
        # its newest message as it opens, and keys typed during that fade waited for a frame
        # boundary (6-17 ms, 3 keys a launch). Every app's typing starts after it.
        run.read(run.start + INDICATOR_FADE_OUT_END_US)
        run.settle(quiet_s=0.5, timeout_s=6)
        found = run.results()
        if click and "key" not in found:
            raise RuntimeError(f"{command[0]}: no emulated keyboard up to click")
        region = tuple(int(value) for value in found["field"].split(",")) if click else None
        point = tuple(int(value) for value in found["key"].split(",")) if click else None
        return typing_latency.type_keys(run.process.pid, keys, click=point, region=region)
    finally:
        run.stop()


def saved_start_up(demo, config_home, what, page, watch_s):
    """Launch to map and first frame with `what` saved (`inputmotion-bench state WHAT`), the CPU
    time (all threads) by then, peak RSS, and the longest main-loop stall in the `watch_s`
    seconds after the first frame."""
    env = environment(config_home, f"watch:{int(watch_s * 1000)}")
    env["XDG_STATE_HOME"] = tempfile.mkdtemp(prefix="state-", dir=os.path.dirname(config_home))
    state_bytes = 0
    if what:
        subprocess.run(demo[:1] + ["state", what], env=env, check=True)
        state_bytes = os.path.getsize(os.path.join(env["XDG_STATE_HOME"], "inputmotion", "state.ini"))
    run = Run(demo + [f"--page={page}"], env)
    try:
        if not run.wait_for(lambda: first_frame_after_map(run)[1] is not None, 120):
            raise RuntimeError(f"{what}: no map and first frame")
        to_map, to_frame = first_frame_after_map(run)
        if not run.wait_for(lambda: "watch-stall-us" in run.results(), 60 + watch_s):
            raise RuntimeError(f"{what}: no answer within {60 + watch_s} s of the first frame")
        cpu = int(run.results()["first-frame-cpu-us"])  # the probe's, as the first frame is painted
        return dict(map=to_map / 1000, frame=to_frame / 1000, cpu=cpu / 1000, rss=run.peak_rss_kb() / 1024,
                    stall=int(run.results()["watch-stall-us"]) / 1000, state=state_bytes)
    finally:
        run.stop()


def saved_table(demo, config_home, rounds, watch_s):
    samples = {}
    for round_index in range(rounds):
        print(f"round {round_index + 1}/{rounds}", file=sys.stderr)
        # A different case first in each round: whatever the one before leaves (caches, memory)
        # falls on each alike.
        shift = round_index % len(SAVED_CASES)
        for label, what, page in SAVED_CASES[shift:] + SAVED_CASES[:shift]:
            for name, value in saved_start_up(demo, config_home, what, page, watch_s).items():
                samples.setdefault((label, name), []).append(value)
    m = {key: median(values) for key, values in samples.items()}
    print(f"InputMotion start-up with a saved state: {rounds} round(s), medians (stall: worst); "
          f"GSK_RENDERER=cairo under Xvfb")
    print()
    header = ("saved", "state file", "to map", "to first frame", "frame vs nothing saved", "CPU by the first frame",
              "CPU vs nothing saved", "peak RSS", "RSS over nothing saved", f"longest stall, {watch_s:.0f} s after the first frame")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join(" --- " for _ in header) + "|")
    for label, what, page in SAVED_CASES:
        base = "nothing saved, " + page
        frame, cpu, rss = m[(label, "frame")], m[(label, "cpu")], m[(label, "rss")]
        print(f"| {label} | {m[(label, 'state')] / 1e6:.2f} MB | {m[(label, 'map')]:.1f} ms | {frame:.1f} ms "
              f"| {frame / m[(base, 'frame')]:.2f}× | {cpu:.0f} ms | {cpu / m[(base, 'cpu')]:.2f}× "
              f"| {rss:.1f} MB | {rss - m[(base, 'rss')]:+.1f} MB "
              f"| {max(samples[(label, 'stall')]):.0f} ms |")


def config_dir(root, blink):
    path = os.path.join(root, "blink-on" if blink else "blink-off", "gtk-4.0")
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "settings.ini"), "w") as f:
        f.write("[Settings]\ngtk-cursor-blink=%s\n" % ("true" if blink else "false"))
    return os.path.dirname(path)


def median(values):
    values = [value for value in values if value == value]
    return statistics.median(values) if values else float("nan")


def percentile(values, fraction):
    """The nearest-rank percentile: the smallest value with `fraction` of the values at or below it."""
    ordered = sorted(values)
    return ordered[max(0, min(len(ordered), math.ceil(len(ordered) * fraction)) - 1)] if ordered else float("nan")


# One 60 Hz frame: a key may be at most this much slower than the C peer's slowest.
FRAME_US = 1e6 / 60

# The fields typed into: (label, page, which C peer field it is held against).
TYPING_FIELDS = [("floating-label entry", "floating", "entry"), ("placeholder view", "placeholder", "text view"),
                 ("chat entry", "chat", "chat entry"), ("poll option", "poll", "poll entry")]
# Each held against the same field of the peer's same page (all GtkEntry but the text view).
PEER_FIELDS = {"entry": "floating", "text view": "placeholder", "chat entry": "chat", "poll entry": "poll"}


def measure(apps, config, rounds, renderer, short):
    """Every figure of the table under `renderer`, sampled over `rounds` interleaved rounds."""
    idle_s, caret_s, slides = (0.5, 1.0, 2) if short else (1.0, 3.0, 20)
    keys = 10 if short else -(-200 // rounds)  # 200 keys in all, spread over the rounds
    blink_off, blink_on = config
    samples = {}

    def add(key, value):
        samples.setdefault(key, []).append(value)

    for round_index in range(rounds):
        order = ["demo", "peer"] if round_index % 2 == 0 else ["peer", "demo"]
        print(f"{renderer}: round {round_index + 1}/{rounds}", file=sys.stderr)
        for page in ["floating", "chat"]:
            for app in order:
                for name, value in start_up(apps[app] + [f"--page={page}"], blink_off, idle_s, renderer).items():
                    add((name, page, app), value)
        for name, value in start_up(apps["peer"] + ["--minimal"], blink_off, idle_s, renderer).items():
            add((name, "minimal"), value)
        for page in ["floating", "poll"]:
            for app in order:
                add(("caret", page, app), caret(apps[app] + [f"--page={page}"], blink_on, caret_s, renderer))
        for label, page, peer_field in TYPING_FIELDS:
            add(("typing", label), typing(apps["demo"] + [f"--page={page}"], blink_off, keys, renderer, True))
        for peer_field, page in PEER_FIELDS.items():
            add(("typing", "peer " + peer_field), typing(apps["peer"] + [f"--page={page}"], blink_off, keys, renderer, False))
        add(("typing", "emulated key"), typing(apps["demo"] + ["--page=poll"], blink_off, keys, renderer, True, click=True))
        for messages in [5, 400, 10000]:
            found = scenario(apps["demo"] + ["--page=chat"], blink_off, f"messages:{messages},slides:{slides},quit", renderer)
            add(("slide-cpu", messages), int(found["slide-cpu-us-per-frame"]))
            add(("late", messages), int(found["slide-late-frames"]))
            add(("frames", messages), int(found["slide-frames"]))
        found = scenario(apps["demo"] + ["--page=chat"], blink_off, "paste:70000,send:64000,placeholder:1000000,quit", renderer)
        found.update(scenario(apps["demo"] + ["--page=placeholder"], blink_off, "placeholder-line:500000,quit", renderer))
        for name in ["paste", "send", "placeholder", "placeholder-line"]:
            add((name + "-stall",), int(found[name + "-stall-us"]) / 1000)
        # GTK's own floor: the same pastes into the C peer's text view, set up as ours.
        for name in ["placeholder", "placeholder-line"]:
            found = scenario(apps["peer"], blink_off, f"{name}:{1000000 if name == 'placeholder' else 500000}", renderer)
            add((name + "-stall", "peer"), int(found[name + "-stall-us"]) / 1000)
    # Idle on the other pages: the demo only, once.
    for page in ["placeholder", "login", "poll"]:
        result = start_up(apps["demo"] + [f"--page={page}"], blink_off, idle_s, renderer)
        add(("wakeups", page, "demo"), result["wakeups"])
        add(("paints", page, "demo"), result["paints"])
    return samples


def rows_of(samples, slides):
    m = {key: median(values) for key, values in samples.items()}
    worst = {key: max(values) for key, values in samples.items()}
    rows = []

    def ratio_row(label, unit, demo, peer, goal, fmt="{:.1f}", peer_label=""):
        ratio = demo / peer if peer else float("nan")
        rows.append((label, fmt.format(demo) + unit, fmt.format(peer) + unit + peer_label, f"{ratio:.2f}×",
                     f"≤ {goal:.2f}×", "yes" if ratio <= goal else "no"))

    for page in ["floating", "chat"]:
        for name, what in [("map", "map"), ("frame", "first frame")]:
            ratio_row(f"start-up to {what}, --page={page}", " ms", m[(name, page, "demo")], m[(name, page, "peer")], 1.05)
            ratio_row(f"start-up to {what}, --page={page}, against a minimal C window", " ms",
                      m[(name, page, "demo")], m[(name, "minimal")], 1.15, peer_label=" (minimal)")
    for page in ["floating", "chat"]:
        ratio_row(f"peak RSS (VmHWM), --page={page}", " MB", m[("rss", page, "demo")], m[("rss", page, "peer")], 1.05)
    for page in ["floating", "poll"]:
        ratio_row(f"caret blink CPU per frame, --page={page}", " µs", m[("caret", page, "demo")], m[("caret", page, "peer")], 1.05, "{:.0f}")
    for page in ["floating", "placeholder", "login", "chat", "poll"]:
        wakeups, paints = worst[("wakeups", page, "demo")], worst[("paints", page, "demo")]
        peer = f"{worst[('wakeups', page, 'peer')]:.1f}/s" if ("wakeups", page, "peer") in worst else "–"
        rows.append((f"idle wake-ups and paints, blink off, {page}", f"{wakeups:.1f}/s, {paints:.1f}/s", peer, "–", "0, 0",
                     "yes" if wakeups == 0 and paints == 0 else "no"))
    for label, page, peer_field in TYPING_FIELDS:
        demo = [value for values in samples[("typing", label)] for value in values]
        peer = [value for values in samples[("typing", "peer " + peer_field)] for value in values]
        for what, fraction in [("median", 0.5), ("95th percentile", 0.95)]:
            ratio_row(f"key press to its character on screen, {what}, {label} ({len(demo)} keys)", " ms",
                      percentile(demo, fraction) / 1000, percentile(peer, fraction) / 1000, 1.05, "{:.2f}",
                      peer_label=" (GtkTextView)" if peer_field == "text view" else " (GtkEntry)")
        slower = (max(demo) - max(peer)) / 1000
        rows.append((f"slowest key, {label}", f"{max(demo) / 1000:.2f} ms", f"{max(peer) / 1000:.2f} ms",
                     f"{slower:+.2f} ms", f"≤ +{FRAME_US / 1000:.1f} ms", "yes" if slower * 1000 <= FRAME_US else "no"))
    clicks = [value for values in samples[("typing", "emulated key")] for value in values]
    keys = [value for values in samples[("typing", "poll option")] for value in values]
    rows.append((f"click on an emulated key to its character, median / 95th percentile ({len(clicks)} clicks)",
                 f"{percentile(clicks, 0.5) / 1000:.2f} / {percentile(clicks, 0.95) / 1000:.2f} ms",
                 f"{percentile(keys, 0.5) / 1000:.2f} / {percentile(keys, 0.95) / 1000:.2f} ms (a real key, same field)",
                 f"{percentile(clicks, 0.5) / percentile(keys, 0.5):.2f}×", "–", "–"))
    few = m[("slide-cpu", 5)]
    for messages in [400, 10000]:
        many = m[("slide-cpu", messages)]
        rows.append((f"keyboard slide CPU per frame, {messages:,} vs 5 messages", f"{many:.0f} µs", f"{few:.0f} µs (5 messages)",
                     f"{many / few:.2f}×", "≤ 1.05×", "yes" if many / few <= 1.05 else "no"))
    for messages in [5, 400, 10000]:
        late = m[("late", messages)]
        rows.append((f"late frames (> 25 ms) over {slides} slides, {messages:,} messages",
                     f"{late:.0f} (worst {worst[('late', messages)]:.0f}) of {m[('frames', messages)]:.0f}", "–", "–", "0",
                     "yes" if worst[("late", messages)] == 0 else "no"))
    for name, label, goal in [("paste", "70 KB paste into the chat entry", None), ("send", "64 KB message sent", None),
                              ("placeholder", "1 MB pasted into the placeholder view (600-byte paragraphs)", 1.10),
                              ("placeholder-line", "500 KB (the longest paragraph the view takes) pasted as one paragraph", 1.00)]:
        stall = worst[(name + "-stall",)]
        peer = worst.get((name + "-stall", "peer"))
        if goal is None:
            rows.append((f"longest main-loop stall, {label}", f"{stall:.0f} ms (worst)", "–", "–", "≤ 100 ms",
                         "yes" if stall <= 100 else "no"))
        else:
            ratio_row(f"longest main-loop stall, {label}", " ms (worst)", stall, peer, goal, "{:.0f}")
    return rows


def print_table(rows, rounds, renderer):
    print(f"InputMotion bench: {rounds} interleaved round(s), medians (stalls, idle and late frames: worst); "
          f"GSK_RENDERER={renderer} under Xvfb")
    print()
    header = ("measure", "demo", "C peer", "ratio", "goal", "holds")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join(" --- " for _ in header) + "|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
    print()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--demo", required=True)
    parser.add_argument("--peer", required=True)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--renderers", default="cairo,gl", help="GSK renderers to run the table under, in order")
    parser.add_argument("--smoke", action="store_true", help="one short round, to check the bench runs")
    parser.add_argument("--saved", action="store_true", help="only start-up with large saved states")
    args = parser.parse_args()
    rounds = 1 if args.smoke else args.rounds
    renderers = args.renderers.split(",")
    if any(renderer not in ("cairo", "gl", "ngl", "vulkan") for renderer in renderers):
        parser.error(f"--renderers: {args.renderers!r} names a renderer GTK does not have (cairo, gl, ngl, vulkan)")

    root = tempfile.mkdtemp(prefix="inputmotion-bench-")
    config = (config_dir(root, False), config_dir(root, True))
    apps = {"demo": shlex.split(args.demo), "peer": shlex.split(args.peer)}
    if args.saved:
        return saved_table(apps["demo"], config[0], rounds, 1.5 if args.smoke else 3.0)
    for renderer in renderers:
        samples = measure(apps, config, rounds, renderer, args.smoke)
        print_table(rows_of(samples, 2 if args.smoke else 20), rounds, renderer)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
