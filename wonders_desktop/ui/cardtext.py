"""What a card, a wonder stage or a token does, as full sentences in the current language (tooltips).

Generated from the effect data of the engine's files, never written card by card: each effect kind of
each game is one small phrase in the ``CardText`` translation context (counts with ``%n`` plurals), and
ids inside a phrase are names from ``name_of`` in the words of that game and edition.

    card_text(game, card_id, edition=1)               what a card does (with its chain links)
    card_cost_text(game, card_id, edition=1)          what it costs
    stage_text(game, wonder_id, side, index, edition=1)   what a wonder stage does (index from 0)
    stage_cost_text(game, wonder_id, side, index, edition=1)
    wonder_text(game, wonder_id, side="", edition=1)  a Duel wonder, an Architects wonder's effect, a board
    wonder_cost_text(game, wonder_id)                 a Duel wonder's cost
    token_text(game, token_id, edition=1)             progress, military, victory/defeat, debt, cat...
    cost_text(game, cost, edition=1)                  a cost mapping (``coins`` + resources)

``game`` is the engine's game kind (``classic``, ``duel``, ``architects``). An id the data does not know
gives an empty text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.architects.data import ArchitectsData, load_data
from wonders_desktop.engine.classic.models import CardData, Effects, PerCount, StageData, WonderData
from wonders_desktop.engine.duel import models as duel
from wonders_desktop.ui.datanames import classic_files
from wonders_desktop.ui.i18n import name_of

translate = QCoreApplication.translate
ROMAN = {1: "I", 2: "II", 3: "III"}


@dataclass(frozen=True, slots=True)
class Words:
    """Names in the words of one game and edition."""

    game: str
    edition: int = 1

    def name(self, kind: str, ident: str) -> str:
        return name_of(kind, ident, self.game, self.edition)

    def resources(self, ids: Iterable[str], conjunction: str = "or") -> str:
        return join([self.name("resource", r) for r in ids], conjunction)


# --- public API --------------------------------------------------------------------------------------
def card_text(game: str, card_id: str, *, edition: int = 1) -> str:
    """Every effect of a card as sentences (plus how it chains), or ``""`` for an unknown card."""
    words = Words(game, edition)
    if game == "classic":
        card = classic_cards(edition).get(card_id)
        if card is None:
            return ""
        return " ".join(classic_effects(card.effects, words) + classic_chains(card, words))
    if game == "duel":
        found = duel_data().cards.get(card_id)
        if found is None:
            return ""
        return " ".join(duel_effects(found.effects, words) + duel_chains(found, words))
    if game == "architects":
        return architects_card(card_id, words)
    return ""


def card_cost_text(game: str, card_id: str, *, edition: int = 1) -> str:
    if game == "classic":
        card = classic_cards(edition).get(card_id)
        return "" if card is None else cost_text(game, card.cost, edition=edition)
    if game == "duel":
        found = duel_data().cards.get(card_id)
        return "" if found is None else cost_text(game, duel_cost(found.cost))
    if game == "architects":
        return architects_card_cost(card_id)
    return ""


def stage_text(game: str, wonder_id: str, side: str, index: int, *, edition: int = 1) -> str:
    """What stage ``index`` (from 0) of a wonder gives; ``side`` is ignored in Architects."""
    words = Words(game, edition)
    if game == "classic":
        stage = classic_stage(edition, wonder_id, side, index)
        return "" if stage is None else " ".join(classic_effects(stage.effects, words))
    if game == "architects":
        return architects_stage(wonder_id, index, words)
    return ""


def stage_cost_text(game: str, wonder_id: str, side: str, index: int, *, edition: int = 1) -> str:
    if game == "classic":
        stage = classic_stage(edition, wonder_id, side, index)
        return "" if stage is None else cost_text(game, stage.cost, edition=edition)
    if game == "architects":
        return architects_stage_cost(wonder_id, index)
    return ""


def wonder_text(game: str, wonder_id: str, side: str = "", *, edition: int = 1) -> str:
    """A Duel wonder's effects, an Architects wonder's special effect, a 7 Wonders board's resource."""
    words = Words(game, edition)
    if game == "duel":
        found = duel_data().wonders.get(wonder_id)
        return "" if found is None else " ".join(duel_effects(found.effects, words))
    if game == "architects":
        return architects_wonder(wonder_id, words)
    if game == "classic":
        board = classic_wonders(edition).get(wonder_id)
        sides = board.sides if board is not None else {}
        chosen = sides.get(side) or next(iter(sides.values()), None)
        if chosen is None:
            return ""
        text = translate("CardText", "Starting resource: produces 1 {resource} each turn.")
        return text.format(resource=words.name("resource", chosen.resource))
    return ""


