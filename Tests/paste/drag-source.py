#!/usr/bin/python3
"""A window whose label drags the bytes of a file as text, for SelectionPasteTests: a drag from
another process, through the X server's drag-and-drop (XDND), as from another application.

    drag-source.py FILE [MIME...]    default MIME: text/plain;charset=utf-8

Prints "accepted" when a target has answered that it takes the drag (a release before that
would cancel it).
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Gdk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

path = sys.argv[1]
mimes = sys.argv[2:] or ["text/plain;charset=utf-8"]
with open(path, "rb") as file:
    data = GLib.Bytes.new(file.read())

Gtk.init()
window = Gtk.Window(title="drag source")
window.set_default_size(200, 200)
label = Gtk.Label(label="drag me")
source = Gtk.DragSource(actions=Gdk.DragAction.COPY)
source.set_content(Gdk.ContentProvider.new_union([Gdk.ContentProvider.new_for_bytes(mime, data) for mime in mimes]))
label.add_controller(source)


def drag_began(_source, drag):
    def action_selected(drag, _spec):
        if drag.get_selected_action():
            print("accepted", flush=True)
    drag.connect("notify::selected-action", action_selected)


source.connect("drag-begin", drag_began)
window.set_child(label)
window.present()
loop = GLib.MainLoop()
window.connect("close-request", lambda _: loop.quit())
loop.run()
