"""The Duel table's moves you can see: the card taken from the structure flies to its place in the
city (its colour's column, or under the Wonder it built), or to the coins it was discarded for; the
conflict pawn walks along the track; a looted military token leaves the board for the coins its loser
gives up; a Progress token taken from the board joins its new owner's; the coins count to their new value.

The cards start from ``on_log`` (the structure still draws the card where it was taken); the counts
start once the table has the new position (``landed``). All of it runs on the shared ``FlightLayer``:
nothing when animations are off, a click or a key ends it, and the controller never waits for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.art.flight import FlightLayer, grab, icon_square, map_rect
from wonders_desktop.ui.art.painter import paint_token
from wonders_desktop.ui.art.palette import art_palette
from wonders_desktop.ui.views.duel.faces import token_icon
from wonders_desktop.ui.views.duel.model import TableModel

if TYPE_CHECKING:
    from wonders_desktop.ui.views.duel.city import CityPanel, Strip
    from wonders_desktop.ui.views.duel.table import DuelTable

TAKEN = ("card_built", "card_discarded", "wonder_built")


class DuelFlights:
    """The motion of one Duel table (``table`` is its host)."""

    def __init__(self, table: DuelTable) -> None:
        self.table = table
        self.layer = FlightLayer(table)
        self._before: TableModel | None = None  # the position drawn when the move came in

    def running(self) -> bool:
        return self.layer.running()

    def finish(self) -> None:
        self.layer.finish()

    def play(self, events: Sequence[Event], old: TableModel | None) -> None:
        """The motion of one move's ``events``, from the position ``old`` still drawn."""
        ms = self.table.animation_ms
        if ms <= 0 or old is None or not self.table.isVisible():
            return
        self._before = old
        for event in events:
            if event.kind in TAKEN and event.seat is not None:
                self._card(event, old, ms)
            elif event.kind == "military_moved":
                self._pawn(int(event.data.get("from", 0)), int(event.data.get("to", 0)), ms)
            elif event.kind == "military_token_looted" and event.seat is not None:
                self._loot(str(event.data.get("token", "")), event.seat, old, ms)
            elif event.kind == "progress_taken" and event.seat is not None:
                self._progress(str(event.data.get("token", "")), event.seat, ms)

    def landed(self, new: TableModel) -> None:
        """The table shows ``new``: the coins that changed count from their old value."""
        old, self._before = self._before, None
        ms = self.table.animation_ms
        if old is None or ms <= 0 or len(old.cities) != len(new.cities):
            return
        board = self.table.board
        for seat, (before, after) in enumerate(zip(old.cities, new.cities, strict=True)):
            if before.coins != after.coins:
                target = self._on_table(board, lambda s=seat: board.coins_rect(s))  # type: ignore[misc]  # mypy infers no lambda with a default
                self.layer.count(target, before.coins, after.coins, "coin", ms)

    # --- the card taken -----------------------------------------------------------------------------
    def _card(self, event: Event, old: TableModel, ms: int) -> None:
        card = str(event.data.get("card", ""))
        structure = self.table.structure
        slot = next((s.slot for s in old.slots if s.card == card), None)
        rect = structure.card_rect(slot) if slot is not None else None
        if rect is None or not structure.isVisible():
            return  # built from the discard pile (the Mausoleum): it was never in the structure
        source = map_rect(structure, self.table, rect)
        self.layer.fly(grab(structure, rect), source, self._landing(event), ms)

    def _landing(self, event: Event) -> Callable[[], QRect | None]:
        assert event.seat is not None
        panel = self._panel(event.seat)
        if event.kind == "card_built":
            return self._on_table(panel.cards, lambda: _area(panel.cards, f"card:{event.data.get('card')}"))
        if event.kind == "wonder_built":
            return self._on_table(panel.wonders, lambda: _area(panel.wonders, str(event.data.get("wonder"))))
        board, seat = self.table.board, event.seat
        return self._on_table(board, lambda: board.coins_rect(seat))  # discarded for coins

    def _panel(self, seat: int) -> CityPanel:
        return self.table.mine if seat == self.table.viewer() else self.table.opponent

    def _on_table(self, widget: QWidget, rect: Callable[[], QRectF | None]) -> Callable[[], QRect | None]:
        """A landing place asked for at each frame: ``rect`` of ``widget`` on the table, once drawn."""

        def where() -> QRect | None:
            found = rect() if widget.isVisible() else None
            return map_rect(widget, self.table, found) if found is not None else None

        return where

    # --- the military track -------------------------------------------------------------------------
    def _pawn(self, start: int, end: int, ms: int) -> None:
        board = self.table.board
        source, target = board.pawn_rect(start), board.pawn_rect(end)
        if source is None or target is None or not board.isVisible():
            return
        side = max(8, round(source.width()))
        pixmap = icon_square("conflict_pawn", side, board.devicePixelRatioF())
        board.pawn_hidden = True  # one pawn on the track: the flying one

        def shown() -> None:
            board.pawn_hidden = False
            board.update()

        landing = map_rect(board, self.table, target)
        taking_off = map_rect(board, self.table, source)
        self.layer.fly(pixmap, taking_off, landing, ms, fade=False, shadow=False, done=shown)

    def _loot(self, token: str, loser: int, old: TableModel, ms: int) -> None:
        board = self.table.board
        rect = board.loot_rect(token)
        if rect is None or not board.isVisible():
            return
        zone = next((z for z in old.military.zones if z.token == token), None)
        icon = "military_5" if zone is not None and zone.token_coins >= 5 else "military_2"  # as the board
        pixmap = icon_square(icon, max(8, round(rect.height())), board.devicePixelRatioF())
        target = self._on_table(board, lambda: board.coins_rect(loser))
        self.layer.fly(pixmap, map_rect(board, self.table, rect), target, ms, shadow=False)


    def _progress(self, token: str, seat: int, ms: int) -> None:
        """A Progress token taken from the board flies to its owner's (one from the Great Library's
        draw was never on the board: it simply appears)."""
        board = self.table.board
        rect = board.token_rect(token)
        if rect is None or not board.isVisible():
            return
        size = rect.toAlignedRect().size()
        ratio = board.devicePixelRatioF()
        pixmap = QPixmap(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = QRectF(0, 0, size.width(), size.height())
        paint_token(painter, area, token_icon(token), kind="progress", palette=art_palette())
        painter.end()
        summary = self._panel(seat).summary
        target = self._on_table(summary, lambda: _area(summary, f"progress:{token}"))
        self.layer.fly(pixmap, map_rect(board, self.table, rect), target, ms, fade=False, shadow=False)


def _area(strip: Strip, key: str) -> QRectF | None:
    """The rectangle of ``strip`` drawn for ``key`` (a card, a Wonder), once it has been painted."""
    return next((QRectF(rect) for rect, name, _tip in getattr(strip, "areas", []) if name == key), None)
