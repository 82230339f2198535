"""Duel's Hint: the hard bot's move for the viewer, its estimated chance to win, and why.

The search runs on the viewer's *view* (never the full position), on the Hint's worker of every game
(``views/hinting.AdviceService``: a daemon thread of its own, a request number, the deadline; a late
answer ignored, anything raised reported as "no hint"). Duel's extra is the estimate: the learned
value's chance that the viewer wins after the move the search chose (``duel_value.judge.hint_chance``),
the same calibrated win chance the analysis shows for that move, so the Hint and the analysis never
disagree about what a move is worth. Without usable weights it is the search's own mean value for the
move (``HardBot.last_root``: values in [0, 1], 1 = sure to win). With it comes why (issue 38):
``bots.hint_reason.reason_for``, the part of the hand-tuned margin (the learned value's own input) that
the move raises most, put in words by ``hint_words``.
"""

from __future__ import annotations

from dataclasses import dataclass

from wonders_desktop.bots.base import CancelToken
from wonders_desktop.bots.duel_value.judge import hint_chance
from wonders_desktop.bots.hint_reason import Reason, reason_for
from wonders_desktop.bots.search import HardBot
from wonders_desktop.engine.core.protocol import GameState


@dataclass(frozen=True, slots=True)
class Hint:
    request: int
    move: str
    win_chance: float | None  # None without a learned value and nothing compared (one sensible move)
    visits: int
    reason: Reason | None = None  # why the move is good (None: no part of the margin stands out)


def duel_advice(view: GameState, seat: int, seconds: float, request: int, cancel: CancelToken) -> Hint:
    """The hard bot's move (``seconds`` of search, ``request`` its seed), its win chance and its reason."""
    bot = HardBot(view.kind, seed=request, time_budget=seconds)
    move = bot.choose(view, seat, cancel)
    text = move.to_str()
    judged = hint_chance(view, seat, move, request, cancel)
    reason = reason_for(view, seat, move, request)
    visits, value = bot.last_root.get(move, (0, 0.0))
    chance = judged if judged is not None else (value if visits else None)
    return Hint(request, text, chance, visits, reason)
