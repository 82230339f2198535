"""What each zone of the Architects table shows, as plain data built from the viewer's view and moves.

Pure Python (no Qt): the widgets only draw these values, and tests check them without pixels. Every
rule-dependent fact comes from the engine (``engine/architects/queries.py`` and the legal moves); this
module only sorts it by zone: decks, the centre, each player, and the decision the viewer faces.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from wonders_desktop.engine.architects import queries
from wonders_desktop.engine.architects.catalog import CENTRAL, Tables
from wonders_desktop.engine.architects.moves import (
    PILE,
    Build,
    EffectTake,
    EffectToken,
    EndTurn,
    Extra,
    Keep,
    Look,
    Progress,
    Take,
)
from wonders_desktop.engine.architects.queries import DeckInfo, StageInfo
from wonders_desktop.engine.architects.state import ArchitectsState
from wonders_desktop.engine.architects.table import OVER, TAKE
from wonders_desktop.engine.core.protocol import Move

COLOUR_ORDER = ("yellow", "grey", "green", "blue", "red")


@dataclass(frozen=True, slots=True)
class CardKind:
    """What is printed on a card kind: its colour and the symbol the table draws. Game data, not a
    drawing: ``faces.kit_face`` turns it into the art kit's ``CardFace`` (title band, symbols), and
    the small cards in front of a player draw its main symbol alone."""

    kind: str
    colour: str
    icon: str  # icon name in resources/icons/game (coin, wood, gear, laurel, shield...)
    vp: int = 0
    cat: bool = False
    shields: int = 0
    horns: int = 0


def card_kinds(t: Tables) -> dict[str, CardKind]:
    """Every card kind's face, read from the compiled data."""
    faces = {}
    for index, kind in enumerate(t.kinds):
        colour = t.colors[index]
        if index in t.resources or index in t.science:
            icon = kind
        elif colour == "yellow":
            icon = "coin"
        elif colour == "blue":
            icon = "laurel"
        else:
            icon = "shield"
        faces[kind] = CardKind(
            kind, colour, icon, t.vp[index], index in t.cat_kinds, t.shields[index], t.horns[index]
        )
    return faces


@dataclass(frozen=True, slots=True)
class PlayerVM:
    seat: int
    wonder: str
    stages: tuple[StageInfo, ...]
    cards: tuple[tuple[str, int], ...]  # (kind, count) of the cards in front, grouped by colour
    coins: int
    science: tuple[tuple[str, int], ...]  # (symbol, count) of every science symbol held (the engine's)
    shields: int
    battle_gain: int  # military tokens a battle now would give
    military: int
    tokens: tuple[tuple[str, str], ...]  # (token, idle|ready|used)
    cat: bool
    points: int
    stages_built: int
    acting: bool

    @property
    def levels(self) -> list[list[StageInfo]]:
        """The pieces row by row from the bottom: pieces of one row may be built in any order."""
        rows: dict[int, list[StageInfo]] = {}
        for stage in self.stages:
            rows.setdefault(stage.level, []).append(stage)
        return [rows[level] for level in sorted(rows)]


@dataclass(frozen=True, slots=True)
class DeckVM:
    info: DeckInfo
    move: Move | None  # what clicking it plays now (take, extra card, wonder effect, look)
    role: str  # take | extra | effect | look | "" (not clickable)
    neighbour_of_viewer: str  # "left", "right" or "" (the central deck or a far deck)

    @property
    def id(self) -> str:
        return self.info.id


@dataclass(slots=True)
class DecisionVM:
    """The viewer's choice now, with the legal moves sorted by what they answer."""

    kind: str  # wait | take | resolve | effect_take | effect_token | look | keep | over
    builds: dict[int, list[Build]] = field(default_factory=dict)  # stage number -> payments
    exchanges: dict[tuple[str, ...], dict[str, Progress]] = field(default_factory=dict)  # set -> token
    extras: dict[str, dict[str, Extra]] = field(default_factory=dict)  # token -> deck -> move
    end: EndTurn | None = None
    tokens: dict[str, Move] = field(default_factory=dict)  # Babylon: token (or pile) -> move
    keep: list[tuple[str, Keep]] = field(default_factory=list)
    looked: list[str] = field(default_factory=list)

    @property
    def must_build(self) -> bool:
        return bool(self.builds)

    @property
    def must_exchange(self) -> bool:
        return bool(self.exchanges)


@dataclass(frozen=True, slots=True)
class TableVM:
    n: int
    viewer: int
    current: int | None
    players: tuple[PlayerVM, ...]
    decks: tuple[DeckVM, ...]  # players' decks in seat order, then the central deck
    display: tuple[str, ...]  # face-up Progress tokens
    pile: int
    conflict_total: int
    conflict_battle: int
    discard: int
    cat: int | None
    decision: DecisionVM
    over: bool
    faces: dict[str, CardKind]

    def deck(self, ident: str) -> DeckVM:
        return next(deck for deck in self.decks if deck.id == ident)

    @property
    def central(self) -> DeckVM:
        return self.decks[-1]


def _grouped(t: Tables, counts: Sequence[int]) -> tuple[tuple[str, int], ...]:
    order = sorted(range(len(t.kinds)), key=lambda k: (COLOUR_ORDER.index(t.colors[k]), k))
    return tuple((t.kinds[k], counts[k]) for k in order if counts[k])


