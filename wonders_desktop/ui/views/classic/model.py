"""What the 7 Wonders table shows, as plain data built from the viewer's view and legal moves.

No Qt and no rule here: every price and reason comes from ``engine/classic/queries.py``, every action
the table offers is one of the engine's legal moves (``TableModels.moves``). Widgets only draw a
``TableState``; tests can check it without pixels.

Status of a card in hand (``HandCard.status``):
``chain`` free thanks to a chain · ``free`` costs nothing · ``coins`` costs coins to the bank only ·
``trade`` needs coins paid to neighbours · ``blocked`` cannot be built (``price.reason`` says why).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from wonders_desktop.engine.classic import queries
from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.queries import CityInfo, Price, Purchase, TurnInfo
from wonders_desktop.engine.classic.state import ClassicState

CHAIN, FREE, COINS, TRADE, BLOCKED = "chain", "free", "coins", "trade", "blocked"

# What the viewer is asked to do now.
PICK = "pick"  # choose a card of the hand and an action
FREE_CITY_PICK = "free_city"  # the Free City's controller chooses the Free City's card first
LAST = "last"  # Babylon: play the last card of the age
DISCARD = "discard"  # Halikarnassos: build a card of the discard pile, or pass
DEBT = "debt"  # Cities: pay a coin loss or take debt
WAITING = "waiting"  # nothing to decide now
OVER = "over"


@dataclass(frozen=True, slots=True)
class Offer:
    """One way to play a card: the action and its legal moves (one per payment, cheapest first), with
    what each move's payment buys from each neighbour (the engine's answer, one per move)."""

    action: str
    moves: tuple[ClassicMove, ...]
    price: Price | None = None
    purchases: tuple[Purchase | None, ...] = ()

    @property
    def playable(self) -> bool:
        return bool(self.moves)


@dataclass(frozen=True, slots=True)
class HandCard:
    card: str
    status: str
    price: Price
    build: Offer
    stage: Offer
    sell: Offer
    free: Offer  # Olympia: build for free
    picked: bool = False  # the card already chosen this turn
    copy: int = 1  # a hand may hold two copies of a card (6 and 7 players): the second is copy 2

    @property
    def slot(self) -> str:
        """A name for this card of the hand, unique even when the hand holds two copies of it."""
        return self.card if self.copy == 1 else f"{self.card}#{self.copy}"

    @property
    def playable(self) -> bool:
        return any(offer.playable for offer in (self.build, self.stage, self.sell, self.free))

    @property
    def payments(self) -> tuple[tuple[int, int], ...]:
        """The purchases shown for the card: the legal ones when it is playable, else the query's."""
        if self.build.moves:
            return tuple((move.left, move.right) for move in self.build.moves)
        return self.price.options


@dataclass(frozen=True, slots=True)
class Neighbours:
    left: int
    right: int


@dataclass(slots=True)
class TableState:
    """Everything one repaint of the table needs."""

    viewer: int
    city: int  # the viewer's own city
    mode: str
    turn: TurnInfo
    cities: list[CityInfo]
    neighbours: Neighbours
    others: list[int]  # the other cities clockwise from beyond the left neighbour to beyond the right
    prices: dict[str, dict[str, int]]  # unit prices the viewer pays to each neighbour
    hand: list[HandCard] = field(default_factory=list)
    acting_city: int = 0  # the city the hand's prices are for (the Free City during its pick)
    stage: Price | None = None
    discard: list[str] = field(default_factory=list)  # Halikarnassos's choice
    discard_moves: dict[str, ClassicMove] = field(default_factory=dict)
    pass_move: ClassicMove | None = None
    debt_moves: list[ClassicMove] = field(default_factory=list)
    debt_loss: int = 0
    last_coins: int = 0  # what the last card may spend (1st edition: not the last turn's income)
    teammate: int | None = None
    teammate_hand: tuple[str, ...] = ()
    opponent: int | None = None  # team play: the neighbour of the other team
    free_city: int | None = None
    conflicts: list[list[tuple[int, int]]] = field(default_factory=list)
    picked_move: str | None = None
    free_city_move: str | None = None
    hand_sizes: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)  # every city's score as the position stands

    @property
    def spendable(self) -> int:
        """The coins the acting city may spend on the action asked now: for a 1st-edition last card,
        not what it holds (the last turn's income comes too late), else all it holds."""
        return self.last_coins if self.mode == LAST else self.cities[self.acting_city].coins


def others_clockwise(count: int, city: int) -> list[int]:
    """The cities across the table, from the one beyond the left neighbour round to the right one's."""
    return [(city + step) % count for step in range(2, count - 1)]


