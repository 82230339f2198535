"""Names of the game data: generated from the data, translated in both languages, per game and edition."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from wonders_desktop.engine.core.events import Event
from wonders_desktop.languages import TRANSLATED_CODES
from wonders_desktop.ui.language.data_strings import NAMES
from wonders_desktop.ui.language.datanames import name_rows
from wonders_desktop.ui.language.event_text import describe_event
from wonders_desktop.ui.language.i18n import english_name, language_switcher, name_of
from wonders_desktop.ui.language.labels import seat_entries
from wonders_desktop.ui.language.move_text import describe_move

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"


def tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def language(qapp: object) -> Iterator[object]:
    """Switch to a language for one test, then back to English."""
    switcher = language_switcher()
    yield switcher.switch
    switcher.switch("en")


def test_the_generated_data_strings_match_the_data() -> None:
    generated = tool("build_data_strings").render()
    target = ROOT / "wonders_desktop" / "ui" / "language" / "data_strings.py"
    assert target.read_text(encoding="utf-8") == generated


def test_every_card_wonder_and_token_of_every_data_file_has_a_row() -> None:
    keys = {(row.dataset, row.kind, row.ident) for row in name_rows()}
    assert set(NAMES) == keys
    datasets = ("classic1", "classic2", "duel", "architects")
    counts = {name: sum(1 for d, kind, _ in keys if d == name and kind == "card") for name in datasets}
    # 1st edition: 68 + 10 guilds + Cities 27 + 3; 2nd: 70 + 10 + 42; Duel 73; Architects 14 card kinds
    assert counts == {
        "classic1": 108, "classic2": 122, "duel": 73, "architects": 14,
    }  # fmt: skip
    assert ("classic1", "wonder_name", "petra") in keys and ("classic2", "side", "night") in keys
    assert ("duel", "token", "loot5_player_b") in keys and ("architects", "token", "cat_pawn") in keys


@pytest.mark.parametrize("language_code", TRANSLATED_CODES)
def test_every_data_name_is_translated(language_code: str) -> None:
    root = ET.parse(TRANSLATIONS / f"wonders_{language_code}.ts").getroot()
    translated: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        if context.findtext("name") != "data":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") is None and (translation.text or "").strip():
                key = (message.findtext("source") or "", message.findtext("comment") or "")
                translated[key] = translation.text or ""
    missing = [row for row in name_rows() if (row.english, row.disambiguation) not in translated]
    assert not missing, "\n".join(f"{r.dataset} {r.kind} {r.ident}: {r.english}" for r in missing)


def test_each_game_and_edition_keeps_its_own_words(language: object) -> None:
    language("pt_BR")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    assert name_of("card", "lumber_yard", "duel") == "Madeireira"
    assert name_of("card", "baths", "classic", 1) == "Banheiros"  # the 1st-edition rulebook
    assert name_of("resource", "clay", "classic", 1) == "Barro"
    assert name_of("resource", "clay", "classic", 2) == "Argila"
    assert name_of("resource", "ore", "classic", 1) == "Ouro"
    assert name_of("card", "workers_guild", "classic", 1).startswith("Grêmio")
    assert name_of("card", "loom_1", "classic") == "Tear"
    assert name_of("resource", "loom", "classic") == "Tecido"
    assert name_of("progress_token", "law", "duel") != name_of("science", "law", "duel")
    assert name_of("wonder", "byzantium", "classic") == "Bizâncio"
    language("es")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    assert name_of("resource", "ore", "classic", 2) == "Metal"
    assert name_of("resource", "loom", "classic", 2) == "Tela"
    assert name_of("card", "barracks", "classic", 2) == "Barracones"
    assert name_of("side", "day", "classic", 2) == "Día"


def test_lookups_without_a_game_or_kind_still_find_a_name() -> None:
    assert english_name("wonder", "alexandria") == "Alexandria"
    assert english_name("progress_token", "urbanism") == "Urbanism"
    assert english_name("wonder_name", "gizah", "classic") == "The Pyramids of Giza"
    assert english_name("card", "halicarnassus", "architects") == "Halicarnassus"  # a deck key: a wonder
    assert english_name("cards", "blue_2vp_cat", "architects") == "Blue card (2 points + cat)"
    assert name_of("card", "no_such_card_id", "duel") == "No such card id"


def test_table_log_and_moves_speak_the_rulebook_words(language: object) -> None:
    language("pt_BR")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    assert describe_move("build:baths:l0r0", "classic", 1).text == "Construir Banheiros"
    assert describe_move("build:baths:l0r0", "classic", 1).effect.startswith("Vale 3 pontos de vitória.")
    assert describe_move("draft:the_pyramids", "duel").effect == "Vale 9 pontos de vitória."
    assert describe_move("stage:baths:l0r0", "classic", 1).effect == ""  # the card is spent, not built
    built = Event("card_built", 0, {"city": 0, "card": "lumber_yard", "how": "paid"})
    assert "Madeireira" in describe_event(built, lambda seat: "P1", game="duel")
    snapshot = {"players": [{"military_tokens": ["loot2_player_a"], "cards": {"blue_2vp_cat": 2}}]}
    entries = dict((key, text) for key, _label, text in seat_entries(snapshot, 0, game="architects"))
    assert entries["cards"] == "Carta Azul (2 pontos + Gato) ×2"
    duel_entries = dict((key, text) for key, _label, text in seat_entries(snapshot, 0, game="duel"))
    assert duel_entries["military_tokens"] == "Ficha Militar (2 moedas)"
