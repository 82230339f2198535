"""The reveal: after every pick is in, what each city did this turn, readable at a glance.

One line per city, in seat order: a small card (the structure built, or a card back for a wonder stage
or a card discarded face down), the player's name and what happened (with coins paid to neighbours).
At the end of an age the conflicts follow: the tokens each city took. The strip fades in (the
animation setting's duration, skippable with a click) and stays until the next turn is revealed.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import CardBack, CardFace
from wonders_desktop.ui.art.drawing import draw_text_readable
from wonders_desktop.ui.art.painter import CardSize, CardState, paint_card
from wonders_desktop.ui.art.palette import art_palette
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.views.classic.hand import TableCard as TileCard
from wonders_desktop.ui.views.classic.labels import NameLabel


class RevealLabel(NameLabel):
    """A tile's "player — what they did" ("Robô Médio 4 — encadeamento"): on two lines, broken at its
    dash, before either part is cut with "…" (issue 39: Age III's reveal cut the words that matter)."""

    SEPARATOR = " — "


@dataclass(frozen=True, slots=True)
class RevealLine:
    """What one city did: the card shown (face, back or none), who and what, in words."""

    city: int
    who: str
    text: str
    face: CardFace | CardBack | None
    tooltip: str = ""
    note: str = ""  # a few words under the player's name: "chain", "stage 2", "+3 coins", "pays 2"
    back_label: str = ""  # the words printed on a face-down card: "Discarded for 3 coins"


class BackTile(TileCard):
    """A face-down card in the reveal (a card discarded for coins): the deck's back, and on it in
    words what became of the card, so it never reads as an empty bar."""

    def __init__(
        self, back: CardBack, label: str, parent: QWidget | None = None, *, tooltip: str = ""
    ) -> None:
        super().__init__(back, CardSize.CHIP, parent, tooltip=tooltip)
        self.label = label

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        paint_card(painter, rect, self.face(), CardState(), art_palette(), CardSize.CHIP)
        body = rect.adjusted(2, 2, -2, -2)
        text = body.adjusted(body.height() * 1.05, 0, -body.height() * 0.3, 0)
        if text.width() > body.height():
            draw_text_readable(painter, text, self.label, QColor("#fffaf2"), body.height() * 0.48, bold=True)
        painter.end()


@dataclass(frozen=True, slots=True)
class ConflictResult:
    """One city's conflicts at the end of an age: the tokens taken on each side and their sum."""

    city: int
    who: str
    left: tuple[int, ...]  # tokens won (+) or lost (-) against the cities on its left
    right: tuple[int, ...]
    diplomacy: bool  # it sat this age out with a diplomacy token
    tooltip: str  # the log's sentences, one per token

    @property
    def total(self) -> int:
        return sum(self.left) + sum(self.right)


def token_icon(token: int) -> str:
    return f"victory_{token}" if token > 0 else "defeat_1"


class ConflictTokens(QWidget):
    """``◀ [tokens] · [tokens] ▶ = total`` in one line: the tokens as the art kit's icons, an empty
    side (a tie, or no fight) as a dash, the sum in victory points coloured by its sign."""

    def __init__(
        self, result: ConflictResult, parent: QWidget | None = None, *, compact: bool = False
    ) -> None:
        super().__init__(parent)
        self.result = result
        self.compact = compact  # a short window: the tokens and the sum, without the sides' arrows
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)

    def _side(self) -> float:
        return self.fontMetrics().height() * (1.1 if self.compact else 1.3)

    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _parts(self) -> list[tuple[str, str]]:
        """("icon", name) or ("text", words), left to right."""
        result = self.result
        if result.diplomacy:
            return [("icon", "diplomacy")]
        total = ("total", f"= {result.total:+d}".replace("-", "−") if result.total else "= 0")
        if self.compact:  # the tokens and their sum: "+6", "−2", "±0"
            total = ("total", f"{result.total:+d}".replace("-", "−") if result.total else "±0")
            return [*(("icon", token_icon(t)) for t in (*result.left, *result.right)), total]
        parts: list[tuple[str, str]] = [("text", "◀")]
        parts += [("icon", token_icon(t)) for t in result.left] or [("muted", "–")]
        parts.append(("muted", "·"))
        parts += [("icon", token_icon(t)) for t in result.right] or [("muted", "–")]
        parts.append(("text", "▶"))
        parts.append(total)
        return parts

    def _width(self, kind: str, value: str) -> float:
        if kind == "icon":
            return self._side() * 1.08
        metrics = self.fontMetrics() if kind != "total" else QFontMetricsF(self._bold())
        return metrics.horizontalAdvance(value) + self.fontMetrics().height() * 0.3

    def sizeHint(self) -> QSize:
        width = sum(self._width(kind, value) for kind, value in self._parts())
        return QSize(round(width) + 2, round(self._side()) + 2)

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        return QSize(min(hint.width(), self.fontMetrics().height() * 6), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        wanted = self.sizeHint().width()
        if self.width() < wanted:  # a narrow tile (two tokens a side in team play): all of it, smaller
            scale = self.width() / wanted
            painter.translate(0, self.height() * (1 - scale) / 2)
            painter.scale(scale, scale)
        side = self._side()
        palette = theme.current()
        x = 1.0
        total = self.result.total
        for kind, value in self._parts():
            width = self._width(kind, value)
            if kind == "icon":
                icons.draw_icon(painter, QRectF(x, (self.height() - side) / 2, side, side), value)
            else:
                colour = QColor(palette.muted if kind == "muted" else palette.text)
                if kind == "total":
                    painter.setFont(self._bold())
                    colour = (
                        QColor(theme.CARD_COLOURS["green" if total > 0 else "red"])
                        if total
                        else QColor(palette.muted)
                    )
                painter.setPen(colour)
                painter.drawText(QRectF(x, 0, width, self.height()), int(Qt.AlignmentFlag.AlignCenter), value)
            x += width
        painter.end()


class RevealStrip(QFrame):
    """The last turn's actions of every city; click or × to put it away."""

    dismissed = Signal()
    COLUMNS_MAX = 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.compact = False
        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 6, 6, 6)
        outer.setSpacing(6)
        layout = QVBoxLayout()
        layout.setSpacing(4)
        self.title = QLabel(self)
        self.title.setProperty("role", "accent")
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.setObjectName("revealClose")
        self.close_button.clicked.connect(self.dismiss)
        self.outer = outer
        self.top = QHBoxLayout()  # the title and × (compact: × moves beside the tiles, the title goes)
        self.top.addWidget(self.title, 1)
        self.top.addWidget(self.close_button)
        layout.addLayout(self.top)
        outer.addLayout(layout, 1)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(3)
        layout.addLayout(self.grid)
        self.conflicts: list[ConflictResult] = []
        self.lines: list[RevealLine] = []
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._effect.setEnabled(False)  # only while fading: an effect renders the strip off-screen each paint
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._fade.finished.connect(lambda: self._effect.setEnabled(False))
        self.hide()

    def show_lines(
        self,
        title: str,
        lines: Sequence[RevealLine],
        conflicts: Sequence[ConflictResult],
        columns: int,
        duration_ms: int,
        *,
        compact: bool = False,
    ) -> None:
        """One tile per city (the card on top, the player and the action below), ``columns`` a row;
        at the end of an age each tile also shows that city's conflict tokens (``conflicts``).
        ``compact`` (a short window): no title line (it becomes the strip's tooltip) and the conflict
        tokens beside the player's name, so the strip takes two lines of the table, not four."""
        self.compact = compact
        self.title.setText(title)
        self._place_close(compact)
        self.setToolTip(title if compact else "")
        self._clear(self.grid)
        self.lines = list(lines)
        self.conflicts = list(conflicts)
        results = {result.city: result for result in conflicts}
        shown = {line.city for line in lines}
        lines = [*lines, *(RevealLine(r.city, r.who, "", None) for r in conflicts if r.city not in shown)]
        columns = max(1, columns)
        widest = round(self.fontMetrics().height() * 18)  # a few cities do not stretch across the table
        for position, line in enumerate(lines):
            tile = self._tile(line, results.get(line.city))
            tile.setMaximumWidth(widest)
            self.grid.addWidget(tile, position // columns, position % columns)
            tile.show()  # now, not at the next turn of the event loop: the strip's height counts it at once
        self.grid.setHorizontalSpacing(8 if compact else 14)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        self.show()
        self._fade.stop()
        if duration_ms > 0:
            self._effect.setEnabled(True)
            self._effect.setOpacity(0.0)
            self._fade.setDuration(duration_ms)
            self._fade.setStartValue(0.0)
            self._fade.setEndValue(1.0)
            self._fade.start()
        else:
            self._effect.setEnabled(False)

    def _place_close(self, compact: bool) -> None:
        """The title line over the tiles, or (compact) only × at the right of the tiles."""
        self.title.setVisible(not compact)
        beside = self.outer.indexOf(self.close_button) >= 0
        if compact == beside:
            return
        if compact:
            self.top.removeWidget(self.close_button)
            corner = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight
            self.outer.addWidget(self.close_button, 0, corner)
        else:
            self.outer.removeWidget(self.close_button)
            self.top.addWidget(self.close_button)

    def _tile(self, line: RevealLine, result: ConflictResult | None) -> QWidget:
        tile = QWidget(self)
        column = QVBoxLayout(tile)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(1)
        full = f"<b>{html.escape(line.who)}</b> {html.escape(line.text)}"
        card: TileCard | None = None
        if isinstance(line.face, CardBack) and line.back_label:
            card = BackTile(line.face, line.back_label, tile, tooltip=line.tooltip or full)
            card.setObjectName(f"back:{line.city}")
        elif line.face is not None:
            card = TileCard(line.face, CardSize.CHIP, tile, tooltip=line.tooltip or full)
        if card is not None:
            card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            card.setMinimumWidth(self.fontMetrics().height() * 4)
            card.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            column.addWidget(card)
        label = RevealLabel(f"{line.who} — {line.note}" if line.note else line.who, tile)
        label.setToolTip(full)
        row = QHBoxLayout()
        row.setSpacing(4)
        row.addWidget(label, 0 if self.compact else 1)
        column.addLayout(row)
        if result is not None:  # the end of an age: this city's conflicts, under (or beside) its name
            tokens = ConflictTokens(result, tile, compact=self.compact)
            tokens.setObjectName(f"conflict:{result.city}")
            tokens.setToolTip(result.tooltip)
            if self.compact:
                label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
                row.addWidget(tokens)
                row.addStretch(1)
            else:
                column.addWidget(tokens)
        tile.setToolTip(full)
        return tile

    @staticmethod
    def _clear(grid: QGridLayout) -> None:
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()

    def running(self) -> bool:
        return self._fade.state() == QPropertyAnimation.State.Running

    def skip(self) -> None:
        """End the fade at once (a click, or the screenshot/tests waiting)."""
        if self.running():
            self._fade.stop()
            self._effect.setOpacity(1.0)
            self._effect.setEnabled(False)

    def dismiss(self) -> None:
        self.skip()
        self.hide()
        self.dismissed.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.running():
            self.skip()
            event.accept()
            return
        super().mousePressEvent(event)
