"""The Duel table as plain data: what each zone shows, built from one seat's view and its legal moves.

No Qt and no pixels: the widgets draw a ``TableModel``; tests check it directly. Everything comes from
the engine — the view (``state.view(seat)``, or the whole position once the game is over), the seat's
legal moves and the pure queries of ``engine/duel/queries.py``. The model only groups and orders.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.engine.core.scoring import Outcome
from wonders_desktop.engine.duel import queries
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.data import COLORS
from wonders_desktop.engine.duel.moves import (
    BuildCard,
    BuildFromDiscard,
    BuildWonder,
    ChooseStarter,
    DestroyCard,
    DiscardCard,
    DraftWonder,
    TakeProgress,
)
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.ui.views.duel import facts

DECISIONS = ("draft", "progress", "library", "destroy", "mausoleum", "start")


@dataclass(frozen=True, slots=True)
class SlotModel:
    """One card of the age structure where the printed layout puts it."""

    slot: int
    row: int
    col: int  # in half-card columns, as layouts.json gives them
    offer: queries.CardOffer
    build: Move | None = None  # the legal moves this card allows the viewer now
    discard: Move | None = None
    wonders: tuple[tuple[str, Move], ...] = ()

    @property
    def card(self) -> str | None:
        return self.offer.card

    @property
    def playable(self) -> bool:
        return self.discard is not None


@dataclass(frozen=True, slots=True)
class CityModel:
    seat: int
    coins: int
    cards: dict[str, list[str]]  # colour -> card ids, in the order built
    production: dict[str, int]
    choices: tuple[int, int]  # raw-material and manufactured-good choices
    prices: tuple[tuple[int, str | None, int], ...]  # what this seat pays per resource
    wonders: list[queries.WonderOffer]
    progress: list[str]
    science: queries.ScienceSummary
    total: int  # provisional points
    produced_by: dict[str, list[tuple[str, int]]] = field(default_factory=dict)  # colour -> what it produces


@dataclass(frozen=True, slots=True)
class Choice:
    """One option of a decision: the move and what it is about (a wonder, token, card or seat)."""

    move: Move
    kind: str  # wonder, progress_token, card, seat
    ident: str


@dataclass(slots=True)
class TableModel:
    viewer: int
    phase: str
    age: int
    current: int | None
    viewer_acts: bool
    slots: list[SlotModel]
    military: queries.MilitarySummary
    board_tokens: list[str]
    discard: list[str]
    cities: list[CityModel]
    discard_value: int
    offered_wonders: list[str] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)  # the viewer's options in a decision phase
    destroy_colour: str | None = None
    play_again: int | None = None  # the seat that plays again now
    outcome: Outcome | None = None
    wonders_out: list[str] = field(default_factory=list)
    grid: tuple[tuple[int, int], ...] = ()  # (row, half-card column) of every slot of the age's layout

    @property
    def decision(self) -> str | None:
        return self.phase if self.phase in DECISIONS else None

    def slot(self, slot: int) -> SlotModel | None:
        return next((s for s in self.slots if s.slot == slot), None)

    def accessible(self) -> list[SlotModel]:
        """Accessible cards in reading order (top row first, left to right): the keyboard's order."""
        return sorted((s for s in self.slots if s.offer.accessible), key=lambda s: (s.row, s.col))


def build_model(
    view: DuelState,
    viewer: int,
    moves: Sequence[Move],
    recent: Sequence[Event] = (),
    outcome: Outcome | None = None,
) -> TableModel:
    """The whole table for ``viewer``; ``moves`` are the viewer's legal moves (empty when not acting)."""
    phase = queries.phase(view)
    acting = view.to_act()
    model = TableModel(
        viewer=viewer,
        phase=phase,
        age=view.age,
        current=acting[0] if acting else None,
        viewer_acts=bool(moves),
        slots=_slots(view, viewer, moves),
        military=queries.military(view),
        board_tokens=[catalog().tokens[t].id for t in view.board],
        discard=[catalog().cards[c].id for c in view.discard],
        cities=[_city(view, seat, outcome) for seat in (0, 1)],
        discard_value=queries.discard_value(view, viewer),
        offered_wonders=[catalog().wonders[w].id for w in view.offered if w >= 0] if phase == "draft" else [],
        choices=_choices(moves),
        destroy_colour=queries.destroy_color(view) if phase == "destroy" else None,
        play_again=_play_again(recent, phase, acting),
        outcome=outcome if view.is_terminal() else None,
        wonders_out=[catalog().wonders[w].id for w in view.wonders_out if w >= 0],
        grid=_grid(view.age),
    )
    return model


