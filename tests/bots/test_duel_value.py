"""The learned Duel value: the pure-Python inference equals a plain computation, the value is
symmetric between the seats, the weights file is checked, and a bad file leaves the hard bot on its
hand-tuned leaf. A tiny fixture network keeps these fast (``duel_value_fixture``)."""

from __future__ import annotations

import ast
import json
import logging
import math
import subprocess
import sys
from pathlib import Path

import pytest

import wonders_desktop.bots.duel_value.store as store
from tests.bots.duel_value_fixture import HIDDEN, tiny_document, write_tiny
from tests.bots.scripts import load_benchmark
from wonders_desktop.bots.duel_value import (
    NUM_FEATURES,
    ValueFileError,
    default_network,
    features,
    load_network,
)
from wonders_desktop.bots.duel_value.features import BLOCKS, CAPITAL
from wonders_desktop.bots.duel_value.network import ValueNetwork
from wonders_desktop.bots.heuristics.duel import HEURISTICS, LEAF_CLIP, DuelHeuristics
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel.state import DuelState

ROOT = Path(__file__).resolve().parents[2]
TRAINING = "wonders_desktop.training"


@pytest.fixture(scope="module")
def states() -> list[DuelState]:
    """Full states from a medium-vs-medium game, every third decision (draft included)."""
    found = load_benchmark("bench_duel_search").positions([5], 3)
    return [view.determinize(seat, Rng(7)) for view, seat in found]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> ValueNetwork:
    return load_network(write_tiny(tmp_path_factory.mktemp("value") / "tiny.json"))


def float_reference(document: dict, active: list[int]) -> float:
    """The network as a textbook computes it, in floats, from the file's numbers."""
    hidden = [sum(float(document["w1"][i][j]) for i in active) for j in range(document["hidden"])]
    return document["b2"] + sum(w * max(0.0, h) for w, h in zip(document["w2"], hidden, strict=True))


def test_packed_inference_equals_the_plain_computations(tiny: ValueNetwork, states: list[DuelState]) -> None:
    document = tiny_document()
    fixed = [[0], [0, 1, 2, 3], list(range(NUM_FEATURES)), [0, 5, 77, 200, NUM_FEATURES - 1]]
    from_games = [features(state, state.current, 0.0) for state in states]
    assert len(from_games) > 10
    for active in fixed + from_games:
        assert tiny.logit(active) == tiny.logit_reference(active)  # the same integers: bit for bit
        assert tiny.logit(active) == pytest.approx(float_reference(document, active), rel=1e-12, abs=1e-12)
    assert len({round(tiny.logit(active), 9) for active in from_games}) > 5  # not a constant


def test_inputs_are_the_position_seen_from_the_seat(states: list[DuelState]) -> None:
    """Seat 0's own blocks are seat 1's opponent blocks and the pawn counts the other way: one network
    reads a position for either seat."""
    mirrored = {"own_cards": "opp_cards", "own_wonders": "opp_wonders", "own_tokens": "opp_tokens",
                "own_coins": "opp_coins", "own_science": "opp_science"}
    shared = ("bias", "board_tokens", "open_cards", "age", "phase", "remaining", "play_again")

    def block(active: list[int], name: str) -> list[int]:
        start, size = BLOCKS[name]
        return [index - start for index in active if start <= index < start + size]

    for state in states:
        zero, one = features(state, 0, 0.0), features(state, 1, 0.0)
        for own, opp in mirrored.items():
            assert block(zero, own) == block(one, opp) and block(zero, opp) == block(one, own)
        for name in shared:
            assert block(zero, name) == block(one, name)
        assert block(zero, "conflict")[0] - CAPITAL == -(block(one, "conflict")[0] - CAPITAL)
        assert block(zero, "own_cards") == sorted(state.cities[0].cards)


def test_the_value_for_the_other_seat_is_one_minus_the_value(tiny: ValueNetwork,
                                                             states: list[DuelState]) -> None:
    heuristics = DuelHeuristics(network=tiny)
    checked = 0
    for state in states:
        if heuristics.ending(state):
            continue
        zero, one = heuristics.win_logit(state, 0), heuristics.win_logit(state, 1)
        assert zero is not None and one is not None
        assert zero == -one
        assert 1 / (1 + math.exp(-zero)) == pytest.approx(1 - 1 / (1 + math.exp(-one)), abs=1e-15)
        assert heuristics.leaf(state, 0) == -heuristics.leaf(state, 1)
        assert abs(heuristics.leaf(state, 0)) <= LEAF_CLIP
        checked += 1
    assert checked > 10


