"""The player's preferences (QSettings: preferences only, never game state).

When ``WONDERS_DATA_DIR`` is set (tests, screenshots, self-test) the settings live in an ini file there,
so a test never reads or changes the player's real preferences.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from wonders_desktop.ui.shell.paths import APP_NAME, DATA_DIR_ENV, ORGANIZATION, data_dir

THEMES = ("system", "light", "dark")
BOT_SPEEDS = ("instant", "normal", "slow")
ANIMATION_SPEEDS = ("none", "fast", "normal")

# Minimum time a bot move takes to appear, so a player can follow the table (milliseconds).
BOT_DELAY_MS = {"instant": 0, "normal": 700, "slow": 1800}
# Duration of card flights and reveals (DESIGN.md: under 300 ms by default, a setting for none).
ANIMATION_MS = {"none": 0, "fast": 150, "normal": 280}


def open_settings() -> QSettings:
    if os.environ.get(DATA_DIR_ENV):
        return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(ORGANIZATION, APP_NAME)


class Preferences:
    """Typed access to the stored preferences, with defaults and validation of stored values."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self._settings = settings if settings is not None else open_settings()

    def _choice(self, key: str, choices: tuple[str, ...], default: str) -> str:
        value = str(self._settings.value(key, default))
        return value if value in choices else default

    def _flag(self, key: str, default: bool) -> bool:
        value: Any = self._settings.value(key, default)
        if isinstance(value, str):
            return value.lower() in ("1", "true", "yes")
        return bool(value)

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
        """Practice against bots: undo may also take back moves that revealed cards (off by default)."""
        return self._flag("practice_takeback", False)

    @practice_takeback.setter
    def practice_takeback(self, value: bool) -> None:
        self._set("practice_takeback", bool(value))

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
