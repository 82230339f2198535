"""What lies in front of the players, drawn to fit: cards counted by kind, Progress tokens, the
Conflict tokens, the icon-and-number strip (coins, shields, military tokens, cat) and one-line captions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QFontMetricsF, QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.art.palette import art_palette
from wonders_desktop.ui.views.architects import faces, texts
from wonders_desktop.ui.views.architects.model import CardKind
from wonders_desktop.ui.views.architects.pieces import CARD_RATIO, Piece, paint_cached, small_text
from wonders_desktop.ui.views.painted_access import with_state


class CardRow(QWidget):
    """The cards in front of a player, grouped by kind: a small card of each kind and its count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards: Sequence[tuple[str, int]] = ()
        self.faces: dict[str, CardKind] = {}
        self.cell = 26.0
        self._key: tuple = ()
        self.setMouseTracking(True)

    def show_cards(self, cards: Sequence[tuple[str, int]], faces: dict[str, CardKind]) -> None:
        key = (tuple(cards), texts.look_key())
        if key != self._key:
            self._key = key
            self.cards, self.faces = cards, faces
            self.update()

    def _layout(self) -> list[tuple[str, int, QRectF]]:
        """Cells left to right, wrapping to more rows when needed; a gap between colours."""
        if not self.cards:
            return []
        width = self.width()
        cell_w = self.cell + self._label_width(self.cell * CARD_RATIO) + 3
        rows_needed = 1
        x = 0.0
        for i, (kind, _) in enumerate(self.cards):
            gap = 6 if i and self.faces[kind].colour != self.faces[self.cards[i - 1][0]].colour else 0
            if x + gap + cell_w > width and x > 0:
                rows_needed += 1
                x = 0
            x += gap + cell_w
        card_h = min(self.cell * CARD_RATIO, (self.height() - 2 * (rows_needed - 1)) / rows_needed)
        card_w = card_h / CARD_RATIO
        cell_w = card_w + self._label_width(card_h) + 3
        result = []
        x, y = 0.0, 0.0
        for i, (kind, count) in enumerate(self.cards):
            gap = 6 if i and self.faces[kind].colour != self.faces[self.cards[i - 1][0]].colour else 0
            if x + gap + cell_w > width and x > 0:
                x, y, gap = 0.0, y + card_h + 2, 0
            x += gap
            result.append((kind, count, QRectF(x, y, card_w, card_h)))
            x += cell_w
        return result

    def _label_font_px(self, card_h: float) -> float:
        return min(card_h * 0.42, 15)

    def _label_width(self, card_h: float) -> float:
        font = QFont(self.font())
        font.setPixelSize(max(7, int(self._label_font_px(card_h))))
        font.setBold(True)
        return QFontMetricsF(font).horizontalAdvance("×99") + 1

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_cached(self, painter, (self._key, self.cell), self._render)
        painter.end()

    def _label_rect(self, card: QRectF) -> QRectF:
        """The count beside a small card."""
        return QRectF(card.right() + 2, card.top(), self._label_width(card.height()), card.height())

    def _render(self, painter: QPainter) -> None:
        for kind, count, rect in self._layout():
            faces.paint_card(painter, rect, self.faces[kind])
            label = self._label_rect(rect)
            painter.setPen(art_palette().text)
            painter.setFont(faces.text_font(painter, self._label_font_px(rect.height())))
            painter.drawText(label, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"×{count}")

    def _tips(self) -> list[tuple[QRectF, str]]:
        """Each kind's cell and its tooltip (worked out when asked: a cached drawing is not redrawn)."""
        tips = []
        for kind, count, rect in self._layout():
            tip = f"{texts.card_name(kind)} ×{count}\n{texts.card_effect(kind)}"
            tips.append((rect.united(self._label_rect(rect)), tip))
        return tips

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            position = QPointF(cast(QHelpEvent, event).pos())  # a ToolTip event is a QHelpEvent
            tip = next((text for rect, text in self._tips() if rect.contains(position)), "")
            self.setToolTip(tip)
        return super().event(event)


