#!/usr/bin/env python3
"""Writes Sources/inputmotion-demo/startup-functions.order: the functions the release demo
runs while it starts, in the order the linker should place them.

Why: the release binary links the Swift runtime statically, and the code one start-up runs
(about 400 KB) was spread over more than 4 MB of text. The kernel maps a binary's file pages
in blocks around each touched page (fault-around, large page-cache folios), so the spread,
not the code, set the binary's share of peak RSS. Package.swift hands this file to lld
(--symbol-ordering-file) for release builds, with -function-sections so each of our
functions can move.

Run it by hand after large changes (names that no longer exist are ignored by the link):
    /usr/bin/python3 Sources/inputmotion-bench/startup_order.py
It needs valgrind (callgrind), Xvfb and dbus-run-session, and takes a few minutes: it
builds the release demo with a link map, starts every page under callgrind until its first
frames are drawn, and keeps each function that ran. The map shows which of those sit inside
one large section (the prebuilt Swift modules are not split per function): those go last,
each large section once, so they do not pull hundreds of cold kilobytes to the front.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

PAGES = ["floating", "placeholder", "login", "chat", "poll"]
# A section bigger than this holds many functions (a whole prebuilt module's text).
LARGE_SECTION = 64 * 1024
# Under callgrind a start-up takes about 50 times as long; this covers the first frames.
RUN_SECONDS = 40
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(ROOT, "Sources", "inputmotion-demo", "startup-functions.order")


def build(map_path):
    flags = ["-c", "release", "--static-swift-stdlib"]
    subprocess.run(["swift", "build", *flags, "--product", "inputmotion-demo",
                    "-Xlinker", f"-Map={map_path}", "-Xlinker", "--no-demangle"], cwd=ROOT, check=True, stdout=sys.stderr)
    bin_path = subprocess.run(["swift", "build", *flags, "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "inputmotion-demo")


def functions_run(binary, page, scratch):
    """The mangled names of the binary's own functions that ran while `page` started."""
    out = os.path.join(scratch, f"{page}.callgrind")
    env = dict(os.environ, INPUTMOTION_RESOURCES=os.path.join(ROOT, "resources"),
               XDG_STATE_HOME=os.path.join(scratch, "state"), XDG_CONFIG_HOME=os.path.join(scratch, "config"),
               GSK_RENDERER="cairo", GTK_IM_MODULE="gtk-im-context-simple")
    app = subprocess.Popen(["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={out}",
                            binary, f"--page={page}", "--reset"], env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        app.wait(RUN_SECONDS)
    except subprocess.TimeoutExpired:
        app.send_signal(signal.SIGTERM)  # the demo quits cleanly; callgrind then writes its file
        app.wait(60)
    names, objects, functions = [], {}, {}
    current_object = None

    def resolve(table, token):
        match = re.match(r"\((\d+)\)(?: (.*))?$", token)
        if not match:
            return token
        if match.group(2):
            table[match.group(1)] = match.group(2)
        return table.get(match.group(1))

    for line in open(out, errors="replace"):
        line = line.rstrip("\n")
        if line.startswith(("ob=", "cob=")):
            name = resolve(objects, line.split("=", 1)[1])
            if line.startswith("ob="):
                current_object = name
        elif line.startswith(("fn=", "cfn=")):
            name = resolve(functions, line.split("=", 1)[1])
            if line.startswith("fn=") and current_object == binary and name and not name.startswith("0x"):
                names.append(re.sub(r"'\d+$", "", name))
    return names


def section_of_each_symbol(map_path):
    """For each symbol the link placed in text: (size, name) of the largest input section
    defining it. A local name can be defined in several objects, and the ordering file moves
    every one of them: one inside a large section drags that whole section along.

    lld's map lists each input section, then the symbols it defines one column further in."""
    holder, section, section_column = {}, None, None
    for line in open(map_path, errors="replace"):
        fields = line.split()
        if len(fields) < 5:
            continue
        column = line.index(fields[4], len(" ".join(fields[:4])))
        if ":(" in fields[4]:
            section, section_column = ((int(fields[2], 16), fields[4]) if ":(.text" in fields[4] else None), column
        elif section and column > section_column:
            holder[fields[4]] = max(holder.get(fields[4], section), section)
        elif section_column is None or column < section_column:
            section = None  # an output section's line
    return holder


def main():
    for tool in ("valgrind", "xvfb-run", "dbus-run-session", "nm"):
        if not shutil.which(tool):
            sys.exit(f"startup_order: needs {tool} (Debian: valgrind, xvfb, dbus, binutils)")
    scratch = tempfile.mkdtemp(prefix="inputmotion-order-")
    map_path = os.path.join(scratch, "link.map")
    binary = os.path.realpath(build(map_path))
    seen, ordered = set(), []
    for page in PAGES:
        for name in functions_run(binary, page, scratch):
            if name not in seen:
                seen.add(name)
                ordered.append(name)
    holder = section_of_each_symbol(map_path)
    alone = [n for n in ordered if n in holder and holder[n][0] <= LARGE_SECTION]
    inside = {}
    for name in ordered:
        if name in holder and holder[name][0] > LARGE_SECTION:
            inside.setdefault(holder[name][1], []).append(name)
    # The Swift standard library's section is the largest and nearly every start-up touches
    # it, so it follows the movable functions directly; the other modules come after.
    groups = sorted(inside.items(), key=lambda item: -holder[item[1][0]][0])
    with open(OUTPUT, "w") as order:
        order.write("\n".join(alone + [name for _, names in groups for name in names]) + "\n")
    print(f"startup_order: {len(alone)} movable functions and {sum(len(n) for _, n in groups)} inside "
          f"{len(groups)} large sections -> {os.path.relpath(OUTPUT, ROOT)}", file=sys.stderr)
    shutil.rmtree(scratch)
    # SwiftPM does not track the order file: remove the linked programs so the next release
    # build links them again with the new order.
    for program in ("inputmotion-demo", "inputmotion-bench"):
        path = os.path.join(os.path.dirname(binary), program)
        if os.path.exists(path):
            os.remove(path)


if __name__ == "__main__":
    if "DISPLAY" not in os.environ:
        # Under its own bus and X server, so it never talks to anyone else's.
        os.execvp("dbus-run-session", ["dbus-run-session", "--", "xvfb-run", "-a", "-n", "560",
                                       "/usr/bin/python3", os.path.abspath(__file__)])
    main()
