"""``check`` for Architects: bad input names the field and the closest ids (docs/cli.md, exit 2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from wonders_desktop.cli import main
from wonders_desktop.engine.architects import SPEC
from wonders_desktop.engine.core.errors import ScenarioError


def scenario(**player: Any) -> dict[str, Any]:
    return {"game": "architects", "players": [{"wonder": "giza", **player}], "queries": [{"kind": "score"}]}


@pytest.mark.parametrize(
    ("raw", "field", "hint"),
    [
        (scenario(wonder="gizah"), "players[0].wonder", "giza"),
        (scenario(cards={"blue_3v": 1}), "players[0].cards.blue_3v", "blue_3vp"),
        (scenario(cards={"wood": -1}), "players[0].cards.wood", "from 0 to 235"),
        (scenario(progress=["cultur"]), "players[0].progress[0]", "culture"),
        (scenario(progress=["culture", "culture", "culture"]), "players", "2 copies"),
        (scenario(stages=[2]), "players[0].stages", "built on stages [1]"),
        (scenario(stages=[6]), "players[0].stages[0]", "1 to 5"),
        (scenario(military=1), "players[0].military", "military_tokens"),
        (scenario(military_tokens="2"), "players[0].military_tokens", "valid integer"),
        ({"game": "architects", "players": [], "queries": []}, "players", "1 to 7"),
        ({**scenario(), "queries": [{"kind": "scores"}]}, "queries[0].kind", "score"),
        ({**scenario(), "queries": [{"kind": "builds"}]}, "queries[0].player", "player index 0..0"),
        ({**scenario(), "queries": [{"kind": "builds", "player": 1}]}, "queries[0].player", "0..0"),
        ({**scenario(), "queries": [{"kind": "builds", "player": "0"}]}, "queries[0].player", "integer"),
    ],
)
def test_bad_scenarios_name_the_field(raw: dict[str, Any], field: str, hint: str) -> None:
    with pytest.raises(ScenarioError) as error:
        SPEC.run_scenario(raw)
    assert error.value.field == field
    assert hint in error.value.message


def test_two_cats_are_refused() -> None:
    raw = scenario(cat=True)
    raw["players"].append({"wonder": "rhodes", "cat": True})
    with pytest.raises(ScenarioError, match=r"players\[1\]\.cat"):
        SPEC.run_scenario(raw)


def test_cli_exits_2_with_a_one_line_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(scenario(wonder="rhodos")), encoding="utf-8")
    assert main(["check", str(path)]) == 2
    message = capsys.readouterr().err.strip()
    assert "players[0].wonder" in message and "rhodes" in message and "\n" not in message


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"players": 8}, "options.players"),
        ({"players": 1}, "options.players"),
        ({"players": "3"}, "options.players"),
        ({"players": 3, "first_player": 3}, "options.first_player"),
        ({"players": 2, "wonders": ["rhodes"]}, "options.wonders"),
        ({"players": 2, "wonders": ["rhodes", "rhodos"]}, "options.wonders[1]"),
        ({"player": 3}, "options.player"),
    ],
)
def test_bad_options_are_refused(options: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        SPEC.new_game(options, 1)
    assert error.value.field == field


def test_chosen_wonders_and_first_player() -> None:
    state = SPEC.new_game({"players": 3, "wonders": ["rhodes", "giza", "babylon"], "first_player": 2}, 4)
    assert state.deck_ids == ["rhodes", "giza", "babylon", "central"]
    assert state.to_act() == (2,)
    with pytest.raises(ScenarioError, match="closest: babylon"):
        SPEC.new_game({"players": 2, "wonders": ["babilon", "giza"]}, 4)
    with pytest.raises(ScenarioError, match="one player only"):
        SPEC.new_game({"players": 2, "wonders": ["giza", "giza"]}, 4)


def test_simulate_options_cover_two_to_seven_players() -> None:
    for players in range(2, 8):
        assert SPEC.new_game(SPEC.simulate_options({"players": players}), 1).num_players == players
    with pytest.raises(ScenarioError, match="--expansions"):
        SPEC.simulate_options({"expansions": ["cities"]})
