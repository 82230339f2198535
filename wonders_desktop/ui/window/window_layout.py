"""The main window's widgets: the stacked pages (start, game, hot-seat privacy, saved games,
statistics), the game page's table holder (the banner floats over it) and spectator bar beside the
side panel (log and scores), and the save-failure bar above them all, and the side panel's width for
each new table. Building only: ``main_window.py`` wires them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QListView,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.dialogs.score_sheet import ScoreSheet
from wonders_desktop.ui.savegames.save_failure_bar import SaveFailureBar
from wonders_desktop.ui.statistics.page import StatisticsPage
from wonders_desktop.ui.window.banner import Banner
from wonders_desktop.ui.window.privacy import PrivacyScreen
from wonders_desktop.ui.window.saved_games_page import SavedGamesPage
from wonders_desktop.ui.window.spectator import SpectatorBar
from wonders_desktop.ui.window.start_page import StartPage
from wonders_desktop.ui.window.table_scroll import TableScroll

if TYPE_CHECKING:
    from wonders_desktop.ui.views.base import GameView
    from wonders_desktop.ui.window.main_window import MainWindow

# The stack's pages, in the order added.
START_PAGE, GAME_PAGE, PRIVACY_PAGE, SAVED_PAGE, STATS_PAGE = range(5)


def build_pages(window: MainWindow) -> None:
    """Give ``window`` its pages and panels, as attributes (``stack``, ``game_page``, ``log_view``...)."""
    window.stack = QStackedWidget(window)
    window.start_page = StartPage(window.stack)
    window.game_page = QWidget(window.stack)
    window.privacy = PrivacyScreen(window.stack)
    window.saved_page = SavedGamesPage(window.controller, window.stack)
    window.stats_page = StatisticsPage(window.controller, window.stack)  # it also records each game's end
    for page in (window.start_page, window.game_page, window.privacy, window.saved_page, window.stats_page):
        window.stack.addWidget(page)
    window.stack.currentChanged.connect(lambda _index: only_shown_page_asks_room(window.stack))
    only_shown_page_asks_room(window.stack)
    window.spectator_bar = SpectatorBar(window.game_page)
    window.view_holder = QWidget(window.game_page)
    window.view_layout = QVBoxLayout(window.view_holder)
    window.view_layout.setContentsMargins(0, 0, 0, 0)
    window.table_scroll = TableScroll(window.view_holder)  # the table, a scroll away when zoomed in
    window.view_layout.addWidget(window.table_scroll)
    window.banner = Banner(window.view_holder)  # floats over the table: it never takes the table's room
    window.log_view = _log_view(window)
    window.score_sheet = ScoreSheet(window.controller, window.models.scores, window.game_page, compact=True)
    window.side = QTabWidget(window.game_page)
    window.side.addTab(window.log_view, "")
    window.side.addTab(window.score_sheet, "")
    window.side.setMinimumWidth(300)
    left = QWidget(window.game_page)
    left_layout = QVBoxLayout(left)
    left_layout.setContentsMargins(8, 8, 0, 8)
    left_layout.addWidget(window.spectator_bar)
    left_layout.addWidget(window.view_holder, 1)
    splitter = window.splitter = QSplitter(Qt.Orientation.Horizontal, window.game_page)
    splitter.addWidget(left)
    splitter.addWidget(window.side)
    splitter.setStretchFactor(0, 3)
    splitter.setStretchFactor(1, 1)
    splitter.setSizes([900, 340])
    page_layout = QVBoxLayout(window.game_page)
    page_layout.setContentsMargins(0, 0, 8, 0)
    page_layout.addWidget(splitter)
    central = QWidget(window)
    window.save_failure = SaveFailureBar(central)
    central_layout = QVBoxLayout(central)
    central_layout.setContentsMargins(0, 0, 0, 0)
    central_layout.setSpacing(0)
    central_layout.addWidget(window.save_failure)
    central_layout.addWidget(window.stack, 1)
    window.setCentralWidget(central)


def only_shown_page_asks_room(stack: QStackedWidget) -> None:
    """The shown page's least size is the window's, not the largest of all pages': a hidden page (the
    start page's tiles at 150 % in Portuguese want 1705 px) must not keep the game page wider than its
    window (issue 41). A hidden page's size policy is Ignored, the shown one's is its own again."""
    for index in range(stack.count()):
        page = stack.widget(index)
        if page is None:
            continue
        own = page.property("ownSizePolicy")
        if not isinstance(own, QSizePolicy):
            own = page.sizePolicy()
            page.setProperty("ownSizePolicy", own)
        ignored = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        page.setSizePolicy(own if index == stack.currentIndex() else ignored)
    stack.updateGeometry()


def _log_view(window: MainWindow) -> QListView:
    log_view = QListView(window.game_page)
    log_view.setObjectName("log")
    log_view.setModel(window.models.log)
    log_view.setWordWrap(True)
    log_view.setUniformItemSizes(False)
    log_view.setLayoutMode(QListView.LayoutMode.Batched)  # long logs lay out in slices
    log_view.setBatchSize(40)
    # A scroll bar that comes and goes changes the width, so word-wrapped rows change height, so the
    # scroll bar toggles again: the batched layout would restart forever and show an empty log.
    log_view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
    log_view.setAlternatingRowColors(True)
    return log_view


def fit_side_panel(window: MainWindow, view: GameView, fitted: bool) -> bool:
    """Give the side panel the width the new table asks for; a table that asks nothing gets the shell's
    own share back (a quarter of the room, growing with the window). ``fitted``: whether the panel has
    a table's width now; returns that for the new table."""
    wanted = view.preferred_side_width()
    asked = wanted > 0
    if not asked and not fitted:
        return False  # the shell's layout as built
    splitter, side = window.splitter, window.side
    total = sum(splitter.sizes()) or window.width()
    width = max(wanted, side.minimumWidth()) if asked else max(side.minimumWidth(), total // 4)
    splitter.setStretchFactor(1, 0 if asked else 1)
    splitter.setSizes([max(1, total - width), width])
    return asked
