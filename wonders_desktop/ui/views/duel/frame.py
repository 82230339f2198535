"""The Duel table's frame: its widgets and how they stack, without what they show or what they do.

From the top: the status and announcement lines with the practice buttons (Hint, Take back, the replay's
bar, the folded sheet's button), the opponent's city, the middle row (the board, the pages — structure,
decisions, ending — and the chosen card's column with the start bar), the viewer's city. Qt's layouts
place them. ``table.DuelTable`` connects them, fills them and plays (as ``classic/frame.py`` for 7 Wonders).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
)

from wonders_desktop.ui.views.base import GameView
from wonders_desktop.ui.views.duel.board import BoardWidget
from wonders_desktop.ui.views.duel.city import CityPanel
from wonders_desktop.ui.views.duel.decisions import DecisionPanel, EndingPanel
from wonders_desktop.ui.views.duel.detail import DetailPanel
from wonders_desktop.ui.views.duel.structure import StructureWidget
from wonders_desktop.ui.views.replay import ReplayBar

translate = QCoreApplication.translate


def fit_pages(pages: QStackedWidget) -> None:
    """Only the page shown counts for the table's minimum size (a stack takes the largest)."""
    current = pages.currentIndex()
    for index in range(pages.count()):
        policy = QSizePolicy.Policy.Expanding if index == current else QSizePolicy.Policy.Ignored
        page = pages.widget(index)
        assert page is not None  # index < count()
        if page.sizePolicy().horizontalPolicy() != policy:
            page.setSizePolicy(policy, policy)


class DuelFrame(GameView):
    """The widgets of the Duel table; the panels that play a move call ``request_move`` (GameView's, which
    ``table.DuelTable`` extends)."""

    def _build(self) -> None:
        self.status = QLabel(self)
        self.status.setProperty("role", "heading")
        self.status.setWordWrap(True)
        self.announce = QLabel(self)
        self.announce.setProperty("role", "accent")
        self.announce.setWordWrap(True)
        self.hint_button = QPushButton(self)
        self.hint_button.setObjectName("hintButton")
        self.takeback_button = QPushButton(self)
        self.takeback_button.setObjectName("takebackButton")
        self.replay_bar = ReplayBar(self)
        self.replay_bar.hide()
        self.sheet_button = QPushButton(self)  # shows the folded score sheet again
        self.sheet_button.setObjectName("showSheetButton")
        self.sheet_button.hide()
        top = QHBoxLayout()
        text = QVBoxLayout()
        text.setSpacing(0)
        text.addWidget(self.status)
        text.addWidget(self.announce)
        top.addLayout(text, 1)
        top.addWidget(self.replay_bar)
        top.addWidget(self.sheet_button, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.hint_button, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.takeback_button, 0, Qt.AlignmentFlag.AlignTop)
        self.opponent = CityPanel(self)
        self.opponent.setObjectName("opponentCity")
        self.mine = CityPanel(self)
        self.mine.setObjectName("viewerCity")
        self.board = BoardWidget(self)
        self.structure = StructureWidget(self)
        self.decision = DecisionPanel(self.request_move, self)
        self.start_bar = DecisionPanel(self.request_move, self, compact=True)
        self.start_bar.setObjectName("startBar")
        self.start_bar.hide()
        self.ending = EndingPanel(self)
        self.pages = QStackedWidget(self)
        for page in (self.structure, self.decision, self.ending):
            self.pages.addWidget(page)
        self.detail = DetailPanel(self.request_move, self)
        middle = QHBoxLayout()
        middle.setSpacing(10)
        middle.addWidget(self.board)
        middle.addWidget(self.pages, 1)
        # Who begins the next age is asked in the chosen card's column (none is chosen then), not above
        # the structure: there it shrank the new age's cards until their names were cut (issue 39).
        self.start_bar.setFixedWidth(self.detail.width())
        side = QVBoxLayout()
        side.setSpacing(6)
        side.addWidget(self.start_bar)
        side.addWidget(self.detail, 1)
        side.addStretch()  # under the start bar while the detail is hidden
        middle.addLayout(side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 6)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.opponent, 1)
        layout.addLayout(middle, 3)  # the structure's cards are the ones read most: they get the room
        layout.addWidget(self.mine, 1)
        self.retranslate_buttons()

    def notice_room(self) -> QRect:
        """Left of the top line's buttons (Hint, Take back, the replay's bar): a notice never hides them."""
        buttons = (self.hint_button, self.takeback_button, self.replay_bar, self.sheet_button)
        right = min((button.x() for button in buttons if button.isVisible()), default=self.width())
        return QRect(0, 0, max(0, right - 8), self.height())

    def retranslate_buttons(self) -> None:
        self.hint_button.setText(translate("DuelTable", "Hint"))
        self.hint_button.setToolTip(
            translate(
                "DuelTable", "Ask the hard bot what it would play here, with its estimated chance to win (H)."
            )
        )
        self.takeback_button.setText(translate("DuelTable", "Take back"))
        self.sheet_button.setText(translate("DuelTable", "Show the score sheet"))
        self.replay_bar.retranslate()
