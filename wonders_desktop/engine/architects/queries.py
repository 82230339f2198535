"""Pure questions a table asks about a seat's VIEW of an Architects position.

The legal moves say what the player may do now; a table also shows everything around it: which stage
pieces each wonder allows next and how far each is from being paid, every player's shields and what a
battle would give now, which deck tops the viewer may see, which Progress tokens are ready. Each answer
comes from the rules' own code (``table``, ``pricing``, ``legal``, ``hidden``), so the table can never
disagree with the engine. Every function takes ``state.view(seat)`` (or a full state) and reads nothing a
seat may not know: hidden deck cards stay hidden because views keep only known tops.
"""

from __future__ import annotations

from dataclasses import dataclass

from wonders_desktop.engine.architects import table
from wonders_desktop.engine.architects.catalog import CENTRAL, StageRow
from wonders_desktop.engine.architects.hidden import known_top
from wonders_desktop.engine.architects.legal import best_builds
from wonders_desktop.engine.architects.pricing import affordable_stages
from wonders_desktop.engine.architects.rules import battle_tokens
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.architects.table import PROMPT_KEEP, PROMPT_NAMES


@dataclass(frozen=True, slots=True)
class StageInfo:
    """One construction piece of a seat's wonder as the table shows it."""

    number: int
    level: int  # 1 = the bottom row; pieces of one level may be built in any order
    count: int
    same: bool  # identical resources (True) or different ones (False)
    vp: int
    effect: bool
    requires: tuple[int, ...]  # stage numbers that must be built first
    built: bool
    available: bool  # not built and every piece it rests on is built
    affordable: bool  # a build of it is offered now (payable, and keeping the most stages this turn)
    held_back: bool  # payable now, but building it first would leave another stage unbuilt this turn
    missing: int  # resources still missing to pay it (0 when payable or built)


@dataclass(frozen=True, slots=True)
class DeckInfo:
    """A deck on the table: a player's deck lies between ``owner`` and ``neighbour`` (their left)."""

    id: str
    index: int
    owner: int | None  # None for the central deck
    neighbour: int | None
    count: int
    top: str | None  # the top card kind when this view may see it


def stage_infos(view: ArchitectsState, seat: int) -> list[StageInfo]:
    wonder = view.t.wonders[view.seat_wonder[seat]]
    built = view.built[seat]
    available = set(table.available_stages(view, seat))
    payable = set(affordable_stages(view, seat)) if available else set()
    affordable = {stage for stage, _ in best_builds(view, seat)} if payable else set()
    levels = _levels(wonder.stages)
    infos = []
    for i, row in enumerate(wonder.stages):
        is_built = bool(built >> i & 1)
        requires = tuple(s.number for j, s in enumerate(wonder.stages) if row.requires_mask >> j & 1)
        infos.append(
            StageInfo(
                number=row.number,
                level=levels[i],
                count=row.count,
                same=row.same,
                vp=row.vp,
                effect=row.effect,
                requires=requires,
                built=is_built,
                available=i in available,
                affordable=i in affordable,
                held_back=i in payable and i not in affordable,
                missing=0 if is_built or i in payable else _missing(view, seat, i),
            )
        )
    return infos


def _levels(stages: tuple[StageRow, ...]) -> list[int]:
    """Row of each piece on the wonder's tray: one above the highest piece it rests on."""
    levels: list[int] = []
    for row in stages:
        below = [levels[j] for j in range(len(levels)) if row.requires_mask >> j & 1]
        levels.append(1 + max(below, default=0))
    return levels


def _missing(view: ArchitectsState, seat: int, stage: int) -> int:
    """Resources missing to pay ``stage`` with the grey and yellow cards held (tokens ready included)."""
    row = view.t.wonders[view.seat_wonder[seat]].stages[stage]
    held = table.held_grey(view, seat)
    coins = view.cards[seat][view.t.coin_kind]
    ready = table.boost(view, seat)
    capacity = coins if ready is None else coins + min(ready[1][0], coins) * (ready[1][1] - 1)
    if table.engineering_token(view, seat) is not None:
        usable = min(row.count, sum(h for _, h in held))
    elif row.same:
        usable = min(row.count, max((h for _, h in held), default=0))
    else:
        usable = min(row.count, sum(1 for _, h in held if h > 0))
    return max(0, row.count - usable - capacity)


def shields(view: ArchitectsState) -> list[int]:
    """Every seat's shields: red cards, Rhodes's stages and Tactics."""
    return [table.shields(view, seat) for seat in range(view.n)]


def science_held(view: ArchitectsState, seat: int) -> list[tuple[str, int]]:
    """Every science symbol ``seat`` holds (green cards in front of them), with its count, in the data's
    order: ``[("gear", 1), ("compass", 1), ("tablet", 1)]``. A symbol not held is left out."""
    cards = view.cards[seat]
    return [(view.t.kinds[kind], cards[kind]) for kind in view.t.science if cards[kind] > 0]


def battle_preview(view: ArchitectsState) -> list[int]:
    """Military Victory tokens each seat would win if a battle were fought now."""
    counts = shields(view)
    return [battle_tokens(counts, seat) for seat in range(view.n)]


def decks(view: ArchitectsState) -> list[DeckInfo]:
    """Every deck in seat order, then the central deck; tops only where ``view``'s seat may see them."""
    seat = view.viewer
    result = []
    for index, cards in enumerate(view.decks):
        central = index == view.n
        known = bool(cards) and (not central or (seat is not None and known_top(view, index, seat) > 0))
        result.append(
            DeckInfo(
                id=view.deck_ids[index],
                index=index,
                owner=None if central else index,
                neighbour=None if central else (index + 1) % view.n,
                count=len(cards),
                top=view.t.kinds[cards[-1]] if known else None,
            )
        )
    return result


def neighbour_decks(view: ArchitectsState, seat: int) -> tuple[str, str, str]:
    """The ids of the deck on ``seat``'s left, on its right, and the central deck (empty or not)."""
    return view.deck_ids[table.left_deck(view, seat)], view.deck_ids[table.right_deck(view, seat)], CENTRAL


def token_states(view: ArchitectsState, seat: int) -> dict[str, str]:
    """Each token ``seat`` owns: ``ready`` (an extra card may be taken now), ``used`` (spent this turn)
    or ``idle``. Only the seat to act can have ready or used tokens."""
    states = {}
    acting = seat == view.current
    for token, name in enumerate(view.t.tokens):
        if not view.tokens[seat][token]:
            continue
        if acting and view.armed >> token & 1:
            states[name] = "ready"
        elif acting and view.used >> token & 1:
            states[name] = "used"
        else:
            states[name] = "idle"
    return states


def looked_at(view: ArchitectsState, seat: int) -> list[str]:
    """The cards Halicarnassus's owner holds to choose from (only that seat's view names them)."""
    if view.prompt != PROMPT_KEEP or view.current != seat or view.viewer not in (None, seat):
        return []
    return [view.t.kinds[k] for k in view.look]


def prompt(view: ArchitectsState) -> str:
    """The wonder-effect question waiting for an answer: ``none``, ``effect_take``, ``effect_token``,
    ``look`` or ``keep``."""
    return PROMPT_NAMES[view.prompt]


def discard_count(view: ArchitectsState) -> int:
    return sum(view.discard)
