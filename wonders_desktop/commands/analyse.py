"""``analyse``: rate every decision of one seat of a saved game (``bots.analysis``).

The file is read by the app's own loader (``saves.load_game``, as ``inspect`` does), so a file
``analyse`` accepts is a file the app opens, and a bad one exits 2 with the same line ``inspect``
prints. Each decision of the seat is searched from that seat's view for ``--time`` seconds.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

from wonders_desktop.bots.analysis import DEFAULT_ANALYSIS_TIME, analyse_record
from wonders_desktop.commands.output import emit
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.ui.savegames.saves import SaveError, error_line, load_game

MAX_TIME = 3600.0  # as tournament's --move-time: more is a typo


def run_analyse(args: argparse.Namespace) -> int:
    seconds = DEFAULT_ANALYSIS_TIME if args.time is None else args.time
    if not (math.isfinite(seconds) and 0 < seconds <= MAX_TIME):
        raise ScenarioError("--time", f"must be a number of seconds above 0 and at most {MAX_TIME:g}")
    path = Path(args.save)
    try:
        save, state = load_game(path)
    except SaveError as error:
        print(error_line(path, error), file=sys.stderr)
        return 2
    if not 0 <= args.seat < state.num_players:
        last = state.num_players - 1
        raise ScenarioError("--seat", f"no seat {args.seat} in this game: its seats are 0 to {last}")
    emit(analyse_record(save.record, args.seat, time_budget=seconds))
    return 0
