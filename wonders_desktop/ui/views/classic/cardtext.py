"""Texts of 7 Wonders (1st and 2nd edition) and Cities cards, wonder stages, boards and tokens."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from wonders_desktop.engine.classic.data import CardData, Effects, PerCount, StageData, WonderData
from wonders_desktop.ui.language.cardtext.phrases import (
    ROMAN,
    Words,
    build_from_discard,
    colour_card,
    join,
    produce,
    produce_choice,
    science,
    shields,
    take_coins,
    translate,
    victory_points,
)
from wonders_desktop.ui.views.classic.names import classic_files


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
    # a wonder stage a player "has" is one they built
    kind, ident = ("token", "victory_token") if value.count == "victory_tokens" else ("term", "wonder_stage")
    thing = words.name(kind, ident)
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
            "For a military conflict won against a neighbour: 1, 3 or 5 victory points in ages I, II "
            "and III.",
        ),
        "defeat_token": lambda: translate(
            "CardText",
            "For a military conflict lost against a neighbour: -1 victory point.",
        ),
        "debt_token": lambda: translate(
            "CardText",
            "For each coin you could not or would not pay: -1 victory point.",
        ),
        "diplomacy_token": lambda: translate(
            "CardText",
            "Your city sits out the next military conflict and your two neighbours fight each other "
            "instead; then the token is discarded.",
        ),
    }
    builder = texts.get(token_id)
    return builder() if builder is not None else ""
