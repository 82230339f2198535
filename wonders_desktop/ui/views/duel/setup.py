"""7 Wonders Duel's part of the shared setup screens: its words on the start page and in the new-game
dialog (the options themselves come from the engine's ``SPEC``; see ``ui/views/parts.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from wonders_desktop.engine.core.gamespec import SetupOption

translate = QCoreApplication.translate

TITLE = QT_TRANSLATE_NOOP("StartPage", "7 Wonders Duel")  # the engine's SPEC.name, for the translators
REMEMBERED: tuple[str, ...] = ()  # the dialog always reopens on the first game's fixed Wonders


def blurb() -> str:
    return translate("StartPage", "2 players. Military, science or civil victory.")


def option_label(name: str) -> str | None:
    return translate("NewGameDialog", "Wonders") if name == "wonders" else None


def choice_text(option: SetupOption, value: Any, options: Mapping[str, Any]) -> str | None:
    texts = {
        "first_game": translate("NewGameDialog", "First game: fixed wonders (recommended)"),
        "draft": translate("NewGameDialog", "Wonder draft"),
    }
    return texts.get(value) if option.name == "wonders" else None
