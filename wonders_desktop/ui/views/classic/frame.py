"""The 7 Wonders table's frame: its widgets and how they stack, without what they show.

From the top: the head (age and turn, where the hands go), the prompt, the table area that scrolls on
a short window (the reveal, the cities across the table, your neighbours beside your board), the hand's
caption, the hand, its actions and the special decisions' buttons. Qt's layouts place them; the sizes
they cannot decide alone (the hand's cards, the actions' kept room) come from ``layout``, given the
heights the rows ask for here. ``table.ClassicTable`` fills the frame and plays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.views.base import GameView, TableModels
from wonders_desktop.ui.views.classic import layout, model
from wonders_desktop.ui.views.classic.city import CityBoard, CitySummary
from wonders_desktop.ui.views.classic.decisions import SpecialBar
from wonders_desktop.ui.views.classic.hand import ActionBar, HandRow
from wonders_desktop.ui.views.classic.labels import ElidedLabel
from wonders_desktop.ui.views.classic.reveal import RevealStrip

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

AnyWidget = TypeVar("AnyWidget", bound=QWidget)


def settle(widget: AnyWidget) -> AnyWidget:
    """``widget`` with what the refresh just changed in it laid out: its layouts and its children's run
    now, deepest first, as they would at the next turn of the event loop (until then a parent's layout
    keeps its children's old heights)."""
    parts: list[QWidget] = [*reversed(widget.findChildren(QWidget)), widget]
    for part in parts:
        part_layout = part.layout()
        if part_layout is not None:
            part_layout.activate()
    return widget


def natural_height(widget: QWidget, width: int) -> int:
    """The height ``widget`` asks for at ``width`` (wrapped lines make a panel's height depend on its
    width)."""
    settle(widget)
    return widget.heightForWidth(width) if widget.hasHeightForWidth() else widget.sizeHint().height()


def side_scroll(panel: CitySummary, parent: QWidget) -> QScrollArea:
    """A neighbour's panel keeps its full height; on a short window it scrolls instead of clipping."""
    holder = QWidget(parent)
    column = QVBoxLayout(holder)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(panel)
    column.addStretch(1)
    scroll = QScrollArea(parent)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scroll.setWidgetResizable(True)
    scroll.setWidget(holder)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab reaches the panel's own buttons, not a frame
    return scroll


def shown_rect(widget: QWidget, table: QWidget) -> QRect:
    """``widget``'s rectangle in ``table``'s coordinates, cut to what its parents show (a panel scrolled
    partly out of the cities' area)."""
    shown = QRect(widget.mapTo(table, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not table:
        shown = shown.intersected(QRect(parent.mapTo(table, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return shown


class CityDialog(QDialog):
    """Any city expanded into a full board (kept in sync while open)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cityDialog")
        self.board = CityBoard(self)
        column = QVBoxLayout(self)
        column.addWidget(self.board)
        close = QPushButton(self)
        close.clicked.connect(self.close)
        self.close_button = close
        column.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        self.city = -1


class ClassicFrame(GameView):
    """The table's widgets, laid out; the sizes of the hand and of the rows around it."""

    actions: ActionBar  # type: ignore[assignment]  # shadows QWidget.actions(), which nothing calls on a table

    def __init__(
        self, controller: GameController, models: TableModels, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, models, parent)
        self._build()
        self._layout()

    def _build(self) -> None:
        self.status = self._label("status", "heading")
        self.info = ElidedLabel("", self)  # where the hands go, the discard pile: elided when narrow
        self.info.setProperty("role", "muted")
        self.info.setObjectName("turnInfo")
        self.info.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.prompt = self._label("prompt", "accent")
        self.prompt.setWordWrap(True)
        self.reveal = RevealStrip(self)
        self.others_box = QWidget(self)
        self.others_layout = QGridLayout(self.others_box)  # one row, or two when the width is short
        self.others_layout.setContentsMargins(0, 0, 0, 0)
        self.others_layout.setHorizontalSpacing(layout.ACROSS_SPACING)
        self.others_layout.setVerticalSpacing(layout.AREA_SPACING)
        self.others: list[CitySummary] = []
        self.left_panel = CitySummary(self)
        self.left_panel.setObjectName("leftNeighbour")
        self.right_panel = CitySummary(self)
        self.right_panel.setObjectName("rightNeighbour")
        self.board = CityBoard(self)
        self.board.setObjectName("myBoard")
        self.hand_title = QLabel(self)
        self.hand_title.setProperty("role", "muted")
        self.hand = HandRow(self)
        self.hand.setObjectName("hand")
        self.actions = ActionBar(self)
        self.actions.setObjectName("actions")
        self.special = SpecialBar(self)

    def _label(self, name: str, role: str) -> QLabel:
        label = QLabel(self)
        label.setProperty("role", role)
        label.setObjectName(name)
        return label

    @property
    def special_buttons(self) -> list[QPushButton]:
        return self.special.buttons

    def _layout(self) -> None:
        head = self.head = QHBoxLayout()
        head.addWidget(self.status)  # the age and turn whole; the secondary line gives way (its tooltip
        head.addWidget(self.info, 1)  # holds it whole), so the head never widens a zoomed table
        area = self._table_area()
        self.table_scroll = QScrollArea(self)
        self.table_scroll.setObjectName("tableScroll")
        self.table_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.table_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table_scroll.setWidgetResizable(True)
        self.table_scroll.setWidget(area)
        self.table_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no invisible Tab stop: its pieces have one
        self.table_scroll.setMinimumHeight(self.fontMetrics().height() * layout.AREA_MIN_LINES)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(*layout.MARGINS)
        rows.setSpacing(layout.ROW_SPACING)
        rows.addLayout(head)
        rows.addWidget(self.prompt)
        rows.addWidget(self.table_scroll, 1)  # the cities scroll on a short window; the hand never does
        rows.addWidget(self.hand_title)
        rows.addWidget(self.hand)
        rows.addWidget(self.actions)
        rows.addWidget(self.special)

    def _table_area(self) -> QWidget:
        """The reveal, the cities across the table, and the middle row: your neighbours and your board."""
        middle = self.middle = QHBoxLayout()
        middle.setSpacing(layout.MIDDLE_SPACING)
        self.left_scroll = side_scroll(self.left_panel, self)
        self.right_scroll = side_scroll(self.right_panel, self)
        middle.addWidget(self.left_scroll)
        middle.addWidget(self.board, 1, Qt.AlignmentFlag.AlignTop)  # as tall as the city, no taller
        middle.addWidget(self.right_scroll)
        area = QWidget(self)
        area.setObjectName("tableArea")
        column = QVBoxLayout(area)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(layout.AREA_SPACING)
        column.addWidget(self.reveal)
        column.addWidget(self.others_box)
        column.addLayout(middle, 1)
        return area

    def keep_clear(self) -> list[QRect]:
        """What the player reads to decide: the head and prompt, the reveal, every city's panel (the
        neighbours' lines: what they sell, at what price), your board, the hand and its actions. Each as
        far as it shows (the cities scroll in their own area)."""
        parts: list[QWidget] = [self.status, self.info, self.prompt, self.reveal, *self.others]
        parts += [self.left_panel, self.right_panel, self.board, self.hand_title, self.hand, self.actions]
        parts.append(self.special)
        shown = (shown_rect(part, self) for part in parts if part.isVisible())
        return [rect for rect in shown if not rect.isEmpty()]

    # --- sizes ----------------------------------------------------------------------------------------
    def least_room(self, zoomed: QSize) -> QSize:
        """None beyond the layout's own: whatever the zoom, this table fits its window, so the hand (what
        the player chooses from) is never a scroll away (issue 41). The cities scroll in their own area
        and the hand's cards are sized from the room (``layout.hand_plan``)."""
        return QSize(0, 0)

    def is_short(self) -> bool:
        return layout.is_short(self.height(), self.fontMetrics().height())

    def hand_plan(self, table: model.TableState, reveal: bool) -> layout.HandPlan:
        """The hand's cards for ``table`` (``reveal``: the reveal has been shown), and whether the
        actions keep their room; the actions' size policy follows at once."""
        plan = layout.hand_plan(
            (self.width(), self.height()),
            self.fontMetrics().height(),
            self._other_rows(reveal, bool(table.others)),
            len(table.hand),
            across=bool(table.others),
            teams=table.teammate is not None,
            special=table.mode in (model.DISCARD, model.DEBT),
        )
        self._keep_action_room(plan.keep_action_room)
        return plan

    def _other_rows(self, reveal: bool, across: bool) -> list[int]:
        """The heights of the rows other than the hand, that do not depend on the hand's: the head, the
        prompt, the table area at its natural height, the hand's caption and the actions' room (kept
        whether shown or not: the hand does not jump each turn)."""
        width = layout.inner_width(self.width())
        area = self._area_height(width, reveal, across)
        rows = [self.head.sizeHint().height(), self.prompt.heightForWidth(width), area]
        if self.hand_title.isVisibleTo(self):
            rows.append(self.hand_title.sizeHint().height())
        rows.append(self.actions.room())
        return rows

    def _area_height(self, width: int, reveal: bool, across: bool) -> int:
        """The table area's natural height at ``width``: the reveal (from the first one on, so putting
        it away does not grow the hand), the cities across the table, and the taller of your board and
        your neighbours' whole panels."""
        sides = [scroll.maximumWidth() for scroll in (self.left_scroll, self.right_scroll)]
        heights = [settle(self.board).full_height(layout.middle_width(width, sides))]  # its width to be
        panels = ((self.left_panel, self.left_scroll), (self.right_panel, self.right_scroll))
        heights += [natural_height(panel, scroll.maximumWidth()) for panel, scroll in panels]
        rows = [max(heights)]
        if reveal:
            rows.append(natural_height(self.reveal, width))
        if across:
            rows.append(natural_height(self.others_box, width))
        return layout.area_height(rows)

    def _keep_action_room(self, keep: bool) -> None:
        """The hidden actions keep their room, or give it to the cities (``layout.keeps_action_room``)."""
        policy = self.actions.sizePolicy()
        if policy.retainSizeWhenHidden() != keep:
            policy.setRetainSizeWhenHidden(keep)
            self.actions.setSizePolicy(policy)