def wonder_cost_text(game: str, wonder_id: str) -> str:
    if game == "duel":
        found = duel_data().wonders.get(wonder_id)
        return "" if found is None else cost_text(game, duel_cost(found.cost))
    return ""


def token_text(game: str, token_id: str, *, edition: int = 1) -> str:
    """A progress token's effect, or what a military, victory, defeat, debt or diplomacy token, the Duel
    conflict pawn or the Architects cat does."""
    words = Words(game, edition)
    if game == "duel":
        return duel_token(token_id, words)
    if game == "architects":
        return architects_token(token_id, words)
    if game == "classic":
        return classic_token(token_id, words)
    return ""


def cost_text(game: str, cost: Mapping[str, int], *, edition: int = 1) -> str:
    """``{"coins": 1, "wood": 2}`` -> "Costs 1 coin and Wood ×2."; an empty cost reads "Free."."""
    words = Words(game, edition)
    parts = []
    coins = cost.get("coins", 0)
    if coins:
        parts.append(translate("CardText", "%n coin(s)", None, coins))
    for resource, amount in cost.items():
        if resource != "coins" and amount:
            name = words.name("resource", resource)
            parts.append(name if amount == 1 else f"{name} ×{amount}")
    if not parts:
        return translate("CardText", "Free.")
    return translate("CardText", "Costs {items}.").format(items=join(parts, "and"))


# --- shared phrases ------------------------------------------------------------------------------------
def join(items: Sequence[str], conjunction: str = "and") -> str:
    """``a, b and c`` / ``a, b or c`` in the current language."""
    if len(items) <= 1:
        return "".join(items)
    head, last = ", ".join(items[:-1]), items[-1]
    if conjunction == "or":
        return translate("CardText", "{items} or {last}").format(items=head, last=last)
    return translate("CardText", "{items} and {last}").format(items=head, last=last)


def colour_card(colour: str) -> str:
    """``brown`` -> "brown card" (the noun a count is made of)."""
    nouns = {
        "brown": translate("CardText", "brown card"),
        "grey": translate("CardText", "grey card"),
        "blue": translate("CardText", "blue card"),
        "yellow": translate("CardText", "yellow card"),
        "red": translate("CardText", "red card"),
        "green": translate("CardText", "green card"),
        "purple": translate("CardText", "purple card"),
        "black": translate("CardText", "black card"),
    }
    return nouns.get(colour, colour)


def produce(resource_amounts: Mapping[str, int], words: Words) -> list[str]:
    return [
        translate("CardText", "Produces %n unit(s) of {resource} each turn.", None, amount).format(
            resource=words.name("resource", resource)
        )
        for resource, amount in resource_amounts.items()
    ]


def produce_choice(resources: Sequence[str], words: Words) -> str:
    return translate("CardText", "Each turn, produces one of these resources: {resources}.").format(
        resources=words.resources(resources)
    )


def victory_points(amount: int) -> str:
    return translate("CardText", "Worth %n victory point(s).", None, amount)


def shields(amount: int) -> str:
    return translate("CardText", "Adds %n shield(s) to your military strength.", None, amount)


def science(symbol: str, words: Words) -> str:
    return translate(
        "CardText",
        "Gives the science symbol {symbol}.",
    ).format(symbol=words.name("science", symbol))


def take_coins(amount: int) -> str:
    return translate("CardText", "Take %n coin(s) from the bank.", None, amount)


def build_from_discard() -> str:
    return translate("CardText", "Build one card of your choice from the discard pile for free.")


# --- 7 Wonders (+ Cities) ----------------------------------------------------------------------------
@cache
def classic_cards(edition: int) -> dict[str, CardData]:
    base, cities = classic_files(edition)
    return {card.id: card for card in [*base.cards, *base.guilds, *cities.black_cards, *cities.guilds]}


