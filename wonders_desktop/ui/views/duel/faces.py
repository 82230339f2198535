"""Duel cards, Wonders and progress tokens as the art kit's ``CardFace`` / ``Item`` (drawn by the kit)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.art.cardface import SLASH, CardBack, CardFace, Deck, Item, choice
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.duel import facts
from wonders_desktop.ui.views.duel.facts import Glyph

translate = QCoreApplication.translate

TARGET_ICONS = {
    "brown_card": "cb_brown", "grey_card": "cb_grey", "blue_card": "cb_blue", "green_card": "cb_green",
    "yellow_card": "cb_yellow", "red_card": "cb_red", "wonder_built": "pyramid", "coin_set_of_3": "coin",
    "progress_token_owned": "science_any",
}  # fmt: skip
TOKEN_ICONS = {
    "agriculture": "coin", "architecture": "pyramid", "economy": "coin", "law": "law",
    "masonry": "cb_blue", "mathematics": "laurel", "philosophy": "laurel", "strategy": "shield",
    "theology": "pyramid", "urbanism": "chain",
}  # fmt: skip
AGAIN = "↻"


def _targets(value: str) -> list[Item]:
    out: list[Item] = []
    for index, target in enumerate(value.split("+")):
        if index:
            out.append(Item(text="+"))
        out.append(Item(TARGET_ICONS.get(target, "science_any")))
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
    if kind in ("play_again", "wonders_play_again"):
        return [Item(text=AGAIN)]
    if kind == "destroy":
        return [Item(text="✕"), Item(f"cb_{value}")]
    if kind == "library":
        return [Item("science_any"), Item(text=f"{amount}→1")]
    if kind == "build_from_discard":
        return [Item("back_age1"), Item(text="→")]
    if kind == "coins_on_chain_build":
        return [Item("chain"), Item("coin", amount)]
    if kind == "extra_shields":
        return [Item("cb_red"), Item(text="+"), Item("shield", amount)]
    if kind == "reduction":
        return [Item(text=f"−{amount}"), Item("cb_blue" if value == "blue_card" else "pyramid")]
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
