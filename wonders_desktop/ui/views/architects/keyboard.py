"""The Architects table's arrow keys (one focus model, ``views.keys``): they walk the pieces that may
be used now — decks, stage pieces, Progress tokens, the cards looked at — in reading order, whatever
widget was clicked last. Kept beside the table so that the table only draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from wonders_desktop.ui.views.architects.pieces import Piece

if TYPE_CHECKING:
    from wonders_desktop.ui.views.architects.table import ArchitectsTable


def usable_pieces(table: ArchitectsTable) -> list[Piece]:
    """The pieces the viewer may use now, in reading order (top to bottom, then left to right)."""
    pieces = [w for w in table.findChildren(Piece) if w.active and w.isVisible() and w.isEnabled()]
    centres = {id(w): w.mapTo(table, w.rect().center()) for w in pieces}
    return sorted(pieces, key=lambda w: (centres[id(w)].y(), centres[id(w)].x()))


def step_piece(table: ArchitectsTable, delta: int) -> bool:
    """The arrow keys: the focus to the next or previous usable piece (wrapping round)."""
    if table.sheet.isVisible():
        return False
    pieces = usable_pieces(table)
    if not pieces:
        return False
    focus = QApplication.focusWidget()
    index = pieces.index(focus) if focus in pieces else (-1 if delta > 0 else 0)
    pieces[(index + delta) % len(pieces)].setFocus(Qt.FocusReason.TabFocusReason)
    return True


def focus_choice(table: ArchitectsTable) -> bool:
    """A new decision: the focus on a usable piece (the focused one if it still is, else the first).
    False: none shown (the score sheet, a decision with only buttons, the pieces not laid out yet)."""
    if table.sheet.isVisible():
        return False
    pieces: list[QWidget] = list(usable_pieces(table))
    if not pieces:  # a decision of buttons only (the science cards to exchange): its first option
        pieces = [w for w in table.decision.options.findChildren(QAbstractButton)
                  if w.isVisible() and w.isEnabled()]  # fmt: skip
    if not pieces:
        return False
    focus = QApplication.focusWidget()
    (focus if focus in pieces else pieces[0]).setFocus(Qt.FocusReason.OtherFocusReason)
    return True


def focus_home(table: ArchitectsTable) -> None:
    """The focused widget went away (a move played, the decision rebuilt): the first usable piece
    takes the focus, or the table while there is none (the next turn's arrows then find them)."""
    pieces = usable_pieces(table)
    (pieces[0] if pieces else table).setFocus(Qt.FocusReason.OtherFocusReason)
