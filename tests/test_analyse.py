"""``analyse`` (issue 25): every decision of one seat of a save rated from that seat's view, and
``tournament --records``, whose files ``inspect`` and ``analyse`` read (docs/cli.md)."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

from tests.bots.test_bots_hidden_info import twins
from wonders_desktop.bots.analysis import (
    FINE_BELOW,
    INACCURACY_BELOW,
    MARKS,
    MISTAKE_BELOW,
    analyse_positions,
    decisions,
    mark_for,
    paired_values,
    rate_decision,
)
from wonders_desktop.bots.heuristics import heuristics_for
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.cli import main
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel.rules import DATA, located_cards
from wonders_desktop.engine.duel.scenario import build_position
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.savegames.saves import SeatSetup, make_save, new_game_id, now, write_save

CONTRACT_KEYS = {"index", "played", "best", "win_played", "win_best", "loss", "mark"}


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def played_game(kind: str, options: dict[str, Any], seed: int, decisions_count: int) -> GameState:
    """A game of medium bots cut after ``decisions_count`` decisions."""
    state = game_spec(kind).new_game(game_spec(kind).simulate_options(options), seed)
    bots = [make_bot("medium", kind, seat) for seat in range(state.num_players)]
    for _ in range(decisions_count):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), seat))
    return state


def saved(tmp_path: Path, state: GameState, name: str = "game.json") -> Path:
    path = tmp_path / name
    seats = [SeatSetup(human=seat == 0, level="medium") for seat in range(state.num_players)]
    write_save(path, make_save(state, seats, new_game_id(), now()))
    return path


# --- (1) the output's shape ----------------------------------------------------------------------------
def test_every_decision_of_the_seat_is_rated_in_the_contract_shape(tmp_path: Path) -> None:
    state = played_game("duel", {}, 3, 12)
    path = saved(tmp_path, state)
    code, out, err = run(["analyse", str(path), "--seat", "1", "--time", "0.02"])
    assert code == 0, err
    result = json.loads(out)
    assert set(result) == {"seat", "moves", "mean_loss"} and result["seat"] == 1
    own = [index for index, (seat, _) in enumerate(state.history) if seat == 1]
    assert [move["index"] for move in result["moves"]] == own
    for move in result["moves"]:
        assert set(move) == CONTRACT_KEYS
        assert move["played"] == state.history[move["index"]][1]
        assert 0.0 <= move["win_played"] <= move["win_best"] <= 1.0
        assert move["loss"] == pytest.approx(move["win_best"] - move["win_played"], abs=2e-4)
        assert move["mark"] == mark_for(move["loss"])
        if move["best"] == move["played"]:
            assert move["loss"] == 0.0
    losses = [move["loss"] for move in result["moves"]]
    assert result["mean_loss"] == pytest.approx(sum(losses) / len(losses), abs=2e-4)


def test_marks_follow_the_thresholds() -> None:
    assert [mark_for(loss) for loss in (0.0, FINE_BELOW, INACCURACY_BELOW, MISTAKE_BELOW, 1.0)] == [
        "fine",
        "inaccuracy",
        "mistake",
        "blunder",
        "blunder",
    ]
    assert MARKS == ("fine", "inaccuracy", "mistake", "blunder")
    assert 0 < FINE_BELOW < INACCURACY_BELOW < MISTAKE_BELOW < 1


def test_a_forced_decision_is_fine_with_no_loss() -> None:
    state = game_spec("duel").new_game({}, 4)
    while len(state.legal_moves(state.to_act()[0])) > 1:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_moves(seat)[0])
    seat = state.to_act()[0]
    (only,) = state.legal_moves(seat)
    rating = rate_decision(state.view(seat), seat, only, seed=1, time_budget=None, iterations=20)
    assert rating.as_dict()["loss"] == 0.0 and rating.mark == "fine" and rating.best == only.to_str()
    assert 0.0 <= rating.win_played <= 1.0


@pytest.mark.parametrize(("kind", "options"), [("duel", {}), ("classic", {"players": 3})])
def test_the_played_and_best_moves_meet_the_same_deals_and_luck(kind: str, options: dict[str, Any]) -> None:
    """The loss is a paired difference: every move of one call is rolled out on the same deals with the
    same luck, so a move listed twice gets exactly one value, whatever else is compared with it (with
    a deal or a generator per move, as independent estimates have, its two values would differ)."""
    seat = 1
    state = played_game(kind, options, 7, 9)
    view = state.view(seat)
    first, second = view.legal_moves(seat)[:2]
    heuristics = heuristics_for(kind)
    same = paired_values(view, seat, [first, first], heuristics, Rng(5), None, 6)
    assert same[0] == same[1] and 0.0 <= same[0] <= 1.0
    assert same[:1] == paired_values(view, seat, [first], heuristics, Rng(5), None, 6)
    pair = paired_values(view, seat, [first, second, first], heuristics, Rng(5), None, 6)
    assert pair[0] == pair[2] == same[0]


# --- (3) no peeking -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("kind", "options"), [("duel", {}), ("classic", {"players": 3})])
def test_the_analysis_does_not_depend_on_what_the_seat_could_not_see(
    kind: str, options: dict[str, Any]
) -> None:
    """Each position is swapped for one the seat cannot tell apart (other hidden cards): same analysis."""
    seat = 1
    state = played_game(kind, options, 5, 16)
    record = GameRecord.of(state)
    positions = list(decisions(record, seat))[-3:]
    swapped, differs = [], False
    for number, (index, position, move) in enumerate(positions):
        (twin,) = twins(position, seat, 1) if number else (position,)
        assert twin.view(seat).snapshot() == position.view(seat).snapshot()
        differs |= twin.snapshot() != position.snapshot()
        swapped.append((index, twin, move))
    assert differs, "the twins must hide other cards, or the test proves nothing"
    first = analyse_positions(positions, seat, record.seed, time_budget=None, iterations=60)
    second = analyse_positions(swapped, seat, record.seed, time_budget=None, iterations=60)
    assert first == second
    assert len(first["moves"]) == 3


# --- (4) a blunder is marked worse than the best move ----------------------------------------------------
def test_missing_a_military_supremacy_is_a_blunder() -> None:
    """The Archery Range's two shields take the pawn from 7 to 9: the game is won at once, while on
    points (27 to 0 in blue cards) it is lost. Discarding that card throws the win away.

    The scenario places only two cards of age II; the others go to the discard pile and three are set
    aside, so the position can be determinized like one of a real game."""
    state = build_position(
        {
            "game": "duel",
            "players": [
                {"city": ["lumber_yard", "quarry", "press"], "coins": 7},
                {"city": ["courthouse", "temple", "aqueduct", "rostrum", "altar", "baths", "theater"]},
            ],
            "conflict": 7,
            "structure": {"age": 2, "cards": ["archery_range", "statue"]},
        }
    )
    unplaced = [card for card in DATA.age_decks[1] if card not in located_cards(state)]
    state.discard, state.removed = unplaced[3:], [unplaced[:3]]
    view = state.view(0)
    win, waste = state.parse_move("build:archery_range"), state.parse_move("discard:archery_range")
    assert {win, waste} <= set(view.legal_moves(0))
    # 200 iterations: at 80 the discard's mark depended on the seed (an inaccuracy for seed 3)
    good = rate_decision(view, 0, win, seed=2, time_budget=None, iterations=200)
    bad = rate_decision(view, 0, waste, seed=2, time_budget=None, iterations=200)
    assert good.mark == "fine" and good.loss == 0.0
    assert good.win_played >= 0.8  # a won game is worth 0.8, nudged by its score margin
    assert bad.best == "build:archery_range"
    assert bad.loss > good.loss and MARKS.index(bad.mark) > MARKS.index(good.mark)
    assert MARKS.index(bad.mark) >= MARKS.index("mistake")


# --- (5) tournament --records ---------------------------------------------------------------------------
def test_tournament_records_are_saves_that_inspect_and_analyse_read(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "records"
    argv = ["tournament", "--game", "duel", "--seats", "random,easy", "--games", "2", "--seed", "3"]
    code, out, err = run([*argv, "--records", str(folder)])
    assert code == 0, err
    assert json.loads(out)[0]["games"] == 2
    files = sorted(path.name for path in folder.iterdir())
    assert files == ["game-0001.json", "game-0002.json"]
    for number, name in enumerate(files):
        code, out, err = run(["inspect", str(folder / name)])
        assert code == 0, err
        summary = json.loads(out)
        assert summary["finished"] and summary["game"] == "duel"
        lineup = ["random", "easy"] if number == 0 else ["easy", "random"]  # the seats rotate
        assert [seat["level"] for seat in summary["seats"]] == lineup
        assert not any(seat["human"] for seat in summary["seats"])
    code, out, err = run(["analyse", str(folder / files[0]), "--seat", "0", "--time", "0.005"])
    assert code == 0, err
    assert json.loads(out)["moves"]


def test_records_into_a_file_is_bad_input(tmp_path: Path) -> None:
    blocker = tmp_path / "records"
    blocker.write_text("not a folder")
    argv = ["tournament", "--game", "duel", "--seats", "random,random", "--games", "1", "--seed", "1"]
    code, out, err = run([*argv, "--records", str(blocker)])
    assert code == 2 and out == ""
    assert err.startswith("error: --records:") and len(err.splitlines()) == 1


# --- (6) the analysis' value orders the bot levels ---------------------------------------------------------
def test_the_duel_value_orders_the_levels_moves_on_the_same_positions() -> None:
    """random > easy > medium > hard in mean loss of win chance (issue 37: with the learned value). On
    the same positions (every fourth decision of eight medium games, past the draft), each level's move
    is valued with the others on the same samples (``paired_values``: the analysis' value, the Hint's
    chance) and loses what it leaves below the best of them. The hard bot is capped by iterations,
    so the test is deterministic; the same order over whole games, with its standard errors, is in
    benchmarks/README.md ("Calibrated Duel win chances")."""
    from wonders_desktop.bots.search import HardBot

    levels = ("random", "easy", "medium", "hard")
    heuristics = heuristics_for("duel")
    losses: dict[str, list[float]] = {level: [] for level in levels}
    for game in range(8):
        state = game_spec("duel").new_game({}, 500 + game)
        players = [make_bot("medium", "duel", seat) for seat in (0, 1)]
        for decision in range(200):
            if not state.to_act():
                break
            seat = state.to_act()[0]
            view = state.view(seat)
            if decision >= 8 and decision % 4 == 0 and len(view.legal_moves(seat)) > 1:
                moves = [
                    HardBot("duel", seed=decision, iterations=100).choose(view, seat)
                    if level == "hard"
                    else make_bot(level, "duel", decision).choose(view, seat)
                    for level in levels
                ]
                values = paired_values(view, seat, moves, heuristics, Rng(decision), None, 12)
                for level, value in zip(levels, values, strict=True):
                    losses[level].append(max(values) - value)
            state.apply(seat, players[seat].choose(view, seat))
    means = [sum(losses[level]) / len(losses[level]) for level in levels]
    assert len(losses["hard"]) > 100
    by_level = dict(zip(levels, means, strict=True))
    assert means == sorted(means, reverse=True) and len(set(means)) == 4, by_level
    assert means[0] > 2 * means[3]  # a random move gives up far more than the hard bot's