@cache
def classic_wonders(edition: int) -> dict[str, WonderData]:
    base, cities = classic_files(edition)
    return {wonder.id: wonder for wonder in [*base.wonders, *cities.wonders]}


def classic_stage(edition: int, wonder_id: str, side: str, index: int) -> StageData | None:
    board = classic_wonders(edition).get(wonder_id)
    chosen = board.sides.get(side) if board is not None else None
    if chosen is None or not 0 <= index < len(chosen.stages):
        return None
    return chosen.stages[index]


def classic_effects(effects: Effects, words: Words) -> list[str]:
    """One sentence per effect key, in the order the model lists them."""
    sentences: list[str] = []
    for key in Effects.model_fields:
        value = getattr(effects, key)
        if value is None or key in ("tradeable", "text"):
            continue
        sentence = CLASSIC_EFFECTS[key](value, effects, words)
        if sentence:
            sentences.append(sentence)
    if effects.tradeable is False:
        sentences.append(translate("CardText", "Neighbouring cities cannot buy this production."))
    return sentences


def _trade_discount(value: Any, _effects: Effects, _words: Words) -> str:
    discount = value  # a TradeDiscount
    sides = tuple(sorted(discount.sides))
    price: int = discount.price
    if discount.resources == "raw":
        if sides == ("left",):
            return translate(
                "CardText",
                "Buy raw materials from your left neighbour for %n coin(s) each.",
                None,
                price,
            )
        if sides == ("right",):
            return translate(
                "CardText",
                "Buy raw materials from your right neighbour for %n coin(s) each.",
                None,
                price,
            )
        return translate(
            "CardText",
            "Buy raw materials from both neighbouring cities for %n coin(s) each.",
            None,
            price,
        )
    if sides == ("left",):
        return translate(
            "CardText",
            "Buy manufactured goods from your left neighbour for %n coin(s) each.",
            None,
            price,
        )
    if sides == ("right",):
        return translate(
            "CardText",
            "Buy manufactured goods from your right neighbour for %n coin(s) each.",
            None,
            price,
        )
    return translate(
        "CardText",
        "Buy manufactured goods from both neighbouring cities for %n coin(s) each.",
        None,
        price,
    )


def counted_thing(per: PerCount, words: Words) -> str:
    """What a ``coins_per``/``vp_per`` counts, with whose city it looks at."""
    whose = tuple(sorted(per.whose))
    if per.count == "cards":
        thing = join([colour_card(colour) for colour in per.colors], "or")
    elif per.count == "wonder_stages":
        thing = translate("CardText", "{stage} built").format(stage=words.name("term", "wonder_stage"))
    else:
        token = words.name("token", "victory_token" if per.count == "victory_tokens" else "defeat_token")
        thing = token if per.age is None else translate("CardText", "{token} of age {age}").format(
            token=token, age=ROMAN.get(per.age, str(per.age))
        )
    if per.count in ("cards", "wonder_stages"):
        where = {
            ("self",): translate("CardText", "{thing} in your city"),
            ("left", "right"): translate("CardText", "{thing} in the two neighbouring cities"),
        }.get(whose, translate("CardText", "{thing} in your city and the two neighbouring cities"))
    else:
        where = {
            ("self",): translate("CardText", "{thing} you have"),
            ("left", "right"): translate("CardText", "{thing} your two neighbours have"),
        }.get(whose, translate("CardText", "{thing} you and your two neighbours have"))
    return where.format(thing=thing)


def _coins_per(value: Any, _effects: Effects, words: Words) -> str:
    per: PerCount = value
    text = translate("CardText", "Take %n coin(s) from the bank for each {thing}.", None, per.amount)
    return text.format(thing=counted_thing(per, words))


def _vp_per(value: Any, _effects: Effects, words: Words) -> str:
    per: PerCount = value
    text = translate(
        "CardText",
        "At the end of the game: %n victory point(s) for each {thing}.",
        None,
        per.amount,
    )
    return text.format(thing=counted_thing(per, words))