class TokenButton(Piece):
    """A Progress token (or the face-down pile with its count) that may be taken now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.token: str | None = None
        self.count = 0
        self.state = "idle"
        self.show_name = True
        self._key: tuple = ()

    def show_token(self, token: str | None, clickable: bool, count: int = 0, state: str = "idle") -> None:
        key = (token, clickable, count, state, self.show_name, texts.look_key())
        if key == self._key:
            return
        self._key = key
        self.token, self.count, self.state = token, count, state
        self.setObjectName(f"token:{token or 'pile'}")
        self.set_active(clickable)
        if token is None:
            self.setToolTip(
                texts.translate("ArchitectsTable", "Face-down Progress tokens: %n left", None, count)
            )
        else:
            tip = texts.token_tooltip(token)
            if state == "ready":
                tip += "\n" + texts.translate("ArchitectsTable", "Ready: you may take an extra card now.")
            elif state == "used":
                tip += "\n" + texts.translate("ArchitectsTable", "Used this turn.")
            self.setToolTip(tip)
        lines = self.toolTip().splitlines()
        ready_or_used = token is not None and state in ("ready", "used")  # its last line says which
        self.setAccessibleName(with_state(lines[0], lines[-1]) if ready_or_used else lines[0])
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_cached(self, painter, (self._key, self.ring_key()), self._render)
        self.paint_pulse(painter, self.disc_rect(), round_=True)
        painter.end()

    def name_height(self) -> float:
        return max(12.0, min(16.0, self.height() * 0.2)) if self.show_name else 0.0

    def disc_rect(self) -> QRectF:
        """The token, leaving room around it for the rings and under it for its name."""
        ring = max(4.0, min(self.width(), self.height()) * 0.08)
        side = min(self.width(), self.height() - self.name_height()) - 2 * ring
        return QRectF((self.width() - side) / 2, ring, side, side)

    def _render(self, painter: QPainter) -> None:
        name_h = self.name_height()
        disc = self.disc_rect()
        side = disc.width()
        if self.state == "used":
            painter.setOpacity(0.45)
        faces.paint_progress_token(painter, disc, self.token)
        painter.setOpacity(1.0)
        if self.token is None and self.count:
            badge = QRectF(disc.right() - side * 0.45, disc.bottom() - side * 0.32, side * 0.5, side * 0.32)
            palette = art_palette()
            faces.paint_number(painter, badge, str(self.count), palette.text, palette.surface)
        if self.state == "ready":
            faces.paint_highlight(painter, disc, 0.9, round_=True)
        self.paint_ring(painter, disc, round_=True)
        if self.show_name:
            label = QRectF(0, self.height() - name_h, self.width(), name_h)
            text = texts.token_name(self.token) if self.token else texts.translate("ArchitectsTable", "Pile")
            small_text(painter, label, text, art_palette().muted, name_h * 0.8)


class ConflictRow(QWidget):
    """The Conflict tokens: peace side, or battle side once a horn turned them; flips animate."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.total = 0
        self.battle = 0
        self.flip = 1.0  # 0..1 progress of the latest flip (1 = at rest)
        self.flipping: set[int] = set()
        self._key: tuple = ()

    def show_tokens(self, total: int, battle: int) -> None:
        key = (total, battle, texts.look_key())
        if key == self._key:
            return
        self._key = key
        self.total, self.battle = total, battle
        self.setToolTip(
            texts.translate(
                "ArchitectsTable",
                "Conflict tokens: %n on the battle side. When the last one turns, a battle is fought at the "
                "end of the turn.",
                None,
                battle,
            )
        )
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        if not self.total:
            return
        painter = QPainter(self)
        gap = 3.0
        side = min(self.height(), (self.width() - gap * (self.total - 1)) / self.total)
        left = (self.width() - (side * self.total + gap * (self.total - 1))) / 2
        for i in range(self.total):
            rect = QRectF(left + i * (side + gap), (self.height() - side) / 2, side, side)
            battle = i < self.battle
            squeeze = 1.0
            if i in self.flipping and self.flip < 1.0:
                squeeze = abs(1 - 2 * self.flip)
                battle = battle if self.flip >= 0.5 else not battle
            faces.paint_conflict_token(painter, rect, battle, squeeze)
        painter.end()


