"""Every sentence the 7 Wonders table shows: prices, reasons, prompts, tooltips (translated).

The numbers come from the engine's answers (``queries.Price``); this module only puts them in words,
in the rulebook's terms (the ``ClassicTable`` translation context).
"""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.classic.models import CardData, Effects
from wonders_desktop.engine.classic.queries import Output, Price
from wonders_desktop.ui.i18n import name_of
from wonders_desktop.ui.views.classic.faces import RESOURCE_ORDER

CONTEXT = "ClassicTable"
translate = QCoreApplication.translate


def tr(text: str, count: int = -1) -> str:
    return QCoreApplication.translate(CONTEXT, text, None, count)


def resource_name(resource: str) -> str:
    names = {
        "wood": translate("ClassicTable", "Wood"),
        "stone": translate("ClassicTable", "Stone"),
        "clay": translate("ClassicTable", "Clay"),
        "ore": translate("ClassicTable", "Ore"),
        "glass": translate("ClassicTable", "Glass"),
        "papyrus": translate("ClassicTable", "Papyrus"),
        "loom": translate("ClassicTable", "Loom"),
    }
    return names.get(resource, resource)


def colour_name(colour: str) -> str:
    names = {
        "brown": translate("ClassicTable", "Raw materials (brown)"),
        "grey": translate("ClassicTable", "Manufactured goods (grey)"),
        "blue": translate("ClassicTable", "Civilian structure (blue)"),
        "yellow": translate("ClassicTable", "Commercial structure (yellow)"),
        "red": translate("ClassicTable", "Military structure (red)"),
        "green": translate("ClassicTable", "Scientific structure (green)"),
        "purple": translate("ClassicTable", "Guild (purple)"),
        "black": translate("ClassicTable", "City (black)"),
    }
    return names.get(colour, colour)


def units(counts: tuple[tuple[str, int], ...] | dict[str, int]) -> str:
    """``2 Wood, 1 Glass``."""
    pairs = counts.items() if isinstance(counts, dict) else counts
    return ", ".join(f"{count} {resource_name(name)}" for name, count in pairs if count)


def output_text(output: Output) -> str:
    parts = [units(output.fixed)] if output.fixed else []
    parts += [" / ".join(resource_name(name) for name in choice) for choice in output.choices]
    return ", ".join(part for part in parts if part) or translate("ClassicTable", "nothing")


def payment_text(left: int, right: int, left_name: str, right_name: str) -> str:
    if not left and not right:
        return translate("ClassicTable", "nothing to the neighbours")
    parts = []
    if left:
        parts.append(
            translate("ClassicTable", "{coins} to {player} (left)").format(coins=left, player=left_name)
        )
    if right:
        parts.append(
            translate("ClassicTable", "{coins} to {player} (right)").format(coins=right, player=right_name)
        )
    return translate("ClassicTable", " and ").join(parts)


def cost_summary(
    price: Price, left_name: str, right_name: str, payment: tuple[int, int] | None = None
) -> str:
    """What a build costs in words: free (chain), free, N coins to the bank, and/or coins to neighbours."""
    if price.chain:
        return translate("ClassicTable", "free (chain)")
    chosen = payment if payment is not None else price.cheapest
    if chosen is None:
        return ""
    bank = price.coins_to_bank
    trade = payment_text(*chosen, left_name, right_name) if any(chosen) else ""
    if not bank and not trade:
        return translate("ClassicTable", "free")
    parts = []
    if bank:
        parts.append(translate("ClassicTable", "%n coin(s) to the bank", None, bank))
    if trade:
        parts.append(translate("ClassicTable", "pay {payment}").format(payment=trade))
    return "; ".join(parts)


def reason_text(price: Price, coins: int) -> str:
    """Why it cannot be built, in one short sentence."""
    if price.reason == "duplicate":
        return translate("ClassicTable", "Already built (no two identical structures)")
    if price.reason == "complete":
        return translate("ClassicTable", "Your wonder is complete")
    if price.reason == "coins":
        return translate("ClassicTable", "Needs {needed} coins, you have {coins}").format(
            needed=price.coins_needed, coins=coins
        )
    if price.reason == "resources":
        if price.missing:
            return translate("ClassicTable", "Missing: {resources}").format(resources=units(price.missing))
        return translate("ClassicTable", "Not enough resources, even buying from the neighbours")
    return ""


def short_reason(price: Price) -> str:
    """The few words on a card's badge."""
    if price.reason == "duplicate":
        return translate("ClassicTable", "Built")
    if price.reason == "coins":
        return translate("ClassicTable", "Coins")
    if price.reason == "resources":
        if len(price.missing) == 1:
            return translate("ClassicTable", "No {resource}").format(
                resource=resource_name(price.missing[0][0])
            )
        return translate("ClassicTable", "Resources")
    return ""


