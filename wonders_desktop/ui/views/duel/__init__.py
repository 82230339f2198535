"""The drawn Duel table (issue 10): age structures, the board, both cities, decisions, practice tools.

The package imports nothing at module level: its ``names.py`` is read by ``language/datanames`` while
the language modules load, so the table (and the shell it needs) is imported only when one is made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from wonders_desktop.ui.session.controller import GameController
    from wonders_desktop.ui.views.base import GameView, TableModels


def create_view(controller: GameController, models: TableModels, parent: QWidget | None) -> GameView:
    from wonders_desktop.ui.views.duel.table import DuelTable

    return DuelTable(controller, models, parent)
