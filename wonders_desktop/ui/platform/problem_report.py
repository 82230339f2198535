"""The text of a problem report: what a player pastes into a message when something went wrong.

It holds the app's version and commit, the Python, Qt and PySide6 versions, the platform, the
traceback (if any), the last lines of the log and the game in play (its id, game, move count, the
seats' names and whether it is saved) — nothing else of the player's: the home folder is written
``~`` everywhere (a path in a traceback or the log would otherwise carry the user name), and the host
name, the environment and the save itself are left out. It is in English on purpose: it is read by
whoever fixes the bug, whatever the app's language.
"""

from __future__ import annotations

import platform
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import PySide6
from PySide6.QtCore import qVersion

from wonders_desktop.ui.platform import build_info, crash_log, paths

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

LOG_LINES = 60


@dataclass(frozen=True, slots=True)
class GameNote:
    """The game in play, as a report names it; ``saved`` is one of ``SAVE_STATES``."""

    game_id: str
    kind: str
    moves: int
    seats: tuple[str, ...]
    saved: str


SAVE_STATES = (
    "saved",
    "not saved: autosave failed",
    "not saved: watched game",
    "not saved: autosaves off",
    "unknown: the last autosave is still being written",  # a disk that hangs: the dialog must not
)


def game_note(controller: GameController | None) -> GameNote | None:
    """The game in play (None without one). Waits for the pending autosave, to say the truth."""
    if controller is None or controller.state is None:
        return None
    state = controller.state
    if controller.spectated:
        saved = SAVE_STATES[2]
    elif not controller.autosave_enabled:
        saved = SAVE_STATES[3]
    else:
        try:
            saved = SAVE_STATES[0] if controller.is_saved() else SAVE_STATES[1]
        except TimeoutError:
            saved = SAVE_STATES[4]
    seats = tuple(controller.seat_name(seat) for seat in range(len(controller.seats)))
    return GameNote(controller.game_id, state.kind, len(state.history), seats, saved)


def version_rows() -> list[tuple[str, str]]:
    """The versions a report and the About box show (labels in English: the About box translates)."""
    return [
        ("Wonders", build_info.version()),
        ("Commit", build_info.commit()),
        ("Python", f"{platform.python_version()} ({platform.python_implementation()})"),
        ("Qt", qVersion()),
        ("PySide6", PySide6.__version__),
        ("Platform", platform.platform()),
    ]


def build_report(traceback_text: str | None, game: GameNote | None, language: str = "") -> str:
    lines = ["Wonders problem report", ""]
    lines += [f"{label}: {value}" for label, value in version_rows()]
    if language:
        lines.append(f"Language: {language}")
    lines.append(f"Data folder: {paths.data_root()}")
    place = crash_log.place()
    lines.append(f"Log: {place.file}" if place.file else f"Log: stderr ({place.problem})")
    lines.append("")
    if game is None:
        lines.append("Game: none in play")
    else:
        lines += [
            f"Game: {game.kind}, id {game.game_id}, {game.moves} moves, {game.saved}",
            f"Seats: {', '.join(game.seats)}",
        ]
    if traceback_text:
        lines += ["", "Traceback:", traceback_text.rstrip()]
    tail = crash_log.tail(LOG_LINES)
    lines += ["", f"Last log lines ({len(tail)}):", *tail]
    return scrub("\n".join(lines) + "\n")


def scrub(text: str, home: Path | None = None) -> str:
    """``text`` with the home folder written ``~`` (so no user name travels in a path)."""
    home_text = str(home if home is not None else Path.home())
    if len(home_text) <= 1:  # "/" or "" : nothing personal to hide, and replacing would garble
        return text
    return text.replace(home_text, "~")
