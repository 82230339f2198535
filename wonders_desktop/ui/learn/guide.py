"""The guide: walks a script's steps against the game in play, listening to the controller's signals.

It shows each step's bubble beside the part of the table the step names (the game's ``learn.locate``
hook finds it), refuses any move but the one a step asks for (``refuses``, asked by the window before a
move is played: nothing is played, the bubble says why in one line), lets the player play freely
through a free step, shows a comment when its event is logged, and reads the score sheet at the end.
Each step reached is remembered (``LearnProgress``), so a guided game left at any step resumes there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QTimer, Signal
from PySide6.QtWidgets import QScrollArea, QWidget

from wonders_desktop.ui.learn.overlay import GuideOverlay
from wonders_desktop.ui.learn.progress import LearnProgress
from wonders_desktop.ui.learn.script import CONTEXT, Script, Step

if TYPE_CHECKING:
    from wonders_desktop.engine.core.protocol import Move
    from wonders_desktop.ui.session.controller import GameController, LogEntry

translate = QCoreApplication.translate
PLAYER = 0  # the guided player's seat
GAME_ENDED = "game_ended"  # the event every game logs at its end
FOLLOW_MS = 250  # how often the hole follows the table (cards slide, panels scroll)


def step_text(script: Script, step: Step) -> str:
    """A step's bubble in the language in use, its names filled in."""
    return translate(CONTEXT, step.text).format(**script.text_args(), **dict(step.values))


def shown_part(widget: QWidget, rect: QRect, window: QWidget) -> QRect | None:
    """``rect`` of ``widget`` in ``window``'s coordinates, cut to what its parents show; None when
    nothing of it shows (a hidden widget, a card scrolled out of its panel)."""
    if not widget.isVisible() or not window.isAncestorOf(widget):
        return None
    shown = QRect(widget.mapTo(window, rect.topLeft()), rect.size())
    parent: QWidget | None = widget
    while parent is not None and parent is not window:
        shown = shown.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return shown if not shown.isEmpty() else None


