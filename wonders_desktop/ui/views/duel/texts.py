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

CONTEXT = "DuelTable"


def tr(text: str, count: int | None = None) -> str:
    if count is None:
        return QCoreApplication.translate(CONTEXT, text)
    return QCoreApplication.translate(CONTEXT, text, None, count)


def resource_name(resource: str) -> str:
    return {
        "wood": tr("Wood"),
        "clay": tr("Clay"),
        "stone": tr("Stone"),
        "glass": tr("Glass"),
        "papyrus": tr("Papyrus"),
    }.get(resource, resource)


def symbol_name(symbol: str) -> str:
    return {
        "globe": tr("Globe"),
        "law": tr("Law"),
        "sundial": tr("Sundial"),
        "mortar": tr("Mortar and pestle"),
        "plumb_line": tr("Plumb line"),
        "quill": tr("Quill"),
        "wheel": tr("Wheel"),
    }.get(symbol, symbol)


def colour_name(colour: str) -> str:
    return {
        "brown": tr("Raw materials (brown)"),
        "grey": tr("Manufactured goods (grey)"),
        "blue": tr("Civilian buildings (blue)"),
        "green": tr("Scientific buildings (green)"),
        "yellow": tr("Commercial buildings (yellow)"),
        "red": tr("Military buildings (red)"),
        "purple": tr("Guilds (purple)"),
    }.get(colour, colour)


def _target(value: str) -> str:
    names = {
        "brown_card": tr("brown card"),
        "grey_card": tr("grey card"),
        "blue_card": tr("blue card"),
        "green_card": tr("green card"),
        "yellow_card": tr("yellow card"),
        "red_card": tr("red card"),
        "wonder_built": tr("Wonder built"),
        "coin_set_of_3": tr("set of 3 coins"),
        "progress_token_owned": tr("progress token"),
    }
    return tr(" and ").join(names.get(part, part) for part in value.split("+"))


