"""The classic data files: every count SOURCES.md states, deck sizes, chains, ids, and bad-data errors."""

from __future__ import annotations

import copy
import json
from collections import Counter
from importlib import resources

import pytest

from wonders_desktop.engine.classic.catalog import catalog
from wonders_desktop.engine.classic.data import BaseGameData, CardData, CitiesData
from wonders_desktop.engine.core.datafiles import load, validate
from wonders_desktop.engine.core.errors import DataError

BASE = {1: "classic/base_1e.json", 2: "classic/base_2e.json"}
CITIES = {1: "classic/cities_1e.json", 2: "classic/cities_2e.json"}
BASE_WONDERS = {"alexandria", "babylon", "ephesos", "gizah", "halikarnassos", "olympia", "rhodos"}


def raw(name: str) -> dict:
    return json.loads(resources.files("wonders_desktop.engine.data").joinpath(name).read_text("utf-8"))


def copies(cards: list[CardData], age: int, players: int) -> int:
    return sum(1 for c in cards if c.age == age for p in c.players or () if p <= players)


@pytest.mark.parametrize("edition", [1, 2])
def test_base_game_has_148_cards_and_10_guilds(edition: int) -> None:
    data = load(BaseGameData, BASE[edition])
    per_age = Counter()
    for card in data.cards:
        assert card.players, f"{card.id} has no per-copy player counts"
        per_age[card.age] += len(card.players)
    assert len(data.guilds) == 10
    assert all(g.age == 3 and g.color == "purple" and g.players is None for g in data.guilds)
    assert (per_age[1], per_age[2], per_age[3] + len(data.guilds)) == (49, 49, 50)


@pytest.mark.parametrize("edition", [1, 2])
@pytest.mark.parametrize("players", [3, 4, 5, 6, 7])
def test_every_age_deck_holds_seven_cards_per_player(edition: int, players: int) -> None:
    data = load(BaseGameData, BASE[edition])
    assert copies(data.cards, 1, players) == 7 * players
    assert copies(data.cards, 2, players) == 7 * players
    assert copies(data.cards, 3, players) + players + 2 == 7 * players
    rules = catalog(edition)
    assert [len(rules.deck(age, players)) for age in (1, 2, 3)] == [7 * players] * 2 + [6 * players - 2]


def test_first_edition_boards_have_sides_a_and_b() -> None:
    data = load(BaseGameData, BASE[1])
    assert {w.id for w in data.wonders} == BASE_WONDERS
    assert all(set(w.sides) == {"a", "b"} for w in data.wonders)
    stages = {w.id: (len(w.sides["a"].stages), len(w.sides["b"].stages)) for w in data.wonders}
    assert stages["gizah"] == (3, 4) and stages["rhodos"] == (3, 2) and stages["babylon"] == (3, 3)


def test_second_edition_boards_have_day_and_night() -> None:
    data = load(BaseGameData, BASE[2])
    assert {w.id for w in data.wonders} == BASE_WONDERS
    assert all(set(w.sides) == {"day", "night"} for w in data.wonders)
    assert len(next(w for w in data.wonders if w.id == "babylon").sides["night"].stages) == 2


def test_cities_first_edition_black_cards_and_guilds() -> None:
    data = load(CitiesData, CITIES[1])
    assert Counter(c.age for c in data.black_cards) == {1: 9, 2: 9, 3: 9}
    assert all(c.color == "black" for c in data.black_cards)
    assert len(data.guilds) == 3 and all(g.color == "purple" for g in data.guilds)


def test_cities_second_edition_has_42_black_cards() -> None:
    data = load(CitiesData, CITIES[2])
    assert Counter(c.age for c in data.black_cards) == {1: 14, 2: 14, 3: 14}
    assert data.guilds == []


@pytest.mark.parametrize("edition", [1, 2])
def test_cities_boards_have_both_sides(edition: int) -> None:
    data = load(CitiesData, CITIES[edition])
    sides = {"a", "b"} if edition == 1 else {"day", "night"}
    assert {w.id for w in data.wonders} == {"petra", "byzantium"}
    assert all(set(w.sides) == sides for w in data.wonders)


