"""The screen-reader interfaces of painted pieces do not pile up: asking again and repainting creates
none, and a table that goes (a new game) takes its pieces' interfaces out of Qt's accessibility cache.

A piece's interface has no QObject of its own, so Qt cannot drop it with its widget: once a screen reader
has its id (``QAccessible.uniqueId``, what the platform bridge calls for every node it reads), only the
app can release it. Counted here: the Python objects and the ids Qt still resolves.
"""

from __future__ import annotations

import gc
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAccessible, QAccessibleInterface
from pytestqt.qtbot import QtBot

from tests.ui.duel import duel_positions as positions
from tests.ui.duel.test_accessible_duel import settled, walk
from wonders_desktop.ui.views.duel.table import DuelTable
from wonders_desktop.ui.views.painted_access import PieceInterface
from wonders_desktop.ui.window.main_window import MainWindow


def bridge_ids(view: DuelTable) -> dict[int, bool]:
    """What a platform bridge does while a screen reader reads the table: an id for every node. The
    value says whether the node is a painted piece."""
    ids: dict[int, bool] = {}

    def visit(interface: QAccessibleInterface) -> None:
        ids[QAccessible.uniqueId(interface)] = isinstance(interface, PieceInterface)
        for index in range(interface.childCount()):
            child = interface.child(index)
            if child is not None:
                visit(child)

    root = QAccessible.queryAccessibleInterface(view)
    assert root is not None
    visit(root)
    return ids


def pieces_alive() -> tuple[int, int]:
    """The piece interfaces Python still holds: all of them, and those whose table is gone."""
    gc.collect()
    found = [o for o in gc.get_objects() if type(o) is PieceInterface]
    orphans = [o for o in found if not shiboken6.isValid(o) or not shiboken6.isValid(o.owner)]
    return len(found), len(orphans)


def flush_deletions() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_queries_and_repaints_create_no_interface(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window("en")
    positions.load(window, positions.wonder_buildable())
    view = settled(window, qtbot)
    first = bridge_ids(view)
    alive, _ = pieces_alive()
    assert alive and sum(first.values()) == alive
    for _ in range(15):
        view.refresh()
        view.grab()
        root = QAccessible.queryAccessibleInterface(view)
        assert root is not None
        list(walk(root))
    assert bridge_ids(view) == first  # the same interfaces, the same ids
    assert pieces_alive()[0] == alive


def test_a_table_that_goes_releases_its_pieces_interfaces(
    make_window: Callable[..., MainWindow], qtbot: QtBot
) -> None:
    window = make_window("en")
    records = [positions.wonder_buildable(), positions.discarded_and_pushed()] * 2
    seen: list[dict[int, bool]] = []
    for record in records:
        positions.load(window, record)
        seen.append(bridge_ids(settled(window, qtbot)))
        flush_deletions()
    for ids in seen[:-1]:  # every earlier table is gone: Qt resolves none of its pieces' ids
        kept = [i for i, piece in ids.items() if piece and QAccessible.accessibleInterface(i) is not None]
        assert not kept, f"{len(kept)} interfaces of a gone table are still in Qt's cache"
    alive, orphans = pieces_alive()
    assert orphans == 0 and alive == sum(seen[-1].values()), (alive, orphans)
