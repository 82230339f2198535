"""The 7 Wonders Architects table: the players around it, the decks between them, the centre, and the
viewer's own area at the bottom with their decision.

It renders ``model.table_vm`` (built from the viewer's view and legal moves) and plays only moves the
engine listed: a click on a highlighted deck, stage piece or Progress token is exactly one legal move,
or narrows the choice when the rules leave several (which payment, which science set, which ready token).
Events of each move pulse the pieces they touched, flip the Conflict tokens and announce battles.

Keys (one focus model, ``views.keys``): the arrow keys walk the pieces that may be used now (decks,
stage pieces, Progress tokens, the cards looked at) in reading order, whatever widget was clicked last;
Enter or Space uses the focused piece; a radio button of the decision keeps ↑/↓ for its own list; Tab
walks every piece and button; Esc closes the score sheet.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QWidget

from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.ui.language.event_text import describe_event, is_quiet
from wonders_desktop.ui.platform import zoom
from wonders_desktop.ui.views.architects import advice, hint, keyboard, texts
from wonders_desktop.ui.views.architects.centre import CentreWidget
from wonders_desktop.ui.views.architects.city import PlayerPanel
from wonders_desktop.ui.views.architects.decisions import DecisionPanel
from wonders_desktop.ui.views.architects.flights import Motion
from wonders_desktop.ui.views.architects.layout import zoomed_geometry
from wonders_desktop.ui.views.architects.model import TableVM, table_vm, token_choice_ids
from wonders_desktop.ui.views.architects.overlays import BattleBanner, EndSheet, Scrim
from wonders_desktop.ui.views.architects.pieces import DeckWidget, Piece
from wonders_desktop.ui.views.architects.prompts import decision_texts
from wonders_desktop.ui.views.architects.rows import StatStrip
from wonders_desktop.ui.views.base import GameView, TableModels
from wonders_desktop.ui.views.keys import ArrowKeys

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController, LogEntry

GAME = "architects"  # this table's game: its words in the log feed

translate = texts.translate
MARGIN = 6
FEED_LINES = 6
BANNER_MS = 6000


class ArchitectsTable(GameView):
    def __init__(
        self, controller: GameController, models: TableModels, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, models, parent)
        self.board = QWidget(self)
        self.panels: dict[int, PlayerPanel] = {}
        self.viewer_panel = PlayerPanel(self.board, compact=False)
        self.viewer_panel.setObjectName("viewerPanel")
        self.decision = DecisionPanel()
        self.viewer_panel.set_side(self.decision)
        self.decks: dict[str, DeckWidget] = {}
        self.centre = CentreWidget(self.board)
        self.banner = BattleBanner(self)
        self.scrim = Scrim(self)
        self.scrim.hide()
        self.sheet = EndSheet(self)
        self.sheet_dismissed = False
        self.table: TableVM | None = None
        self.selected_stage: int | None = None
        self.selected_set: tuple[str, ...] | None = None
        self.extra_token: str | None = None
        self._moves_key: tuple[str, ...] = ()
        self._feed: deque[str] = deque(_feed_so_far(controller), maxlen=FEED_LINES)
        self._pending: list[LogEntry] = []
        self.motion = Motion(self, lambda: self.animation_ms)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        self.keys = ArrowKeys(self, partial(keyboard.step_piece, self), partial(keyboard.focus_home, self))
        self._connect()
        self.practice = hint.install(self)  # Hint and Take back (issue 38)

    def _connect(self) -> None:
        self.models.moves.modelReset.connect(self.schedule_refresh)
        self.models.seats.modelReset.connect(self.schedule_refresh)
        self.models.seats.dataChanged.connect(self._refresh_badges)  # a bot starts or stops thinking
        self.viewer_panel.stageClicked.connect(self._stage_clicked)
        self.viewer_panel.tokenClicked.connect(self._own_token_clicked)
        self.centre.tokenClicked.connect(self._token_clicked)
        self.centre.deck.clicked.connect(lambda: self._deck_clicked("central"))
        self.decision.moveChosen.connect(self._play)
        self.decision.setChosen.connect(self._set_chosen)
        self.decision.extraTokenChosen.connect(self._extra_chosen)
        self.decision.sheetRequested.connect(self.show_sheet)
        self.sheet.closed.connect(self._sheet_closed)
        self.sheet.actions.relay(self)  # Rematch, New game…, Analyse…: the shell's actions

    # --- rendering ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._refresh_pending = False
        texts.renew_look()  # the theme or the language may have changed since the last refresh
        controller = self.controller
        view = controller.view_state()
        if view is None or view.kind != "architects":
            return  # no game, or a late refresh of this table after another game replaced it
        viewer = controller.viewer if controller.viewer is not None else 0
        moves = [self.models.moves.move_at(row) for row in range(self.models.moves.rowCount())]
        self._reset_choices(moves)
        outcome = controller.outcome_or_none()
        points = [score.total for score in outcome.scores] if outcome else [0] * view.num_players
        previous = self.table
        self.table = table = table_vm(view, viewer, moves, points, self.extra_token)  # type: ignore[arg-type]  # the kind says it is an ArchitectsState
        if table.decision.extras and self.extra_token not in table.decision.extras:
            self.extra_token = next(iter(table.decision.extras))
        self._ensure_widgets(table)
        self._show_players(table)
        self._show_decks(table)
        self.centre.show_table(table, self._clickable_tokens(table))
        self._show_decision(table)
        self._place()
        self._run_pending(previous)
        if table.over and not self.sheet_dismissed and not self.sheet.isVisible():
            self.show_sheet()
        self._focus_first_active(table)

    def _reset_choices(self, moves: Sequence[Move]) -> None:
        key = tuple(move.to_str() for move in moves)
        if key != self._moves_key:
            self._moves_key = key
            self.selected_stage = None
            self.selected_set = None

    def _ensure_widgets(self, table: TableVM) -> None:
        for seat in range(table.n):
            if seat not in self.panels:
                panel = PlayerPanel(self.board, compact=True)
                panel.setObjectName(f"player:{seat}")
                panel.show()
                self.panels[seat] = panel
        for deck in table.decks[:-1]:
            if deck.id not in self.decks:
                widget = DeckWidget(self.board)
                widget.clicked.connect(lambda d=deck.id: self._deck_clicked(d))
                widget.show()
                self.decks[deck.id] = widget
        self.decks["central"] = self.centre.deck

    def _badge(self, seat: int) -> str:
        if self.controller.shows_thinking(seat):
            return translate("ArchitectsTable", "thinking…")
        if self.table is not None and self.table.current == seat:
            return translate("ArchitectsTable", "to play")
        return ""

    def _refresh_badges(self) -> None:
        """Only the "thinking…"/"to play" words changed: no need to redraw the table."""
        if self.table is None:
            return
        for seat, panel in self.panels.items():
            panel.set_badge(self._badge(seat))
        self.viewer_panel.set_badge(self._badge(self.table.viewer))

    def _show_players(self, table: TableVM) -> None:
        decision = table.decision
        for seat, panel in self.panels.items():
            player = table.players[seat]
            mine = seat == table.viewer
            panel.setVisible(not mine)
            if mine:
                continue
            panel.show_player(
                player, self.controller.seat_title(seat), self._badge(seat), table.faces, set(), set()
            )
        own = table.players[table.viewer]
        own_tokens = set(decision.extras) if len(decision.extras) > 1 else set()
        self.viewer_panel.show_player(
            own,
            self.controller.seat_title(table.viewer),
            self._badge(table.viewer),
            table.faces,
            set(decision.builds),
            own_tokens,
            self.selected_stage,
        )

    def _show_decks(self, table: TableVM) -> None:
        for deck in table.decks:
            widget = self.decks[deck.id]
            face = table.faces.get(deck.info.top) if deck.info.top else None
            seen = deck.info.owner is None and deck.info.top is not None
            caption = texts.deck_name(deck.id) if deck.info.owner is None else texts.wonder_name(deck.id)
            widget.show_deck(deck, face, caption, seen)
            widget.setToolTip(texts.deck_tooltip(deck, self.controller.seat_name))

    def _clickable_tokens(self, table: TableVM) -> set[str]:
        decision = table.decision
        if decision.tokens:
            return set(decision.tokens)
        if decision.exchanges:
            chosen = self._chosen_set(table)
            return set(decision.exchanges.get(chosen, {})) if chosen else set()
        return set(token_choice_ids(decision)) if decision.kind == "effect_token" else set()

    def _chosen_set(self, table: TableVM) -> tuple[str, ...] | None:
        sets = list(table.decision.exchanges)
        if not sets:
            return None
        return self.selected_set if self.selected_set in sets else sets[0]

    def _show_decision(self, table: TableVM) -> None:
        central = table.central.info
        cat_seen = table.decision.kind == "take" and central.top is not None
        title, text = decision_texts(table, self.controller.seat_name, self.extra_token, cat_seen)
        feed = list(self._feed) if table.decision.kind == "wait" else list(self._feed)[-3:]
        if table.decision.kind not in ("wait", "over") and feed:
            before = translate("ArchitectsTable", "Just before:")
            feed.insert(0, f"<i>{before}</i>")
        self.decision.show_decision(
            table, title, text, self.selected_stage, self._chosen_set(table), self.extra_token, feed
        )

    # --- layout ------------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        table = self.table
        area = self.rect().adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
        self.board.setGeometry(area)
        if table is None:
            return
        geometry = zoomed_geometry(area.width(), area.height(), table.n, zoom.factor())
        for offset, rect in geometry.panels.items():
            self.panels[(table.viewer + offset) % table.n].setGeometry(QRect(*rect))
        for offset, rect in geometry.decks.items():
            self.decks[table.decks[(table.viewer + offset) % table.n].id].setGeometry(QRect(*rect))
        self.centre.setGeometry(QRect(*geometry.centre))
        self.viewer_panel.setGeometry(QRect(*geometry.viewer))
        if self.banner.isVisible():
            centre = QRect(*geometry.centre).translated(area.topLeft())
            banner_w = min(
                max(int(centre.width() * 0.7), 560 if table.n >= 5 else 400), 640, area.width() - 40
            )
            self.banner.setFixedSize(banner_w, self.banner.height_for(banner_w))
            top = max(MARGIN, centre.center().y() - self.banner.height() // 2)
            self.banner.move(centre.center().x() - banner_w // 2, top)
        sheet_w = min(area.width() - 40, 520 + 80 * table.n)
        sheet_h = min(area.height() - 40, max(360, self.sheet.sizeHint().height()))
        self.sheet.setGeometry(
            area.center().x() - sheet_w // 2, area.center().y() - sheet_h // 2, sheet_w, sheet_h
        )
        self.scrim.setGeometry(self.rect())
        self.banner.raise_()
        self.scrim.raise_()
        self.sheet.raise_()

    # --- the viewer's clicks -----------------------------------------------------------------------
    def _play(self, move: Move | None) -> None:
        if move is not None:
            self.banner.hide()  # the viewer has seen the last battle: it no longer covers the table
            self.request_move(move)

    def _deck_clicked(self, deck: str) -> None:
        if self.table is not None:
            self._play(self.table.deck(deck).move)

    def _stage_clicked(self, number: int) -> None:
        if self.table is None:
            return
        builds = self.table.decision.builds.get(number, [])
        if len(builds) == 1:
            self._play(builds[0])
        elif builds:
            self.selected_stage = number
            self.refresh()

    def _token_clicked(self, token: str) -> None:
        table = self.table
        if table is None:
            return
        decision = table.decision
        if token in decision.tokens:
            self._play(decision.tokens[token])
            return
        chosen = self._chosen_set(table)
        if chosen is not None:
            self._play(decision.exchanges[chosen].get(token))

    def _own_token_clicked(self, token: str) -> None:
        self._extra_chosen(token)

    def _set_chosen(self, symbols: tuple[str, ...]) -> None:
        self.selected_set = symbols
        self.schedule_refresh()

    def _extra_chosen(self, token: str) -> None:
        if self.table is not None and token in self.table.decision.extras:
            self.extra_token = token
            self.schedule_refresh()

    def mark_advice(self, move: str) -> bool:
        return advice.mark(self, move)

    def centre_buttons(self) -> dict[str, Piece]:
        """The centre's Progress tokens (face up by id, the face-down pile as ``pile``) that are shown."""
        buttons = [*self.centre.tokens, self.centre.pile]
        return {b.token or "pile": b for b in buttons if not b.isHidden()}

    def show_sheet(self) -> None:
        outcome = self.controller.outcome_or_none()
        state = self.controller.state
        if outcome is None or state is None or not state.is_terminal():
            return
        stages = [player.stages_built for player in self.table.players] if self.table else []
        self.sheet.show_outcome(outcome, stages, self.controller.seat_name)
        self.banner.hide()
        self.scrim.show()
        self.sheet.show()
        self.scrim.raise_()
        self.sheet.raise_()
        self.sheet.actions.rematch_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _sheet_closed(self) -> None:
        self.sheet_dismissed = True
        self.scrim.hide()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc closes the score sheet (the arrow keys reach ``keyboard.step_piece`` through ``self.keys``)."""
        if event.key() == Qt.Key.Key_Escape and self.sheet.isVisible():
            self.sheet.close_button.click()
            return
        super().keyPressEvent(event)

    def usable_pieces(self) -> list[Piece]:
        """The pieces the viewer may use now, in reading order (``keyboard.usable_pieces``)."""
        return keyboard.usable_pieces(self)

    def focus_choice(self) -> bool:
        return keyboard.focus_choice(self)

    def _focus_first_active(self, table: TableVM) -> None:
        if table.decision.kind in ("wait", "over") or not self.isVisible():
            return
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus) and focus.focusPolicy() != Qt.FocusPolicy.NoFocus:
            return
        active = [w for w in self.findChildren(Piece) if w.active and w.isVisible()]
        if active:
            active[0].setFocus(Qt.FocusReason.OtherFocusReason)

    # --- what happened -----------------------------------------------------------------------------
    def on_log(self, entries: Sequence[LogEntry]) -> None:
        for entry in entries:
            event = entry.event
            if event is None:
                continue
            if not is_quiet(event, GAME):
                line = describe_event(event, self.controller.seat_name, self.controller.viewer, game=GAME)
                self._feed.append(line)
            self._pending.append(entry)
        self.schedule_refresh()

    def _run_pending(self, previous: TableVM | None = None) -> None:
        pending, self._pending = self._pending, []
        if pending and previous is not None and self.table is not None:
            self._count(previous, self.table)
        for entry in pending:
            event = entry.event
            assert event is not None
            if event.kind == "card_taken":
                self.motion.pulse(self.decks.get(str(event.data.get("deck"))))
                self._fly(str(event.data.get("deck")), str(event.data.get("card")), event.seat)
                if event.seat == self.controller.viewer:
                    self.banner.hide()  # the viewer plays on: the last battle has been seen
            elif event.kind == "wonder_stage_built" and event.seat is not None:
                self.motion.pulse(self._stage_piece(event.seat, int(event.data.get("stage", 0))))
            elif event.kind == "conflict_flipped":
                battle, count = int(event.data.get("battle", 0)), int(event.data.get("count", 0))
                self.motion.flip(self.centre.conflict, battle, count)
            elif event.kind == "battle":
                self._announce_battle(event.data)
                self.motion.tokens_won(self.centre.conflict, event.data.get("tokens", []), self.stats_of)
            elif event.kind == "game_ended":
                self.sheet_dismissed = False

    def _count(self, previous: TableVM, table: TableVM) -> None:
        """Each player's coins and shields that the move changed count to their new value."""
        before = {player.seat: player for player in previous.players}
        for player in table.players:
            panel = self.viewer_panel if player.seat == table.viewer else self.panels.get(player.seat)
            if panel is not None and player.seat in before:
                self.motion.count(panel.stats, before[player.seat], player)

    def _stage_piece(self, seat: int, number: int) -> Piece | None:
        panel = (
            self.viewer_panel
            if self.table is not None and seat == self.table.viewer
            else self.panels.get(seat)
        )
        return panel.wonder.piece(number) if panel is not None else None

    def stats_of(self, seat: int) -> StatStrip | None:
        """A player's coins, shields and military tokens (the viewer's own panel, or another's)."""
        panel = (
            self.viewer_panel
            if self.table is not None and seat == self.table.viewer
            else self.panels.get(seat)
        )
        return panel.stats if panel is not None else None

    def _fly(self, deck: str, kind: str, seat: int | None) -> None:
        """The card taken flies from its deck to the cards in front of the player (under 300 ms)."""
        table, source = self.table, self.decks.get(deck)
        if table is None or source is None or kind not in table.faces or seat is None:
            return
        panel = self.viewer_panel if seat == table.viewer else self.panels.get(seat)
        if panel is not None:
            self.motion.fly(source, panel.cards, table.faces[kind])

    def _announce_battle(self, data: Mapping[str, Any]) -> None:
        shields, tokens = data.get("shields", []), data.get("tokens", [])
        if not isinstance(shields, list) or not isinstance(tokens, list) or len(shields) != len(tokens):
            return
        self.banner.show_battle(shields, tokens, self.controller.seat_name)
        self.banner.show()
        self._place()
        self._banner_timer.start(BANNER_MS)

    def shows_final_sheet(self) -> bool:
        return True  # the ending screen holds the scoring pad

    def animations_running(self) -> bool:
        return self.motion.running()

    def retranslateUi(self) -> None:
        self.decision._signature = ()
        self.practice.retranslate()
        self.refresh()
        if self.sheet.isVisible():
            self.show_sheet()


def _feed_so_far(controller: GameController) -> list[str]:
    """The last lines of what happened before this table was built: a continued save or a replay's
    position shows its latest moves at once (the feed otherwise fills from the next move on)."""
    lines = []
    for entry in controller.log[-8 * FEED_LINES :]:
        if entry.event is not None and not is_quiet(entry.event, GAME):
            lines.append(describe_event(entry.event, controller.seat_name, controller.viewer, game=GAME))
    return lines[-FEED_LINES:]