def _special(value: Any, _effects: Effects, _words: Words) -> str:
    texts = {
        "play_last_card": translate(
            "CardText",
            "You may play the last card of each age instead of discarding it.",
        ),
        "build_from_discard": build_from_discard(),
        "free_build_once_per_age": translate("CardText", "Once per age, build one structure for free."),
        "copy_neighbor_guild": translate(
            "CardText",
            "At the end of the game, copy one guild (purple card) of one of your two neighbours.",
        ),
        "first_card_of_each_color_free": translate(
            "CardText",
            "Build the first card of each colour for free.",
        ),
        "first_card_of_each_age_free": translate("CardText", "Build the first card of each age for free."),
        "last_card_of_each_age_free": translate("CardText", "Build the last card of each age for free."),
    }
    return texts.get(str(value), "")


def _others_lose(value: Any, _effects: Effects, words: Words) -> str:
    text = translate(
        "CardText",
        "Every other player pays %n coin(s) to the bank, or takes one {debt} for each coin not paid.",
        None,
        int(value),
    )
    return text.format(debt=words.name("token", "debt_token"))


def _others_lose_per(value: Any, _effects: Effects, words: Words) -> str:
    count: str = value.count
    thing = (
        words.name("token", "victory_token")
        if count == "victory_tokens"
        else translate("CardText", "{stage} built").format(stage=words.name("term", "wonder_stage"))
    )
    text = translate(
        "CardText",
        "Every other player pays %n coin(s) to the bank for each {thing} they have, "
        "or takes one {debt} for each coin not paid.",
        None,
        value.amount,
    )
    return text.format(thing=thing, debt=words.name("token", "debt_token"))


def _diplomacy(value: Any, _effects: Effects, words: Words) -> str:
    text = translate(
        "CardText",
        "Take %n {token}: your city sits out the next military conflict and your two neighbours "
        "fight each other instead.",
        None,
        int(value),
    )
    return text.format(token=words.name("token", "diplomacy_token"))


def _trade_rebate(value: Any, _effects: Effects, _words: Words) -> str:
    amount: int = value.amount
    if value.side == "left":
        return translate(
            "CardText",
            "Once per turn, one resource bought from your left neighbour costs %n coin(s) less.",
            None,
            amount,
        )
    return translate(
        "CardText",
        "Once per turn, one resource bought from your right neighbour costs %n coin(s) less.",
        None,
        amount,
    )


def _military_victory(value: Any, _effects: Effects, words: Words) -> str:
    age: int = value.age
    return translate("CardText", "Take 1 {token} of age {age}.").format(
        token=words.name("token", "victory_token"), age=ROMAN.get(age, str(age))
    )


def _neighbours_debt(value: Any, _effects: Effects, words: Words) -> str:
    token = words.name("token", "debt_token")
    if value == 1:
        return translate("CardText", "Each of your two neighbours takes 1 {token}.").format(token=token)
    text = translate("CardText", "Each of your two neighbours takes %n × {token}.", None, int(value))
    return text.format(token=token)


def _starting_rebate(value: Any, _effects: Effects, _words: Words) -> str:
    return translate(
        "CardText",
        "Each unit of a neighbour's starting resource (the one printed on its board) costs you %n coin(s) "
        "less.",
        None,
        value.amount,
    )


def _discard_defeats(_value: Any, _effects: Effects, words: Words) -> str:
    return translate("CardText", "Then return every {token} you have to the box.").format(
        token=words.name("token", "defeat_token")
    )


def _fixed(text: Callable[[], str]) -> Callable[[Any, Effects, Words], str]:
    return lambda value, _effects, _words: text() if value else ""


