"""Texts of 7 Wonders Architects cards, wonder stages and effects, progress tokens, the cat and tokens."""

from __future__ import annotations

from typing import Any

from wonders_desktop.engine.architects.data import ArchitectsData, load_data
from wonders_desktop.ui.language.cardtext.phrases import (
    Words,
    join,
    progress_points,
    shields,
    translate,
    victory_points,
)


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
            "For a battle won against a neighbour with fewer shields: %n victory point(s) at the end of the "
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
