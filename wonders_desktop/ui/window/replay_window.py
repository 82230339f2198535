"""A finished game replayed move by move in its own window, with the game's real table.

Any game's record replays exactly (options + seed + moves), so the position after ``k`` moves is
rebuilt by replaying the first ``k`` moves and shown by the same table as in play, fed by a
``ReplayController``: a controller where nobody acts, no bot thinks and nothing is saved. The table is
built afresh for each position, as the main window does for each new game, so no table has to know
about replays. The bar is Duel's replay bar (the Duel table also replays inside itself).

The analysis opens it at a decision with advice (``show_advice``): from then on the table shows the
analysed seat's view (its hand, in 7 Wonders), a line above the table names the better move and the
table marks it where it can (``GameView.mark_advice``: Duel's card on the pyramid, 7 Wonders' card of
the hand with what to do with it, Architects' deck, Progress token or stage piece). The line and the
mark go once the player steps to another position (each position gets a fresh table).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.platform.screen_fit import fit_to_screen
from wonders_desktop.ui.savegames.game_summary import mode_text
from wonders_desktop.ui.savegames.save_schema import SaveFile
from wonders_desktop.ui.session.controller import GameController
from wonders_desktop.ui.views.base import GameView, TableModels
from wonders_desktop.ui.views.factory import create_view
from wonders_desktop.ui.views.models import LogModel, MovesModel, ScoreModel, SeatsModel
from wonders_desktop.ui.views.replay import ReplayBar


class ReplayController(GameController):
    """Positions of a recorded game, shown one at a time: nobody acts, no bot thinks, nothing is saved."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosave_enabled = False
        self.practice = self.allow_undo = False  # no Hint, no Take back in a replay
        self.shown_seat: int | None = None  # whose view the tables show (the analysed seat's)

    def acting_humans(self) -> list[int]:
        return []

    def default_viewer(self) -> int:
        return self.shown_seat if self.shown_seat is not None else super().default_viewer()

    def _create_bots(self) -> None:
        """No bot is ever asked for a move here."""

    def _schedule_bots(self) -> None:
        """No bot is ever asked for a move here."""


class ReplayWindow(QWidget):
    """First / previous / next / last over a saved game; arrows, Home and End step, Escape closes."""

    def __init__(self, save: SaveFile, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("replayWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.save = save
        self.length = len(save.record.moves)
        self.position = 0
        self.controller = ReplayController(self)
        c = self.controller
        self.models = TableModels(MovesModel(c), SeatsModel(c), LogModel(c), ScoreModel(c))
        self.view: GameView | None = None
        self.bar = ReplayBar(self)
        self.bar.moved.connect(self._step)
        self.bar.closed.connect(self.close)
        self.holder = QVBoxLayout()
        self.advice = QLabel(self)
        self.advice.setObjectName("replayAdvice")
        self.advice.setProperty("role", "heading")
        self.advice.setWordWrap(True)
        self.advice.hide()
        self.advice_at: int | None = None  # the position the advice is about
        self.advice_move = ""
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.bar, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.advice)
        layout.addLayout(self.holder, 1)
        keys = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Home: 0, Qt.Key.Key_End: 2}
        for key, step in keys.items():
            QShortcut(QKeySequence(key), self).activated.connect(lambda step=step: self._step(step))
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self).activated.connect(self.close)
        fit_to_screen(self, 1400, 900)
        self.go(0)
        self.retranslateUi()

    def go(self, position: int) -> None:
        """Show the position after ``position`` moves (clamped to the game)."""
        self.position = max(0, min(self.length, position))
        record = self.save.record
        events: list[tuple[int, Event]] = []
        state = record.replay(self.position, events)
        moves = record.moves[: self.position]
        truncated = record.model_copy(update={"moves": moves, "checksum": state.checksum()})
        self.controller.load(self.save.model_copy(update={"record": truncated}), state, events)
        self._show_table()
        self.bar.show_position(self.position, self.length)
        self.advice.setVisible(self.advice_at == self.position)
        if self.advice_at == self.position:
            self._mark_move(self.advice_move)

    def show_advice(self, position: int, text: str, move: str, seat: int | None = None) -> None:
        """Name the better ``move`` of the decision at ``position`` (shown while the replay is there),
        seen by ``seat`` (by default the seat that played the move recorded there)."""
        moves = self.save.record.moves
        if seat is None and 0 <= position < len(moves):
            seat = moves[position][0]
        self.advice_at, self.advice_move = position, move
        self.advice.setText(text.replace("\n", " · "))
        if seat is not None:
            self.controller.shown_seat = seat
        self.go(position)  # a fresh table (no earlier mark on it), from the seat's side, the move marked

    def _mark_move(self, move: str) -> bool:
        """Mark ``move`` on the table where it can be (the advice line names it in any case)."""
        return self.view is not None and self.view.mark_advice(move)

    def _step(self, step: int) -> None:
        targets = {0: 0, -1: self.position - 1, 1: self.position + 1, 2: self.length}
        self.go(targets[step])

    def _show_table(self) -> None:
        state = self.controller.state
        assert state is not None
        if self.view is not None:
            self.view.setParent(None)
            self.view.deleteLater()
        self.view = create_view(state.kind, self.controller, self.models, self)
        self.view.setObjectName("replayView")
        self.holder.addWidget(self.view)
        self.view.refresh()

    def retranslateUi(self) -> None:
        game = mode_text(self.save.record.game, self.save.record.options)
        title = f"{self.save.title} — {game}" if self.save.title else game
        self.setWindowTitle(self.tr("Replay: {game}").format(game=title))
        self.bar.retranslate()
        self.bar.show_position(self.position, self.length)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown(1000)
        super().closeEvent(event)
