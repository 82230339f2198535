"""Readable texts for moves and events: ids become names, hidden facts stay hidden, counts read well."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.language.event_text import as_logged, describe_event, is_quiet, templates
from wonders_desktop.ui.language.i18n import language_switcher
from wonders_desktop.ui.language.move_text import describe_move


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    """English plurals come from the English catalogue (``wonders_en.ts``)."""
    language_switcher().switch("en")


def line(event: Event, viewer: int | None = None) -> str:
    """A 7 Wonders log line (its engine emits these kinds)."""
    return describe_event(event, names, viewer, game="classic")


def names(seat: int | None) -> str:
    return "Everyone" if seat is None else f"P{seat + 1}"


def test_moves_read_as_actions_with_names_and_prices(qapp: object) -> None:
    build = describe_move("build:lumber_yard:l0r2", "classic")
    assert (build.group, build.text, build.detail) == ("Build", "Build Lumber Yard", "pay 0 left, 2 right")
    assert build.colour == "brown"
    assert describe_move("discard:altar", "classic").text == "Build Altar from the discard pile"
    assert describe_move("discard:altar", "duel").text == "Discard Altar for coins"
    assert describe_move("build:3:wood+clay+coin", "architects").text == "Build stage 3 with Wood, Clay, Coin"
    assert describe_move("fc.pass", "classic").text == "Free City: Pass"
    assert describe_move("take:central", "architects").text == "Take from the central deck"
    assert describe_move("effect_token:pile", "architects").text == "Take from the face-down pile"
    assert (
        describe_move("frobnicate:altar", "classic").text == "Frobnicate Altar"
    )  # unknown verbs stay readable


def test_events_read_as_sentences(qapp: object) -> None:
    built = Event("card_built", 0, {"city": 0, "card": "altar", "how": "chain", "left": 0, "right": 0})
    assert line(built) == "P1 builds Altar for free (chain)."
    lost = Event("military_conflict", 1, {"city": 1, "against": 2, "token": -1})
    assert line(lost) == "P2 is defeated by P3: -1 victory point."
    won = Event("military_conflict", 2, {"city": 2, "against": 1, "token": 5})
    assert line(won) == "P3 defeats P2: +5 victory points."
    assert line(Event("age_ended", None, {"age": 2})) == "End of age II."
    assert line(Event("coins_gained", 0, {"amount": 1})) == "P1 gains 1 coin."
    assert line(Event("mystery", 1, {"amount": 3})) == "P2: Mystery — Amount: 3"
    assert is_quiet(Event("turn_ended", 0, {}))


def test_a_card_sold_face_down_is_named_only_to_its_owner(qapp: object) -> None:
    sold = Event("card_sold", 1, {"city": 1, "card": "altar"})
    assert line(sold, 1) == "P2 discards Altar for coins."
    assert line(sold, 0) == "P2 discards a card for coins."


ENGINE = Path(__file__).resolve().parents[2] / "wonders_desktop" / "engine"
EVENT_KIND = re.compile(r'Event\(\s*"([a-z_]+)"')


def engine_event_kinds(game: str) -> set[str]:
    """Every event kind ``game``'s engine can emit, read from its sources (kinds are string literals)."""
    folder = ENGINE / game
    return {kind for path in folder.rglob("*.py") for kind in EVENT_KIND.findall(path.read_text("utf-8"))}


@pytest.mark.parametrize("game", ["classic", "duel", "architects"])
def test_every_engine_event_has_a_sentence_in_its_game(game: str) -> None:
    """Each game's ``events.py`` tells every kind its own engine emits (or lists it as quiet)."""
    kinds = engine_event_kinds(game)
    assert len(kinds) > 10
    missing = sorted(kind for kind in kinds - set(templates(game)) if not is_quiet(Event(kind, 0, {}), game))
    assert not missing, f"{game}: event kinds without a log sentence: {missing}"


def test_a_game_without_events_reads_the_common_and_generic_lines(qapp: object) -> None:
    """No ``events.py`` (an unknown game): the end of the game still reads, any other kind generically."""
    assert describe_event(Event("game_ended", None, {"winners": [0]}), names, game="nogame") == (
        "The game is over. Winner: P1."
    )
    assert describe_event(Event("card_built", 0, {"card": "altar"}), names, game="nogame") == (
        "P1: Card built — Card: Altar"
    )
    assert as_logged(Event("coins_gained", 1, {"city": 1, "amount": 2}), [], "nogame") is not None


def test_cities_losses_read_as_sentences() -> None:
    assert line(Event("coins_to_lose", 0, {"city": 0, "amount": 2})) == (
        "P1 must lose 2 coins (coins or debt tokens)."
    )
    settled = Event("coins_lost", 0, {"city": 0, "coins": 1, "debt": 1})
    assert line(settled) == "P1 pays 1 to the bank and takes 1 debt token."
    assert describe_event(
        Event("coins_lost", 0, {"city": 0, "coins": 0, "debt": 2}), names, game="classic"
    ) == ("P1 takes 2 debt tokens.")
    assert describe_event(
        Event("victory_token_taken", 1, {"city": 1, "token": 1}), names, game="classic"
    ) == ("P2 takes a victory token (+1 points).")
    assert describe_move("debt:0", "classic").text == "Pay the whole loss in coins"
    assert describe_move("debt:2", "classic").text == "Take 2 debt tokens, pay the rest in coins"


def test_income_from_a_trade_is_told_once_by_the_payer() -> None:
    paid = Event("trade_payment", 0, {"city": 0, "to": 1, "amount": 2})
    only_trade = Event("coins_gained", 1, {"city": 1, "amount": 2})
    assert as_logged(only_trade, [paid], "classic") is None
    with_sale = Event("coins_gained", 1, {"city": 1, "amount": 5})
    assert line(as_logged(with_sale, [paid], "classic") or with_sale) == "P2 gains 3 coins."
    earlier_turn = Event("coins_gained", 1, {"city": 1, "amount": 2})
    assert (
        as_logged(only_trade, [earlier_turn, paid], "classic") is only_trade
    )  # that trade was an earlier turn's
    assert (
        as_logged(Event("coins_gained", 0, {"city": 0, "amount": 3}), [paid], "classic") is not None
    )  # the payer's
    duel = Event("coins_gained", 0, {"coins": 4, "card": "tavern"})
    assert as_logged(duel, [paid], "duel") is duel
