"""How the game names a bot level and a seat ("Medium", "Player 2", "Medium bot 3").

Words, so they sit with the words: the dialogs, the saved games, the statistics and the analysis name
seats and levels without reaching up to the controller (issue 40's layers). The translation context
stays ``GameController``, where these strings were first written.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from wonders_desktop.bots.registry import BY_NAME, NAME_CONTEXT

if TYPE_CHECKING:
    from wonders_desktop.ui.savegames.saves import SeatSetup

translate = QCoreApplication.translate


def level_name(level: str) -> str:
    """A bot level's display name in the current language (the registry's label); an unknown id as is."""
    known = BY_NAME.get(level)
    return translate(NAME_CONTEXT, known.label) if known is not None else level


def table_seat_name(setup: SeatSetup, seat: int) -> str:
    """How the log and the tables name ``seat``: its given name, "Player 2" or "Medium bot 3"."""
    if setup.name:
        return setup.name
    if setup.human:
        return translate("GameController", "Player {n}").format(n=seat + 1)
    return translate("GameController", "{level} bot {n}").format(level=level_name(setup.level), n=seat + 1)
