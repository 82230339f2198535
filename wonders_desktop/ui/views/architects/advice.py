"""The analysis' better move, marked on a replayed Architects position (read-only).

The replay of an analysed game (``ui/window/replay_window.py``) asks the table to mark the better
move of the position shown. The engine reads the move's text (``moves.parse_move``) and the piece it
uses gets a hint's dashed ring (``Piece.set_advised``):

- a card taken (the turn's card, a Progress token's extra card, Alexandria's effect) or looked at
  (Halicarnassus): the deck it comes from;
- a Progress token taken (for a science set, or Babylon's effect): the token, or the face-down pile;
- a wonder stage built: the viewer's stage piece (which cards pay for it, the advice line says).

Keeping one of the cards looked at (Halicarnassus) and ending the turn have no piece on the table while
nobody acts (the cards looked at show only to the player choosing): the advice line names them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from wonders_desktop.engine.architects.moves import (
    Build,
    EffectTake,
    EffectToken,
    Extra,
    Look,
    Progress,
    Take,
    parse_move,
)
from wonders_desktop.engine.core.errors import IllegalMoveError
from wonders_desktop.ui.views.architects.pieces import Piece

if TYPE_CHECKING:
    from wonders_desktop.ui.views.architects.table import ArchitectsTable


def advised_piece(table: ArchitectsTable, text: str) -> Piece | None:
    """The piece of ``table`` the move ``text`` uses, or None when it has none on the table."""
    try:
        move = parse_move(text)
    except IllegalMoveError:
        return None
    if isinstance(move, Take | Extra | EffectTake | Look):
        return table.decks.get(move.deck)
    if isinstance(move, Progress | EffectToken):
        return table.centre_buttons().get(move.token)  # a face-up token, or the pile (``pile``)
    if isinstance(move, Build):
        return table.viewer_panel.wonder.piece(move.stage)
    return None


def mark(table: ArchitectsTable, text: str) -> bool:
    """Ring the piece the move ``text`` uses; False when it has none on the table (the line names it)."""
    piece = advised_piece(table, text)
    if piece is None or piece.isHidden():
        return False
    piece.set_advised(True)
    return True


def clear(table: ArchitectsTable) -> None:
    """Wipe every ring ``mark`` drew (the coach's *Show me*: the player chose again)."""
    for piece in table.findChildren(Piece):
        piece.set_advised(False)