def test_the_leaf_is_the_learned_value_not_the_margin(tiny: ValueNetwork, states: list[DuelState]) -> None:
    learned, margin = DuelHeuristics(network=tiny), DuelHeuristics(learned=False)
    unfinished = [state for state in states if not learned.ending(state)]
    assert any(learned.leaf(s, 0) != pytest.approx(margin.margin(s, 0, "medium")) for s in unfinished)
    assert all(margin.leaf(s, 0) == margin.margin(s, 0, "medium") for s in unfinished)


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"feature_set": "duel-raw-0"}, "feature set"),
        ({"format": "something-else"}, "not a Duel value file"),
        ({"format_version": 99}, "format version"),
        ({"inputs": NUM_FEATURES + 1}, "inputs"),
        ({"hidden": 0}, "hidden size"),
        ({"hidden": HIDDEN + 1}, "w1 row"),
        ({"w2": [1.0] * (HIDDEN - 1)}, "w2"),
        ({"b2": "0.1"}, "b2"),
        ({"w1": [[40_000] * HIDDEN] * NUM_FEATURES}, "integer within"),
        ({"w1": [[1.5] * HIDDEN] * NUM_FEATURES}, "integer within"),
    ],
)
def test_a_mismatched_file_is_refused_with_its_reason(tmp_path: Path, changes: dict, reason: str) -> None:
    path = write_tiny(tmp_path / "bad.json", **changes)
    with pytest.raises(ValueFileError, match=reason) as error:
        load_network(path)
    assert str(path) in str(error.value)


def test_a_corrupt_missing_or_huge_file_is_refused(tmp_path: Path) -> None:
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text('{"format": "wonders-duel-value", "w1": [[1, 2', encoding="utf-8")
    with pytest.raises(ValueFileError, match="not a JSON document"):
        load_network(corrupt)
    with pytest.raises(ValueFileError, match="cannot be read"):
        load_network(tmp_path / "missing.json")
    huge = tmp_path / "huge.json"
    huge.write_bytes(b" " * (store.MAX_BYTES + 1))
    with pytest.raises(ValueFileError, match="larger than"):
        load_network(huge)


def test_a_bad_shipped_file_leaves_the_hard_bot_on_the_margin_leaf(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, states: list[DuelState]
) -> None:
    monkeypatch.setattr(store, "DEFAULT_PATH", write_tiny(tmp_path / "old.json", feature_set="duel-raw-0"))
    default_network.cache_clear()
    try:
        with caplog.at_level(logging.WARNING):
            assert default_network() is None
        assert "feature set" in caplog.text and "hand-tuned leaf" in caplog.text
        heuristics = DuelHeuristics()
        state = next(s for s in states if not heuristics.ending(s))
        assert heuristics.win_logit(state, 0) is None
        assert heuristics.leaf(state, 0) == heuristics.margin(state, 0, "medium")
    finally:
        default_network.cache_clear()


def test_the_shipped_weights_load_and_are_small() -> None:
    assert store.DEFAULT_PATH.stat().st_size <= 1 << 20
    network = load_network(store.DEFAULT_PATH)
    document = json.loads(store.DEFAULT_PATH.read_text(encoding="utf-8"))
    assert document["training"]["command"].startswith("python -m wonders_desktop.training duel")
    assert network.inputs == NUM_FEATURES
    assert HEURISTICS.network is not None


def test_the_app_and_the_bots_never_import_numpy_nor_the_training() -> None:
    """numpy is an optional extra for the fit alone: the app, the bots and the hard bot's value must
    run without it (a fresh interpreter, so nothing the test run imported counts)."""
    code = (
        "import sys\n"
        "import wonders_desktop.cli, wonders_desktop.bots.levels, wonders_desktop.bots.analysis\n"
        "import wonders_desktop.ui.session.controller\n"
        "from wonders_desktop.bots.registry import make_bot\n"
        "from wonders_desktop.engine.duel import SPEC\n"
        "state = SPEC.new_game({}, 3)\n"
        "while state.phase == 0: state.apply(state.current, state.legal_moves(state.current)[0])\n"
        "bot = make_bot('hard', 'duel', 1)\n"
        "bot.iterations = 1; bot.time_budget = None\n"
        "bot.choose(state.view(state.current), state.current)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] == 'numpy' or 'training' in m)\n"
        "print(bad)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                            env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""}, check=True)
    assert result.stdout.strip() == "[]"


def test_no_module_outside_the_training_imports_numpy_or_the_training() -> None:
    package = ROOT / "wonders_desktop"
    offenders = []
    for path in package.rglob("*.py"):
        if "training" in path.relative_to(package).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            if any(name.split(".")[0] == "numpy" or name.startswith(TRAINING) for name in names):
                offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []
