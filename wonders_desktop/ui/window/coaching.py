"""The window's side of the coach: the player's moves go through it, its note floats over the table.

``Coaching.submit`` takes the move the player chose (after the confirmation, when the player wants one)
and hands it to the coach (``session/coach.py``), which plays it or holds it while it is rated. This
module words the note (the mark, the loss in win chance, the hard bot's move) and answers its buttons:
*Play anyway* plays the held move, *Show me* lets it go and marks the better move on the table with the
analysis' own marking (``GameView.mark_advice``: the replay's), Esc lets it go. The mark is wiped (the
game's ``advice.clear`` hook, ``views/game_ui.py``) when the player chooses again.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.ui.language.i18n import game_of
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.language.numbers import percent
from wonders_desktop.ui.savegames.analysis_chart import MARK_COLOURS, mark_text
from wonders_desktop.ui.session.coach import Coach, CoachWarning
from wonders_desktop.ui.views.coach_note import CoachNote
from wonders_desktop.ui.views.game_ui import game_ui
from wonders_desktop.ui.window.window_layout import GAME_PAGE

if TYPE_CHECKING:
    from wonders_desktop.ui.window.main_window import MainWindow

translate = QCoreApplication.translate
STATUS_MS = 8000


class Coaching(QObject):
    """The coach of the window's controller and its note over the table."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.coach = Coach(window.controller, lambda: window.prefs.coach, self)
        self.note = CoachNote(window.view_holder)
        self.marked = False  # Show me marked a move on the table: wiped at the next move
        self.coach.checking.connect(self._checking)
        self.coach.warned.connect(self._warned)
        self.coach.cleared.connect(self.note.dismiss)
        self.note.playRequested.connect(self.coach.play_anyway)
        self.note.showRequested.connect(self.show_me)
        self.note.againRequested.connect(self.coach.cancel)
        self.note.retranslated.connect(self._reword)
        window.stack.currentChanged.connect(self._page_changed)

    def submit(self, seat: int, move: Move) -> None:
        """The player's move: the table's marks from an earlier *Show me* go, the coach decides the rest."""
        view = self.window.view
        state = self.window.controller.state
        if self.marked and view is not None and state is not None:
            game_ui(state.kind).clear_advice(view)
        self.marked = False
        self.coach.submit(seat, move)

    def show_me(self) -> None:
        """Let the held move go and mark the hard bot's move on the table; the player chooses again."""
        warning = self.coach.warning
        self.coach.cancel()
        if warning is None:
            return
        best = self._move_words(warning.rating.best)
        view = self.window.view
        self.marked = view is not None and view.mark_advice(warning.rating.best)
        if self.marked:
            text = translate("Coach", "Marked on the table: {move}. Choose your move.").format(move=best)
        else:
            text = translate("Coach", "The hard bot prefers: {move}. Choose your move.").format(move=best)
        self.window.statusBar().showMessage(text, STATUS_MS)
        if view is not None:
            view.return_focus()

    def _page_changed(self, page: int) -> None:
        """Away from the table (the start page, saved games): a held move is let go, never played unseen."""
        if page != GAME_PAGE:
            self.coach.cancel()

    # --- the note's words ----------------------------------------------------------------------------
    def _checking(self, move: Move) -> None:
        text = translate("Coach", "The coach is looking at your move: {move}…")
        self.note.show_checking(text.format(move=self._move_words(move.to_str())))

    def _reword(self) -> None:
        """The language changed while the note shows: the same note in the new words."""
        warning, held = self.coach.warning, self.coach.held
        if warning is not None:
            self._warned(warning)
        elif held is not None:
            self._checking(held)

    def _warned(self, warning: CoachWarning) -> None:
        self.note.show_warning(self.warning_html(warning))

    def warning_html(self, warning: CoachWarning) -> str:
        """``<b>Blunder</b>: this gives up 14 % of your chance to win; the hard bot prefers …``."""
        rating = warning.rating
        colour = MARK_COLOURS.get(rating.mark, "")
        mark = f"<b style='color:{colour}'>{mark_text(rating.mark)}</b>"
        line = translate(
            "Coach", "{mark}: {move} gives up {loss} of your chance to win; the hard bot prefers: {best}."
        )
        text = line.format(
            mark=mark,
            move=self._move_words(rating.played),
            loss=percent(rating.loss).replace(" ", "\u00a0"),  # never a lone % on a new line
            best=self._move_words(rating.best),
        )
        again = translate("Coach", "Esc: choose another move.")
        return f"{text}<br><small>{escape(again)}</small>"

    def _move_words(self, text: str) -> str:
        return escape(describe_move(text, *game_of(self.window.controller.state)).text)