def player_vm(
    view: ArchitectsState, seat: int, points: int, gains: list[int], shields: list[int]
) -> PlayerVM:
    t = view.t
    counts = view.cards[seat]
    return PlayerVM(
        seat=seat,
        wonder=t.wonders[view.seat_wonder[seat]].id,
        stages=tuple(queries.stage_infos(view, seat)),
        cards=_grouped(t, counts),
        coins=counts[t.coin_kind],
        science=tuple(queries.science_held(view, seat)),
        shields=shields[seat],
        battle_gain=gains[seat],
        military=view.military[seat],
        tokens=tuple(
            sorted(queries.token_states(view, seat).items(), key=lambda item: t.token_index[item[0]])
        ),
        cat=view.cat == seat,
        points=points,
        stages_built=view.stage_count[seat],
        acting=view.phase != OVER and view.current == seat,
    )


def decision_vm(view: ArchitectsState, moves: Sequence[Move]) -> DecisionVM:
    """Sort the viewer's legal moves by the question they answer (no moves: someone else decides)."""
    if view.phase == OVER:
        return DecisionVM("over")
    if not moves:
        return DecisionVM("wait")
    prompt = queries.prompt(view)
    if prompt != "none":
        decision = DecisionVM(prompt)
    else:
        decision = DecisionVM("take" if view.phase == TAKE else "resolve")
    for move in moves:
        if isinstance(move, Build):
            decision.builds.setdefault(move.stage, []).append(move)
        elif isinstance(move, Progress):
            decision.exchanges.setdefault(move.symbols, {})[move.token] = move
        elif isinstance(move, Extra):
            decision.extras.setdefault(move.token, {})[move.deck] = move
        elif isinstance(move, EndTurn):
            decision.end = move
        elif isinstance(move, EffectToken):
            decision.tokens[move.token] = move
        elif isinstance(move, Keep):
            decision.keep.append((move.card, move))
    if decision.kind == "keep":
        decision.looked = queries.looked_at(view, view.current)
    return decision


def _deck_move(moves: Sequence[Move], deck: str, extra_token: str | None) -> tuple[Move | None, str]:
    for move in moves:
        if isinstance(move, Take) and move.deck == deck:
            return move, "take"
        if isinstance(move, EffectTake) and move.deck == deck:
            return move, "effect"
        if isinstance(move, Look) and move.deck == deck:
            return move, "look"
        if isinstance(move, Extra) and move.deck == deck and move.token == extra_token:
            return move, "extra"
    return None, ""


def deck_vms(
    view: ArchitectsState, viewer: int, moves: Sequence[Move], extra_token: str | None
) -> tuple[DeckVM, ...]:
    left, right, _ = queries.neighbour_decks(view, viewer)
    result = []
    for info in queries.decks(view):
        move, role = _deck_move(moves, info.id, extra_token)
        side = "left" if info.id == left else "right" if info.id == right else ""
        result.append(DeckVM(info, move, role, side))
    return tuple(result)


def table_vm(
    view: ArchitectsState,
    viewer: int,
    moves: Sequence[Move],
    points: Sequence[int],
    extra_token: str | None = None,
) -> TableVM:
    """The whole table for ``viewer`` (``view`` is that seat's view, or the full state once over).

    ``extra_token``: which ready Progress token a click on a deck spends (the first ready one if None).
    """
    t = view.t
    decision = decision_vm(view, moves)
    if decision.extras and extra_token not in decision.extras:
        extra_token = next(iter(decision.extras))
    gains = queries.battle_preview(view)
    shields = queries.shields(view)
    players = tuple(player_vm(view, seat, points[seat], gains, shields) for seat in range(view.n))
    return TableVM(
        n=view.n,
        viewer=viewer,
        current=None if view.phase == OVER else view.current,
        players=players,
        decks=deck_vms(view, viewer, moves, extra_token),
        display=tuple(t.tokens[k] for k in view.display),
        pile=len(view.pile),
        conflict_total=view.conflict_total,
        conflict_battle=view.conflict_battle,
        discard=queries.discard_count(view),
        cat=view.cat if view.cat >= 0 else None,
        decision=decision,
        over=view.phase == OVER,
        faces=card_kinds(t),
    )


def build_order(player: PlayerVM) -> list[list[int]]:
    """Stage numbers row by row from the bottom: ``[[1], [2, 3, 4], [5]]`` for Ephesus."""
    return [[stage.number for stage in row] for row in player.levels]


def token_choice_ids(decision: DecisionVM) -> list[str]:
    """Tokens a click may take now (Babylon's effect or an exchange), the face-down pile as ``pile``."""
    if decision.tokens:
        return list(decision.tokens)
    ids: list[str] = []
    for options in decision.exchanges.values():
        ids.extend(token for token in options if token not in ids)
    return ids


__all__ = [
    "CENTRAL",
    "PILE",
    "CardKind",
    "DecisionVM",
    "DeckVM",
    "PlayerVM",
    "TableVM",
    "build_order",
    "card_kinds",
    "table_vm",
    "token_choice_ids",
]
