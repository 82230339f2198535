"""The shipped Architects data: component counts from the rulebook, unique ids, and loud failures."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from wonders_desktop.engine.architects.catalog import tables
from wonders_desktop.engine.architects.data import (
    CARDS_FILE,
    GAME_FILE,
    TOKENS_FILE,
    WONDERS_FILE,
    build_data,
    load_data,
    read_documents,
)
from wonders_desktop.engine.core.errors import DataError

EXPECTED_DECKS = {  # per-deck compositions of architects.yaml (majority of six sources, SOURCES.md)
    "alexandria": {"coin": 4, "glass": 1, "papyrus": 2, "compass": 1, "tablet": 1, "red_2horn": 1},
    "giza": {"clay": 1, "blue_2vp_cat": 3, "red_1horn": 2, "red_2horn": 0},
    "rhodes": {"coin": 2, "gear": 2, "red_1horn": 2},
    "central": {"coin": 6, "blue_2vp_cat": 8, "red_2horn": 2},
}


def test_seven_wonders_with_five_stages_and_the_five_costs() -> None:
    wonders = load_data().wonders.wonders
    assert len(wonders) == 7
    for wonder in wonders:
        assert len(wonder.stages) == 5
        costs = sorted((s.cost.count, s.cost.kind) for s in wonder.stages)
        assert costs == [(2, "different"), (2, "same"), (3, "different"), (3, "same"), (4, "different")]


def test_eight_decks_hold_235_cards() -> None:
    data = load_data()
    sizes = {w.id: sum(w.deck.values()) for w in data.wonders.wonders}
    sizes["central"] = sum(data.game.central_deck.deck.values())
    assert len(sizes) == 8
    assert sum(sizes.values()) == 235
    assert sizes.pop("central") == 60
    assert set(sizes.values()) == {25}


@pytest.mark.parametrize("deck", sorted(EXPECTED_DECKS))
def test_deck_compositions_follow_the_reference(deck: str) -> None:
    data = load_data()
    decks = {w.id: w.deck for w in data.wonders.wonders} | {"central": data.game.central_deck.deck}
    for kind, count in EXPECTED_DECKS[deck].items():
        assert decks[deck][kind] == count, (deck, kind)


def test_fifteen_progress_tokens_of_fourteen_kinds() -> None:
    tokens = load_data().tokens.progress_tokens
    assert len(tokens) == 14
    assert sum(t.copies for t in tokens) == 15
    assert [t.id for t in tokens if t.copies == 2] == ["culture"]


def test_conflict_tokens_per_player_count() -> None:
    assert tables().conflict_tokens == {2: 3, 3: 3, 4: 4, 5: 5, 6: 6, 7: 6}


def test_ids_are_unique_everywhere() -> None:
    data = load_data()
    for ids in (
        [c.id for c in data.cards.card_types],
        [w.id for w in data.wonders.wonders],
        [t.id for t in data.tokens.progress_tokens],
    ):
        assert len(ids) == len(set(ids))
    assert len(data.cards.card_types) == 14


def test_token_triggers_name_the_right_cards() -> None:
    t = tables()
    triggers = {
        t.tokens[token]: {t.kinds[k] for k in range(len(t.kinds)) if mask >> k & 1}
        for token, mask in t.take_triggers
    }
    assert triggers == {
        "urbanism": {"wood", "clay"},
        "crafts": {"papyrus", "glass"},
        "jewellery": {"stone", "coin"},
        "science": {"gear", "compass", "tablet"},
        "propaganda": {"red_1horn", "red_2horn"},
    }


def _corrupt(file: str, path: list[str | int], value: object) -> dict[str, object]:
    documents = copy.deepcopy(read_documents())
    target = documents[file]
    for key in path[:-1]:
        target = target[key]  # type: ignore[index]  # walks raw JSON documents along a path
    target[path[-1]] = value  # type: ignore[index]  # walks raw JSON documents along a path
    return documents


@pytest.mark.parametrize(
    ("file", "path", "value", "expected"),
    [
        (WONDERS_FILE, ["wonders", 2, "stages", 1, "vp"], "many", "wonders.2.stages.1.vp"),
        (WONDERS_FILE, ["wonders", 0, "deck", "emperor"], 1, "wonders.0.deck.emperor"),
        (WONDERS_FILE, ["wonders", 3, "stages", 4, "requires"], [5], "wonders.3.stages.4.requires"),
        (WONDERS_FILE, ["wonders", 1, "total_vp"], 99, "wonders.1.total_vp"),
        (CARDS_FILE, ["card_types", 4, "color"], "purple", "card_types.4.color"),
        (TOKENS_FILE, ["progress_tokens", 13, "copies"], 3, "progress_tokens.13.copies"),
        (TOKENS_FILE, ["progress_tokens", 0, "effect", "trigger"], ["grey_gold"], "progress_tokens.0.effect"),
        (GAME_FILE, ["central_deck", "deck_size"], 61, "central_deck.deck_size"),
    ],
)
def test_corrupted_copy_names_file_and_field(
    file: str, path: list[str | int], value: object, expected: str
) -> None:
    with pytest.raises(DataError) as error:
        build_data(_corrupt(file, path, value))
    assert file in str(error.value)
    assert expected in str(error.value)


def test_duplicate_ids_are_rejected() -> None:
    documents = copy.deepcopy(read_documents())
    wonders = documents[WONDERS_FILE]["wonders"]  # type: ignore[index]  # a raw JSON document
    wonders[1]["id"] = wonders[0]["id"]
    with pytest.raises(DataError, match=r"wonders\.json: wonders\.1\.id: duplicate"):
        build_data(documents)


def test_card_kinds_cover_every_deck() -> None:
    t = tables()
    totals: Counter[str] = Counter()
    for wonder in t.wonders:
        totals.update({t.kinds[k]: c for k, c in enumerate(wonder.deck)})
    assert set(totals) | {t.kinds[k] for k, c in enumerate(t.central_deck) if c} == set(t.kinds)


def test_committed_json_matches_the_converter_output() -> None:
    """The JSON files are generated; a hand edit (or a stale conversion) shows up here."""
    import importlib.util
    import json
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    source = root.parent / "shared" / "reference" / "architects" / "architects.yaml"
    if importlib.util.find_spec("yaml") is None or not source.exists():
        pytest.skip("the reference YAML or PyYAML is not available here")
    spec = importlib.util.spec_from_file_location(
        "build_architects_data", root / "tools" / "build_architects_data.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, document in module.build(source).items():
        assert json.loads(json.dumps(document)) == read_documents()[f"architects/{name}"], name
