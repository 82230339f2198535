"""Duel's options are a strict pydantic model: a bad value names its field, an unknown one its neighbours."""

from __future__ import annotations

from typing import Any

import pytest

from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.spec import validated_options


def test_defaults_are_the_rulebooks_draft_with_a_random_first_player() -> None:
    assert validated_options({}) == {"wonders": "draft", "first_player": "random"}
    assert validated_options({"wonders": "first_game", "first_player": 1})["first_player"] == 1


@pytest.mark.parametrize(
    ("options", "field"),
    [
        ({"wonders": "drafted"}, "options.wonders"),
        ({"first_player": True}, "options.first_player"),
        ({"first_player": 2}, "options.first_player"),
        ({"first_player": "1"}, "options.first_player"),
        ({"wonder": "draft"}, "options.wonder"),
    ],
)
def test_bad_options_name_their_field(options: dict[str, Any], field: str) -> None:
    with pytest.raises(ScenarioError) as error:
        SPEC.new_game(options, 1)
    assert error.value.field == field
    if field == "options.wonder":
        assert "wonders" in str(error.value)  # the closest known option
