"""One generic test suite run against every registered game (OpenSpiel's habit): the protocol holds."""

from __future__ import annotations

import json

import pytest

from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.registry import GAME_MODULES, game_spec

GAMES = sorted(GAME_MODULES)


def new_state(kind: str, seed: int) -> GameState:
    spec = game_spec(kind)
    return spec.new_game(spec.simulate_options({}), seed)


def advance(state: GameState, steps: int, rng: Rng) -> GameState:
    for _ in range(steps):
        seats = state.to_act()
        if not seats:
            break
        state.apply(seats[0], rng.choice(state.legal_moves(seats[0])))
    return state


@pytest.mark.parametrize("kind", GAMES)
def test_same_seed_same_game(kind: str) -> None:
    first = advance(new_state(kind, 11), 25, Rng(5))
    second = advance(new_state(kind, 11), 25, Rng(5))
    assert first.snapshot() == second.snapshot()
    assert first.history == second.history


@pytest.mark.parametrize("kind", GAMES)
def test_moves_round_trip_through_text(kind: str) -> None:
    state = new_state(kind, 3)
    rng = Rng(1)
    for _ in range(40):
        seats = state.to_act()
        if not seats:
            break
        moves = state.legal_moves(seats[0])
        assert moves, f"seat {seats[0]} must act but has no legal move"
        assert len(set(moves)) == len(moves), "legal moves must be distinct values"
        for move in moves:
            assert state.parse_move(move.to_str()) == move
        state.apply(seats[0], rng.choice(moves))


@pytest.mark.parametrize("kind", GAMES)
def test_illegal_move_leaves_state_unchanged(kind: str) -> None:
    state = advance(new_state(kind, 4), 5, Rng(2))
    seat = state.to_act()[0]
    others = [s for s in range(state.num_players) if s not in state.to_act()]
    before = state.snapshot()
    move = state.legal_moves(seat)[0]
    if others:
        with pytest.raises(IllegalMoveError):
            state.apply(others[0], move)
    with pytest.raises(IllegalMoveError):
        state.parse_move("no-such-move")
    assert state.snapshot() == before


@pytest.mark.parametrize("kind", GAMES)
def test_clone_is_independent(kind: str) -> None:
    state = advance(new_state(kind, 6), 10, Rng(3))
    before = state.snapshot()
    twin = state.clone()
    advance(twin, 10, Rng(4))
    assert state.snapshot() == before
    assert twin.snapshot() != before


@pytest.mark.parametrize("kind", GAMES)
def test_view_answers_legal_moves_like_the_state(kind: str) -> None:
    state = new_state(kind, 8)
    rng = Rng(9)
    for _ in range(30):
        seats = state.to_act()
        if not seats:
            break
        seat = seats[0]
        view = state.view(seat)
        assert view.viewer == seat
        assert view.seed == 0, "a view must not carry the seed: it would replay every hidden card"
        assert view.legal_moves(seat) == state.legal_moves(seat)
        full = view.determinize(seat, Rng(1))
        assert full.legal_moves(seat) == state.legal_moves(seat)
        advance(full, 5, Rng(2))  # a determinized state can be played on
        state.apply(seat, rng.choice(state.legal_moves(seat)))


@pytest.mark.parametrize("kind", GAMES)
def test_whole_game_replays_from_its_record(kind: str) -> None:
    spec = game_spec(kind)
    options = spec.simulate_options({})
    players = spec.new_game(options, 1).num_players
    result = play_match(kind, options, 21, [RandomBot(seat) for seat in range(players)], check=True)
    assert result.state.is_terminal()
    record = GameRecord.of(result.state)
    restored = GameRecord.model_validate_json(record.model_dump_json()).replay()
    assert restored.snapshot() == result.state.snapshot()
    assert len(result.outcome.scores) == players
    assert result.outcome.winners
    json.dumps(result.state.snapshot())


