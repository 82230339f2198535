"""The 7 Wonders Architects table (issue 11): the shell finds it through ``create_view``.

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
    from wonders_desktop.ui.views.architects.table import ArchitectsTable

    return ArchitectsTable(controller, models, parent)
