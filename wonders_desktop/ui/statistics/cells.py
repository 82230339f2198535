"""The Statistics page's cells: its tables and their rows, and how a mode, a Wonder, a rate, an average
and a date are written in the language of the interface. Building and wording only; ``page.py`` decides
what to show.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from datetime import datetime
from typing import Any, cast

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QWidget

from wonders_desktop.bots.registry import BOT_LEVELS
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.stats.summary import ModeGroup, sorted_groups
from wonders_desktop.stats.tally import Tally
from wonders_desktop.ui.language import numbers
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.language.setup_words import game_title
from wonders_desktop.ui.savegames.game_summary import mode_text

TABLE_STYLE = "QTreeWidget { outline: 0; } QTreeWidget::item { padding: 3px 10px 3px 2px; }"


def table(parent: QWidget, name: str) -> QTreeWidget:
    table = QTreeWidget(parent)
    table.setObjectName(name)
    table.setColumnCount(6)
    table.setRootIsDecorated(False)
    table.setUniformRowHeights(True)
    table.setAlternatingRowColors(True)
    table.setStyleSheet(TABLE_STYLE)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    header = table.header()
    header.setStretchLastSection(False)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, 6):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        table.headerItem().setTextAlignment(
            column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        )
    return table


def by_level(levels: dict[str, Tally]) -> list[tuple[Hashable, Tally]]:
    """The levels in the registry's order (random to hard), games of people only last."""
    order = {level: index for index, level in enumerate(BOT_LEVELS)}
    rows = sorted_groups(levels)
    return sorted(rows, key=lambda row: order.get(str(row[0]), len(order)))


def by_mode(modes: Iterable[ModeGroup]) -> list[tuple[Hashable, Tally]]:
    """One row per wording: groups whose options differ only in what the words leave out are one row."""
    rows: dict[str, Tally] = {}
    for group in modes:
        label = mode(group.game, group.options, group.players)
        rows[label] = rows.get(label, Tally()).merge(group.tally)
    return sorted_groups(rows)


def fit_rows(table: QTreeWidget) -> None:
    """A short table as tall as its rows (the bot levels: at most five), so the others get the room."""
    rows = max(1, table.topLevelItemCount())
    row = table.sizeHintForRow(0) if table.topLevelItemCount() else table.fontMetrics().height() + 8
    table.setFixedHeight(table.header().sizeHint().height() + rows * row + 2 * table.frameWidth() + 2)


def heading(parent: QWidget) -> QLabel:
    label = QLabel(parent)
    label.setProperty("role", "accent")
    return label


def fill_table(
    table: QTreeWidget, rows: list[tuple[Hashable, Tally]], label: Callable[[Hashable], str]
) -> None:
    table.clear()
    for key, count in rows:
        texts = [
            label(key),
            str(count.played),
            str(count.won),
            percent(count.win_rate),
            decimal(count.average),
            str(count.best if count.best is not None else ""),
        ]
        item = QTreeWidgetItem(texts)
        item.setToolTip(0, texts[0])
        for column in range(1, 6):
            item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        table.addTopLevelItem(item)


def mode(game: str, options: Mapping[str, Any], players: int) -> str:
    """The game and mode, with the number of players where the game allows several. Options the game
    cannot word (an edited file's, a newer app's) give the game's name alone: a label is not worth the page.
    """
    try:
        text = mode_text(game, options)
    except Exception:
        return game_title(game)
    try:
        several = len(game_spec(game).player_counts(options)) > 1
    except Exception:
        several = False
    if not several:
        return text
    return f"{text} · " + QCoreApplication.translate("Statistics", "%n player(s)", "", players)


def wonder(key: Hashable, editions: Mapping[tuple[str, str], int]) -> str:
    """A Wonder and its game, in the words of the edition last played with it."""
    pair = cast("tuple[str, str]", key)  # the Wonders table's keys: (game, Wonder id)
    game, wonder_id = pair
    return f"{name_of('wonder', wonder_id, game, editions.get(pair, 1))} · {game_title(game)}"


def percent(rate: float) -> str:
    return numbers.percent(rate)


def decimal(value: float) -> str:
    return numbers.decimal(value, 1)


def date(stamp: str) -> str:
    try:
        seconds = int(datetime.fromisoformat(stamp).timestamp())
    except (ValueError, OverflowError, OSError):  # an edited file's date: shown as it is
        return stamp
    moment = QDateTime.fromSecsSinceEpoch(seconds).toLocalTime()
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)
