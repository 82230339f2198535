"""Painted art kept as device pixmaps, so repainting a table costs one copy per card.

Drawing a card from scratch (translucent shadow, rounded frames, text fitting, a dozen icons) takes
about a millisecond; copying its cached pixmap takes a few microseconds (``benchmarks/bench_art.py``).
The key holds everything that changes the pixels — what is drawn, its size, the device scale, the
font — so a cached card is never stale; ``QPixmapCache`` evicts the least recently used ones.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QPixmapCache

from wonders_desktop.ui.art import icons

CACHE_LIMIT_KB = 96 * 1024  # room for a full table of cards at a device pixel ratio of 2


def _ensure_limit() -> None:
    if QPixmapCache.cacheLimit() < CACHE_LIMIT_KB:
        QPixmapCache.setCacheLimit(CACHE_LIMIT_KB)


def cached_paint(painter: QPainter, rect: QRectF, key: str, draw: Callable[[QPainter, QRectF], None]) -> None:
    """Draw with ``draw(painter, QRectF(0, 0, w, h))`` into a cached pixmap the size of ``rect`` at the
    painter's device scale, then copy it to ``rect``'s top-left corner (snapped to a device pixel)."""
    scale = icons.device_scale(painter)
    width = max(1, math.ceil(rect.width() * scale))
    height = max(1, math.ceil(rect.height() * scale))
    font = painter.font()
    full_key = f"wonders-art|{key}|{rect.width():.2f}x{rect.height():.2f}|{scale:.3f}|{font.key()}"
    pixmap = QPixmapCache.find(full_key)  # type: ignore[call-overload]  # the binding has find(str) -> QPixmap | None; the stub's find(str) returns None
    if pixmap is None:
        _ensure_limit()
        pixmap = QPixmap(width, height)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pixmap)
        inner.setFont(font)
        draw(inner, QRectF(0, 0, rect.width(), rect.height()))
        inner.end()
        QPixmapCache.insert(full_key, pixmap)
    painter.drawPixmap(icons.snap(rect.topLeft(), scale), pixmap)


def clear() -> None:
    """Forget every cached picture (after a theme change the keys differ anyway; tests use this)."""
    QPixmapCache.clear()
