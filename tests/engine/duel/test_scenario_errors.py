"""Bad ``check`` scenarios: a clear ScenarioError naming the field, with the closest ids."""

from __future__ import annotations

from typing import Any

import pytest

from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.duel import SPEC


def scenario(**changes: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "game": "duel",
        "players": [{"city": [], "coins": 7, "progress": [], "wonders": []}, {"city": [], "coins": 7}],
        "conflict": 0,
        "queries": [{"kind": "score"}],
    }
    base.update(changes)
    return base


@pytest.mark.parametrize(
    ("changes", "pattern"),
    [
        ({"players": [{}]}, r"^players: .*exactly 2"),
        ({"conflict": 12}, r"^conflict: "),
        ({"conflict": "1"}, r"^conflict: .*valid integer"),
        (
            {"players": [{"city": ["aqeduct"]}, {}]},
            r"^players\[0\]\.city\[0\]: unknown card id 'aqeduct'; closest: aqueduct",
        ),
        (
            {"players": [{"city": ["baths"]}, {"city": ["baths"]}]},
            r"^players\[1\]\.city\[0\]: 'baths' is already in",
        ),
        (
            {"players": [{"wonders": [{"id": "colossus"}]}, {}]},
            r"players\[0\]\.wonders\[0\]\.id: .*closest: the_colossus",
        ),
        ({"players": [{"progress": ["maths"]}, {}]}, r"players\[0\]\.progress\[0\]: unknown progress token"),
        ({"players": [{"coin": 3}, {}]}, r"^players\[0\]\.coin: unknown field id 'coin'; closest: coins"),
        ({"queries": [{"kind": "costs", "player": 0}]}, r"^queries\[0\]\.kind: .*closest: cost"),
        (
            {"queries": [{"kind": "cost", "player": 2, "card": "baths"}]},
            r"^queries\[0\]\.player: must be 0 or 1",
        ),
        (
            {"queries": [{"kind": "cost", "player": 0, "card": "bath"}]},
            r"^queries\[0\]\.card: .*closest: baths",
        ),
        ({"structure": {"age": 4, "cards": []}}, r"^structure\.age"),
        ({"conflit": 1}, r"^conflit: unknown field id 'conflit'; closest: conflict"),
    ],
)
def test_bad_scenarios_name_the_field(changes: dict[str, Any], pattern: str) -> None:
    with pytest.raises(ScenarioError, match=pattern):
        SPEC.run_scenario(scenario(**changes))


def test_cost_reasons() -> None:
    answer = SPEC.run_scenario(
        scenario(
            players=[{"city": ["baths"], "coins": 1, "wonders": [{"id": "the_sphinx", "built": True}]}, {}],
            queries=[
                {"kind": "cost", "player": 0, "card": "baths"},
                {"kind": "cost", "player": 0, "card": "palace"},
                {"kind": "wonder_cost", "player": 0, "wonder": "the_sphinx"},
                {"kind": "wonder_cost", "player": 0, "wonder": "the_pyramids"},
            ],
        )
    )
    assert [r["reason"] for r in answer["results"]] == ["duplicate", "coins", "built", "not_owned"]


def test_an_illegal_play_is_reported_not_raised() -> None:
    answer = SPEC.run_scenario(scenario(queries=[{"kind": "play", "player": 0, "moves": ["build:baths"]}]))
    assert answer["results"][0]["legal"] is False and answer["results"][0]["applied"] == 0
