"""Duel cards, Wonders and progress tokens as the art kit's ``CardFace`` / ``Item`` (drawn by the kit)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.art.cardface import SLASH, CardBack, CardFace, Deck, Item, choice
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.duel import facts
from wonders_desktop.ui.views.duel.facts import Glyph

translate = QCoreApplication.translate

# What an effect counts or names, as a symbol: a card of a colour is a small card of that colour (the
# colour-blind symbol alone would be a black square or disc), a Wonder a pyramid, a progress token one.
TARGET_ICONS = {
    "brown_card": "classic/card_brown", "grey_card": "classic/card_grey", "blue_card": "classic/card_blue",
    "green_card": "classic/card_green", "yellow_card": "classic/card_yellow", "red_card": "classic/card_red",
    "wonder_built": "pyramid", "progress_token_owned": "progress_token",
}  # fmt: skip
TOKEN_ICONS = {
    "agriculture": "coin", "architecture": "pyramid", "economy": "coin", "law": "law",
    "masonry": "classic/card_blue", "mathematics": "laurel", "philosophy": "laurel", "strategy": "shield",
    "theology": "pyramid", "urbanism": "chain",
}  # fmt: skip
AGAIN = "↻"


def _targets(value: str) -> list[Item]:
    out: list[Item] = []
    for index, target in enumerate(value.split("+")):
        if index:
            out.append(Item(text="+"))
        out.append(Item("coin", 3) if target == "coin_set_of_3" else Item(TARGET_ICONS[target]))
    return out


def glyph_items(glyph: Glyph) -> list[Item]:
    """The printed symbols of one effect."""
    kind, value, amount = glyph
    if kind == "res":
        return [Item(value, amount)]
    if kind == "choice":
        return list(choice(*value.split("/")))
    if kind == "vp":
        return [Item("laurel", amount)]
    if kind == "shields":
        return [Item("shield", amount)]
    if kind == "coins":
        return [Item("coin", amount)]
    if kind == "opponent_loses_coins":
        return [Item(text="−"), Item("coin", amount)]
    if kind == "science":
        return [Item(value)]
    if kind == "fixed":
        return [Item(value), Item(text="="), Item("coin", amount)]
    if kind in ("coins_per", "guild_coins"):
        return [Item("coin", amount), SLASH, *_targets(value)]
    if kind in ("guild_vp", "vp_per"):
        return [Item("laurel", amount), SLASH, *_targets(value)]
    if kind == "play_again":
        return [Item(text=AGAIN)]
    if kind == "wonders_play_again":  # Theology: every Wonder gives a new turn
        return [Item("pyramid"), Item(text=AGAIN)]
    if kind == "destroy":
        return [Item(text="✕"), Item(f"classic/card_{value}")]
    if kind == "library":
        return [Item("progress_token"), Item(text=f"{amount}→1")]
    if kind == "gain_opponent_trade_spend":  # Economy: the coins the opponent spends on trade are yours
        return [Item(text="⇆"), Item("coin")]
    if kind == "build_from_discard":
        return [Item("back_age1"), Item(text="→")]
    if kind == "coins_on_chain_build":
        return [Item("chain"), Item("coin", amount)]
    if kind == "extra_shields":
        return [Item("classic/card_red"), Item(text="+"), Item("shield", amount)]
    if kind == "reduction":
        target = "blue_card" if value == "blue_card" else "wonder_built"
        return [Item(text=f"−{amount}"), Item(TARGET_ICONS[target])]
    return [Item(text="★")]


def effect_items(glyphs: tuple[Glyph, ...]) -> tuple[Item, ...]:
    items: list[Item] = []
    for glyph in glyphs:
        items.extend(glyph_items(glyph))
    return tuple(items)


def _cost_items(glyphs: tuple[Glyph, ...]) -> tuple[int, tuple[Item, ...]]:
    coins = sum(amount for kind, _, amount in glyphs if kind == "coins")
    return coins, tuple(Item(value, amount) for kind, value, amount in glyphs if kind == "res")


def card_face(card: str) -> CardFace:
    info = facts.card(card)
    coins, cost = _cost_items(info.cost)
    chain_from = _chain_names(info.chain_requires, provides=False)
    chain_to = _chain_names(info.chain_provides, provides=True)
    return CardFace(
        title=name_of("card", card, "duel"), kind=info.colour, coins=coins, cost=cost,
        effects=effect_items(info.effects), chain_from=chain_from, chain_to=chain_to, age=info.age,
    )  # fmt: skip


def _chain_names(symbol: str | None, provides: bool) -> tuple[str, ...]:
    """Cards on the other end of a chain symbol (``provides``: the cards this one makes free)."""
    if symbol is None:
        return ()
    return tuple(name_of("card", other, "duel") for other in facts.chain_partners(symbol, provides))


def wonder_face(wonder: str) -> CardFace:
    info = facts.wonder(wonder)
    _, cost = _cost_items(info.cost)
    effects = effect_items(info.effects)
    return CardFace(title=name_of("wonder", wonder, "duel"), kind="wonder", cost=cost, effects=effects)


def card_back(age: int, guild: bool = False) -> CardBack:
    return CardBack(Deck.GUILD if guild else Deck.of_age(max(1, min(3, age))))


def token_icon(token: str) -> str:
    return TOKEN_ICONS.get(token, "science_any")
