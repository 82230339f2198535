"""The plug-in interface of a game table (``factory.create_view`` picks a game's own, or the generic one).

A table is a ``GameView``: a QWidget that *renders* the controller's position and *asks* for moves.
It never decides a rule: the moves it offers are exactly ``TableModels.moves`` (the engine's legal
moves of the viewer), and it plays one by calling ``request_move`` — the shell confirms it if the player
wants confirmations, then hands it to the controller, which hands it to the engine.

To plug a rich table in for a game kind, create ``wonders_desktop/ui/views/<kind>/__init__.py`` (or
``<kind>.py``) exposing::

    def create_view(controller: GameController, models: TableModels, parent: QWidget | None) -> GameView

The shell imports it lazily; when that module does not exist yet, the generic table plays the game.

What the shell guarantees a view:
- ``refresh()`` (or ``schedule_refresh()``, coalesced) after every change of position or viewer;
- ``on_log(entries)`` with the new log entries of each move, in order (for animations and highlights);
- ``retranslateUi()`` on every language change (QEvent.LanguageChange is routed to it);
- the privacy screen: while it shows, the view is hidden, and ``viewer`` changes only after it;
- ``animations_running()`` is polled by ``screenshot`` and the tests to wait for motion to end;
- ``shows_final_sheet()``: a table with its own drawn score sheet says so, and the shell opens no second one;
  such a sheet offers Rematch, New game… and Analyse… (``final_actions.FinalActions``) through
  ``rematchRequested``, ``newGameRequested`` and ``analyseRequested``, which the shell connects to its own
  sheet's actions;
- ``mark_advice(move)``: the replay of an analysed game asks the table to mark the better move of the
  position shown (a table that can show it there says so; the replay names it in words anyway).
- ``shows_age_summary()``: a table that shows the end-of-age results itself says so, and the shell's banner
  stays away (the log keeps every event);
- ``preferred_side_width()``: the width (logical pixels) a table would like the log and scores panel to
  start at, or 0 for the shell's default;
- ``notice_room()``: where the shell's banner may float over the table (all of it by default; Duel keeps
  its Hint and Take back uncovered);
- ``focus_choice()``: the table gives the keyboard focus to the player's choice (a card of the hand, the
  accessible cards of the structure, a usable piece). The base class calls it after the refresh that
  shows each new decision of the viewer (a new game, a new turn, a take-back), and the shell calls
  ``return_focus()`` when its window is active again with the focus outside the table (a dialog closed):
  the keys then act on the choice at once, never on the log or a widget that went away.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QWidget

from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.ui.views.models import LogModel, MovesModel, ScoreModel, SeatsModel

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController, LogEntry

FOCUS_RETRY_MS = 20
FOCUS_RETRIES = 50  # about a second of retries while a table's new widgets are shown (motion, layout)


@dataclass(frozen=True, slots=True)
class TableModels:
    """The item models every table reads (all fed by the controller)."""

    moves: MovesModel
    seats: SeatsModel
    log: LogModel
    scores: ScoreModel


class GameView(QWidget):
    """Base class of every game table. Subclasses override ``refresh`` and ``retranslateUi``."""

    moveRequested = Signal(object)  # a Move from the viewer's legal moves
    rematchRequested = Signal()  # the table's own final sheet: the same game again, a new seed
    newGameRequested = Signal()  # the table's own final sheet: the new-game dialog
    analyseRequested = Signal()  # the table's own final sheet: the analysis of the game just finished

    def __init__(
        self, controller: GameController, models: TableModels, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.models = models
        self.animation_ms = 0
        self._refresh_pending = False
        # A timer the table owns, never ``QTimer.singleShot(0, self, callable)``: PySide6 6.11 keeps that
        # callable for ever when the table is deleted before the shot fires (the window deletes the old
        # table while a signal of the new game has just asked it to refresh), and with it the whole
        # table's Python side, a few hundred kilobytes a game (issue 20, tests/ui/test_table_memory.py).
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(0)
        self._refresh_timer.timeout.connect(self._run_scheduled_refresh)
        self._focused_decision: tuple[int, int] | None = None  # the decision the focus was put on
        self._pending_decision: tuple[int, int] | None = None  # the decision seen, its choice maybe not
        self._focus_tries = 0
        self._focus_timer = QTimer(self)  # widgets shown by a refresh are visible one loop turn later
        self._focus_timer.setSingleShot(True)
        self._focus_timer.setInterval(FOCUS_RETRY_MS)
        self._focus_timer.timeout.connect(self.settle_focus)

    def request_move(self, move: Move) -> None:
        """Ask the shell to play ``move`` for the viewer (confirmation, then the engine decides)."""
        self.moveRequested.emit(move)

    def refresh(self) -> None:
        """Redraw from the controller; the default repaints (models notify their own views)."""
        self.update()

    def schedule_refresh(self) -> None:
        """Ask for one ``refresh`` at the next event-loop turn; several requests make one redraw."""
        if not self._refresh_pending:
            self._refresh_pending = True
            self._refresh_timer.start()

    def _run_scheduled_refresh(self) -> None:
        if self._refresh_pending:
            self._refresh_pending = False
            self.refresh()
        self.settle_focus()

    # --- the keyboard focus on the player's choice -------------------------------------------------
    def focus_choice(self) -> bool:
        """Give the keyboard focus to what the viewer chooses now (and show it). False: nothing shown
        to choose yet. Tables override it; the generic table has no focus model."""
        return False

    def _decision(self) -> tuple[int, int] | None:
        """The viewer's decision now (how many moves the viewer has made, the viewer), or None when the
        viewer has nothing to decide (a bot's turn, the game over, watching). The viewer's own count:
        the other seats' picks submitted meanwhile (7 Wonders) leave the decision as it is."""
        controller = self.controller
        state, viewer = controller.state, controller.viewer
        if state is None or viewer is None or viewer not in controller.acting_humans():
            return None
        return sum(1 for seat, _move in state.history if seat == viewer), viewer

    def settle_focus(self) -> None:
        """A new decision of the viewer takes the focus to the choice once; the player may then move
        the focus anywhere (the log, a button) and keeps it until the next decision."""
        decision = self._decision()
        if decision is None or decision == self._focused_decision or not self.isVisible():
            return
        if decision != self._pending_decision:
            self._pending_decision, self._focus_tries = decision, 0
        if self._on_choice(QApplication.focusWidget()):
            self._focused_decision = decision  # already there (the player clicked a card first): keep it
            return
        if self.focus_choice():
            self._focused_decision = decision
        elif self._focus_tries < FOCUS_RETRIES:  # the new widgets are not shown yet
            self._focus_tries += 1
            self._focus_timer.start()

    def choice_focused(self) -> bool:
        """Whether the viewer's decision now has had its focus settled (the keys act on the choice)."""
        decision = self._decision()
        return decision is not None and decision == self._focused_decision

    def choice_areas(self) -> list[QWidget]:
        """The parts of the table where the viewer chooses (the hand and its actions...): a live widget
        there already has the focus a new decision would give. Tables override it; default: the table."""
        return [self]

    def _on_choice(self, widget: QWidget | None) -> bool:
        """``widget`` is a live, focusable widget of the table's choice areas."""
        return (
            widget is not None
            and any(area is widget or area.isAncestorOf(widget) for area in self.choice_areas())
            and widget is not self
            and widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
        )

    def return_focus(self) -> None:
        """The window is active again (a dialog closed) with the focus outside the table: back to the
        choice while the viewer has one."""
        focus = self.window().focusWidget() or QApplication.focusWidget()  # the window's, restored next
        if focus is not None and (focus is self or self.isAncestorOf(focus)):
            return
        self._focused_decision = self._pending_decision = None
        self.settle_focus()

    def on_log(self, entries: Sequence[LogEntry]) -> None:
        """New log entries of the last move; tables animate from them. The default has no motion."""

    def animations_running(self) -> bool:
        return False

    def shows_final_sheet(self) -> bool:
        """True when the table draws its own end-of-game score sheet (the shell then opens no window)."""
        return False

    def shows_age_summary(self) -> bool:
        """True when the table shows each age's results itself (the shell then shows no banner)."""
        return False

    def preferred_side_width(self) -> int:
        """The starting width of the shell's side panel this table would like; 0: the shell's default."""
        return 0

    def least_room(self, zoomed: QSize) -> QSize:
        """The least room this table asks the window for when the zoom would give it ``zoomed`` (above
        100 %: the default window's table room times the factor, ``zoom.table_least_size``); the rest
        is a scroll away. By default all of it: the table is the same table, grown."""
        return zoomed

    def notice_room(self) -> QRect:
        """Where the shell's notice (the end of an age, of the game) may float over this table, in the
        table's coordinates: the whole table, unless controls of its top line should stay uncovered."""
        return self.rect()

    def keep_clear(self) -> list[QRect]:
        """The parts a note floating over this table (the coach's) should not hide, in the table's
        coordinates: what the player reads to decide. Empty (the default): the note sits at the top of
        ``notice_room``."""
        return []

    def mark_advice(self, move: str) -> bool:
        """Mark ``move`` (a move text of the viewer's, from the analysis) on the table, read-only, until
        the table is replaced. False: this table has no place to show it (the replay's line names it)."""
        return False

    def retranslateUi(self) -> None:
        """Re-set every visible text; called on each language change."""
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)
