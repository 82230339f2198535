"""The 7 Wonders table: your city in the middle, your neighbours at your sides, the other cities across
the table, your hand and its actions at the bottom.

It renders the viewer's view (``controller.view_state()``) and offers exactly the viewer's legal moves
(``models.moves``); every price and reason comes from ``engine/classic/queries.py`` through
``model.build_table``. Keys: ←/→ (↑/↓) choose a card whatever widget was clicked last (``views.keys``),
Enter goes to its actions (Enter again plays the focused one), B build, W wonder stage, S discard for
3 coins, F build for free (Olympia), P pass (Halikarnassos); Tab walks the buttons and the cities.

The sizes it cannot leave to Qt's layouts (the hand's cards, the panels' width, the reveal's columns)
come from ``layout``, its words from ``texts``, the special decisions' buttons from ``decisions``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QPushButton, QWidget

from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.ui.art.painter import CardSize
from wonders_desktop.ui.platform import zoom
from wonders_desktop.ui.platform.screen_fit import fit_to_screen
from wonders_desktop.ui.views.base import TableModels
from wonders_desktop.ui.views.classic import accessible, advice, faces, hint, layout, model, present, texts
from wonders_desktop.ui.views.classic.city import CitySummary
from wonders_desktop.ui.views.classic.flights import ClassicFlights
from wonders_desktop.ui.views.classic.frame import CityDialog, ClassicFrame, settle
from wonders_desktop.ui.views.classic.motion import TurnMotion
from wonders_desktop.ui.views.keys import ArrowKeys

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController, LogEntry

CARD_MODES = (model.PICK, model.FREE_CITY_PICK, model.LAST, model.DISCARD)  # modes that play a card
KEYS = {Qt.Key.Key_B: "build", Qt.Key.Key_W: "stage", Qt.Key.Key_S: "sell", Qt.Key.Key_F: "free"}


class ClassicTable(ClassicFrame):
    """The drawn table of 7 Wonders (1st edition, Free City; built for the 2nd edition, Cities, teams)."""

    def __init__(
        self, controller: GameController, models: TableModels, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, models, parent)
        self.setObjectName("classicTable")
        accessible.install()  # screen readers hear the painted Wonder stages
        self.table: model.TableState | None = None
        self._ctx: present.Context | None = None
        self.motion = TurnMotion()
        self.flights = ClassicFlights(self)  # cards flying to the cities, counts (over the table)
        self.dialog: CityDialog | None = None
        self.keys = ArrowKeys(self, self._step_card, self._focus_hand)
        self._connect()
        self.practice = hint.install(self)  # Hint and Take back (issue 38)
        self.schedule_refresh()

    def _connect(self) -> None:
        for panel in (self.left_panel, self.right_panel):
            panel.expandRequested.connect(self.expand_city)
        self.hand.selected.connect(self._on_selected)
        self.hand.activated.connect(self._focus_primary)
        self.actions.play.connect(self._play)
        self.special.moveChosen.connect(self._play)
        self.special.passRequested.connect(self._pass)
        self.special.discardBuildRequested.connect(self._build_from_discard)
        self.models.moves.modelReset.connect(self.schedule_refresh)
        self.models.seats.modelReset.connect(self.schedule_refresh)
        self.models.seats.dataChanged.connect(self.schedule_refresh)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """B, W, S, F play the chosen card's action; P passes (Halikarnassos). Keys no child took."""
        focused = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(focused, QPushButton):
            focused.click()  # Enter presses the focused action, as Space does
            event.accept()
            return
        action = KEYS.get(Qt.Key(event.key()))
        plain = event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier)
        if plain and action is not None and self.actions.isVisible() and self.actions.trigger(action):
            event.accept()
            return
        passing = self.table is not None and self.table.pass_move is not None
        if plain and event.key() == Qt.Key.Key_P and passing:
            self._pass()
            event.accept()
            return
        super().keyPressEvent(event)

    # --- data ----------------------------------------------------------------------------------------
    def _view(self) -> ClassicState | None:
        view = self.controller.view_state()
        return view if isinstance(view, ClassicState) else None

    def _moves(self) -> list[ClassicMove]:
        moves = self.models.moves
        return [
            m for m in (moves.move_at(row) for row in range(moves.rowCount())) if isinstance(m, ClassicMove)
        ]

    def _context(self, view: ClassicState) -> present.Context:
        edition = int(view.options.get("edition", 1))
        with_cities = "cities" in (view.options.get("expansions") or [])
        ctx = self._ctx
        texts.use_edition(edition)
        if ctx is None or ctx.edition != edition or ctx.with_cities != with_cities:
            ctx = self._ctx = present.Context(
                self.controller.seat_name, faces.rules_data(edition, with_cities), edition, with_cities
            )
        return ctx

    # --- rendering -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._refresh_pending = False
        view = self._view()
        viewer = self.controller.viewer
        if view is None or viewer is None:
            return
        ctx = self._context(view)
        table = self.table = model.build_table(view, viewer, self._moves())
        self.motion.first_turn(table.turn.age, table.turn.turn)
        self._show_head(table)
        self._show_cities(ctx, table)
        self._show_hand(ctx, table)
        self._retitle_dialog(ctx)

    def _seat_acting(self, seat: int) -> bool:
        state = self.controller.state
        return state is not None and seat in state.to_act()

    def _show_head(self, table: model.TableState) -> None:
        status, info = texts.head_texts(table, self.controller.seat_name)
        self.status.setText(status)
        self.info.set_full_text(info)
        self.info.setToolTip(info)  # whole, however much of it the head has room to show
        self.info.setAccessibleName(info)
        self.prompt.setText(self._prompt(table))

    def _prompt(self, table: model.TableState) -> str:
        state = self.controller.state
        waiting = [self.controller.seat_name(seat) for seat in state.to_act()] if state is not None else []
        return texts.prompt(table, waiting, self._picked_text(table.picked_move))

    def _picked_text(self, move: str | None) -> str:
        return texts.picked_text(move) if move else ""

    def _show_cities(self, ctx: present.Context, table: model.TableState) -> None:
        fresh = self.motion.fresh
        mine = present.city_view(ctx, table, table.city, acting=False, fresh=fresh.get(table.city, set()))
        self.board.show_city(mine, present.city_texts(mine, table.cities[table.city], table.city))
        neighbours = ((self.left_panel, table.neighbours.left), (self.right_panel, table.neighbours.right))
        for panel, index in neighbours:
            self._show_summary(ctx, table, panel, index, fresh.get(index, set()))
        self._match_others(len(table.others))
        for summary, index in zip(self.others, table.others, strict=True):
            summary.setObjectName(f"city:{index}")
            self._show_summary(ctx, table, summary, index, set())
        self.others_box.setVisible(bool(table.others))
        dense = self.is_short()
        for panel in (self.left_panel, self.right_panel, *self.others):
            panel.set_dense(dense)
        self._place_others()
        self._fit_sides(table)

    def _area_width(self) -> int:
        """The table area's width in the room the window gives (less the cities' scroll bar if shown)."""
        area = layout.inner_width(self.room_width())
        if self.table_scroll.verticalScrollBar().isVisible():
            area -= self.table_scroll.verticalScrollBar().width()
        return area

    def _place_others(self) -> None:
        """The cities across the table on one row, or on two when their panels do not fit side by side."""
        if not self.others:
            return
        least = max(settle(summary).minimumSizeHint().width() for summary in self.others)
        columns = layout.across_columns(len(self.others), least, self._area_width())
        grid = self.others_layout
        for position, summary in enumerate(self.others):
            row, column = divmod(position, columns)
            placed: tuple[int, int, int, int] = grid.getItemPosition(grid.indexOf(summary))  # type: ignore[assignment]  # PySide6 types it object: it is (row, column, rows, columns)
            if placed[:2] != (row, column):
                grid.removeWidget(summary)
                grid.addWidget(summary, row, column)
        for column in range(max(grid.columnCount(), len(self.others))):
            grid.setColumnStretch(column, 1 if column < columns else 0)

    def _fit_sides(self, table: model.TableState) -> None:
        """The neighbours' columns at the panel width the window wants, less where your board needs the
        width: the middle row stays inside the table area, no panel cut at its right edge."""
        room = self.room_width()
        width = layout.side_width(room, self.fontMetrics().height(), table.teammate is not None)
        area = self._area_width()
        board = settle(self.board).minimumSizeHint().width()
        for scroll, panel in ((self.left_scroll, self.left_panel), (self.right_scroll, self.right_panel)):
            bar = scroll.verticalScrollBar().sizeHint().width()
            least = settle(panel).minimumSizeHint().width() + bar
            scroll.setFixedWidth(layout.fitted_side_width(width + bar, area, board, least))

    def room_width(self) -> int:
        """The width the window gives the table: its scroll area's viewport when it is in one. Not the
        table's own width, which a too wide row has already widened: sized from it, the neighbours' panels
        would keep the table too wide for its window (a scroll bar at 150 % in Portuguese, issue 41)."""
        port = self.parentWidget()
        return min(self.width(), port.width()) if port is not None and port.width() > 0 else self.width()

    def _show_summary(
        self, ctx: present.Context, table: model.TableState, panel: CitySummary, index: int, fresh: set[str]
    ) -> None:
        """A city's panel (a neighbour, or a city across the table) with its "to play" mark."""
        view = present.city_view(ctx, table, index, acting=self._seat_acting(index), fresh=fresh)
        words = present.city_texts(view, table.cities[index], table.city)
        words["badge"] = texts.badge(self.controller.shows_thinking(index), self._seat_acting(index))
        panel.show_city(view, words)

    def _match_others(self, count: int) -> None:
        """As many panels across the table as cities there."""
        while len(self.others) < count:
            summary = CitySummary(self.others_box, compact=True)
            summary.expandRequested.connect(self.expand_city)
            position = len(self.others)  # one row until ``_place_others`` decides
            self.others_layout.addWidget(summary, 0, position)
            self.others_layout.setColumnStretch(position, 1)
            summary.show()  # now, not at the next turn of the event loop: its height counts at once
            self.others.append(summary)
        while len(self.others) > count:
            self.others.pop().deleteLater()

    def _show_hand(self, ctx: present.Context, table: model.TableState) -> None:
        left, right = self._payees(table)
        coins = table.spendable
        if table.mode == model.DISCARD:
            entries = present.discard_entries(ctx, table)
        else:
            entries = [present.hand_entry(ctx, card, left, right, coins) for card in table.hand]
        self.hand_title.setText(texts.hand_title(table))
        self.hand_title.setVisible(bool(self.hand_title.text()))
        plan = self.hand_plan(table, bool(self.motion.events))
        size = CardSize(plan.cards.size)
        self.hand.set_entries(entries, size, dim=table.mode in CARD_MODES, width_lines=plan.cards.width_lines)
        self.hand.setVisible(bool(entries))
        slide = self.motion.take_slide()
        if slide:
            self.hand.slide_from(slide, self.animation_ms)
        self._show_actions(ctx, table, left, right)
        self.special.show_decision(table, self.hand.current)

    def _payees(self, table: model.TableState) -> tuple[str, str]:
        """The names of the neighbours the acting city pays (the Free City's, when you play it)."""
        name = self.controller.seat_name
        if table.acting_city != table.city:
            count = len(table.cities)
            return name((table.acting_city + 1) % count), name((table.acting_city - 1) % count)
        return name(table.neighbours.left), name(table.neighbours.right)

    def _show_actions(self, ctx: present.Context, table: model.TableState, left: str, right: str) -> None:
        card = self.selected_card()
        if table.mode in (model.PICK, model.FREE_CITY_PICK, model.LAST) and card is not None:
            options = present.action_options(ctx, table, card, left, right)
            self.actions.keep_room_for([texts.card_name(c.card) for c in table.hand])  # fixed button places
            self.actions.fit_room(layout.inner_width(self.room_width()))
            self.actions.show_options(texts.card_name(card.card), options, texts.action_captions())
            self.actions.show()
        else:
            self.actions.hide()

    def selected_card(self) -> model.HandCard | None:
        if self.table is None:
            return None
        return next((card for card in self.table.hand if card.slot == self.hand.current), None)

    # --- playing ------------------------------------------------------------------------------------
    def _on_selected(self, _card: str) -> None:
        table = self.table
        if table is not None and table.mode == model.DISCARD:
            self.special.show_chosen(table, self.hand.current)
            return
        if table is not None and self._ctx is not None:
            name = self.controller.seat_name
            self._show_actions(self._ctx, table, name(table.neighbours.left), name(table.neighbours.right))

    def _step_card(self, delta: int) -> bool:
        """The arrow keys: the next or previous card of the hand, while the viewer chooses one."""
        table = self.table
        return table is not None and table.mode in CARD_MODES and self.hand.step(delta)

    def _focus_hand(self) -> None:
        """The focused button went away (a move played): the chosen card takes the focus back, or the
        table while there is none (the next turn's arrows then find the hand)."""
        card = self.hand.widget_for(self.hand.current) if self.hand.current else None
        (card if card is not None and card.isVisible() else self).setFocus(Qt.FocusReason.OtherFocusReason)

    def focus_choice(self) -> bool:
        """The chosen card of the hand takes the focus while the viewer plays a card (the Halikarnassos
        pile included); during a debt decision, its first button."""
        table = self.table
        if table is None:
            return False
        if table.mode in CARD_MODES:
            card = self.hand.widget_for(self.hand.current) if self.hand.current else None
            target: QWidget | None = card
        else:
            target = next((b for b in self.special_buttons if b.isVisible() and b.isEnabled()), None)
        if target is None or not target.isVisible():
            return False
        target.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def choice_areas(self) -> list[QWidget]:
        return [self.hand, self.actions, self.special]

    def _focus_primary(self, _card: str) -> None:
        action = self.actions.primary_action()
        if action is not None:
            self.actions.buttons[action].setFocus(Qt.FocusReason.TabFocusReason)

    def _play(self, move: ClassicMove) -> None:
        self.request_move(move)

    def _pass(self) -> None:
        if self.table is not None and self.table.pass_move is not None:
            self._play(self.table.pass_move)

    def _build_from_discard(self) -> None:
        if self.table is None:
            return
        move = self.table.discard_moves.get(self.hand.current or "")
        if move is not None:
            self._play(move)

    def mark_advice(self, move: str) -> bool:
        """The replay's better move: its card of the hand marked, with what to do with it (``advice``)."""
        found = advice.advice_for(self.table, move) if self.table is not None else None
        return found is not None and self.hand.advise(found.slot, found.badge)

    # --- cities expanded ------------------------------------------------------------------------------
    def expand_city(self, index: int) -> CityDialog:
        if self.dialog is None:
            self.dialog = CityDialog(self)
            fit_to_screen(self.dialog, *layout.dialog_size(self.width(), self.height()))
        self.dialog.city = index
        if self._ctx is not None:
            self._retitle_dialog(self._ctx)
        self.dialog.show()
        self.dialog.raise_()
        return self.dialog

    def _retitle_dialog(self, ctx: present.Context) -> None:
        dialog, table = self.dialog, self.table
        if dialog is None or table is None or not 0 <= dialog.city < len(table.cities):
            return
        fresh = self.motion.fresh.get(dialog.city, set())
        view = present.city_view(ctx, table, dialog.city, acting=False, fresh=fresh)
        dialog.board.show_city(view, present.city_texts(view, table.cities[dialog.city], table.city))
        dialog.setWindowTitle(view.title)
        dialog.close_button.setText(texts.close_text())

    # --- motion ---------------------------------------------------------------------------------------
    def on_log(self, entries: Sequence[LogEntry]) -> None:
        events = [entry.event for entry in entries if entry.event is not None]
        if not events or self._ctx is None:
            return
        if not any(event.kind in present.REVEAL_KINDS for event in events):
            return
        view = self._view()
        self.flights.play(events, self.table, view)  # from the old position still drawn to the new
        viewer_city = self.table.city if self.table is not None else 0
        lines = present.reveal_lines(self._ctx, events, viewer_city, view.age if view is not None else 1)
        turn_wide = len(lines) >= self.controller.state.num_players if self.controller.state else True
        self.motion.record(events, view, turn_wide or not self.reveal.isVisible())
        self._show_reveal(self.animation_ms)
        self.schedule_refresh()

    def _show_reveal(self, duration_ms: int) -> None:
        """The reveal of the last turn (kept as events, so a language switch rewords it)."""
        motion = self.motion
        if self._ctx is None or not motion.events:
            return
        viewer_city = self.table.city if self.table is not None else 0
        lines = present.reveal_lines(self._ctx, motion.events, viewer_city, motion.age)
        count = len(self.table.cities) if self.table is not None else len(lines)
        results = present.conflict_results(self._ctx, motion.events, count)
        title = present.conflicts_caption(motion.age) if results else texts.reveal_title(motion.age)
        line = self.fontMetrics().height()
        columns = layout.reveal_columns(self.width(), line, max(len(lines), len(results), 1))
        compact = self.is_short()
        self.reveal.show_lines(title, lines, results, columns, duration_ms, compact=compact)

    def animations_running(self) -> bool:
        return self.reveal.running() or self.hand.sliding() or self.flights.running()

    def shows_age_summary(self) -> bool:
        return True  # the reveal shows each age's conflicts, city by city

    def preferred_side_width(self) -> int:
        """A narrower log and score panel than the shell's quarter: the cities need the width. It keeps
        its 100 % width at a larger text size: the table, which must hold the hand in view, needs the room
        more than the log (issue 41)."""
        return layout.log_panel_width(self.fontMetrics().height() / max(1.0, zoom.factor()))

    def skip_animations(self) -> None:
        self.reveal.skip()
        self.hand.finish_slide()
        self.flights.finish()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.schedule_refresh()

    def retranslateUi(self) -> None:
        self._ctx = None
        self.practice.retranslate()
        self.special.forget()
        self.actions.forget()
        self.refresh()
        if self.reveal.isVisible():
            self._show_reveal(0)
