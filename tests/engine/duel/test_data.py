"""The Duel data files: counts, geometry, chains, ids, and bad data rejected with file and field."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from wonders_desktop.engine.core.datafiles import read_json, validate
from wonders_desktop.engine.core.errors import DataError
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.data import CardsFile, LayoutsFile, RulesFile, WondersFile


def test_card_counts_per_age_and_guilds() -> None:
    data = catalog()
    assert [len(deck) for deck in data.age_decks] == [23, 23, 20]
    assert len(data.guilds) == 7
    assert all(data.cards[g].color == 6 and data.cards[g].age == 3 for g in data.guilds)


def test_wonders_and_tokens() -> None:
    data = catalog()
    assert len(data.wonders) == 12
    assert len(data.tokens) == 10
    assert sorted(data.token_index) == sorted(
        [
            "agriculture",
            "architecture",
            "economy",
            "law",
            "masonry",
            "mathematics",
            "philosophy",
            "strategy",
            "theology",
            "urbanism",
        ]
    )


def test_military_track_and_tokens() -> None:
    military = catalog().rules.military
    assert military.capital == 9
    assert [(b.distance_from, b.distance_to, b.vp) for b in military.vp_by_distance] == [
        (0, 0, 0),
        (1, 2, 2),
        (3, 5, 5),
        (6, 8, 10),
    ]
    assert {(t.id, t.loser, t.coins, min(t.positions), max(t.positions)) for t in military.tokens} == {
        ("loot2_player_a", 0, 2, -5, -3),
        ("loot5_player_a", 0, 5, -8, -6),
        ("loot2_player_b", 1, 2, 3, 5),
        ("loot5_player_b", 1, 5, 6, 8),
    }


ROW_SIZES = {1: [2, 3, 4, 5, 6], 2: [6, 5, 4, 3, 2], 3: [2, 3, 4, 2, 4, 3, 2]}


@pytest.mark.parametrize("age", [1, 2, 3])
def test_layouts_have_20_slots_alternating_face_up_rows(age: int) -> None:
    layout = catalog().layouts_file.layouts[age - 1]
    assert len(layout.slots) == 20
    rows = Counter(slot.row for slot in layout.slots)
    assert [rows[r] for r in sorted(rows)] == ROW_SIZES[age]
    for slot in layout.slots:
        assert slot.face_up == (slot.row % 2 == 1)
    last_row = max(rows)
    assert [s.slot for s in layout.slots if not s.covered_by] == [
        s.slot for s in layout.slots if s.row == last_row
    ]


def test_every_chain_points_to_an_existing_earlier_card() -> None:
    data = catalog()
    providers = {c.chain_provides: c for c in data.cards if c.chain_provides}
    needing = [c for c in data.cards if c.chain_requires]
    assert len(needing) == 17
    for card in needing:
        assert card.chain_requires in providers
        assert providers[card.chain_requires].age < card.age


def test_ids_are_unique_across_cards_wonders_and_tokens() -> None:
    data = catalog()
    ids = [c.id for c in data.cards] + [w.id for w in data.wonders] + [t.id for t in data.tokens]
    assert len(ids) == len(set(ids)) == 73 + 12 + 10


def test_first_game_assignment_is_eight_distinct_wonders() -> None:
    fixed = catalog().rules.draft.first_game
    assert len(set(fixed.first) | set(fixed.second)) == 8


def corrupted(name: str) -> dict:
    return copy.deepcopy(read_json(name))


def test_a_corrupted_card_names_file_and_field() -> None:
    data = corrupted("duel/cards.json")
    data["cards"][3]["cost"]["coins"] = -1
    with pytest.raises(DataError, match=r"duel/cards\.json: cards\.3\.cost\.coins"):
        validate(CardsFile, data, "duel/cards.json")


def test_an_unknown_effect_kind_names_the_field() -> None:
    data = corrupted("duel/wonders.json")
    data["wonders"][0]["effects"][0]["kind"] = "teleport"
    with pytest.raises(DataError, match=r"duel/wonders\.json: wonders\.0\.effects\.0"):
        validate(WondersFile, data, "duel/wonders.json")


def test_a_chain_to_nowhere_is_rejected() -> None:
    data = corrupted("duel/cards.json")
    aqueduct = next(c for c in data["cards"] if c["id"] == "aqueduct")
    aqueduct["chain_requires"] = "barrel"  # provided by the Brewery, of the same age
    with pytest.raises(DataError, match=r"duel/cards\.json: .*chain_requires"):
        validate(CardsFile, data, "duel/cards.json")


def test_duplicate_ids_and_bad_layouts_are_rejected() -> None:
    cards = corrupted("duel/cards.json")
    cards["cards"][1]["id"] = cards["cards"][0]["id"]
    with pytest.raises(DataError, match=r"duel/cards\.json: .*duplicate id 'lumber_yard'"):
        validate(CardsFile, cards, "duel/cards.json")
    layouts = corrupted("duel/layouts.json")
    layouts["layouts"][0]["slots"].pop()
    with pytest.raises(DataError, match=r"duel/layouts\.json: layouts\.0\.slots"):
        validate(LayoutsFile, layouts, "duel/layouts.json")


def test_an_unknown_field_is_rejected() -> None:
    rules = corrupted("duel/rules.json")
    rules["starting_coin"] = 7
    with pytest.raises(DataError, match=r"duel/rules\.json: starting_coin"):
        validate(RulesFile, rules, "duel/rules.json")
