"""The Architects table's short animations: a card flying from its deck to a player, the flash of a
piece something happened to, the Conflict tokens turning, the Military Victory tokens of a battle
travelling from the Conflict tokens to the players who won them, a player's coins and shields counting
to their new value.

Each lasts the table's ``animation_ms`` (none at 0: tests, screenshots, fast bot games); the table asks
``running()`` before it reports itself settled. The flights and counts are drawn on the art kit's shared
``FlightLayer``; a click or a key anywhere ends every animation at once (the position underneath is
already the new one), and nothing here ever delays the controller or a bot.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEasingCurve, QObject, QPoint, QRect, QRectF, QSize, Qt, QVariantAnimation
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.art.flight import FlightLayer, InputSkip, map_rect
from wonders_desktop.ui.views.architects import faces
from wonders_desktop.ui.views.architects.model import CardKind, PlayerVM
from wonders_desktop.ui.views.architects.pieces import DeckWidget, Piece
from wonders_desktop.ui.views.architects.rows import ConflictRow, StatStrip


class Motion(QObject):
    """The animations under way over ``table`` (the widget the flying cards are drawn on)."""

    def __init__(self, table: QWidget, duration: Callable[[], int]) -> None:
        super().__init__(table)
        self.table = table
        self.duration = duration  # the table's animation_ms, read when an animation starts
        self._animations: list[QVariantAnimation] = []
        self.layer = FlightLayer(table)
        self.skip = InputSkip(self.finish, self)

    def running(self) -> bool:
        return bool(self._animations) or self.layer.running()

    def finish(self) -> None:
        """Every animation to its end at once (a click, a key)."""
        for animation in list(self._animations):
            animation.setCurrentTime(animation.duration())  # its last value, then ``finished``
        self.layer.finish()

    def animate(self, step: object, done: Callable[[], None] | None = None) -> None:
        """Run ``step(value)`` from 1.0 down to 0.0 (eased), then ``done``; at once with no animations."""
        duration = self.duration()
        if duration <= 0:
            if done is not None:
                done()
            return
        animation = QVariantAnimation(self.table)
        animation.setStartValue(1.0)
        animation.setEndValue(0.0)
        animation.setDuration(duration)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(step)
        animation.finished.connect(lambda: self._ended(animation))
        if done is not None:
            animation.finished.connect(done)
        self._animations.append(animation)
        self.skip.arm(True)
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _ended(self, animation: QVariantAnimation) -> None:
        if animation in self._animations:
            self._animations.remove(animation)
        if not self._animations:
            self.skip.arm(False)

    def fly(self, source: DeckWidget, target: QWidget, face: CardKind) -> None:
        """The card taken flies from its deck to ``target`` (the cards in front of the player)."""
        if self.duration() <= 0 or not source.isVisible():
            return
        start = map_rect(source, self.table, source.card_rect())
        landing = target.mapTo(self.table, target.rect().topLeft())
        end = QRect(landing, QSize(max(12, start.width() // 2), max(17, start.height() // 2)))
        self.layer.fly(self._face(face, start.size()), start, end, self.duration())

    def _face(self, face: CardKind, size: QSize) -> QPixmap:
        ratio = self.table.devicePixelRatioF()
        pixmap = QPixmap(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        faces.paint_card(painter, QRectF(0, 0, size.width(), size.height()), face)
        painter.end()
        return pixmap

    def count(self, stats: StatStrip, before: PlayerVM, after: PlayerVM) -> None:
        """The coins and shields of a player that changed count from the old value to the new."""
        if self.duration() <= 0 or not stats.isVisible():
            return
        changes = (("coin", before.coins, after.coins), ("shield", before.shields, after.shields))
        for icon, was, now in changes:
            if was != now:
                target = self._stat(stats, icon)
                self.layer.count(target, was, now, icon, self.duration())

    def _stat(self, stats: StatStrip, icon: str) -> Callable[[], QRect | None]:
        def where() -> QRect | None:
            rect = stats.item_rect(icon) if stats.isVisible() else None
            return map_rect(stats, self.table, rect) if rect is not None else None

        return where

    def pulse(self, widget: Piece | None) -> None:
        """A short flash on a piece something happened to."""
        if widget is not None:
            self.animate(lambda value, w=widget: w.set_pulse(float(value)))

    def flip(self, row: ConflictRow, battle: int, count: int) -> None:
        """The ``count`` Conflict tokens that just turned to the battle side turn over."""
        row.flipping = set(range(max(0, battle - count), battle))

        def step(value: float) -> None:
            row.flip = 1.0 - float(value)
            row.update()

        self.animate(step)

    def tokens_won(
        self, source: QWidget, won: Sequence[int], stats: Callable[[int], StatStrip | None]
    ) -> None:
        """After a battle, each Military Victory token won (``won[seat]``) travels from the Conflict
        tokens to its winner's military count (``stats(seat)``); a player who lost gets none."""
        if self.duration() <= 0 or not source.isVisible():
            return
        side = round(self.table.fontMetrics().height() * 1.8)
        centre = map_rect(source, self.table).center()
        pixmap = self._token(side)
        for seat, count in enumerate(won):
            strip = stats(seat)
            if strip is None or not isinstance(count, int) or count <= 0:
                continue
            for index in range(count):  # side by side over the Conflict tokens, then to the player
                start = QRect(0, 0, side, side)
                start.moveCenter(centre + QPoint(round((index - (count - 1) / 2) * side * 0.6), 0))
                self.layer.fly(pixmap, start, self._military(strip), self.duration(), shadow=False)

    def _token(self, side: int) -> QPixmap:
        ratio = self.table.devicePixelRatioF()
        pixmap = QPixmap(max(1, round(side * ratio)), max(1, round(side * ratio)))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        faces.paint_military_token(painter, QRectF(0, 0, side, side))
        painter.end()
        return pixmap

    def _military(self, stats: StatStrip) -> Callable[[], QRect | None]:
        """The military token's icon in ``stats`` (asked at every frame: it appears with the first token)."""

        def where() -> QRect | None:
            rect = stats.item_rect("military") if stats.isVisible() else None
            if rect is None:
                return None
            icon = QRectF(rect.x(), rect.y(), rect.height(), rect.height())
            return map_rect(stats, self.table, icon)

        return where
