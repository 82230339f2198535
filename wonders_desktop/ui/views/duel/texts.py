"""The Duel table's words: names and effect texts (``ui/language/i18n.py``, ``ui/language/cardtext/``),
price explanations, decision titles — all translated.

Every number and reason comes from the engine (``engine/duel/queries.py``); this module only phrases it.
Tooltips are rich text (HTML) so a price explanation reads as a short list.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.duel import queries
from wonders_desktop.ui.language import cardtext
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.duel import facts

translate = QCoreApplication.translate

GAME = "duel"


def name(kind: str, ident: str) -> str:
    """A Duel data name (card, wonder, progress_token, resource, science, structure...) in the words
    of the Duel rulebook of the current language."""
    return name_of(kind, ident, GAME)


def resource_name(resource: str) -> str:
    return name("resource", resource)


def symbol_name(symbol: str) -> str:
    return name("science", symbol)


def colour_name(colour: str) -> str:
    return name("structure", colour)


def effect_text(kind: str, ident: str) -> str:
    """The full effect text of a card, Wonder or progress token (``ui/language/cardtext.py``)."""
    if kind == "wonder":
        return cardtext.wonder_text(GAME, ident)
    if kind == "progress_token":
        return cardtext.token_text(GAME, ident)
    return cardtext.card_text(GAME, ident)


def effect_lines(kind: str, ident: str) -> list[str]:
    """The effect text, then the cards at both ends of the card's chains, named."""
    lines = [effect_text(kind, ident)]
    if kind != "card":
        return lines
    info = facts.card(ident)
    if info.chain_provides:
        partners = facts.chain_partners(info.chain_provides, provides=True)
        if partners:
            names = ", ".join(name("card", other) for other in partners)
            lines.append(translate("DuelTable", "Chain: later builds {cards} for free.").format(cards=names))
    if info.chain_requires:
        partners = facts.chain_partners(info.chain_requires, provides=False)
        names = ", ".join(name("card", other) for other in partners)
        lines.append(translate("DuelTable", "Free if you own {cards} (chain).").format(cards=names))
    return lines


def printed_cost(kind: str, ident: str) -> str:
    if kind == "wonder":
        return cardtext.wonder_cost_text(GAME, ident)
    return cardtext.card_cost_text(GAME, ident)


def breakdown_lines(breakdown: queries.TradeBreakdown) -> list[str]:
    """Unit by unit: what the city covers and what each bought unit costs, and why."""
    lines = []
    for line in breakdown.lines:
        resource = resource_name(line.resource)
        covered = []
        if line.produced:
            covered.append(translate("DuelTable", "you produce %n", None, line.produced))
        if line.by_choice:
            covered.append(translate("DuelTable", "%n from a choice production", None, line.by_choice))
        if line.waived:
            covered.append(translate("DuelTable", "%n waived", None, line.waived))
        head = f"{line.needed} {resource}"
        if covered:
            head += " — " + ", ".join(covered)
        if line.bought:
            head += "; " + translate("DuelTable", "buy %n", None, line.bought) + " × " + price_reason(line)
            head += " = " + translate("DuelTable", "%n coin(s)", None, line.coins)
        lines.append(head)
    if breakdown.choice_sources:
        names = ", ".join(name("", source) for source in breakdown.choice_sources)
        lines.append(translate("DuelTable", "Choice productions: {sources}.").format(sources=names))
    if breakdown.waiver:
        lines.append(
            translate("DuelTable", "{token} waives 2 units.").format(
                token=name("progress_token", breakdown.waiver)
            )
        )
    return lines


def price_reason(line: queries.TradeLine) -> str:
    if line.fixed_by:
        return translate("DuelTable", "{price} (fixed by {card})").format(
            price=line.unit_price, card=name("card", line.fixed_by)
        )
    return translate("DuelTable", "{price} (2 + the opponent's {count} from brown and grey cards)").format(
        price=line.unit_price, count=line.opponent_production
    )


def offer_status(offer: queries.CardOffer, coins: int) -> str:
    if offer.chain:
        return translate("DuelTable", "Free (chain)")
    if offer.affordable:
        if offer.coins == 0:
            return translate("DuelTable", "Free")
        return translate("DuelTable", "Build for %n coin(s)", None, offer.coins)
    return (
        translate("DuelTable", "Not buildable: costs %n coin(s)", None, offer.coins)
        + " "
        + translate("DuelTable", "(you have %n)", None, coins)
    )


