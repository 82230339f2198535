"""The generic table: plays any game of the protocol, before (or without) a rich per-game table.

Top: whose turn it is. Middle: the public part of the table and one card per seat, read from the
viewer's ``view.snapshot()`` (ids shown as translated names) with the provisional score. Bottom: the
viewer's legal moves as buttons grouped by action, exactly as the engine lists them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.language.i18n import game_of
from wonders_desktop.ui.language.labels import field_label, format_value
from wonders_desktop.ui.language.move_text import MoveLabel
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.views.base import GameView, TableModels
from wonders_desktop.ui.views.game_ui import game_ui
from wonders_desktop.ui.views.models import ActingRole, EntriesRole, ThinkingRole, TotalRole

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

translate = QCoreApplication.translate

# Snapshot fields of the protocol itself (the seat lists are shown as seat cards); each game adds the
# fields that are its engine's bookkeeping (``INTERNAL_FIELDS`` in its ``words.py``, via ``game_ui``).
PROTOCOL_FIELDS = frozenset({"players", "cities", "seats", "history", "seed", "options", "rng", "viewer"})
SEAT_FIELDS = frozenset({"current_player"})  # a seat number; each game adds its own (``SEAT_FIELDS``)
MAX_VALUE_CHARS = 240
MOVE_COLUMNS = 3  # move buttons per row (a grid: no Python-implemented layout in the hot path)


def internal_fields(game: str) -> frozenset[str]:
    """The snapshot fields of ``game`` the table does not show: the protocol's and the game's own."""
    return PROTOCOL_FIELDS | game_ui(game).internal_fields()


def _clip(text: str) -> str:
    return text if len(text) <= MAX_VALUE_CHARS else text[: MAX_VALUE_CHARS - 1] + "…"


def _set_text(label: QLabel, text: str) -> None:
    """Relayout only when the text really changed."""
    if label.text() != text:
        label.setText(text)


class FieldGrid(QWidget):
    """``label  value`` rows of plain-text labels, updated in place (cheap to lay out and repaint)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)
        self.rows: list[tuple[QLabel, QLabel]] = []

    def show_entries(self, entries: list[tuple[str, str]]) -> None:
        while len(self.rows) < len(entries):
            name, value = QLabel(self), QLabel(self)
            name.setProperty("role", "muted")
            name.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            value.setWordWrap(True)
            value.setTextFormat(Qt.TextFormat.PlainText)
            self.grid.addWidget(name, len(self.rows), 0)
            self.grid.addWidget(value, len(self.rows), 1)
            self.rows.append((name, value))
        for row, (name, value) in enumerate(self.rows):
            shown = row < len(entries)
            if name.isVisibleTo(self) != shown:
                name.setVisible(shown)
                value.setVisible(shown)
            if shown:
                _set_text(name, entries[row][0])
                _set_text(value, _clip(entries[row][1]))


class SeatCard(QFrame):
    """One seat's public summary: name, state badge, provisional score, then field: value lines."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self._border = ""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(6)
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.badge = QLabel(self)
        self.badge.setProperty("role", "accent")
        self.body = FieldGrid(self)
        layout.addWidget(self.title)
        layout.addWidget(self.badge)
        layout.addWidget(self.body)

    def set_highlight(self, on: bool) -> None:
        """The viewer's own seat wears the accent colour (style sheets are costly: set on change only)."""
        colour = theme.current().accent if on else theme.current().border
        if colour != self._border:
            self._border = colour
            self.setStyleSheet(f"QFrame#card {{ border: 1px solid {colour}; }}")

    def show_seat(
        self, name: str, badge: str, total: int | None, entries: list[tuple[str, str, str]]
    ) -> None:
        points = translate("GenericTable", "%n point(s)", None, total) if total is not None else ""
        _set_text(self.title, f"{name}  ·  {points}" if points else name)
        _set_text(self.badge, badge)  # always shown (maybe empty): no relayout when a bot starts thinking
        self.body.show_entries([(label, text) for _field, label, text in entries])