@pytest.mark.parametrize(
    ("name", "model", "keys"),
    [
        (BASE[1], BaseGameData, ("cards", "guilds")),
        (BASE[2], BaseGameData, ("cards", "guilds")),
        (CITIES[1], CitiesData, ("black_cards", "guilds")),
        (CITIES[2], CitiesData, ("black_cards", "guilds")),
    ],
)
def test_ids_unique_and_chains_point_to_earlier_ages(name: str, model: type, keys: tuple[str, ...]) -> None:
    data = load(model, name)
    cards = [c for key in keys for c in getattr(data, key)]
    ids = [c.id for c in cards] + [w.id for w in data.wonders]
    assert len(ids) == len(set(ids))
    by_id = {c.id: c for c in cards}
    for card in cards:
        for parent in card.chain_from:
            assert by_id[parent].age < card.age, f"{card.id} chains from {parent}"
            assert card.id in by_id[parent].chain_to
        for child in card.chain_to:
            assert by_id[child].age > card.age


def test_chain_links_in_the_base_game() -> None:
    rules = catalog(1)
    statue = rules.by_id["statue"]
    assert statue.chain_from == (rules.by_id["theater"].name_id,)
    assert rules.by_id["forum"].chain_from == tuple(
        sorted((rules.by_id["east_trading_post"].name_id, rules.by_id["west_trading_post"].name_id))
    )


def test_disputed_second_edition_values_keep_the_primary_and_the_alternative() -> None:
    data = load(BaseGameData, BASE[2])
    town_hall = next(c for c in data.cards if c.id == "town_hall")
    assert town_hall.status == "disputed"
    assert town_hall.cost == {"stone": 3, "glass": 1}
    assert town_hall.alternative_cost == {"stone": 2, "ore": 1, "glass": 1}


def corrupted(name: str, change) -> dict:
    data = copy.deepcopy(raw(name))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d["cards"][3].pop("cost"), "cards.3.cost"),
        (lambda d: d["cards"][0].update(age="1"), "cards.0.age"),
        (lambda d: d["cards"][5].update(colour="brown"), "cards.5.colour"),
        (lambda d: d["cards"][2]["effects"].update(produce={"wood": "one"}), "cards.2.effects.produce.wood"),
        (lambda d: d["wonders"][1]["sides"]["a"].pop("resource"), "wonders.1.sides.a.resource"),
        (
            lambda d: d["guilds"][0]["effects"]["vp_per"].update(count="moons"),
            "guilds.0.effects.vp_per.count",
        ),
    ],
)
def test_corrupted_data_names_file_and_field(change, field: str) -> None:
    with pytest.raises(DataError) as error:
        validate(BaseGameData, corrupted(BASE[1], change), BASE[1])
    assert str(error.value).startswith(f"{BASE[1]}: {field}:")


def test_corrupted_cities_file_names_file_and_field() -> None:
    data = corrupted(CITIES[2], lambda d: d["black_cards"][7].update(cost={"coins": 1.5}))
    with pytest.raises(DataError, match=r"^classic/cities_2e.json: black_cards\.7\.cost\.coins:"):
        validate(CitiesData, data, CITIES[2])


def test_generated_files_match_the_converter(tmp_path) -> None:
    """The committed JSON is exactly what tools/build_classic_data.py writes from the reference YAML."""
    pytest.importorskip("yaml")
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    source = root.parent / "shared" / "reference" / "sevenwonders"
    if not source.exists():
        pytest.skip("reference data not available")
    spec = importlib.util.spec_from_file_location(
        "build_classic_data", root / "tools" / "build_classic_data.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.OUT = tmp_path
    module.main(["--source", str(source)])
    for name in ("base_1e.json", "base_2e.json", "cities_1e.json", "cities_2e.json"):
        assert json.loads((tmp_path / name).read_text()) == raw(f"classic/{name}")
