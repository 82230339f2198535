"""The Duel win chance the app shows (issue 37): the Hint and the analysis take it from the learned
value (``duel_value.judge``), never from rollouts; its calibration is read from the weights file and
refused, with its reason, when malformed. The tiny fixture network keeps these fast."""

from __future__ import annotations

import json
import logging
import math
import re
from pathlib import Path
from typing import Any

import pytest

from tests.bots.duel_value_fixture import tiny_document, write_tiny
from wonders_desktop.bots import analysis
from wonders_desktop.bots.base import CancelToken
from wonders_desktop.bots.duel_value import ValueNetwork, calibration, load_network, store
from wonders_desktop.bots.duel_value.calibration import (
    IDENTITY,
    STAGES,
    Calibration,
    CalibrationError,
    calibration_from,
    default_calibration,
    load_calibration,
)
from wonders_desktop.bots.duel_value.judge import JUDGE_DEPTH, DuelJudge, hint_chance, stage_of
from wonders_desktop.bots.heuristics.duel import HEURISTICS, LEAF_SCALE, DuelHeuristics
from wonders_desktop.bots.heuristics.generic import Clock
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.rules import DRAFT
from wonders_desktop.ui.views.duel import hint as hint_module

GOOD = {"method": "logistic", "depth": JUDGE_DEPTH, "fitted_on": "test",
        "stages": {"draft": [0.2, 0.0], "age1": [0.8, 0.2], "age2": [0.85, 0.2], "age3": [0.9, 0.1]}}


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> ValueNetwork:
    return load_network(write_tiny(tmp_path_factory.mktemp("judge") / "tiny.json"))


@pytest.fixture
def on_tiny(tiny: ValueNetwork, monkeypatch: pytest.MonkeyPatch) -> ValueNetwork:
    """The app's Duel heuristics (the hard bot's, the analysis', the Hint's) on the tiny network."""
    monkeypatch.setattr(HEURISTICS, "_network", tiny)
    return tiny


def mid_game(decisions: int = 14, seed: int = 3) -> GameState:
    """A Duel game of medium bots after ``decisions`` decisions (past the Wonder draft)."""
    state = SPEC.new_game({}, seed)
    bots = [make_bot("medium", "duel", seat) for seat in (0, 1)]
    for _ in range(decisions):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), seat))
    return state


