"""The Duel data compiled into flat, index-based tables for the engine's inner loop.

The pydantic models say what the files mean; this module turns them, once per process, into small
slotted records of ints and tuples (resources, colours and symbols as indices), so that legal-move
generation and cost computation never touch pydantic objects or strings. Each effect kind of the data
vocabulary lands in one field here; an effect kind on an object that cannot carry it is a ``DataError``.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from typing import assert_never

from wonders_desktop.engine.core.datafiles import load
from wonders_desktop.engine.core.errors import DataError
from wonders_desktop.engine.duel.data import (
    COLORS,
    RESOURCES,
    SCIENCE_SYMBOLS,
    BuildFromDiscard,
    Card,
    CardsFile,
    Coins,
    CoinsOnChainBuild,
    CoinsPer,
    Cost,
    CostReduction,
    DestroyOpponentCard,
    Effect,
    ExtraShields,
    GainOpponentTradeSpend,
    Guild,
    LayoutsFile,
    OpponentLosesCoins,
    PlayAgain,
    Produce,
    ProduceChoice,
    ProgressFromBox,
    ProgressTokensFile,
    RulesFile,
    Science,
    Shields,
    TradeFixed,
    Vp,
    VpPer,
    Wonder,
    WondersFile,
    WondersPlayAgain,
)

BROWN, GREY, BLUE, GREEN, YELLOW, RED, PURPLE = range(7)
RAW = frozenset((0, 1, 2))  # wood, clay, stone
MANUFACTURED = frozenset((3, 4))  # glass, papyrus
COUNT_WONDERS, COUNT_COIN_SETS, COUNT_PROGRESS = 10, 11, 12
COUNT_TARGETS: dict[str, int] = {
    **{f"{color}_card": index for index, color in enumerate(COLORS)},
    "wonder_built": COUNT_WONDERS,
    "coin_set_of_3": COUNT_COIN_SETS,
    "progress_token_owned": COUNT_PROGRESS,
}
LAW = SCIENCE_SYMBOLS.index("law")

FILES = ("cards.json", "wonders.json", "progress_tokens.json", "layouts.json", "rules.json")


class CardInfo:
    """One Age or Guild card as the engine needs it (indices, tuples; no strings in the hot path)."""

    __slots__ = (
        "age",
        "chain_provides",
        "chain_requires",
        "choice_man",
        "choice_raw",
        "coins",
        "coins_per",
        "color",
        "gain",
        "guild",
        "id",
        "index",
        "is_guild",
        "need",
        "produce",
        "science",
        "shields",
        "trade_fixed",
        "vp",
    )

    def __init__(self, index: int, card: Card, chain_bits: dict[str, int]) -> None:
        self.index = index
        self.id = card.id
        self.age = card.age
        self.color = COLORS.index(card.color)
        self.is_guild = card.deck == "guild"
        self.coins, self.need = _cost(card.cost)
        self.chain_provides = chain_bits[card.chain_provides] if card.chain_provides else 0
        self.chain_requires = chain_bits[card.chain_requires] if card.chain_requires else 0
        effects = _Effects(f"cards.json: {card.id}", card.effects, CARD_EFFECTS)
        self.produce = effects.produce
        self.choice_raw, self.choice_man = effects.choice_raw, effects.choice_man
        self.trade_fixed = effects.trade_fixed
        self.vp, self.shields, self.science, self.gain = (
            effects.vp,
            effects.shields,
            effects.science,
            effects.gain,
        )
        if self.vp and self.color not in (BLUE, GREEN, YELLOW, PURPLE):
            raise DataError(
                f"cards.json: {card.id}.effects: only blue, green, yellow and purple cards score VP"
            )
        self.coins_per = effects.coins_per
        self.guild = effects.guild


class WonderInfo:
    """One Wonder: its cost and the effects applied when it is built."""

    __slots__ = (
        "choice_man",
        "choice_raw",
        "destroy",
        "from_discard",
        "gain",
        "id",
        "index",
        "library",
        "need",
        "opponent_loses",
        "play_again",
        "shields",
        "vp",
    )

    def __init__(self, index: int, wonder: Wonder) -> None:
        self.index = index
        self.id = wonder.id
        coins, self.need = _cost(wonder.cost)
        if coins:
            raise DataError(f"wonders.json: {wonder.id}.cost.coins: a Wonder costs resources only")
        effects = _Effects(f"wonders.json: {wonder.id}", wonder.effects, WONDER_EFFECTS)
        self.choice_raw, self.choice_man = effects.choice_raw, effects.choice_man
        self.vp, self.shields, self.gain = effects.vp, effects.shields, effects.gain
        self.opponent_loses, self.play_again = effects.opponent_loses, effects.play_again
        self.destroy, self.from_discard, self.library = effects.destroy, effects.from_discard, effects.library


class TokenInfo:
    """One progress token: immediate coins, points, a symbol, or a lasting rule change for its owner."""

    __slots__ = (
        "architecture",
        "chain_coins",
        "economy",
        "gain",
        "id",
        "index",
        "masonry",
        "science",
        "strategy",
        "theology",
        "vp",
        "vp_per_token",
    )

    def __init__(self, index: int, token_id: str, effects_data: tuple[Effect, ...]) -> None:
        self.index = index
        self.id = token_id
        effects = _Effects(f"progress_tokens.json: {token_id}", effects_data, TOKEN_EFFECTS)
        self.gain, self.vp, self.science = effects.gain, effects.vp, effects.science
        self.masonry, self.architecture = effects.masonry, effects.architecture
        self.economy, self.strategy, self.theology = effects.economy, effects.strategy, effects.theology
        self.vp_per_token, self.chain_coins = effects.vp_per_token, effects.chain_coins


_TokenEffect = (
    CostReduction | GainOpponentTradeSpend | VpPer | ExtraShields | WondersPlayAgain | CoinsOnChainBuild
)
CARD_EFFECTS: tuple[type[Effect], ...] = (
    Produce, ProduceChoice, Vp, Shields, Science, Coins, TradeFixed, CoinsPer, Guild,
)  # fmt: skip
WONDER_EFFECTS: tuple[type[Effect], ...] = (
    ProduceChoice, Vp, Shields, Coins, OpponentLosesCoins, PlayAgain, DestroyOpponentCard, BuildFromDiscard,
    ProgressFromBox,
)  # fmt: skip
TOKEN_EFFECTS: tuple[type[Effect], ...] = (
    Coins, Vp, Science, CostReduction, GainOpponentTradeSpend, VpPer, ExtraShields, WondersPlayAgain,
    CoinsOnChainBuild,
)  # fmt: skip


class _Effects:
    """The effects of one object folded into plain fields; one ``case`` per effect class of the vocabulary.

    The ``match`` ends in ``assert_never``, so mypy fails when a new effect class of ``data.Effect`` has no
    case here. This runs once per process (the catalog is cached): the engine never sees these objects.
    """

    def __init__(self, where: str, effects: Iterable[Effect], allowed: tuple[type[Effect], ...]) -> None:
        self.produce: tuple[tuple[int, int], ...] = ()
        self.choice_raw = self.choice_man = 0
        self.trade_fixed: tuple[tuple[int, int], ...] = ()
        self.vp = self.shields = self.gain = self.opponent_loses = 0
        self.science = -1
        self.coins_per: tuple[tuple[int, int], ...] = ()
        self.guild: tuple[tuple[int, ...], int, int] | None = None
        self.play_again = self.from_discard = self.economy = self.theology = False
        self.destroy = -1
        self.library: tuple[int, int] | None = None
        self.masonry = self.architecture = self.strategy = self.vp_per_token = self.chain_coins = 0
        for index, effect in enumerate(effects):
            if not isinstance(effect, allowed):
                raise DataError(f"{where}.effects[{index}].kind: {effect.kind!r} is not supported here")
            self._fold(where, index, effect)

    def _fold(self, where: str, index: int, effect: Effect) -> None:
        match effect:
            case Produce(resource=resource, amount=amount):
                self.produce += ((RESOURCES.index(resource), amount),)
            case ProduceChoice(choices=resources):
                choices = frozenset(RESOURCES.index(r) for r in resources)
                if choices == RAW:
                    self.choice_raw += 1
                elif choices == MANUFACTURED:
                    self.choice_man += 1
                else:
                    raise DataError(
                        f"{where}.effects[{index}].choices: must be all raw materials or all goods"
                    )
            case TradeFixed(resources=resources, price=price):
                self.trade_fixed += tuple((RESOURCES.index(r), price) for r in resources)
            case Vp(amount=amount):
                self.vp += amount
            case Shields(amount=amount):
                self.shields += amount
            case Science(symbol=symbol):
                self.science = SCIENCE_SYMBOLS.index(symbol)
            case Coins(amount=amount):
                self.gain += amount
            case OpponentLosesCoins(amount=amount):
                self.opponent_loses += amount
            case CoinsPer(amount=amount, per=per):
                self.coins_per += ((amount, COUNT_TARGETS[per]),)
            case Guild(counts=counts, coins_per=coins_per, vp_per=vp_per):
                self.guild = (tuple(COUNT_TARGETS[c] for c in counts), coins_per, vp_per)
            case PlayAgain():
                self.play_again = True
            case DestroyOpponentCard(color=color):
                self.destroy = COLORS.index(color)
            case BuildFromDiscard():
                self.from_discard = True
            case ProgressFromBox(draw=draw, keep=keep):
                self.library = (draw, keep)
            case (
                CostReduction() | GainOpponentTradeSpend() | VpPer() | ExtraShields() | WondersPlayAgain()
                | CoinsOnChainBuild()
            ):  # fmt: skip
                self._fold_token(where, index, effect)
            case _:
                assert_never(effect)

    def _fold_token(self, where: str, index: int, effect: _TokenEffect) -> None:
        """The progress tokens' effects: lasting rule changes for their owner."""
        match effect:
            case CostReduction(applies_to="wonder", resources=resources):
                self.architecture = resources
            case CostReduction(resources=resources):
                self.masonry = resources
            case GainOpponentTradeSpend():
                self.economy = True
            case VpPer(per="progress_token_owned", amount=amount):
                self.vp_per_token = amount
            case VpPer():
                raise DataError(f"{where}.effects[{index}].per: only progress_token_owned is supported")
            case ExtraShields(amount=amount):
                self.strategy = amount
            case WondersPlayAgain():
                self.theology = True
            case CoinsOnChainBuild(amount=amount):
                self.chain_coins = amount
            case _:
                assert_never(effect)


