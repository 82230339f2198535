"""The Duel table: the opponent's city on top, the board and the age structure in the middle with the
chosen card's actions beside them, the viewer's city below; decisions, the ending and the replay take
the structure's place. Practice tools (a hint from the hard bot, taking back a move) sit on the top line.

The table decides nothing: it draws a ``TableModel`` (engine view + legal moves + engine queries) and
plays one of the viewer's legal moves through ``request_move``.

Keys (one focus model, ``views.keys``): the arrow keys select the next or previous accessible card
whatever widget was clicked last (a decision's options while one is asked); Enter goes to the selected
card's actions and Enter again presses the focused one; B builds the selected card, S discards it for
coins, W builds a Wonder with it (the Wonder's button takes the focus when several can be built). A hint
selects and focuses the card it points at.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.ui.views.base import TableModels
from wonders_desktop.ui.views.duel import accessible, headline, texts
from wonders_desktop.ui.views.duel.flights import DuelFlights
from wonders_desktop.ui.views.duel.frame import DuelFrame, fit_pages
from wonders_desktop.ui.views.duel.hint import Hint, duel_advice
from wonders_desktop.ui.views.duel.keyboard import DECISION_PAGE, ENDING_PAGE, STRUCTURE_PAGE, DuelKeyboard
from wonders_desktop.ui.views.duel.model import SlotModel, TableModel, build_model
from wonders_desktop.ui.views.hinting import AdviceService
from wonders_desktop.ui.views.keys import ArrowKeys
from wonders_desktop.ui.views.practice import HINT_KEY, takeback_tip
from wonders_desktop.ui.views.replay import Replay

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController, LogEntry

translate = QCoreApplication.translate


class DuelTable(DuelFrame):
    def __init__(
        self, controller: GameController, models: TableModels, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, models, parent)
        self.setObjectName("duelTable")
        accessible.install()  # screen readers hear the painted cards, Wonders and tokens
        self.model: TableModel | None = None
        self.replay: Replay | None = None
        self._flips: list[int] = []
        self._hint_text = ""
        self.sheet_folded = False  # the ending's score sheet folded away to browse the final table
        self.hints = AdviceService(self, gate=controller.render_gate.gate, search=duel_advice)
        self.hints.ready.connect(self._hint_ready)
        self.hints.failed.connect(self._hint_failed)
        self._build()
        self._connect()
        self.flights = DuelFlights(self)  # cards, pawn and coins moving over the table
        self.keyboard = DuelKeyboard(self)
        self.keys = ArrowKeys(self, self.keyboard.step, self.keyboard.focus_home)
        self.hint_key = QShortcut(QKeySequence(HINT_KEY), self, self.ask_hint)  # H, as on every table
        self.hint_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        models.moves.modelReset.connect(self.schedule_refresh)
        # A bound method, not a lambda: Qt drops the connection when this table is deleted (a lambda
        # outlived the table and raised "Internal C++ object (DuelTable) already deleted").
        controller.botThinking.connect(self._on_bot_thinking)

    # --- building ----------------------------------------------------------------------------------
    def _connect(self) -> None:
        self.hint_button.clicked.connect(self.ask_hint)
        self.takeback_button.clicked.connect(self.take_back)
        self.replay_bar.moved.connect(self._replay_step)
        self.replay_bar.closed.connect(self.leave_replay)
        self.sheet_button.clicked.connect(self.unfold_sheet)
        self.board.tokenChosen.connect(self._choose_token)
        self.structure.chosen.connect(self._slot_chosen)
        self.structure.stepped.connect(self._slot_stepped)
        self.ending.replayRequested.connect(self.start_replay)
        self.ending.actions.closed.connect(self.fold_sheet)
        self.ending.actions.relay(self)  # Rematch, New game…, Analyse…: the shell's actions
        self.mine.wonders.wonderChosen.connect(self._wonder_chosen)
        self.opponent.cards.cardChosen.connect(self._card_chosen)

    # --- what is shown -----------------------------------------------------------------------------
    def viewer(self) -> int:
        return self.controller.viewer if self.controller.viewer is not None else 0

    def name(self, seat: int) -> str:
        return self.controller.seat_title(seat)

    def current_model(self) -> TableModel | None:
        if self.replay is not None:
            state = self.replay.state
            outcome = state.outcome() if state.is_terminal() else None
            assert isinstance(state, DuelState)
            return build_model(state, self.viewer(), [], self.replay.events, outcome)
        view = self.controller.view_state()
        if not isinstance(view, DuelState):
            return None
        moves = [self.models.moves.move_at(row) for row in range(self.models.moves.rowCount())]
        outcome = self.controller.outcome_or_none() if view.is_terminal() else None
        return build_model(view, self.viewer(), moves, self._recent_events(), outcome)

    def _recent_events(self) -> list[Event]:
        log = self.controller.log
        state = self.controller.state
        if state is None or not state.history:
            return []
        last = len(state.history) - 1
        return [entry.event for entry in log if entry.event is not None and entry.move == last]

    def _on_bot_thinking(self, _seat: int, _thinking: bool) -> None:
        self.schedule_refresh()

    def refresh(self) -> None:
        self._refresh_pending = False
        model = self.current_model()
        if model is None:
            return
        self.model = model
        self.flights.landed(model)
        self.structure.animation_ms = self.animation_ms
        self.structure.set_model(model)
        for slot in self._flips:
            self.structure.flip(slot)
        self._flips = []
        self.board.set_model(model, (self.name(1 - model.viewer), self.name(model.viewer)))
        self._show_cities(model)
        self._show_page(model)
        self._show_status(model)
        self.detail.show_slot(self.selected_slot(model), model)
        starting = self.start_bar.isVisibleTo(self)
        self.detail.setVisible(model.phase != "draft" and model.outcome is None and not starting)
        self._update_buttons(model)

    def selected_slot(self, model: TableModel) -> SlotModel | None:
        return model.slot(self.structure.selected) if self.structure.selected is not None else None

    def _show_cities(self, model: TableModel) -> None:
        viewer, other = model.viewer, 1 - model.viewer
        selected = self.selected_slot(model)
        active = {wonder for wonder, _ in selected.wonders} if selected is not None else set()
        targets = set()
        if model.decision == "destroy":
            targets = {c.ident for c in model.choices if c.kind == "card"}
        mine, theirs = model.cities[viewer], model.cities[other]
        drafting = model.phase == "draft"
        live = model.outcome is None and not drafting
        badge = self._badge(model, viewer)
        self.mine.show_city(mine, self.name(viewer), badge, True, active, set(), live, drafting)
        badge = self._badge(model, other)
        self.opponent.show_city(theirs, self.name(other), badge, False, set(), targets, live, drafting)

    def _badge(self, model: TableModel, seat: int) -> str:
        return headline.badge(model, seat, self.controller.shows_thinking(seat))

    def _show_page(self, model: TableModel) -> None:
        """The ending, a decision (the viewer's options, or the Wonders the opponent drafts from), or the
        structure — with the choice of who begins the next age beside the new structure."""
        waiting = texts.waiting_text(model.decision, self.name(model.current or 0))
        starting = model.decision == "start" and self.replay is None
        if starting:
            self.start_bar.show_decision(model, self.name, waiting)
        self.start_bar.setVisible(starting)
        if model.outcome is not None and self.replay is None and not self.sheet_folded:
            self.ending.show_outcome(model.outcome, model, self.name)
            if self.pages.currentIndex() != ENDING_PAGE:
                self.pages.setCurrentIndex(ENDING_PAGE)
                self.ending.actions.rematch_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif model.phase == "draft" or (model.choices and not starting):
            self.decision.show_decision(model, self.name, waiting)
            self.pages.setCurrentIndex(DECISION_PAGE)
        else:
            self.pages.setCurrentIndex(STRUCTURE_PAGE)
        if self.pages.currentIndex() != DECISION_PAGE:
            self.decision.clear()  # its large options would keep the table from shrinking
        fit_pages(self.pages)

    def _show_status(self, model: TableModel) -> None:
        self.status.setText(headline.status(model, self.name, self.replay is not None))
        state = self.controller.state
        self.announce.setText(headline.announcement(model, self.name, state, self.replay, self._hint_text))

    def _update_buttons(self, model: TableModel) -> None:
        # Practice tools are for a player: a game of bots alone (watched) shows neither.
        playing = self.replay is None and model.outcome is None and bool(self.controller.humans())
        playing = playing and self.controller.practice  # not in the replay window
        self.hint_button.setVisible(playing)
        self.hint_button.setEnabled(model.viewer_acts and not self.hints.busy)
        self.takeback_button.setVisible(playing)
        self.takeback_button.setEnabled(self.controller.can_undo())
        self.takeback_button.setToolTip(takeback_tip(self.controller))  # what it does, or why it cannot
        self.sheet_button.setVisible(self.replay is None and model.outcome is not None and self.sheet_folded)

    # --- log: flips ----------------------------------------------------------------------------------
    def on_log(self, entries: Sequence[LogEntry]) -> None:
        self.flights.play([entry.event for entry in entries if entry.event is not None], self.model)
        for entry in entries:
            event = entry.event
            if event is None:
                continue
            if event.kind == "card_revealed" and isinstance(event.data.get("slot"), int):
                self._flips.append(int(event.data["slot"]))
            elif event.kind in ("age_started", "game_ended"):
                self.structure.selected = None
                self.structure.hinted = None
                self.sheet_folded = False  # a game that ends (again, after a take-back) shows its sheet
        if self.hints.busy or self._hint_text:
            self.hints.cancel()
            self._hint_text = ""
            self.structure.hinted = None

    def shows_final_sheet(self) -> bool:
        return True  # the ending screen holds the scoring pad

    def animations_running(self) -> bool:
        flips = self.structure.animations_running() or bool(self._flips and self.animation_ms > 0)
        return flips or self.flights.running()

    # --- choosing ----------------------------------------------------------------------------------
    def _slot_chosen(self, slot: int) -> None:
        if self.model is None:
            return
        found = self.model.slot(slot)
        self.detail.show_slot(found, self.model)
        self._show_cities(self.model)
        button = self.detail.first_button()
        if button is not None and self.structure.hasFocus():
            button.setFocus(Qt.FocusReason.TabFocusReason)

    def _slot_stepped(self, slot: int) -> None:
        """An arrow key selected ``slot``: its details and actions, the focus stays on the structure."""
        if self.model is not None:
            self.detail.show_slot(self.model.slot(slot), self.model)
            self._show_cities(self.model)

    # --- keyboard (views/duel/keyboard.py) ----------------------------------------------------------
    def focus_choice(self) -> bool:
        return self.replay is None and self.keyboard.focus_choice()

    def choice_areas(self) -> list[QWidget]:
        return [self.pages, self.detail, self.start_bar, self.mine.wonders]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button; B, S, W play the selected card; Esc folds the score sheet
        away. Keys no child took."""
        if event.key() == Qt.Key.Key_Escape and self.pages.currentIndex() == ENDING_PAGE:
            self.fold_sheet()
        elif not self.keyboard.key_pressed(event):
            super().keyPressEvent(event)

    def _wonder_chosen(self, wonder: str) -> None:
        """A click on a highlighted Wonder of the viewer: build it with the chosen card."""
        if self.model is None or self.structure.selected is None:
            return
        found = self.model.slot(self.structure.selected)
        for ident, move in found.wonders if found is not None else ():
            if ident == wonder:
                self.request_move(move)
                return

    def _choose_token(self, token: str) -> None:
        self._choose_matching("progress_token", token)

    def _card_chosen(self, card: str) -> None:
        self._choose_matching("card", card)

    def _choose_matching(self, kind: str, ident: str) -> None:
        if self.model is None:
            return
        for choice in self.model.choices:
            if choice.kind == kind and choice.ident == ident:
                self.request_move(choice.move)
                return

    def request_move(self, move: Move) -> None:
        if self.replay is not None:
            return
        self.structure.selected = None
        self.hints.cancel()
        self._hint_text = ""
        self.structure.hinted = None
        super().request_move(move)

    def mark_advice(self, move: str) -> bool:
        return self.structure.mark_move(move)

    # --- practice: hints and takebacks --------------------------------------------------------------
    def ask_hint(self) -> None:
        state = self.controller.state
        viewer = self.controller.viewer
        if state is None or viewer is None or viewer not in self.controller.acting_humans():
            return
        if self.replay is not None or not self.controller.practice:
            return
        self.hints.ask(state.view(viewer), viewer)
        self._hint_text = translate("DuelTable", "The hard bot is thinking about your move…")
        self.schedule_refresh()

    def _hint_ready(self, hint: Hint) -> None:
        """Show the hint; the card (or the decision's option) it suggests is selected and focused, so
        Enter or a letter acts on the very card the hint marks."""
        self._hint_text = headline.hint_text(hint)
        on_structure = self.pages.currentIndex() == STRUCTURE_PAGE
        found = self.structure.slot_of_move(hint.move) if on_structure else None
        if found is not None and found.offer.accessible:
            self.structure.hinted = found.slot
            self.structure.select(found.slot)
            self.structure.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.keyboard.mark_option(hint.move)
        self.schedule_refresh()

    def _hint_failed(self, detail: str) -> None:
        self._hint_text = translate("DuelTable", "No hint available ({error}).").format(error=detail)
        self.schedule_refresh()

    def take_back(self) -> None:
        self.hints.cancel()
        self._hint_text = ""
        self.controller.undo()

    def fold_sheet(self) -> None:
        """Fold the ending's score sheet away: the final structure and cities to browse; a button in the
        top bar shows it again. (Bound methods, not lambdas: Qt drops them with the table.)"""
        self._fold(True)
        self.sheet_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def unfold_sheet(self) -> None:
        self._fold(False)

    def _fold(self, folded: bool) -> None:
        """Folded, the final cities take the room the (spent) structure had: their cards spread out."""
        self.sheet_folded = folded
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        for index, (playing, browsing) in enumerate(((1, 2), (3, 2), (1, 2)), start=1):
            layout.setStretch(index, browsing if folded else playing)
        self.refresh()

    # --- replay --------------------------------------------------------------------------------------
    def start_replay(self, position: int = 0) -> None:
        state = self.controller.state
        if state is None:
            return
        self.replay = Replay(GameRecord.of(state))
        self.replay.go(position)
        self.replay_bar.show()
        self.replay_bar.show_position(self.replay.position, self.replay.length)
        self.structure.selected = None
        self.refresh()

    def _replay_step(self, step: int) -> None:
        if self.replay is None:
            return
        targets = {0: 0, -1: self.replay.position - 1, 1: self.replay.position + 1, 2: self.replay.length}
        self.replay.go(targets[step])
        for event in self.replay.events:
            if event.kind == "card_revealed" and isinstance(event.data.get("slot"), int):
                self._flips.append(int(event.data["slot"]))
        self.replay_bar.show_position(self.replay.position, self.replay.length)
        self.refresh()

    def leave_replay(self) -> None:
        self.replay = None
        self.replay_bar.hide()
        self.refresh()

    # --- language ------------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.retranslate_buttons()
        self.decision._key = ()
        self.refresh()
