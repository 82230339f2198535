"""The shared pieces: seeded randomness, scores and winners, error messages, records."""

from __future__ import annotations

import random

import pytest

from wonders_desktop.engine.core.errors import ScenarioError, closest, unknown_id_error
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.rng import Rng, hash_seed
from wonders_desktop.engine.core.scoring import Outcome, ScoreBreakdown, winners_by
from wonders_desktop.engine.registry import game_spec


def test_rng_is_reproducible_and_clones_its_position() -> None:
    first, second = Rng(42), Rng(42)
    assert [first.randrange(100) for _ in range(5)] == [second.randrange(100) for _ in range(5)]
    twin = first.clone()
    assert [first.random() for _ in range(3)] == [twin.random() for _ in range(3)]
    items = list(range(10))
    first.shuffle(items)
    assert sorted(items) == list(range(10))


def test_spawned_generators_are_stable_and_distinct() -> None:
    assert hash_seed(1, "bot") == hash_seed(1, "bot")
    assert hash_seed(1, "bot") != hash_seed(2, "bot")
    assert Rng(7).spawn(1).seed != Rng(7).spawn(2).seed


def test_score_breakdown_keeps_pad_order_and_total() -> None:
    score = ScoreBreakdown.of(["military", "treasury", "science"], {"science": 10, "military": -2})
    assert score.as_dict() == {"military": -2, "treasury": 0, "science": 10, "total": 8}
    assert score["science"] == 10
    with pytest.raises(KeyError):
        score["guilds"]


def test_winners_use_tie_breakers_in_order_then_share() -> None:
    assert winners_by([10, 12, 12], ("coins", [9, 3, 5])) == ((2,), "coins")
    assert winners_by([10, 12, 12], ("coins", [9, 5, 5])) == ((1, 2), "coins")
    assert winners_by([13, 12, 12], ("coins", [0, 5, 5])) == ((0,), None)
    outcome = Outcome(scores=(), winners=(1, 2))
    assert outcome.win_share(1) == 0.5
    assert outcome.win_share(0) == 0.0


def test_unknown_id_errors_name_the_field_and_the_closest_ids() -> None:
    error = unknown_id_error("players[0].city[1]", "card", "lumbr_yard", ["lumber_yard", "loom", "altar"])
    assert error.field == "players[0].city[1]"
    assert "closest: lumber_yard" in str(error)
    assert closest("babilon", ["babylon", "gizah"]) == ["babylon"]


def test_unknown_game_kind_is_a_scenario_error() -> None:
    with pytest.raises(ScenarioError, match="game: unknown game id 'dual'; closest: duel"):
        game_spec("dual")


def test_record_from_a_newer_version_is_refused() -> None:
    record = GameRecord(version=99, game="duel", seed=1)
    with pytest.raises(ScenarioError, match="newer version"):
        record.replay()


def test_rng_choice_draws_what_randrange_drew_without_calling_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Rng.choice`` goes straight to ``random.Random.choice`` (the random bot and every playout choose
    this way): the same items as ``items[randrange(len(items))]``, so seeded games and bots are unchanged."""
    items = list(range(1, 40))
    reference = random.Random(7)
    expected = [items[: n + 1][reference.randrange(n + 1)] for n in range(38)]
    rng = Rng(7)

    def forbidden(*_args: object) -> int:
        raise AssertionError("randrange called")

    monkeypatch.setattr(rng._random, "randrange", forbidden)
    assert [rng.choice(items[: n + 1]) for n in range(38)] == expected
