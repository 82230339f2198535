"""Card, stage and token texts: generated from the effect data, complete in the three languages."""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from wonders_desktop.engine.classic.data import Effects
from wonders_desktop.languages import LANGUAGE_CODES, TRANSLATED_CODES
from wonders_desktop.ui.language import cardtext
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.views.classic.cardtext import CLASSIC_EFFECTS

ROOT = Path(__file__).resolve().parents[2]
LEFTOVER = re.compile(r"\{[a-z_]*\}|%n|\(s\)|\b[a-z0-9]+_[a-z0-9_]+\b")


def dump_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("dump_card_texts", ROOT / "tools" / "dump_card_texts.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def switch(qapp: object) -> Iterator[object]:
    yield language_switcher().switch
    language_switcher().switch("en")


def test_every_classic_effect_key_has_a_phrase() -> None:
    assert set(CLASSIC_EFFECTS) == set(Effects.model_fields) - {"tradeable", "text"}


@pytest.mark.parametrize("language", LANGUAGE_CODES)
def test_every_card_stage_and_token_reads_as_complete_sentences(switch: object, language: str) -> None:
    switch(language)  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    subjects = list(dump_tool().subjects())
    assert len(subjects) > 500
    problems = []
    for label, ident, text, cost in subjects:
        if not text.strip() or not text.rstrip().endswith("."):
            problems.append(f"{label} {ident}: no sentence: {text!r}")
        for part in (text, cost):
            if LEFTOVER.search(part):
                problems.append(f"{label} {ident}: leftover {LEFTOVER.search(part).group()!r} in {part!r}")
        if label.endswith(("card", "stage", "wonder")) and label != "architects wonder" and not cost:
            problems.append(f"{label} {ident}: no cost text")
    assert not problems, "\n".join(problems[:20])


def test_translations_differ_from_english(switch: object) -> None:
    switch("en")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    english = [text for _l, _i, text, _c in dump_tool().subjects()]
    for language in TRANSLATED_CODES:
        switch(language)  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
        translated = [text for _l, _i, text, _c in dump_tool().subjects()]
        same = [a for a, b in zip(english, translated, strict=True) if a == b]
        assert not same, f"{language}: untranslated {same[:3]}"


def test_english_sentences_follow_the_effects(switch: object) -> None:
    switch("en")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    assert cardtext.card_text("classic", "lumber_yard") == "Produces 1 unit of Wood each turn."
    assert cardtext.card_cost_text("classic", "tree_farm") == "Costs 1 coin."
    assert cardtext.card_text("classic", "vineyard") == (
        "Take 1 coin from the bank for each brown card in your city and the two neighbouring cities."
    )
    assert cardtext.stage_text("classic", "babylon", "b", 1) == (
        "You may play the last card of each age instead of discarding it."
    )
    assert cardtext.stage_cost_text("classic", "gizah", "b", 3) == "Costs Stone ×4 and Papyrus."
    assert cardtext.card_text("duel", "garrison") == (
        "Move the conflict pawn 1 space toward your opponent's capital. "
        "Gives the chain symbol Sword: a card of a later age showing it will be free."
    )
    assert cardtext.token_text("duel", "law") == "Gives the science symbol Law."
    assert cardtext.stage_cost_text("architects", "giza", "", 1) == "Costs 2 identical resources."
    assert cardtext.card_text("classic", "no_such_card") == ""


def test_portuguese_uses_the_rulebook_words(switch: object) -> None:
    switch("pt_BR")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    # 1st edition: Ouro for ore, Barro for clay, construção em cadeia, Grêmio
    assert cardtext.card_text("classic", "ore_vein", edition=1) == "Produz 1 unidade de Ouro por turno."
    assert "Grêmio" in cardtext.stage_text("classic", "olympia", "b", 2, edition=1)
    assert cardtext.card_cost_text("classic", "gardens", edition=1) == "Custa Barro ×2 e Madeira."
    assert cardtext.card_text("classic", "sepulcher", edition=1) == (
        "Vale 4 pontos de vitória. Cada um dos outros jogadores paga 1 moeda por cada marcador de "
        "Vitória que tiver ou pega 1 ficha de Dívida por moeda não paga."
    )
    # Duel: the rulebook's Urbanism ("Sempre que construir uma Estrutura gratuitamente por meio de
    # encadeamento, você recebe 4 moedas")
    assert cardtext.token_text("duel", "urbanism") == (
        "Receba 6 moedas. Sempre que construir uma Estrutura gratuitamente por meio de "
        "encadeamento, receba 4 moedas."
    )
    # Architects: the rulebook's Engineering and Olympia texts, word for word
    assert cardtext.token_text("architects", "engineering") == (
        "Ao construir um Estágio da sua Maravilha, você pode usar qualquer Recurso, ignorando as restrições "
        "de “idêntico” ou “diferente”."
    )
    assert cardtext.wonder_text("architects", "olympia") == (
        "Pegue as cartas do topo dos baralhos à sua esquerda e à sua direita e coloque-as à sua frente."
    )


def test_spanish_uses_the_2nd_edition_words(switch: object) -> None:
    switch("es")  # type: ignore[operator]  # the fixture is typed object; it yields the switcher's switch
    assert cardtext.card_text("classic", "loom_1", edition=2) == "Produce 1 unidad de Tela cada turno."
    assert cardtext.card_cost_text("classic", "barracks", edition=2) == "Cuesta Metal."
    assert cardtext.card_text("classic", "arena", edition=2).startswith(
        "Recibe 3 monedas por cada Etapa construida en tu ciudad."
    )
    assert cardtext.wonder_text("duel", "the_sphinx") == (
        "Juega inmediatamente un segundo turno. Vale 6 puntos de victoria."
    )
    assert cardtext.token_text("architects", "culture") == (
        "Al final de la partida: 4 puntos de victoria si tienes 1 de estas fichas o 12 si tienes las 2."
    )
