"""The Duel table's words: effect sentences, price explanations, decision titles (all translated).

Every number and reason comes from the engine (``engine/duel/queries.py``); this module only phrases it.
Tooltips are rich text (HTML) so a price explanation reads as a short list.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.duel import queries
from wonders_desktop.ui.i18n import name_of
from wonders_desktop.ui.views.duel import facts
from wonders_desktop.ui.views.duel.facts import Glyph

translate = QCoreApplication.translate

CONTEXT = "DuelTable"


def resource_name(resource: str) -> str:
    return {
        "wood": translate("DuelTable", "Wood"),
        "clay": translate("DuelTable", "Clay"),
        "stone": translate("DuelTable", "Stone"),
        "glass": translate("DuelTable", "Glass"),
        "papyrus": translate("DuelTable", "Papyrus"),
    }.get(resource, resource)


def symbol_name(symbol: str) -> str:
    return {
        "globe": translate("DuelTable", "Globe"),
        "law": translate("DuelTable", "Law"),
        "sundial": translate("DuelTable", "Sundial"),
        "mortar": translate("DuelTable", "Mortar and pestle"),
        "plumb_line": translate("DuelTable", "Plumb line"),
        "quill": translate("DuelTable", "Quill"),
        "wheel": translate("DuelTable", "Wheel"),
    }.get(symbol, symbol)


def colour_name(colour: str) -> str:
    return {
        "brown": translate("DuelTable", "Raw materials (brown)"),
        "grey": translate("DuelTable", "Manufactured goods (grey)"),
        "blue": translate("DuelTable", "Civilian buildings (blue)"),
        "green": translate("DuelTable", "Scientific buildings (green)"),
        "yellow": translate("DuelTable", "Commercial buildings (yellow)"),
        "red": translate("DuelTable", "Military buildings (red)"),
        "purple": translate("DuelTable", "Guilds (purple)"),
    }.get(colour, colour)


def _target(value: str) -> str:
    names = {
        "brown_card": translate("DuelTable", "brown card"),
        "grey_card": translate("DuelTable", "grey card"),
        "blue_card": translate("DuelTable", "blue card"),
        "green_card": translate("DuelTable", "green card"),
        "yellow_card": translate("DuelTable", "yellow card"),
        "red_card": translate("DuelTable", "red card"),
        "wonder_built": translate("DuelTable", "Wonder built"),
        "coin_set_of_3": translate("DuelTable", "set of 3 coins"),
        "progress_token_owned": translate("DuelTable", "progress token"),
    }
    return translate("DuelTable", " and ").join(names.get(part, part) for part in value.split("+"))


def effect_sentence(glyph: Glyph) -> str:
    """One effect as a sentence a player reads in a tooltip."""
    kind, value, n = glyph
    simple = {
        "res": lambda: translate("DuelTable", "Produces %n unit(s) of {resource} each turn.", None, n).format(
            resource=resource_name(value)
        ),
        "choice": lambda: translate(
            "DuelTable", "Produces one of {resources} each turn (your choice)."
        ).format(resources=" / ".join(resource_name(r) for r in value.split("/"))),
        "vp": lambda: translate("DuelTable", "%n victory point(s).", None, n),
        "shields": lambda: translate(
            "DuelTable", "%n shield(s): move the conflict pawn toward the opponent's capital.", None, n
        ),
        "coins": lambda: translate("DuelTable", "Take %n coin(s) from the bank.", None, n),
        "opponent_loses_coins": lambda: translate("DuelTable", "The opponent loses %n coin(s).", None, n),
        "science": lambda: translate("DuelTable", "Scientific symbol: {symbol}.").format(
            symbol=symbol_name(value)
        ),
        "fixed": lambda: translate(
            "DuelTable", "From now on, you buy {resource} from the bank for %n coin(s) per unit.", None, n
        ).format(resource=resource_name(value)),
        "coins_per": lambda: translate(
            "DuelTable", "Take %n coin(s) per {target} in your city.", None, n
        ).format(target=_target(value)),
        "guild_vp": lambda: translate(
            "DuelTable",
            "At the end of the game, %n victory point(s) per {target} in the city that has the most.",
            None,
            n,
        ).format(target=_target(value)),
        "guild_coins": lambda: translate(
            "DuelTable", "Now, take %n coin(s) per {target} in the city that has the most.", None, n
        ).format(target=_target(value)),
        "play_again": lambda: translate("DuelTable", "Play a second turn right after this one."),
        "wonders_play_again": lambda: translate(
            "DuelTable", "Every Wonder you build from now on lets you play again."
        ),
        "destroy": lambda: translate(
            "DuelTable", "Put in the discard pile one {colour} card of your opponent."
        ).format(colour=_target(f"{value}_card")),
        "library": lambda: translate(
            "DuelTable", "Draw %n progress tokens from those set aside; keep one.", None, n
        ),
        "build_from_discard": lambda: translate("DuelTable", "Build for free one card of the discard pile."),
        "reduction": lambda: (
            translate("DuelTable", "Blue cards cost you %n resource(s) fewer (you choose which).", None, n)
            if value == "blue_card"
            else translate("DuelTable", "Wonders cost you %n resource(s) fewer (you choose which).", None, n)
        ),
        "gain_opponent_trade_spend": lambda: translate(
            "DuelTable", "You receive the coins your opponent spends on trading."
        ),
        "vp_per": lambda: translate(
            "DuelTable", "%n victory point(s) per progress token you own (this one included).", None, n
        ),
        "extra_shields": lambda: translate(
            "DuelTable", "Your red cards built from now on give %n extra shield(s).", None, n
        ),
        "coins_on_chain_build": lambda: translate(
            "DuelTable", "Take %n coin(s) each time you build through a chain.", None, n
        ),
    }
    builder = simple.get(kind)
    return builder() if builder else kind


def effect_lines(kind: str, ident: str) -> list[str]:
    info = facts.printed(kind, ident)
    lines = [effect_sentence(glyph) for glyph in info.effects]
    if info.chain_provides:
        partners = facts.chain_partners(info.chain_provides, provides=True)
        if partners:
            names = ", ".join(name_of("card", other) for other in partners)
            lines.append(translate("DuelTable", "Chain: later builds {cards} for free.").format(cards=names))
    if info.chain_requires:
        partners = facts.chain_partners(info.chain_requires, provides=False)
        names = ", ".join(name_of("card", other) for other in partners)
        lines.append(translate("DuelTable", "Free if you own {cards} (chain).").format(cards=names))
    return lines


def printed_cost(kind: str, ident: str) -> str:
    info = facts.printed(kind, ident)
    parts = []
    for glyph_kind, value, amount in info.cost:
        if glyph_kind == "coins":
            parts.append(translate("DuelTable", "%n coin(s)", None, amount))
        else:
            parts.append(f"{amount} {resource_name(value)}")
    return ", ".join(parts) if parts else translate("DuelTable", "free")


def breakdown_lines(breakdown: queries.TradeBreakdown) -> list[str]:
    """Unit by unit: what the city covers and what each bought unit costs, and why."""
    lines = []
    for line in breakdown.lines:
        name = resource_name(line.resource)
        covered = []
        if line.produced:
            covered.append(translate("DuelTable", "you produce %n", None, line.produced))
        if line.by_choice:
            covered.append(translate("DuelTable", "%n from a choice production", None, line.by_choice))
        if line.waived:
            covered.append(translate("DuelTable", "%n waived", None, line.waived))
        head = f"{line.needed} {name}"
        if covered:
            head += " — " + ", ".join(covered)
        if line.bought:
            head += "; " + translate("DuelTable", "buy %n", None, line.bought) + " × " + price_reason(line)
            head += " = " + translate("DuelTable", "%n coin(s)", None, line.coins)
        lines.append(head)
    if breakdown.choice_sources:
        names = ", ".join(name_of("", source) for source in breakdown.choice_sources)
        lines.append(translate("DuelTable", "Choice productions: {sources}.").format(sources=names))
    if breakdown.waiver:
        lines.append(
            translate("DuelTable", "{token} waives 2 units.").format(
                token=name_of("progress_token", breakdown.waiver)
            )
        )
    return lines


def price_reason(line: queries.TradeLine) -> str:
    if line.fixed_by:
        return translate("DuelTable", "{price} (fixed by {card})").format(
            price=line.unit_price, card=name_of("card", line.fixed_by)
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
    head = f"<b>{escape(name_of('card', card))}</b> — {escape(colour_name(info.colour))}"
    parts = [head, escape(translate("DuelTable", "Cost: {cost}").format(cost=printed_cost("card", card)))]
    parts.append(html_list(translate("DuelTable", "Effect"), effect_lines("card", card)))
    if offer is not None and offer.accessible:
        parts.append(f"<b>{escape(offer_status(offer, coins))}</b>")
        if offer.breakdown is not None and offer.breakdown.lines and offer.trade:
            parts.append(html_list(translate("DuelTable", "Trading"), breakdown_lines(offer.breakdown)))
        parts.append(escape(translate("DuelTable", "Discard for %n coin(s).", None, discard_value)))
    return "<br>".join(parts)


def wonder_tooltip(offer: queries.WonderOffer | None, wonder: str, mine: bool) -> str:
    parts = [f"<b>{escape(name_of('wonder', wonder))}</b>"]
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
            return translate("DuelTable", "Built (with {card}).").format(card=name_of("card", offer.tucked))
        return translate("DuelTable", "Built.")
    if offer.reason == "wonder_limit":
        return translate("DuelTable", "Seven Wonders are built: this one can no longer be built.")
    if offer.reason == "coins":
        return translate("DuelTable", "Not buildable now: costs %n coin(s).", None, offer.coins)
    if offer.coins:
        return translate("DuelTable", "Buildable for %n coin(s).", None, offer.coins)
    return translate("DuelTable", "Buildable for free.")


def token_tooltip(token: str) -> str:
    return html_list(name_of("progress_token", token), effect_lines("progress_token", token))


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
