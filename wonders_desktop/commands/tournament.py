"""``tournament``: bot strength, seats rotated so every bot plays every seat equally often.

Each deal (seed) is played once per rotation of the seats (duplicate format): every bot meets the same
cards from every seat, which removes most of the luck of the deal from the comparison. ``--move-time``
is the search bot's budget per decision; the heuristic bots ignore it (they answer in milliseconds).
With ``--records DIR`` every game is also written to DIR as a save file of the app (``game-0001.json``
on: the app's own ``make_save``/``write_save``, every seat a bot of its level), which the app opens and
``inspect`` and ``analyse`` read.
Progress goes to stderr every ``PROGRESS_EVERY`` games, so long background runs can be followed.

Beyond the contract's fields each summary gives ``p95_move_seconds`` (wall clock, what a player waits)
and ``p95_move_cpu_seconds``/``max_move_cpu_seconds`` (the deciding thread's CPU time): on a machine
shared with other jobs the wall clock also counts the time the bot was waiting for a core.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from collections import defaultdict
from pathlib import Path

from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.registry import BENCHMARK_LEVELS, make_bot
from wonders_desktop.commands.gameargs import bot_levels, spec_and_options
from wonders_desktop.commands.output import emit
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.rng import hash_seed


def run_tournament(args: argparse.Namespace) -> int:
    seats = bot_levels(args.seats, "--seats", BENCHMARK_LEVELS)
    if args.games < 1:
        raise ScenarioError("--games", "must be at least 1")
    if args.move_time is not None and not 0 < args.move_time <= MAX_MOVE_TIME:  # also refuses nan and inf
        raise ScenarioError("--move-time", f"must be a number of seconds above 0 and at most {MAX_MOVE_TIME}")
    implied = args.players is None
    if implied:
        args.players = len(seats)
    try:
        spec, options = spec_and_options(args)
    except ScenarioError as error:
        if implied and error.field == "--players":  # no --players typed: the seats gave the count
            raise ScenarioError("--seats", f"names {len(seats)} bots: {error.message}") from error
        raise
    if len(seats) != args.players:
        raise ScenarioError("--seats", f"names {len(seats)} bots for {args.players} players")
    records = None if args.records is None else records_folder(args.records)
    stats: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    started = time.perf_counter()
    for index in range(args.games):
        seed = args.seed + index // len(seats)
        shift = index % len(seats)
        lineup = seats[shift:] + seats[:shift]
        bots = [
            make_bot(level, spec.kind, hash_seed(seed, seat), args.move_time)
            for seat, level in enumerate(lineup)
        ]
        try:
            result = play_match(spec.kind, options, seed, bots)
        except Exception as error:
            print(f"game with seed {seed} failed: {error!r}", file=sys.stderr)
            return 1
        if records is not None:
            path = records / f"game-{index + 1:04d}.json"
            try:
                benchmark = {seat: level for seat, level in enumerate(lineup) if level in BENCHMARK_LEVELS}
                write_record(path, result.state, lineup, benchmark)
            except OSError as error:
                print(f"cannot write {path}: {error.strerror or error}", file=sys.stderr)
                return 1
        for seat, level in enumerate(lineup):
            entry = stats[level]
            entry["wins"].append(result.outcome.win_share(seat))
            entry["scores"].append(result.outcome.scores[seat].total)
            entry["times"].extend(result.move_seconds[seat])
            entry["cpu"].extend(result.move_cpu_seconds[seat])
        if (index + 1) % PROGRESS_EVERY == 0:
            _progress(index + 1, args.games, stats, time.perf_counter() - started)
    emit([_summary(level, stats[level]) for level in dict.fromkeys(seats)])
    return 0


PROGRESS_EVERY = 10
MAX_MOVE_TIME = 3600.0  # an hour per decision: more is a typo, and a tournament that never ends


def records_folder(text: str) -> Path:
    """The ``--records`` folder, created if missing; a file there or a folder that cannot be made is bad
    input (checked before the first game, not after an hour of them)."""
    folder = Path(text)
    if folder.exists() and not folder.is_dir():
        raise ScenarioError("--records", f"{text} is a file, not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise ScenarioError("--records", f"cannot create {text}: {error.strerror or error}") from error
    return folder


def write_record(
    path: Path, state: GameState, levels: list[str], players: dict[int, str] | None = None, title: str = ""
) -> None:
    """The game as the app saves it (the saves module is the app's: imported only when asked for).
    ``players``: seats played by someone else than our bots (an outside bot), by name; their level is
    not used."""
    from wonders_desktop.ui.savegames.saves import SeatSetup, make_save, new_game_id, now, write_save

    named = players or {}
    seats = [
        SeatSetup(human=True, name=named[seat]) if seat in named else SeatSetup(human=False, level=level)
        for seat, level in enumerate(levels)
    ]
    write_save(path, make_save(state, seats, new_game_id(), now(), title))


def _progress(done: int, total: int, stats: dict[str, dict[str, list[float]]], seconds: float) -> None:
    rates = ", ".join(f"{level} {sum(e['wins']) / len(e['wins']):.3f}" for level, e in stats.items())
    print(f"{done}/{total} games, {seconds:.0f} s: win rates {rates}", file=sys.stderr, flush=True)


def _percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile (no interpolation: it is a value that was really measured)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(fraction * len(ordered)) - 1))]


def _summary(level: str, entry: dict[str, list[float]]) -> dict[str, object]:
    wins, scores, times, cpu = entry["wins"], entry["scores"], entry["times"] or [0.0], entry["cpu"] or [0.0]
    games = len(wins)
    rate = sum(wins) / games
    return {
        "bot": level,
        "games": games,
        "wins": round(sum(wins), 3),
        "win_rate": round(rate, 4),
        "win_rate_stderr": round(math.sqrt(rate * (1 - rate) / games), 4),
        "mean_score": round(sum(scores) / games, 2),
        "mean_move_seconds": round(sum(times) / len(times), 5),
        "max_move_seconds": round(max(times), 5),
        "p95_move_seconds": round(_percentile(times, 0.95), 5),
        "p95_move_cpu_seconds": round(_percentile(cpu, 0.95), 5),
        "max_move_cpu_seconds": round(max(cpu), 5),
    }
