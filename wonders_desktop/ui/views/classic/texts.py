"""Every sentence the 7 Wonders table shows: prices, reasons, prompts, tooltips (translated).

The numbers come from the engine's answers (``queries.Price``); this module only puts them in words,
in the rulebook's terms (the ``ClassicTable`` translation context).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.classic.data import CardData
from wonders_desktop.engine.classic.queries import Output, Price
from wonders_desktop.ui import cardtext
from wonders_desktop.ui.i18n import VARIANT, RulebookWords, name_of, words_of

CONTEXT = "ClassicTable"
translate = QCoreApplication.translate


# The rules being shown: names and texts follow the game's edition (its rulebook's words).
_RULES: dict[str, int] = {"edition": 1}


def use_edition(edition: int) -> None:
    """Name cards, boards and resources in the words of this edition's rulebook from now on."""
    _RULES["edition"] = edition


def words() -> RulebookWords:
    """The table's strings whose words differ between the rulebooks (``classic1``/``classic2``)."""
    return words_of("classic", _RULES["edition"])


# The 2nd edition's words where they differ from the 1st edition's (Portuguese: "Construir a
# Estrutura", "estágio", "reserva", "encadeamento"; docs/terminology.md); the plain entries hold the 1st
# edition's, and Spanish uses the 2nd-edition rulebook's words for both.
RULEBOOK_VARIANTS = (
    VARIANT.translate("ClassicTable", "Build the structure", "classic2"),
    VARIANT.translate("ClassicTable", "Build wonder stage {number}", "classic2"),
    VARIANT.translate("ClassicTable", "Discard for 3 coins", "classic2"),
    VARIANT.translate("ClassicTable", "Stage {number}", "classic2"),
    VARIANT.translate("ClassicTable", "builds wonder stage {number}", "classic2"),
    VARIANT.translate("ClassicTable", "discards {card} for 3 coins", "classic2"),
    VARIANT.translate("ClassicTable", "discards a card for 3 coins", "classic2"),
    VARIANT.translate("ClassicTable", "Discarded for 3 coins", "classic2"),
    VARIANT.translate(
        "ClassicTable", "End of age {age}: what everyone did, and the military conflicts:", "classic2"
    ),
    VARIANT.translate("ClassicTable", "free (chain)", "classic2"),
    VARIANT.translate("ClassicTable", "Build it free (chain)", "classic2"),
    VARIANT.translate("ClassicTable", "builds {card} for free (chain)", "classic2"),
    VARIANT.translate("ClassicTable", "Chain", "classic2"),
    VARIANT.translate("ClassicTable", "chain", "classic2"),
    VARIANT.translate("ClassicTable", "%n coin(s) to the bank", "classic2", 1),
    VARIANT.translate("ClassicTable", "+ bank {coins}", "classic2"),
    VARIANT.translate("ClassicTable", "Wonder stages built: {built} of {total}", "classic2"),
    VARIANT.translate("ClassicTable", "Conflict tokens: {tokens}", "classic2"),
    VARIANT.translate("ClassicTable", "Build for free", "classic2"),
    VARIANT.translate("ClassicTable", "Build {card} for free", "classic2"),
    VARIANT.translate("ClassicTable", "builds {card} for free", "classic2"),
    VARIANT.translate(
        "ClassicTable",
        "Choose a card, then an action (←/→, Enter; B build, W wonder, S discard).",
        "classic2",
    ),
)


def card_name(card: str) -> str:
    return name_of("card", card, "classic", _RULES["edition"])


def wonder_name(wonder: str) -> str:
    """A board's city name (Gizah, Babylon...)."""
    return name_of("wonder", wonder, "classic", _RULES["edition"])


def resource_name(resource: str) -> str:
    return name_of("resource", resource, "classic", _RULES["edition"])


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
        return words().translate("ClassicTable", "free (chain)")
    chosen = payment if payment is not None else price.cheapest
    if chosen is None:
        return ""
    bank = price.coins_to_bank
    trade = payment_text(*chosen, left_name, right_name) if any(chosen) else ""
    if not bank and not trade:
        return translate("ClassicTable", "free")
    parts = []
    if bank:
        parts.append(words().translate("ClassicTable", "%n coin(s) to the bank", None, bank))
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


def card_tooltip(card: CardData) -> str:
    """The full text of a card (rich text): name and type, cost, what it does in sentences (the
    shared ``cardtext`` phrases, in the rulebook's words), chains, age and player counts."""
    edition = _RULES["edition"]
    title = f"<b>{html.escape(card_name(card.id))}</b> — {html.escape(colour_name(card.color))}"
    lines = [title]
    cost = cardtext.card_cost_text("classic", card.id, edition=edition)
    if cost:
        lines.append(html.escape(cost))
    effect = cardtext.card_text("classic", card.id, edition=edition)
    if effect:
        lines.append(html.escape(effect))
    if card.players:
        marks = ", ".join(f"{count}+" for count in card.players)
        text = translate("ClassicTable", "Age {age} · players: {marks}")
        text = text.format(age=_roman(card.age), marks=marks)
        lines.append(html.escape(text))
    else:
        lines.append(html.escape(translate("ClassicTable", "Age {age}").format(age=_roman(card.age))))
    return "<br>".join(lines)


def stage_tooltip(wonder: str, side: str, index: int, built: bool) -> str:
    """A wonder stage's full text: number, built or not, cost and effect in sentences."""
    edition = _RULES["edition"]
    heading = words().translate("ClassicTable", "Stage {number}").format(number=index + 1)
    status = translate("ClassicTable", "built") if built else translate("ClassicTable", "not built")
    lines = [f"<b>{html.escape(heading)}</b> — {html.escape(status)}"]
    for text in (
        cardtext.stage_cost_text("classic", wonder, side, index, edition=edition),
        cardtext.stage_text("classic", wonder, side, index, edition=edition),
    ):
        if text:
            lines.append(html.escape(text))
    return "<br>".join(lines)


def _roman(age: int) -> str:
    return {1: "I", 2: "II", 3: "III"}.get(age, str(age))
