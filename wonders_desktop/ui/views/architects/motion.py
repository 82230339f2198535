"""The Architects table's short animations: a card flying from its deck to a player, the flash of a
piece something happened to, the Conflict tokens turning.

Each lasts the table's ``animation_ms`` (none at 0: tests, screenshots, fast bot games); the table asks
``running()`` before it reports itself settled.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QRect, QSize, QVariantAnimation
from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.views.architects.model import CardKind
from wonders_desktop.ui.views.architects.overlays import FlyingCard
from wonders_desktop.ui.views.architects.pieces import DeckWidget, Piece
from wonders_desktop.ui.views.architects.rows import ConflictRow


class Motion(QObject):
    """The animations under way over ``table`` (the widget the flying cards are drawn on)."""

    def __init__(self, table: QWidget, duration: Callable[[], int]) -> None:
        super().__init__(table)
        self.table = table
        self.duration = duration  # the table's animation_ms, read when an animation starts
        self._animations: list[QVariantAnimation] = []

    def running(self) -> bool:
        return bool(self._animations)

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
        animation.finished.connect(
            lambda: self._animations.remove(animation) if animation in self._animations else None
        )
        if done is not None:
            animation.finished.connect(done)
        self._animations.append(animation)
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def fly(self, source: DeckWidget, target: QWidget, face: CardKind) -> None:
        """The card taken flies from its deck to ``target`` (the cards in front of the player)."""
        if self.duration() <= 0 or not source.isVisible():
            return
        card = source.card_rect().toRect()
        start = QRect(source.mapTo(self.table, card.topLeft()), card.size())
        landing = target.mapTo(self.table, target.rect().topLeft())
        end = QRect(landing, QSize(max(12, card.width() // 2), max(17, card.height() // 2)))
        flying = FlyingCard(face, self.table)
        flying.setGeometry(start)
        flying.show()
        flying.raise_()

        def step(value: object) -> None:
            t = 1.0 - float(value)  # type: ignore[arg-type]
            flying.setGeometry(
                QRect(
                    round(start.x() + (end.x() - start.x()) * t),
                    round(start.y() + (end.y() - start.y()) * t),
                    round(start.width() + (end.width() - start.width()) * t),
                    round(start.height() + (end.height() - start.height()) * t),
                )
            )

        self.animate(step, flying.deleteLater)

    def pulse(self, widget: Piece | None) -> None:
        """A short flash on a piece something happened to."""
        if widget is not None:
            self.animate(lambda value, w=widget: w.set_pulse(float(value)))

    def flip(self, row: ConflictRow, battle: int, count: int) -> None:
        """The ``count`` Conflict tokens that just turned to the battle side turn over."""
        row.flipping = set(range(max(0, battle - count), battle))

        def step(value: object) -> None:
            row.flip = 1.0 - float(value)  # type: ignore[arg-type]
            row.update()

        self.animate(step)
