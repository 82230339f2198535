"""Plays whole games between bots: the loop behind ``simulate``, ``tournament`` and the fuzz tests."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from wonders_desktop.bots.base import Bot
from wonders_desktop.engine.core.errors import InvariantError
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.scoring import Outcome
from wonders_desktop.engine.registry import game_spec


@dataclass(slots=True)
class MatchResult:
    state: GameState
    outcome: Outcome
    decisions: int
    move_seconds: dict[int, list[float]] = field(default_factory=dict)
    #: CPU seconds of the deciding thread per move: what the bot itself cost, whatever else ran meanwhile.
    move_cpu_seconds: dict[int, list[float]] = field(default_factory=dict)


def play_match(
    game: str,
    options: Mapping[str, Any],
    seed: int,
    bots: Sequence[Bot],
    check: bool = False,
    max_decisions: int = 100_000,
) -> MatchResult:
    """Play one game to its end. With ``check``, invariants are verified after every move and the
    final position must replay identically from its record (seed + moves)."""
    state = game_spec(game).new_game(options, seed)
    decisions = 0
    timings: dict[int, list[float]] = {seat: [] for seat in range(state.num_players)}
    cpu: dict[int, list[float]] = {seat: [] for seat in range(state.num_players)}
    while True:
        seats = state.to_act()
        if not seats:
            break
        seat = seats[0]  # simultaneous picks are submitted one by one; views hide pending picks
        bot = bots[seat]
        seen = state if bot.reads_only_legal_moves else state.view(seat)
        started, started_cpu = time.perf_counter(), time.thread_time()
        move = bot.choose(seen, seat)
        timings[seat].append(time.perf_counter() - started)
        cpu[seat].append(time.thread_time() - started_cpu)
        state.apply(seat, move)
        decisions += 1
        if check:
            state.check_invariants()
        if decisions > max_decisions:
            raise InvariantError(f"game did not end after {max_decisions} decisions")
    if check:
        _check_replay(state)
    return MatchResult(state, state.outcome(), decisions, timings, cpu)


def _check_replay(state: GameState) -> None:
    record = GameRecord.model_validate_json(GameRecord.of(state).model_dump_json())
    replayed = record.replay()
    if replayed.snapshot() != state.snapshot():
        raise InvariantError("replaying seed + moves did not reproduce the final position")
