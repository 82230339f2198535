"""The Duel board, upright beside the structure: the opponent's capital on top, the viewer's below.

The 19 spaces of the military track with the conflict pawn, the zones (their victory points) and the
military tokens still lying there; the 5 progress tokens of the board (clickable when the viewer takes
one); each player's coins at their end of the board. Everything is painted from a ``TableModel``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.painter import CardState, Emphasis, draw_number, paint_token
from wonders_desktop.ui.art.palette import art_palette, mix
from wonders_desktop.ui.views.duel import texts
from wonders_desktop.ui.views.duel.faces import token_icon
from wonders_desktop.ui.views.duel.model import TableModel

translate = QCoreApplication.translate

ZONE_TINTS = {0: 0.0, 2: 0.18, 5: 0.32, 10: 0.48}
WIDTH_LINES = 7.4  # military tokens, track and progress tokens side by side


class BoardWidget(QWidget):
    tokenChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("duelBoard")
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.model: TableModel | None = None
        self.names: tuple[str, str] = ("", "")  # (opponent, viewer) names for tooltips
        self._cells: dict[int, QRectF] = {}
        self._tokens: dict[str, QRectF] = {}
        self._coins: dict[int, QRectF] = {}
        self._pawn = QRectF()
        self._loot: dict[str, QRectF] = {}  # the military tokens still on the board, where drawn
        self.pawn_hidden = False  # while the pawn's move is shown flying over the board

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(round(line * WIDTH_LINES), line * 12)

    def minimumSizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(round(line * WIDTH_LINES), line * 8)

    def set_model(self, model: TableModel, names: tuple[str, str]) -> None:
        self.model = model
        self.names = names
        self.update()

    def _shown(self, position: int) -> int:
        """Signed position as drawn: positive is toward the top (the opponent of the viewer)."""
        assert self.model is not None
        return position if self.model.viewer == 0 else -position

    def choosable(self) -> set[str]:
        if self.model is None or self.model.phase != "progress":
            return set()
        return {c.ident for c in self.model.choices if c.kind == "progress_token"}

    # --- painting ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        if self.model is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        line = self.fontMetrics().height()
        coins_h = line * 2.0
        # military tokens | the track | the progress tokens, left to right
        track = QRectF(line * 1.9, coins_h + line * 0.4, line * 2.4, self.height() - 2 * coins_h - line * 0.8)
        self._paint_track(painter, track)
        column_w = self.width() - track.right() - line * 0.8
        column = QRectF(track.right() + line * 0.6, track.top(), column_w, track.height())
        self._paint_tokens(painter, column)
        self._paint_coins(painter, QRectF(0, 0, self.width(), coins_h), 1 - self.model.viewer)
        bottom = QRectF(0, self.height() - coins_h, self.width(), coins_h)
        self._paint_coins(painter, bottom, self.model.viewer)
        painter.end()

    def _paint_track(self, painter: QPainter, track: QRectF) -> None:
        assert self.model is not None
        palette = art_palette()
        military = self.model.military
        capital = military.capital
        cells = 2 * capital + 1
        cell_h = track.height() / cells
        self._cells = {}
        red = QColor("#b8442f")
        for shown in range(capital, -capital - 1, -1):
            rect = QRectF(track.left(), track.top() + (capital - shown) * cell_h, track.width(), cell_h)
            self._cells[shown] = rect
            zone = next((z for z in military.zones if z.first <= abs(shown) <= z.last or
                         z.first <= -abs(shown) <= z.last), None)  # fmt: skip
            vp = zone.vp if zone is not None and shown else 0
            fill = mix(palette.surface, red, ZONE_TINTS.get(vp, 0.0))
            if abs(shown) == capital:
                fill = mix(palette.surface, red, 0.75)
            painter.setPen(QPen(mix(palette.text, palette.surface, 0.6), 1))
            painter.setBrush(fill)
            painter.drawRect(rect)
        self._paint_zone_marks(painter, track, cell_h)
        pawn = self._shown(military.position)
        cell = self._cells[pawn]
        side = min(cell.width(), cell_h * 1.6)
        pawn_rect = QRectF(cell.center().x() - side / 2, cell.center().y() - side / 2, side, side)
        self._pawn = pawn_rect
        if not self.pawn_hidden:
            icons.draw_icon(painter, pawn_rect, "conflict_pawn")

    def pawn_rect(self, position: int | None = None) -> QRectF | None:
        """Where the pawn is drawn at ``position`` (an engine position; default: where it is now)."""
        if self.model is None or self._pawn.isEmpty():
            return None
        if position is None:
            return QRectF(self._pawn)
        cell = self._cells.get(self._shown(position))
        if cell is None:
            return None
        rect = QRectF(self._pawn)
        rect.moveCenter(cell.center())
        return rect

    def coins_rect(self, seat: int) -> QRectF | None:
        """Where ``seat``'s coins are drawn (a discarded card turns into coins there)."""
        rect = self._coins.get(seat)
        return QRectF(rect) if rect is not None else None

    def token_rect(self, token: str) -> QRectF | None:
        """Where the Progress token ``token`` lies on the board (until a player takes it)."""
        rect = self._tokens.get(token)
        return QRectF(rect) if rect is not None else None

    def loot_rect(self, token: str) -> QRectF | None:
        """Where the military token ``token`` lies on the board (until it is looted)."""
        rect = self._loot.get(token)
        return QRectF(rect) if rect is not None else None

    def _paint_zone_marks(self, painter: QPainter, track: QRectF, cell_h: float) -> None:
        """VP of each zone on the left edge; the military tokens still on the board beside their zone."""
        assert self.model is not None
        palette = art_palette()
        font = QFont(self.font())
        font.setPixelSize(max(8, round(cell_h * 0.62)))
        font.setBold(True)
        painter.setFont(font)
        self._loot = {}
        for zone in self.model.military.zones:
            ends = (self._shown(zone.first), self._shown(zone.last))
            top_cell, bottom_cell = self._cells[max(ends)], self._cells[min(ends)]
            span = QRectF(track.left(), top_cell.top(), track.width(), bottom_cell.bottom() - top_cell.top())
            painter.setPen(palette.text)
            painter.drawText(span, int(Qt.AlignmentFlag.AlignCenter), str(zone.vp))
            if zone.token is not None:
                icon = "military_5" if zone.token_coins >= 5 else "military_2"
                width = track.width() * 0.6
                room = QRectF(track.left() - width * 1.13, span.top(), width, span.height())
                self._loot[zone.token] = icons.draw_icon(painter, room.adjusted(0, 2, 0, -2), icon)

    def _paint_tokens(self, painter: QPainter, column: QRectF) -> None:
        assert self.model is not None
        palette = art_palette()
        self._tokens = {}
        tokens = self.model.board_tokens
        choosable = self.choosable()
        if not tokens:
            return
        side = min(column.width(), column.height() / 5.4)
        gap = (column.height() - side * 5) / 6
        for index, token in enumerate(tokens):
            x = column.center().x() - side / 2 + side * 0.12
            rect = QRectF(x, column.top() + gap + index * (side + gap), side, side)
            self._tokens[token] = rect
            emphasis = Emphasis.HIGHLIGHTED if token in choosable else Emphasis.NORMAL
            paint_token(painter, rect, token_icon(token), kind="progress", state=CardState(emphasis=emphasis),
                        palette=palette)  # fmt: skip

    def _paint_coins(self, painter: QPainter, area: QRectF, seat: int) -> None:
        assert self.model is not None
        palette = art_palette()
        side = area.height() * 0.8
        rect = QRectF(area.center().x() - side / 2, area.center().y() - side / 2, side, side)
        self._coins[seat] = rect
        icons.draw_icon(painter, rect, "coin")
        draw_number(painter, rect, self.model.cities[seat].coins, QColor("#2a2118"))
        del palette

    # --- input ---------------------------------------------------------------------------------
    def token_at(self, point: QPointF) -> str | None:
        return next((token for token, rect in self._tokens.items() if rect.contains(point)), None)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        token = self.token_at(event.position())
        pointing = token is not None and token in self.choosable()
        self.setCursor(Qt.CursorShape.PointingHandCursor if pointing else Qt.CursorShape.ArrowCursor)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        token = self.token_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and token is not None and token in self.choosable():
            self.tokenChosen.emit(token)
            return
        super().mouseReleaseEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent) and self.model is not None:
            text = self.tooltip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def tooltip_at(self, point: QPointF) -> str:
        assert self.model is not None
        token = self.token_at(point)
        if token is not None:
            return texts.token_tooltip(token)
        for seat, rect in self._coins.items():
            if rect.contains(point):
                name = self.names[0] if seat != self.model.viewer else self.names[1]
                return translate(
                    "DuelTable", "{player}: %n coin(s)", None, self.model.cities[seat].coins
                ).format(player=name)
        if any(rect.contains(point) for rect in self._cells.values()):
            return self.track_tooltip()
        return ""

    def track_tooltip(self) -> str:
        assert self.model is not None
        military = self.model.military
        viewer = self.model.viewer
        ahead = military.position if viewer == 0 else -military.position
        if ahead > 0:
            where = translate(
                "DuelTable", "The conflict pawn is %n space(s) toward {player}'s capital.", None, ahead
            )
            where = where.format(player=self.names[0])
        elif ahead < 0:
            where = translate(
                "DuelTable", "The conflict pawn is %n space(s) toward your capital.", None, -ahead
            )
        else:
            where = translate("DuelTable", "The conflict pawn is in the middle of the track.")
        points = military.points[viewer] or military.points[1 - viewer]
        lines = [where]
        if points:
            lines.append(
                translate("DuelTable", "Now worth %n victory point(s) to the player ahead.", None, points)
            )
        lines.append(
            translate("DuelTable", "Reaching the capital is a military supremacy: the game ends at once.")
        )
        left = [z for z in military.zones if z.token]
        for zone in left:
            owner = self.names[1] if zone.token_loser == viewer else self.names[0]
            text = translate(
                "DuelTable",
                "Military token: {player} loses %n coin(s) when the pawn enters its zone.",
                None,
                zone.token_coins,
            )
            lines.append(text.format(player=owner))
        return "<br>".join(lines)
