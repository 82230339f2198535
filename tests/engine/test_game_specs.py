"""Every registered game describes itself truthfully (``GameSpec``): what its spec says a setup screen
may offer is what its engine accepts, and its score rows are its engine's score breakdown."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import Any

import pytest
from pydantic import BaseModel

from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.gamespec import PLAYERS, SetupOption, choices_of
from wonders_desktop.engine.core.protocol import GameSpec
from wonders_desktop.engine.registry import GAME_MODULES, game_spec

GAMES = sorted(GAME_MODULES)
PROBED_COUNTS = range(0, 10)


def setup_defaults(spec: GameSpec, picked: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The options a setup screen starts a game with: every offered option on its default."""
    options: dict[str, Any] = dict(picked or {})
    for option in spec.setup_options(options):
        if option.name == PLAYERS:
            counts = spec.player_counts(options)
            options.setdefault(PLAYERS, option.default if option.default in counts else counts[0])
        elif option.default is not None:
            options.setdefault(option.name, option.default)
    return options


def accepted_counts(spec: GameSpec, options: Mapping[str, Any]) -> set[int]:
    """The seat counts ``new_game`` takes with these options (for a game whose options name them)."""
    found = set()
    for count in PROBED_COUNTS:
        try:
            state = spec.new_game({**options, PLAYERS: count}, 1)
        except ScenarioError:
            continue
        assert state.num_players == count
        found.add(count)
    return found


def takes_players(spec: GameSpec) -> bool:
    return PLAYERS in spec.options_model.model_fields


@pytest.mark.parametrize("kind", GAMES)
def test_the_spec_names_its_game_and_its_schema(kind: str) -> None:
    spec = game_spec(kind)
    assert spec.kind == kind and isinstance(spec.name, str) and spec.name.strip()
    assert issubclass(spec.options_model, BaseModel)
    assert spec.options_model().model_dump() is not None  # every field has a default


@pytest.mark.parametrize("kind", GAMES)
def test_the_setup_defaults_start_a_game(kind: str) -> None:
    spec = game_spec(kind)
    options = setup_defaults(spec)
    state = spec.new_game(options, 7)
    assert state.num_players in spec.player_counts(options)
    assert len([role for role in spec.seat_roles(options) if role.played]) == state.num_players


@pytest.mark.parametrize("kind", GAMES)
def test_every_offered_value_is_one_the_schema_accepts(kind: str) -> None:
    spec = game_spec(kind)
    options = setup_defaults(spec)
    for option in spec.setup_options(options):
        assert option.choices, option.name
        for value in option.choices:
            raw = [value] * options.get(PLAYERS, 2) if option.per_seat else value
            if option.name in spec.options_model.model_fields:
                spec.options_model.model_validate({option.name: raw})  # raises if the schema refuses it
        if not option.per_seat and option.name != PLAYERS:
            assert option.default in option.choices and option.choices[0] == option.default


@pytest.mark.parametrize("kind", GAMES)
def test_a_bad_option_is_refused_naming_its_field(kind: str) -> None:
    spec = game_spec(kind)
    for name in spec.options_model.model_fields:
        with pytest.raises(ScenarioError) as refused:
            spec.new_game({name: {"not": "a value"}}, 1)
        assert refused.value.field.startswith(f"options.{name}"), (
            refused.value.field
        )  # .literal[...]: a union
    with pytest.raises(ScenarioError) as unknown:
        spec.new_game({"no_such_option": 1}, 1)
    assert unknown.value.field == "options.no_such_option"


@pytest.mark.parametrize("kind", GAMES)
def test_the_player_counts_are_exactly_those_new_game_accepts(kind: str) -> None:
    """For every combination of offered values: the counts the spec gives are the ones the engine takes
    (a combination the engine refuses whatever the count, like a 2nd-edition Free City, is skipped)."""
    spec = game_spec(kind)
    if not takes_players(spec):
        (count,) = spec.player_counts({})
        assert spec.new_game({}, 1).num_players == count
        return
    checked = 0
    for options in combinations(spec):
        accepted = accepted_counts(spec, options)
        if accepted:
            assert accepted == set(spec.player_counts(options)), options
            checked += 1
    assert checked


def combinations(spec: GameSpec) -> list[dict[str, Any]]:
    """Every combination of the values offered for the options with a few choices (not per seat)."""
    offered = [option for option in spec.setup_options({}) if is_combined(option)]
    values = [option.choices for option in offered]
    return [
        dict(zip([o.name for o in offered], chosen, strict=True)) for chosen in itertools.product(*values)
    ]


def is_combined(option: SetupOption) -> bool:
    return option.name != PLAYERS and not option.per_seat and len(option.choices) <= 3


@pytest.mark.parametrize("kind", GAMES)
def test_the_score_rows_are_the_engine_breakdown(kind: str) -> None:
    spec = game_spec(kind)
    for options in [setup_defaults(spec), *[setup_defaults(spec, o) for o in combinations(spec)]]:
        try:
            state = spec.new_game(options, 3)
        except ScenarioError:
            continue
        for score in state.outcome().scores:
            assert tuple(name for name, _ in score.categories) == spec.score_rows(options)


@pytest.mark.parametrize("kind", GAMES)
def test_teams_in_the_seat_roles_are_the_engines(kind: str) -> None:
    spec = game_spec(kind)
    for options in [setup_defaults(spec, o) for o in combinations(spec)]:
        for count in spec.player_counts(options):
            picked = {**options, PLAYERS: count} if takes_players(spec) else options
            try:
                state = spec.new_game(picked, 1)
            except ScenarioError:
                continue
            roles = [role for role in spec.seat_roles(picked) if role.played]
            assert len(roles) == state.num_players
            team_of = getattr(state, "team_of", None)
            for seat, role in enumerate(roles):
                mates = {
                    other
                    for other, them in enumerate(roles)
                    if role.team is not None and them.team == role.team
                }
                expected = set(team_of(seat)) if callable(team_of) else {seat}
                assert (mates or {seat}) == expected, (picked, seat)


def test_choices_are_read_from_the_schema() -> None:
    class Options(BaseModel):
        mode: str | None = None
        flag: bool = False

    assert choices_of(Options, "flag") == (False, True)
    with pytest.raises(ValueError, match="mode"):
        choices_of(Options, "mode")
