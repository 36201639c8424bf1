#!/usr/bin/python3
"""Prints what screen readers get from a running app over AT-SPI: each accessible's role,
name, states and (for text) its text, indented by depth. For the plain-C control apps
beside it (gtk-*.c), whose comments say how to run them.

    atspi_tree.py APP_NAME      (the app's program name, e.g. gtk-showing-only-windows)
"""

import sys

import pyatspi


def show(node, depth):
    try:
        states = sorted(pyatspi.stateToString(s) for s in node.getState().getStates())
        line = f"{'  ' * depth}{node.getRoleName()} {node.name!r} [{' '.join(states)}]"
        try:
            text = node.queryText()
            line += f" text={text.getText(0, text.characterCount)!r}"
        except NotImplementedError:
            pass
        print(line)
        children = list(node)
    except Exception as error:  # an accessible that went away mid-walk
        print(f"{'  ' * depth}(gone: {error})")
        return
    for child in children:
        if child is not None and depth < 30:
            show(child, depth + 1)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    apps = [app for app in pyatspi.Registry.getDesktop(0) if app is not None and app.name == sys.argv[1]]
    if not apps:
        sys.exit(f"atspi_tree: no application {sys.argv[1]!r} on the accessibility bus")
    for app in apps:
        show(app, 0)


if __name__ == "__main__":
    main()
