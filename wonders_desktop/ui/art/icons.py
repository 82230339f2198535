"""The game icons (``resources/icons/game/*.svg``) as crisp pixmaps at any size and pixel ratio.

Every icon is rendered by QSvgRenderer straight at the device's pixel size (``size`` logical pixels ×
``device_pixel_ratio``) and cached, so it is as sharp on a 4K screen as at 1366×768. Monochrome icons
(the colour-blind symbols) use ``currentColor`` and take the ``tint``; any other icon given a ``tint``
becomes a silhouette in that colour (a "disabled" or "on the band" variant).
"""

from __future__ import annotations

from functools import cache, lru_cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from wonders_desktop.ui.platform.paths import resources_dir

# Every icon the kit itself draws or names; tests check each file exists and renders.
RESOURCES_CLASSIC = ("wood", "stone", "clay", "ore", "glass", "loom", "papyrus")
RESOURCES_DUEL = ("wood", "clay", "stone", "glass", "papyrus")
RESOURCES_ARCHITECTS = ("wood", "stone", "clay", "glass", "papyrus")
SCIENCE_CLASSIC = ("compass", "gear", "tablet")
SCIENCE_DUEL = ("globe", "wheel", "sundial", "mortar", "plumb_line", "quill", "law")
SCIENCE_ARCHITECTS = SCIENCE_CLASSIC
MILITARY = (
    "shield", "victory_1", "victory_3", "victory_5", "defeat_1",  # 7 Wonders conflict tokens
    "military_2", "military_5", "conflict_pawn",  # Duel: military tokens and the conflict pawn
    "conflict_peace", "conflict_battle", "horn",  # Architects: the conflict token's sides, horns
)  # fmt: skip
TOKENS = (
    "coin", "laurel", "debt", "diplomacy", "cat", "chain", "pyramid", "science_any", "blocked",
    "progress_token",  # Duel: a progress token (Mathematics counts them, the Great Library draws them)
)  # fmt: skip
CHAIN_DUEL = tuple(
    f"chain_{symbol}"
    for symbol in (
        "amphora", "barrel", "book", "drop", "gear", "helmet", "horseshoe", "lamp", "lyre", "mask", "moon",
        "pillar", "sun", "sword", "target", "temple", "tower",
    )
)  # fmt: skip
BACKS = ("back_age1", "back_age2", "back_age3", "back_guild", "back_architects")
CB_SYMBOLS = tuple(
    f"cb_{kind}" for kind in ("brown", "grey", "blue", "yellow", "red", "green", "purple", "black")
)

ALL_ICONS: tuple[str, ...] = tuple(
    dict.fromkeys(
        RESOURCES_CLASSIC + RESOURCES_DUEL + RESOURCES_ARCHITECTS + SCIENCE_CLASSIC + SCIENCE_DUEL
        + MILITARY + TOKENS + CHAIN_DUEL + BACKS + CB_SYMBOLS
    )
)  # fmt: skip


def icons_dir() -> Path:
    return resources_dir() / "icons" / "game"


def icon_path(name: str) -> Path:
    return icons_dir() / f"{name}.svg"


@cache
def exists(name: str) -> bool:
    """Asked at every paint of a card; the icon set is fixed while the app runs, so the answer is kept."""
    return icon_path(name).is_file()


@cache
def svg_text(name: str) -> str:
    """The SVG source of an icon; a missing icon is a clear error naming the file."""
    path = icon_path(name)
    if not path.is_file():
        raise FileNotFoundError(f"no game icon {name!r} (expected {path})")
    return path.read_text(encoding="utf-8")


@lru_cache(maxsize=256)
def renderer(name: str, tint: str | None = None) -> QSvgRenderer:
    """A renderer for the icon, ``currentColor`` replaced by ``tint`` (default: black)."""
    text = svg_text(name).replace("currentColor", tint or "#000000")
    svg = QSvgRenderer(QByteArray(text.encode("utf-8")))
    if not svg.isValid():
        raise ValueError(f"game icon {name!r} is not valid SVG ({icon_path(name)})")
    return svg


def aspect(name: str) -> float:
    """Width / height of the icon's view box (1 for icons, 2/3 for card backs)."""
    box = renderer(name).viewBoxF()
    return box.width() / box.height() if box.height() else 1.0


