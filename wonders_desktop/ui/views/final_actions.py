"""The buttons under a table's own end-of-game score sheet: Analyse…, Rematch, New game…, Back to the table.

The shell's final score sheet (``dialogs/score_sheet.py``) offers Close, Rematch, New game… and Analyse…;
a table that draws its own sheet (``GameView.shows_final_sheet``: Duel, Architects) offers the same with
this row. The row only *asks*: Rematch, New game… and Analyse… reach the table's ``rematchRequested``,
``newGameRequested`` and ``analyseRequested`` signals (``relay``), which the shell connects to the very
actions its own sheet uses (same seats and options with a new seed; the new-game dialog; the analysis
window of the game just finished), so each of them lives in one place.
"Back to the table" folds the sheet away so that the final cities can be browsed; each table offers a
button to show it again.

Two groups, as the shell's sheet has them: on the left what looks back at the game (Analyse…, and the
table's own buttons of that kind, ``add_leading``: Duel's replay), on the right what comes next. Tab
walks the next-steps first (Rematch has the focus), then the look-back group; Enter presses the focused
button, Esc folds the sheet.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

if TYPE_CHECKING:
    from wonders_desktop.ui.views.base import GameView

translate = QCoreApplication.translate

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
GROUP_GAP = 24  # pixels at least between the look-back group and the next-steps group


class FinalActions(QWidget):
    """Analyse… on the left; Rematch, New game… and Back to the table on the right (Rematch takes the
    focus)."""

    closed = Signal()  # fold the sheet away
    rematch = Signal()
    newGame = Signal()
    analyse = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("finalActions")
        self.rematch_button = self._button("rematchButton", self.rematch)
        self.new_game_button = self._button("newGameButton", self.newGame)
        self.close_button = self._button("closeSheetButton", self.closed)
        self.analyse_button = self._button("analyseButton", self.analyse)
        self.rematch_button.setProperty("primary", True)
        self.leading: list[QPushButton] = []  # the table's own look-back buttons, before Analyse…
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(8)
        self.row.addWidget(self.analyse_button)
        self.row.addSpacing(GROUP_GAP)
        self.row.addStretch(1)
        for button in self.next_steps():
            self.row.addWidget(button)
        self._chain()
        self.retranslate()

    def _button(self, name: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.clicked.connect(signal)
        return button

    def next_steps(self) -> list[QPushButton]:
        """Rematch, New game… and Back to the table: the right-hand group, first in Tab order."""
        return [self.rematch_button, self.new_game_button, self.close_button]

    def buttons(self) -> list[QPushButton]:
        """The row's own buttons in Tab order: the next steps, then Analyse…."""
        return [*self.next_steps(), self.analyse_button]

    def add_leading(self, button: QPushButton) -> None:
        """Put a table's own look-back button (Duel's replay) first in the row, beside Analyse…; Tab
        reaches it after Back to the table, Enter presses it as it presses the row's own."""
        button.setParent(self)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.row.insertWidget(len(self.leading), button)
        self.leading.append(button)
        self._chain()

    def _chain(self) -> None:
        order = [*self.next_steps(), *self.leading, self.analyse_button]
        for first, second in pairwise(order):
            QWidget.setTabOrder(first, second)

    def relay(self, view: GameView) -> None:
        """Rematch, New game… and Analyse… ask through ``view``'s signals (the shell answers them)."""
        self.rematch.connect(view.rematchRequested)
        self.newGame.connect(view.newGameRequested)
        self.analyse.connect(view.analyseRequested)

    def retranslate(self) -> None:
        self.rematch_button.setText(translate("FinalActions", "Rematch"))
        self.rematch_button.setToolTip(
            translate("FinalActions", "A new game with the same players and options, and a new shuffle.")
        )
        self.new_game_button.setText(translate("FinalActions", "New game…"))
        self.new_game_button.setToolTip(
            translate("FinalActions", "Choose another game, its players and options.")
        )
        self.close_button.setText(translate("FinalActions", "Back to the table"))
        self.close_button.setToolTip(
            translate("FinalActions", "Fold the score sheet away to look at the final table (Esc).")
        )
        self.analyse_button.setText(translate("FinalActions", "Analyse…"))
        self.analyse_button.setToolTip(
            translate("FinalActions", "Which moves gave up win chance, and the better ones")
        )

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button (outside a dialog a push button ignores it); Esc folds."""
        focused = self.focusWidget()
        pressable = [*self.buttons(), *self.leading]
        if event.key() in ENTER_KEYS and isinstance(focused, QPushButton) and focused in pressable:
            focused.click()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.close_button.click()
            return
        super().keyPressEvent(event)
