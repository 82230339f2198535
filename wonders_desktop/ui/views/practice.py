"""Hint and Take back on a table (issue 38): the two buttons, the hint's line, and what they do.

A table installs ``PracticeTools`` with its game's words for a hint (``ui/views/<game>/hint.py``) and
the way it marks a move (the replay's advice marks: ``mark``/``unmark``); the tools place no widget,
the table lays out ``hint_button``, ``takeback_button`` and ``line`` where they belong.

- **Hint** (button, or H while the focus is on the table): the hard bot's move for the viewer, searched
  on a worker (``hinting.AdviceService``), marked on the table with one line saying why. The search is
  cancelled, and its answer never shown, as soon as the player acts (a move asked for), the viewer's
  decision changes (a new turn, a take back) or a new game starts.
- **Take back** (button, or Ctrl+Z: the window's Undo) takes back the viewer's last move and the bots'
  moves after it (``session/takeback.py``); disabled, its tooltip says why in one line.

Both show only in a game a player plays (not in a replay, not while watching bots) until it is over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton

from wonders_desktop.ui.views.hinting import AdviceService, HintAnswer

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController
    from wonders_desktop.ui.views.base import GameView

translate = QCoreApplication.translate

HINT_KEY = "H"  # the Hint's key on every table (Help ▸ Keyboard)


def undo_key() -> str:
    return QKeySequence(QKeySequence.StandardKey.Undo).toString(QKeySequence.SequenceFormat.NativeText)


def takeback_tip(controller: GameController) -> str:
    """The Take back button's tooltip: what it does, or in one line why it cannot now."""
    blocked = controller.undo_blocked()  # one of ``session.takeback.BLOCKED`` (views sit below the session)
    if not blocked:
        return translate(
            "PracticeTools", "Take back your last move, and the bots' moves after it ({key})."
        ).format(key=undo_key())
    reasons = {
        "off": translate("PracticeTools", "Taking back moves is turned off in Settings."),
        "over": translate("PracticeTools", "The game is over."),
        "nothing": translate("PracticeTools", "Nothing to take back yet."),
        "hot_seat": translate(
            "PracticeTools",
            "Hot-seat game: cards were revealed since; turn on Practice take back in Settings.",
        ),
        "other_player": translate("PracticeTools", "Another player has moved since your last move."),
    }
    return reasons.get(blocked, reasons["nothing"])


BLOCKED_WORDS = ("off", "over", "nothing", "hot_seat", "other_player")  # what ``takeback_tip`` words


def hint_tip() -> str:
    return translate("PracticeTools", "Ask the hard bot what it would play here, and why ({key}).").format(
        key=HINT_KEY
    )


class PracticeTools(QObject):
    """The Hint and Take back of one table; ``words`` writes a hint's line, ``mark`` marks its move on the
    table (False: the move has no piece there) and ``unmark`` takes the mark away."""

    def __init__(
        self,
        table: GameView,
        words: Callable[[HintAnswer], str],
        mark: Callable[[str], bool],
        unmark: Callable[[], None],
    ) -> None:
        super().__init__(table)
        self.table = table
        self.controller = controller = table.controller
        self.words, self.mark, self.unmark = words, mark, unmark
        self.hint_button = QPushButton(table)
        self.hint_button.setObjectName("hintButton")
        self.takeback_button = QPushButton(table)
        self.takeback_button.setObjectName("takebackButton")
        self.line = QLabel(table)
        self.line.setObjectName("hintLine")
        self.line.setProperty("role", "accent")
        self.line.setWordWrap(True)
        self.line.hide()
        self.answer: HintAnswer | None = None
        self.service = AdviceService(self, gate=controller.render_gate.gate)
        self.service.ready.connect(self._ready)
        self.service.failed.connect(self._failed)
        self.shortcut = QShortcut(QKeySequence(HINT_KEY), table)
        self.shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.shortcut.activated.connect(self.ask_hint)
        self.hint_button.clicked.connect(self.ask_hint)
        self.takeback_button.clicked.connect(self.take_back)
        table.moveRequested.connect(self.forget)  # the player acts: the hint is gone
        controller.gameStarted.connect(self.forget)
        controller.stateChanged.connect(self._moved)
        for signal in (controller.turnChanged, controller.gameStarted, controller.stateChanged):
            signal.connect(self.update_buttons)
        self._decision = self._current_decision()
        self.retranslate()

    # --- what shows ----------------------------------------------------------------------------------
    def playing(self) -> bool:
        c = self.controller
        return c.practice and bool(c.humans()) and c.state is not None and not c.state.is_terminal()

    def viewer_acts(self) -> bool:
        c = self.controller
        return c.viewer is not None and c.viewer in c.acting_humans()

    def update_buttons(self) -> None:
        playing = self.playing()
        self.hint_button.setVisible(playing)
        self.hint_button.setEnabled(self.viewer_acts() and not self.service.busy)
        self.takeback_button.setVisible(playing)
        self.takeback_button.setEnabled(self.controller.can_undo())
        self.takeback_button.setToolTip(takeback_tip(self.controller))
        self.shortcut.setEnabled(playing)

    def retranslate(self) -> None:
        self.hint_button.setText(translate("PracticeTools", "Hint"))
        self.hint_button.setToolTip(hint_tip())
        self.takeback_button.setText(translate("PracticeTools", "Take back"))
        if self.answer is not None:
            self._show(self.words(self.answer))
        self.update_buttons()

    def _show(self, text: str) -> None:
        self.line.setText(text)
        self.line.setVisible(bool(text))

    # --- the hint ------------------------------------------------------------------------------------
    def ask_hint(self) -> None:
        c = self.controller
        if c.state is None or c.viewer is None or not self.viewer_acts() or not self.playing():
            return
        self.forget()
        self._decision = self._current_decision()
        self.service.ask(c.state.view(c.viewer), c.viewer)
        self._show(translate("PracticeTools", "The hard bot is thinking about your move…"))
        self.update_buttons()

    def _ready(self, answer: HintAnswer) -> None:
        if self._current_decision() != self._decision:  # the position moved on meanwhile: not this one
            return
        self.answer = answer
        self.mark(answer.move)
        self._show(self.words(answer))
        self.update_buttons()

    def _failed(self, detail: str) -> None:
        self._show(translate("PracticeTools", "No hint available ({error}).").format(error=detail))
        self.update_buttons()

    def forget(self) -> None:
        """Cancel a search in flight and take the hint away (the player acted, or the position changed)."""
        self.service.cancel()
        if self.answer is not None:
            self.unmark()
        self.answer = None
        self._show("")
        self.update_buttons()

    def _current_decision(self) -> tuple[int, int] | None:
        """The viewer's decision now: how many moves the viewer has made (the other seats' picks made
        meanwhile, in 7 Wonders, leave it as it is), or None when the viewer has nothing to decide."""
        c = self.controller
        if c.state is None or c.viewer is None or not self.viewer_acts():
            return None
        return sum(1 for seat, _move in c.state.history if seat == c.viewer), c.viewer

    def _moved(self) -> None:
        if self._current_decision() != self._decision and (self.service.busy or self.answer is not None):
            self.forget()

    # --- take back -----------------------------------------------------------------------------------
    def take_back(self) -> None:
        self.forget()
        self.controller.undo()