def _cost(cost: Cost) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Coins and the resource needs as ``((resource index, amount), ...)`` in resource order."""
    need = tuple((RESOURCES.index(r), cost.resources[r]) for r in RESOURCES if r in cost.resources)
    return cost.coins, need


class Catalog:
    """Everything static about Duel: cards, wonders, tokens, layouts and rules, by index and by id."""

    def __init__(self) -> None:
        cards_file = load(CardsFile, "duel/cards.json")
        wonders_file = load(WondersFile, "duel/wonders.json")
        tokens_file = load(ProgressTokensFile, "duel/progress_tokens.json")
        self.layouts_file = load(LayoutsFile, "duel/layouts.json")
        self.rules: RulesFile = load(RulesFile, "duel/rules.json")
        chains = sorted({c.chain_provides for c in cards_file.cards if c.chain_provides})
        chain_bits = {symbol: 1 << bit for bit, symbol in enumerate(chains)}
        self.cards = tuple(CardInfo(i, card, chain_bits) for i, card in enumerate(cards_file.cards))
        self.wonders = tuple(WonderInfo(i, wonder) for i, wonder in enumerate(wonders_file.wonders))
        self.tokens = tuple(TokenInfo(i, t.id, t.effects) for i, t in enumerate(tokens_file.progress_tokens))
        self.card_index = {card.id: card.index for card in self.cards}
        self.wonder_index = {wonder.id: wonder.index for wonder in self.wonders}
        self.token_index = {token.id: token.index for token in self.tokens}
        self.age_decks = tuple(
            tuple(c.index for c in self.cards if c.age == age and not c.is_guild) for age in (1, 2, 3)
        )
        self.guilds = tuple(c.index for c in self.cards if c.is_guild)
        self._layouts()
        self._check_rules()

    def _layouts(self) -> None:
        layouts = self.layouts_file.layouts
        self.face_up = tuple(tuple(s.face_up for s in layout.slots) for layout in layouts)
        self.covered_by = tuple(tuple(s.covered_by for s in layout.slots) for layout in layouts)
        self.covers = tuple(
            tuple(tuple(o.slot for o in layout.slots if s.slot in o.covered_by) for s in layout.slots)
            for layout in layouts
        )

    def _check_rules(self) -> None:
        rules = self.rules
        for seat, ids in (("first", rules.draft.first_game.first), ("second", rules.draft.first_game.second)):
            for index, wonder_id in enumerate(ids):
                if wonder_id not in self.wonder_index:
                    raise DataError(
                        f"duel/rules.json: draft.first_game.{seat}.{index}: unknown {wonder_id!r}"
                    )
        removed = rules.cards_removed_per_age
        for age, deck in enumerate(self.age_decks, start=1):
            extra = rules.guilds_added_to_age_3 if age == 3 else 0
            if len(deck) + extra - removed != rules.cards_per_age_structure:
                raise DataError(f"duel/cards.json: cards: age {age} does not fill a structure of 20")
        drafted = sum(r.reveal for r in rules.draft.rounds)
        if drafted != 2 * rules.wonders_per_player or drafted > len(self.wonders):
            raise DataError("duel/rules.json: draft.rounds: the draft must give each player their Wonders")


@cache
def catalog() -> Catalog:
    """The one catalog of the process (data files are read and validated once)."""
    return Catalog()
