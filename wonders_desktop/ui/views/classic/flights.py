"""The 7 Wonders table's moves you can see: the viewer's card flies from the hand to its place in the
city (its stack, the wonder stage it is tucked under, or the coins it was sold for); a card another
city built arrives on that city's panel; a card another city tucked under its wonder arrives face down
on that panel's stage count, and a card another city sold leaves its panel face down for the discard
pile (the header's count of it); coins and shields count to their new value.

Started from ``on_log``, while the widgets still show the old position (the sources: the hand's card
as the player saw it); the landing places are asked for at every frame, so the cards land where the
new position is drawn. All of it runs on the shared ``FlightLayer`` (nothing when animations are off).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from wonders_desktop.engine.classic.queries import city_info
from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.art.cardface import CardBack, CardFace, Deck
from wonders_desktop.ui.art.flight import FlightLayer, grab, map_rect
from wonders_desktop.ui.art.painter import CardSize, CardState, paint_card
from wonders_desktop.ui.art.palette import art_palette
from wonders_desktop.ui.views.classic import faces, model

if TYPE_CHECKING:
    from wonders_desktop.ui.views.classic.city import CitySummary
    from wonders_desktop.ui.views.classic.table import ClassicTable

FROM_HAND = ("card_built", "wonder_stage_built", "card_sold")


class ClassicFlights:
    """The motion of one 7 Wonders table (``table`` is its host)."""

    def __init__(self, table: ClassicTable) -> None:
        self.table = table
        self.layer = FlightLayer(table)

    def running(self) -> bool:
        return self.layer.running()

    def finish(self) -> None:
        self.layer.finish()

    def play(self, events: Sequence[Event], old: model.TableState | None, view: ClassicState | None) -> None:
        """The motion of one move: ``old`` is the position still drawn, ``view`` the new one."""
        ms = self.table.animation_ms
        if ms <= 0 or old is None or view is None or not self.table.isVisible():
            return
        for event in events:
            city = event.data.get("city")
            if not isinstance(city, int):
                continue
            if event.kind in FROM_HAND and city == old.city:
                self._from_hand(event, old, ms)
            elif event.kind == "card_built":
                self._arrival(city, str(event.data.get("card")), old, ms)
            elif event.kind in ("wonder_stage_built", "card_sold"):
                self._face_down(city, event.kind, old, ms)
        self._counts(old, view, ms)

    # --- the viewer's card --------------------------------------------------------------------------
    def _from_hand(self, event: Event, old: model.TableState, ms: int) -> None:
        card = str(event.data.get("card", ""))
        widget = self._hand_widget(old, card)
        if widget is None:  # built from the discard pile (Halikarnassos): it arrives on the board
            if event.kind == "card_built":
                self._arrival(old.city, card, old, ms)
            return
        source = map_rect(widget, self.table)
        self.layer.fly(grab(widget), source, self._landing(event), ms)

    def _hand_widget(self, old: model.TableState, card: str) -> QWidget | None:
        """The hand's card this move played: the one chosen this turn (the same card when built)."""
        hand = self.table.hand
        if not hand.isVisible():
            return None
        slots = [c.slot for c in old.hand if c.picked and (not card or c.card == card)]
        slots += [c.slot for c in old.hand if card and c.card == card]
        slots += [hand.current] if hand.current and not card else []
        for slot in slots:
            widget = hand.widget_for(slot)
            if widget is not None and widget.isVisible():
                return widget
        return None

    def _landing(self, event: Event) -> Callable[[], QRect | None]:
        board = self.table.board
        if event.kind == "card_built":
            card = str(event.data.get("card", ""))
            return lambda: self._inside(board.stacks, board.stacks.chip_rect(card))
        if event.kind == "wonder_stage_built":
            number = int(event.data.get("stage", 0))
            return lambda: self._inside(board.stages, board.stages.stage_rect(number))
        return lambda: map_rect(board.coins, self.table) if board.coins.isVisible() else None  # sold

    def _inside(self, widget: QWidget, rect: QRectF | None) -> QRect | None:
        """``rect`` of ``widget`` on the table; ``None`` until it has been drawn there."""
        if rect is None or not widget.isVisible():
            return None
        return map_rect(widget, self.table, rect)

    # --- the other cities ---------------------------------------------------------------------------
    def _arrival(self, city: int, card: str, old: model.TableState, ms: int) -> None:
        """A card another city built: it drops onto that city's panel (or onto the viewer's board)."""
        ctx = self.table._ctx
        if ctx is None or card not in ctx.data.cards:
            return
        if city == old.city:
            target_widget: QWidget = self.table.board.stacks
        else:
            panel = self._panel(city, old)
            if panel is None:
                return
            target_widget = panel.counts if panel.counts.isVisible() else panel
        if not target_widget.isVisible():
            return
        end = map_rect(target_widget, self.table)
        line = self.table.fontMetrics().height()
        size = QRect(0, 0, max(line * 6, min(end.width(), line * 11)), round(line * 1.9))
        start = QRect(size)
        start.moveCenter(end.center())
        start.translate(0, -line * 3)
        landing = QRect(size)
        landing.moveCenter(end.center())
        self.layer.fly(self._chip(faces.card_face(ctx.data, card), size), start, landing, ms)

    def _face_down(self, city: int, kind: str, old: model.TableState, ms: int) -> None:
        """Another city's card that nobody sees: a wonder stage (tucked face down under the wonder) drops
        onto the panel's stage count; a sold card goes from the panel to the discard pile's count."""
        panel = self._panel(city, old)
        if panel is None or not panel.isVisible():
            return
        line = self.table.fontMetrics().height()
        size = QRect(0, 0, line * 6, round(line * 1.9))
        start, end = QRect(size), self._stage_count(panel)
        if kind == "wonder_stage_built" and end is not None:
            start.moveCenter(end.center() - QPoint(0, line * 3))
        elif kind == "card_sold":
            start.moveCenter(map_rect(panel, self.table).center())
            end = self._discard_pile()
        if end is None:
            return
        landing = QRect(size)
        landing.moveCenter(end.center())
        back = CardBack(Deck.of_age(max(1, min(old.turn.age, 3))))
        self.layer.fly(self._chip(back, size), start, landing, ms)

    def _stage_count(self, panel: CitySummary) -> QRect | None:
        stages = panel.stages_built
        return map_rect(stages, self.table) if stages.isVisible() else None

    def _discard_pile(self) -> QRect | None:
        """Where the table shows the discard pile: the end of the header's line ("discard pile: 3 cards")."""
        info = self.table.info
        if not info.isVisible() or not info.text():
            return None
        pile = info.text().rpartition(" · ")[2]
        width = min(info.width(), info.fontMetrics().horizontalAdvance(pile))
        return map_rect(info, self.table, QRect(info.width() - width, 0, width, info.height()))

    def _panel(self, city: int, old: model.TableState) -> CitySummary | None:
        table = self.table
        if city == old.neighbours.left:
            return table.left_panel
        if city == old.neighbours.right:
            return table.right_panel
        if city in old.others and old.others.index(city) < len(table.others):
            return table.others[old.others.index(city)]
        return None

    def _chip(self, face: CardFace | CardBack, size: QRect) -> QPixmap:
        ratio = self.table.devicePixelRatioF()
        pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, size.width(), size.height())
        paint_card(painter, rect, face, CardState(), art_palette(), CardSize.CHIP)
        painter.end()
        return pixmap

    # --- coins and shields --------------------------------------------------------------------------
    def _counts(self, old: model.TableState, view: ClassicState, ms: int) -> None:
        for index, before in enumerate(old.cities):
            if index >= len(view.cities):
                break
            after = city_info(view, index)
            holder = self.table.board if index == old.city else self._panel(index, old)
            if holder is None:
                continue
            for widget, was, now, icon in (
                (holder.coins, before.coins, after.coins, "coin"),
                (holder.shields, before.shields, after.shields, "shield"),
            ):
                if was != now and widget.isVisible():
                    self.layer.count(lambda w=widget: map_rect(w, self.table), was, now, icon, ms)  # type: ignore[misc]  # mypy infers no lambda with a default
