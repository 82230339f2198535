"""A player's place at the table: name and points, the wonder's 5 pieces, the cards in front of them
grouped by kind, shields, military tokens, Progress tokens and the cat.

The same panel draws an opponent (compact, around the table) and the viewer (large, at the bottom, with
the decision panel beside it). Children are placed by hand from the panel's size, so any width works.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QFrame, QWidget

from wonders_desktop.ui.art.palette import art_palette
from wonders_desktop.ui.platform.zoom import px
from wonders_desktop.ui.views.architects import faces, texts
from wonders_desktop.ui.views.architects.model import CardKind, PlayerVM, build_order
from wonders_desktop.ui.views.architects.pieces import WonderWidget, paint_cached
from wonders_desktop.ui.views.architects.rows import Caption, CardRow, StatStrip, TokenButton

translate = texts.translate


class Header(QWidget):
    """Name (and "to play"/"thinking…"), wonder name, provisional points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        self.wonder = ""
        self.badge = ""
        self.points = 0
        self.big = False
        self.painted_name = ""
        self._key: tuple = ()

    def show_header(self, name: str, wonder: str, badge: str, points: int) -> None:
        key = (name, wonder, badge, points, self.big, texts.look_key())
        if key == self._key:
            return
        self._key = key
        self.name, self.wonder, self.badge, self.points = name, wonder, badge, points
        whole = " · ".join(part for part in (name, wonder, badge) if part)  # the line, even when cut
        points_text = translate("ArchitectsTable", "%n victory point(s) if the game ended now", None, points)
        self.setToolTip(f"{whole}\n{points_text}" if whole else points_text)
        self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_cached(self, painter, (self._key,), self._render)
        painter.end()

    def _render(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = float(self.height())
        palette = art_palette()
        laurel_w = h * 0.95
        points_font = faces.text_font(painter, h * 0.62)
        painter.setFont(points_font)
        points_w = painter.fontMetrics().horizontalAdvance(str(self.points)) + 4
        right = self.width() - points_w
        faces.paint_icon(painter, "laurel", QRectF(right - laurel_w, h * 0.02, laurel_w, laurel_w))
        painter.setPen(palette.text)
        painter.drawText(
            QRectF(right, 0, points_w, h),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
            str(self.points),
        )
        available = right - laurel_w - 6
        rest = " · ".join(part for part in (self.wonder, self.badge) if part)
        painter.setFont(faces.text_font(painter, h * (0.6 if self.big else 0.58)))
        metrics = painter.fontMetrics()  # the player's name first, whole; the wonder and status shorten
        name = metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, int(available))
        self.painted_name = name  # what the last paint showed of the name (tests look for cut names)
        painter.setPen(palette.text)
        painter.drawText(QRectF(0, 0, available, h), Qt.AlignmentFlag.AlignVCenter, name)
        if rest:
            x = metrics.horizontalAdvance(name) + 8
            painter.setFont(faces.text_font(painter, h * 0.5, False))
            rest = painter.fontMetrics().elidedText(
                rest, Qt.TextElideMode.ElideRight, int(max(0, available - x))
            )
            painter.setPen(palette.accent if self.badge else palette.muted)
            painter.drawText(QRectF(x, 0, available - x, h), Qt.AlignmentFlag.AlignVCenter, rest)


