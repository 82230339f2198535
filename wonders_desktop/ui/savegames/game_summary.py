"""One line each about a saved game, for the saved-games page: mode, seats, progress, who leads.

The page shows many games at once, so these read only what a loaded save gives (the record, the seat
setup and the replayed position) and say it in a few words the three languages share.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.core.errors import EngineError
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.language.seat_names import level_name
from wonders_desktop.ui.language.setup_words import game_title
from wonders_desktop.ui.savegames.save_schema import SeatSetup
from wonders_desktop.ui.views.game_ui import game_ui

translate = QCoreApplication.translate
ROMAN = {1: "I", 2: "II", 3: "III"}


def mode_text(game: str, options: Mapping[str, Any]) -> str:
    """The game and how it is played: "7 Wonders · 2nd edition · Cities · Teams" (the game's setup part
    gives what follows its name)."""
    summary = game_ui(game).setup("summary")
    details = summary(options) if callable(summary) else []
    return " · ".join([game_title(game), *details])


def players_text(seats: Sequence[SeatSetup]) -> str:
    """Who plays: "You + 2 Medium bots", "3 players + 1 Hard bot", "4 bots: 2 Easy, 2 Hard"."""
    humans = sum(1 for seat in seats if seat.human)
    levels = Counter(seat.level for seat in seats if not seat.human)
    bots = ", ".join(
        translate("SavedGames", "%n %1 bot(s)", "", count).replace("%1", level_name(level))
        for level, count in levels.items()
    )
    if humans == 0:
        return translate("SavedGames", "Bots only: {bots}").format(bots=bots)
    people = (
        translate("SavedGames", "You") if humans == 1 else translate("SavedGames", "%n player(s)", "", humans)
    )
    return f"{people} + {bots}" if bots else people


def progress_text(state: GameState) -> str:
    """How far the game went: "Age II · turn 3 · 34 moves", or "Finished · 148 moves"."""
    played = len(state.history)
    moves = translate("SavedGames", "%n move(s)", "", played)
    if state.is_terminal():
        return translate("SavedGames", "Finished · {moves}").format(moves=moves)
    stage = stage_text(state)
    return f"{stage} · {moves}" if stage else moves


def stage_text(state: GameState) -> str:
    """The game's own words for where it stands (its setup part's ``stage_text``), else the Age or turn:
    what the saved-games list and the status bar say (never a count of every seat's moves)."""
    own = game_ui(state.kind).setup("stage_text")
    text = own(state) if callable(own) else ""
    if text:
        return str(text)
    age = getattr(state, "age", None)
    if isinstance(age, int) and age in ROMAN:
        return translate("SavedGames", "Age {age}").format(age=ROMAN[age])
    turns = getattr(state, "turns", None)
    if isinstance(turns, int):
        return translate("SavedGames", "Turn {n}").format(n=turns + 1)
    return ""


def seat_label(seats: Sequence[SeatSetup], seat: int) -> str:
    """A seat as the table names it: its name, "You", "Player 2" or "Medium bot 3"."""
    if not 0 <= seat < len(seats):
        return translate("GameController", "Free City")
    setup = seats[seat]
    if setup.name:
        return setup.name
    if setup.human:
        if sum(1 for other in seats if other.human) == 1:
            return translate("SavedGames", "You")
        return translate("GameController", "Player {n}").format(n=seat + 1)
    return translate("GameController", "{level} bot {n}").format(level=level_name(setup.level), n=seat + 1)


def leader_text(state: GameState, seats: Sequence[SeatSetup]) -> str:
    """Who won, or who leads now, with their points: "You won (54 pts)", "Hard bot 2 leads (31 pts)"."""
    try:
        outcome = state.outcome()
    except (EngineError, KeyError, ValueError, IndexError):
        return ""
    if not outcome.winners or not outcome.scores:
        return ""
    total = outcome.scores[outcome.winners[0]].total
    points = translate("SavedGames", "%n pt(s)", "", total)
    if not state.is_terminal() and len(outcome.winners) == len(outcome.scores):
        return translate("SavedGames", "Everyone tied ({points})").format(points=points)
    names = [seat_label(seats, seat) for seat in outcome.winners]
    if names == [translate("SavedGames", "You")]:  # "You lead", not "You leads"
        if state.is_terminal():
            return translate("SavedGames", "You won ({points})").format(points=points)
        return translate("SavedGames", "You lead ({points})").format(points=points)
    if state.is_terminal():
        template = translate("SavedGames", "{names} won ({points})")
    elif len(names) > 1:
        template = translate("SavedGames", "{names} lead ({points})")
    else:
        template = translate("SavedGames", "{names} leads ({points})")
    return template.format(names=joined(names), points=points)


def joined(names: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C" in the language of the interface."""
    if len(names) < 2:
        return "".join(names)
    return translate("SavedGames", "{first} and {last}").format(first=", ".join(names[:-1]), last=names[-1])
