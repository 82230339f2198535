"""What a screen reader hears of the 7 Wonders table's painted Wonder stages (the hand's cards, the
actions and the decisions are real widgets that carry their names already).

Each stage is a list item named as its tooltip's heading ("Stage 2 — not built") and, for the viewer's
next stage, the note under it (what it costs now, or why not): the words the table shows, translated.
Building a stage is the action bar's button, which the engine's legal moves enable.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.views.classic.pieces import StageStrip
from wonders_desktop.ui.views.painted_access import Piece, plain, register, with_state


def install() -> None:
    """Name the painted stages for screen readers (idempotent)."""
    register(StageStrip, stage_pieces)


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