def scroll_into_view(widget: QWidget, rect: QRect) -> None:
    """Scroll every scroll area around ``widget`` so that ``rect`` (in its coordinates) shows: above
    100 % text and card size the table sits in one, and a step's part may be out of sight."""
    parent = widget.parentWidget()
    while parent is not None:
        content = parent.widget() if isinstance(parent, QScrollArea) else None
        if isinstance(parent, QScrollArea) and content is not None and (
            content is widget or content.isAncestorOf(widget)
        ):
            centre = widget.mapTo(content, rect.center())
            parent.ensureVisible(centre.x(), centre.y(), rect.width() // 2 + 8, rect.height() // 2 + 8)
        parent = parent.parentWidget()


class Guide(QObject):
    """Runs ``script`` on ``controller``'s game, drawn over ``window``; ``locate`` finds a role's widget and
    rectangle (in that widget's coordinates) on the table or the window, or None; ``keep`` gives the
    parts the bubble should never hide (a city's name and coins line), in the same form."""

    finished = Signal()  # the last step was read: the guided game is done
    left = Signal()  # the player left the guide (it resumes at the same step)

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        locate: Callable[[str], tuple[QWidget, QRect] | None],
        script: Script,
        progress: LearnProgress,
        start: int = 0,
        keep: Callable[[], Sequence[tuple[QWidget, QRect]]] | None = None,
    ) -> None:
        super().__init__(window)
        self.controller = controller
        self.script = script
        self.progress = progress
        self.locate = locate
        self.keep = keep
        self.steps: list[Step] = list(script.steps)
        self.index = min(max(0, start), len(self.steps) - 1)
        self.active = True
        self.comment_shown = False  # an ``on`` step whose event came
        self.aside: Step | None = None  # a word in free play on something new (``script.asides``)
        # The asides already said, in this sitting or before the guided game was left (``LearnProgress``).
        known = {aside.on for aside in script.asides}
        self.said: set[str] = set(progress.said(script.kind) & known)
        self.overlay = GuideOverlay(window, self.kept)
        self.overlay.nextRequested.connect(self.next)
        self.overlay.leaveRequested.connect(self.leave)
        self.follow = QTimer(self)
        self.follow.setInterval(FOLLOW_MS)
        self.follow.timeout.connect(self._follow)
        self._seen = len(controller.state.history) if controller.state is not None else 0
        controller.stateChanged.connect(self._on_state)
        controller.logAppended.connect(self._on_log)
        controller.gameOver.connect(self._on_game_over)
        controller.gameStarted.connect(self._on_game_started)
        self._game_id = controller.game_id
        if controller.state is not None and controller.state.is_terminal():
            self._on_game_over()
        self.show()

    # --- the step in play ----------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def waiting_unseen(self) -> bool:
        """A comment whose event has not come yet: nothing shows, the player plays on."""
        return bool(self.step.on) and not self.comment_shown

    def show(self) -> None:
        if not self.active:
            return
        # The coach speaks in free play only: a step that asks for one move (a discard, say) is a lesson.
        self.controller.coach_enabled = not self.step.awaits_move
        if self.waiting_unseen():
            self.overlay.hide()
            self.follow.stop()
            return
        step = self.shown_step
        last = self.index == len(self.steps) - 1
        if step.awaits_move:
            next_text = None
        elif step.free:
            next_text = translate("Learn", "Play")
        else:
            next_text = translate("Learn", "Finish") if last else translate("Learn", "Next")
        total = self.script.step_count  # the score sheet's rows are its last step: M never grows
        counter = translate("Learn", "Step {n} of {total}").format(n=min(self.index + 1, total), total=total)
        self.overlay.bubble.show_words(
            step_text(self.script, step), counter, next_text, translate("Learn", "Leave")
        )
        found = self.locate(step.role) if step.role else None
        if found is not None and found[0].isVisible():
            scroll_into_view(*found)
        self.overlay.show(self.hole(), dim=not step.free)
        self.follow.start()

    def hole(self) -> QRect | None:
        """The step's part of the table in the window's coordinates, as far as it is on show (clipped by
        the scroll areas around it), or None (no role, not found, hidden or scrolled away)."""
        role = self.shown_step.role
        found = self.locate(role) if role else None
        if found is None:
            return None
        return shown_part(*found, self.overlay.window)

    def kept(self) -> list[QRect]:
        """The parts the bubble should not hide, in the window's coordinates, as far as they show."""
        window = self.overlay.window
        parts = [shown_part(*found, window) for found in (self.keep() if self.keep is not None else ())]
        return [part for part in parts if part is not None]

    @property
    def shown_step(self) -> Step:
        """The step the bubble shows: an aside while free play comments on something new, else the step."""
        return self.aside or self.step

    def region(self, role: str) -> tuple[QWidget, QRect] | None:
        """The widget and rectangle (in its coordinates) the table gives for ``role``, when on show."""
        found = self.locate(role) if role else None
        if found is None or shown_part(*found, self.overlay.window) is None:
            return None
        return found

    def _follow(self) -> None:
        if self.active and self.overlay.visible():
            self.overlay.place(self.hole())

    def _advance(self) -> None:
        self.comment_shown = False
        if self.index >= len(self.steps) - 1:
            self._finish()
            return
        self.index += 1
        self.progress.set_step(self.script.kind, self.index)
        self.show()

    def next(self) -> None:
        """Next (or Enter): a reading step is done; a free step's bubble goes away while the player plays."""
        if not self.active or self.step.awaits_move:
            return
        if self.step.free:
            self.aside = None
            self.overlay.hide()
            self.follow.stop()
            return
        self._advance()

    # --- the moves -----------------------------------------------------------------------------------
    def refuses(self, move: Move) -> bool:
        """True when the step does not allow ``move`` (the bubble then says why); asked before playing.

        A move step takes only its move; a reading step asks to read it first; free play and a comment
        still unseen take anything. The step after an accepted move shows at once."""
        if not self.active or self.step.free or self.waiting_unseen():
            return False
        if not self.step.awaits_move:
            self.overlay.bubble.show_wrong(translate("Learn", "Read this first, then click Next."))
            self.overlay.place(self.hole())
            return True
        if self.step.matches(move.to_str()):
            return False  # the step ends when the move is played (``_on_state``)
        self.overlay.bubble.show_wrong(step_text(self.script, Step(self.step.wrong, values=self.step.values)))
        self.overlay.place(self.hole())
        return True

    # --- the game's news -----------------------------------------------------------------------------
    def _on_state(self) -> None:
        """A move was played: the player's awaited move ends its step."""
        state = self.controller.state
        if not self.active or state is None:
            return
        history = state.history
        for seat, text in history[self._seen :]:
            if seat == PLAYER and self.step.awaits_move and self.step.matches(text):
                self._advance()
        self._seen = len(history)

    def _on_log(self, count: int) -> None:
        if not self.active:
            return
        entries: Sequence[LogEntry] = self.controller.log[len(self.controller.log) - count :]
        for entry in entries:
            kind = entry.event.kind if entry.event is not None else ""
            key = self.script.key_of(entry.event)
            if kind == GAME_ENDED:
                self._skip_to_the_end()
            if self.step.free and kind == self.step.until:
                self.aside = None
                self._advance()  # the same event may be the next comment's (below)
            elif self.step.free and key and key not in self.said:
                self._aside(key)
            if self.step.on and not self.comment_shown and kind == self.step.on:
                self.comment_shown = True
                self.show()

    def _aside(self, key: str) -> None:
        """In free play, the first event of a key the script comments on: its word, once (remembered, so
        a guided game left and resumed does not say it again)."""
        aside = next((step for step in self.script.asides if step.on == key), None)
        if aside is not None:
            self.said.add(key)
            self.progress.set_said(self.script.kind, self.said)
            self.aside = aside
            self.show()

    def _skip_to_the_end(self) -> None:
        """The game ended before the steps that wait for the Ages still to come (a supremacy in Duel): on
        to the step that waits for the end."""
        later = [
            i
            for i in range(self.index, len(self.steps))
            if GAME_ENDED in (self.steps[i].on, self.steps[i].until)
        ]
        if later and later[0] > self.index:
            self.index = later[0]
            self.comment_shown = False
            self.progress.set_step(self.script.kind, self.index)

    def _on_game_over(self) -> None:
        """The score sheet, read line by line, after the steps still waiting for the end."""
        if self.script.final_steps is None or self.controller.state is None:
            return
        if any(step.role.startswith("score:") for step in self.steps):
            return  # already added (a resumed game)
        self.steps.extend(self.script.final_steps(self.controller.state))

    def _on_game_started(self) -> None:
        """Another game replaced the guided one (a new game, a load): the guide steps aside."""
        if self.controller.game_id != self._game_id:
            self.leave()

    # --- ending ----------------------------------------------------------------------------------------
    def _finish(self) -> None:
        self.progress.finish(self.script.kind)
        self.stop()
        self.finished.emit()

    def leave(self) -> None:
        """Leave the guide at this step (Leave or Esc): the guided game resumes here."""
        if not self.active:
            return
        self.progress.set_step(self.script.kind, self.index)
        self.stop()
        self.left.emit()

    def stop(self) -> None:
        self.active = False
        self.controller.coach_enabled = False  # back to the player's own setting
        self.follow.stop()
        self.overlay.hide()
        for signal, slot in (
            (self.controller.stateChanged, self._on_state),
            (self.controller.logAppended, self._on_log),
            (self.controller.gameOver, self._on_game_over),
            (self.controller.gameStarted, self._on_game_started),
        ):
            signal.disconnect(slot)
