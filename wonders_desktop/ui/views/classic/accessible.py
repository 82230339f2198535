"""What a screen reader hears of the 7 Wonders table's painted pieces: the Wonder stages, a city's
built cards (its stacks by colour, a neighbour's cards counted by colour, a teammate's hand). The hand's
cards, the actions and the decisions are real widgets that carry their names already.

Each stage is a list item named as its tooltip's heading ("Stage 2 — not built") and, for the viewer's
next stage, the note under it (what it costs now, or why not): the words the table shows, translated.
Building a stage is the action bar's button, which the engine's legal moves enable.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.views.classic.city import ColourCounts
from wonders_desktop.ui.views.classic.pieces import CardStacks, Chip, ChipList, StageStrip
from wonders_desktop.ui.views.classic.texts import colour_name
from wonders_desktop.ui.views.painted_access import Piece, plain, register, with_state


def install() -> None:
    """Name the painted stages for screen readers (idempotent)."""
    register(StageStrip, stage_pieces)
    register(CardStacks, stack_pieces)
    register(ColourCounts, count_pieces)
    register(ChipList, hand_pieces)


def stage_pieces(widget: QWidget) -> list[Piece]:
    assert isinstance(widget, StageStrip)
    pieces = []
    for stage in widget.stages():
        words = plain(stage.tooltip)
        heading = words.split("\n", 1)[0]
        pieces.append(
            Piece(
                key=str(stage.number),
                name=with_state(heading, stage.note) if stage.note else heading,
                description=words,
                rect=widget.stage_rect(stage.number) or QRectF(),
                actionable=False,
                role=QAccessible.Role.ListItem,
            )
        )
    return pieces


def card_piece(chip: Chip, rect: QRectF, with_colour: bool) -> Piece:
    """A built (or held) card: its name, then its colour as the rulebook names the card type."""
    name = with_state(chip.title, colour_name(chip.colour)) if with_colour else chip.title
    return Piece(
        key=chip.ident,
        name=name,
        description=plain(chip.tooltip),
        rect=rect,
        actionable=False,
        role=QAccessible.Role.ListItem,
    )


def stack_pieces(widget: QWidget) -> list[Piece]:
    """Every card a city has built, stack by stack (the colours in the rulebook's order), each read
    with its colour: a covered card is as readable as the top one."""
    assert isinstance(widget, CardStacks)
    return [card_piece(chip, widget.chip_rect(chip.ident) or QRectF(), True) for chip in widget.chips()]


def count_pieces(widget: QWidget) -> list[Piece]:
    """A neighbour's or a far city's cards, one item per colour: the colour, then its cards by name
    (the tile shows only the count)."""
    assert isinstance(widget, ColourCounts)
    counts = widget.counts()
    if not counts:
        return []
    lines = plain(widget.toolTip()).split("\n")  # one line per colour, in the tiles' order
    tile = widget.fontMetrics().height() * 1.25  # as ColourCounts paints them
    step = min(tile * 1.9, widget.width() / len(counts))
    return [
        Piece(
            key=colour,
            name=line,
            description=line,
            rect=QRectF(position * step, 0, step, tile + 2),
            actionable=False,
            role=QAccessible.Role.ListItem,
        )
        for position, ((colour, _count), line) in enumerate(zip(counts, lines, strict=False))
    ]


def hand_pieces(widget: QWidget) -> list[Piece]:
    """A teammate's visible hand: each card by name."""
    assert isinstance(widget, ChipList)
    return [card_piece(chip, widget._rect(position), False) for position, chip in enumerate(widget.chips())]
