"""What a screen reader hears of the Duel table's painted parts: the structure's cards, the cities'
Wonders, built cards and summary line (coins, points, production, prices, science, progress tokens), the
board (progress tokens, the conflict pawn, the military tokens, each player's coins) and the discard
pile (the decision tiles and buttons are real widgets already).

Each piece is named in the player's language (the data names, ``name_of``) with its state: "can be
built for 3 coins", "covered", "face down", "built". Whether the player can act on it is the engine's
legal moves, as the table's model holds them. ``install()`` registers the sources once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from wonders_desktop.engine.duel import queries
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.duel import texts
from wonders_desktop.ui.views.duel.board import BoardWidget
from wonders_desktop.ui.views.duel.city import CardsStrip, SummaryStrip, WondersStrip
from wonders_desktop.ui.views.duel.detail import PileList
from wonders_desktop.ui.views.duel.model import SlotModel
from wonders_desktop.ui.views.duel.structure import StructureWidget
from wonders_desktop.ui.views.painted_access import Piece, plain, register, with_state

translate = QCoreApplication.translate


def install() -> None:
    """Name the pieces of the structure, the Wonders and the board for screen readers (idempotent)."""
    register(StructureWidget, structure_pieces, moved="stepped")  # the arrow keys move the focus ring
    register(WondersStrip, wonder_pieces)
    register(BoardWidget, board_pieces)
    register(CardsStrip, city_card_pieces)
    register(SummaryStrip, summary_pieces)
    register(PileList, pile_pieces)


# --- the structure ----------------------------------------------------------------------------------
def structure_pieces(widget: QWidget) -> list[Piece]:
    assert isinstance(widget, StructureWidget)
    model = widget.model
    if model is None:
        return []
    pieces = []
    for s in sorted(model.slots, key=lambda s: (s.row, s.col)):
        rect = widget.card_rect(s.slot) or QRectF()
        pieces.append(
            Piece(
                key=f"{model.age}:{s.slot}",
                name=slot_name(s, model.age),
                description=plain(widget.tooltip_for(s)),
                rect=rect,
                actionable=s.playable and model.viewer_acts,
                focused=s.slot == widget.focus_slot and widget.hasFocus(),
                selected=s.slot == widget.selected,
            )
        )
    return pieces


def slot_name(s: SlotModel, age: int) -> str:
    """The card's name and its state, as the viewer may take it now."""
    if s.card is None:
        return translate("DuelAccessible", "Face-down card of age {age}").format(
            age={1: "I", 2: "II", 3: "III"}.get(age, str(age))
        )
    return with_state(name_of("card", s.card, "duel"), slot_state(s))


def slot_state(s: SlotModel) -> str:
    offer = s.offer
    if not offer.accessible:
        return translate("DuelAccessible", "covered")
    if s.build is not None:  # the engine allows building it now
        if offer.chain:
            return translate("DuelAccessible", "can be built for free by chain")
        if offer.coins == 0:
            return translate("DuelAccessible", "can be built for free")
        return translate("DuelAccessible", "can be built for %n coin(s)", None, offer.coins)
    if s.playable:
        return translate(
            "DuelAccessible",
            "too expensive to build (%n coin(s)): can be discarded or used for a Wonder",
            None,
            offer.coins,
        )
    return translate("DuelAccessible", "accessible")


# --- the Wonders ------------------------------------------------------------------------------------
def wonder_pieces(widget: QWidget) -> list[Piece]:
    assert isinstance(widget, WondersStrip)
    if widget.city is None:
        return []
    rects = {key: rect for rect, key, _tip in widget.areas}
    return [
        Piece(
            key=offer.wonder,
            name=with_state(name_of("wonder", offer.wonder, "duel"), wonder_state(offer, widget)),
            description=plain(texts.wonder_tooltip(offer, offer.wonder, widget.mine)),
            rect=rects.get(offer.wonder, QRectF()),
            actionable=offer.wonder in widget.active,
        )
        for offer in widget.city.wonders
    ]


def wonder_state(offer: queries.WonderOffer, widget: WondersStrip) -> str:
    if offer.built:
        return translate("DuelAccessible", "built")
    if offer.wonder in widget.active:  # the engine allows building it with the selected card
        return translate(
            "DuelAccessible", "can be built with the selected card for %n coin(s)", None, offer.coins
        )
    if not widget.live:
        return translate("DuelAccessible", "not built")
    if offer.reason == "wonder_limit":
        return translate("DuelAccessible", "can no longer be built: seven Wonders are built")
    if offer.can_build:
        return translate("DuelAccessible", "not built, costs %n coin(s)", None, offer.coins)
    return translate(
        "DuelAccessible", "not built, costs %n coin(s), more than the coins in hand", None, offer.coins
    )


# --- the board's progress tokens --------------------------------------------------------------------
def token_pieces(widget: QWidget) -> list[Piece]:
    assert isinstance(widget, BoardWidget)
    if widget.model is None:
        return []
    choosable = widget.choosable()  # the engine's TakeProgress moves
    return [
        Piece(
            key=token,
            name=with_state(
                name_of("progress_token", token, "duel"),
                translate("DuelAccessible", "can be taken")
                if token in choosable
                else translate("DuelAccessible", "on the board"),
            ),
            description=plain(texts.token_tooltip(token)),
            rect=widget.token_rect(token) or QRectF(),
            actionable=token in choosable,
            role=QAccessible.Role.Button,
        )
        for token in widget.model.board_tokens
    ]