# Every game, plus the classic variants whose secrets differ (a Free City pick, teammates' hands, Cities).
VIEW_CASES = [(kind, {}) for kind in GAMES] + [
    ("classic", {"variant": "free-city"}),
    ("classic", {"variant": "teams", "expansions": ["cities"]}),
    ("classic", {"expansions": ["cities"], "players": 5}),
    ("classic", {"edition": 2, "players": 7}),
]


def view_text(view: GameState) -> str:
    return json.dumps({"snapshot": view.snapshot(), "history": view.history}, sort_keys=True)


def resampled(state: GameState, seat: int, rng: Rng) -> GameState | None:
    """Everything ``seat`` cannot see dealt again, and the picks it has not seen made again at random.

    A determinization forgets other seats' secret picks of the current turn; they pick again here, in
    the order they picked, so the resampled position is one the seat cannot tell from the real one.
    None when the seat itself acted after one of those picks (a Free City's controller): that order
    cannot be replayed. A seat that acted before the others is checked: their later picks are secret.
    """
    full = state.determinize(seat, rng)
    kept = len(full.history)
    if full.history != state.view(seat).history[:kept]:
        return None
    for other, _ in state.history[kept:]:
        full.apply(other, rng.choice(full.legal_moves(other)))
    return full


@pytest.mark.parametrize(("kind", "extra"), VIEW_CASES, ids=lambda case: str(case))
def test_a_view_is_unchanged_when_what_its_seat_cannot_see_is_resampled(
    kind: str, extra: dict[str, object]
) -> None:
    spec = game_spec(kind)
    state = spec.new_game(spec.simulate_options(extra), 12)
    rng = Rng(7)
    checked = 0
    for step in range(120):
        seats = state.to_act()
        if not seats:
            break
        for seat in range(state.num_players):  # those to act, and those who acted before others this turn
            expected = view_text(state.view(seat))
            for sample in range(2):
                again = resampled(state, seat, Rng(step * 10 + sample))
                if again is not None:
                    checked += 1
                    assert view_text(again.view(seat)) == expected, f"step {step}, seat {seat}"
        seat = seats[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    assert checked >= 100


# Digits of other scripts, which ``str.isdigit()``, ``int()`` or a regex's ``\d`` take for 0-9:
# superscript, Arabic-Indic, Devanagari, fullwidth. A move is written in ASCII digits only.
FOREIGN_DIGITS = ("¹²³⁴⁵⁶⁷⁸⁹⁰", "٠١٢٣٤٥٦٧٨٩", "०१२३४५६७८९", "０１２３４５６７８９")


def foreign(text: str, script: str) -> str:
    return "".join(script[int(char)] if char in "0123456789" else char for char in text)


def not_a_legal_move(state: GameState, seat: int, text: str) -> bool:
    """``text`` is refused with an ``IllegalMoveError`` (any other exception fails the test), or read as a
    move of some unknown id, which is not legal."""
    try:
        move = state.parse_move(text)
    except IllegalMoveError:
        return True
    return move not in state.legal_moves(seat)


@pytest.mark.parametrize("kind", GAMES)
def test_a_move_with_digits_of_another_script_is_an_illegal_move_error(kind: str) -> None:
    """Every game's ``parse_move`` refuses a legal move's text with its digits swapped for look-alikes
    (never a ValueError, never a legal move) — the Architects parser read ``build:٣:stone`` as stage 3."""
    state = new_state(kind, 6)
    rng = Rng(3)
    tried = 0
    for _ in range(60):
        seats = state.to_act()
        if not seats:
            break
        for move in state.legal_moves(seats[0]):
            text = move.to_str()
            if not any(char.isdigit() for char in text):
                continue
            for script in FOREIGN_DIGITS:
                tried += 1
                assert not_a_legal_move(state, seats[0], foreign(text, script))
        state.apply(seats[0], rng.choice(state.legal_moves(seats[0])))
    assert tried > 0


@pytest.mark.parametrize("text", ["build:¹:stone", "build:٣:stone", "build:３:stone", "build:-1:stone"])
def test_architects_reads_only_ascii_stage_numbers(text: str) -> None:
    state = new_state("architects", 1)
    with pytest.raises(IllegalMoveError):
        state.parse_move(text)
