"""One player's city: cards, Wonders, progress tokens, coins, and the totals derived from them.

The derived totals (production, choices, fixed prices, colour counts, science symbols, chain symbols,
token rule changes) are kept up to date as cards arrive or leave, because the cost of every card is
asked on every turn. ``recount`` rebuilds them from the city's contents, which is how the invariant
check proves the incremental bookkeeping right.
"""

from __future__ import annotations

from wonders_desktop.engine.duel.catalog import COUNT_COIN_SETS, COUNT_PROGRESS, COUNT_WONDERS, catalog

CARDS = catalog().cards
WONDERS = catalog().wonders
TOKENS = catalog().tokens


class City:
    """Everything in front of one player. Plain lists of ints, so ``clone`` is a handful of copies."""

    __slots__ = (
        "architecture",
        "brown_grey",
        "built",
        "cards",
        "chain_coins",
        "chains",
        "choice_man",
        "choice_raw",
        "coins",
        "colors",
        "economy",
        "fixed_price",
        "gained",
        "masonry",
        "produced",
        "progress",
        "science",
        "spent",
        "strategy",
        "theology",
        "tucked",
        "verified",
        "vp_per_token",
        "wonders",
    )

    def __init__(self, coins: int) -> None:
        self.coins = coins
        self.gained = 0  # coins taken from the bank (or from the opponent's trading, with Economy)
        self.spent = 0  # coins returned to the bank (costs, trading, losses)
        self.cards: list[int] = []
        self.wonders: list[int] = []
        self.built: list[bool] = []
        self.tucked: list[int] = []  # the age card under each Wonder, -1 while unbuilt
        self.progress: list[int] = []
        self.verified: tuple[int, ...] | None = None  # ``contents()`` when the invariant check last passed
        self._reset_derived()

    def _reset_derived(self) -> None:
        self.colors = [0] * 7
        self.produced = [0] * 5
        self.brown_grey = [0] * 5
        self.fixed_price = [0] * 5
        self.choice_raw = self.choice_man = 0
        self.chains = 0
        self.science = [0] * 7
        self.masonry = self.architecture = self.strategy = self.vp_per_token = self.chain_coins = 0
        self.economy = self.theology = False

    def clone(self) -> City:
        twin = City.__new__(City)
        twin.coins, twin.gained, twin.spent = self.coins, self.gained, self.spent
        twin.cards, twin.wonders, twin.built = self.cards[:], self.wonders[:], self.built[:]
        twin.tucked, twin.progress = self.tucked[:], self.progress[:]
        twin.colors, twin.produced, twin.brown_grey = self.colors[:], self.produced[:], self.brown_grey[:]
        twin.fixed_price, twin.science = self.fixed_price[:], self.science[:]
        twin.choice_raw, twin.choice_man, twin.chains = self.choice_raw, self.choice_man, self.chains
        twin.masonry, twin.architecture, twin.strategy = self.masonry, self.architecture, self.strategy
        twin.vp_per_token, twin.chain_coins = self.vp_per_token, self.chain_coins
        twin.economy, twin.theology = self.economy, self.theology
        twin.verified = self.verified
        return twin

    # --- arrivals and departures ------------------------------------------------------------------
    def add_card(self, index: int) -> None:
        card = CARDS[index]
        self.cards.append(index)
        self.colors[card.color] += 1
        for resource, amount in card.produce:
            self.produced[resource] += amount
            if card.color <= 1:
                self.brown_grey[resource] += amount
        self.choice_raw += card.choice_raw
        self.choice_man += card.choice_man
        for resource, price in card.trade_fixed:
            current = self.fixed_price[resource]
            self.fixed_price[resource] = price if not current else min(current, price)
        self.chains |= card.chain_provides
        if card.science >= 0:
            self.science[card.science] += 1

    def remove_card(self, index: int) -> None:
        """A card destroyed by the opponent's Wonder leaves the city (only brown/grey ever do)."""
        self.cards.remove(index)
        self.recount()

    def add_wonder_built(self, slot: int, card: int) -> None:
        wonder = WONDERS[self.wonders[slot]]
        self.built[slot] = True
        self.tucked[slot] = card
        self.choice_raw += wonder.choice_raw
        self.choice_man += wonder.choice_man

    def add_progress(self, index: int) -> None:
        token = TOKENS[index]
        self.progress.append(index)
        self._apply_token(index)
        if token.science >= 0:
            self.science[token.science] += 1

    def _apply_token(self, index: int) -> None:
        token = TOKENS[index]
        self.masonry = max(self.masonry, token.masonry)
        self.architecture = max(self.architecture, token.architecture)
        self.strategy += token.strategy
        self.vp_per_token += token.vp_per_token
        self.chain_coins += token.chain_coins
        self.economy = self.economy or token.economy
        self.theology = self.theology or token.theology

    def recount(self) -> None:
        """Rebuild every derived total from the cards, Wonders and tokens (after a removal, or to check)."""
        cards = self.cards
        self.cards = []
        self._reset_derived()
        for index in cards:
            self.add_card(index)
        for slot, wonder in enumerate(self.wonders):
            if self.built[slot]:
                self.choice_raw += WONDERS[wonder].choice_raw
                self.choice_man += WONDERS[wonder].choice_man
        for index in self.progress:
            self._apply_token(index)
            if TOKENS[index].science >= 0:
                self.science[TOKENS[index].science] += 1

    def contents(self) -> tuple[int, ...]:
        """A key that changes whenever a card, Wonder or token arrives or leaves (cards only ever
        leave one at a time, through a destroy move, so the count and last card identify the list)."""
        cards = self.cards
        return (
            len(cards),
            cards[-1] if cards else -1,
            len(self.progress),
            len(self.wonders),
            sum(self.built),
        )

    def derived(self) -> tuple[object, ...]:
        """The derived totals as one comparable value (for the invariant check)."""
        return (
            self.colors, self.produced, self.brown_grey, self.fixed_price, self.choice_raw, self.choice_man,
            self.chains, self.science, self.masonry, self.architecture, self.strategy, self.vp_per_token,
            self.chain_coins, self.economy, self.theology,
        )  # fmt: skip

    # --- coins ------------------------------------------------------------------------------------
    def gain(self, amount: int) -> None:
        self.coins += amount
        self.gained += amount

    def pay(self, amount: int) -> int:
        """Pay up to ``amount`` (all the player has if fewer); returns what was actually paid."""
        paid = amount if amount <= self.coins else self.coins
        self.coins -= paid
        self.spent += paid
        return paid

    # --- counts used by yellow cards, guilds and tokens --------------------------------------------
    def count(self, target: int) -> int:
        if target < 7:
            return self.colors[target]
        if target == COUNT_WONDERS:
            return sum(self.built)
        if target == COUNT_COIN_SETS:
            return self.coins // 3
        if target == COUNT_PROGRESS:
            return len(self.progress)
        raise ValueError(f"unknown count target {target}")

    def distinct_science(self) -> int:
        return sum(1 for n in self.science if n)

    def wonders_built(self) -> int:
        return sum(self.built)