def card_tooltip(card: CardData, describe: Callable[[Effects], str] | None = None) -> str:
    """The full text of a card: name, type, cost, effect, chains and player counts (rich text)."""
    lines = [f"<b>{html.escape(name_of('card', card.id))}</b> — {html.escape(colour_name(card.color))}"]
    coins = card.cost.get("coins", 0)
    resources = {name: card.cost[name] for name in RESOURCE_ORDER if card.cost.get(name)}
    cost_parts = []
    if coins:
        cost_parts.append(translate("ClassicTable", "%n coin(s)", None, coins))
    if resources:
        cost_parts.append(units(resources))
    cost = ", ".join(cost_parts) if cost_parts else translate("ClassicTable", "free")
    lines.append(translate("ClassicTable", "Cost: {cost}").format(cost=html.escape(cost)))
    effect = (describe or effect_sentence)(card.effects)
    if effect:
        lines.append(html.escape(effect))
    if card.chain_from:
        names = ", ".join(name_of("card", parent) for parent in card.chain_from)
        lines.append(
            html.escape(translate("ClassicTable", "Free if you have built: {cards}").format(cards=names))
        )
    if card.chain_to:
        names = ", ".join(name_of("card", child) for child in card.chain_to)
        lines.append(html.escape(translate("ClassicTable", "Makes free later: {cards}").format(cards=names)))
    if card.players:
        marks = ", ".join(f"{count}+" for count in card.players)
        lines.append(
            html.escape(
                translate("ClassicTable", "Age {age} · players: {marks}").format(
                    age=_roman(card.age), marks=marks
                )
            )
        )
    else:
        lines.append(html.escape(translate("ClassicTable", "Age {age}").format(age=_roman(card.age))))
    return "<br>".join(lines)


def _roman(age: int) -> str:
    return {1: "I", 2: "II", 3: "III"}.get(age, str(age))


def _whose(whose: list[str]) -> str:
    names = {
        "left": translate("ClassicTable", "your left neighbour"),
        "self": translate("ClassicTable", "your city"),
        "right": translate("ClassicTable", "your right neighbour"),
    }
    return translate("ClassicTable", ", ").join(
        names[side] for side in ("left", "self", "right") if side in whose
    )


def _counted(count: str, colours: list[str]) -> str:
    if count == "cards":
        return translate("ClassicTable", " or ").join(colour_name(colour) for colour in colours)
    return {
        "wonder_stages": translate("ClassicTable", "wonder stage built"),
        "victory_tokens": translate("ClassicTable", "conflict victory token"),
        "defeat_tokens": translate("ClassicTable", "conflict defeat token"),
    }.get(count, count)


def effect_sentence(effects: Effects) -> str:
    """The effect of a card or stage in words (the icons on the card say the same)."""
    parts: list[str] = []
    if effects.text:
        return effects.text
    if effects.produce:
        parts.append(
            translate("ClassicTable", "Produces {resources}").format(resources=units(effects.produce))
        )
    if effects.produce_choice:
        parts.append(
            translate("ClassicTable", "Produces one of: {resources} each turn").format(
                resources=" / ".join(resource_name(name) for name in effects.produce_choice)
            )
        )
    if effects.tradeable is False and (effects.produce or effects.produce_choice):
        parts.append(translate("ClassicTable", "(not for sale to the neighbours)"))
    if effects.shields:
        parts.append(translate("ClassicTable", "%n shield(s)", None, effects.shields))
    if effects.science:
        parts.append(
            {
                "compass": translate("ClassicTable", "Science symbol: compass"),
                "gear": translate("ClassicTable", "Science symbol: gear"),
                "tablet": translate("ClassicTable", "Science symbol: tablet"),
                "any": translate("ClassicTable", "A science symbol of your choice at the end of the game"),
            }[effects.science]
        )
    if effects.trade_discount is not None:
        discount = effects.trade_discount
        kind = (
            translate("ClassicTable", "raw materials")
            if discount.resources == "raw"
            else translate("ClassicTable", "manufactured goods")
        )
        parts.append(
            translate("ClassicTable", "Buy {kind} from {whose} for {price} coin each").format(
                kind=kind, whose=_whose(discount.sides), price=discount.price
            )
        )
    if effects.coins:
        parts.append(translate("ClassicTable", "Take %n coin(s) from the bank", None, effects.coins))
    if effects.coins_per is not None:
        per = effects.coins_per
        parts.append(
            translate("ClassicTable", "{amount} coin(s) per {counted} in {whose}").format(
                amount=per.amount, counted=_counted(per.count, per.colors), whose=_whose(per.whose)
            )
        )
    if effects.vp:
        parts.append(translate("ClassicTable", "%n victory point(s)", None, effects.vp))
    if effects.vp_per is not None:
        per = effects.vp_per
        parts.append(
            translate("ClassicTable", "{amount} victory point(s) per {counted} in {whose}").format(
                amount=per.amount, counted=_counted(per.count, per.colors), whose=_whose(per.whose)
            )
        )
    if effects.special:
        parts.append(special_sentence(effects.special))
    if effects.diplomacy:
        parts.append(translate("ClassicTable", "Take a diplomacy token"))
    if effects.others_lose_coins:
        parts.append(
            translate(
                "ClassicTable",
                "Every other player loses %n coin(s) (or takes debt)",
                None,
                effects.others_lose_coins,
            )
        )
    return "; ".join(parts)


def special_sentence(special: str) -> str:
    return {
        "play_last_card": translate(
            "ClassicTable", "You may play the 7th card of each age instead of discarding it"
        ),
        "build_from_discard": translate(
            "ClassicTable", "Build a card of the discard pile for free, at the end of this turn"
        ),
        "free_build_once_per_age": translate("ClassicTable", "Once per age, build a structure for free"),
        "copy_neighbor_guild": translate(
            "ClassicTable", "At the end of the game, copy a guild of a neighbour"
        ),
        "first_card_of_each_color_free": translate("ClassicTable", "The first card of each colour is free"),
        "first_card_of_each_age_free": translate("ClassicTable", "The first card of each age is free"),
        "last_card_of_each_age_free": translate("ClassicTable", "The last card of each age is free"),
    }.get(special, special)