CLASSIC_EFFECTS: dict[str, Callable[[Any, Effects, Words], str]] = {
    "produce": lambda value, _e, words: " ".join(produce(value, words)),
    "produce_choice": lambda value, _e, words: produce_choice(value, words),
    "vp": lambda value, _e, _w: victory_points(int(value)),
    "shields": lambda value, _e, _w: shields(int(value)),
    "science": lambda value, _e, words: (
        translate("CardText", "At the end of the game, gives one science symbol of your choice.")
        if value == "any"
        else science(str(value), words)
    ),
    "coins": lambda value, _e, _w: take_coins(int(value)),
    "trade_discount": _trade_discount,
    "coins_per": _coins_per,
    "vp_per": _vp_per,
    "vp_if_wonder_complete": lambda value, _e, _w: translate(
        "CardText",
        "At the end of the game: %n victory point(s) if every stage of your wonder is built.",
        None,
        int(value),
    ),
    "special": _special,
    "others_lose_coins": _others_lose,
    "others_lose_coins_per": _others_lose_per,
    "others_gain_coins": lambda value, _e, _w: translate(
        "CardText",
        "Every other player takes %n coin(s) from the bank.",
        None,
        int(value),
    ),
    "neighbors_gain_coins": lambda value, _e, _w: translate(
        "CardText",
        "Each of your two neighbours takes %n coin(s) from the bank.",
        None,
        int(value),
    ),
    "diplomacy": _diplomacy,
    "copy_neighbor_science": _fixed(
        lambda: translate(
            "CardText",
            "At the end of the game, copy one science symbol of a green card of one of your two neighbours.",
        )
    ),
    "trade_rebate": _trade_rebate,
    "produce_extra_owned": _fixed(
        lambda: translate(
            "CardText",
            "Each turn, produces one unit of a resource that your brown or grey cards or your board already "
            "produce.",
        )
    ),
    "produce_missing": _fixed(
        lambda: translate(
            "CardText",
            "Each turn, produces one unit of a resource that neither your brown or grey cards nor your board"
            " produce.",
        )
    ),
    "wonder_stages_free_resources": _fixed(
        lambda: translate(
            "CardText",
            "Your next wonder stages cost no resources (their coins are still paid).",
        )
    ),
    "military_victory_token": _military_victory,
    "neighbors_take_debt": _neighbours_debt,
    "starting_resource_rebate": _starting_rebate,
    "discard_defeat_tokens": _discard_defeats,
}


def classic_chains(card: CardData, words: Words) -> list[str]:
    sentences = []
    if card.chain_from:
        names = join([words.name("card", ident) for ident in card.chain_from], "or")
        sentences.append(translate(
            "CardText",
            "Free to build if you have built {cards}.",
        ).format(cards=names))
    if card.chain_to:
        names = join([words.name("card", ident) for ident in card.chain_to], "and")
        sentences.append(translate("CardText", "Makes {cards} free to build later.").format(cards=names))
    return sentences


def classic_token(token_id: str, words: Words) -> str:
    texts = {
        "victory_token": lambda: translate(
            "CardText",
            "Won against a neighbour in a military conflict: 1, 3 or 5 victory points in ages I, II and III.",
        ),
        "defeat_token": lambda: translate(
            "CardText",
            "Lost against a neighbour in a military conflict: -1 victory point.",
        ),
        "debt_token": lambda: translate(
            "CardText",
            "Taken for each coin you could not or would not pay: -1 victory point.",
        ),
        "diplomacy_token": lambda: translate(
            "CardText",
            "Your city sits out the next military conflict and your two neighbours fight each other "
            "instead; then the token is discarded.",
        ),
    }
    builder = texts.get(token_id)
    return builder() if builder is not None else ""


# --- Duel -----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DuelData:
    cards: dict[str, duel.Card]
    wonders: dict[str, duel.Wonder]
    tokens: dict[str, duel.ProgressToken]
    military: dict[str, duel.MilitaryToken]


@cache
def duel_data() -> DuelData:
    from wonders_desktop.engine.core.datafiles import load

    return DuelData(
        cards={c.id: c for c in load(duel.CardsFile, "duel/cards.json").cards},
        wonders={w.id: w for w in load(duel.WondersFile, "duel/wonders.json").wonders},
        tokens={t.id: t for t in load(duel.ProgressTokensFile, "duel/progress_tokens.json").progress_tokens},
        military={t.id: t for t in load(duel.RulesFile, "duel/rules.json").military.tokens},
    )


def duel_cost(cost: duel.Cost) -> dict[str, int]:
    return {"coins": cost.coins, **cost.resources}


