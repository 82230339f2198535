"""The project's SVG icons (resources/icons), tinted with the theme's text colour and cached."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.platform.paths import resources_dir

SIZES = (16, 24, 32, 48, 96)


@cache
def _svg_text(name: str) -> str:
    path = resources_dir() / "icons" / f"{name}.svg"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def pixmap(name: str, size: int, colour: str | None = None) -> QPixmap:
    """``name`` rendered at ``size`` pixels; ``currentColor`` becomes ``colour`` (default: theme text)."""
    text = _svg_text(name).replace("currentColor", colour or theme.current().text)
    image = QPixmap(size, size)
    image.fill(Qt.GlobalColor.transparent)
    renderer = QSvgRenderer(QByteArray(text.encode()))
    if renderer.isValid():
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
    return image


_cache: dict[tuple[str, str], QIcon] = {}


def icon(name: str) -> QIcon:
    key = (name, theme.current().text)
    found = _cache.get(key)
    if found is None:
        found = QIcon()
        for size in SIZES:
            found.addPixmap(pixmap(name, size))
        _cache[key] = found
    return found


def app_icon() -> QIcon:
    return icon("app")


def exists(name: str) -> bool:
    return bool(_svg_text(name))