def effect_sentence(glyph: Glyph) -> str:
    """One effect as a sentence a player reads in a tooltip."""
    kind, value, n = glyph
    simple = {
        "res": lambda: tr("Produces %n unit(s) of {resource} each turn.", n).format(
            resource=resource_name(value)
        ),
        "choice": lambda: tr("Produces one of {resources} each turn (your choice).").format(
            resources=" / ".join(resource_name(r) for r in value.split("/"))
        ),
        "vp": lambda: tr("%n victory point(s).", n),
        "shields": lambda: tr("%n shield(s): move the conflict pawn toward the opponent's capital.", n),
        "coins": lambda: tr("Take %n coin(s) from the bank.", n),
        "opponent_loses_coins": lambda: tr("The opponent loses %n coin(s).", n),
        "science": lambda: tr("Scientific symbol: {symbol}.").format(symbol=symbol_name(value)),
        "fixed": lambda: tr(
            "From now on, you buy {resource} from the bank for %n coin(s) per unit.", n
        ).format(resource=resource_name(value)),
        "coins_per": lambda: tr("Take %n coin(s) per {target} in your city.", n).format(
            target=_target(value)
        ),
        "guild_vp": lambda: tr(
            "At the end of the game, %n victory point(s) per {target} in the city that has the most.", n
        ).format(target=_target(value)),
        "guild_coins": lambda: tr(
            "Now, take %n coin(s) per {target} in the city that has the most.", n
        ).format(target=_target(value)),
        "play_again": lambda: tr("Play a second turn right after this one."),
        "wonders_play_again": lambda: tr("Every Wonder you build from now on lets you play again."),
        "destroy": lambda: tr("Put in the discard pile one {colour} card of your opponent.").format(
            colour=_target(f"{value}_card")
        ),
        "library": lambda: tr("Draw %n progress tokens from those set aside; keep one.", n),
        "build_from_discard": lambda: tr("Build for free one card of the discard pile."),
        "reduction": lambda: (
            tr("Blue cards cost you %n resource(s) fewer (you choose which).", n)
            if value == "blue_card"
            else tr("Wonders cost you %n resource(s) fewer (you choose which).", n)
        ),
        "gain_opponent_trade_spend": lambda: tr("You receive the coins your opponent spends on trading."),
        "vp_per": lambda: tr("%n victory point(s) per progress token you own (this one included).", n),
        "extra_shields": lambda: tr("Your red cards built from now on give %n extra shield(s).", n),
        "coins_on_chain_build": lambda: tr("Take %n coin(s) each time you build through a chain.", n),
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
            lines.append(tr("Chain: later builds {cards} for free.").format(cards=names))
    if info.chain_requires:
        partners = facts.chain_partners(info.chain_requires, provides=False)
        names = ", ".join(name_of("card", other) for other in partners)
        lines.append(tr("Free if you own {cards} (chain).").format(cards=names))
    return lines


def printed_cost(kind: str, ident: str) -> str:
    info = facts.printed(kind, ident)
    parts = []
    for glyph_kind, value, amount in info.cost:
        if glyph_kind == "coins":
            parts.append(tr("%n coin(s)", amount))
        else:
            parts.append(f"{amount} {resource_name(value)}")
    return ", ".join(parts) if parts else tr("free")


def breakdown_lines(breakdown: queries.TradeBreakdown) -> list[str]:
    """Unit by unit: what the city covers and what each bought unit costs, and why."""
    lines = []
    for line in breakdown.lines:
        name = resource_name(line.resource)
        covered = []
        if line.produced:
            covered.append(tr("you produce %n", line.produced))
        if line.by_choice:
            covered.append(tr("%n from a choice production", line.by_choice))
        if line.waived:
            covered.append(tr("%n waived", line.waived))
        head = f"{line.needed} {name}"
        if covered:
            head += " — " + ", ".join(covered)
        if line.bought:
            head += "; " + tr("buy %n", line.bought) + " × " + price_reason(line)
            head += " = " + tr("%n coin(s)", line.coins)
        lines.append(head)
    if breakdown.choice_sources:
        names = ", ".join(name_of("", source) for source in breakdown.choice_sources)
        lines.append(tr("Choice productions: {sources}.").format(sources=names))
    if breakdown.waiver:
        lines.append(tr("{token} waives 2 units.").format(token=name_of("progress_token", breakdown.waiver)))
    return lines


def price_reason(line: queries.TradeLine) -> str:
    if line.fixed_by:
        return tr("%n (fixed by {card})", line.unit_price).format(card=name_of("card", line.fixed_by))
    return tr("%n (2 + the opponent's %1 from brown and grey cards)", line.unit_price).replace(
        "%1", str(line.opponent_production)
    )


def offer_status(offer: queries.CardOffer, coins: int) -> str:
    if offer.chain:
        return tr("Free (chain)")
    if offer.affordable:
        if offer.coins == 0:
            return tr("Free")
        return tr("Build for %n coin(s)", offer.coins)
    return tr("Not buildable: costs %n coin(s)", offer.coins) + " " + tr("(you have %n)", coins)


def html_list(title: str, lines: list[str], extra: str = "") -> str:
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    body = f"<ul style='margin:0; -qt-list-indent:1'>{items}</ul>" if items else ""
    return f"<b>{escape(title)}</b>{body}{extra}"


def card_tooltip(card: str, offer: queries.CardOffer | None, coins: int, discard_value: int) -> str:
    """The full text of a card and, when it can be taken, what it costs this seat now and why."""
    info = facts.card(card)
    head = f"<b>{escape(name_of('card', card))}</b> — {escape(colour_name(info.colour))}"
    parts = [head, escape(tr("Cost: {cost}").format(cost=printed_cost("card", card)))]
    parts.append(html_list(tr("Effect"), effect_lines("card", card)))
    if offer is not None and offer.accessible:
        parts.append(f"<b>{escape(offer_status(offer, coins))}</b>")
        if offer.breakdown is not None and offer.breakdown.lines and offer.trade:
            parts.append(html_list(tr("Trading"), breakdown_lines(offer.breakdown)))
        parts.append(escape(tr("Discard for %n coin(s).", discard_value)))
    return "<br>".join(parts)


def wonder_tooltip(offer: queries.WonderOffer | None, wonder: str, mine: bool) -> str:
    parts = [f"<b>{escape(name_of('wonder', wonder))}</b>"]
    parts.append(escape(tr("Cost: {cost}").format(cost=printed_cost("wonder", wonder))))
    parts.append(html_list(tr("Effect"), effect_lines("wonder", wonder)))
    if offer is not None:
        parts.append(escape(wonder_status(offer)))
        if mine and not offer.built and offer.breakdown is not None and offer.coins:
            parts.append(html_list(tr("Trading"), breakdown_lines(offer.breakdown)))
    return "<br>".join(parts)


def wonder_status(offer: queries.WonderOffer) -> str:
    if offer.built:
        if offer.tucked:
            return tr("Built (with {card}).").format(card=name_of("card", offer.tucked))
        return tr("Built.")
    if offer.reason == "wonder_limit":
        return tr("Seven Wonders are built: this one can no longer be built.")
    if offer.reason == "coins":
        return tr("Not buildable now: costs %n coin(s).", offer.coins)
    if offer.coins:
        return tr("Buildable for %n coin(s).", offer.coins)
    return tr("Buildable for free.")


def token_tooltip(token: str) -> str:
    return html_list(name_of("progress_token", token), effect_lines("progress_token", token))


def decision_title(decision: str) -> str:
    titles = {
        "draft": tr("Choose a Wonder"),
        "progress": tr("You have a pair of identical scientific symbols: choose a progress token"),
        "library": tr("The Great Library: choose one of these progress tokens"),
        "destroy": tr("Choose a card of your opponent to put in the discard pile"),
        "mausoleum": tr("The Mausoleum: choose a card of the discard pile to build for free"),
        "start": tr("Choose who begins the next age"),
    }
    return titles.get(decision, decision)


def waiting_text(decision: str | None, player: str) -> str:
    texts = {
        "draft": tr("{player} is choosing a Wonder…"),
        "progress": tr("{player} is choosing a progress token…"),
        "library": tr("{player} is choosing a progress token of the Great Library…"),
        "destroy": tr("{player} is choosing one of your cards to discard…"),
        "mausoleum": tr("{player} is choosing a card of the discard pile…"),
        "start": tr("{player} is choosing who begins the next age…"),
    }
    return texts.get(decision or "", tr("{player} is playing…")).format(player=player)