class GenericTable(GameView):
    """Any game, readable and fully playable: public summaries and the legal moves as buttons."""

    def __init__(
        self, controller: GameController, models: TableModels, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, models, parent)
        self.status = QLabel(self)
        self.status.setProperty("role", "heading")
        self.status.setWordWrap(True)
        self.public = FieldGrid(self)
        self.seat_grid = QGridLayout()
        self.seat_grid.setSpacing(10)
        self.cards: list[SeatCard] = []
        self.moves_title = QLabel(self)
        self.moves_title.setProperty("role", "heading")
        self.moves_box = QWidget(self)
        self.moves_layout = QVBoxLayout(self.moves_box)
        self.moves_layout.setContentsMargins(0, 0, 0, 0)
        self._build_layout()
        models.moves.modelReset.connect(self._rebuild_moves)
        models.seats.modelReset.connect(self.schedule_refresh)
        models.seats.dataChanged.connect(self.schedule_refresh)
        self._rebuild_moves()

    def _build_layout(self) -> None:
        table = QWidget(self)
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.public)
        table_layout.addLayout(self.seat_grid)
        table_layout.addStretch(1)
        top = QScrollArea(self)
        top.setWidgetResizable(True)
        top.setFrameShape(QFrame.Shape.NoFrame)
        top.setWidget(table)
        bottom = self.moves_panel = QWidget(self)
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 6, 0, 0)
        bottom_layout.addWidget(self.moves_title)
        scroll = QScrollArea(bottom)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.moves_box)
        bottom_layout.addWidget(scroll)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(top)
        splitter.addWidget(bottom)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([620, 380])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(10)
        layout.addWidget(self.status)
        layout.addWidget(splitter, 1)

    # --- rendering ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        self._refresh_pending = False
        # no move to make (a bot's turn, the end): the boards get the whole table
        wanted = self.models.moves.rowCount() > 0
        if self.moves_panel.isVisibleTo(self) != wanted:
            self.moves_panel.setVisible(wanted)
        self.status.setText(self._status_text())
        self._show_public()
        self._show_seats()
        self.moves_title.setText(self._moves_title())

    def _status_text(self) -> str:
        controller = self.controller
        state = controller.state
        if state is None:
            return ""
        if state.is_terminal():
            return translate("GenericTable", "The game is over.")
        if controller.viewer in controller.acting_humans():
            name = controller.seat_name(controller.viewer)
            if len(controller.humans()) == 1:
                return translate("GenericTable", "Your turn: choose a move below.")
            return translate("GenericTable", "{player}, your turn: choose a move below.").format(player=name)
        waiting = ", ".join(controller.seat_name(seat) for seat in state.to_act())
        return translate("GenericTable", "Waiting for {players}…").format(players=waiting)

    def _moves_title(self) -> str:
        count = self.models.moves.rowCount()
        if count == 0:
            return translate("GenericTable", "No move to make now")
        return translate("GenericTable", "Your moves (%n)", None, count)

    def _show_public(self) -> None:
        view = self.controller.view_state()
        snapshot: Mapping[str, Any] = view.snapshot() if view is not None else {}
        game, edition = game_of(self.controller.state)
        hidden = internal_fields(game)
        entries = [
            (field_label(key, game, edition), self._public_value(key, value))
            for key, value in snapshot.items()
            if key not in hidden and value not in (None, [], {}, False, "")
        ]
        self.public.show_entries(entries)
        if self.public.isVisibleTo(self) != bool(entries):
            self.public.setVisible(bool(entries))

    def _public_value(self, key: str, value: Any) -> str:
        game, edition = game_of(self.controller.state)
        seat_field = key in SEAT_FIELDS or key in game_ui(game).seat_fields()
        if seat_field and isinstance(value, int) and not isinstance(value, bool):
            # a negative seat is nobody (Architects' cat before anyone takes it), not the Free City
            return self.controller.seat_name(value) if value >= 0 else "—"
        return format_value(key, value, game=game, edition=edition)

    def _show_seats(self) -> None:
        seats = self.models.seats
        count = seats.rowCount()
        while len(self.cards) < count:
            card = SeatCard(self)
            self.cards.append(card)
        while len(self.cards) > count:
            self.cards.pop().deleteLater()
        columns = 2 if count <= 4 else 3
        for seat, card in enumerate(self.cards):
            index = seats.index(seat)
            card.show_seat(
                seats.data(index),
                self._badge(bool(seats.data(index, ActingRole)), bool(seats.data(index, ThinkingRole))),
                seats.data(index, TotalRole),
                seats.data(index, EntriesRole) or [],
            )
            card.set_highlight(seat == self.controller.viewer)
            if self.seat_grid.itemAtPosition(seat // columns, seat % columns) is None:
                self.seat_grid.addWidget(card, seat // columns, seat % columns)

    def _badge(self, acting: bool, thinking: bool) -> str:
        if thinking:
            return translate("GenericTable", "thinking…")
        if acting:
            return translate("GenericTable", "to play")
        return ""

    def _rebuild_moves(self) -> None:
        while self.moves_layout.count():
            item = self.moves_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        groups: dict[str, list[int]] = {}
        for row in range(self.models.moves.rowCount()):
            groups.setdefault(self.models.moves.label_at(row).group, []).append(row)
        for group, rows in groups.items():
            self.moves_layout.addWidget(self._group_widget(group, rows))
        self.moves_layout.addStretch(1)
        self.schedule_refresh()

    def _group_widget(self, title: str, rows: list[int]) -> QWidget:
        box = QWidget(self.moves_box)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 4, 0, 4)
        caption = QLabel(title, box)
        caption.setProperty("role", "muted")
        layout.addWidget(caption)
        holder = QWidget(box)
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(6)
        for position, row in enumerate(rows):
            grid.addWidget(self._move_button(row, holder), position // MOVE_COLUMNS, position % MOVE_COLUMNS)
        for column in range(MOVE_COLUMNS):
            grid.setColumnStretch(column, 1)
        layout.addWidget(holder)
        return box

    def _move_button(self, row: int, parent: QWidget) -> QPushButton:
        label: MoveLabel = self.models.moves.label_at(row)
        text = f"{label.text}\n{label.detail}" if label.detail else label.text
        button = QPushButton(text, parent)
        button.setObjectName(f"move:{self.models.moves.move_at(row).to_str()}")
        button.setToolTip("\n".join(part for part in (label.detail or label.text, label.effect) if part))
        colour = theme.card_colour(label.colour)
        if colour is not None:
            button.setStyleSheet(
                f"QPushButton {{ border-left: 6px solid {colour.name()}; text-align: left; }}"
            )
        move = self.models.moves.move_at(row)
        button.clicked.connect(lambda _checked=False, chosen=move: self.request_move(chosen))
        return button

    def retranslateUi(self) -> None:
        self._rebuild_moves()