def no_rollouts(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any rollout of the analysis fails the test (the win chance must be the learned value's)."""

    def refuse(*_: Any, **__: Any) -> None:
        raise AssertionError("a Duel win chance was rolled out instead of read from the learned value")

    monkeypatch.setattr(DuelHeuristics, "rollout", refuse)


# --- the analysis and the Hint use the value ------------------------------------------------------------
def test_the_duel_analysis_rates_with_the_learned_value_not_rollouts(
    on_tiny: ValueNetwork, monkeypatch: pytest.MonkeyPatch
) -> None:
    no_rollouts(monkeypatch)
    judged: list[list[float]] = []
    real = DuelJudge.chances

    def spy(self: DuelJudge, *args: Any, **kwargs: Any) -> list[float]:
        judged.append(real(self, *args, **kwargs))
        return judged[-1]

    monkeypatch.setattr(DuelJudge, "chances", spy)
    state = mid_game()
    seat = state.to_act()[0]
    view = state.view(seat)
    for move in view.legal_moves(seat)[:3]:
        rating = analysis.rate_decision(view, seat, move, seed=4, time_budget=None, iterations=20)
        assert judged, "the rating never asked the learned value"
        assert rating.win_played in judged[-1] and rating.win_best in judged[-1]


def test_the_duel_win_chance_is_the_judges_calibrated_two_ply_value(on_tiny: ValueNetwork) -> None:
    """Each sample's chance is the hard bot's alpha-beta value two plies deep, through the calibration
    of the position's stage; several moves of one call meet the same samples."""
    state = mid_game()
    seat = state.to_act()[0]
    view = state.view(seat)
    first, second = view.legal_moves(seat)[:2]
    judge = DuelJudge(calibration=Calibration(((1.0, 0.0), (0.5, 0.3), (0.5, 0.3), (0.5, 0.3)), JUDGE_DEPTH))
    pair = judge.chances(view, seat, [first, second, first], Rng(5), None, 4)
    assert pair[0] == pair[2] and 0.0 < pair[0] < 1.0
    expected, rng = 0.0, Rng(5)
    for _ in range(4):
        after = view.determinize(seat, rng)
        after.apply(seat, first)
        points = HEURISTICS.searched_value(after, seat, JUDGE_DEPTH - 1, Clock(None, None))
        assert points == HEURISTICS._alphabeta(after, seat, 1, -math.inf, math.inf, Clock(None, None), {})
        expected += judge.calibration.chance(points / LEAF_SCALE, stage_of(view))
    assert pair[0] == pytest.approx(expected / 4, abs=1e-12)


def test_the_hint_shows_the_learned_values_chance_for_its_move(
    on_tiny: ValueNetwork, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Hint's chance is the judge's for the move it names (what the analysis would say), not the
    search's playout mean."""
    no_rollouts(monkeypatch)
    state = mid_game()
    seat = state.to_act()[0]
    view = state.view(seat)
    hint = hint_module.duel_advice(view, seat, 0.05, 7, CancelToken())
    move = view.parse_move(hint.move)
    assert hint.win_chance is not None
    assert hint.win_chance == hint_chance(view, seat, move, 7)
    assert hint.win_chance == DuelJudge().chances(view, seat, [move], Rng(7), None, 16)[0]


def test_without_a_usable_network_the_hint_keeps_its_estimate(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(HEURISTICS, "learned", False)
    state = mid_game()
    seat = state.to_act()[0]
    assert hint_chance(state.view(seat), seat, state.legal_moves(seat)[0], 1) is None


# --- the calibration's metadata ---------------------------------------------------------------------------
def test_the_calibration_is_monotone_per_stage_and_the_stage_is_the_positions() -> None:
    fitted = calibration_from({"calibration": GOOD}, JUDGE_DEPTH)
    assert fitted.maps == ((0.2, 0.0), (0.8, 0.2), (0.85, 0.2), (0.9, 0.1))
    for stage in range(len(STAGES)):
        chances = [fitted.chance(logit / 4, stage) for logit in range(-40, 41)]
        assert chances == sorted(chances) and len(set(chances)) == len(chances)
    assert calibration_from({}, JUDGE_DEPTH) is IDENTITY
    assert IDENTITY.chance(0.7, 2) == pytest.approx(1 / (1 + 2.718281828459045 ** -0.7))
    draft = SPEC.new_game({}, 1)
    assert draft.phase == DRAFT and stage_of(draft) == 0
    assert stage_of(mid_game()) == 1


@pytest.mark.parametrize(
    ("entry", "reason"),
    [
        ("logistic", "must be an object with method"),
        (GOOD | {"method": "isotonic"}, "must be an object with method"),
        (GOOD | {"stages": {"draft": [1.0, 0.0]}}, "stages must be exactly draft, age1, age2, age3"),
        (GOOD | {"stages": GOOD["stages"] | {"age2": [0.0, 0.1]}}, "age2: scale 0.0 is not a number in (0"),
        (GOOD | {"stages": GOOD["stages"] | {"age1": [-1.0, 0.1]}}, "age1: scale -1.0"),
        (GOOD | {"stages": GOOD["stages"] | {"age3": [1.0, "0"]}}, "age3: shift '0' is not a number"),
        (GOOD | {"stages": GOOD["stages"] | {"draft": [1.0]}}, "draft must be [scale, shift]"),
        (GOOD | {"stages": GOOD["stages"] | {"age1": [float("nan"), 0.0]}}, "age1: scale nan"),
        (GOOD | {"depth": 4}, "fitted on a 4-ply search, the judge searches 2"),
    ],
)
def test_a_malformed_calibration_is_refused_with_its_reason(entry: Any, reason: str) -> None:
    with pytest.raises(CalibrationError, match=re.escape(reason)):
        calibration_from({"calibration": entry}, JUDGE_DEPTH, "weights.json")


def test_a_bad_shipped_calibration_falls_back_to_the_raw_chance_and_keeps_the_network(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The network the hard bot searches with still loads; only the chance shown is uncalibrated."""
    path = write_tiny(tmp_path / "weights.json", calibration=GOOD | {"depth": 7})
    monkeypatch.setattr(calibration, "DEFAULT_PATH", path)
    default_calibration.cache_clear()
    try:
        with caplog.at_level(logging.WARNING):
            assert default_calibration(JUDGE_DEPTH) is IDENTITY
        assert "calibration not used" in caplog.text and "fitted on a 7-ply search" in caplog.text
        assert load_network(path).rows == tiny_document()["w1"]
        with pytest.raises(CalibrationError, match="fitted on a 7-ply search"):
            load_calibration(path, JUDGE_DEPTH)
        (tmp_path / "broken.json").write_text("{", encoding="utf-8")
        with pytest.raises(CalibrationError, match="not a JSON document"):
            load_calibration(tmp_path / "broken.json", JUDGE_DEPTH)
    finally:
        default_calibration.cache_clear()


def test_the_shipped_weights_carry_a_calibration_for_the_judges_depth() -> None:
    document = json.loads(store.DEFAULT_PATH.read_text(encoding="utf-8"))
    fitted = calibration_from(document, JUDGE_DEPTH, str(store.DEFAULT_PATH))
    assert fitted is not IDENTITY and fitted.depth == JUDGE_DEPTH
    assert "seeds" in document["calibration"]["fitted_on"]