def duel_thing(target: str) -> str:
    """A Duel count target (``brown_card``, ``wonder_built``...) as a noun."""
    if target.endswith("_card"):
        return colour_card(target.removesuffix("_card"))
    return {
        "wonder_built": translate("CardText", "Wonder built"),
        "coin_set_of_3": translate("CardText", "set of 3 coins"),
        "progress_token_owned": translate("CardText", "progress token"),
    }.get(target, target)


def duel_effects(effects: Iterable[duel.Effect], words: Words) -> list[str]:
    return [text for effect in effects if (text := duel_effect(effect, words))]


def duel_effect(effect: duel.Effect, words: Words) -> str:
    match effect:
        case duel.Produce():
            return " ".join(produce({effect.resource: effect.amount}, words))
        case duel.ProduceChoice():
            return produce_choice(effect.choices, words)
        case duel.Vp():
            return victory_points(effect.amount)
        case duel.Shields():
            return translate(
                "CardText",
                "Move the conflict pawn %n space(s) toward your opponent's capital.",
                None,
                effect.amount,
            )
        case duel.Science():
            return science(effect.symbol, words)
        case duel.Coins():
            return take_coins(effect.amount)
        case duel.OpponentLosesCoins():
            return translate("CardText", "Your opponent loses %n coin(s).", None, effect.amount)
        case duel.TradeFixed():
            text = translate(
                "CardText",
                "From now on, you buy {resources} from the bank for %n coin(s) each.",
                None,
                effect.price,
            )
            return text.format(resources=words.resources(effect.resources))
        case duel.CoinsPer():
            text = translate(
                "CardText",
                "Take %n coin(s) from the bank for each {thing} in your city.",
                None,
                effect.amount,
            )
            return text.format(thing=duel_thing(effect.per))
        case duel.Guild():
            return duel_guild(effect)
        case duel.PlayAgain():
            return translate("CardText", "Play a second turn right away.")
        case duel.DestroyOpponentCard():
            text = translate("CardText", "Discard one {card} of your choice from your opponent's city.")
            return text.format(card=colour_card(effect.color))
        case duel.BuildFromDiscard():
            return build_from_discard()
        case duel.ProgressFromBox():
            text = translate(
                "CardText",
                "Draw %n progress tokens from those left out of the game, keep one and return the others to "
                "the box.",
                None,
                effect.draw,
            )
            return text
        case duel.CostReduction():
            if effect.applies_to == "wonder":
                return translate(
                    "CardText",
                    "Your future Wonders cost %n fewer resources of your choice.",
                    None,
                    effect.resources,
                )
            return translate(
                "CardText",
                "Your future blue cards cost %n fewer resources of your choice.",
                None,
                effect.resources,
            )
        case duel.GainOpponentTradeSpend():
            return translate(
                "CardText",
                "You take the coins your opponent pays to the bank to buy resources.",
            )
        case duel.VpPer():
            return progress_points(effect.amount)
        case duel.ExtraShields():
            return translate(
                "CardText",
                "Your red cards built from now on add %n extra shield(s).",
                None,
                effect.amount,
            )
        case duel.WondersPlayAgain():
            return translate(
                "CardText",
                "Every Wonder you build from now on also lets you play a second turn.",
            )
        case duel.CoinsOnChainBuild():
            return translate(
                "CardText",
                "Each time you build a structure for free through a chain, take %n coin(s).",
                None,
                effect.amount,
            )
    return ""


def progress_points(amount: int) -> str:
    return translate(
        "CardText",
        "At the end of the game: %n victory point(s) for each progress token you have (this one included).",
        None,
        amount,
    )


def duel_guild(effect: duel.Guild) -> str:
    thing = join([duel_thing(target) for target in effect.counts], "or")
    sentences = []
    if effect.coins_per:
        text = translate(
            "CardText",
            "Take %n coin(s) for each {thing} in the city that has the most of them.",
            None,
            effect.coins_per,
        )
        sentences.append(text.format(thing=thing))
    if effect.vp_per:
        text = translate(
            "CardText",
            "At the end of the game: %n victory point(s) for each {thing} in the city that has the most of "
            "them.",
            None,
            effect.vp_per,
        )
        sentences.append(text.format(thing=thing))
    return " ".join(sentences)