def html_list(title: str, lines: list[str], extra: str = "") -> str:
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    body = f"<ul style='margin:0; -qt-list-indent:1'>{items}</ul>" if items else ""
    return f"<b>{escape(title)}</b>{body}{extra}"


def card_tooltip(card: str, offer: queries.CardOffer | None, coins: int, discard_value: int) -> str:
    """The full text of a card and, when it can be taken, what it costs this seat now and why."""
    info = facts.card(card)
    head = f"<b>{escape(name('card', card))}</b> — {escape(colour_name(info.colour))}"
    parts = [head, escape(translate("DuelTable", "Cost: {cost}").format(cost=printed_cost("card", card)))]
    parts.append(html_list(translate("DuelTable", "Effect"), effect_lines("card", card)))
    if offer is not None and offer.accessible:
        parts.append(f"<b>{escape(offer_status(offer, coins))}</b>")
        if offer.breakdown is not None and offer.breakdown.lines and offer.trade:
            parts.append(html_list(translate("DuelTable", "Trading"), breakdown_lines(offer.breakdown)))
        parts.append(escape(translate("DuelTable", "Discard for %n coin(s).", None, discard_value)))
    return "<br>".join(parts)


def wonder_tooltip(offer: queries.WonderOffer | None, wonder: str, mine: bool) -> str:
    parts = [f"<b>{escape(name('wonder', wonder))}</b>"]
    parts.append(escape(translate("DuelTable", "Cost: {cost}").format(cost=printed_cost("wonder", wonder))))
    parts.append(html_list(translate("DuelTable", "Effect"), effect_lines("wonder", wonder)))
    if offer is not None:
        parts.append(escape(wonder_status(offer)))
        if mine and not offer.built and offer.breakdown is not None and offer.coins:
            parts.append(html_list(translate("DuelTable", "Trading"), breakdown_lines(offer.breakdown)))
    return "<br>".join(parts)


def wonder_status(offer: queries.WonderOffer) -> str:
    if offer.built:
        if offer.tucked:
            return translate("DuelTable", "Built (with {card}).").format(card=name("card", offer.tucked))
        return translate("DuelTable", "Built.")
    if offer.reason == "wonder_limit":
        return translate("DuelTable", "Seven Wonders are built: this one can no longer be built.")
    if offer.reason == "coins":
        return translate("DuelTable", "Not buildable now: costs %n coin(s).", None, offer.coins)
    if offer.coins:
        return translate("DuelTable", "Buildable for %n coin(s).", None, offer.coins)
    return translate("DuelTable", "Buildable for free.")


def token_tooltip(token: str) -> str:
    return html_list(name("progress_token", token), effect_lines("progress_token", token))


def decision_title(decision: str) -> str:
    titles = {
        "draft": translate("DuelTable", "Choose a Wonder"),
        "progress": translate(
            "DuelTable", "You have a pair of identical scientific symbols: choose a progress token"
        ),
        "library": translate("DuelTable", "The Great Library: choose one of these progress tokens"),
        "destroy": translate("DuelTable", "Choose a card of your opponent to put in the discard pile"),
        "mausoleum": translate(
            "DuelTable", "The Mausoleum: choose a card of the discard pile to build for free"
        ),
        "start": translate("DuelTable", "Choose who begins the next age"),
    }
    return titles.get(decision, decision)


def waiting_text(decision: str | None, player: str) -> str:
    texts = {
        "draft": translate("DuelTable", "{player} is choosing a Wonder…"),
        "progress": translate("DuelTable", "{player} is choosing a progress token…"),
        "library": translate("DuelTable", "{player} is choosing a progress token of the Great Library…"),
        "destroy": translate("DuelTable", "{player} is choosing one of your cards to discard…"),
        "mausoleum": translate("DuelTable", "{player} is choosing a card of the discard pile…"),
        "start": translate("DuelTable", "{player} is choosing who begins the next age…"),
    }
    return texts.get(decision or "", translate("DuelTable", "{player} is playing…")).format(player=player)
