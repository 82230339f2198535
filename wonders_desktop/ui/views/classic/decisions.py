"""The buttons of the decisions the hand's actions cannot take: build a card of the discard pile for
free or pass (Halikarnassos, Solomon), and how to lose coins (the Cities' debt).

They take the actions' place under the hand while such a decision is asked, and are rebuilt only when
the decision changes (the engine's legal moves), so a button keeps its focus between refreshes.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.ui.views.classic import model, texts
from wonders_desktop.ui.views.classic.layout import SPECIAL_SPACING

DISCARD = "special:discard"
PASS = "special:pass"


class SpecialBar(QWidget):
    """The special decision's buttons: ``moveChosen`` for a debt choice, ``passRequested`` and
    ``discardBuildRequested`` (the card chosen in the hand is the table's to know)."""

    moveChosen = Signal(object)
    passRequested = Signal()
    discardBuildRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(SPECIAL_SPACING)
        self.buttons: list[QPushButton] = []
        self._key: tuple = ()

    def forget(self) -> None:
        """Rebuild at the next ``show_decision`` (the language changed)."""
        self._key = ()

    def show_decision(self, table: model.TableState, chosen: str | None) -> None:
        """The buttons of ``table``'s decision (none in the other modes); ``chosen``: the hand's card."""
        debts, discards = tuple(table.debt_moves), tuple(table.discard_moves)
        key = (table.mode, debts, table.debt_loss, table.pass_move, discards)
        if key == self._key:
            return
        self._key = key
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        if table.mode == model.DISCARD:
            self._discard_buttons(table, chosen)
        elif table.mode == model.DEBT:
            self._debt_buttons(table)
        if self.buttons:
            self.row.addStretch(1)
        self.setVisible(bool(self.buttons))

    def show_chosen(self, table: model.TableState, chosen: str | None) -> None:
        """The discard pile's build button names the card chosen, and is enabled only for a buildable one."""
        for button in self.buttons:
            if button.objectName() == DISCARD:
                button.setText(texts.discard_build_text(chosen, table.discard_moves))
                button.setEnabled(chosen in table.discard_moves)

    def _discard_buttons(self, table: model.TableState, chosen: str | None) -> None:
        build = self._add(texts.discard_build_text(chosen, table.discard_moves), DISCARD, primary=True)
        build.clicked.connect(self.discardBuildRequested)
        if table.pass_move is not None:
            self._add(texts.pass_text(), PASS).clicked.connect(self.passRequested)

    def _debt_buttons(self, table: model.TableState) -> None:
        for move in table.debt_moves:
            debt, coins = move.left, table.debt_loss - move.left
            button = self._add(texts.debt_text(debt, coins), f"special:debt:{debt}")
            button.clicked.connect(lambda _=False, chosen=move: self._choose(chosen))

    def _choose(self, move: ClassicMove) -> None:
        self.moveChosen.emit(move)

    def _add(self, text: str, name: str, primary: bool = False) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        if primary:  # before the button is shown: the style sheet reads it once
            button.setProperty("primary", True)
        self.row.addWidget(button)
        self.buttons.append(button)
        return button
