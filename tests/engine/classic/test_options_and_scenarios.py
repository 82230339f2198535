"""Bad options and bad scenarios give a ScenarioError that names the field."""

from __future__ import annotations

import copy

import pytest

from wonders_desktop.engine.classic import SPEC
from wonders_desktop.engine.core.errors import ScenarioError

BASE = {
    "game": "classic",
    "options": {"edition": 1, "expansions": []},
    "players": [
        {"wonder": "alexandria", "side": "a", "stages": 1, "city": ["lumber_yard"], "coins": 3},
        {"wonder": "gizah", "side": "a", "city": ["lumber_yard", "stone_pit", "clay_pool"], "coins": 3},
        {"wonder": "babylon", "side": "a", "coins": 3},
    ],
    "queries": [{"kind": "score"}],
}


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 8}, "options.players:"),
        ({"players": 2}, "options.players: 3 to 7 players"),
        ({"players": 3, "variant": "free-city"}, "options.players: the Free City variant is for exactly 2"),
        ({"players": 3, "edition": 3}, "options.edition:"),
        ({"players": 3, "colour": 1}, "options.colour:"),
        (
            {"players": 3, "wonders": ["gizah", "rhodes", "babylon"]},
            "options.wonders[1]: unknown wonder id 'rhodes'; closest: rhodos",
        ),
        ({"players": 3, "wonders": ["gizah", "gizah", "babylon"]}, "options.wonders: each board"),
        ({"players": 3, "sides": "c"}, "options.sides: unknown side id 'c'"),
        ({"players": 3, "sides": ["a", "b"]}, "options.sides: needs 3 sides"),
        ({"players": 3, "expansions": ["cities", "cities"]}, "options.expansions: each expansion"),
        ({"players": 3, "expansions": ["leaders"]}, "options.expansions[0]:"),
        ({"players": 3, "edition": 2, "sides": "a"}, "options.sides: unknown side id 'a'"),
        ({"players": 4, "variant": "teams"}, "options.variant: team play is a rule of the Cities"),
        ({"players": 5, "variant": "teams", "expansions": ["cities"]}, "options.players: team play is for 4"),
        ({"players": 2, "variant": "free-city", "edition": 2}, "options.variant: the Free City variant is"),
        ({"players": 2, "variant": "free-city", "expansions": ["cities"]}, "options.variant: the Cities"),
        ({"players": 3, "wonders": ["gizah", "petra", "babylon"]}, "options.wonders[1]: unknown wonder id"),
    ],
)
def test_bad_options(options: dict, message: str) -> None:
    with pytest.raises(ScenarioError) as error:
        SPEC.new_game(options, 1)
    assert str(error.value).startswith(message)


def scenario_error(change) -> str:
    data = copy.deepcopy(BASE)
    change(data)
    with pytest.raises(ScenarioError) as error:
        SPEC.run_scenario(data)
    return str(error.value)


def test_unknown_card_names_the_field_and_the_closest_id() -> None:
    message = scenario_error(lambda d: d["players"][1]["city"].__setitem__(2, "lumbr_yard"))
    assert message.startswith("players[1].city[2]: unknown card id 'lumbr_yard'; closest: lumber_yard")


@pytest.mark.parametrize(
    ("change", "prefix"),
    [
        (lambda d: d["players"].pop(), "players: 3 to 7 players, got 2"),
        (
            lambda d: d["players"].extend([copy.deepcopy(d["players"][2])] * 5),
            "players: 3 to 7 players, got 8",
        ),
        (
            lambda d: d["players"][0].update(wonder="alexandra"),
            "players[0].wonder: unknown wonder id 'alexandra'",
        ),
        (lambda d: d["players"][0].update(side="c"), "players[0].side: unknown side id 'c'"),
        (lambda d: d["players"][0].update(stages=4), "players[0].stages:"),
        (lambda d: d["players"][0].update(military=[2]), "players[0].military[0]:"),
        (lambda d: d["players"][0].pop("coins"), "players[0].coins:"),
        (
            lambda d: d["players"][0]["city"].append("lumber_yard"),
            "players[0].city[1]: a city cannot hold two",
        ),
        (lambda d: d["queries"].append({"kind": "cost", "player": 5, "card": "altar"}), "queries[1].player:"),
        (
            lambda d: d["queries"].append({"kind": "cost", "player": 0, "card": "altr"}),
            "queries[1].card: unknown card",
        ),
        (lambda d: d["queries"].append({"kind": "price"}), "queries[1].kind:"),
        (lambda d: d["options"].update(edition=5), "options.edition:"),
    ],
)
def test_bad_scenarios(change, prefix: str) -> None:
    assert scenario_error(change).startswith(prefix)


def test_simulate_options() -> None:
    assert SPEC.simulate_options({}) == {"players": 3}
    assert SPEC.simulate_options({"variant": "free-city"}) == {"variant": "free-city", "players": 2}
    assert SPEC.simulate_options({"players": 5, "edition": 1}) == {"edition": 1, "players": 5}
