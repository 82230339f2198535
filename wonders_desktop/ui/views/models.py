"""Qt item models over the controller: the log, the viewer's legal moves (the hand), the seats, the scores.

Models hold no rules: they ask the controller (which asks the engine) and translate on ``data()``, so a
language switch only needs a repaint (``refresh``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractListModel, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel

from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.engine.core.scoring import Outcome
from wonders_desktop.ui.language.event_text import as_logged, describe_event, is_quiet
from wonders_desktop.ui.language.game_words import words_hook
from wonders_desktop.ui.language.i18n import game_of
from wonders_desktop.ui.language.labels import category_name, seat_entries
from wonders_desktop.ui.language.move_text import MoveLabel, describe_move
from wonders_desktop.ui.platform import theme

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController, LogEntry

Index = QModelIndex | QPersistentModelIndex
MoveRole = Qt.ItemDataRole.UserRole + 1
GroupRole = Qt.ItemDataRole.UserRole + 2
ColourRole = Qt.ItemDataRole.UserRole + 3
SeatRole = Qt.ItemDataRole.UserRole + 4
EntriesRole = Qt.ItemDataRole.UserRole + 5
ActingRole = Qt.ItemDataRole.UserRole + 6
ThinkingRole = Qt.ItemDataRole.UserRole + 7
TotalRole = Qt.ItemDataRole.UserRole + 8


class LogModel(QStandardItemModel):
    """The readable log, oldest first; bookkeeping events are left out, and so is the income that only
    repeats a logged trade (``as_logged``: the payer's line tells a 7 Wonders trade once).

    A C++ item model on purpose: painting the log then never calls back into Python, so a repaint
    never waits for the interpreter lock while bots think on their workers. Texts are rebuilt when
    the language or the viewer changes (``refresh``).
    """

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._rows: list[int] = []  # indices into controller.log
        self._seen = 0
        controller.gameStarted.connect(self.reset)
        controller.logAppended.connect(self._appended)
        controller.viewerChanged.connect(self.refresh)  # what a line may name depends on the viewer

    def _visible(self, start: int) -> list[int]:
        log = self.controller.log
        return [i for i in range(start, len(log)) if log[i].event is None or self._shown(i) is not None]

    def _shown(self, index: int) -> Event | None:
        """The event of log entry ``index`` as the log tells it (None: no line), read with the earlier
        events of the same move."""
        log = self.controller.log
        entry = log[index]
        game = game_of(self.controller.state)[0]
        if entry.event is None or is_quiet(entry.event, game):
            return None

        def earlier() -> Iterator[Event]:
            for i in range(index - 1, -1, -1):
                if log[i].move != entry.move:
                    return
                event = log[i].event
                if event is not None:
                    yield event

        return as_logged(entry.event, earlier(), game)

    def reset(self) -> None:
        self.clear()
        self._rows = []
        self._seen = 0
        self._appended(0)

    def _appended(self, _count: int) -> None:
        if len(self.controller.log) < self._seen:
            self.reset()
            return
        added = self._visible(self._seen)
        self._seen = len(self.controller.log)
        for index in added:
            self.appendRow(self._item(index))
        self._rows.extend(added)

    def _item(self, index: int) -> QStandardItem:
        entry = self.controller.log[index]
        text = self._text(index)
        item = QStandardItem(text)
        item.setEditable(False)
        item.setToolTip(text)
        item.setData(entry.seat, SeatRole)
        if entry.event is None:
            item.setForeground(QBrush(QColor(theme.current().accent)))
        elif entry.event.kind.startswith("age"):
            font = QFont()
            font.setBold(True)
            item.setFont(font)
        return item

    def _text(self, index: int) -> str:
        entry = self.controller.log[index]
        event = self._shown(index) if entry.event is not None else None
        if event is None:
            return entry.notice_text()
        game, edition = game_of(self.controller.state)
        return describe_event(
            event, self.controller.seat_name, self.controller.viewer, game=game, edition=edition
        )

    def refresh(self) -> None:
        for row, index in enumerate(self._rows):
            item = self.item(row)
            if item is not None:
                text = self._text(index)
                item.setText(text)
                item.setToolTip(text)

    def entry(self, row: int) -> LogEntry:
        return self.controller.log[self._rows[row]]


class MovesModel(QAbstractListModel):
    """The viewer's legal moves when the viewer acts: the hand and the actions, as the engine lists them."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._moves: list[Move] = []
        self._labels: list[MoveLabel] = []
        for signal in (controller.gameStarted, controller.stateChanged, controller.turnChanged):
            signal.connect(self.reload)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._moves)

    def reload(self) -> None:
        moves = self.controller.legal_moves_for_viewer()
        if moves == self._moves:
            return
        self.beginResetModel()
        self._moves = list(moves)
        self._labels = [describe_move(move.to_str(), *game_of(self.controller.state)) for move in self._moves]
        self.endResetModel()

    def refresh(self) -> None:
        self.beginResetModel()
        self._labels = [describe_move(move.to_str(), *game_of(self.controller.state)) for move in self._moves]
        self.endResetModel()

    def move_at(self, row: int) -> Move:
        return self._moves[row]

    def label_at(self, row: int) -> MoveLabel:
        return self._labels[row]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._moves):
            return None
        label = self._labels[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return label.text
        if role == Qt.ItemDataRole.ToolTipRole:
            text = f"{label.text} — {label.detail}" if label.detail else label.text
            return f"{text}\n{label.effect}" if label.effect else text
        if role == MoveRole:
            return self._moves[index.row()].to_str()
        if role == GroupRole:
            return label.group
        if role == ColourRole:
            return label.colour
        return None


class SeatsModel(QAbstractListModel):
    """One row per seat: name, whether it acts or thinks, provisional total and its public summary."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._entries: list[list[tuple[str, str, str]]] = []
        self._totals: list[int | None] = []
        for signal in (controller.gameStarted, controller.stateChanged, controller.viewerChanged):
            signal.connect(self.reload)
        controller.botThinking.connect(self._thinking_changed)
        controller.turnChanged.connect(self._acting_changed)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def reload(self) -> None:
        view = self.controller.view_state()
        snapshot = view.snapshot() if view is not None else {}
        outcome = self.controller.outcome_or_none()
        seats = list(self.controller.players())
        self.beginResetModel()
        game, edition = game_of(self.controller.state)
        self._entries = [seat_entries(snapshot, seat, game=game, edition=edition) for seat in seats]
        self._totals = [outcome.scores[seat].total if outcome else None for seat in seats]
        self.endResetModel()

    def refresh(self) -> None:
        self.reload()

    def _acting_changed(self) -> None:
        if self._entries:
            self.dataChanged.emit(self.index(0), self.index(len(self._entries) - 1), [ActingRole])

    def _thinking_changed(self, seat: int, _thinking: bool) -> None:
        if 0 <= seat < len(self._entries):
            self.dataChanged.emit(self.index(seat), self.index(seat))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        seat = index.row()
        if not index.isValid() or seat >= len(self._entries):
            return None
        state = self.controller.state
        if role == Qt.ItemDataRole.DisplayRole:
            return self.controller.seat_title(seat)
        if role == EntriesRole:
            return self._entries[seat]
        if role == TotalRole:
            return self._totals[seat]
        if role == ActingRole:
            return state is not None and seat in state.to_act()
        if role == ThinkingRole:
            return self.controller.shows_thinking(seat)
        if role == SeatRole:
            return seat
        return None


class ScoreModel(QAbstractTableModel):
    """The scoring pad: rows are the Outcome's categories in order, then Total; columns are the players."""

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        self.controller = controller
        self._outcome: Outcome | None = None
        for signal in (controller.gameStarted, controller.stateChanged):
            signal.connect(self.reload)

    def reload(self) -> None:
        self.beginResetModel()
        self._outcome = self.controller.outcome_or_none()
        self.endResetModel()

    def refresh(self) -> None:
        self.reload()

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    def categories(self) -> list[str]:
        if self._outcome is None or not self._outcome.scores:
            return []
        hidden = self._hidden_rows()
        names = [name for name, _ in self._outcome.scores[0].categories if name not in hidden]
        return [*names, "total"]

    def _hidden_rows(self) -> frozenset[str]:
        """Rows the game's printed pad lacks in this set-up (black cards without Cities): the game's words
        module says, through its ``hidden_score_rows(state)`` hook; other games show every category."""
        state = self.controller.state
        hook = words_hook(game_of(state)[0], "hidden_score_rows") if state is not None else None
        return frozenset(hook(state)) if hook else frozenset()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.categories())

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() or self._outcome is None else len(self._outcome.scores)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.controller.seat_name(section)
        categories = self.categories()
        if section >= len(categories):
            return None
        return category_name(categories[section], *game_of(self.controller.state))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._outcome is None:
            return None
        category = self.categories()[index.row()]
        score = self._outcome.scores[index.column()]
        is_total = category == "total"
        finished = self.controller.state is not None and self.controller.state.is_terminal()
        if role == Qt.ItemDataRole.DisplayRole:
            return str(score.total if is_total else score[category])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole and (
            is_total or (finished and index.column() in self._outcome.winners)
        ):
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and finished and index.column() in self._outcome.winners:
            return QBrush(QColor(theme.current().accent))
        return None
