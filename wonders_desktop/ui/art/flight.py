"""Moves you can see: a card (or a token, the pawn) flying from where it was to where it lands, and a
number that changes counting to its new value — drawn on one overlay over a table, for every game.

Why an overlay: the table has already redrawn the new position underneath when the motion runs (the
shell calls ``on_log`` and then refreshes), so the motion is only a picture on top. It never catches the
mouse, never delays the controller or a bot, and a click or a key anywhere ends it at once. Nothing at
all is drawn when the animation setting is "none" (``duration_ms`` 0: tests, self-test, the spectator at
max speed).

A target is a rectangle in the host's coordinates, or a function giving it: it is asked again at every
frame, so a card lands on its place even while the new position is still being laid out (``None``:
not known yet, the item waits where it is).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
)
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.palette import art_palette

Target = QRect | Callable[[], QRect | None]
SKIP_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress, QEvent.Type.Wheel)
COUNT_STRETCH = 1.0  # a count lasts as long as a flight: no motion outlasts the setting (bots wait on it)


def map_rect(widget: QWidget, host: QWidget, rect: QRect | QRectF | None = None) -> QRect:
    """``rect`` (default: the whole widget) of ``widget`` in the coordinates of ``host``."""
    area = widget.rect() if rect is None else QRectF(rect).toAlignedRect()
    return QRect(widget.mapTo(host, area.topLeft()), area.size())


def grab(widget: QWidget, rect: QRect | QRectF | None = None) -> QPixmap:
    """What ``widget`` shows now (in ``rect``): the card as the player sees it, before it leaves."""
    return widget.grab(widget.rect() if rect is None else QRectF(rect).toAlignedRect())


def icon_square(name: str, side: int, ratio: float = 1.0) -> QPixmap:
    """An icon of the art kit centred in a square ``side`` logical pixels wide, as ``draw_icon`` puts it in
    a square (the pawn's cell, a token's place): the flying icon lands exactly on the drawn one."""
    pixmap = QPixmap(max(1, round(side * ratio)), max(1, round(side * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    icons.draw_icon(painter, QRectF(0, 0, side, side), name)
    painter.end()
    return pixmap


class InputSkip(QObject):
    """While a motion runs, a click, a key or the wheel anywhere in the app ends it at once; the event
    still does what it does (the position underneath is already the new one)."""

    def __init__(self, finish: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._finish = finish
        self.armed = False

    def arm(self, on: bool) -> None:
        app = QCoreApplication.instance()
        if app is None or on == self.armed:
            return
        self.armed = on
        if on:
            app.installEventFilter(self)
        else:
            app.removeEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if self.armed and event.type() in SKIP_EVENTS:
            self._finish()
        return False


def _resolve(target: Target, fallback: QRect) -> QRect:
    rect = target() if callable(target) else target
    return QRect(rect) if rect is not None and rect.isValid() else fallback


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


@dataclass(eq=False)
class Item:
    """One flying picture or one counting number, and its animation (0 → 1)."""

    animation: QVariantAnimation
    source: QRect
    target: Target
    pixmap: QPixmap | None = None  # a flight
    count: tuple[int, int, str] | None = None  # a count: old, new, icon
    fade: bool = True  # a flight fades in its last part (it lands on the real card)
    shadow: bool = True  # a card's shadow under it (a round token or the pawn has none)
    done: Callable[[], None] | None = None
    progress: float = 0.0
    last: QRect = field(default_factory=QRect)
    bounds: QRect = field(default_factory=QRect)  # the layer: a count's pill stays whole inside it

    def rect(self) -> QRect:
        """Where it is drawn now."""
        if self.count is not None:
            return self._pill()
        end = _resolve(self.target, self.source)
        t = self.progress
        return QRect(
            round(_lerp(self.source.x(), end.x(), t)),
            round(_lerp(self.source.y(), end.y(), t)),
            max(1, round(_lerp(self.source.width(), end.width(), t))),
            max(1, round(_lerp(self.source.height(), end.height(), t))),
        )

    def _pill(self) -> QRect:
        """A count's pill: centred on its anchor, rising a little as it counts."""
        anchor = _resolve(self.target, self.source)
        height = max(18, min(34, round(anchor.height() * 1.05)))
        width = round(height * 3.2)
        centre = anchor.center()
        lift = round(height * 0.5 * self.progress)
        pill = QRect(centre.x() - width // 2, centre.y() - height // 2 - lift, width, height)
        if self.bounds.isValid():
            pill.moveLeft(max(self.bounds.left() + 2, min(pill.left(), self.bounds.right() - width - 2)))
            pill.moveTop(max(self.bounds.top() + 2, min(pill.top(), self.bounds.bottom() - height - 2)))
        return pill

    def opacity(self) -> float:
        if self.count is not None:
            return 1.0 if self.progress < 0.85 else max(0.0, (1.0 - self.progress) / 0.15)
        if not self.fade:
            return 1.0
        return 1.0 if self.progress < 0.7 else max(0.15, (1.0 - self.progress) / 0.3)


class FlightLayer(QWidget):
    """The transparent overlay over ``host`` on which the moves are drawn (one per table)."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("flightLayer")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.items: list[Item] = []
        self.skip = InputSkip(self.finish, self)
        host.installEventFilter(self)
        self.setGeometry(host.rect())
        self.hide()

    # --- starting -----------------------------------------------------------------------------------
    def fly(
        self,
        pixmap: QPixmap,
        source: QRect,
        target: Target,
        duration_ms: int,
        *,
        fade: bool = True,
        shadow: bool = True,
        done: Callable[[], None] | None = None,
    ) -> Item | None:
        """``pixmap`` flies from ``source`` to ``target`` (host coordinates) in ``duration_ms``;
        ``done`` runs when it lands or is skipped. Nothing (and ``done`` at once) at 0 ms."""
        if duration_ms <= 0 or pixmap.isNull() or not source.isValid():
            if done is not None:
                done()
            return None
        curve = QEasingCurve.Type.InOutCubic
        return self._start(Item(self._animation(duration_ms, curve), QRect(source), target, pixmap,
                                fade=fade, shadow=shadow, done=done))  # fmt: skip

    def count(self, target: Target, old: int, new: int, icon: str, duration_ms: int) -> Item | None:
        """The number at ``target`` counts from ``old`` to ``new`` on a small pill with its ``icon``
        (a coin, a shield), then fades: the real number underneath already shows ``new``."""
        if duration_ms <= 0 or old == new:
            return None
        anchor = _resolve(target, QRect())
        if not anchor.isValid():
            return None
        duration = round(duration_ms * COUNT_STRETCH)
        animation = self._animation(duration, QEasingCurve.Type.OutCubic)
        return self._start(Item(animation, anchor, target, count=(old, new, icon)))

    def _animation(self, duration_ms: int, curve: QEasingCurve.Type) -> QVariantAnimation:
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(duration_ms)
        animation.setEasingCurve(curve)
        return animation

    def _start(self, item: Item) -> Item:
        item.animation.valueChanged.connect(lambda value, it=item: self._step(it, float(value)))
        item.animation.finished.connect(lambda it=item: self._end(it))
        self.items.append(item)
        self.skip.arm(True)
        parent = self.parentWidget()
        assert parent is not None  # the layer is made over its table
        self.setGeometry(parent.rect())
        item.bounds = self.rect()
        self.show()
        self.raise_()
        item.animation.start()
        return item

    # --- running ------------------------------------------------------------------------------------
    def running(self) -> bool:
        return bool(self.items)

    def finish(self) -> None:
        """Every item to its end at once (a click, a key, a new game, the tests waiting)."""
        for item in list(self.items):
            item.animation.stop()
            self._end(item)

    def _step(self, item: Item, value: float) -> None:
        item.progress = value
        now = item.rect()
        self.update(now.united(item.last).adjusted(-4, -4, 4, 4))
        item.last = now

    def _end(self, item: Item) -> None:
        if item not in self.items:
            return
        self.items.remove(item)
        self.update(item.last.adjusted(-4, -4, 4, 4))
        item.animation.deleteLater()
        if item.done is not None:
            item.done()
        if not self.items:
            self.skip.arm(False)
            self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        parent = self.parentWidget()
        if parent is not None and watched is parent and event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
        return False

    # --- drawing ------------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for item in self.items:
            painter.setOpacity(item.opacity())
            if item.pixmap is not None:
                self._paint_flight(painter, item)
            elif item.count is not None:
                self._paint_count(painter, item)
        painter.end()

    def _paint_flight(self, painter: QPainter, item: Item) -> None:
        rect = QRectF(item.rect())
        if item.shadow:
            lift = 2.0 + 4.0 * (1.0 - abs(1.0 - 2.0 * item.progress))  # highest in mid-flight
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 60))
            radius = min(rect.width(), rect.height()) * 0.06
            painter.drawRoundedRect(rect.translated(lift, lift), radius, radius)
        assert item.pixmap is not None
        painter.drawPixmap(rect, item.pixmap, QRectF(item.pixmap.rect()))

    def _paint_count(self, painter: QPainter, item: Item) -> None:
        assert item.count is not None
        old, new, icon = item.count
        value = round(_lerp(old, new, min(1.0, item.progress / 0.7)))
        palette = art_palette()
        rect = QRectF(item.rect())
        painter.setPen(palette.border)
        painter.setBrush(palette.surface)
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        side = rect.height() * 0.74
        pad = (rect.height() - side) / 2
        icons.draw_icon(painter, QRectF(rect.left() + pad * 1.6, rect.top() + pad, side, side), icon)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, round(rect.height() * 0.56)))
        painter.setFont(font)
        text_rect = rect.adjusted(pad * 2 + side, 0, -pad * 1.2, 0)
        painter.setPen(palette.text)
        left = int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        painter.drawText(text_rect, left, str(value))
        delta = new - old
        sign = QColor("#2e8b57" if delta > 0 else "#b8442f")
        painter.setPen(sign)
        words = f"+{delta}" if delta > 0 else f"−{-delta}"
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight), words)

