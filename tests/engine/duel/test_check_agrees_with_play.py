"""``check`` and play give one answer in 7 Wonders Duel too (issue 23.2's property, for Duel's queries).

Random-bot games are stopped at every turn of the play phase; both cities are written out as a ``check``
scenario (cards, coins, progress tokens, Wonders, the pawn and the military tokens left), and ``check``'s
``cost`` of every accessible card, ``wonder_cost`` of every Wonder of the player to act, ``discard_value``
and ``score`` are compared with play: the moves the engine offers now, and what playing each build or
Wonder actually charges (its ``card_built`` / ``wonder_built`` event). ``check`` answers from its own copy
of who may build what (``reason``: duplicate, not owned, already built, seven Wonders, coins); this test
keeps that copy and the legal moves together.
"""

from __future__ import annotations

from typing import Any

from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.rules import PLAY
from wonders_desktop.engine.duel.scenario import run_scenario
from wonders_desktop.engine.duel.state import DuelState

GAMES = 12


def scenario_of(state: DuelState, queries: list[dict[str, Any]]) -> dict[str, Any]:
    """The position as ``check`` reads it (docs/cli.md, "Duel"); the structure is left out (no cost
    depends on it) and the cards still in it are asked about by id."""
    data = catalog()
    players = []
    for city in state.cities:
        players.append(
            {
                "city": [data.cards[card].id for card in city.cards],
                "coins": city.coins,
                "progress": [data.tokens[token].id for token in city.progress],
                "wonders": [
                    {"id": data.wonders[wonder].id, "built": built}
                    for wonder, built in zip(city.wonders, city.built, strict=True)
                ],
            }
        )
    tokens = data.rules.military.tokens
    loot = [token.id for token, present in zip(tokens, state.loot, strict=True) if present]
    return {
        "game": "duel",
        "players": players,
        "conflict": state.conflict,
        "military_tokens": loot,
        "board_progress": [data.tokens[token].id for token in state.board],
        "queries": queries,
    }


def charged(state: DuelState, seat: int, text: str, event: str) -> int:
    """The coins playing ``text`` takes from ``seat`` (the build's own event)."""
    twin = state.clone()
    found = [e for e in twin.apply(seat, twin.parse_move(text)) if e.kind == event]
    assert len(found) == 1, (text, found)
    return int(found[0].data["coins"])


def compare_turn(state: DuelState) -> tuple[int, int]:
    """Ask ``check`` everything about the player to act and compare with play; (builds, Wonders) seen."""
    data = catalog()
    seat = state.current
    legal = {move.to_str() for move in state.legal_moves(seat)}
    cards = [data.cards[state.slots[slot]].id for slot in state.accessible]
    wonders = [data.wonders[wonder].id for wonder in state.cities[seat].wonders]
    queries: list[dict[str, Any]] = [{"kind": "score"}, {"kind": "discard_value", "player": seat}]
    queries += [{"kind": "cost", "player": seat, "card": card} for card in cards]
    queries += [{"kind": "wonder_cost", "player": seat, "wonder": wonder} for wonder in wonders]
    results = run_scenario(scenario_of(state, queries))["results"]
    assert results[0] == [score.as_dict() for score in state.outcome().scores]
    value = results[1]["coins"]
    for card in cards:
        got = charged(state, seat, f"discard:{card}", "card_discarded")
        assert got == value, (card, got, value)
    builds = wonders_built = 0
    for card, answer in zip(cards, results[2 : 2 + len(cards)], strict=True):
        offered = f"build:{card}" in legal
        assert answer["can_build"] == offered, (card, answer)
        if offered:
            assert charged(state, seat, f"build:{card}", "card_built") == answer["coins"], (card, answer)
            builds += 1
    for wonder, answer in zip(wonders, results[2 + len(cards) :], strict=True):
        offered = any(f"wonder:{wonder}:{card}" in legal for card in cards)
        assert answer["can_build"] == offered, (wonder, answer)
        if offered:
            got = charged(state, seat, f"wonder:{wonder}:{cards[0]}", "wonder_built")
            assert got == answer["coins"], (wonder, answer)
            wonders_built += 1
    return builds, wonders_built


def test_check_prices_every_card_and_wonder_as_play_does() -> None:
    turns = builds = wonders = 0
    for game in range(GAMES):
        seed = hash_seed(2323, str(game))
        state = SPEC.new_game({}, seed)
        bots = [RandomBot(hash_seed(seed, seat)) for seat in range(2)]
        while not state.is_terminal():
            seat = state.to_act()[0]
            if state.phase == PLAY:
                found = compare_turn(state)
                turns += 1
                builds += found[0]
                wonders += found[1]
            state.apply(seat, bots[seat].choose(state, seat))
    assert turns >= GAMES * 20 and builds >= turns and wonders >= GAMES, (turns, builds, wonders)
