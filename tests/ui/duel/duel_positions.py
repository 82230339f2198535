"""Duel positions for the table's tests: the record of a real game up to the moment seat 0 faces a
given decision (found by playing seeded random games on the engine, so it is deterministic)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.duel import queries
from wonders_desktop.engine.duel.catalog import COLORS, catalog
from wonders_desktop.engine.duel.spec import DuelSpec
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.ui.savegames import saves
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.window.main_window import MainWindow

Test = Callable[[DuelState, list[Event]], bool]


def _search(found: Test, options: tuple[tuple[str, str], ...] = (), seeds: int = 400) -> GameRecord:
    for seed in range(seeds):
        state = DuelSpec().new_game(dict(options), seed)
        bot = RandomBot(seed)
        events: list[Event] = []
        while state.to_act():
            if found(state, events):
                return GameRecord.of(state)
            seat = state.to_act()[0]
            events = state.apply(seat, bot.choose(state, seat))
    raise AssertionError("no random game reached the position")


@cache
def facing(decision: str, seat: int = 0) -> GameRecord:
    """Seat ``seat`` must now take ``decision`` (``draft``, ``play``, ``progress``, ``library``, ...)."""
    return _search(lambda state, _events: queries.phase(state) == decision and state.to_act() == (seat,))


@cache
def playing_again(seat: int = 0) -> GameRecord:
    """Seat ``seat`` plays again after building a Wonder."""

    def test(state: DuelState, events: list[Event]) -> bool:
        return state.to_act() == (seat,) and any(e.kind == "play_again" for e in events)

    return _search(test, (("wonders", "first_game"),))


@cache
def wonder_buildable(seat: int = 0) -> GameRecord:
    """Seat ``seat`` plays and may build a Wonder."""

    def test(state: DuelState, _events: list[Event]) -> bool:
        moves = state.legal_moves(seat) if state.to_act() == (seat,) else []
        return any(m.to_str().startswith("wonder:") for m in moves)

    return _search(test, (("wonders", "first_game"),))


@cache
def finished(reason: str | None = None) -> GameRecord:
    """A whole game (ended by ``reason`` if given)."""
    for seed in range(400):
        state = DuelSpec().new_game({}, seed)
        bot = RandomBot(seed)
        while state.to_act():
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
        if reason is None or state.outcome().reason == reason:
            return GameRecord.of(state)
    raise AssertionError(f"no random game ended by {reason}")


def load(window: MainWindow, record: GameRecord, level: str = "random") -> None:
    """Open ``record`` in the window with seat 0 human and seat 1 a bot."""
    seats = [SeatSetup(human=True), SeatSetup(human=False, level=level)]
    state = record.replay()
    save = saves.make_save(state, seats, saves.new_game_id(), saves.now())
    window.controller.load(save, state)


@cache
def built_up(seed: int, favourites: tuple[str, str]) -> GameRecord:
    """Late in Age III (six cards or fewer left, seat 0 to take one) of a game in which each seat builds
    whenever it can, a card of its favourite colour first: long columns of one colour and up to thirty
    built cards in a city, the most a Duel table has to show."""
    cards = catalog().cards
    index = catalog().card_index
    state = DuelSpec().new_game({}, seed)
    rng = random.Random(seed)
    while state.to_act():
        seat = state.to_act()[0]
        if state.age == 3 and seat == 0 and queries.phase(state) == "play" and state.remaining <= 6:
            return GameRecord.of(state)
        moves = state.legal_moves(seat)
        builds = [m for m in moves if m.to_str().startswith("build:")]
        liked = [
            m for m in builds if COLORS[cards[index[m.to_str().split(":")[-1]]].color] == favourites[seat]
        ]
        state.apply(seat, rng.choice(liked or builds or moves))
    raise AssertionError("the game ended before the end of Age III")


@cache
def discarded_and_pushed(seat: int = 0) -> GameRecord:
    """Seat ``seat`` takes a card with cards in the discard pile and the conflict pawn off the middle."""

    def test(state: DuelState, _events: list[Event]) -> bool:
        return (
            state.to_act() == (seat,)
            and queries.phase(state) == "play"
            and len(state.discard) >= 2
            and state.conflict != 0
        )

    return _search(test)
