"""``check`` and play give one answer (issue 23.2): every card and stage cost, the score and the conflicts.

Random-bot games of every edition and expansion are stopped at each turn; every city is written out as a
``check`` scenario (board, stages, built cards, coins, tokens, debt, diplomacy), and ``check``'s answers
are compared with the legal moves the engine offers each player now, its provisional scores and its
conflict rules. Two code paths answering one question drift apart (the Cities Architect Cabinet/Firm
did: play charged coins only, ``check`` the stage's resources); this test catches the next one.

The 2-player Free City is a table of three cities (the variant's rulebook: the Free City trades and
fights as a neighbour), so ``check`` is asked about it as a 3-player position; the Free City's own card
and stage prices are compared with the moves its controller is offered for it.
"""

from __future__ import annotations

from typing import Any

import pytest

from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.classic.effects import bank_charge
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.queries import conflict_preview
from wonders_desktop.engine.classic.rules import FREE_CITY, pick_moves
from wonders_desktop.engine.classic.scenario import run_scenario
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.rng import hash_seed

RULES = [
    {"edition": 1, "players": 2, "variant": "free-city"},
    {"edition": 1, "players": 3},
    {"edition": 1, "players": 7},
    {"edition": 2, "players": 4},
    {"edition": 2, "players": 6},
    {"edition": 1, "players": 5, "expansions": ["cities"]},
    {"edition": 1, "players": 7, "expansions": ["cities"]},
    {"edition": 2, "players": 3, "expansions": ["cities"]},
    {"edition": 2, "players": 6, "expansions": ["cities"]},
    {"edition": 1, "players": 4, "expansions": ["cities"], "variant": "teams"},
    {"edition": 2, "players": 6, "expansions": ["cities"], "variant": "teams"},
]
GAMES = 3


def scenario_of(state: ClassicState, queries: list[dict[str, Any]]) -> dict[str, Any]:
    """The position as ``check`` reads it (docs/cli.md, "Classic")."""
    cities_rules = bool(state.rules.cities)
    players = []
    for city in state.cities:
        player: dict[str, Any] = {
            "wonder": city.side.wonder,
            "side": city.side.side,
            "stages": city.stages,
            "city": [state.rules.cards[i].id for i in city.built],
            "coins": city.coins,
            "military": list(city.tokens),
        }
        if cities_rules:
            player["debt"] = city.debt
            player["diplomacy"] = city.diplomacy
        players.append(player)
    keys = ("edition", "expansions", "variant")
    options = {key: value for key, value in state.options.items() if key in keys}
    if options.get("variant") == "free-city":
        del options["variant"]  # the Free City is the third city of the table
    return {"game": "classic", "options": options, "players": players, "queries": queries}


def offered(state: ClassicState, seat: int, action: str, card: str | None = None) -> set[tuple[int, int]]:
    return priced(state.legal_moves(seat), action, card)  # type: ignore[arg-type]  # classic moves, typed as the protocol's Move


def priced(moves: list[ClassicMove], action: str, card: str | None = None) -> set[tuple[int, int]]:
    return {(m.left, m.right) for m in moves if m.action == action and (card is None or m.card == card)}


def city_moves(state: ClassicState, city: int) -> list[ClassicMove]:
    """The moves play offers ``city`` at the start of a turn (the Free City's: its controller's, for it)."""
    if state.free_city and city == FREE_CITY:
        return [m for m in pick_moves(state, state.controller, True) if m.free_city]
    return [m for m in pick_moves(state, city, False) if not m.free_city]


def city_hands(state: ClassicState) -> dict[int, list[int]]:
    """Every city's hand this turn; the Free City plays from its controller's."""
    hands = {seat: state.hands[seat] for seat in state.to_act()}
    if state.free_city:
        hands[FREE_CITY] = state.hands[state.controller]
    return hands


