"""Translation layer between our Duel engine and dfomin/7wd-engine ("swd"), for ``bench_external.py``.

Our engine is authoritative. Before each decision of the outside bot, the seat's *view* (nothing hidden
shown) is translated into a swd ``GameState``; dfomin/7wd-bot's MCTS chooses on it, and the chosen swd
action is mapped back to one of our moves by its text form. ``legal_diff`` compares the legal moves of the
two engines on the same position (a difference is a bug in one of them); ``effect_diff`` compares what a
move did (tests/bots/test_bench_external.py lists the peer's known deviations from the rulebook).

The peers (MIT licensed, public on GitHub) are never copied into this repository: ``bench_external.py``
puts the ``7wd-engine`` and ``7wd-bot`` checkouts on ``sys.path`` before importing this module. They
need numpy, PyYAML and tqdm (not dependencies of the project).

What this module reads of our engine, and why it survives refactors of ``engine/duel/state.py``:

- the compiled data, through ``catalog()`` (cards, Wonders, tokens, age decks, guilds, layouts, rules);
- the position, through ``view.snapshot()`` only: the ``GameState`` protocol's JSON form of a position
  (ids, numbers, booleans), the one ``checksum()`` and the replay checks hash, so its keys are stable;
- moves, through their stable text forms (``build:<card>``, ``wonder:<wonder>:<card>``...: the save
  files' format) with ``view.parse_move`` and ``move.to_str()``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import swd_bot.mcts.mcts as mcts_module
from swd.action import (
    BuildWonderAction,
    BuyCardAction,
    DestroyCardAction,
    DiscardCardAction,
    PickDiscardedCardAction,
    PickProgressTokenAction,
    PickStartPlayerAction,
    PickWonderAction,
)
from swd.agents import RandomAgent
from swd.cards_board import AGES, CLOSED_CARD, NO_CARD
from swd.entity_manager import EntityManager
from swd.game import Game
from swd.player import Player
from swd.states.cards_board_state import CardsBoardState
from swd.states.game_state import GameState as SwdState
from swd.states.game_state import GameStatus
from swd.states.military_state_track import MilitaryTrackState
from swd.states.player_state import PlayerState
from swd_bot.mcts.mcts import MCTS

# --- adapter: every name this module takes from our engine ------------------------------------------
# Only the data catalog (a public, cached loader of the data files) and its colour constants. Nothing
# from ``engine/duel/state.py``: positions are read from ``snapshot()``, moves go through their texts.
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.duel.catalog import BROWN, GREY, catalog

# -----------------------------------------------------------------------------------------------------

mcts_module.tqdm = lambda iterable: iterable  # silence the peer's progress bar (no change of behaviour)

DATA = catalog()
RULES = DATA.rules
UNKNOWN = "?"  # the snapshot's id of a card or Wonder the viewer cannot see


def _norm(name: str) -> str:
    """swd's display name -> our id (one Wonder is spelled differently)."""
    text = name.lower().replace(" ", "_")
    return {"circum_maximus": "circus_maximus"}.get(text, text)


# --- id tables, by name ------------------------------------------------------------------------------
SWD_CARD: dict[str, int] = {_norm(EntityManager.card(i).name): i for i in range(EntityManager.cards_count())}
SWD_WONDER: dict[str, int] = {
    _norm(EntityManager.wonder(i).name): i for i in range(EntityManager.wonders_count())
}
OUR_CARD: dict[int, str] = {v: k for k, v in SWD_CARD.items()}
OUR_WONDER: dict[int, str] = {v: k for k, v in SWD_WONDER.items()}
TOKEN_NAMES: list[str] = EntityManager.progress_token_names()
if sorted(SWD_CARD) != sorted(c.id for c in DATA.cards):
    raise RuntimeError("the peers' cards do not match ours by name")
if sorted(SWD_WONDER) != sorted(w.id for w in DATA.wonders):
    raise RuntimeError("the peers' Wonders do not match ours by name")
if sorted(TOKEN_NAMES) != sorted(t.id for t in DATA.tokens):
    raise RuntimeError("the peers' progress tokens do not match ours by name")


