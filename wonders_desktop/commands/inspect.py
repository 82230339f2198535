"""``inspect``: read a save file exactly as the app does and summarise it, for bug reports and CI.

It goes through ``saves.load_game``, the loader behind Continue, the saved-games page and Import, so
a file ``inspect`` accepts is a file the app opens, and the line it prints for a bad file is the reason
the app refuses it. It only reads: no folder is created, nothing is written.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from wonders_desktop.commands.output import emit
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.savegames.saves import SaveError, SaveFile, SeatSetup, error_line, load_game


def run_inspect(path_text: str) -> int:
    path = Path(path_text)
    try:
        save, state = load_game(path)
    except SaveError as error:
        print(error_line(path, error), file=sys.stderr)
        return 2
    emit(summary(path, save, state))
    return 0


def summary(path: Path, save: SaveFile, state: GameState) -> dict[str, Any]:
    """docs/cli.md's ``{"game", "options", "seats", "moves", "finished", "scores"}`` and a few more."""
    scores, leaders = _scores(state)
    return {
        "game": save.record.game,
        "options": dict(state.options),
        "seats": [_seat(index, seat) for index, seat in enumerate(save.seats)],
        "moves": len(save.record.moves),
        "finished": state.is_terminal(),
        "scores": scores,
        "leaders": leaders,
        "file": str(path),
        "game_id": save.game_id,
        "title": save.title,
        "seed": save.record.seed,
        "version": save.version,
        "app_version": save.app_version,
        "created": save.created.isoformat(),
        "updated": save.updated.isoformat(),
    }


def _seat(index: int, seat: SeatSetup) -> dict[str, Any]:
    level = None if seat.human else seat.level
    return {"seat": index, "human": seat.human, "level": level, "name": seat.name}


def _scores(state: GameState) -> tuple[list[dict[str, int]], list[int]]:
    """Scores so far per seat (final once the game is over) and the seats ahead (then the winners)."""
    outcome = state.outcome()
    return [score.as_dict() for score in outcome.scores], list(outcome.winners)
