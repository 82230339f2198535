"""Where the player stands in each guided game: the step, the guided game's id, finished or not.

Stored in the app's settings (QSettings, under ``learn/<kind>/``): preferences-sized values, never game
state (the guided game itself is a normal autosaved game, found again by its id). Stored values are
untrusted: a step that is not a small non-negative number reads as 0; the asides already said (a list
of event keys) keep only short plain words.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from wonders_desktop.ui.platform.settings import FALSE_WORDS, TRUE_WORDS, open_settings

MAX_STEP = 10_000
MAX_SAID = 64  # more asides than any script has: a longer stored list is not ours
SAID_SEPARATOR = ","


class LearnProgress:
    """The guided games' progress, one group of keys per game kind."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings if settings is not None else open_settings()

    def _key(self, kind: str, name: str) -> str:
        return f"learn/{kind}/{name}"

    def _set(self, kind: str, name: str, value: object) -> None:
        self._settings.setValue(self._key(kind, name), value)
        self._settings.sync()

    def step(self, kind: str) -> int:
        value = str(self._settings.value(self._key(kind, "step"), "0"))
        return int(value) if value.isdecimal() and value.isascii() and int(value) <= MAX_STEP else 0

    def set_step(self, kind: str, step: int) -> None:
        self._set(kind, "step", step)

    def said(self, kind: str) -> frozenset[str]:
        """The asides already said in the guided game of ``kind`` (their keys), so a resumed game does
        not say one twice; anything but a short list of plain words reads as none."""
        value = self._settings.value(self._key(kind, "said"), "")
        if not isinstance(value, str):
            return frozenset()
        keys = [key for key in value.split(SAID_SEPARATOR) if key]
        if len(keys) > MAX_SAID or not all(key.isascii() and key.replace("_", "").isalnum() for key in keys):
            return frozenset()
        return frozenset(keys)

    def set_said(self, kind: str, keys: frozenset[str] | set[str]) -> None:
        self._set(kind, "said", SAID_SEPARATOR.join(sorted(keys)))

    def game_id(self, kind: str) -> str:
        """The id of the guided game in progress ("" when none was started)."""
        value = self._settings.value(self._key(kind, "game"), "")
        return value if isinstance(value, str) else ""

    def start(self, kind: str, game_id: str) -> None:
        """A new guided game of ``kind`` begins at its first step."""
        self._set(kind, "game", game_id)
        self._set(kind, "step", 0)
        self._set(kind, "said", "")

    def finished(self, kind: str) -> bool:
        value = self._settings.value(self._key(kind, "finished"), False)
        if isinstance(value, bool):
            return value
        return isinstance(value, str) and value.strip().lower() in TRUE_WORDS and value not in FALSE_WORDS

    def finish(self, kind: str) -> None:
        self._set(kind, "finished", True)
        self._set(kind, "game", "")
        self._set(kind, "step", 0)
        self._set(kind, "said", "")

    def any_finished(self, kinds: tuple[str, ...]) -> bool:
        return any(self.finished(kind) for kind in kinds)
