"""The player's preferences (QSettings: preferences only, never game state).

When ``WONDERS_DATA_DIR`` is set (tests, screenshots, self-test) the settings live in an ini file there,
so a test never reads or changes the player's real preferences. Stored values are untrusted: a value
out of its choices reads as the default, and an oversized file is set aside at start.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from wonders_desktop.ui.platform.paths import APP_NAME, DATA_DIR_ENV, ORGANIZATION
from wonders_desktop.ui.platform.zoom import DEFAULT as DEFAULT_ZOOM
from wonders_desktop.ui.platform.zoom import clamp_percent

THEMES = ("system", "light", "dark")
BOT_SPEEDS = ("instant", "normal", "slow")
ANIMATION_SPEEDS = ("none", "fast", "normal")

# Minimum time a bot move takes to appear, so a player can follow the table (milliseconds).
BOT_DELAY_MS = {"instant": 0, "normal": 700, "slow": 1800}
# Duration of card flights and reveals (DESIGN.md: under 300 ms by default, a setting for none).
ANIMATION_MS = {"none": 0, "fast": 150, "normal": 280}


# The preferences are a few short values (the window's geometry and the last setup are the longest, a few
# kB): a bigger file is not one the app wrote, and QSettings reads it all, then rewrites it all on every
# change (a 40 MB file took 5.8 s to close the window). Such a file is set aside, never deleted.
MAX_SETTINGS_BYTES = 256 * 1024
TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("0", "false", "no", "off")


def settings_path() -> Path | None:
    """The ini file of the tests' settings; None for the platform's own store (found by QSettings)."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) / "settings.ini" if override else None


def open_settings() -> QSettings:
    """The player's settings. With ``WONDERS_DATA_DIR`` they live in ``settings.ini`` at its root (not in
    a data folder the player chose, which is itself remembered in the settings)."""
    path = settings_path()
    settings = (
        QSettings(str(path), QSettings.Format.IniFormat)
        if path is not None
        else QSettings(ORGANIZATION, APP_NAME)
    )
    if set_aside_if_oversized(Path(settings.fileName())):
        settings = QSettings(settings.fileName(), settings.format())  # read again: the file is gone
    return settings


def set_aside_if_oversized(path: Path, limit: int = MAX_SETTINGS_BYTES) -> Path | None:
    """Rename a settings file bigger than ``limit`` to ``<name>.oversized[-N]`` (the app starts with its
    defaults); returns the new name, or None when the file is fine, absent or not a file (the registry)."""
    try:
        if not path.is_file() or path.stat().st_size <= limit:
            return None
        target = path.with_name(path.name + ".oversized")
        number = 1
        while target.exists():
            number += 1
            target = path.with_name(f"{path.name}.oversized-{number}")
        path.rename(target)
    except OSError:
        return None
    return target


class Preferences:
    """Typed access to the stored preferences, with defaults and validation of stored values."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings if settings is not None else open_settings()

    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        value = str(self._settings.value(key, default))
        return value if value in choices else default

    def _flag(self, key: str, default: bool) -> bool:
        """A stored yes/no; anything else (a hand-edited ``maybe``, a list) reads as the default."""
        value: Any = self._settings.value(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            word = value.strip().lower()
            if word in TRUE_WORDS or word in FALSE_WORDS:
                return word in TRUE_WORDS
        return default

    def _set(self, key: str, value: object) -> None:
        self._settings.setValue(key, value)
        self._settings.sync()

    @property
    def language(self) -> str:
        """``""`` means: the system language when it is one of ours, else English."""
        return str(self._settings.value("language", ""))

    @language.setter
    def language(self, value: str) -> None:
        self._set("language", value)

    @property
    def theme(self) -> str:
        return self._choice("theme", THEMES, "system")

    @theme.setter
    def theme(self, value: str) -> None:
        self._set("theme", value)

    @property
    def bot_speed(self) -> str:
        return self._choice("bot_speed", BOT_SPEEDS, "normal")

    @bot_speed.setter
    def bot_speed(self, value: str) -> None:
        self._set("bot_speed", value)

    @property
    def animation_speed(self) -> str:
        return self._choice("animation_speed", ANIMATION_SPEEDS, "normal")

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._set("animation_speed", value)

    @property
    def confirm_moves(self) -> bool:
        return self._flag("confirm_moves", False)

    @confirm_moves.setter
    def confirm_moves(self, value: bool) -> None:
        self._set("confirm_moves", bool(value))

    @property
    def allow_undo(self) -> bool:
        return self._flag("allow_undo", True)

    @allow_undo.setter
    def allow_undo(self, value: bool) -> None:
        self._set("allow_undo", bool(value))

    @property
    def practice_takeback(self) -> bool:
        """Hot-seat practice: undo may also take back moves that revealed cards (off by default; alone
        against bots it always may, ``session/takeback.py``)."""
        return self._flag("practice_takeback", False)

    @practice_takeback.setter
    def practice_takeback(self, value: bool) -> None:
        self._set("practice_takeback", bool(value))

    @property
    def coach(self) -> bool:
        """The coach warns before a mistake (``ui/session/coach.py``); off by default (a guided game
        turns it on for itself: ``GameController.coach_enabled``)."""
        return self._flag("coach", False)

    @coach.setter
    def coach(self, value: bool) -> None:
        self._set("coach", bool(value))

    @property
    def zoom_percent(self) -> int:
        """Text and card size, 80 to 200 (``zoom.clamp_percent``: a bad stored value reads as 100)."""
        return clamp_percent(self._settings.value("zoom_percent", DEFAULT_ZOOM))

    @zoom_percent.setter
    def zoom_percent(self, value: int) -> None:
        self._set("zoom_percent", clamp_percent(value))

    @property
    def data_folder(self) -> str:
        """The folder the player chose for their games ("" for the default one)."""
        value = self._settings.value("data_folder", "")
        return value if isinstance(value, str) else ""

    @data_folder.setter
    def data_folder(self, value: str) -> None:
        self._set("data_folder", value)

    @property
    def geometry(self) -> QByteArray | None:
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._set("window/geometry", value)

    @property
    def last_setup(self) -> str:
        """The last new-game choices (JSON), so the dialog opens where the player left it."""
        return str(self._settings.value("last_setup", ""))

    @last_setup.setter
    def last_setup(self, value: str) -> None:
        self._set("last_setup", value)
