"""The better move marked on the Duel table, and wiped again.

``DuelTable.mark_advice`` marks the card of the structure a move takes, as the Hint does
(``structure.hinted``): the replay's better move, and the coach's *Show me* in a game in play. A move
the player makes wipes it (``DuelTable.request_move``); ``clear`` wipes it when the player chooses again
without a move (the coach's note let go).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from wonders_desktop.ui.views.duel.table import DuelTable


def clear(table: DuelTable) -> None:
    """No card of the structure marked any more."""
    if table.structure.hinted is not None:
        table.structure.hinted = None
        table.structure.update()