def duel_chains(card: duel.Card, words: Words) -> list[str]:
    sentences = []
    if card.chain_requires:
        text = translate("CardText", "Free to build if you have the chain symbol {symbol}.")
        sentences.append(text.format(symbol=words.name("chain", card.chain_requires)))
    if card.chain_provides:
        text = translate(
            "CardText",
            "Gives the chain symbol {symbol}: a card of a later age showing it will be free.",
        )
        sentences.append(text.format(symbol=words.name("chain", card.chain_provides)))
    return sentences


def duel_token(token_id: str, words: Words) -> str:
    data = duel_data()
    if token_id in data.tokens:
        return " ".join(duel_effects(data.tokens[token_id].effects, words))
    if token_id in data.military:
        text = translate(
            "CardText",
            "When the conflict pawn enters this zone, the player on this side loses %n coin(s); "
            "then the token goes back to the box.",
            None,
            data.military[token_id].coins,
        )
        return text
    if token_id == "conflict_pawn":
        return translate(
            "CardText",
            "Each shield moves it one space toward the opponent's capital; if it reaches a capital, "
            "that player wins by military supremacy.",
        )
    return ""


# --- Architects -------------------------------------------------------------------------------------
def architects() -> ArchitectsData:
    return load_data()


def architects_card(card_id: str, words: Words) -> str:
    card = next((c for c in architects().cards.card_types if c.id == card_id), None)
    if card is None:
        return ""
    if card.coins:
        return translate(
            "CardText",
            "Worth %n coin(s): a coin replaces any one missing resource when you build a stage.",
            None,
            card.coins,
        )
    if card.resource:
        return translate("CardText", "Gives 1 {resource} to build a stage of your wonder.").format(
            resource=words.name("resource", card.resource)
        )
    if card.science:
        text = translate(
            "CardText",
            "Gives the science symbol {symbol}: with 2 identical symbols or 3 different ones, take a "
            "progress token.",
        )
        return text.format(symbol=words.name("science", card.science))
    sentences = []
    if card.vp:
        sentences.append(victory_points(card.vp))
    if card.cat:
        sentences.append(cat_text(words))
    if card.shields:
        sentences.append(shields(card.shields))
    if card.horns:
        sentences.append(
            translate("CardText", "Turn %n conflict token(s) to the battle side.", None, card.horns)
        )
    return " ".join(sentences)


def architects_card_cost(card_id: str) -> str:
    known = any(c.id == card_id for c in architects().cards.card_types)
    return translate("CardText", "Free: take it from a deck on your turn.") if known else ""


def cat_text(words: Words) -> str:
    text = translate(
        "CardText",
        "Take the {cat}: while you have it, look at the top card of the central deck at the start of your "
        "turn; "
        "it is worth %n victory point(s) at the end of the game.",
        None,
        architects().game.rules.cat_pawn_vp,
    )
    return text.format(cat=words.name("token", "cat_pawn"))


def architects_stage(wonder_id: str, index: int, words: Words) -> str:
    wonder = next((w for w in architects().wonders.wonders if w.id == wonder_id), None)
    if wonder is None or not 0 <= index < len(wonder.stages):
        return ""
    stage = wonder.stages[index]
    sentences = [victory_points(stage.vp)] if stage.vp else []
    if stage.effect and wonder.effect is not None:
        sentences.append(architects_effect(wonder.effect, words))
    return " ".join(sentences)


def architects_stage_cost(wonder_id: str, index: int) -> str:
    wonder = next((w for w in architects().wonders.wonders if w.id == wonder_id), None)
    if wonder is None or not 0 <= index < len(wonder.stages):
        return ""
    cost = wonder.stages[index].cost
    if cost.kind == "same":
        return translate("CardText", "Costs %n identical resources.", None, cost.count)
    return translate("CardText", "Costs %n different resources.", None, cost.count)


def architects_wonder(wonder_id: str, words: Words) -> str:
    wonder = next((w for w in architects().wonders.wonders if w.id == wonder_id), None)
    if wonder is None:
        return ""
    if wonder.effect is None:
        return translate("CardText", "This wonder has no special effect but gives more victory points.")
    return architects_effect(wonder.effect, words)


