"""Duel's root alpha-beta: exact values only near the best move (``ROOT_WINDOW``), and a pass the
clock interrupts still counts for the moves it searched (``_interrupted``).

The best move and its value must be what a full-window search gives, every move within the window
exact, and each other move a true upper bound of its value below the window's floor: the tree's
priors then see the same best moves, and the search saves the nodes of the moves far behind.
"""

from __future__ import annotations

import math

import pytest

import wonders_desktop.bots.heuristics.duel as duel
from tests.bots.scripts import load_benchmark
from wonders_desktop.bots.heuristics.generic import Clock
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel.state import DuelState


def positions(seed: int, every: int = 5) -> list[tuple[DuelState, int]]:
    """Positions of a medium-vs-medium game with a choice to make, as the seat to act sees them."""
    return load_benchmark("bench_duel_search").positions([seed], every)


def values(view: DuelState, seat: int, depth: int) -> list[float]:
    base = view.determinize(seat, Rng(7))
    moves = view.legal_moves(seat)
    previous: list[float] | None = None
    for plies in range(2, depth + 1, 2):
        found = duel.HEURISTICS._values_at(base, seat, moves, plies, Clock(None, None), previous)
        assert None not in found  # without a clock every move is searched
        previous = [value for value in found if value is not None]
    assert previous is not None
    return previous


@pytest.mark.parametrize("seed", [3, 11])
def test_the_window_keeps_the_best_moves_exact_and_bounds_the_others(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    checked = bounded = 0
    for view, seat in positions(seed):
        windowed = values(view, seat, 4)
        monkeypatch.setattr(duel, "ROOT_WINDOW", math.inf)
        full = values(view, seat, 4)
        monkeypatch.setattr(duel, "ROOT_WINDOW", 3.0)
        best = max(full)
        assert max(windowed) == pytest.approx(best)
        assert windowed.index(max(windowed)) == full.index(best)
        for exact, got in zip(full, windowed, strict=True):
            if exact > best - 3.0:
                assert got == pytest.approx(exact)
            elif got != pytest.approx(exact):
                bounded += 1
                assert exact <= got + 1e-9 and got <= best - 3.0 + 1e-9
        checked += 1
    assert checked >= 5
    assert bounded > 0  # the window did cut some moves short, or it saves nothing


def test_the_window_searches_fewer_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Counted in positions expanded, not seconds: the saving does not depend on the machine."""
    expanded = {"count": 0}
    original = duel.DuelHeuristics._alphabeta

    def counting(self: duel.DuelHeuristics, *args: object) -> float:
        expanded["count"] += 1
        return original(self, *args)  # type: ignore[arg-type]  # passes the spied call's arguments through

    monkeypatch.setattr(duel.DuelHeuristics, "_alphabeta", counting)
    found = positions(5, every=9)
    for view, seat in found:
        values(view, seat, 4)
    windowed = expanded["count"]
    expanded["count"] = 0
    monkeypatch.setattr(duel, "ROOT_WINDOW", math.inf)
    for view, seat in found:
        values(view, seat, 4)
    assert windowed < 0.9 * expanded["count"]


class StopAfter(Clock):
    """A clock that runs out after ``checks`` looks at it: the same interruption on every machine."""

    __slots__ = ("checks",)

    def __init__(self, checks: int) -> None:
        super().__init__(limit=0.0, cancel=None)
        self.checks = checks

    def over(self) -> bool:
        self.checks -= 1
        return self.checks < 0


def test_an_interrupted_pass_keeps_what_it_searched() -> None:
    assert duel._interrupted([None, 5.0, None, 2.0], [7.0, 6.0, 1.0, 3.0]) == pytest.approx(
        [5.0 - duel.UNSEARCHED_MARGIN, 5.0, 1.0, 2.0]
    )
    assert duel._interrupted([None, None], [1.0, 2.0]) == [1.0, 2.0]


def test_a_clock_that_runs_out_during_a_pass_plays_the_best_move_searched_deeper() -> None:
    """Stopped in the middle of the depth-4 pass, the root's best move is one that pass searched,
    with its depth-4 value; the moves it did not reach keep their depth-2 values below that."""
    interrupted = 0
    for view, seat in positions(3, every=7):
        shallow, deep = values(view, seat, 2), values(view, seat, 4)
        checks_for_depth_2 = 10_000 - _checks_left(view, seat, 2)
        checks_for_depth_4 = 10_000 - _checks_left(view, seat, 4)
        clock = StopAfter((checks_for_depth_2 + checks_for_depth_4) // 2)  # half-way through depth 4
        got = duel.HEURISTICS.root_values(view, seat, view.legal_moves(seat), Rng(7), clock)
        best = got.index(max(got))
        assert max(got) == pytest.approx(deep[best])
        for index, value in enumerate(got):
            if index != best and value != pytest.approx(deep[index]):
                assert value <= max(got) - duel.UNSEARCHED_MARGIN + 1e-9
                assert value == pytest.approx(min(shallow[index], max(got) - duel.UNSEARCHED_MARGIN)) or (
                    deep[index] <= value + 1e-9  # searched, but only bounded by the window
                )
        interrupted += got != pytest.approx(deep)
    assert interrupted  # some positions really were cut short


def _checks_left(view: DuelState, seat: int, depth: int) -> int:
    """How many clock checks a pass to ``depth`` makes, counted on a clock that never runs out."""
    clock = StopAfter(10_000)
    moves = view.legal_moves(seat)
    base = view.determinize(seat, Rng(7))
    previous = None
    for plies in range(2, depth + 1, 2):
        found = duel.HEURISTICS._values_at(base, seat, moves, plies, clock, previous)
        previous = [value for value in found if value is not None]
    return clock.checks
