"""The 7 Wonders Architects medium value of a position, split into its named parts (the Hint's reason).

``ArchitectsHeuristics.potentials`` (medium) sums, per seat, the points scored (the scoring-pad rows:
Wonder, blue cards, the cat, military, Progress tokens), the promise of the resource cards held toward
the next stages, the green cards held toward a Progress token, the race's tempo (stages built), the
effect tokens owned and the expected battles. ``seat_parts`` returns that sum part by part, the tempo
folded into the Wonder and the expected battles into military; ``margin_parts`` adds what the margin
subtracts: the best rival's potential (``field``) and the face-up cards that would hand a rival the
game (``threat``). The sums are exactly the bot's numbers (``tests/bots/test_hint_reason.py``).
"""

from __future__ import annotations

from wonders_desktop.bots.heuristics.architects import (
    FINISH_THREAT,
    HEURISTICS,
    SCIENCE_HELD,
    STAGE_TEMPO,
    _horn_shields,
    _runway,
    _winning_gifts,
)
from wonders_desktop.engine.architects.state import ArchitectsState


def seat_parts(p: ArchitectsState, seat: int) -> dict[str, float]:
    """``HEURISTICS.potentials(p, "medium")[seat]`` by part; the values sum to it."""
    h = HEURISTICS
    runway = _runway(p)
    shields = [p.shields(s) for s in range(p.n)]
    lasting = [shields[s] - _horn_shields(p, s) for s in range(p.n)]
    parts = {name: float(value) for name, value in p.scores()[seat].categories}
    parts["wonder"] = parts.get("wonder", 0.0) + STAGE_TEMPO * p.stage_count[seat]
    parts["military"] = parts.get("military", 0.0) + h._military(p, seat, shields, lasting)
    parts["resources"] = h._resource_promise(p, seat) * runway
    parts["science"] = SCIENCE_HELD[min(2, h._greens(p, seat))] * runway
    parts["tokens"] = h._tokens(p, seat) * runway
    return parts


def margin_parts(p: ArchitectsState, seat: int) -> dict[str, float]:
    """``HEURISTICS.margin(p, seat, "medium")`` of a position that is not ending, by part: the seat's own
    parts, ``field`` (minus the best rival's potential) and ``threat`` (minus the face-up cards that let
    a rival complete its wonder and win)."""
    parts = seat_parts(p, seat)
    values = HEURISTICS.potentials(p, "medium")
    parts["field"] = -max(v for other, v in enumerate(values) if other != seat)
    parts["threat"] = -FINISH_THREAT * _winning_gifts(p, seat)
    return parts


def best_rival(p: ArchitectsState, seat: int) -> int:
    """The rival whose potential the margin is taken against (the leader of the others)."""
    values = HEURISTICS.potentials(p, "medium")
    return max((other for other in range(p.n) if other != seat), key=lambda other: values[other])
