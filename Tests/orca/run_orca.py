#!/usr/bin/python3
"""Starts Orca 43 for a test: what /usr/bin/orca does, less what would touch other Orcas.

    run_orca.py PREFS_DIR DEBUG_FILE

/usr/bin/orca names its process "orca" and refuses to start while any other process of this
user is named "orca" (pgrep -u UID -x orca; -r/--replace kills them instead). Another Orca on
this machine, on another display and bus, is no business of a test's: this launcher keeps the
interpreter's own process name (so no Orca ever finds this one either), does no such check,
and starts Orca with user preferences in PREFS_DIR (the run's own), speech going to
recording_speech (beside this file), no braille and no sounds, and a full debug log.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
prefs_dir, debug_file = sys.argv[1], sys.argv[2]
sys.path.insert(0, HERE)  # recording_speech

from orca import debug  # noqa: E402

debug.debugLevel = debug.LEVEL_ALL
debug.eventDebugLevel = debug.LEVEL_OFF
debug.debugFile = open(debug_file, "w")

import gi  # noqa: E402
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk  # noqa: E402

if Gdk.Display.get_default() is None:
    sys.exit(f"run_orca: no X display ({os.environ.get('DISPLAY')!r})")

from orca import orca  # noqa: E402

manager = orca.getSettingsManager()
manager.activate(prefs_dir, {
    "speechServerFactory": "recording_speech",
    "speechFactoryModules": ["recording_speech"],
    "enableBraille": False,
    "enableBrailleMonitor": False,
    "enableSound": False,
})
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
