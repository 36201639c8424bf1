"""An Orca speech server factory that speaks nothing and records every utterance.

Orca (43) loads it by module name (speechServerFactory = "recording_speech", set by
run_orca.py). Each utterance becomes one JSON line in the file named by
INPUTMOTION_ORCA_SPEECH: {"time": seconds since the epoch, "kind": "speak" | "character" |
"key", "text": what Orca would say, "interrupt": whether it cut off what came before}.
Written and flushed per line, so a test reads what was said while Orca runs. Nothing reaches
speech-dispatcher or a sound card.
"""

import json
import os
import threading
import time

from orca import speechserver

_lock = threading.Lock()
_file = None


def _record(kind, text, interrupt=True):
    global _file
    with _lock:
        if _file is None:
            _file = open(os.environ["INPUTMOTION_ORCA_SPEECH"], "a", encoding="utf-8")
        _file.write(json.dumps({"time": time.time(), "kind": kind, "text": text,
                                "interrupt": bool(interrupt)}, ensure_ascii=False) + "\n")
        _file.flush()


class SpeechServer(speechserver.SpeechServer):
    _active = None

    @staticmethod
    def getFactoryName():
        return "Recording (no sound)"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._active is None:
            SpeechServer._active = SpeechServer()
        return SpeechServer._active

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._active = None

    def getInfo(self):
        return ["Recording (no sound)", "recording"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        if text:
            _record("speak", text, interrupt)

    def speakCharacter(self, character, acss=None):
        _record("character", character)

    def speakKeyEvent(self, event, acss=None):
        # What Orca's own speakKeyEvent would send: the key's name, then any locking state.
        name = event.getKeyName()
        state = event.getLockingStateString()
        _record("key", f"{name} {state}".strip())

    def sayAll(self, utteranceIterator, progressCallback):
        for context, _acss in utteranceIterator:
            _record("speak", context.utterance)
            progressCallback(context, speechserver.SayAllContext.COMPLETED)

    def increaseSpeechRate(self, step=5): pass
    def decreaseSpeechRate(self, step=5): pass
    def increaseSpeechPitch(self, step=0.5): pass
    def decreaseSpeechPitch(self, step=0.5): pass
    def increaseSpeechVolume(self, step=0.5): pass
    def decreaseSpeechVolume(self, step=0.5): pass
    def updateCapitalizationStyle(self): pass
    def updatePunctuationLevel(self): pass
    def stop(self): pass
    def shutdown(self): pass
    def reset(self, text=None, acss=None): pass
