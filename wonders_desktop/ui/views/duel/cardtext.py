"""Texts of 7 Wonders Duel cards, Wonders, progress tokens, military tokens and the conflict pawn."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from wonders_desktop.engine.core.datafiles import load
from wonders_desktop.engine.duel import data as duel
from wonders_desktop.ui.language.cardtext.phrases import (
    Words,
    build_from_discard,
    colour_card,
    join,
    produce,
    produce_choice,
    progress_points,
    science,
    take_coins,
    translate,
    victory_points,
)


@dataclass(frozen=True, slots=True)
class DuelData:
    cards: dict[str, duel.Card]
    wonders: dict[str, duel.Wonder]
    tokens: dict[str, duel.ProgressToken]
    military: dict[str, duel.MilitaryToken]


@cache
def duel_data() -> DuelData:
    return DuelData(
        cards={c.id: c for c in load(duel.CardsFile, "duel/cards.json").cards},
        wonders={w.id: w for w in load(duel.WondersFile, "duel/wonders.json").wonders},
        tokens={t.id: t for t in load(duel.ProgressTokensFile, "duel/progress_tokens.json").progress_tokens},
        military={t.id: t for t in load(duel.RulesFile, "duel/rules.json").military.tokens},
    )


def duel_cost(cost: duel.Cost) -> dict[str, int]:
    return {"coins": cost.coins} | cost.resources


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