def build_table(view: ClassicState, viewer: int, moves: Sequence[ClassicMove]) -> TableState:
    """The table as ``viewer`` sees it; ``moves`` are the viewer's legal moves now (empty if none)."""
    city = viewer  # seats and cities coincide (the Free City is a city beyond the seats)
    count = queries.cities(view)
    turn = queries.turn_info(view)
    state = TableState(
        viewer=viewer,
        city=city,
        mode=_mode(view, viewer, moves),
        turn=turn,
        cities=[queries.city_info(view, index) for index in range(count)],
        neighbours=Neighbours(queries.left_of(view, city), queries.right_of(view, city)),
        others=others_clockwise(count, city),
        prices=queries.unit_prices(view, city),
        free_city=queries.free_city_index(view),
        conflicts=queries.conflict_preview(view),
        picked_move=queries.own_pick(view, viewer),
        free_city_move=queries.free_city_pick(view, viewer),
        hand_sizes=[queries.hand_size(view, seat) for seat in range(view.num_players)],
        points=queries.points(view),
    )
    state.acting_city = _acting_city(state, city)
    state.stage = queries.stage_price(view, state.acting_city) if state.mode != OVER else None
    _fill_hand(state, view, moves)
    _fill_specials(state, view, moves)
    mate = queries.teammate(view, viewer)
    if mate is not None:
        state.teammate = mate
        state.teammate_hand = queries.hand(view, mate)
        state.opponent = queries.opponent(view, viewer)
    return state


def _acting_city(state: TableState, city: int) -> int:
    """The city the viewer decides for now: the Free City during its pick, or during a special of its
    own (its last card, its build from the discard pile); else the viewer's city."""
    if state.mode == FREE_CITY_PICK and state.free_city is not None:
        return state.free_city
    if state.mode in (LAST, DISCARD) and state.turn.deciding_city is not None:
        return state.turn.deciding_city
    return city


def _mode(view: ClassicState, viewer: int, moves: Sequence[ClassicMove]) -> str:
    if view.phase == "over":
        return OVER
    if not moves:
        return WAITING
    if view.phase == "pick":
        return FREE_CITY_PICK if any(move.free_city for move in moves) else PICK
    return {"last": LAST, "discard": DISCARD, "debt": DEBT}.get(view.phase, WAITING)


def _fill_hand(state: TableState, view: ClassicState, moves: Sequence[ClassicMove]) -> None:
    if state.mode in (DISCARD, OVER):
        return
    if state.mode == LAST:
        card = queries.last_card(view, state.acting_city)
        cards: tuple[str, ...] = (card,) if card is not None else ()
    else:
        cards = queries.hand(view, state.viewer)
    picked = _picked_cards(state)
    copies: dict[str, int] = {}
    for card in cards:  # every card, a second copy too: the hand shows what the player holds
        copies[card] = copies.get(card, 0) + 1
        chosen = card in picked and copies[card] == 1
        state.hand.append(_hand_card(view, state.acting_city, card, moves, chosen, copies[card]))


def _picked_cards(state: TableState) -> set[str]:
    chosen = set()
    for text in (state.picked_move, state.free_city_move):
        if text:
            body = text.removeprefix("fc.")
            parts = body.split(":")
            if len(parts) > 1:
                chosen.add(parts[1])
    return chosen


def _hand_card(
    view: ClassicState, city: int, card: str, moves: Sequence[ClassicMove], picked: bool, copy: int = 1
) -> HandCard:
    price = queries.card_price(view, city, card)
    mine = [move for move in moves if move.card == card]
    builds, stages = _paid(mine, "build"), _paid(mine, "stage")
    bought = [queries.card_purchase(view, city, card, (m.left, m.right)) for m in builds]
    build = Offer("build", builds, price, tuple(bought))
    stage = Offer("stage", stages, None, tuple(_stage_purchases(view, city, stages)))
    sell = Offer("sell", tuple(move for move in mine if move.action == "sell"))
    free = Offer("free", tuple(move for move in mine if move.action == "free"))
    return HandCard(card, _status(price, build), price, build, stage, sell, free, picked, copy)


def _paid(moves: Sequence[ClassicMove], action: str) -> tuple[ClassicMove, ...]:
    """The moves of ``action`` in the engine's payment order (the first is the one preselected and the
    one the card's badge shows)."""
    found = [move for move in moves if move.action == action]
    return tuple(sorted(found, key=lambda move: queries.payment_order((move.left, move.right))))


def _stage_purchases(view: ClassicState, city: int, moves: Sequence[ClassicMove]) -> list[Purchase | None]:
    """What each stage move buys (any card of the hand builds the same stage: the same answers)."""
    if not moves:
        return []
    return [queries.stage_purchase(view, city, (move.left, move.right)) for move in moves]


def _status(price: Price, build: Offer) -> str:
    """The badge of a card: from the legal builds when there are moves, else from the query."""
    if price.reason is not None and not build.moves:
        return BLOCKED
    if price.chain:
        return CHAIN
    options = [(move.left, move.right) for move in build.moves] or list(price.options)
    if not options:
        return BLOCKED
    left, right = options[0]
    if left or right:
        return TRADE
    return COINS if price.coins_to_bank else FREE


def _fill_specials(state: TableState, view: ClassicState, moves: Sequence[ClassicMove]) -> None:
    if state.mode == LAST:
        state.last_coins = queries.last_card_coins(view, state.acting_city)
    elif state.mode == DISCARD:
        state.discard = list(queries.discard_pile(view))
        state.discard_moves = {move.card: move for move in moves if move.action == "discard"}
        state.pass_move = next((move for move in moves if move.action == "pass"), None)
    elif state.mode == DEBT:
        state.debt_moves = sorted((move for move in moves if move.action == "debt"), key=lambda m: m.left)
        state.debt_loss = max((move.left for move in state.debt_moves), default=0)