def compare_turn(state: ClassicState) -> int:
    """Ask ``check`` everything about the position and compare with play; returns the free stages seen."""
    ids = [card.id for card in state.rules.cards]
    hands = {city: sorted({ids[i] for i in hand}) for city, hand in city_hands(state).items()}
    queries: list[dict[str, Any]] = [{"kind": "score"}, {"kind": "military", "age": state.age}]
    asked: list[tuple[int, str | None]] = []
    for seat, cards in hands.items():
        queries.append({"kind": "stage_cost", "player": seat})
        asked.append((seat, None))
        for card in cards:
            queries.append({"kind": "cost", "player": seat, "card": card})
            asked.append((seat, card))
    results = run_scenario(scenario_of(state, queries))["results"]
    scores, military = results[0], results[1]
    assert [{k: v for k, v in s.items() if k != "total"} for s in scores] == list(state.scores())
    preview = conflict_preview(state, state.age)
    assert [sorted(p["tokens"]) for p in military["players"]] == [sorted(t for _, t in p) for p in preview]
    free = 0
    moves = {city: city_moves(state, city) for city in hands}
    for (seat, card), answer in zip(asked, results[2:], strict=True):
        if card is None and _all_chained(state, seat, results, asked):
            continue  # the Free City must build a card it can chain: no stage is offered with it
        legal = priced(moves[seat], "stage" if card is None else "build", card)
        where = (state.options, seat, card or "stage", answer)
        assert {(o["left"], o["right"]) for o in answer["options"]} == legal, where
        assert answer["can_build"] == bool(legal), where
        if legal:  # what the turn's resolution takes for the bank (the neighbours' part is the option)
            card_def = state.rules.by_id[card or hands[seat][0]]
            charge = bank_charge(state.cities[seat], "stage" if card is None else "build", card_def)
            assert answer["coins_to_bank"] == charge, where
        if card is None and state.cities[seat].stage_free and answer["can_build"]:
            free += 1
    return free


def _all_chained(
    state: ClassicState, seat: int, results: list[Any], asked: list[tuple[int, str | None]]
) -> bool:
    """Whether every card of the Free City's hand chains ("must build a card it can chain")."""
    if not (state.free_city and seat == FREE_CITY):
        return False
    chains = [a["chain"] for (s, c), a in zip(asked, results[2:], strict=True) if s == seat and c is not None]
    return all(chains)


@pytest.mark.parametrize("options", RULES, ids=lambda o: "-".join(f"{k}{v}" for k, v in o.items()))
def test_check_prices_every_card_and_stage_as_play_does(options: dict[str, Any]) -> None:
    turns = 0
    for game in range(GAMES):
        seed = hash_seed(232, f"{options}:{game}")
        state = ClassicState.new(options, seed)
        bots = [RandomBot(hash_seed(seed, seat)) for seat in range(options["players"])]
        while not state.is_terminal():
            if state.phase == "pick" and not state.picks:
                compare_turn(state)
                turns += 1
            for seat in state.to_act():
                state.apply(seat, bots[seat].choose(state, seat))
    assert turns >= GAMES * 18  # 6 turns an age at least


def test_an_architect_cabinet_city_is_priced_alike_in_check_and_play() -> None:
    """Cities' Architect Cabinet (1st edition): later stages ignore their resource cost; ``check`` and
    the legal moves both offer the stage for its coins only (reference cities.yaml:
    ``wonder_stages_free_resources: true``)."""
    from tests.engine.classic.helpers import build, coins, game, set_hands

    state = game(["gizah", "babylon", "rhodos"], expansions=["cities"])
    build(state, 0, "architect_cabinet")
    coins(state, [0, 0, 0])
    set_hands(state, [["altar", "baths"], ["theater"], ["stockade"]])
    assert offered(state, 0, "stage") == {(0, 0)}
    assert compare_turn(state) == 1


@pytest.mark.parametrize("edition", [1, 2])
def test_the_tables_prices_of_the_last_card_agree_with_play(edition: int) -> None:
    """Babylon's 7th card (issue 23.3): the table's card and stage prices are the legal moves' (in the 1st
    edition both read the last turn's start, ``last_card``), and so are the coins it shows."""
    from wonders_desktop.engine.classic import queries

    side = "b" if edition == 1 else "night"
    others = ["gizah", "rhodos", "olympia"]
    seen = 0
    for game in range(40):
        options = {"players": 4, "edition": edition, "wonders": ["babylon", *others], "sides": side}
        seed = hash_seed(233, f"{edition}:{game}")
        state = ClassicState.new(options, seed)
        bots = [RandomBot(hash_seed(seed, seat)) for seat in range(4)]
        while not state.is_terminal():
            if state.phase == "last":
                city = state.queue[0][1]
                view = state.view(city)
                card = queries.last_card(view, city)
                assert card is not None
                price = queries.card_price(view, city, card)
                assert set(price.options) == offered(state, city, "build", card)
                assert set(queries.stage_price(view, city).options) == offered(state, city, "stage")
                budget = queries.last_card_coins(view, city)
                assert budget <= state.cities[city].coins
                if edition == 2:
                    assert budget == state.cities[city].coins
                seen += 1
            for seat in state.to_act():
                state.apply(seat, bots[seat].choose(state, seat))
    assert seen >= 5
