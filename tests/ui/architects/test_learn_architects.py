"""Learn to play, as the Architects lesson shows it (issue 41, follow-up of issues 38/39): the step about
the cat points at the cat marker (it pointed at the player's whole panel), wherever the cat is when the
step shows: the bots may take it while the player reads. What every guided game is asked is in
``tests/ui/test_learn_steps.py``."""

from __future__ import annotations

from PySide6.QtCore import QRect
from pytestqt.qtbot import QtBot

from tests.ui.learn_walk import SIZES, play_architects, walk
from wonders_desktop.ui.views.architects import learn
from wonders_desktop.ui.views.architects.city import PlayerPanel
from wonders_desktop.ui.views.architects.table import ArchitectsTable
from wonders_desktop.ui.window.main_window import MainWindow

CAT_STEP = "With the cat, at the start of your turn"


def test_the_cat_step_points_at_the_cat(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(*SIZES[0])
    guide = walk(window, qtbot, "architects", play_architects, lambda guide: CAT_STEP in guide.step.text)
    view = window.view
    assert isinstance(view, ArchitectsTable) and view.table is not None
    holder = view.table.cat
    assert holder is not None  # the player took the blue card with the cat the step before
    mine = holder == view.table.viewer
    panel = view.viewer_panel if mine else view.findChild(PlayerPanel, f"player:{holder}")
    assert panel is not None
    stats = panel.stats
    cat = stats.item_rect("cat")
    assert cat is not None
    where = QRect(stats.mapTo(window, cat.toAlignedRect().topLeft()), cat.toAlignedRect().size())
    guide.overlay.place(guide.hole())
    assert guide.hole() == where  # the ring and the arrow's end are the cat's, not a whole panel's
    veil = guide.overlay.veil
    assert veil.hole is not None and veil.hole.translated(veil.pos()) == where
    bubble = guide.overlay.bubble.geometry()
    assert not bubble.intersects(where)


def test_the_word_on_the_cat_changing_hands_points_at_it_too() -> None:
    cat_moved = [aside for aside in learn.ASIDES if aside.on == "cat_moved"]
    assert [aside.role for aside in cat_moved] == ["cat"]
