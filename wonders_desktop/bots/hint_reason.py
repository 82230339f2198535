"""The Hint of 7 Wonders and Architects: the hard bot's move, and why, from the bot's own evaluation.

``advise`` runs the hard bot's search on the seat's view (never the full position) and returns its move
with a ``Reason``: the named part of the bot's value of that move that changed most between the
position before and after it (``reason_for``). The parts are the medium evaluation's own, the one the
hard bot's search starts from (its priors) and scores its playouts with:

* 7 Wonders (``heuristics/classic_parts.py``): military (the conflicts to come against each
  neighbour), science, the Wonder, each scoring-pad row, coins, production, chains, Wonder powers;
  what the move does to each rival neighbour; the card kept from the player who gets the hand next;
* Architects (``heuristics/architects_parts.py``): the scoring-pad rows, the resource cards toward the
  next stage, green cards toward a Progress token, effect tokens, the expected battles; the best
  rival's potential; a face-up card that would let a rival finish their wonder and win; and a move that
  ends the game (won or lost).

The part chosen is the one that adds most to the move's value (a gain, never a loss: a hint says why
to play a move). ``detail`` and ``other`` make the line concrete: which neighbour a conflict is won
against, whether a science set is completed, whose hand a card is kept from. Duel's hard bot judges
positions with a learned value without named parts, but that value reads the hand-tuned margin as an
input: Duel's reason is the part of that margin (``heuristics/duel_parts.py``: military, science, the
scoring pad's rows, Wonders, Progress tokens, coins, production, chains, another turn) that the move
raises most, with how many spaces the Conflict pawn moves or whether a pair of scientific symbols is
made; the Duel Hint shows it after its win chance. No Qt here: the Coach (issue 38) may ask the same question.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import cast

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.bots.common import poll
from wonders_desktop.bots.heuristics import architects_parts, classic_parts, duel_parts
from wonders_desktop.bots.heuristics.architects import HEURISTICS as ARCHITECTS
from wonders_desktop.bots.heuristics.architects import _rivals as architects_rivals
from wonders_desktop.bots.registry import MEDIUM
from wonders_desktop.bots.search import HardBot
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.scoring import neighbours
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.duel.moves import DraftWonder
from wonders_desktop.engine.duel.state import DuelState

# Below this many points no part is a reason: the move is merely the least bad one.
SMALLEST_REASON = 0.05
# A blind take in Architects ends the game in this share of its outcomes at least: the ending is the reason.
ENDING_SHARE = 0.5
MILITARY_SUPREMACY = 9  # the Conflict pawn's spaces to a capital
SCIENCE_SUPREMACY = 6  # different scientific symbols


@dataclass(frozen=True, slots=True)
class Reason:
    """The part of the bot's value that decides: ``part``'s value for the seat went from ``before`` to
    ``after`` (points; for a part about another seat, 0 to its share of the move's value).

    ``other``: the seat the reason is about (a neighbour, the next player, the leading rival), if any.
    ``detail``: a finer case of the part ("wins", "ties", "both", "set", "battle", "win", "loss"...).
    """

    part: str
    before: float
    after: float
    other: int | None = None
    detail: str = ""

    @property
    def change(self) -> float:
        return self.after - self.before


@dataclass(frozen=True, slots=True)
class Advice:
    """The hard bot's move for the seat, and why (None: no part stands out, or a game without parts)."""

    move: Move
    reason: Reason | None


def advise(
    view: GameState, seat: int, seconds: float, seed: int, cancel: CancelToken | None = None
) -> Advice:
    """The hard bot's move for ``seat`` on ``view`` (``seconds`` of search) and its reason."""
    bot = HardBot(view.kind, seed=seed, time_budget=seconds)
    move = bot.choose(view, seat, cancel)
    poll(cancel)
    return Advice(move, reason_for(view, seat, move, seed))


def reason_for(view: GameState, seat: int, move: Move, seed: int = 0) -> Reason | None:
    """Why ``move`` is good for ``seat``, from the medium evaluation's parts; None without a reason."""
    if isinstance(view, ClassicState) and isinstance(move, ClassicMove):
        return _classic_reason(view, seat, move)
    if isinstance(view, ArchitectsState):
        return _architects_reason(view, seat, move, seed)
    if isinstance(view, DuelState):
        return _duel_reason(view, seat, move, seed)
    return None


# --- 7 Wonders ----------------------------------------------------------------------------------------
def _classic_reason(state: ClassicState, seat: int, move: ClassicMove) -> Reason | None:
    parts = classic_parts.move_parts(state, seat, move)
    if not parts:
        return None
    name = max(sorted(parts), key=lambda part: parts[part])
    if parts[name] < SMALLEST_REASON:
        return None
    if ":" in name:  # rival:N, mate:N
        part, seat_text = name.split(":")
        return Reason(part, 0.0, parts[name], int(seat_text))
    if name == "denial":
        return Reason(name, 0.0, parts[name], classic_parts.denied_seat(state, seat))
    after = classic_parts.after_cities(state, seat, move)
    before_value, after_value = classic_parts.own_part(state, seat, after, name)
    other, detail = None, ""
    if name == "military":
        other, detail = _classic_conflict(state, after, seat)
    elif name == "science":
        detail = "set" if min(after[seat].science[:3]) > min(state.cities[seat].science[:3]) else "symbol"
    return Reason(name, before_value, after_value, other, detail)


def _classic_conflict(state: ClassicState, after: Sequence[City], seat: int) -> tuple[int | None, str]:
    """Which neighbour the move now beats (``wins``) or draws level with (``ties``) in shields."""
    mine, now = state.cities[seat].shields, after[seat].shields
    return _shield_standing(
        (foe, mine - state.cities[foe].shields, now - after[foe].shields)
        for foe in dict.fromkeys(neighbours(state.n, seat))
    )


def _shield_standing(gaps: Iterable[tuple[int, int, int]]) -> tuple[int | None, str]:
    """From ``(rival, shield gap before, gap after)``: ``both`` when the move gets ahead of two rivals,
    ``wins`` (ahead of one, named), ``ties`` (level with one, named), else just ``shields``. One rule for
    7 Wonders' conflicts and Architects' battles."""
    won: list[int] = []
    tied: list[int] = []
    for rival, was, now in gaps:
        if was <= 0 < now:
            won.append(rival)
        elif was < 0 == now:
            tied.append(rival)
    if len(won) > 1:
        return None, "both"
    if won:
        return won[0], "wins"
    if tied:
        return tied[0], "ties"
    return None, "shields"


# --- Architects ---------------------------------------------------------------------------------------
def _architects_reason(view: ArchitectsState, seat: int, move: Move, seed: int) -> Reason | None:
    base = view.determinize(seat, Rng(seed)) if view.viewer is not None else view
    change: dict[str, float] = {}
    before: dict[str, float] = {}
    ending = {"win": 0.0, "loss": 0.0}
    first_after: ArchitectsState | None = None
    variants = ARCHITECTS.hidden_variants(base, seat, move, MEDIUM.name)
    for weight, variant in variants:
        position = cast(ArchitectsState, variant)
        after = position.clone()
        after.apply(seat, move)
        first_after = first_after or after
        if ARCHITECTS.ending(after):
            final = ARCHITECTS.finish(after)
            ending["win" if seat in final.outcome().winners else "loss"] += weight
            continue
        old, new = architects_parts.margin_parts(position, seat), architects_parts.margin_parts(after, seat)
        for name in {*old, *new}:
            before[name] = before.get(name, 0.0) + weight * old.get(name, 0.0)
            change[name] = change.get(name, 0.0) + weight * (new.get(name, 0.0) - old.get(name, 0.0))
    if ending["win"] + ending["loss"] >= ENDING_SHARE:
        detail = "win" if ending["win"] >= ending["loss"] else "loss"
        return Reason("ending", 0.0, 1.0, None, detail) if detail == "win" else None
    if not change or first_after is None:
        return None
    name = max(sorted(change), key=lambda part: change[part])
    if change[name] < SMALLEST_REASON:
        return None
    other, detail = None, ""
    if name == "military" and len(variants) == 1:  # a blind draw: its shields are only expected
        other, detail = _architects_battle(base, first_after, seat)
    elif name == "field":
        other = architects_parts.best_rival(base, seat)
    return Reason(name, before[name], before[name] + change[name], other, detail)


def _architects_battle(before: ArchitectsState, after: ArchitectsState, seat: int) -> tuple[int | None, str]:
    """A battle won by the move itself (``battle``), else the neighbour now beaten or tied in shields."""
    if after.military[seat] > before.military[seat]:
        return None, "battle"
    return _shield_standing(
        (rival, before.shields(seat) - before.shields(rival), after.shields(seat) - after.shields(rival))
        for rival in architects_rivals(before.n, seat)
    )


# --- Duel ---------------------------------------------------------------------------------------------
def _duel_reason(view: DuelState, seat: int, move: Move, seed: int) -> Reason | None:
    """The margin's part the move raises most. ``detail``: for ``military`` the spaces the Conflict pawn
    moves towards the opponent's capital (a number); for ``science`` and ``progress`` "pair" when the
    move makes a pair of scientific symbols (a Progress token to take); for ``wonders`` "draft" (a Wonder
    taken in the draft) or "built"; a move that wins at once says how
    (``_duel_ending``)."""
    base = view.determinize(seat, Rng(seed)) if view.viewer is not None else view
    assert isinstance(base, DuelState)
    after = base.clone().silence()
    after.apply(seat, move)
    if after.is_terminal():
        return _duel_ending(after, seat)
    old, new = duel_parts.margin_parts(base, seat), duel_parts.margin_parts(after, seat)
    name = max(duel_parts.PARTS, key=lambda part: new[part] - old[part])
    if new[name] - old[name] < SMALLEST_REASON:
        return None
    detail = ""
    if name == "military":
        detail = str(duel_parts.steps_towards(base, after, seat))
    elif name in ("science", "progress") and duel_parts.pair_made(base, after, seat):
        detail = "pair"
    elif name == "wonders":
        detail = "draft" if isinstance(move, DraftWonder) else ""
        detail = "built" if sum(after.cities[seat].built) > sum(base.cities[seat].built) else detail
    return Reason(name, old[name], new[name], None, detail)


def _duel_ending(after: DuelState, seat: int) -> Reason | None:
    """A move that ends the game: won by military supremacy (``military``, "capital"), by scientific
    supremacy (``science``, "supremacy") or on points (``ending``, "win"); None when it loses."""
    if seat not in after.outcome().winners:
        return None
    if abs(after.conflict) >= MILITARY_SUPREMACY:
        return Reason("military", 0.0, 1.0, None, "capital")
    if after.cities[seat].distinct_science() >= SCIENCE_SUPREMACY:
        return Reason("science", 0.0, 1.0, None, "supremacy")
    return Reason("ending", 0.0, 1.0, None, "win")
