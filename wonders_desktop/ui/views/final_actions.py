"""The buttons under a table's own end-of-game score sheet: Back to the table, Rematch, New game….

The shell's final score sheet (``dialogs/score_sheet.py``) offers Close, Rematch and New game…; a table
that draws its own sheet (``GameView.shows_final_sheet``: Duel, Architects) offers the same three with
this row. The row only *asks*: Rematch and New game… reach the table's ``rematchRequested`` and
``newGameRequested`` signals, which the shell connects to the very actions its own sheet uses (same
seats and options with a new seed; the new-game dialog), so the rule of a rematch lives in one place.
"Back to the table" folds the sheet away so that the final cities can be browsed; each table offers a
button to show it again. Tab walks the three buttons, Enter presses the focused one, Esc folds the sheet.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

translate = QCoreApplication.translate

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class FinalActions(QWidget):
    """Rematch, New game… and Back to the table, in this order (the first takes the focus)."""

    closed = Signal()  # fold the sheet away
    rematch = Signal()
    newGame = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("finalActions")
        self.rematch_button = self._button("rematchButton", self.rematch)
        self.new_game_button = self._button("newGameButton", self.newGame)
        self.close_button = self._button("closeSheetButton", self.closed)
        self.rematch_button.setProperty("primary", True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        for button in self.buttons():
            layout.addWidget(button)
        self.retranslate()

    def _button(self, name: str, signal: Signal) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        button.clicked.connect(signal)
        return button

    def buttons(self) -> list[QPushButton]:
        return [self.rematch_button, self.new_game_button, self.close_button]

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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button (outside a dialog a push button ignores it); Esc folds."""
        focused = self.focusWidget()
        if event.key() in ENTER_KEYS and isinstance(focused, QPushButton) and focused in self.buttons():
            focused.click()
            return
        if event.key() == Qt.Key.Key_Escape:
            self.close_button.click()
            return
        super().keyPressEvent(event)
