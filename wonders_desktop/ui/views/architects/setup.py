"""7 Wonders Architects' part of the shared setup screens: its words on the start page and in the
new-game dialog (the options themselves come from the engine's ``SPEC``; see ``ui/views/parts.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from wonders_desktop.engine.core.gamespec import SetupOption
from wonders_desktop.ui.language.i18n import name_of

translate = QCoreApplication.translate

TITLE = QT_TRANSLATE_NOOP("StartPage", "7 Wonders Architects")  # the engine's SPEC.name, for translators


def blurb() -> str:
    return translate("StartPage", "2 to 7 players. Build your wonder, fast.")


def option_label(name: str) -> str | None:
    return translate("NewGameDialog", "Wonders") if name == "wonders" else None


def choice_text(option: SetupOption, value: Any, options: Mapping[str, Any]) -> str | None:
    """A Wonder of the per-seat choice reads as its name."""
    return name_of("wonder", str(value), "architects") if option.name == "wonders" else None