def is_monochrome(name: str) -> bool:
    return "currentColor" in svg_text(name)


def _render_image(name: str, width: int, height: int, tint: str | None) -> QImage:
    image = QImage(max(1, width), max(1, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    monochrome = is_monochrome(name)
    renderer(name, tint if monochrome else None).render(painter, QRectF(0, 0, width, height))
    if tint and not monochrome:
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        painter.fillRect(image.rect(), QColor(tint))
    painter.end()
    return image


def icon_pixmap(
    name: str, size: int | QSize, device_pixel_ratio: float = 1.0, tint: QColor | str | None = None
) -> QPixmap:
    """The icon at ``size`` logical pixels (an int is the height; the width follows the icon's aspect),
    rendered at ``device_pixel_ratio`` (``widget.devicePixelRatioF()``) and cached.

    ``tint`` colours a monochrome icon, or turns a coloured one into a one-colour silhouette.
    """
    if isinstance(size, QSize):
        width, height = size.width(), size.height()
    else:
        height = int(size)
        width = round(height * aspect(name))
    ratio = round(float(device_pixel_ratio), 3)
    return _device_pixmap(name, round(width * ratio), round(height * ratio), ratio, _colour_name(tint))


def _colour_name(tint: QColor | str | None) -> str | None:
    """``#rrggbb`` (SVG's own colour syntax; a tint is always opaque) or None."""
    return QColor(tint).name(QColor.NameFormat.HexRgb) if tint is not None else None


def device_scale(painter: QPainter) -> float:
    """Physical pixels per logical unit where ``painter`` draws: the device's pixel ratio times the
    painter's own scale (a zoomed QGraphicsView), so pixmaps are drawn 1:1 and stay sharp."""
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    transform = painter.worldTransform()
    zoom = max(abs(transform.m11()) + abs(transform.m21()), abs(transform.m22()) + abs(transform.m12()))
    return max(0.25, ratio * (zoom or 1.0))


def draw_icon(
    painter: QPainter, rect: QRectF, name: str, tint: QColor | str | None = None, keep_aspect: bool = True
) -> QRectF:
    """Draw the icon into ``rect`` (centred, aspect kept unless told); returns the rect it covered."""
    target = QRectF(rect)
    if keep_aspect:
        ratio = aspect(name)
        width = min(rect.width(), rect.height() * ratio)
        height = width / ratio
        target = QRectF(0, 0, width, height)
        target.moveCenter(rect.center())
    if target.width() < 1 or target.height() < 1:
        return target
    scale = device_scale(painter)
    width, height = max(1, round(target.width() * scale)), max(1, round(target.height() * scale))
    pixmap = _device_pixmap(name, width, height, round(scale, 3), _colour_name(tint))
    painter.drawPixmap(snap(target.topLeft(), scale), pixmap)
    return target


@lru_cache(maxsize=2048)
def _device_pixmap(name: str, width: int, height: int, scale: float, tint: str | None) -> QPixmap:
    """Exactly ``width`` × ``height`` device pixels, tagged with the ``scale`` they are drawn at, so the
    painter copies them 1:1 instead of resampling."""
    pixmap = QPixmap.fromImage(_render_image(name, width, height, tint))
    pixmap.setDevicePixelRatio(scale)
    return pixmap


def snap(point: QPointF, scale: float) -> QPointF:
    """``point`` moved to the nearest device pixel, so pixmaps drawn there stay sharp."""
    return QPointF(round(point.x() * scale) / scale, round(point.y() * scale) / scale)


QICON_SIZES = (16, 24, 32, 48, 64, 96)


def qicon(name: str, tint: QColor | str | None = None) -> QIcon:
    """The icon as a QIcon (buttons, menus, list items): every common size at 1× and 2× pixel ratio."""
    result = QIcon()
    for size in QICON_SIZES:
        for ratio in (1.0, 2.0):
            result.addPixmap(icon_pixmap(name, size, ratio, tint))
    return result


def clear_cache() -> None:
    """Forget rendered icons (after the icon files changed, in tests)."""
    svg_text.cache_clear()
    renderer.cache_clear()
    _device_pixmap.cache_clear()