# --- structure positions: our slot -> swd (row, col) -------------------------------------------------
def _positions() -> list[list[tuple[int, int]]]:
    """Per age, the swd (row, column) of each of our slots, proved by face-up flags and coverage."""
    result = []
    for age, layout in enumerate(DATA.layouts_file.layouts):
        slots = layout.slots
        mask = AGES[age]
        want = {(i, j) for i in range(len(mask)) for j in range(len(mask[0])) if mask[i][j]}
        for shift in range(-20, 20):
            cand = [(s.row - 1, (s.col + s.row - shift) // 2) for s in slots]
            if set(cand) == want and all((s.col + s.row - shift) % 2 == 0 for s in slots):
                break
        else:
            raise RuntimeError(f"no position map for age {age + 1}")
        for s, (i, j) in zip(slots, cand, strict=True):
            cover = {cand[o] for o in s.covered_by}
            expect = {
                (i + 1, jj)
                for jj in (j, j + 1)
                if i + 1 < len(mask) and jj < len(mask[0]) and mask[i + 1][jj]
            }
            if (mask[i][j] == 2) != s.face_up or cover != expect:
                raise RuntimeError(f"age {age + 1} slot {s.slot}: the two layouts disagree")
        result.append(cand)
    return result


POS = _positions()

# Military tokens: our id -> (swd loser index relative to our seat 0, coins); swd's slots are
# 0: player 0 loses 5, 1: player 0 loses 2, 2: player 1 loses 2, 3: player 1 loses 5.
LOOT = [(t.id, t.loser, t.coins) for t in RULES.military.tokens]
SWD_LOOT_SLOT = {(0, 5): 0, (0, 2): 1, (1, 2): 2, (1, 5): 3}

PHASE_STATUS = {
    "draft": GameStatus.PICK_WONDER,
    "play": GameStatus.NORMAL_TURN,
    "progress": GameStatus.PICK_PROGRESS_TOKEN,
    "library": GameStatus.PICK_REST_PROGRESS_TOKEN,
    "mausoleum": GameStatus.SELECT_DISCARDED,
    "start": GameStatus.PICK_START_PLAYER,
    "over": GameStatus.FINISHED,
}


def located_cards(snap: Mapping[str, Any]) -> set[str]:
    """Every card whose place the snapshot shows (hidden and empty places excluded)."""
    cards = {s["card"] for s in snap["structure"]}
    for part in snap["removed"]:
        cards.update(part)
    cards.update(snap["discard"])
    for city in snap["players"]:
        cards.update(city["cards"])
        cards.update(w["card"] for w in city["wonders"])
    cards.discard(None)
    cards.discard(UNKNOWN)
    return cards


def to_swd(snap: Mapping[str, Any], rng: random.Random) -> SwdState:
    """A swd state holding what ``snap`` (the snapshot of a seat's view) shows, nothing more.

    swd's player 0 is our ``first`` seat (swd's fixed draft order and Age I start assume it). Face-down
    cards are CLOSED_CARD, drawn at reveal from the unseen cards of the age (in Age III the unseen guilds
    are a random sample of the right size, because the view does not say which face-down cards are
    guilds). The unseen Wonders of the second draft round are a random sample of the unseen Wonders.
    """
    first = snap["first"]
    players: list[PlayerState | None] = [None, None]
    for seat, city in enumerate(snap["players"]):
        ps = PlayerState(seat ^ first, coins=city["coins"])
        for card in city["cards"]:
            Player.add_card(ps, EntityManager.card(SWD_CARD[card]))
        for wonder in city["wonders"]:
            Player.add_wonder(ps, SWD_WONDER[wonder["id"]])
            if wonder["built"]:
                Player.build_wonder(ps, SWD_WONDER[wonder["id"]], SWD_CARD[wonder["card"]])
        for token in city["progress"]:
            Player.add_progress_token(ps, EntityManager.progress_token(token))
        players[seat ^ first] = ps

    military = MilitaryTrackState()
    military.conflict_pawn = snap["conflict"] if first == 0 else -snap["conflict"]
    left = set(snap["military_tokens"])
    for token_id, loser, coins in LOOT:
        military.military_tokens[SWD_LOOT_SLOT[(loser ^ first, coins)]] = 1 if token_id in left else 0

    board_tokens = list(snap["board_progress"])
    owned = {t for city in snap["players"] for t in city["progress"]}
    drawn = list(snap["drawn_progress"])
    rest = drawn + [n for n in TOKEN_NAMES if n not in board_tokens and n not in owned and n not in drawn]

    phase = snap["phase"]
    wonders: list[int] = []
    if phase == "draft":
        wonders = [SWD_WONDER[w] for w in snap["offered"]]
        hidden = sum(1 for w in snap["draft"] if w == UNKNOWN)
        if hidden:  # the next round is not revealed yet: a sample of the unseen Wonders
            shown = set(snap["draft"])
            unseen = [SWD_WONDER[w.id] for w in DATA.wonders if w.id not in shown]
            wonders += rng.sample(unseen, hidden)

    age = max(snap["age"] - 1, 0)
    if snap["age"]:
        mask = AGES[age]
        places = [[NO_CARD] * len(mask[0]) for _ in mask]
        for slot, place in enumerate(snap["structure"]):
            i, j = POS[age][slot]
            card = place["card"]
            if card is None:
                continue
            places[i][j] = CLOSED_CARD if card == UNKNOWN or not place["face_up"] else SWD_CARD[card]
        located = located_cards(snap)
        pool = [SWD_CARD[DATA.cards[c].id] for c in DATA.age_decks[age] if DATA.cards[c].id not in located]
        if age == 2:
            guilds_seen = sum(1 for c in located if DATA.cards[DATA.card_index[c]].is_guild)
            unseen_guilds = [
                SWD_CARD[DATA.cards[g].id] for g in DATA.guilds if DATA.cards[g].id not in located
            ]
            pool += rng.sample(unseen_guilds, RULES.guilds_added_to_age_3 - guilds_seen)
        board = CardsBoardState(age, places, pool, [], None)
    else:
        board = CardsBoardState(0, [], [], [], None)

    if phase == "destroy":
        color = snap["destroy_color"]
        if color not in (BROWN, GREY):
            raise RuntimeError(f"swd has no destroy phase for colour {color}")
        status = GameStatus.DESTROY_BROWN if color == BROWN else GameStatus.DESTROY_GRAY
    else:
        status = PHASE_STATUS[phase]
    double = bool(snap["play_again"]) if phase != "play" else False
    discard = [SWD_CARD[c] for c in snap["discard"]]
    return SwdState(
        age, snap["current"] ^ first, board_tokens, rest, discard, double, wonders, players, military,
        status, None, board, {},
    )  # fmt: skip


def move_text(action: object, first: int) -> str | None:
    """Our move's text form for a swd action (None if it has no counterpart)."""
    if isinstance(action, PickWonderAction):
        return f"draft:{OUR_WONDER[action.wonder_id]}"
    if isinstance(action, BuyCardAction):
        return f"build:{OUR_CARD[action.card_id]}"
    if isinstance(action, DiscardCardAction):
        return f"discard:{OUR_CARD[action.card_id]}"
    if isinstance(action, BuildWonderAction):
        return f"wonder:{OUR_WONDER[action.wonder_id]}:{OUR_CARD[action.card_id]}"
    if isinstance(action, PickStartPlayerAction):
        return f"start:{action.player_index ^ first}"
    if isinstance(action, PickProgressTokenAction):
        return f"progress:{action.progress_token}"
    if isinstance(action, DestroyCardAction):
        return f"destroy:{OUR_CARD[action.card_id]}"
    if isinstance(action, PickDiscardedCardAction):
        return f"mausoleum:{OUR_CARD[action.card_id]}"
    return None


def legal_diff(view: GameState, seat: int, rng: random.Random) -> tuple[list[str], list[str]]:
    """(our legal moves swd does not offer, swd's moves that are not legal in ours), as move texts."""
    snap = view.snapshot()
    state = to_swd(snap, rng)
    ours = {m.to_str() for m in view.legal_moves(seat)}
    theirs = {move_text(a, snap["first"]) or repr(a) for a in Game.get_available_actions(state)}
    return sorted(ours - theirs), sorted(theirs - ours)


class SwdMctsPlayer:
    """dfomin/7wd-bot's MCTS with random rollouts, as its ``MCTSAgent`` uses it minus the network (its
    weights are not published): ``run(max_time, playout_limit=100, playouts=1)``, then the root child
    with the best win rate. A constant 0.5 stands in for the network's value of a playout cut at 100
    moves. A fresh tree per decision."""

    def __init__(self, max_time: float, seed: int, playout_limit: int = 100, sims_cap: int = 10_000) -> None:
        self.max_time = max_time
        self.playout_limit = playout_limit
        self.sims_cap = sims_cap
        self.rng = random.Random(seed)
        self.last_sims = 0
        self.fallbacks = 0  # the best action had no counterpart among our legal moves

    def choose(self, view: GameState, seat: int) -> Move:
        snap = view.snapshot()
        state = to_swd(snap, self.rng)
        if state.current_player_index != seat ^ snap["first"]:
            raise RuntimeError("the swd image has another player to act")
        legal = {m.to_str(): m for m in view.legal_moves(seat)}
        self.last_sims = 0
        if len(legal) == 1:
            return next(iter(legal.values()))
        actions = Game.get_available_actions(state)
        mcts = MCTS(state, RandomAgent(), None, lambda _state: 0.5)
        mcts.run(
            max_time=self.max_time, playout_limit=self.playout_limit, simulations=self.sims_cap, playouts=1
        )
        root = mcts.root
        self.last_sims = root.total_games
        scored = []
        for action in actions:
            child = root.children.get(str(action))
            rate = 0.0
            if child is not None and child.total_games:
                same = root.current_player_index == child.current_player_index
                rate = child.rate() if same else 1 - child.rate()
            scored.append((rate, action))
        scored.sort(key=lambda item: -item[0])  # stable: ties keep swd's order, as its argmax does
        for rank, (_rate, action) in enumerate(scored):
            text = move_text(action, snap["first"])
            if text in legal:
                self.fallbacks += rank > 0
                return legal[text]
        self.fallbacks += 1
        return next(iter(legal.values()))


def effect_diff(before: GameState, seat: int, move: Move, after: GameState, rng: random.Random) -> list[str]:
    """Where the two engines disagree on what ``move`` did (``before``/``after``: ``seat``'s views).

    The swd counterpart of ``move`` is applied to the swd image of ``before`` and compared with the swd
    image of ``after``: coins, cards, progress tokens, built Wonders, the conflict pawn, the military
    tokens, the end of the game and its winner, and, while it goes on, the decision asked and who acts.
    Chance (the card revealed, the next age's deal, the Great Library's draw) is not compared.
    """
    snap = before.snapshot()
    state = to_swd(snap, rng)
    text = move.to_str()
    matches = [a for a in Game.get_available_actions(state) if move_text(a, snap["first"]) == text]
    if not matches:
        return [f"{text}: not offered by swd"]
    Game.apply_action(state, matches[0])
    later = after.snapshot()
    image = to_swd(later, rng)
    diffs = []
    for i in (0, 1):
        a, b = state.players_state[i], image.players_state[i]
        if a.coins != b.coins:
            diffs.append(f"coins of swd player {i}: swd {a.coins}, ours {b.coins}")
        if sorted(a.cards) != sorted(b.cards):
            diffs.append(f"cards of swd player {i}")
        if sorted(a.progress_tokens) != sorted(b.progress_tokens):
            diffs.append(f"progress tokens of swd player {i}")
        if sorted(w for w, c in a.wonders if c is not None) != sorted(
            w for w, c in b.wonders if c is not None
        ):
            diffs.append(f"built Wonders of swd player {i}")
    pawn, ours_pawn = state.military_track_state.conflict_pawn, image.military_track_state.conflict_pawn
    if pawn != ours_pawn:
        diffs.append(f"conflict pawn: swd {pawn}, ours {ours_pawn}")
    if list(state.military_track_state.military_tokens) != list(image.military_track_state.military_tokens):
        diffs.append("military tokens")
    finished, over = Game.is_finished(state), later["phase"] == "over"
    if finished != over:
        diffs.append(f"game over: swd {finished}, ours {over}")
    elif not finished and state.game_status != image.game_status:
        diffs.append(f"decision asked: swd {state.game_status.name}, ours {image.game_status.name}")
    elif not finished and state.current_player_index != image.current_player_index:
        diffs.append(f"to act: swd player {state.current_player_index}, ours {image.current_player_index}")
    if finished and over and later["result"] is not None:
        ours_winners = sorted(later["result"]["winners"])
        swd_winners = [state.winner ^ later["first"]] if state.winner in (0, 1) else [0, 1]
        if ours_winners != sorted(swd_winners):
            diffs.append(f"winners (our seats): swd {swd_winners}, ours {ours_winners}")
    return diffs
