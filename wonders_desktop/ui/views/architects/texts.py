"""The words of the Architects table: card kinds, stage costs, Progress token effects, deck names.

Every text goes through ``QCoreApplication.translate`` in the ``ArchitectsTable`` context (plurals with
``%n``); wonder and token names go through ``name_of`` (the shared ``data`` context).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.architects.queries import StageInfo
from wonders_desktop.ui.i18n import name_of

translate = QCoreApplication.translate


def card_name(kind: str) -> str:
    names = {
        "coin": translate("ArchitectsTable", "Coin"),
        "stone": translate("ArchitectsTable", "Stone"),
        "clay": translate("ArchitectsTable", "Clay"),
        "wood": translate("ArchitectsTable", "Wood"),
        "glass": translate("ArchitectsTable", "Glass"),
        "papyrus": translate("ArchitectsTable", "Papyrus"),
        "gear": translate("ArchitectsTable", "Gear"),
        "compass": translate("ArchitectsTable", "Compass"),
        "tablet": translate("ArchitectsTable", "Tablet"),
        "blue_3vp": translate("ArchitectsTable", "Blue card (3 points)"),
        "blue_2vp_cat": translate("ArchitectsTable", "Blue card with the cat (2 points)"),
        "red_0horn": translate("ArchitectsTable", "Red card (1 shield)"),
        "red_1horn": translate("ArchitectsTable", "Red card (1 shield, 1 horn)"),
        "red_2horn": translate("ArchitectsTable", "Red card (1 shield, 2 horns)"),
    }
    return names.get(kind) or name_of("card", kind)


def card_effect(kind: str) -> str:
    """What a card does, in one sentence (tooltips)."""
    if kind == "coin":
        return translate(
            "ArchitectsTable", "A coin replaces any one missing resource when you build a stage."
        )
    if kind in ("stone", "clay", "wood", "glass", "papyrus"):
        return translate("ArchitectsTable", "A resource to build the stages of your wonder.")
    if kind in ("gear", "compass", "tablet"):
        return translate(
            "ArchitectsTable",
            "2 identical or 3 different science symbols must be exchanged for a Progress token.",
        )
    if kind == "blue_2vp_cat":
        return translate("ArchitectsTable", "2 victory points. Taking it moves the cat to you.")
    if kind == "blue_3vp":
        return translate("ArchitectsTable", "3 victory points.")
    if kind == "red_0horn":
        return translate("ArchitectsTable", "1 shield for battles; it stays after battles.")
    return translate(
        "ArchitectsTable",
        "1 shield. Its horns turn Conflict tokens to the battle side; discarded after a battle.",
    )


def deck_name(deck: str) -> str:
    if deck == "central":
        return translate("ArchitectsTable", "Central deck")
    return translate("ArchitectsTable", "Deck of {wonder}").format(wonder=name_of("wonder", deck))


def cost_text(stage: StageInfo) -> str:
    if stage.same:
        return translate("ArchitectsTable", "%n identical resources", None, stage.count)
    return translate("ArchitectsTable", "%n different resources", None, stage.count)


def cost_mark(stage: StageInfo) -> str:
    """The short cost printed on a piece: ``2=`` (identical) or ``3≠`` (different)."""
    return f"{stage.count}{'=' if stage.same else '≠'}"


def wonder_effect(wonder: str) -> str:
    effects = {
        "alexandria": translate("ArchitectsTable", "Take the top card of any deck on the table."),
        "babylon": translate("ArchitectsTable", "Choose 1 Progress token among the 4 available."),
        "ephesus": translate("ArchitectsTable", "Take the top card of the central deck."),
        "giza": translate(
            "ArchitectsTable", "No special effect, but more victory points than the other wonders."
        ),
        "halicarnassus": translate(
            "ArchitectsTable",
            "Take the 5 top cards of the deck on your left or right, keep 1 and shuffle the others back.",
        ),
        "olympia": translate(
            "ArchitectsTable", "Take the top cards of the decks on your left and on your right."
        ),
        "rhodes": translate("ArchitectsTable", "Add 1 shield to your shields."),
    }
    return effects.get(wonder, "")


def stage_tooltip(wonder: str, stage: StageInfo) -> str:
    lines = [
        translate("ArchitectsTable", "Stage {n}: {cost}").format(n=stage.number, cost=cost_text(stage)),
        translate("ArchitectsTable", "%n victory point(s)", None, stage.vp),
    ]
    if stage.effect:
        lines.append(translate("ArchitectsTable", "Effect: {effect}").format(effect=wonder_effect(wonder)))
    if stage.requires:
        below = ", ".join(str(n) for n in stage.requires)
        lines.append(translate("ArchitectsTable", "Built on stage(s) {stages}").format(stages=below))
    if stage.built:
        lines.append(translate("ArchitectsTable", "Built"))
    elif stage.affordable:
        lines.append(translate("ArchitectsTable", "You can pay for it now: it must be built this turn."))
    elif stage.available:
        lines.append(translate("ArchitectsTable", "Missing %n resource(s)", None, stage.missing))
    else:
        lines.append(translate("ArchitectsTable", "Not available yet: build the stages below it first."))
    return "\n".join(lines)


def build_order_text(rows: list[list[int]]) -> str:
    """``1 → 2 · 3 · 4 → 5``: rows from the bottom; pieces of one row in any order."""
    return " → ".join(" · ".join(str(n) for n in row) for row in rows)


def token_effect(token: str) -> str:
    effects = {
        "urbanism": translate(
            "ArchitectsTable",
            "When you take a grey Wood or Clay card, take 1 more card from the 3 available.",
        ),
        "crafts": translate(
            "ArchitectsTable",
            "When you take a grey Papyrus or Glass card, take 1 more card from the 3 available.",
        ),
        "jewellery": translate(
            "ArchitectsTable",
            "When you take a grey Stone card or a yellow card, take 1 more card from the 3 available.",
        ),
        "science": translate(
            "ArchitectsTable", "When you take a green card, take 1 more card from the 3 available."
        ),
        "propaganda": translate(
            "ArchitectsTable", "When you take a red card with horns, take 1 more card from the 3 available."
        ),
        "architecture": translate(
            "ArchitectsTable", "When you build a stage, take 1 more card from the 3 available."
        ),
        "economy": translate("ArchitectsTable", "1 of your yellow cards is worth 2 coins instead of 1."),
        "engineering": translate(
            "ArchitectsTable", "When you build a stage, use any resources, ignoring identical or different."
        ),
        "tactics": translate("ArchitectsTable", "Add 2 shields to your shields."),
        "decor": translate(
            "ArchitectsTable", "4 victory points, or 6 if your wonder is complete at the end."
        ),
        "politics": translate("ArchitectsTable", "1 victory point per cat on your blue cards."),
        "strategy": translate("ArchitectsTable", "1 victory point per military victory token."),
        "education": translate(
            "ArchitectsTable", "2 victory points per Progress token you own, this one included."
        ),
        "culture": translate("ArchitectsTable", "4 victory points; 12 with both Culture tokens."),
    }
    return effects.get(token, "")


def token_tooltip(token: str) -> str:
    return f"{name_of('progress_token', token)}\n{token_effect(token)}"
