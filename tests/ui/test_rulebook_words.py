"""Shared UI strings speak the words of each game's own rulebook (issue 12): the key terms, pinned.

7 Wonders 1st edition in Portuguese says "Desenvolver sua Maravilha", "nível de desenvolvimento",
"Tesouraria", "Grêmios", "marcador de Vitória"; the 2nd edition and Cities in Portuguese "estágio",
"Tesouro", "Guildas", "reserva"; Duel in Portuguese "Construir a Estrutura", "Guildas", "Tesouro";
Architects in Portuguese "Estágio", "marcador de Gato". The Spanish 2nd edition says "Desarrollar una
Etapa", "Vender la carta", "Tesorería", "reserva", "marcadores de Conflicto"; Spanish Duel "Tesoro",
"medidor de Conflicto".
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from wonders_desktop.engine.core.events import Event
from wonders_desktop.languages import TRANSLATED_CODES
from wonders_desktop.ui.language.datanames import DATASETS
from wonders_desktop.ui.language.event_text import describe_event
from wonders_desktop.ui.language.i18n import language_switcher, words_of
from wonders_desktop.ui.language.labels import category_name, field_label, tie_break_text
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.views.parts import game_part

ROOT = Path(__file__).resolve().parents[2]
ACTIONS = ("build", "stage", "sell")
ROWS = ("military", "treasury", "civilian", "guilds")
# Each game's words module declares the variants of the shared strings (move, log and label texts).
VARIANTS = tuple(
    variant
    for kind in ("classic", "duel", "architects")
    for variant in getattr(game_part(kind, "words"), "RULEBOOK_VARIANTS", ())
)


@pytest.fixture
def language(qapp: object, request: pytest.FixtureRequest) -> Iterator[str]:
    language_switcher().switch(request.param)
    yield request.param
    language_switcher().switch("en")


def names(seat: int | None) -> str:
    return f"P{(seat or 0) + 1}"


def line(kind: str, data: dict[str, object], game: str, edition: int = 1) -> str:
    return describe_event(Event(kind, 0, {"city": 0, **data}), names, game=game, edition=edition)


@pytest.mark.parametrize("language", ["pt_BR"], indirect=True)
def test_portuguese_moves_use_each_rulebooks_actions(language: str) -> None:
    stage = describe_move("stage:altar", "classic", 1)
    assert (stage.group, stage.text) == ("Desenvolver sua Maravilha", "Desenvolver a Maravilha com Altar")
    assert describe_move("build:altar", "classic", 1).group == "Construir uma estrutura"
    assert describe_move("sell:altar", "classic", 1).group == "Descartar para obter 3 moedas"
    assert "estágio" in describe_move("stage:altar", "classic", 2).text
    assert describe_move("build:1:wood+clay", "architects").group == "Construir um Estágio"
    assert describe_move("build:1:wood+clay", "architects").text.startswith("Construir o Estágio 1 com")
    duel = describe_move("discard:altar", "duel")
    assert (duel.group, describe_move("build:altar", "duel").group) == (
        "Descartar para receber moedas",
        "Construir a Estrutura",
    )


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_spanish_moves_use_the_second_edition_actions(language: str) -> None:
    for edition in (1, 2):
        groups = [describe_move(f"{verb}:altar", "classic", edition).group for verb in ACTIONS]
        assert groups == [
            "Construir la Estructura de la carta",
            "Desarrollar una Etapa de tu Maravilla",
            "Vender la carta",
        ]
        assert describe_move("sell:altar", "classic", edition).text == "Vender Altar"
    assert describe_move("discard:altar", "duel").group == "Descartar para obtener monedas"


@pytest.mark.parametrize("language", ["pt_BR"], indirect=True)
def test_portuguese_score_rows_follow_each_rulebooks_pad(language: str) -> None:
    first = [category_name(row, "classic", 1) for row in ROWS]
    assert first == ["Conflitos Militares", "Tesouraria", "Estruturas Civis", "Grêmios"]
    second = [category_name(row, "classic", 2) for row in ("treasury", "civilian", "guilds")]
    assert second == ["Tesouro", "Estruturas Cívicas", "Guildas"]
    assert [category_name(row, "duel") for row in ("treasury", "civilian", "guilds")] == second
    assert tie_break_text("stages", "architects") == "mais Estágios construídos"


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_spanish_score_rows_follow_each_rulebooks_pad(language: str) -> None:
    for edition in (1, 2):
        rows = [category_name(row, "classic", edition) for row in ROWS]
        assert rows == ["Conflictos Militares", "Tesorería", "Cartas Azules", "Cartas Moradas"]
    assert [category_name(row, "duel") for row in ("treasury", "civilian", "guilds")] == [
        "Tesoro",
        "Estructuras civiles",
        "Gremios",
    ]


@pytest.mark.parametrize("language", ["pt_BR"], indirect=True)
def test_portuguese_seat_fields_and_log_lines_per_rulebook(language: str) -> None:
    assert field_label("stages", "classic", 1) == "Níveis desenvolvidos"
    assert field_label("stages", "architects") == "Estágios construídos"
    assert field_label("tokens", "classic", 1) == "Marcadores de Conflito"
    assert (field_label("bank", "classic", 1), field_label("bank", "classic", 2)) == ("Banco", "Reserva")
    token = {"token": 3}
    assert "marcador de Vitória" in line("victory_token_taken", token, "classic", 1)
    assert "ficha de Vitória Militar" in line("victory_token_taken", token, "classic", 2)
    assert "nível 2" in line("wonder_stage_built", {"stage": 2}, "classic", 1)
    assert "Estágio 2" in line("wonder_stage_built", {"stage": 2}, "architects")
    assert line("cat_moved", {}, "architects") == "P1 pega o marcador de Gato."


@pytest.mark.parametrize("language", ["es"], indirect=True)
def test_spanish_seat_fields_and_log_lines_per_rulebook(language: str) -> None:
    assert field_label("tokens", "classic", 2) == "Marcadores de Conflicto"
    assert field_label("bank", "classic", 2) == "Reserva"
    assert line("card_sold", {"card": "altar"}, "classic", 2).startswith("P1 vende ")
    assert "Etapa 1" in line("wonder_stage_built", {"stage": 1}, "classic", 2)
    assert "medidor de Conflicto" in line("military_moved", {"from": 0, "to": 2}, "duel")


def test_without_a_variant_the_plain_translation_is_used(qapp: object) -> None:
    language_switcher().switch("pt_BR")
    try:
        plain = words_of().translate("MoveText", "Build {card}")
        assert plain == "Construir {card}"
        for game in ("classic", "duel", "architects"):
            assert words_of(game).translate("MoveText", "Build {card}") == plain
    finally:
        language_switcher().switch("en")


@pytest.mark.parametrize("language", TRANSLATED_CODES)
def test_every_variant_is_a_used_string_of_a_known_dataset(language: str) -> None:
    """A variant only works beside a plain entry of the same string (the one the code translates)."""
    plain: set[tuple[str, str]] = set()
    variants: set[tuple[str, str, str]] = set()
    for context in ET.parse(ROOT / "translations" / f"wonders_{language}.ts").getroot().iter("context"):
        name = context.findtext("name") or ""
        if name in ("data", "CardText"):
            continue
        for message in context.iter("message"):
            source, comment = message.findtext("source") or "", message.findtext("comment") or ""
            if comment:
                variants.add((name, source, comment))
            else:
                plain.add((name, source))
    assert set(VARIANTS) <= variants
    for context, source, dataset in VARIANTS:
        assert dataset in DATASETS
        assert (context, source) in plain, f"{source!r} has a {dataset} variant but no plain entry"