def _grid(age: int) -> tuple[tuple[int, int], ...]:
    if not age:
        return ()
    return tuple((place.row, place.col) for place in catalog().layouts_file.layouts[age - 1].slots)


def _slots(view: DuelState, viewer: int, moves: Sequence[Move]) -> list[SlotModel]:
    if not view.age:
        return []
    layout = catalog().layouts_file.layouts[view.age - 1].slots
    builds = {m.card: m for m in moves if isinstance(m, BuildCard)}
    discards = {m.card: m for m in moves if isinstance(m, DiscardCard)}
    wonders: dict[str, list[tuple[str, Move]]] = {}
    for m in moves:
        if isinstance(m, BuildWonder):
            wonders.setdefault(m.card, []).append((m.wonder, m))
    slots = []
    for offer in queries.structure_offers(view, viewer):
        place = layout[offer.slot]
        card = offer.card or ""
        slots.append(
            SlotModel(
                offer.slot,
                place.row,
                place.col,
                offer,
                builds.get(card),
                discards.get(card),
                tuple(wonders.get(card, ())),
            )
        )
    return slots


def _city(view: DuelState, seat: int, outcome: Outcome | None) -> CityModel:
    data = catalog()
    city = view.cities[seat]
    groups: dict[str, list[str]] = {}
    for index in city.cards:
        info = data.cards[index]
        groups.setdefault(COLORS[info.color], []).append(info.id)
    ordered = {colour: groups[colour] for colour in COLORS if colour in groups}
    scores = outcome.scores if outcome is not None else view.outcome().scores
    return CityModel(
        seat=seat,
        coins=city.coins,
        cards=ordered,
        production=queries.production(view, seat),
        choices=queries.choice_production(view, seat),
        prices=queries.unit_prices(view, seat),
        wonders=queries.wonder_offers(view, seat),
        progress=[data.tokens[t].id for t in city.progress],
        science=queries.science(view, seat),
        total=scores[seat].total,
        produced_by={colour: _produced(cards) for colour, cards in ordered.items()},
    )


def _produced(cards: list[str]) -> list[tuple[str, int]]:
    """What a colour group produces, as printed: each resource summed, each choice counted."""
    totals: dict[str, int] = {}
    for card in cards:
        for kind, value, amount in facts.card(card).effects:
            if kind in ("res", "choice"):
                totals[value] = totals.get(value, 0) + amount
    return list(totals.items())


def _choices(moves: Sequence[Move]) -> list[Choice]:
    choices = []
    for m in moves:
        if isinstance(m, DraftWonder):
            choices.append(Choice(m, "wonder", m.wonder))
        elif isinstance(m, TakeProgress):
            choices.append(Choice(m, "progress_token", m.token))
        elif isinstance(m, DestroyCard | BuildFromDiscard):
            choices.append(Choice(m, "card", m.card))
        elif isinstance(m, ChooseStarter):
            choices.append(Choice(m, "seat", str(m.seat)))
    return choices


def _play_again(recent: Sequence[Event], phase: str, acting: Sequence[int]) -> int | None:
    """The seat that plays again now: the last move ended with a ``play_again`` event for the actor."""
    if phase != "play" or not acting:
        return None
    for event in reversed(recent):
        if event.kind == "play_again":
            return event.seat if event.seat == acting[0] else None
    return None
