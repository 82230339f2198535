"""The state of a classic 7 Wonders game: either edition, 3-7 players, Cities, team play, and the
2-player Free City variant of the 1st edition.

Flow: each age deals 7 cards per hand (8 with Cities); six turns (seven with Cities) of simultaneous
picks (``to_act`` lists every seat still to pick; the turn resolves when all are in); hands pass left in
ages I and III, right in age II; after the last turn the last cards are discarded (Babylon may play its
last card instead: in the 1st edition as part of the last turn, priced as that turn began, see
``last_card``); Halikarnassos builds from the discard at the end of the turn its stage is built;
Cities' coin losses are settled at the end of the turn, each affected player choosing coins or debt;
military is resolved at the end of each age (``military.py``); the game ends after age III.

Phases: ``pick`` (simultaneous), ``debt`` (a player pays a coin loss or takes debt), ``last`` (Babylon's
last card), ``discard`` (Halikarnassos, Forging Agency), ``over``.
Cities and seats coincide, except in the Free City variant: seats 0 and 1 are cities 0 and 1, and the
Free City is city 2, played by its controlling seat with moves prefixed ``fc.``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import cache
from itertools import filterfalse, repeat
from operator import is_
from typing import Any, Self

from wonders_desktop.engine.classic import hidden
from wonders_desktop.engine.classic.catalog import Catalog
from wonders_desktop.engine.classic.city import City
from wonders_desktop.engine.classic.effects import Action, Resolver
from wonders_desktop.engine.classic.last_card import SAME_TURN_EDITIONS, LastTurn, pricing_cities, turn_start
from wonders_desktop.engine.classic.military import conflicts
from wonders_desktop.engine.classic.moves import (
    CardMoves,
    ClassicMove,
    Priced,
    debt_moves,
    move,
    parse,
)
from wonders_desktop.engine.classic.options import ClassicOptions, parse_options
from wonders_desktop.engine.classic.pricing import payments_table, priced_between
from wonders_desktop.engine.classic.scoring import ORDER, score_city
from wonders_desktop.engine.classic.serial import snapshot_city, verify_city
from wonders_desktop.engine.core.errors import IllegalMoveError, InvariantError
from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState, Move
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.scoring import Outcome, ScoreBreakdown, winners_by

HAND_SIZE = 7
CITIES_HAND_SIZE = 8
START_COINS = 3
FREE_CITY = 2
HIDDEN_PICK = move("pass", free_city=True)  # a view's sign that another seat has made its secret pick


class ClassicState(GameState):
    """A classic game. Create with ``new``; ``apply`` mutates; ``clone`` is cheap."""

    kind = "classic"

    # --- setup ------------------------------------------------------------------------------------
    @classmethod
    def new(cls, raw_options: Mapping[str, Any], seed: int) -> ClassicState:
        opts = parse_options(raw_options)
        state = cls.__new__(cls)
        state._init(opts, seed)
        return state

    def _init(self, opts: ClassicOptions, seed: int) -> None:
        self.opts = opts
        self._options = _dumped(opts)
        self._seed = int(seed)
        self.rng = Rng(seed)
        self.rules: Catalog = opts.rules()
        self._rows = _card_rows(self.rules)
        self.seats = opts.players
        self.free_city = opts.free_city
        self.teams = opts.teams
        self.expansion = opts.with_cities
        self.hand_size = CITIES_HAND_SIZE if self.expansion else HAND_SIZE
        self.turns = self.hand_size - 1
        self.n = opts.cities
        self.viewer = None
        self.cities = [City(side, START_COINS) for side in self._deal_boards()]
        self.decks = self._build_decks()
        self.all_cards = sorted([*self.decks[0], *self.decks[1], *self.decks[2]])
        self.hands: list[list[int]] = [[] for _ in range(self.seats)]
        self.pile: list[int] = []
        self.discard: list[int] = []
        self.age = 0
        self.turn = 0
        self.phase = "pick"
        self.picks: dict[int, ClassicMove] = {}
        self._everyone = tuple(range(self.seats))
        self._waiting = self._everyone  # the seats still to pick (``to_act`` in the pick phase)
        self.fc_pick: ClassicMove | None = None
        self.controller = 0
        self.queue: list[tuple[str, int, int]] = []  # (phase, city, deciding seat)
        self.last_cards: dict[int, int] = {}
        self.last_turn: LastTurn | None = None  # 1st edition: what the 7th card may spend (``last_card``)
        self.losses: dict[int, int] = {}  # Cities: coins a city must lose (its owner decides how)
        self.bank_in = 0
        self.bank_out = 0
        self._history: list[tuple[int, str]] = []
        self._legal: dict[int, list[ClassicMove]] = {}
        self.final: tuple[dict[str, int], ...] | None = None
        self._start_age()

    def _deal_boards(self) -> list[Any]:
        rules, opts = self.rules, self.opts
        if isinstance(opts.wonders, list):
            wonders = list(opts.wonders)
        else:
            boards = BASE_WONDERS + CITIES_WONDERS if self.expansion else BASE_WONDERS
            pool = sorted(w for w in rules.wonders if w in boards)
            wonders = self.rng.sample(pool, self.n)
        if isinstance(opts.sides, list):
            sides = list(opts.sides)
        elif opts.sides == "random":
            sides = [self.rng.choice(rules.sides) for _ in range(self.n)]
        else:
            sides = [opts.sides] * self.n
        sides = [rules.sides[self.rng.randrange(2)] if s == "random" else s for s in sides]
        return [rules.wonders[w][s] for w, s in zip(wonders, sides, strict=True)]

    def _build_decks(self) -> list[list[int]]:
        rules, count = self.rules, self.n
        decks = [rules.deck(age, count) for age in (1, 2, 3)]
        decks[2] += self.rng.sample(rules.guild_ids, count + 2)
        if self.expansion:
            for age, deck in enumerate(decks, start=1):
                deck += self.rng.sample(rules.black_ids[age], count)
        for deck in decks:
            self.rng.shuffle(deck)
        return decks

    def _start_age(self) -> None:
        self.age += 1
        deck, self.decks[self.age - 1] = self.decks[self.age - 1], []
        size = self.hand_size
        for seat in range(self.seats):
            self.hands[seat] = deck[seat * size : (seat + 1) * size]
        if self.free_city:
            self.pile = deck[self.seats * HAND_SIZE :]
        self.turn = 1
        self._start_turn()

    def _start_turn(self) -> None:
        self.phase = "pick"
        self.picks = {}
        self._waiting = self._everyone
        self.fc_pick = None
        self._legal = {}
        if self.free_city:
            first = 1 if self.age == 2 else 0
            self.controller = (first + self.turn - 1) % 2
            self.hands[self.controller].append(self.pile.pop())

    @property
    def rng(self) -> Rng:
        """The game's generator. All chance is dealt at setup, so clones share it until one of them
        asks for it (copying a Mersenne Twister was most of the cost of a clone)."""
        found: Rng = self._rng
        if self._rng_shared:
            found = self._rng = found.clone()
            self._rng_shared = False
        return found

    @rng.setter
    def rng(self, value: Rng) -> None:
        self._rng = value
        self._rng_shared = False

    # --- protocol: who acts -----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.seats

    def to_act(self) -> tuple[int, ...]:
        if self.phase == "pick":
            waiting = self._waiting
            if len(waiting) + len(self.picks) != self.seats:  # picks changed elsewhere (determinize)
                waiting = self._waiting = tuple(filterfalse(self.picks.__contains__, range(self.seats)))
            return waiting
        if self.phase == "over":
            return ()
        return (self.queue[0][2],)

    def left_of(self, city: int) -> int:
        return (city + 1) % self.n

    def right_of(self, city: int) -> int:
        return (city - 1) % self.n

    def legal_moves(self, seat: int) -> list[Move]:
        return list(self._legal_list(seat))

    def _legal_list(self, seat: int) -> list[ClassicMove]:
        if self.phase == "pick":
            if seat in self.picks or not 0 <= seat < self.seats:
                return []
            for_fc = self.free_city and seat == self.controller and self.fc_pick is None
            key = seat * 2 + for_fc
            found = self._legal.get(key)
            if found is None:
                found = self._legal[key] = self._pick_moves(seat, for_fc)
            return found
        if self.phase == "over" or self.queue[0][2] != seat:
            return []
        found = self._legal.get(-1)
        if found is None:
            found = self._legal[-1] = self._queue_moves()
        return found

    def _pick_moves(self, seat: int, for_fc: bool) -> list[ClassicMove]:
        if for_fc:
            return self._city_moves(FREE_CITY, self.hands[seat], True)
        hand = self.hands[seat]
        if self.fc_pick is not None and seat == self.controller:
            hand = _without(hand, self.rules.by_id[self.fc_pick.card].index)
        return self._city_moves(seat, hand, False)

    def pricing_cities(self, city_index: int) -> list[City]:
        """The cities the next move of ``city_index`` is priced against: today's, except for a 7th
        card of the 1st edition, which belongs to the last turn (``last_card``)."""
        queue = self.queue
        if self.last_turn is not None and self.phase == "last" and queue and queue[0][1] == city_index:
            return pricing_cities(self.last_turn, self.cities, city_index)
        return self.cities

    def _city_moves(
        self, city_index: int, hand: list[int], fc: bool, cities: list[City] | None = None
    ) -> list[ClassicMove]:
        """Build / free build / stage / sell moves of a city for the cards of ``hand``.

        Payment answers come from the table of this city between its neighbours (``payments_table``:
        the same cost asked again, by this card or another, is one lookup), interned with each card's
        moves for them (``Priced``), and what the loop needs of a card is one tuple (``_card_rows``),
        so a card costs a few lookups.
        """
        if cities is None:
            cities = self.cities
        city = cities[city_index]
        left, right = cities[(city_index + 1) % self.n], cities[city_index - 1]
        names, coins = city.names, city.coins
        answers = payments_table(city, left, right)
        stage, stage_budget = self._stage_payments(city, left, right, answers)
        free = city.specials and self._free_builds(city)
        rows = self._rows[fc]
        moves: list[ClassicMove] = []
        sells: list[ClassicMove] = []
        add, extend = moves.append, moves.extend
        for index in dict.fromkeys(hand):
            name_id, chain_from, coin_cost, cost_id, color, key, card_id, chained, freed, sold = rows[index]
            if name_id not in names:
                if chain_from and not names.isdisjoint(chain_from):
                    add(chained)
                    if fc:
                        continue  # the Free City must build a card it can chain
                else:
                    budget = coins - coin_cost
                    if budget >= 0:
                        answer = answers.get(cost_id)
                        if answer is None:
                            answer = answers[cost_id] = priced_between(city, left, right, cost_id)
                        if answer.cheapest <= budget:
                            found = answer.moves.get(key) or answer.moves_of(key, card_id)
                            extend(found if answer.top <= budget else answer.within(found, budget))
                    if free and (free is True or city.colors[color] == 0):
                        add(freed)
            if stage is not None:
                found = stage.moves.get(key | 1) or stage.moves_of(key | 1, card_id)
                extend(found if stage.top <= stage_budget else stage.within(found, stage_budget))
            sells.append(sold)
        if fc and moves:
            return moves  # the Free City sells only when it can neither build nor stage
        extend(sells)
        return moves

    @staticmethod
    def _stage_payments(
        city: City, left: City, right: City, answers: dict[int, Priced]
    ) -> tuple[Priced | None, int]:
        """The payments of the city's next stage and the coins it may spend on them; None when no
        stage can be built now."""
        cost = city.next_stage_cost()
        if cost is None:
            return None, 0
        budget = city.coins - cost[0]
        if budget < 0:
            return None, 0
        answer = answers.get(cost[1])
        if answer is None:
            answer = answers[cost[1]] = priced_between(city, left, right, cost[1])
        return (answer, budget) if answer.cheapest <= budget else (None, 0)

    def _free_builds(self, city: City) -> bool | str:
        """Olympia's free builds this turn: True for any card, "color" for the first card of a colour
        the city lacks (2nd edition, day), False for none."""
        specials = city.specials
        if "free_build_once_per_age" in specials and city.free_used_age != self.age:
            return True
        if self.phase == "pick":
            if "first_card_of_each_age_free" in specials and self.turn == 1:
                return True
            if "last_card_of_each_age_free" in specials and self.turn == self.turns:
                return True
        if "first_card_of_each_color_free" in specials:
            return "color"
        return False

    def _queue_moves(self) -> list[ClassicMove]:
        kind, city_index, _ = self.queue[0]
        if kind == "debt":
            return debt_moves(self.losses[city_index], self.cities[city_index].coins)
        fc = city_index == FREE_CITY and self.free_city
        if kind == "last":
            cities = self.pricing_cities(city_index)
            return self._city_moves(city_index, [self.last_cards[city_index]], fc, cities)
        return _discard_moves(self, city_index, fc)

    # --- protocol: applying moves -----------------------------------------------------------------
    def parse_move(self, text: str) -> Move:
        return parse(text)

    def apply(self, seat: int, played: Move) -> list[Event]:
        if not isinstance(played, ClassicMove) or not _listed(played, self._legal_list(seat)):
            raise IllegalMoveError(f"{played} is not a legal move of seat {seat} now")
        if self.phase == "pick":
            return self._apply_pick(seat, played)
        self._check_complete_information()
        self._history.append((seat, played.to_str()))
        kind, city_index, _ = self.queue.pop(0)
        self._legal = {}
        if kind == "debt":
            events = self._settle_loss(city_index, played.left)
        elif kind == "last":
            card = self.last_cards.pop(city_index)
            events = self._resolve([(city_index, played, card)])
        else:
            events = self._build_from_discard(city_index, played)
        return events + self._continue()

    def _apply_pick(self, seat: int, played: ClassicMove) -> list[Event]:
        finishing = len(self.picks) == self.seats - 1 and not (
            self.free_city and seat == self.controller and self.fc_pick is None
        )
        if finishing:
            self._check_complete_information()
        self._history.append((seat, played.to_str()))
        if played.free_city:
            self.fc_pick = played
            return []
        self.picks[seat] = played
        waiting = self._waiting
        if seat in waiting:
            position = waiting.index(seat)
            self._waiting = waiting[:position] + waiting[position + 1 :]
        if not finishing:
            return []
        return self._resolve_turn()

    def reveals_information(self, seat: int, move: Move) -> bool:
        """Only the pick that completes a turn reveals anything (the turn resolves); specials always do."""
        if self.phase != "pick":
            return True
        if isinstance(move, ClassicMove) and move.free_city:
            return False
        return len(self.picks) == self.seats - 1

    def _check_complete_information(self) -> None:
        if self.viewer is not None:
            raise IllegalMoveError("a view cannot resolve hidden information: determinize it first")

    def _resolve_turn(self) -> list[Event]:
        actions: list[Action] = []
        if self.free_city and self.fc_pick is not None:
            actions.append(self._take(FREE_CITY, self.controller, self.fc_pick))
        for seat in range(self.seats):
            actions.append(self._take(seat, seat, self.picks[seat]))
        last = self.turn == self.turns
        start = turn_start(self.cities) if last and self.opts.edition in SAME_TURN_EDITIONS else None
        paid: list[int] = []
        events = self._resolve(actions, paid)
        if start is not None:
            self.last_turn = LastTurn(start, tuple(paid))
        self._legal = {}
        if last:
            events += self._leftovers()
        return events + self._continue()

    def _take(self, city_index: int, seat: int, played: ClassicMove) -> Action:
        index = self.rules.by_id[played.card].index
        self.hands[seat].remove(index)
        return city_index, played, index

    def _resolve(self, actions: list[Action], paid: list[int] | None = None) -> list[Event]:
        """Resolve ``actions``; ``paid`` receives each city's coins once the payments are made."""
        resolver = Resolver(self.cities, self.rules, self.age, self.discard)
        events = resolver.resolve(actions)
        if paid is not None:
            paid.extend(resolver.coins_after_paying)
        self.bank_in += resolver.bank_in
        self.bank_out += resolver.bank_out
        for city_index in resolver.discard_builders:
            seat = self.controller if city_index == FREE_CITY and self.free_city else city_index
            self.queue.append(("discard", city_index, seat))
        if resolver.losses:
            events += self._queue_losses(resolver.losses)
        return events

    def _queue_losses(self, losses: dict[int, int]) -> list[Event]:
        """Coin losses are settled first (the end of this turn): a city with no coin takes debt; the
        others decide, in seat order, before any special build this turn triggered."""
        events: list[Event] = []
        deciding = []
        for city_index in sorted(losses):
            amount = self.losses.get(city_index, 0) + losses[city_index]
            events.append(Event("coins_to_lose", city_index, {"city": city_index, "amount": amount}))
            if self.cities[city_index].coins == 0:
                self.losses.pop(city_index, None)
                events += self._settle_loss(city_index, amount)
            elif city_index not in self.losses:
                self.losses[city_index] = amount
                deciding.append(("debt", city_index, city_index))
            else:
                self.losses[city_index] = amount
        self.queue[:0] = deciding
        return events

    def _settle_loss(self, city_index: int, debt: int) -> list[Event]:
        """The city takes ``debt`` debt tokens and pays the rest of its loss in coins to the bank."""
        city = self.cities[city_index]
        amount = self.losses.pop(city_index, debt)
        paid = amount - debt
        city.coins -= paid
        city.debt += debt
        self.bank_in += paid
        data = {"city": city_index, "coins": paid, "debt": debt}
        return [Event("coins_lost", city_index, data)]

    def _leftovers(self) -> list[Event]:
        """End of the 6th turn: last cards are discarded, except a 7th card its city may play."""
        events: list[Event] = []
        holders = [(seat, seat, self.hands[seat]) for seat in range(self.seats)]
        if self.free_city:
            holders.append((FREE_CITY, self.controller, self.pile))
        last_players: list[tuple[str, int, int]] = []
        for city_index, seat, cards in holders:
            if cards and "play_last_card" in self.cities[city_index].specials:
                self.last_cards[city_index] = cards.pop()
                last_players.append(("last", city_index, seat))
            self.discard.extend(cards)
            if cards:
                events.append(Event("cards_discarded", city_index, {"city": city_index, "count": len(cards)}))
            cards.clear()
        settle = 0
        while settle < len(self.queue) and self.queue[settle][0] == "debt":
            settle += 1  # this turn's coin losses come first
        self.queue[settle:settle] = last_players
        return events

    def _build_from_discard(self, city_index: int, played: ClassicMove) -> list[Event]:
        if played.action == "pass":
            return [Event("discard_build_declined", city_index, {"city": city_index})]
        index = self.rules.by_id[played.card].index
        self.discard.remove(index)
        return self._resolve([(city_index, played, index)])

    def _continue(self) -> list[Event]:
        """Move on to the next decision: a queued special, the next turn, the next age, or the end."""
        while self.queue:
            kind, city_index, _ = self.queue[0]
            if kind in ("last", "debt") or _discard_moves(self, city_index, False):
                self.phase = kind
                self._legal = {}
                return []
            self.queue.pop(0)
        self.last_turn = None
        if self.turn < self.turns:
            self._pass_hands()
            self.turn += 1
            self._start_turn()
            return []
        events = self._military()
        events.append(Event("age_ended", None, {"age": self.age}))
        if self.age == 3:
            self.phase = "over"
            self._legal = {}
            self.final = tuple(score_city(self.cities, c, self.rules) for c in range(self.n))
            return [*events, self._game_ended()]
        self._start_age()
        return events

    def _pass_hands(self) -> None:
        if self.free_city:
            self.hands.reverse()
            return
        step = -1 if self.age == 2 else 1  # age II passes right, ages I and III left
        n = self.seats
        passed: list[list[int]] = [[] for _ in range(n)]
        for seat in range(n):
            passed[(seat + step) % n] = self.hands[seat]
        self.hands = passed

    def _military(self) -> list[Event]:
        events = []
        shields = [city.shields for city in self.cities]
        diplomats = [city.diplomacy > 0 for city in self.cities]
        for index, city in enumerate(self.cities):
            if diplomats[index]:
                city.diplomacy -= 1
                events.append(Event("diplomacy_used", index, {"city": index}))
        for fight in conflicts(shields, diplomats, self.age, self.teams):
            for _ in range(fight.count):  # team play: two tokens, one event each (the log shows both)
                self.cities[fight.city].tokens.append(fight.token)
                data = {"city": fight.city, "against": fight.against, "token": fight.token}
                events.append(Event("military_conflict", fight.city, data))
        return events

    def _game_ended(self) -> Event:
        outcome = self.outcome()
        scores = [dict(points, total=sum(points.values())) for points in self.final or ()]
        return Event("game_ended", None, {"scores": scores, "winners": list(outcome.winners)})

    # --- protocol: the end ------------------------------------------------------------------------
    def scores(self) -> tuple[dict[str, int], ...]:
        """Every city's breakdown (final at the end, provisional before)."""
        if self.final is not None:
            return self.final
        return tuple(score_city(self.cities, c, self.rules) for c in range(self.n))

    def outcome(self) -> Outcome:
        points = self.scores()[: self.seats]
        breakdowns = tuple(ScoreBreakdown.of(ORDER, p) for p in points)
        totals = [b.total for b in breakdowns]
        coins = [self.cities[s].coins for s in range(self.seats)]
        if self.teams:
            return _team_outcome(breakdowns, totals, coins)
        winners, tie_break = winners_by(totals, ("coins", coins))
        return Outcome(breakdowns, winners, "points", tie_break)

    def team_of(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s team (teams of two side by side: 0-1, 2-3, 4-5), or just the seat."""
        if not self.teams:
            return (seat,)
        first = seat - seat % 2
        return (first, first + 1)

    # --- copies and secrets ----------------------------------------------------------------------
    def clone(self) -> Self:
        twin = self.__class__.__new__(self.__class__)
        twin.__dict__.update(self.__dict__)
        twin._rng_shared = self._rng_shared = True
        twin.cities = [city.clone() for city in self.cities]
        twin.decks = [deck.copy() for deck in self.decks]
        twin.hands = [hand.copy() for hand in self.hands]
        twin.pile = self.pile.copy()
        twin.discard = self.discard.copy()
        twin.picks = self.picks.copy()
        twin.queue = self.queue.copy()
        twin.last_cards = self.last_cards.copy()
        twin.losses = self.losses.copy()
        twin._history = self._history.copy()
        twin._legal = dict(self._legal)  # each copy caches the moves of its own position
        return twin

    def view(self, seat: int) -> Self:
        return hidden.view(self, seat)

    def determinize(self, seat: int, rng: Rng) -> Self:
        return hidden.determinize(self, seat, rng)

    # --- checks and serialization -----------------------------------------------------------------
    @property
    def history(self) -> list[tuple[int, str]]:
        return self._history

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def options(self) -> Mapping[str, Any]:
        return self._options

    def snapshot(self) -> dict[str, Any]:
        def ids(cards: list[int]) -> list[str]:
            return [self.rules.cards[c].id if c >= 0 else "?" for c in cards]

        found = {
            "options": self._options,
            "seed": self._seed,
            "age": self.age,
            "turn": self.turn,
            "phase": self.phase,
            "controller": self.controller if self.free_city else None,
            "cities": [snapshot_city(city, self.rules) for city in self.cities],
            "hands": [ids(hand) for hand in self.hands],
            "pile": ids(self.pile),
            "decks": [ids(deck) for deck in self.decks],
            "discard": ids(self.discard),
            "picks": {str(s): m.to_str() for s, m in sorted(self.picks.items())},
            "fc_pick": self.fc_pick.to_str() if self.fc_pick else None,
            "queue": [list(entry) for entry in self.queue],
            "last_cards": {str(c): self.rules.cards[i].id for c, i in sorted(self.last_cards.items())},
            "bank": {"paid_in": self.bank_in, "paid_out": self.bank_out},
        }
        if self.expansion:
            found["losses"] = {str(c): amount for c, amount in sorted(self.losses.items())}
        return found

    def check_invariants(self) -> None:
        coins = sum(city.coins for city in self.cities)
        if coins != START_COINS * self.n + self.bank_out - self.bank_in:
            raise InvariantError(f"coins not conserved: {coins} held")
        if any(city.coins < 0 for city in self.cities):
            raise InvariantError("a city has negative coins")
        if any(city.debt < 0 or city.diplomacy < 0 for city in self.cities):
            raise InvariantError("a city has negative debt or diplomacy tokens")
        pending = {entry[1] for entry in self.queue if entry[0] == "debt"}
        if pending != set(self.losses):
            raise InvariantError(f"coin losses {self.losses} do not match the queued decisions")
        if self.viewer is None:
            located = [*self.pile, *self.discard, *self.last_cards.values()]
            for group in (self.hands, self.decks):
                for cards in group:
                    located.extend(cards)
            for city in self.cities:
                located.extend(city.built)
                located.extend(city.tucked)
            if Counter(located) != Counter(self.all_cards):
                raise InvariantError("cards not conserved")
        for index, city in enumerate(self.cities):
            verify_city(city, self.rules, f"cities[{index}]")
        if self.final is not None:
            _verify_final_score(self)


def _dumped(opts: ClassicOptions) -> dict[str, Any]:
    """The options as JSON data, a fresh copy per game (the dump of equal options is made once)."""
    found = _DUMPS.get(id(opts))
    if found is None or found[0] is not opts:
        if len(_DUMPS) > 1000:
            _DUMPS.clear()
        found = _DUMPS[id(opts)] = (opts, opts.model_dump(mode="json"))
    return {key: list(value) if isinstance(value, list) else value for key, value in found[1].items()}


_DUMPS: dict[int, tuple[ClassicOptions, dict[str, Any]]] = {}


def _listed(played: ClassicMove, legal: list[ClassicMove]) -> bool:
    """Whether ``played`` is one of ``legal``: legal moves are interned, so identity decides (a scan in
    C), and an equal move built elsewhere is interned first."""
    if any(map(is_, legal, repeat(played))):
        return True
    interned = move(played.action, played.card, played.left, played.right, played.free_city)
    return interned is not played and any(map(is_, legal, repeat(interned)))


@cache
def _card_rows(rules: Catalog) -> tuple[tuple[CardRow, ...], tuple[CardRow, ...]]:
    """What legal-move generation needs of every card, by card index: for a city of a player, and for
    the Free City (name id, chain parents, coin cost, cost id, colour, key of its paid moves in
    ``Priced.moves``, id, and its interned chain / free / sell moves)."""
    found = []
    for free_city in (False, True):
        rows = []
        for card in rules.cards:
            moves = CardMoves(card.id, free_city)
            plain = (card.name_id, card.chain_from, card.coin_cost, card.cost_id, card.color)
            rows.append((*plain, moves.key, card.id, moves.chain, moves.free, moves.sell))
        found.append(tuple(rows))
    return found[0], found[1]


CardRow = tuple[int, tuple[int, ...], int, int, int, int, str, ClassicMove, ClassicMove, ClassicMove]


def _without(hand: list[int], card: int) -> list[int]:
    rest = hand.copy()
    rest.remove(card)
    return rest


def _discard_moves(state: ClassicState, city_index: int, fc: bool) -> list[ClassicMove]:
    """Halikarnassos: build any discarded card not already in the city, or pass (never the Free City)."""
    city = state.cities[city_index]
    cards = state.rules.cards
    moves = [
        move("discard", cards[i].id, 0, 0, fc)
        for i in dict.fromkeys(state.discard)
        if i >= 0 and cards[i].name_id not in city.names
    ]
    if moves and not fc:
        moves.append(move("pass"))
    return moves


def _verify_final_score(state: ClassicState) -> None:
    """The final score must equal the score of the same position rebuilt from its snapshot."""
    from wonders_desktop.engine.classic.serial import rebuild_cities

    rebuilt = rebuild_cities(state.snapshot()["cities"], state.rules)
    for index in range(state.n):
        if score_city(rebuilt, index, state.rules) != (state.final or ())[index]:
            raise InvariantError(
                f"city {index}: final score differs from the score recomputed from the position"
            )


def _team_outcome(breakdowns: tuple[ScoreBreakdown, ...], totals: list[int], coins: list[int]) -> Outcome:
    """Team play: a team scores the sum of its two cities; ties go to the richer team, then are shared."""
    teams = [(seat, seat + 1) for seat in range(0, len(totals), 2)]
    team_totals = [totals[a] + totals[b] for a, b in teams]
    team_coins = [coins[a] + coins[b] for a, b in teams]
    best, tie_break = winners_by(team_totals, ("coins", team_coins))
    winners = tuple(seat for team in best for seat in teams[team])
    return Outcome(breakdowns, winners, "points", tie_break)


BASE_WONDERS = ("alexandria", "babylon", "ephesos", "gizah", "halikarnassos", "olympia", "rhodos")
CITIES_WONDERS = ("byzantium", "petra")
