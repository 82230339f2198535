"""A contact sheet of the art kit, rendered offscreen, to look at (not a player-facing screen).

    python -m wonders_desktop.ui.art.gallery --out /tmp/gallery.png [--theme dark] [--scale 2]

Every game icon at 16, 24, 48 and 96 px, sample cards of every colour in every state and size, backs
and tokens. ``--scale 2`` renders at a device pixel ratio of 2 (a 4K screen at 200 %). Every card,
Wonder and token face of every game, as the tables draw them: ``tools/every_face.py``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPainter, QRegion
from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import CardBack, CardFace, Deck, Item, choice, items
from wonders_desktop.ui.art.painter import (
    Badge,
    BadgeKind,
    CardSize,
    CardState,
    Emphasis,
    paint_card,
    paint_token,
)
from wonders_desktop.ui.art.palette import ArtPalette, art_palette
from wonders_desktop.ui.art.widgets import CardWidget, IconLabel, ResourceRow, TokenWidget
from wonders_desktop.ui.art.wonderstage import paint_stage
from wonders_desktop.ui.platform import theme

ICON_SIZES = (16, 24, 48, 96)

# Duel's and Architects' cards: coin costs, chains by symbol, the Architects' single-symbol cards.
OTHER_SAMPLES: tuple[CardFace, ...] = (
    CardFace("Apothecary", "green", cost=items({"glass": 1}), effects=(Item("wheel"), Item("laurel", 1)),
             age=1, chain_icon_to="chain_gear"),
    CardFace("Dispensary", "green", coins=2, cost=items({"clay": 2, "stone": 1}),
             effects=(Item("mortar"), Item("laurel", 2)), age=2, chain_icon_from="chain_gear"),
    CardFace("Caravansery", "yellow", coins=2, cost=items({"glass": 1, "papyrus": 1}),
             effects=choice("wood", "clay", "stone"), age=2),
    CardFace("Arsenal", "red", cost=items({"clay": 3, "wood": 2}), effects=(Item("shield", 3),), age=3),
    CardFace("Moneylenders Guild", "purple", cost=items({"stone": 2, "wood": 2}),
             effects=(Item("laurel", 1), Item(text="/"), Item("coin", 3)), age=3),
    CardFace("Pyramid stage", "wonder", cost=items({"stone": 4}), effects=(Item("laurel", 7),)),
    CardFace("Stone", "grey", effects=(Item("stone"),)),
    CardFace("Gold", "yellow", effects=(Item("coin"),)),
    CardFace("Blue", "blue", effects=(Item("laurel", 2), Item("cat"))),
    CardFace("Red", "red", effects=(Item("shield"), Item("horn", 2))),
)  # fmt: skip
WIDTH = 1480
PAD = 28

ICON_GROUPS: tuple[tuple[str, Sequence[str]], ...] = (
    ("Resources", icons.RESOURCES_CLASSIC),
    ("Science: 7 Wonders and Architects", (*icons.SCIENCE_CLASSIC, "science_any")),
    ("Science: Duel", icons.SCIENCE_DUEL),
    ("Conflict", icons.MILITARY),
    ("Tokens and marks", ("coin", "laurel", "debt", "diplomacy", "cat", "chain", "pyramid", "blocked",
                          "progress_token")),
    ("Chain symbols: Duel", icons.CHAIN_DUEL),
    ("Colour-blind symbols", icons.CB_SYMBOLS),
)

SAMPLES: tuple[CardFace, ...] = (
    CardFace("Timber Yard", "brown", coins=1, effects=choice("stone", "wood"), players=(3, 4), age=1),
    CardFace("Glassworks", "grey", effects=items({"glass": 1}), players=(3, 6), age=1),
    CardFace("Aqueduct", "blue", cost=items({"stone": 3}), effects=(Item("laurel", 5),),
             chain_from=("Baths",), chain_to=("Temple",), players=(3, 7), age=2),
    CardFace("Forum", "yellow", cost=items({"clay": 2}), effects=choice("glass", "loom", "papyrus"),
             chain_from=("East Trading Post", "West Trading Post"), chain_to=("Haven",), players=(3, 6, 7),
             age=2),
    CardFace("Fortifications", "red", cost=items({"ore": 3, "stone": 1}), effects=(Item("shield", 3),),
             chain_from=("Walls",), chain_to=("Circus",), players=(3, 7), age=3),
    CardFace("Library", "green", cost=items({"stone": 2, "loom": 1}), effects=(Item("tablet"),),
             chain_from=("Scriptorium",), chain_to=("Senate", "University"), players=(3, 6), age=2),
    CardFace("Scientists Guild", "purple", cost=items({"wood": 2, "ore": 2, "papyrus": 1}),
             effects=(Item("science_any"),), age=3,
             footer="At the end of the game, counts as one scientific symbol of your choice: compass, gear "
                    "or tablet. Neighbouring cities cannot use it. This text is far too long for the card, "
                    "so its last line ends with an ellipsis and the tooltip carries it all."),
    CardFace("Consulate", "black", cost=items({"clay": 1, "papyrus": 1}),
             effects=(Item("laurel", 2), Item("diplomacy")), players=(3, 7), age=2),
)  # fmt: skip


def _label(painter: QPainter, point: QPointF, text: str, palette: ArtPalette, size: int = 12,
           bold: bool = False) -> None:  # fmt: skip
    font = QFont(painter.font())
    font.setPixelSize(size)
    font.setBold(bold)
    painter.setFont(font)
    painter.setPen(palette.text if bold else palette.muted)
    painter.drawText(point, text)


def _icons_section(painter: QPainter, top: float, palette: ArtPalette) -> float:
    cell = sum(ICON_SIZES) + 8 * len(ICON_SIZES) + 24
    columns = int((WIDTH - 2 * PAD) // cell)
    y = top
    for title, names in ICON_GROUPS:
        _label(painter, QPointF(PAD, y + 14), title, palette, 15, bold=True)
        y += 26
        for index, name in enumerate(names):
            x = PAD + (index % columns) * cell
            row_top = y + (index // columns) * 128
            _label(painter, QPointF(x, row_top + 12), name, palette, 11)
            tint = palette.text if icons.is_monochrome(name) else None
            for size in ICON_SIZES:
                icons.draw_icon(painter, QRectF(x, row_top + 20 + (96 - size), size, size), name, tint)
                x += size + 8
        y += ((len(names) + columns - 1) // columns) * 128 + 8
    return y


def _cards_row(painter: QPainter, top: float, faces: Sequence[CardFace | CardBack],
               states: Sequence[CardState], captions: Sequence[str], width: float, height: float,
               palette: ArtPalette) -> float:  # fmt: skip
    x: float = PAD
    for face, state, caption in zip(faces, states, captions, strict=True):
        paint_card(painter, QRectF(x, top + 18, width, height), face, state, palette)
        _label(painter, QPointF(x + 4, top + 12), caption, palette, 11)
        x += width + 14
    return top + 18 + height + 16


def _cards_section(painter: QPainter, top: float, palette: ArtPalette) -> float:
    _label(painter, QPointF(PAD, top + 14), "Cards of every colour (normal size)", palette, 15, bold=True)
    y = _cards_row(painter, top + 26, SAMPLES, [CardState()] * len(SAMPLES),
                   [face.kind for face in SAMPLES], 150, 225, palette)  # fmt: skip
    _label(painter, QPointF(PAD, y + 14), "Duel, Wonder stage and Architects (small)", palette, 15, bold=True)
    small = list(OTHER_SAMPLES)
    widths = [128] * 6 + [84] * 4
    x = PAD
    for face, width in zip(small, widths, strict=True):
        height = width * 1.5
        paint_card(painter, QRectF(x, y + 26, width, height), face, CardState(), palette)
        x += width + 14
    y += 26 + 192 + 16
    _label(painter, QPointF(PAD, y + 14), "States and badges", palette, 15, bold=True)
    aqueduct, library = SAMPLES[2], SAMPLES[5]
    states = (
        ("normal", CardState()),
        ("highlighted", CardState(Emphasis.HIGHLIGHTED)),
        ("selected", CardState(Emphasis.HIGHLIGHTED, selected=True)),
        ("hovered", CardState(hovered=True)),
        ("focused", CardState(Emphasis.HIGHLIGHTED, focused=True)),
        ("dimmed", CardState(Emphasis.DIMMED)),
        ("free (chain)", CardState(Emphasis.HIGHLIGHTED, Badge(BadgeKind.CHAIN))),
        ("coins 3", CardState(Emphasis.HIGHLIGHTED, Badge(BadgeKind.COINS, 3))),
        ("trade 2", CardState(Emphasis.HIGHLIGHTED, Badge(BadgeKind.TRADE, 2))),
        ("blocked", CardState(Emphasis.DIMMED, Badge(BadgeKind.BLOCKED))),
    )
    faces = [library if index % 2 else aqueduct for index in range(len(states))]
    y = _cards_row(painter, y + 26, faces, [state for _, state in states], [name for name, _ in states],
                   128, 192, palette)  # fmt: skip
    _label(painter, QPointF(PAD, y + 14), "Sizes: large, normal, small, chips; backs", palette, 15, bold=True)
    y += 26
    forum = SAMPLES[3]
    paint_card(painter, QRectF(PAD, y, 240, 360), SAMPLES[6], CardState(Emphasis.HIGHLIGHTED), palette)
    paint_card(painter, QRectF(PAD + 254, y, 150, 225), forum, CardState(), palette)
    paint_card(painter, QRectF(PAD + 418, y, 80, 120), forum, CardState(), palette)
    paint_card(painter, QRectF(PAD + 512, y, 56, 84), SAMPLES[4], CardState(), palette)
    x = PAD + 590
    for index, face in enumerate(SAMPLES):
        state = CardState(badge=Badge(BadgeKind.FREE)) if index == 2 else CardState()
        paint_card(painter, QRectF(x, y + index * 30, 220, 28), face, state, palette)
    backs = [CardBack(deck) for deck in Deck]
    for index, back in enumerate(backs):
        paint_card(painter, QRectF(x + 236 + index * 112, y, 104, 156), back, CardState(), palette)
    pile, highlighted = CardBack(Deck.AGE2, count=17), CardState(Emphasis.HIGHLIGHTED)
    paint_card(painter, QRectF(x + 236, y + 170, 104, 156), pile, CardState(), palette)
    paint_card(painter, QRectF(x + 348, y + 170, 104, 156), CardBack(Deck.GUILD), highlighted, palette)
    paint_card(painter, QRectF(x + 460, y + 170, 160, 30), CardBack(Deck.AGE3, count=5), CardState(), palette)
    return y + 372


def _tokens_section(painter: QPainter, top: float, palette: ArtPalette) -> float:
    _label(painter, QPointF(PAD, top + 14), "Tokens", palette, 15, bold=True)
    tokens = (
        ("coin", 7, "coin", CardState()),
        ("coin", 12, "coin", CardState(Emphasis.HIGHLIGHTED)),
        ("law", None, "progress", CardState()),
        ("globe", None, "progress", CardState(Emphasis.DIMMED)),
        ("laurel", 3, "plain", CardState()),
        ("victory_3", None, "military", CardState()),
        ("defeat_1", None, "military", CardState()),
        ("military_5", None, "plain", CardState()),
        ("conflict_battle", None, "conflict", CardState()),
        ("conflict_peace", None, "conflict", CardState()),
        ("debt", None, "debt", CardState()),
        ("diplomacy", None, "diplomacy", CardState(focused=True)),
        ("cat", None, "plain", CardState()),
        ("horn", 2, "plain", CardState()),
        ("", 4, "plain", CardState()),
    )
    x = PAD
    for icon, number, kind, state in tokens:
        paint_token(painter, QRectF(x, top + 30, 64, 64), icon, number=number, kind=kind, state=state,
                    palette=palette)  # fmt: skip
        small = QRectF(x + 16, top + 100, 32, 32)
        paint_token(painter, small, icon, number=number, kind=kind, palette=palette)
        x += 78
    return top + 150


def _stages_section(painter: QPainter, top: float, palette: ArtPalette) -> float:
    title = "Wonder stages (built, to build, selectable, dimmed)"
    _label(painter, QPointF(PAD, top + 14), title, palette, 15, bold=True)
    stages = (
        (items({"stone": 2}), (Item("laurel", 3),), True, CardState()),
        (items({"wood": 3}), (Item("shield", 2),), True, CardState()),
        (items({"ore": 4}), (Item("laurel", 7),), False, CardState(Emphasis.HIGHLIGHTED)),
        (items({"clay": 2, "glass": 1}), (Item("coin", 9), Item("laurel", 2)), False,
         CardState(Emphasis.DIMMED)),
    )
    for index, (cost, effects, built, state) in enumerate(stages):
        paint_stage(painter, QRectF(PAD + index * 300, top + 26, 288, 84), cost, effects, built=built,
                    number=index + 1, state=state, palette=palette)  # fmt: skip
    return top + 26 + 84 + 10


def _widgets_section(painter: QPainter, top: float, palette: ArtPalette) -> float:
    """The ready-made widgets in a real layout, sized by the font (what a table gets for free)."""
    _label(painter, QPointF(PAD, top + 14), "Widgets (sized by the font)", palette, 15, bold=True)
    host = QWidget()
    row = QHBoxLayout(host)
    row.setSpacing(14)
    forum = SAMPLES[3]
    cards = (
        CardWidget(forum, CardSize.NORMAL, state=CardState(Emphasis.HIGHLIGHTED, Badge(BadgeKind.TRADE, 2))),
        CardWidget(SAMPLES[2], CardSize.SMALL, state=CardState(Emphasis.DIMMED)),
        CardWidget(CardBack(Deck.AGE1, count=7), CardSize.SMALL),
    )
    for card in cards:
        row.addWidget(card, 0, Qt.AlignmentFlag.AlignTop)
    column = QVBoxLayout()
    column.addWidget(CardWidget(SAMPLES[5], CardSize.CHIP, state=CardState(badge=Badge(BadgeKind.CHAIN))))
    column.addWidget(CardWidget(SAMPLES[1], CardSize.CHIP))
    column.addWidget(IconLabel("coin", 7))
    column.addWidget(IconLabel("laurel", 12, inside=True))
    column.addWidget(ResourceRow((*items({"wood": 2, "glass": 1}, coins=3), *choice("ore", "loom"))))
    column.addStretch(1)
    row.addLayout(column)
    tokens = QVBoxLayout()
    tokens.addWidget(TokenWidget("law", kind="progress"))
    tokens.addWidget(TokenWidget("coin", number=5))
    tokens.addStretch(1)
    row.addLayout(tokens)
    row.addStretch(1)
    host.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    host.show()
    host.resize(host.sizeHint())
    host.render(painter, QPoint(PAD, round(top + 26)), QRegion(), QWidget.RenderFlag.DrawChildren)
    height = host.height()
    host.close()
    host.deleteLater()
    return top + 26 + height + 10


def render(dark: bool, scale: float) -> QImage:
    """The whole gallery as an image of ``WIDTH`` logical pixels at ``scale`` device pixels each."""
    palette = art_palette(dark)
    height = 5200
    image = QImage(round(WIDTH * scale), round(height * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(scale)
    image.fill(palette.table)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    title = "Wonders Desktop — art kit (" + ("dark" if dark else "light") + f", scale {scale:g})"
    _label(painter, QPointF(PAD, 40), title, palette, 22, bold=True)
    y = _icons_section(painter, 60, palette)
    y = _cards_section(painter, y + 10, palette)
    y = _tokens_section(painter, y + 10, palette)
    y = _stages_section(painter, y + 10, palette)
    y = _widgets_section(painter, y + 10, palette)
    painter.end()
    return image.copy(0, 0, image.width(), round((y + PAD) * scale))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m wonders_desktop.ui.art.gallery", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("--out", type=Path, required=True, help="PNG file to write")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--scale", type=float, default=1.0, help="device pixel ratio (2 = 4K at 200 %%)")
    args = parser.parse_args(argv)
    if args.scale <= 0 or args.scale > 4:
        parser.error("--scale must be in (0, 4]")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    theme.apply_theme(app, args.theme)  # type: ignore[arg-type]  # instance() is typed QCoreApplication; it is a QApplication
    image = render(args.theme == "dark", args.scale)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(args.out)):
        print(f"error: could not write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({image.width()}×{image.height()} px)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

