"""The banner at the end of an age: that age's military results, read from the game log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.language.event_text import describe_event
from wonders_desktop.ui.language.i18n import game_of
from wonders_desktop.ui.session.game_log import LogEntry

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

translate = QCoreApplication.translate

MILITARY_KINDS = ("military", "conflict", "battle")
AGE_OPENING_KINDS = ("age_ended", "age_started", "starter_chosen")  # the next age is not played yet


def age_summary(c: GameController, ended: LogEntry, start: int) -> tuple[str, int]:
    """The banner's text (rich text) for the age that ``ended`` closes, whose log began at ``start``,
    and where the next age's log begins."""
    log = c.log
    stop = log.index(ended) if ended in log else len(log)
    game, edition = game_of(c.state)
    lines = [
        describe_event(entry.event, c.seat_name, c.viewer, game=game, edition=edition)
        for entry in log[start:stop]
        if entry.event is not None and any(word in entry.event.kind for word in MILITARY_KINDS)
    ]
    title = (
        describe_event(ended.event, c.seat_name, c.viewer, game=game, edition=edition)
        if ended.event is not None
        else ""
    )
    body = "<br>".join(lines) if lines else translate("MainWindow", "No military conflict this age.")
    return f"<b>{title}</b><br>{body}", stop + 1


def plays_in_the_age(c: GameController, entry: LogEntry) -> bool:
    """A move of a player (any, when only bots play) in the age, past its opening (who starts)."""
    if entry.event is None or entry.event.kind in AGE_OPENING_KINDS or c.state is None:
        return False
    history = c.state.history
    if entry.move >= len(history):
        return False
    humans = c.humans()
    return not humans or history[entry.move][0] in humans