class StatStrip(QWidget):
    """Icons with numbers: coins, shields, military tokens, every science symbol held, the cat.

    Nothing is ever left out: items that do not fit on one row wrap onto the next (the panel asks
    ``height_for`` and gives the strip the room it needs)."""

    ROW_GAP = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.items: list[tuple[str, str, str]] = []  # (icon, number, tooltip)
        self.side = 18.0  # the height of one row of icons
        self._key: tuple = ()

    def show_items(self, items: list[tuple[str, str, str]]) -> None:
        key = (tuple(items), texts.look_key())
        if key != self._key:
            self._key = key
            self.items = items
            self.update()

    def _metrics(self, side: float) -> QFontMetrics:
        return QFontMetrics(faces.sized_font(self.font(), side * 0.7))

    def _place_items(
        self, width: float, side: float, metrics: QFontMetrics
    ) -> list[tuple[str, str, str, float, float, int]]:
        """(icon, number, tooltip, left, top, number's width) of every item, left to right, wrapping."""
        x, y = 0.0, 0.0
        cells = []
        for icon, number, tip in self.items:
            text_w = metrics.horizontalAdvance(number) + 2 if number else 0
            if x > 0 and x + side + text_w > width:
                x, y = 0.0, y + side + self.ROW_GAP
            cells.append((icon, number, tip, x, y, text_w))
            x += side + text_w + side * 0.45
        return cells

    def height_for(self, width: int, side: float) -> int:
        """The height the strip needs at ``width`` with rows ``side`` high (one row or more)."""
        cells = self._place_items(width, side, self._metrics(side))
        bottom = max((top for *_rest, top, _w in cells), default=0.0) + side
        return round(bottom)

    def set_side(self, side: float) -> None:
        if side != self.side:
            self.side = side
            self.update()

    def _cells(self) -> list[tuple[str, str, str, float, float, int]]:
        side = min(self.side, float(self.height()))
        return self._place_items(self.width(), side, self._metrics(side))

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_cached(self, painter, (self._key, self.side), self._render)
        painter.end()

    def _render(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.side, float(self.height()))
        painter.setFont(faces.sized_font(self.font(), side * 0.7))
        for icon, number, _tip, x, y, text_w in self._cells():
            rect = QRectF(x, y, side, side)
            if icon == "military":
                faces.paint_military_token(painter, rect.adjusted(1, 1, -1, -1))
            else:
                faces.paint_icon(painter, icon, rect)
            if number:
                painter.setPen(art_palette().text)
                painter.drawText(QRectF(x + side + 1, y, text_w, side), Qt.AlignmentFlag.AlignVCenter, number)

    def item_rect(self, icon: str) -> QRectF | None:
        """Where the item ``icon`` (its symbol and number) is drawn: a count shows over it."""
        side = min(self.side, float(self.height()))
        for name, _number, _tip, x, y, text_w in self._cells():
            if name == icon:
                return QRectF(x, y, side + text_w, side)
        return None

    def shown_icons(self) -> list[str]:
        """The icons drawn, in order (every item: none is ever dropped for want of room)."""
        return [icon for icon, *_rest in self._cells()]

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            position = QPointF(cast(QHelpEvent, event).pos())  # a ToolTip event is a QHelpEvent
            side = min(self.side, float(self.height()))
            tips = [(QRectF(x, y, side + width, side), tip) for _i, _n, tip, x, y, width in self._cells()]
            self.setToolTip(next((text for rect, text in tips if rect.contains(position)), ""))
        return super().event(event)


class Caption(QWidget):
    """One line of muted text, shrunk a little to fit the width it is given; elided only as a last
    resort (never clipped mid-letter), and then its tooltip gives the whole text."""

    def __init__(self, parent: QWidget | None = None, bold: bool = False) -> None:
        super().__init__(parent)
        self.text = ""
        self.bold = bold
        self.colour: QColor | None = None  # the text's colour, muted by default
        self.alignment = Qt.AlignmentFlag.AlignCenter
        self.tip = ""  # what the caption's tooltip explains (besides the whole text when it is cut)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def text_width(self, height: float) -> float:
        """How wide the text is when drawn at ``height`` (to give it the room it needs)."""
        font = QFont(self.font())
        font.setPixelSize(max(7, int(height * 0.72)))
        font.setBold(self.bold)
        return QFontMetricsF(font).horizontalAdvance(self.text)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        colour = self.colour.name() if self.colour is not None else None
        key = (self.text, self.bold, colour, int(self.alignment.value), texts.look_key())
        paint_cached(self, painter, key, self._render)
        painter.end()

    def _pixels(self) -> float:
        """The text's size: 72 % of the height, shrunk down to 55 % if it needs room."""
        pixels = self.height() * 0.72
        while pixels > self.height() * 0.55 and self.text_width(pixels / 0.72) > self.width():
            pixels -= 0.5
        return pixels

    def elided(self) -> bool:
        """Whether the text does not fit even at its smallest size (then it is elided)."""
        return bool(self.text) and self.text_width(self._pixels() / 0.72) > self.width()

    def _render(self, painter: QPainter) -> None:
        painter.setPen(self.colour if self.colour is not None else art_palette().muted)
        painter.setFont(faces.sized_font(self.font(), self._pixels(), self.bold))
        text = painter.fontMetrics().elidedText(self.text, Qt.TextElideMode.ElideRight, self.width())
        painter.drawText(self.rect(), self.alignment | Qt.AlignmentFlag.AlignVCenter, text)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip:  # the whole text when it is cut, then the caption's tip
            whole = self.text if self.elided() else ""
            self.setToolTip("\n".join(part for part in (whole, self.tip) if part))
        return super().event(event)
