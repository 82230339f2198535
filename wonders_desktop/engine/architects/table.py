"""Where everything lies on the table: decks, cards in front of players, wonders, tokens, the cat.

Seating follows CONTRACT.md: players are listed clockwise; player i's LEFT neighbour is i+1 and RIGHT
neighbour is i-1. Each player's own deck lies between them and their left neighbour (rulebook, set-up),
so the two face-up decks a player may take from are their own deck (on their left) and their right
neighbour's deck (on their right). Decks are lists of card-kind indices with the top card LAST.
"""

from __future__ import annotations

from typing import Any

from wonders_desktop.engine.architects.catalog import Tables
from wonders_desktop.engine.core.rng import Rng, hash_seed

TAKE, RESOLVE, OVER = 0, 1, 2
NO_PROMPT, PROMPT_EFFECT_TAKE, PROMPT_EFFECT_TOKEN, PROMPT_LOOK, PROMPT_KEEP = 0, 1, 2, 3, 4
PHASE_NAMES = ("take", "resolve", "over")
PROMPT_NAMES = ("none", "effect_take", "effect_token", "look", "keep")


class Position:
    """The mutable position. Lists of ints only, so a clone is a handful of list copies."""

    t: Tables
    n: int
    seat_wonder: list[int]
    deck_ids: list[str]
    deck_index: dict[str, int]
    decks: list[list[int]]
    cards: list[list[int]]
    built: list[int]
    stage_count: list[int]
    wonder_vp: list[int]
    tokens: list[list[int]]
    military: list[int]
    discard: list[int]
    display: list[int]
    pile: list[int]
    conflict_total: int
    conflict_battle: int
    cat: int
    central_known: int
    current: int
    phase: int
    prompt: int
    prompt_deck: int
    look: list[int]
    armed: int
    used: int
    battle_pending: bool
    finishing: bool
    end_reason: str | None
    turns: int
    salt: int
    viewer: int | None
    _history: list[tuple[int, str]]
    _seed: int
    _options: dict[str, Any]
    _legal: list[Any] | None
    _legal_set: frozenset[Any] | None

    # --- geometry ----------------------------------------------------------------------------------
    def left_deck(self, seat: int) -> int:
        return seat

    def right_deck(self, seat: int) -> int:
        return (seat - 1) % self.n

    @property
    def central(self) -> int:
        return self.n

    def sources(self, seat: int) -> list[int]:
        """The non-empty decks among the three available to ``seat``: left, right, central."""
        decks = self.decks
        return [d for d in (seat, (seat - 1) % self.n, self.n) if decks[d]]

    # --- chance ----------------------------------------------------------------------------------------
    def chance(self) -> Rng:
        """The generator of the random event happening now (Halicarnassus' reshuffle).

        Derived from the state's salt and the move number instead of stored, so a clone copies one int
        rather than a generator's state; the game stays exactly reproducible from seed + moves.
        """
        return Rng(hash_seed(self.salt, len(self._history)))

    # --- holdings ----------------------------------------------------------------------------------
    def held_grey(self, seat: int) -> list[tuple[int, int]]:
        cards = self.cards[seat]
        return [(kind, cards[kind]) for kind in self.t.resources]

    def owns(self, seat: int, token: int) -> bool:
        return self.tokens[seat][token] > 0

    def token_available(self, seat: int, token: int) -> bool:
        """Owned and not yet used this turn (every non-scoring token works once per turn)."""
        return self.tokens[seat][token] > 0 and not (self.used >> token) & 1

    def engineering_token(self, seat: int) -> int | None:
        for token in self.t.ignore_tokens:
            if self.token_available(seat, token):
                return token
        return None

    def boost(self, seat: int) -> tuple[int, tuple[int, int]] | None:
        """The usable coin-boost token (Economy) of ``seat`` with its (cards, value)."""
        for token, cards, value in self.t.coin_boosts:
            if self.token_available(seat, token):
                return token, (cards, value)
        return None

    def shields(self, seat: int) -> int:
        """Red cards' shields, plus shield effects of built stages (Rhodes) and tokens (Tactics)."""
        t = self.t
        cards = self.cards[seat]
        total = sum(cards[kind] * t.shields[kind] for kind in range(len(cards)) if t.shields[kind])
        wonder = t.wonders[self.seat_wonder[seat]]
        if wonder.effect_shields:
            built = self.built[seat]
            total += sum(
                wonder.effect_shields for i, s in enumerate(wonder.stages) if s.effect and built >> i & 1
            )
        for token, amount in t.token_shields:
            total += amount * self.tokens[seat][token]
        return total

    def available_stages(self, seat: int) -> list[int]:
        """Stage indices (0-based) not built whose prerequisites are all built."""
        built = self.built[seat]
        stages = self.t.wonders[self.seat_wonder[seat]].stages
        return [
            i
            for i, s in enumerate(stages)
            if not built >> i & 1 and s.requires_mask & built == s.requires_mask
        ]

    def science_sets(self, seat: int) -> list[tuple[int, ...]]:
        """The green-card sets that must be exchanged: 2 identical symbols, or 3 different ones."""
        cards = self.cards[seat]
        science = self.t.science
        sets: list[tuple[int, ...]] = [(kind, kind) for kind in science if cards[kind] >= 2]
        if all(cards[kind] >= 1 for kind in science):
            sets.append(tuple(science))
        return sets

    def tokens_on_offer(self) -> bool:
        return bool(self.display or self.pile)