class PlayerPanel(QFrame):
    """One player's area. ``stageClicked`` and ``tokenClicked`` come from the viewer's own panel."""

    stageClicked = Signal(int)
    tokenClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None, compact: bool = True) -> None:
        super().__init__(parent)
        self.compact = compact
        self.player: PlayerVM | None = None
        self.header = Header(self)
        self.header.big = not compact
        self.wonder = WonderWidget(self, compact=compact)
        self.wonder.stageClicked.connect(self.stageClicked)
        self.order = Caption(self)  # the building order, under the wonder
        self.legend = Caption(self)  # what the cost marks mean (the viewer's own wonder)
        self.legend.hide()
        self.stats = StatStrip(self)
        self.cards = CardRow(self)
        self.tokens: list[TokenButton] = []
        self.side: QWidget | None = None  # the viewer's decision panel, placed at the right
        self._header: tuple[str, str, int] = ("", "", 0)
        self._tip_key: tuple = ()
        self._acting = False

    def set_side(self, widget: QWidget) -> None:
        widget.setParent(self)
        self.side = widget
        widget.show()
        self._place()

    def show_player(
        self,
        player: PlayerVM,
        name: str,
        badge: str,
        faces: dict[str, CardKind],
        clickable_stages: set[int],
        clickable_tokens: set[str],
        selected_stage: int | None = None,
    ) -> None:
        self.player = player
        wonder_name = texts.wonder_name(player.wonder)
        self._header = (name, "" if self.compact else wonder_name, player.points)
        self.header.show_header(name, self._header[1], badge, player.points)
        rows = player.levels
        self.wonder.show_wonder(player.wonder, rows, clickable_stages, selected_stage)
        order = texts.build_order_text(build_order(player))
        if self.compact:
            self.order.set_text(wonder_name)
        else:
            self.order.set_text(translate("ArchitectsTable", "Order: {order}").format(order=order))
            self.legend.set_text(
                translate("ArchitectsTable", "= identical resources · ≠ different · ● effect")
            )
        tip_key = (player.wonder, player.stages_built, texts.look_key())
        if tip_key != self._tip_key:  # the effect's text is long to build: only when it changes
            self._tip_key = tip_key
            self.wonder.setToolTip(self._wonder_tooltip(player, order))
        self.stats.show_items(self._stat_items(player))
        self.cards.show_cards(player.cards, faces)
        self._show_tokens(player, clickable_tokens)
        self._set_acting(player.acting)
        self._place()

    @staticmethod
    def _wonder_tooltip(player: PlayerVM, order: str) -> str:
        return "\n".join(
            [
                texts.wonder_name(player.wonder),
                texts.wonder_effect(player.wonder),
                translate("ArchitectsTable", "Building order, from the bottom: {order}").format(order=order),
                translate("ArchitectsTable", "Stages built: {built} of {total}").format(
                    built=player.stages_built, total=len(player.stages)
                ),
            ]
        )

    def set_badge(self, badge: str) -> None:
        name, wonder, points = self._header
        self.header.show_header(name, wonder, badge, points)

    def _stat_items(self, player: PlayerVM) -> list[tuple[str, str, str]]:
        items = [
            ("coin", str(player.coins), translate("ArchitectsTable", "Coins: %n", None, player.coins)),
            (
                "shield",
                str(player.shields),
                translate("ArchitectsTable", "Shields: %n", None, player.shields)
                + "\n"
                + translate(
                    "ArchitectsTable",
                    "A battle now would give %n military victory token(s).",
                    None,
                    player.battle_gain,
                ),
            ),
            (
                "military",
                str(player.military),
                translate(
                    "ArchitectsTable", "Military victory tokens: %n (3 points each)", None, player.military
                ),
            ),
        ]
        for kind, count in player.science:
            items.append((kind, str(count), f"{texts.card_name(kind)}: {count}"))
        if player.cat:
            items.append(
                (
                    "cat",
                    "",
                    translate(
                        "ArchitectsTable",
                        "The cat: 2 victory points, and a secret look at the central deck's top card at the "
                        "start of each turn.",
                    ),
                )
            )
        return items

    def _show_tokens(self, player: PlayerVM, clickable: set[str]) -> None:
        while len(self.tokens) < len(player.tokens):
            button = TokenButton(self)
            button.clicked.connect(lambda b=button: self.tokenClicked.emit(b.token or ""))
            button.show()
            self.tokens.append(button)
        while len(self.tokens) > len(player.tokens):
            self.tokens.pop().deleteLater()
        for button, (token, state) in zip(self.tokens, player.tokens, strict=True):
            button.show_name = not self.compact
            button.show_token(token, token in clickable, state=state)

    def _set_acting(self, acting: bool) -> None:
        if acting != self._acting:
            self._acting = acting
            self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:
        """The player's place: the table's surface, and the accent edge while they play."""
        palette = art_palette()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = 2.5 if self._acting else 1.0
        painter.setPen(QPen(palette.accent if self._acting else palette.border, width))
        painter.setBrush(palette.surface)
        inset = width / 2 + 0.5
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 8, 8)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    # --- placing the children ---------------------------------------------------------------------
    def _place(self) -> None:
        if self.compact:
            self._place_compact()
        else:
            self._place_large()

    def _place_compact(self) -> None:
        w, h = self.width(), self.height()
        pad = 6
        header_h = px(20) if h >= px(140) else px(17)  # one size on every opponent's place (zoomed)
        self.header.setGeometry(pad, pad - 1, w - 2 * pad, header_h)
        body_top = pad + header_h + 4
        body_h = h - body_top - pad
        caption_h = px(14)
        rows = max(1, len(self.wonder.rows))
        row_h = max(px(20), min(px(56), (body_h - caption_h - 2 - (rows - 1) * 3) // rows, int(w * 0.12)))
        wonder_h = min(body_h - caption_h - 2, rows * row_h + (rows - 1) * 3)
        wonder_w = int(min(w * 0.4, wonder_h * 0.95, row_h * 4.4))
        wonder_top = body_top + (body_h - caption_h - 2 - wonder_h) // 2
        self.wonder.setGeometry(pad, wonder_top, wonder_w, wonder_h)
        self.order.setGeometry(pad, wonder_top + wonder_h + 2, wonder_w, caption_h)
        self.order.show()
        right = pad + wonder_w + 8
        right_w = w - right - pad
        stat_h = self._place_stats(right, body_top, right_w, px(18) if h >= px(140) else px(15))
        token_h = max(px(16), min(px(36), int(body_h * 0.2))) if self.tokens else 0
        cards_top = body_top + stat_h + 5
        cards_h = body_h - stat_h - 5 - (token_h + 4 if token_h else 0)
        self.cards.cell = max(px(13), min(px(34), cards_h / 2.1 / 1.42))
        self.cards.setGeometry(right, cards_top, right_w, max(0, cards_h))
        self._place_tokens(right, body_top + body_h - token_h, right_w, token_h)

    def _place_large(self) -> None:
        w, h = self.width(), self.height()
        pad = 10
        side_w = int(min(px(340), max(px(240), w * 0.3))) if self.side is not None else 0
        header_h = max(px(20), min(px(34), int(h * 0.08)))
        content_w = w - 2 * pad - (side_w + 10 if side_w else 0)
        self.header.setGeometry(pad, pad, content_w, header_h)
        body_top = pad + header_h + 6
        body_h = h - body_top - pad
        order_h = px(16)
        captions_h = 2 * order_h + 2
        wonder_w = int(min(content_w * 0.36, (body_h - captions_h) * 1.35))
        self.wonder.setGeometry(pad, body_top, wonder_w, body_h - captions_h - 2)
        self.order.setGeometry(pad, body_top + body_h - captions_h, wonder_w, order_h)
        # The legend under the wonder when it fits there; else on the whole width, under the cards too.
        wide = self.legend.text_width(order_h) > wonder_w
        self.legend.alignment = Qt.AlignmentFlag.AlignLeft if wide else Qt.AlignmentFlag.AlignCenter
        self.legend.setGeometry(pad, body_top + body_h - order_h, content_w if wide else wonder_w, order_h)
        self.order.show()
        self.legend.show()
        if wide:
            body_h -= order_h + 4  # the cards and tokens end above the legend
        right = pad + wonder_w + 14
        right_w = content_w - wonder_w - 14
        stat_h = self._place_stats(right, body_top, right_w, max(px(18), min(px(32), int(body_h * 0.1))))
        token_h = max(px(30), min(px(58), int(body_h * 0.3))) if self.tokens else 0
        cards_top = body_top + stat_h + 8
        cards_h = body_h - stat_h - 8 - (token_h + 6 if token_h else 0)
        self.cards.cell = max(px(14), min(px(48), cards_h / 2.2 / 1.42))
        self.cards.setGeometry(right, cards_top, right_w, max(0, cards_h))
        self._place_tokens(right, body_top + body_h - token_h, right_w, token_h)
        if self.side is not None:
            self.side.setGeometry(QRect(w - pad - side_w, pad, side_w, h - 2 * pad))

    def _place_stats(self, left: int, top: int, width: int, row_h: int) -> int:
        """The counters, on as many rows as they need (every science symbol held shows); their height."""
        self.stats.set_side(float(row_h))
        height = self.stats.height_for(width, row_h)
        self.stats.setGeometry(left, top, width, height)
        return height

    def _place_tokens(self, left: int, top: int, width: int, height: int) -> None:
        if not self.tokens or height <= 0:
            return
        size = height if self.compact else int(height * 1.15)
        step = min(size + 4, max(8, width // len(self.tokens)))
        for i, button in enumerate(self.tokens):
            button.setGeometry(left + i * step, top, min(size, step), height)
