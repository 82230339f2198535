"""The 7 Wonders table: your city in the middle, your neighbours at your sides, the other cities across
the table, your hand and its actions at the bottom.

It renders the viewer's view (``controller.view_state()``) and offers exactly the viewer's legal moves
(``models.moves``); every price and reason comes from ``engine/classic/queries.py`` through
``model.build_table``. Keys: ←/→ choose a card, Enter goes to its actions, B build, W wonder stage,
S discard for 3 coins, F build for free (Olympia), P pass (Halikarnassos).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.art.painter import CARD_ASPECT, CardSize
from wonders_desktop.ui.art.widgets import WIDTH_IN_LINES
from wonders_desktop.ui.controller import GameController, LogEntry
from wonders_desktop.ui.views.base import GameView, TableModels
from wonders_desktop.ui.views.classic import faces, model, present, texts
from wonders_desktop.ui.views.classic.city import CityBoard, CitySummary
from wonders_desktop.ui.views.classic.hand import ROW_MARGIN, ActionBar, HandRow, lane_height
from wonders_desktop.ui.views.classic.reveal import RevealStrip

translate = QCoreApplication.translate
ROMAN = {1: "I", 2: "II", 3: "III"}
CARD_MODES = (model.PICK, model.FREE_CITY_PICK, model.LAST, model.DISCARD)  # modes that play a card
KEYS = {Qt.Key.Key_B: "build", Qt.Key.Key_W: "stage", Qt.Key.Key_S: "sell", Qt.Key.Key_F: "free"}


def settle(widget: QWidget) -> QWidget:
    """``widget`` with what the refresh just changed in it laid out: its layouts and its children's run
    now, deepest first, as they would at the next turn of the event loop (until then a parent's layout
    keeps its children's old heights)."""
    for part in (*reversed(widget.findChildren(QWidget)), widget):
        layout = part.layout()
        if layout is not None:
            layout.activate()
    return widget


def natural_height(widget: QWidget, width: int) -> int:
    """The height ``widget`` asks for at ``width`` (wrapped lines make a panel's height depend on its
    width)."""
    settle(widget)
    return widget.heightForWidth(width) if widget.hasHeightForWidth() else widget.sizeHint().height()


class CityDialog(QDialog):
    """Any city expanded into a full board (kept in sync while open)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cityDialog")
        self.board = CityBoard(self)
        layout = QVBoxLayout(self)
        layout.addWidget(self.board)
        close = QPushButton(self)
        close.clicked.connect(self.close)
        self.close_button = close
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        self.city = -1


class ClassicTable(GameView):
    """The drawn table of 7 Wonders (1st edition, Free City; built for the 2nd edition, Cities, teams)."""

    def __init__(
        self, controller: GameController, models: TableModels, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, models, parent)
        self.setObjectName("classicTable")
        self.table: model.TableState | None = None
        self._ctx: present.Context | None = None
        self._last_key: tuple[int, int, int] | None = None
        self._fresh: dict[int, set[str]] = {}
        self._pending_slide = ""
        self._last_turn: tuple[int, int] | None = None
        self._reveal_events: list[Event] = []
        self._reveal_age = 1
        self.dialog: CityDialog | None = None
        self._build()
        models.moves.modelReset.connect(self.schedule_refresh)
        models.seats.modelReset.connect(self.schedule_refresh)
        models.seats.dataChanged.connect(self.schedule_refresh)
        self.schedule_refresh()

    # --- building ------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.status = QLabel(self)
        self.status.setProperty("role", "heading")
        self.status.setObjectName("status")
        self.info = QLabel(self)
        self.info.setProperty("role", "muted")
        self.info.setObjectName("turnInfo")
        self.prompt = QLabel(self)
        self.prompt.setProperty("role", "accent")
        self.prompt.setObjectName("prompt")
        self.prompt.setWordWrap(True)
        self.reveal = RevealStrip(self)
        self.others_box = QWidget(self)
        self.others_layout = QHBoxLayout(self.others_box)
        self.others_layout.setContentsMargins(0, 0, 0, 0)
        self.others_layout.setSpacing(8)
        self.others: list[CitySummary] = []
        self.left_panel = CitySummary(self)
        self.left_panel.setObjectName("leftNeighbour")
        self.right_panel = CitySummary(self)
        self.right_panel.setObjectName("rightNeighbour")
        self.board = CityBoard(self)
        self.board.setObjectName("myBoard")
        for panel in (self.left_panel, self.right_panel):
            panel.expandRequested.connect(self.expand_city)
        self.hand_title = QLabel(self)
        self.hand_title.setProperty("role", "muted")
        self.hand = HandRow(self)
        self.hand.setObjectName("hand")
        self.hand.selected.connect(self._on_selected)
        self.hand.activated.connect(self._focus_primary)
        self.actions = ActionBar(self)
        self.actions.setObjectName("actions")

        self.actions.play.connect(self._play)
        self.special = QWidget(self)
        self.special_layout = QHBoxLayout(self.special)
        self.special_layout.setContentsMargins(0, 0, 0, 0)
        self.special_layout.setSpacing(8)
        self.special_buttons: list[QPushButton] = []
        self._special_key: tuple = ()
        self._layout()

    def _side_scroll(self, panel: CitySummary) -> QScrollArea:
        """A neighbour's panel keeps its full height; on a short window it scrolls instead of clipping."""
        holder = QWidget(self)
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(panel)
        column.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        return scroll

    def _layout(self) -> None:
        head = self.head = QHBoxLayout()
        head.addWidget(self.status, 1)
        head.addWidget(self.info)
        middle = QHBoxLayout()
        middle.setSpacing(8)
        self.left_scroll = self._side_scroll(self.left_panel)
        self.right_scroll = self._side_scroll(self.right_panel)
        middle.addWidget(self.left_scroll)
        middle.addWidget(self.board, 1, Qt.AlignmentFlag.AlignTop)  # as tall as the city, no taller
        middle.addWidget(self.right_scroll)
        area = QWidget(self)
        area.setObjectName("tableArea")
        column = QVBoxLayout(area)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        column.addWidget(self.reveal)
        column.addWidget(self.others_box)
        column.addLayout(middle, 1)
        self.middle = middle
        self.table_scroll = QScrollArea(self)
        self.table_scroll.setObjectName("tableScroll")
        self.table_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.table_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table_scroll.setWidgetResizable(True)
        self.table_scroll.setWidget(area)
        self.table_scroll.setMinimumHeight(self.fontMetrics().height() * 8)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(6)
        layout.addLayout(head)
        layout.addWidget(self.prompt)
        layout.addWidget(self.table_scroll, 1)  # the cities scroll on a short window; the hand never does
        layout.addWidget(self.hand_title)
        layout.addWidget(self.hand)
        layout.addWidget(self.actions)
        layout.addWidget(self.special)

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
        if self._last_turn is None:
            self._last_turn = (table.turn.age, table.turn.turn)
        self._show_head(table)
        self._show_cities(ctx, table)
        self._show_hand(ctx, table)
        self._retitle_dialog(ctx)

    def _seat_acting(self, seat: int) -> bool:
        state = self.controller.state
        return state is not None and seat in state.to_act()

    def _show_head(self, table: model.TableState) -> None:
        turn = table.turn
        name = self.controller.seat_name
        if table.mode == model.OVER:
            self.status.setText(translate("ClassicTable", "The game is over — see the score sheet"))
            self.info.setText("")
        else:
            passes = (
                translate("ClassicTable", "hands pass left ◀ to {player}")
                if turn.passes == "left"
                else translate("ClassicTable", "hands pass right ▶ to {player}")
            )
            target = table.neighbours.left if turn.passes == "left" else table.neighbours.right
            age = ROMAN.get(turn.age, str(turn.age))
            self.status.setText(
                translate("ClassicTable", "Age {age} · turn {turn} of {turns}").format(
                    age=age, turn=turn.turn, turns=turn.turns
                )
            )
            self.info.setText(
                " · ".join(
                    (
                        passes.format(player=name(target)),
                        translate("ClassicTable", "discard pile: %n card(s)", None, turn.discard_count),
                    )
                )
            )
        self.prompt.setText(self._prompt(table))

    def _prompt(self, table: model.TableState) -> str:
        name = self.controller.seat_name
        mode = table.mode
        if mode == model.PICK:
            return texts.words().translate(
                "ClassicTable", "Choose a card, then an action (←/→, Enter; B build, W wonder, S discard)."
            )
        if mode == model.FREE_CITY_PICK:
            return translate("ClassicTable", "You play the Free City this turn: choose its card first.")
        if mode == model.LAST:
            return translate(
                "ClassicTable",
                "{wonder}: you may play the last card of the age, with %n coin(s) to spend.",
                None,
                table.last_coins,
            ).format(wonder=texts.wonder_name(table.cities[table.city].wonder))
        if mode == model.DISCARD:
            return translate("ClassicTable", "Build one card of the discard pile for free, or pass.")
        if mode == model.DEBT:
            return translate(
                "ClassicTable",
                "You must lose %n coin(s): pay them, or take debt tokens for some or all.",
                None,
                table.debt_loss,
            )
        if mode == model.OVER:
            return ""
        state = self.controller.state
        waiting = [name(seat) for seat in state.to_act()] if state is not None else []
        if table.picked_move:
            chosen = self._picked_text(table.picked_move)
            return translate("ClassicTable", "You chose: {move}. Waiting for {players}…").format(
                move=chosen, players=", ".join(waiting)
            )
        return (
            translate("ClassicTable", "Waiting for {players}…").format(players=", ".join(waiting))
            if waiting
            else ""
        )

    def _picked_text(self, move: str) -> str:
        from wonders_desktop.ui.move_text import describe_move

        return describe_move(move, "classic").text

    def _show_cities(self, ctx: present.Context, table: model.TableState) -> None:
        fresh = self._fresh
        mine = present.city_view(ctx, table, table.city, acting=False, fresh=fresh.get(table.city, set()))
        self.board.show_city(mine, present.city_texts(mine, table.cities[table.city], table.city))
        left, right = table.neighbours.left, table.neighbours.right
        for panel, index in ((self.left_panel, left), (self.right_panel, right)):
            view = present.city_view(
                ctx, table, index, acting=self._seat_acting(index), fresh=fresh.get(index, set())
            )
            texts_ = present.city_texts(view, table.cities[index], table.city)
            texts_["badge"] = self._badge(index)
            panel.show_city(view, texts_)
        while len(self.others) < len(table.others):
            summary = CitySummary(self.others_box, compact=True)
            summary.expandRequested.connect(self.expand_city)
            self.others_layout.addWidget(summary, 1)
            summary.show()  # now, not at the next turn of the event loop: its height counts at once
            self.others.append(summary)
        while len(self.others) > len(table.others):
            self.others.pop().deleteLater()
        for summary, index in zip(self.others, table.others, strict=True):
            view = present.city_view(ctx, table, index, acting=self._seat_acting(index), fresh=set())
            texts_ = present.city_texts(view, table.cities[index], table.city)
            texts_["badge"] = self._badge(index)
            summary.setObjectName(f"city:{index}")
            summary.show_city(view, texts_)
        self.others_box.setVisible(bool(table.others))
        dense = self._short()
        for panel in (self.left_panel, self.right_panel, *self.others):
            panel.set_dense(dense)
        lines = 16 if self.width() < 1400 else 19
        if table.teammate is not None:
            lines += 2  # the teammate's panel shows their hand, two card names a row
        width = round(self.fontMetrics().height() * lines)
        for scroll in (self.left_scroll, self.right_scroll):
            scroll.setFixedWidth(width + scroll.verticalScrollBar().sizeHint().width())

    def _badge(self, seat: int) -> str:
        if self.controller.is_thinking(seat):
            return translate("ClassicTable", "thinking…")
        if self._seat_acting(seat):
            return translate("ClassicTable", "to play")
        return ""

    def _short(self) -> bool:
        """A short window (1366×768 and the like): the hand, the reveal and the cities' panels take less
        height, so your neighbours fit beside your board without a scroll bar."""
        return self.height() < self.fontMetrics().height() * 62

    def _keep_action_room(self, table: model.TableState, cities_fit: bool) -> None:
        """The actions keep their room while hidden, so the hand does not move at each turn; on a short
        table whose cities need more height than it has, the room goes to the cities. A debt or discard
        decision's buttons take the actions' place."""
        special = table.mode in (model.DISCARD, model.DEBT)
        keep = not special and (cities_fit or not self._short())
        policy = self.actions.sizePolicy()
        if policy.retainSizeWhenHidden() != keep:
            policy.setRetainSizeWhenHidden(keep)
            self.actions.setSizePolicy(policy)

    def _card_size(self, tall: float) -> tuple[CardSize, float]:
        """The largest hand cards that fit the row's width (seven cards at least) and are at most
        ``tall`` pixels high. Between the kit's sizes the width is the room's (in lines of the font), so
        names are cut as late as possible."""
        count = max(7, len(self.table.hand) if self.table else 7)
        line = self.fontMetrics().height()
        fit_width = (self.width() - 20) / count - 6
        fit_height = tall * CARD_ASPECT
        lines = math.floor(min(fit_width, fit_height) / line * 10) / 10  # the row rounds to tenths
        if lines >= WIDTH_IN_LINES[CardSize.LARGE]:
            return CardSize.LARGE, WIDTH_IN_LINES[CardSize.LARGE]
        if lines >= 7.0:
            return CardSize.NORMAL, min(lines, WIDTH_IN_LINES[CardSize.LARGE] - 0.1)
        return CardSize.SMALL, max(WIDTH_IN_LINES[CardSize.SMALL], min(lines, 6.9))

    def _least_card_height(self) -> float:
        """The cards' height however much the cities need: about a quarter of the table's height (a
        third with no city across the table), a little less in team play and on a short window."""
        line = self.fontMetrics().height()
        roomy = self.height() >= line * 60  # a tall window: the hand may take a little more
        across = self.table is not None and bool(self.table.others)  # a row of cities across the table
        share = (0.30 if roomy else 0.29) if across else (0.42 if roomy else 0.36)
        teams = self.table is not None and self.table.teammate is not None
        if teams:
            share -= 0.04  # the teammate's panel also shows their hand
        if self._short():  # the neighbours' panels need the height more than the cards their size
            share -= 0.04 if teams and self.height() < line * 56 else 0.02
        return self.height() * share - lane_height(line) - line * 1.5  # the tag's lane, a scroll bar

    def _hand_room(self) -> int:
        """The height left for the hand row once every other row of the table has what it asks for:
        the head, the prompt, the table area at its natural height, the hand's caption and the
        actions' room. Only sizes that do not depend on the hand's go in, so a new hand size never
        changes the room it was computed from."""
        layout = self.layout()
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        rows = [self.head.sizeHint().height(), self.prompt.heightForWidth(width), self._area_height(width)]
        if self.hand_title.isVisibleTo(self):
            rows.append(self.hand_title.sizeHint().height())
        rows.append(self.actions.room())  # kept whether shown or not: the hand does not jump each turn
        spacing = layout.spacing() * len(rows)  # the rows and the hand, one gap between each two
        return self.height() - margins.top() - margins.bottom() - sum(rows) - spacing

    def _area_height(self, width: int) -> int:
        """The table area's natural height at ``width``: the reveal (from the first one on, so putting
        it away does not grow the hand), the cities across the table, and the taller of your board and
        your neighbours' whole panels."""
        sides = (self.left_scroll, self.right_scroll)
        middle = width - sum(scroll.maximumWidth() for scroll in sides) - self.middle.spacing() * 2
        heights = [settle(self.board).full_height(middle)]  # at the width it is about to get
        panels = ((self.left_panel, self.left_scroll), (self.right_panel, self.right_scroll))
        heights += [natural_height(panel, scroll.maximumWidth()) for panel, scroll in panels]
        rows = [max(heights)]
        if self._reveal_events:
            rows.append(natural_height(self.reveal, width))
        if self.table is not None and self.table.others:
            rows.append(natural_height(self.others_box, width))
        column = self.table_scroll.widget().layout()
        return sum(rows) + column.spacing() * (len(rows) - 1)

    def _show_hand(self, ctx: present.Context, table: model.TableState) -> None:
        left, right = (
            self.controller.seat_name(table.neighbours.left),
            self.controller.seat_name(table.neighbours.right),
        )
        if table.acting_city != table.city:
            left = self.controller.seat_name((table.acting_city + 1) % len(table.cities))
            right = self.controller.seat_name((table.acting_city - 1) % len(table.cities))
        coins = table.cities[table.acting_city].coins
        if table.mode == model.DISCARD:
            entries = present.discard_entries(ctx, table)
            self.hand_title.setText(
                translate("ClassicTable", "The discard pile (%n card(s))", None, len(table.discard))
            )
        else:
            entries = [present.hand_entry(ctx, card, left, right, coins) for card in table.hand]
            self.hand_title.setText(self._hand_title(table))
        self.hand_title.setVisible(bool(self.hand_title.text()))
        line = self.fontMetrics().height()
        room = self._hand_room() - lane_height(line) - ROW_MARGIN  # the cards' height the cities leave
        least = self._least_card_height()
        self._keep_action_room(table, room >= least)
        size, width_lines = self._card_size(max(room, least))
        self.hand.set_entries(entries, size, dim=table.mode in CARD_MODES, width_lines=width_lines)
        self.hand.setVisible(bool(entries))
        if self._pending_slide:
            self.hand.slide_from(self._pending_slide, self.animation_ms)
            self._pending_slide = ""
        self._show_actions(ctx, table, left, right)
        self._show_special(table)

    def _hand_title(self, table: model.TableState) -> str:
        """A caption over the hand only when it holds something else than your hand's cards."""
        if table.mode == model.FREE_CITY_PICK:
            return translate("ClassicTable", "Your hand — prices for the Free City")
        if table.mode == model.LAST:
            return translate("ClassicTable", "The last card of the age")
        return ""

    def _show_actions(self, ctx: present.Context, table: model.TableState, left: str, right: str) -> None:
        card = self.selected_card()
        if table.mode in (model.PICK, model.FREE_CITY_PICK, model.LAST) and card is not None:
            options = present.action_options(ctx, table, card, left, right)
            title = texts.card_name(card.card)
            captions = {
                "build": translate("ClassicTable", "Pay for the structure:"),
                "stage": translate("ClassicTable", "Pay for the stage:"),
            }
            self.actions.show_options(title, options, captions)
            self.actions.show()
        else:
            self.actions.hide()

    def selected_card(self) -> model.HandCard | None:
        if self.table is None:
            return None
        return next((card for card in self.table.hand if card.slot == self.hand.current), None)

    def _show_special(self, table: model.TableState) -> None:
        key = (
            table.mode,
            tuple(table.debt_moves),
            table.debt_loss,
            table.pass_move,
            tuple(table.discard_moves),
        )
        if key == self._special_key:
            return
        self._special_key = key
        for button in self.special_buttons:
            button.deleteLater()
        self.special_buttons = []
        if table.mode == model.DISCARD:
            build = QPushButton(self._discard_text(table), self.special)
            build.setObjectName("special:discard")
            build.setProperty("primary", True)
            build.clicked.connect(self._build_from_discard)
            self._add_special(build)
            if table.pass_move is not None:
                passing = QPushButton(translate("ClassicTable", "Pass (build nothing)"), self.special)
                passing.setObjectName("special:pass")
                passing.clicked.connect(self._pass)
                self._add_special(passing)
        elif table.mode == model.DEBT:
            for move in table.debt_moves:
                debt, coins = move.left, table.debt_loss - move.left
                text = (
                    translate("ClassicTable", "Take %n debt token(s)", None, debt)
                    if debt
                    else translate("ClassicTable", "Pay %n coin(s)", None, coins)
                )
                if debt and coins:
                    text = translate("ClassicTable", "Pay {coins}, take {debt} debt").format(
                        coins=coins, debt=debt
                    )
                button = QPushButton(text, self.special)
                button.setObjectName(f"special:debt:{debt}")
                button.clicked.connect(lambda _=False, chosen=move: self._play(chosen))
                self._add_special(button)
        self.special_layout.addStretch(1) if self.special_buttons else None
        self.special.setVisible(bool(self.special_buttons))

    def _discard_text(self, table: model.TableState) -> str:
        chosen = self.hand.current
        if chosen and chosen in table.discard_moves:
            return (
                texts.words()
                .translate("ClassicTable", "Build {card} for free")
                .format(card=texts.card_name(chosen))
            )
        return translate("ClassicTable", "Build it for free")

    def _add_special(self, button: QPushButton) -> None:
        self.special_layout.addWidget(button)
        self.special_buttons.append(button)

    # --- playing ------------------------------------------------------------------------------------
    def _on_selected(self, _card: str) -> None:
        if self.table is not None and self.table.mode == model.DISCARD:
            for button in self.special_buttons:
                if button.objectName() == "special:discard":
                    button.setText(self._discard_text(self.table))
                    button.setEnabled(self.hand.current in self.table.discard_moves)
            return
        if self.table is not None and self._ctx is not None:
            table = self.table
            left = self.controller.seat_name(table.neighbours.left)
            right = self.controller.seat_name(table.neighbours.right)
            self._show_actions(self._ctx, table, left, right)

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

    # --- cities expanded ------------------------------------------------------------------------------
    def expand_city(self, index: int) -> CityDialog:
        if self.dialog is None:
            self.dialog = CityDialog(self)
            self.dialog.resize(int(self.width() * 0.7), int(self.height() * 0.6))
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
        view = present.city_view(
            ctx, table, dialog.city, acting=False, fresh=self._fresh.get(dialog.city, set())
        )
        dialog.board.show_city(view, present.city_texts(view, table.cities[dialog.city], table.city))
        dialog.setWindowTitle(view.title)
        dialog.close_button.setText(translate("ClassicTable", "Close"))

    # --- motion ---------------------------------------------------------------------------------------
    def on_log(self, entries: Sequence[LogEntry]) -> None:
        events = [entry.event for entry in entries if entry.event is not None]
        if not events or self._ctx is None:
            return
        acted = [event for event in events if event.kind in present.REVEAL_KINDS]
        if not acted:
            return
        view = self._view()
        viewer_city = self.table.city if self.table is not None else 0
        lines = present.reveal_lines(self._ctx, events, viewer_city, view.age if view is not None else 1)
        turn_wide = len(lines) >= self.controller.state.num_players if self.controller.state else True
        if turn_wide or not self.reveal.isVisible():
            self._fresh = {}
            self._reveal_events = list(events)
            ended = [event for event in events if event.kind == "age_ended"]
            self._reveal_age = int(ended[0].data.get("age", 1)) if ended else (view.age if view else 1)
        else:
            self._reveal_events.extend(events)  # a special build after the turn joins that turn's reveal
        for event in acted:
            if event.kind == "card_built" and isinstance(event.data.get("city"), int):
                self._fresh.setdefault(event.data["city"], set()).add(str(event.data.get("card")))
        self._show_reveal(self.animation_ms)
        if view is not None and view.phase == "pick":
            now = (view.age, view.turn)
            if self._last_turn is not None and now[0] == self._last_turn[0] and now[1] > self._last_turn[1]:
                self._pending_slide = "right" if view.age != 2 else "left"  # hands come from that side
            self._last_turn = now
        self.schedule_refresh()

    def _show_reveal(self, duration_ms: int) -> None:
        """The reveal of the last turn (kept as events, so a language switch rewords it)."""
        if self._ctx is None or not self._reveal_events:
            return
        viewer_city = self.table.city if self.table is not None else 0
        age = self._reveal_age
        lines = present.reveal_lines(self._ctx, self._reveal_events, viewer_city, age)
        count = len(self.table.cities) if self.table is not None else len(lines)
        results = present.conflict_results(self._ctx, self._reveal_events, count)
        if results:
            title = present.conflicts_caption(age)
        else:
            title = translate("ClassicTable", "Age {age}, what everyone did:")
            title = title.format(age=ROMAN.get(age, str(age)))
        tiles = max(len(lines), len(results), 1)
        self.reveal.show_lines(
            title, lines, results, self._reveal_columns(tiles), duration_ms, compact=self._short()
        )

    def _reveal_columns(self, count: int) -> int:
        """Every city on one row when the width allows it (a tile needs about 10 lines), else two rows."""
        fits = max(1, self.width() // round(self.fontMetrics().height() * 10))
        return count if count <= fits else -(-count // 2)

    def animations_running(self) -> bool:
        return self.reveal.running() or self.hand.sliding()

    def shows_age_summary(self) -> bool:
        return True  # the reveal shows each age's conflicts, city by city

    def preferred_side_width(self) -> int:
        """A narrower log and score panel than the shell's quarter: the cities need the width."""
        return round(self.fontMetrics().height() * 18)

    def skip_animations(self) -> None:
        self.reveal.skip()
        self.hand.finish_slide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.schedule_refresh()

    def retranslateUi(self) -> None:
        self._ctx = None
        self._special_key = ()
        self.actions.forget()
        self.refresh()
        if self.reveal.isVisible():
            self._show_reveal(0)