# --- a city's cards ---------------------------------------------------------------------------------
def city_card_pieces(widget: QWidget) -> list[Piece]:
    """A city's built cards, colour by colour; the ones a decision lets the viewer pick (a Wonder that
    destroys a card) are available buttons."""
    assert isinstance(widget, CardsStrip)
    if widget.city is None:
        return []
    rects = {key: rect for rect, key, _tip in widget.areas}
    pieces = []
    for cards in widget.city.cards.values():
        for card in cards:
            chosen = card in widget.targets  # the engine's DestroyCard moves
            name = name_of("card", card, "duel")
            pieces.append(
                Piece(
                    key=card,
                    name=with_state(name, translate("DuelAccessible", "can be chosen")) if chosen else name,
                    description=plain(texts.card_tooltip(card, None, 0, 0)),
                    rect=rects.get(f"card:{card}", QRectF()),
                    actionable=chosen,
                    role=QAccessible.Role.Button if chosen else QAccessible.Role.ListItem,
                )
            )
    return pieces


# --- the board: the conflict pawn, the military tokens, the coins -----------------------------------
def board_pieces(widget: QWidget) -> list[Piece]:
    """The progress tokens, then what the board shows of the conflict and the treasuries."""
    return token_pieces(widget) + military_pieces(widget) + coin_pieces(widget)


def military_pieces(widget: QWidget) -> list[Piece]:
    """The conflict pawn (where it stands, what it is worth) and each military token still lying on the
    track (who loses how many coins when the pawn enters its zone): the words of the track's tooltip."""
    assert isinstance(widget, BoardWidget)
    model = widget.model
    if model is None:
        return []
    military = model.military
    words = plain(widget.track_tooltip()).split("\n")
    worth = 2 if military.points[model.viewer] or military.points[1 - model.viewer] else 1
    pieces = [
        Piece(
            key="pawn",
            name=" ".join(words[:worth]),
            description="\n".join(words),
            rect=widget.pawn_rect() or QRectF(),
            actionable=False,
            role=QAccessible.Role.ListItem,
        )
    ]
    for zone in military.zones:
        if zone.token is None:
            continue
        loser = widget.names[1] if zone.token_loser == model.viewer else widget.names[0]
        text = translate(
            "DuelTable",
            "Military token: {player} loses %n coin(s) when the pawn enters its zone.",
            None,
            zone.token_coins,
        ).format(player=loser)
        pieces.append(
            Piece(
                key=f"military:{zone.token}",
                name=text,
                description=text,
                rect=widget.loot_rect(zone.token) or QRectF(),
                actionable=False,
                role=QAccessible.Role.ListItem,
            )
        )
    return pieces


def coin_pieces(widget: QWidget) -> list[Piece]:
    """Each player's coins at their end of the board, the opponent's first (on top, as drawn)."""
    assert isinstance(widget, BoardWidget)
    model = widget.model
    if model is None:
        return []
    pieces = []
    for seat, name in ((1 - model.viewer, widget.names[0]), (model.viewer, widget.names[1])):
        coins = model.cities[seat].coins
        text = translate("DuelTable", "{player}: %n coin(s)", None, coins).format(player=name)
        pieces.append(
            Piece(
                key=f"coins:{seat}",
                name=text,
                description=text,
                rect=widget.coins_rect(seat) or QRectF(),
                actionable=False,
                role=QAccessible.Role.ListItem,
            )
        )
    return pieces


# --- a city's summary line --------------------------------------------------------------------------
def summary_pieces(widget: QWidget) -> list[Piece]:
    """Coins, points, production, trading prices, science and progress tokens, as the strip paints them
    (its hit areas): each a list item named by its tooltip's words, title and lines on one line."""
    assert isinstance(widget, SummaryStrip)
    if widget.city is None:
        return []
    pieces = []
    for rect, key, tip in widget.areas:
        words = plain(tip)
        if key.startswith("progress:"):
            name = name_of("progress_token", key.removeprefix("progress:"), "duel")
        else:
            name = one_line(words)
        pieces.append(
            Piece(
                key=key,
                name=name,
                description=words,
                rect=rect,
                actionable=False,
                role=QAccessible.Role.ListItem,
            )
        )
    return pieces


def one_line(words: str) -> str:
    """A tooltip's title and lines as one name ("Production: Wood: 1; Clay: 0; …")."""
    title, _, rest = words.partition("\n")
    if not rest:
        return title
    details = "; ".join(line.strip() for line in rest.split("\n") if line.strip())
    return translate("DuelAccessible", "{title}: {details}").format(title=title, details=details)


# --- the discard pile -------------------------------------------------------------------------------
def pile_pieces(widget: QWidget) -> list[Piece]:
    """The discarded cards, the newest first, each named as discarded."""
    assert isinstance(widget, PileList)
    state = translate("DuelAccessible", "in the discard pile")
    return [
        Piece(
            key=card,
            name=with_state(name_of("card", card, "duel"), state),
            description=plain(texts.card_tooltip(card, None, 0, 0)),
            rect=widget.entry_rect(index),
            actionable=False,
            role=QAccessible.Role.ListItem,
        )
        for index, card in enumerate(widget.cards)
    ]
