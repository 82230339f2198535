"""Each game's words module answers the shared texts' hooks; a game without one reads generic text.

The pinned texts were taken before the words moved into ``ui/views/<game>/`` (issue 26): moving them
changed no text, in any language.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from wonders_desktop.ui.language import cardtext
from wonders_desktop.ui.language.i18n import language_switcher, words_of
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.views.parts import game_part

VIEWS = Path(__file__).resolve().parents[2] / "wonders_desktop" / "ui" / "views"
GAME_PACKAGES = sorted(init.parent.name for init in VIEWS.glob("*/__init__.py"))


@pytest.fixture
def switch(qapp: object) -> Iterator[object]:
    yield language_switcher().switch
    language_switcher().switch("en")


def test_every_game_declares_its_words() -> None:
    """Each game's UI package has the hooks the shared texts ask for, and its rulebook's variants."""
    assert GAME_PACKAGES == ["architects", "classic", "duel"]
    for kind in GAME_PACKAGES:
        words = game_part(kind, "words")
        assert words is not None, kind
        assert callable(words.card_text) and callable(words.token_text) and callable(words.move_verbs)
        assert words.RULEBOOK_VARIANTS, kind


def test_a_game_without_words_reads_generic_text() -> None:
    """The generic table plays any engine (the tests' toy game): shared texts give the generic answer."""
    assert game_part("toy", "words") is None
    assert cardtext.card_text("toy", "lumber_yard") == cardtext.card_text("", "lumber_yard") == ""
    assert cardtext.token_text("no such game!", "law") == ""
    assert describe_move("build:lumber_yard", "toy").text == "Build Lumber Yard"
    assert (words_of("toy", 2).edition, words_of("toy", 2).dataset) == (1, "toy")


PINNED = [
    (
        "pt_BR",
        lambda: cardtext.card_text("classic", "vineyard"),
        "Receba 1 moeda por cada carta marrom na sua cidade e nas duas cidades vizinhas.",
    ),
    (
        "es",
        lambda: cardtext.card_cost_text("classic", "arena", edition=2),
        "Cuesta Arcilla ×2 y Metal.",
    ),
    (
        "pt_BR",
        lambda: cardtext.card_text("duel", "garrison"),
        "Mova o peão de Conflito 1 espaço em direção à capital do oponente. Concede o símbolo de "
        "encadeamento Espada: uma carta de uma Era posterior que o mostre será gratuita.",
    ),
    (
        "pt_BR",
        lambda: cardtext.wonder_text("classic", "babylon", edition=2),
        "Recurso inicial: produz 1 Madeira por turno.",
    ),
    (
        "pt_BR",
        lambda: cardtext.token_text("classic", "debt_token"),
        "Por cada moeda que você não pôde ou não quis pagar: -1 ponto de vitória.",
    ),
    (
        "es",
        lambda: cardtext.token_text("architects", "cat_pawn"),
        "Toma el gato: mientras lo tengas, mira en secreto la carta superior del mazo central al comienzo de "
        "tu turno; vale 2 puntos de victoria al final de la partida.",
    ),
    ("pt_BR", lambda: describe_move("discard:altar", "classic").text, "Construir Altar da pilha de descarte"),
    ("es", lambda: describe_move("discard:altar", "duel").text, "Descartar Altar para obtener monedas"),
]


@pytest.mark.parametrize("index", range(len(PINNED)))
def test_texts_are_those_from_before_the_move(switch: object, index: int) -> None:
    language, text, expected = PINNED[index]
    switch(language)  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    assert text() == expected


def test_an_architects_stage_move_names_the_cards_spent_and_describes_none(switch: object) -> None:
    switch("pt_BR")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    label = describe_move("build:2:wood+coin:pile", "architects")
    assert (label.group, label.text, label.effect) == (
        "Construir um Estágio",
        "Construir o Estágio 2 com Madeira, Moeda, Pile",
        "",
    )
    switch("es")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    label = describe_move("progress:2:wood+coin:pile", "architects")
    assert label.text == "Tomar la ficha superior de la pila boca abajo a cambio de 2"
