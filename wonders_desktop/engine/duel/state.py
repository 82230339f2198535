"""The 7 Wonders Duel position and its rules: draft, the three ages, every card, Wonder and token.

One ``DuelState`` holds the whole game; ``apply`` mutates it and returns events. The turn is a small
state machine: a seat is asked for a *main* move (build, discard, Wonder) and, when an effect needs a
decision (a progress token after a pair, the Great Library's draw, a card to destroy, the Mausoleum's
pick, who starts the next age), the phase changes and that seat is asked again. When no decision is
pending the turn ends: the age may end, a play-again effect may keep the seat, or the other seat plays.
Supremacies end the game at once, wherever they happen.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self

from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng, hash_seed
from wonders_desktop.engine.core.scoring import Outcome, winners_by
from wonders_desktop.engine.duel.catalog import BLUE, GREY, RED, WonderInfo, catalog
from wonders_desktop.engine.duel.city import City
from wonders_desktop.engine.duel.costs import trade_cost
from wonders_desktop.engine.duel.moves import (
    BuildCard,
    BuildFromDiscard,
    BuildWonder,
    ChooseStarter,
    DestroyCard,
    DiscardCard,
    DraftWonder,
    TakeProgress,
    move_table,
)
from wonders_desktop.engine.duel.scoring import breakdowns

DATA = catalog()
MOVES = move_table()
RULES = DATA.rules
CARDS = DATA.cards
WONDERS = DATA.wonders
TOKENS = DATA.tokens
CAPITAL = RULES.military.capital
LOOT = tuple((min(t.positions), max(t.positions), t.loser, t.coins) for t in RULES.military.tokens)
MAX_WONDERS = RULES.max_wonders_built
TRADE_BASE = RULES.trade_base
DRAFT_PICKS = tuple(who for rnd in RULES.draft.rounds for who in rnd.picks)
DRAFT_ROUND_ENDS = tuple(
    sum(r.reveal for r in RULES.draft.rounds[: i + 1]) for i in range(len(RULES.draft.rounds))
)

HIDDEN = -1  # a card or Wonder the viewer cannot see
EMPTY = -2  # a structure slot whose card was taken

DRAFT, PLAY, PROGRESS, LIBRARY, DESTROY, MAUSOLEUM, START, OVER = range(8)
PHASE_NAMES = ("draft", "play", "progress", "library", "destroy", "mausoleum", "start", "over")


class DuelState(GameState):
    """A whole Duel position. Lists of ints only, so ``clone`` is cheap (search bots live on it)."""

    kind = "duel"

    __slots__ = (
        "_chance",
        "_draws",
        "_history",
        "_options",
        "_prices",
        "_seed",
        "accessible",
        "age",
        "board",
        "box",
        "cities",
        "conflict",
        "cover_left",
        "current",
        "destroy_color",
        "discard",
        "draft",
        "draft_step",
        "drawn",
        "face_up",
        "first",
        "last_actor",
        "loot",
        "offered",
        "phase",
        "play_again",
        "remaining",
        "removed",
        "result",
        "slots",
        "viewer",
        "wonders_built",
        "wonders_out",
    )

    def __init__(self, options: Mapping[str, Any], seed: int, chance: int | None) -> None:
        self._options = dict(options)
        self._seed = seed
        self._chance = chance  # None in a view: the future is hidden
        self._draws = 0
        self._history: list[tuple[int, Move]] = []
        self._prices: list[list[int] | None] = [None, None]
        self.viewer: int | None = None
        self.cities = [City(RULES.starting_coins), City(RULES.starting_coins)]
        self.phase, self.current, self.first, self.last_actor = DRAFT, 0, 0, 0
        self.age = 0
        self.slots: list[int] = []
        self.face_up: list[bool] = []
        self.cover_left: list[int] = []
        self.accessible: list[int] = []
        self.remaining = 0
        self.removed: list[list[int]] = []
        self.discard: list[int] = []
        self.board: list[int] = []
        self.box: list[int] = []
        self.drawn: list[int] = []
        self.conflict = 0
        self.loot = [True] * len(LOOT)
        self.draft: list[int] = []
        self.offered: list[int] = []
        self.draft_step = 0
        self.wonders_built = 0
        self.wonders_out: list[int] = []
        self.play_again = False
        self.destroy_color = -1
        self.result: tuple[tuple[int, ...], str, str | None] | None = None

    # ==============================================================================================
    # setup
    # ==============================================================================================
    @classmethod
    def new(cls, options: Mapping[str, Any], seed: int) -> DuelState:
        """Setup as the rulebook says: tokens, coins, first player, then the Wonder selection."""
        state = cls(options, seed, seed)
        rng = state._need_rng()
        first = options.get("first_player", "random")
        state.first = rng.randrange(2) if first == "random" else int(first)
        tokens = list(range(len(TOKENS)))
        rng.shuffle(tokens)
        on_board = RULES.progress_tokens_on_board
        state.board, state.box = sorted(tokens[:on_board]), sorted(tokens[on_board:])
        if options.get("wonders", "draft") == "first_game":
            state._assign_first_game()
        else:
            order = list(range(len(WONDERS)))
            rng.shuffle(order)
            state.draft = order[: DRAFT_ROUND_ENDS[-1]]
            state.offered = state.draft[: DRAFT_ROUND_ENDS[0]]
            state.current = state._drafter(0)
        return state

    def _assign_first_game(self) -> None:
        fixed = RULES.draft.first_game
        for seat, ids in ((self.first, fixed.first), (1 - self.first, fixed.second)):
            for wonder_id in ids:
                self._give_wonder(seat, DATA.wonder_index[wonder_id])
        self._begin_play([])

    def _give_wonder(self, seat: int, wonder: int) -> None:
        city = self.cities[seat]
        city.wonders.append(wonder)
        city.built.append(False)
        city.tucked.append(-1)

    def _drafter(self, step: int) -> int:
        return self.first if DRAFT_PICKS[step] == "first" else 1 - self.first

    def _begin_play(self, events: list[Event]) -> None:
        self._deal(1, events)
        self.phase, self.current = PLAY, self.first

    def _deal(self, age: int, events: list[Event]) -> None:
        """Shuffle the age's deck (with 3 random guilds in age III), lay out 20 cards, set 3 aside unseen."""
        rng = self._need_rng()
        located = self.located_cards()  # empty for a real game; a ``check`` position may hold some
        deck = [card for card in DATA.age_decks[age - 1] if card not in located]
        if age == 3:
            guilds = [card for card in DATA.guilds if card not in located]
            deck += rng.sample(guilds, min(len(guilds), RULES.guilds_added_to_age_3))
        rng.shuffle(deck)
        size = RULES.cards_per_age_structure
        slots = deck[:size] + [EMPTY] * max(0, size - len(deck))
        self.lay_out(age, slots, deck[size:])
        events.append(Event("age_started", None, {"age": age}))

    def lay_out(self, age: int, slots: list[int], removed: list[int]) -> None:
        """Place a structure: ``slots`` holds a card index per slot (``EMPTY`` for none)."""
        self.age = age
        self.slots = slots
        self.removed.append(removed)
        self.face_up = list(DATA.face_up[age - 1])
        covered_by = DATA.covered_by[age - 1]
        self.cover_left = [sum(1 for o in covered_by[s] if slots[o] != EMPTY) for s in range(len(slots))]
        self.accessible = [s for s in range(len(slots)) if slots[s] != EMPTY and not self.cover_left[s]]
        for s in self.accessible:
            self.face_up[s] = True
        self.remaining = sum(1 for card in slots if card != EMPTY)

    def located_cards(self) -> set[int]:
        """Every card whose place the position records (hidden markers excluded)."""
        cards = {card for card in self.slots if card >= 0}
        for part in self.removed:
            cards.update(card for card in part if card >= 0)
        cards.update(self.discard)
        for city in self.cities:
            cards.update(city.cards)
            cards.update(card for card in city.tucked if card >= 0)
        return cards

    def _need_rng(self) -> Rng:
        """A generator for the next chance event, derived from the chance seed and a draw counter.

        Deriving instead of carrying a live generator makes ``clone`` cheap (no 625-word state to copy)
        and keeps games reproducible from seed + moves.
        """
        if self._chance is None:
            raise IllegalMoveError("this view cannot draw hidden cards or tokens; determinize it first")
        self._draws += 1
        return Rng(hash_seed(self._chance, self._draws))

    # ==============================================================================================
    # protocol: who acts and what they may do
    # ==============================================================================================
    @property
    def num_players(self) -> int:
        return 2

    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.current,)

    def legal_moves(self, seat: int) -> list[Move]:
        if self.phase == OVER or seat != self.current:
            return []
        phase = self.phase
        if phase == PLAY:
            return self._play_moves(seat)
        if phase == DRAFT:
            return [MOVES.draft[w] for w in self.offered]
        if phase == PROGRESS:
            return [MOVES.progress[t] for t in self.board]
        if phase == LIBRARY:
            return [MOVES.progress[t] for t in self.drawn]
        if phase == DESTROY:
            return [MOVES.destroy[c] for c in self._destroy_targets(seat)]
        if phase == MAUSOLEUM:
            return [MOVES.mausoleum[c] for c in self.discard]
        return list(MOVES.start)

    def _play_moves(self, seat: int) -> list[Move]:
        city = self.cities[seat]
        coins = city.coins
        prices = self.prices(seat)
        wonder_rows = []
        if self.wonders_built < MAX_WONDERS:
            for k, wonder in enumerate(city.wonders):
                if not city.built[k] and self._wonder_trade(wonder, city, prices) <= coins:
                    wonder_rows.append(MOVES.wonder[wonder])
        build, discard = MOVES.build, MOVES.discard
        moves: list[Move] = []
        for slot in self.accessible:
            card = self.slots[slot]
            if self._card_total(card, city, prices) <= coins:
                moves.append(build[card])
            moves.append(discard[card])
            for row in wonder_rows:
                moves.append(row[card])
        return moves

    def _destroy_targets(self, seat: int) -> list[int]:
        color = self.destroy_color
        return [c for c in self.cities[1 - seat].cards if CARDS[c].color == color]

    def parse_move(self, text: str) -> Move:
        return MOVES.parse(text)

    # ==============================================================================================
    # costs
    # ==============================================================================================
    def prices(self, seat: int) -> list[int]:
        """The price of one unit of each resource for ``seat`` (cached until a relevant card changes)."""
        cached = self._prices[seat]
        if cached is None:
            fixed = self.cities[seat].fixed_price
            other = self.cities[1 - seat].brown_grey
            cached = [fixed[r] or TRADE_BASE + other[r] for r in range(5)]
            self._prices[seat] = cached
        return cached

    def _card_total(self, card: int, city: City, prices: list[int]) -> int:
        info = CARDS[card]
        if info.chain_requires & city.chains:
            return 0
        if not info.need:
            return info.coins
        waived = city.masonry if info.color == BLUE else 0
        return info.coins + trade_cost(
            info.need, city.produced, prices, city.choice_raw, city.choice_man, waived
        )

    def _wonder_trade(self, wonder: int, city: City, prices: list[int]) -> int:
        need = WONDERS[wonder].need
        return trade_cost(need, city.produced, prices, city.choice_raw, city.choice_man, city.architecture)

    def card_cost(self, seat: int, card: int) -> tuple[bool, int, int]:
        """(free through a chain, coins paid in all, coins paid for trading) for building ``card``."""
        city = self.cities[seat]
        info = CARDS[card]
        if info.chain_requires & city.chains:
            return True, 0, 0
        total = self._card_total(card, city, self.prices(seat))
        return False, total, total - info.coins

    def wonder_cost(self, seat: int, wonder: int) -> int:
        """Coins paid (all of it trading) for building ``wonder`` now."""
        return self._wonder_trade(wonder, self.cities[seat], self.prices(seat))

    def discard_value(self, seat: int) -> int:
        return RULES.discard_base + RULES.discard_per_yellow * self.cities[seat].colors[4]

    # ==============================================================================================
    # apply
    # ==============================================================================================
    def apply(self, seat: int, move: Move) -> list[Event]:
        if self.phase == OVER or seat != self.current:
            raise IllegalMoveError(f"seat {seat} does not act now")
        if self.viewer is None:
            events = self._dispatch(seat, move)
        else:  # a view may meet hidden information half-way: roll back so the state stays unchanged
            backup = self.clone()
            try:
                events = self._dispatch(seat, move)
            except IllegalMoveError:
                self._restore(backup)
                raise
        self._history.append((seat, move))
        return events

    def _dispatch(self, seat: int, move: Move) -> list[Event]:
        phase = self.phase
        events: list[Event] = []
        if phase == PLAY:
            self._main_move(seat, move, events)
        elif phase == DRAFT and type(move) is DraftWonder:
            self._draft(seat, DATA.wonder_index[move.wonder], events)
        elif phase in (PROGRESS, LIBRARY) and type(move) is TakeProgress:
            self._take_token(seat, DATA.token_index[move.token], events)
        elif phase == DESTROY and type(move) is DestroyCard:
            self._destroy(seat, DATA.card_index[move.card], events)
        elif phase == MAUSOLEUM and type(move) is BuildFromDiscard:
            self._mausoleum(seat, DATA.card_index[move.card], events)
        elif phase == START and type(move) is ChooseStarter:
            self._choose_starter(seat, move.seat, events)
        else:
            raise IllegalMoveError(f"{move.to_str()} is not a {PHASE_NAMES[phase]} move")
        return events

    def _restore(self, backup: DuelState) -> None:
        for name in DuelState.__slots__:
            setattr(self, name, getattr(backup, name))

    # --- the draft --------------------------------------------------------------------------------
    def _draft(self, seat: int, wonder: int, events: list[Event]) -> None:
        if wonder not in self.offered:
            raise IllegalMoveError(f"{WONDERS[wonder].id} is not offered")
        self.offered.remove(wonder)
        self._give_wonder(seat, wonder)
        self.draft_step += 1
        events.append(Event("wonder_drafted", seat, {"wonder": WONDERS[wonder].id}))
        step = self.draft_step
        if step == DRAFT_ROUND_ENDS[-1]:
            self._begin_play(events)
            return
        if step in DRAFT_ROUND_ENDS:
            start = step
            end = DRAFT_ROUND_ENDS[DRAFT_ROUND_ENDS.index(step) + 1]
            if HIDDEN in self.draft[start:end]:
                raise IllegalMoveError("this view cannot reveal the next Wonders; determinize it first")
            self.offered = self.draft[start:end]
            events.append(Event("wonders_revealed", None, {"wonders": [WONDERS[w].id for w in self.offered]}))
        self.current = self._drafter(step)

    # --- the main move of a turn --------------------------------------------------------------------
    def _main_move(self, seat: int, move: Move, events: list[Event]) -> None:
        kind = type(move)
        if kind is BuildCard:
            card = DATA.card_index[move.card]
        elif kind is DiscardCard or kind is BuildWonder:
            card = DATA.card_index.get(move.card, -1)
        else:
            raise IllegalMoveError(f"{move.to_str()} is not a move of the play phase")
        slot = self._slot_of(card)
        self.play_again = False
        if kind is BuildCard:
            self._build(seat, card, slot, events)
        elif kind is DiscardCard:
            self._sell(seat, card, slot, events)
        else:
            self._wonder(seat, DATA.wonder_index[move.wonder], card, slot, events)
        self._after_action(events)

    def _slot_of(self, card: int) -> int:
        for slot in self.accessible:
            if self.slots[slot] == card:
                return slot
        raise IllegalMoveError(f"{CARDS[card].id} is not accessible")

    def _take_slot(self, slot: int, events: list[Event]) -> None:
        """Remove a card from the structure and turn face up every card it uncovers."""
        self.slots[slot] = EMPTY
        self.remaining -= 1
        self.accessible.remove(slot)
        cover_left = self.cover_left
        for under in DATA.covers[self.age - 1][slot]:
            cover_left[under] -= 1
            if cover_left[under] == 0:
                self.accessible.append(under)
                if not self.face_up[under]:
                    if self.slots[under] == HIDDEN:
                        raise IllegalMoveError(
                            "this view cannot reveal a face-down card; determinize it first"
                        )
                    self.face_up[under] = True
                    events.append(
                        Event("card_revealed", None, {"card": CARDS[self.slots[under]].id, "slot": under})
                    )

    def _build(self, seat: int, card: int, slot: int, events: list[Event]) -> None:
        city = self.cities[seat]
        chain, total, trade = self.card_cost(seat, card)
        if total > city.coins:
            raise IllegalMoveError(f"{CARDS[card].id} costs {total} coins")
        self._take_slot(slot, events)
        self._pay(seat, total, trade)
        events.append(
            Event(
                "card_built", seat, {"card": CARDS[card].id, "coins": total, "trade": trade, "chain": chain}
            )
        )
        self._construct(seat, card, chain, events)

    def _sell(self, seat: int, card: int, slot: int, events: list[Event]) -> None:
        self._take_slot(slot, events)
        value = self.discard_value(seat)
        self.cities[seat].gain(value)
        self.discard.append(card)
        events.append(Event("card_discarded", seat, {"card": CARDS[card].id, "coins": value}))

    def _pay(self, seat: int, total: int, trade: int) -> None:
        """Pay a construction; with Economy the opponent receives the trading part."""
        if total:
            self.cities[seat].pay(total)
        if trade and self.cities[1 - seat].economy:
            self.cities[1 - seat].gain(trade)

    def _construct(self, seat: int, card: int, chain: bool, events: list[Event]) -> None:
        """A card enters a city (bought, chained or from the Mausoleum): every effect of it applies."""
        info = CARDS[card]
        city = self.cities[seat]
        city.add_card(card)
        if info.color <= GREY or info.trade_fixed:
            self._prices = [None, None]
        coins = info.gain
        for amount, target in info.coins_per:
            coins += amount * city.count(target)
        if info.guild is not None:
            targets, per, _ = info.guild
            coins += per * max(sum(c.count(t) for t in targets) for c in self.cities)
        if chain and city.chain_coins:
            coins += city.chain_coins
        if coins:
            city.gain(coins)
            events.append(Event("coins_gained", seat, {"coins": coins, "card": info.id}))
        if info.shields:
            self._military(seat, info.shields + (city.strategy if info.color == RED else 0), events)
            if self.phase == OVER:
                return
        if info.science >= 0:
            self._science(seat, info.science, events)

    def _science(self, seat: int, symbol: int, events: list[Event]) -> None:
        city = self.cities[seat]
        if city.distinct_science() >= RULES.science_supremacy_symbols:
            self._finish((seat,), "science_supremacy", None, events)
        elif city.science[symbol] == 2 and self.board:
            self.phase = PROGRESS

    def _military(self, seat: int, shields: int, events: list[Event]) -> None:
        """Move the pawn at once; loot every token zone entered; the capital is military supremacy."""
        old = self.conflict
        new = old + shields if seat == 0 else old - shields
        new = max(-CAPITAL, min(CAPITAL, new))
        self.conflict = new
        events.append(Event("military_moved", seat, {"from": old, "to": new}))
        low, high = (old + 1, new) if new > old else (new, old - 1)
        for index, (first, last, loser, amount) in enumerate(LOOT):
            if self.loot[index] and first <= high and low <= last:
                self.loot[index] = False
                lost = self.cities[loser].pay(amount)
                token = RULES.military.tokens[index].id
                events.append(Event("military_token_looted", loser, {"token": token, "coins": lost}))
        if abs(new) == CAPITAL:
            self._finish((0 if new > 0 else 1,), "military_supremacy", None, events)

    def _wonder(self, seat: int, wonder: int, card: int, slot: int, events: list[Event]) -> None:
        city = self.cities[seat]
        if wonder not in city.wonders:
            raise IllegalMoveError(f"{WONDERS[wonder].id} is not a Wonder of seat {seat}")
        position = city.wonders.index(wonder)
        if city.built[position]:
            raise IllegalMoveError(f"{WONDERS[wonder].id} is already built")
        if self.wonders_built >= MAX_WONDERS:
            raise IllegalMoveError("seven Wonders are already built")
        trade = self.wonder_cost(seat, wonder)
        if trade > city.coins:
            raise IllegalMoveError(f"{WONDERS[wonder].id} costs {trade} coins")
        self._take_slot(slot, events)
        self._pay(seat, trade, trade)
        city.add_wonder_built(position, card)
        self.wonders_built += 1
        info = WONDERS[wonder]
        if info.choice_raw or info.choice_man:
            self._prices = [None, None]
        events.append(
            Event("wonder_built", seat, {"wonder": info.id, "card": CARDS[card].id, "coins": trade})
        )
        if self.wonders_built == MAX_WONDERS:
            self._retire_last_wonder(events)
        self._wonder_effects(seat, info, events)

    def _retire_last_wonder(self, events: list[Event]) -> None:
        """Only seven Wonders: the one still unbuilt leaves the game."""
        for seat, city in enumerate(self.cities):
            for position in range(len(city.wonders) - 1, -1, -1):
                if not city.built[position]:
                    wonder = city.wonders.pop(position)
                    city.built.pop(position)
                    city.tucked.pop(position)
                    self.wonders_out.append(wonder)
                    events.append(Event("wonder_removed", seat, {"wonder": WONDERS[wonder].id}))

    def _wonder_effects(self, seat: int, info: WonderInfo, events: list[Event]) -> None:
        city, other = self.cities[seat], self.cities[1 - seat]
        if info.gain:
            city.gain(info.gain)
            events.append(Event("coins_gained", seat, {"coins": info.gain, "wonder": info.id}))
        if info.opponent_loses:
            lost = other.pay(info.opponent_loses)
            events.append(Event("coins_lost", 1 - seat, {"coins": lost, "wonder": info.id}))
        if info.shields:
            self._military(seat, info.shields, events)
            if self.phase == OVER:
                return
        self.play_again = info.play_again or city.theology
        if info.destroy >= 0:
            self.destroy_color = info.destroy
            if self._destroy_targets(seat):
                self.phase = DESTROY
        if info.from_discard and self.discard:
            self.phase = MAUSOLEUM
        if info.library is not None and self.box:
            draw = min(info.library[0], len(self.box))
            self.drawn = sorted(self._need_rng().sample(self.box, draw))
            for token in self.drawn:
                self.box.remove(token)
            self.phase = LIBRARY
            events.append(Event("progress_drawn", seat, {"tokens": [TOKENS[t].id for t in self.drawn]}))

    # --- decisions ---------------------------------------------------------------------------------
    def _take_token(self, seat: int, token: int, events: list[Event]) -> None:
        pool = self.board if self.phase == PROGRESS else self.drawn
        if token not in pool:
            raise IllegalMoveError(f"{TOKENS[token].id} cannot be taken now")
        pool.remove(token)
        if self.phase == LIBRARY:
            self.box.extend(self.drawn)  # the others go back to the box
            self.box.sort()
            self.drawn = []
        self.phase = PLAY
        city = self.cities[seat]
        city.add_progress(token)
        info = TOKENS[token]
        events.append(Event("progress_taken", seat, {"token": info.id}))
        if info.gain:
            city.gain(info.gain)
            events.append(Event("coins_gained", seat, {"coins": info.gain, "token": info.id}))
        if info.science >= 0:
            self._science(seat, info.science, events)
        self._after_action(events)

    def _destroy(self, seat: int, card: int, events: list[Event]) -> None:
        if card not in self._destroy_targets(seat):
            raise IllegalMoveError(f"{CARDS[card].id} cannot be destroyed")
        self.cities[1 - seat].remove_card(card)
        self.discard.append(card)
        self._prices = [None, None]
        self.phase = PLAY
        events.append(Event("card_destroyed", 1 - seat, {"card": CARDS[card].id}))
        self._after_action(events)

    def _mausoleum(self, seat: int, card: int, events: list[Event]) -> None:
        if card not in self.discard:
            raise IllegalMoveError(f"{CARDS[card].id} is not in the discard pile")
        self.discard.remove(card)
        self.phase = PLAY
        events.append(
            Event("card_built", seat, {"card": CARDS[card].id, "coins": 0, "trade": 0, "chain": False})
        )
        self._construct(seat, card, False, events)
        self._after_action(events)

    def _choose_starter(self, seat: int, starter: int, events: list[Event]) -> None:
        if starter not in (0, 1):
            raise IllegalMoveError(f"seat {starter} does not exist")
        self.phase, self.current = PLAY, starter
        events.append(Event("starter_chosen", seat, {"starter": starter, "age": self.age}))

    # --- end of a turn and of the game ---------------------------------------------------------------
    def _after_action(self, events: list[Event]) -> None:
        if self.phase == PLAY:
            self._end_turn(events)

    def _end_turn(self, events: list[Event]) -> None:
        seat = self.current
        self.last_actor = seat
        again, self.play_again = self.play_again, False
        if self.remaining:
            if again:
                events.append(Event("play_again", seat, {}))
            else:
                self.current = 1 - seat
            return
        events.append(Event("age_ended", None, {"age": self.age}))
        if self.age == RULES.ages:
            self._finish_by_points(events)
            return
        chooser = 1 if self.conflict > 0 else 0 if self.conflict < 0 else seat
        self._deal(self.age + 1, events)
        self.phase, self.current = START, chooser

    def _finish_by_points(self, events: list[Event]) -> None:
        scores = breakdowns(self.cities, self.conflict)
        totals = [score.total for score in scores]
        civilian = [score["civilian"] for score in scores]
        winners, tie_break = winners_by(totals, ("civilian", civilian))
        self._finish(winners, "points", tie_break, events)

    def _finish(
        self, winners: tuple[int, ...], reason: str, tie_break: str | None, events: list[Event]
    ) -> None:
        self.phase = OVER
        self.result = (winners, reason, tie_break)
        events.append(Event("game_ended", None, {"winners": list(winners), "reason": reason}))

    def outcome(self) -> Outcome:
        scores = breakdowns(self.cities, self.conflict)
        if self.result is not None:
            winners, reason, tie_break = self.result
            return Outcome(scores, winners, reason, tie_break)
        totals = [score.total for score in scores]
        winners, tie_break = winners_by(totals, ("civilian", [score["civilian"] for score in scores]))
        return Outcome(scores, winners, "points", tie_break)

    # ==============================================================================================
    # copies, secrets, determinization
    # ==============================================================================================
    def clone(self) -> Self:
        twin = DuelState.__new__(DuelState)
        twin._options, twin._seed = self._options, self._seed
        twin._chance, twin._draws = self._chance, self._draws
        twin._history = self._history[:]
        twin._prices = self._prices[:]
        twin.viewer = self.viewer
        twin.cities = [self.cities[0].clone(), self.cities[1].clone()]
        twin.phase, twin.current, twin.first, twin.last_actor = (
            self.phase,
            self.current,
            self.first,
            self.last_actor,
        )
        twin.age, twin.remaining, twin.conflict = self.age, self.remaining, self.conflict
        twin.slots, twin.face_up, twin.cover_left = self.slots[:], self.face_up[:], self.cover_left[:]
        twin.accessible = self.accessible[:]
        twin.removed = [part[:] for part in self.removed]
        twin.discard, twin.board, twin.box, twin.drawn = (
            self.discard[:],
            self.board[:],
            self.box[:],
            self.drawn[:],
        )
        twin.loot = self.loot[:]
        twin.draft, twin.offered, twin.draft_step = self.draft[:], self.offered[:], self.draft_step
        twin.wonders_built, twin.wonders_out = self.wonders_built, self.wonders_out[:]
        twin.play_again, twin.destroy_color, twin.result = self.play_again, self.destroy_color, self.result
        return twin  # type: ignore[return-value]

    def view(self, seat: int) -> Self:
        from wonders_desktop.engine.duel.hidden import masked_view

        return masked_view(self, seat)  # type: ignore[return-value]

    def determinize(self, seat: int, rng: Rng) -> Self:
        from wonders_desktop.engine.duel.hidden import determinized

        return determinized(self, seat, rng)  # type: ignore[return-value]

    def reveals_information(self, seat: int, move: Move) -> bool:
        """Moves that uncover a face-down card, end an age or a draft round, or draw tokens reveal."""
        if self.phase == DRAFT:
            return self.draft_step + 1 in DRAFT_ROUND_ENDS
        if self.phase != PLAY:
            return self.remaining == 0  # a decision that ends the age deals the next one
        card = DATA.card_index.get(getattr(move, "card", ""), -1)
        slots = [s for s in self.accessible if self.slots[s] == card]
        if not slots or self.remaining == 1:
            return True
        if isinstance(move, BuildWonder) and WONDERS[DATA.wonder_index[move.wonder]].library is not None:
            return True
        age = self.age - 1
        return any(
            self.cover_left[under] == 1 and not self.face_up[under] for under in DATA.covers[age][slots[0]]
        )

    # ==============================================================================================
    # checks and serialization
    # ==============================================================================================
    @property
    def history(self) -> list[tuple[int, str]]:
        return [(seat, move.to_str()) for seat, move in self._history]

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> Mapping[str, Any]:
        return dict(self._options)

    def snapshot(self) -> dict[str, Any]:
        from wonders_desktop.engine.duel.serial import snapshot

        return snapshot(self)

    def check_invariants(self) -> None:
        from wonders_desktop.engine.duel.invariants import check

        check(self)