def architects_effect(effect: Any, _words: Words) -> str:
    kind = getattr(effect, "kind", "")
    if kind == "take_top_card":
        source = effect.source
        if source == "any_deck":
            return translate(
                "CardText",
                "Take the top card of any deck on the table and place it in front of you.",
            )
        if source == "central_deck":
            return translate(
                "CardText",
                "Take the top card of the central deck and place it in front of you.",
            )
        return translate(
            "CardText",
            "Take the top cards of the decks on your left and on your right and place them in front of you.",
        )
    if kind == "take_progress_token":
        return translate(
            "CardText",
            "Choose 1 progress token among the 4 available and place it in front of you.",
        )
    if kind == "pick_from_top":
        return translate(
            "CardText",
            "Take the %n top cards of the deck on your left or on your right, keep 1 and shuffle the others "
            "back into that deck.",
            None,
            effect.look,
        )
    if kind == "shields":
        return shields(effect.amount)
    return ""


def architects_trigger(trigger: str, words: Words) -> str:
    if trigger.startswith("grey_"):
        return translate("CardText", "a grey card with {resource}").format(
            resource=words.name("resource", trigger.removeprefix("grey_"))
        )
    return {
        "yellow_coin": translate("CardText", "a yellow card"),
        "green_any": translate("CardText", "a green card"),
        "red_with_horn": translate("CardText", "a red card with 1 or 2 horns"),
    }.get(trigger, trigger)


def architects_token(token_id: str, words: Words) -> str:
    data = architects()
    token = next((t for t in data.tokens.progress_tokens if t.id == token_id), None)
    if token is None:
        return architects_other_token(token_id, words)
    effect = token.effect
    match effect.kind:
        case "extra_card_on_take":
            cards = join([architects_trigger(t, words) for t in effect.trigger], "or")
            text = translate(
                "CardText",
                "When you take {cards}, choose 1 more card among the 3 available and place it in front of "
                "you.",
            )
            return text.format(cards=cards)
        case "extra_card_on_stage_built":
            return translate(
                "CardText",
                "When you build a stage of your wonder, choose 1 more card among the 3 available and place "
                "it in front of you.",
            )
        case "coin_card_worth":
            return translate(
                "CardText",
                "One of your yellow cards is worth %n coin(s) instead of 1.",
                None,
                effect.value,
            )
        case "ignore_same_different":
            return translate(
                "CardText",
                "When you build a stage of your wonder, you may use any resources, ignoring the "
                "“identical” or “different” requirement.",
            )
        case "shields":
            return shields(effect.amount)
        case "end_vp_wonder_state":
            text = translate(
                "CardText",
                "At the end of the game: %n victory point(s) if your wonder is still under construction, "
                "{complete} if it is fully built.",
                None,
                effect.if_incomplete,
            )
            return text.format(complete=effect.if_complete)
        case "end_vp_per":
            return architects_vp_per(effect.per, effect.amount, words)
        case "end_vp_set":
            text = translate(
                "CardText",
                "At the end of the game: %n victory point(s) if you have one of these tokens, {both} if you "
                "have both.",
                None,
                effect.vp_if_1,
            )
            return text.format(both=effect.vp_if_2)
    return ""


def architects_vp_per(per: str, amount: int, words: Words) -> str:
    if per == "progress_token_owned":
        return progress_points(amount)
    if per == "cat_icon_on_blue_cards":
        return translate(
            "CardText",
            "At the end of the game: %n victory point(s) for each cat icon on your blue cards.",
            None,
            amount,
        )
    text = translate(
        "CardText",
        "At the end of the game: %n victory point(s) for each {token} you have.",
        None,
        amount,
    )
    return text.format(token=words.name("token", "military_victory_token"))


def architects_other_token(token_id: str, words: Words) -> str:
    rules = architects().game.rules
    if token_id == "cat_pawn":
        return cat_text(words)
    if token_id == "military_victory_token":
        return translate(
            "CardText",
            "Won in a battle against a neighbour with fewer shields: %n victory point(s) at the end of the "
            "game.",
            None,
            rules.military_victory_token_vp,
        )
    if token_id == "conflict_token":
        return translate(
            "CardText",
            "Red cards with horns turn conflict tokens to their battle side; when the last one is turned, "
            "a battle takes place at the end of the turn.",
        )
    return ""
