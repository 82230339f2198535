"""Which table plays a game: its own package's, or the generic one (which plays any game).

Apart from ``base.py`` so that the generic table, built on ``GameView``, imports nothing that imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.views.base import GameView, TableModels
from wonders_desktop.ui.views.game_ui import game_ui
from wonders_desktop.ui.views.generic import GenericTable

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController


def create_view(
    kind: str, controller: GameController, models: TableModels, parent: QWidget | None
) -> GameView:
    """The table of ``kind``: its own module if present, else the generic table (which plays any game)."""
    factory = game_ui(kind).view_factory()
    if factory is None:
        return GenericTable(controller, models, parent)
    return factory(controller, models, parent)
