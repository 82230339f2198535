"""Text and card size: one factor, 80 % to 200 %, that the whole window reads (issue 43).

Older and low-vision players need larger cards and text than the system font gives. Every table already
sizes its pieces from the app's font (7 Wonders and Duel: cards, chips and panels in lines of the font)
or from its own room (Architects: zones as shares of the table); so the zoom is two things, both read
from here:

- the app's font: the font the app started with (the system's), its size times the factor, set once for
  the whole application, so menus, the log, dialogs and the tables' lines all grow together; the style
  sheet's few sizes in points follow it (``scaled_points``);
- the table's least room (``table_least_size``): above 100 % a table is laid out in at least the room
  it has in the default 1280×820 window, times the factor, and the window shows it in a scroll area
  (``window.table_scroll``): on a small window it scrolls, on a large one it re-flows into the room. A
  table may ask less (``GameView.least_room``): 7 Wonders asks none, so its hand is never below the fold.

At 100 % nothing changes: the font is not touched and no table is given a least room. The factor is a
module value (one app, one zoom), set by ``apply_zoom`` at start and when the player changes it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

STEPS = (80, 90, 100, 110, 125, 150, 175, 200)  # the sizes offered, in percent
LEAST, MOST, DEFAULT = STEPS[0], STEPS[-1], 100
# About the room a table has in the default 1280×820 window at 100 % (the tables' tests are held to
# that window): 912×763 measured for Duel and Architects, 960×763 for 7 Wonders (its log panel is
# narrower). Above 100 % a table has at least this, times the factor: the same table, grown.
REFERENCE_TABLE = QSize(910, 760)

_percent = DEFAULT
_base_font: QFont | None = None  # the app's font before any zoom (the system's)


def clamp_percent(value: object) -> int:
    """A stored or typed size as a whole percent from 80 to 200: a number out of range is brought to
    the nearest end (a hand-edited 900 is 200 %), anything that is not a number reads as 100 %."""
    if isinstance(value, bool):
        return DEFAULT
    try:
        number = float(str(value).strip().rstrip("%"))
    except ValueError:
        return DEFAULT
    if not math.isfinite(number):
        return DEFAULT
    return int(min(MOST, max(LEAST, round(number))))


def step_up(percent: int) -> int:
    """The next size offered above ``percent`` (200 % stays 200 %)."""
    return next((step for step in STEPS if step > percent), MOST)


def step_down(percent: int) -> int:
    """The next size offered below ``percent`` (80 % stays 80 %)."""
    return next((step for step in reversed(STEPS) if step < percent), LEAST)


def percent() -> int:
    return _percent


def factor() -> float:
    """The zoom as a factor (1.0 at 100 %): what a table multiplies its least room and pixel sizes by."""
    return _percent / 100


def px(pixels: int) -> int:
    """A size in pixels at 100 % (a table's cap or step: a header's height, a token's largest side) at
    the current zoom; exactly ``pixels`` at 100 %."""
    return pixels if _percent == DEFAULT else round(pixels * factor())


def scaled_points(points: float) -> str:
    """A style sheet's font size in points at the current zoom (``22pt`` at 100 %, exactly as before)."""
    size = points * factor()
    return f"{round(size)}pt" if _percent != DEFAULT else f"{points:g}pt"


def table_least_size() -> QSize:
    """The least room a table is laid out in: none at 100 % and below (the table fits its window as
    always), else the default window's table room times the factor (the rest is a scroll away)."""
    if _percent <= DEFAULT:
        return QSize(0, 0)
    zoom = factor()
    return QSize(math.ceil(REFERENCE_TABLE.width() * zoom), math.ceil(REFERENCE_TABLE.height() * zoom))


def zoomed_font(base: QFont, zoom: float) -> QFont:
    """``base`` with its size times ``zoom`` (in points, or in pixels for a font set in pixels)."""
    font = QFont(base)
    if base.pointSizeF() > 0:
        font.setPointSizeF(base.pointSizeF() * zoom)
    elif base.pixelSize() > 0:
        font.setPixelSize(max(1, round(base.pixelSize() * zoom)))
    return font


def apply_zoom(app: QApplication, value: object) -> int:
    """Set the zoom to ``value`` (clamped) and the app's font to match; returns the percent applied.

    The app's first font is kept as the base, so going back to 100 % gives exactly the system's font
    again; at 100 % a font that was never zoomed is not touched at all."""
    global _percent, _base_font
    _percent = clamp_percent(value)
    if _base_font is None:
        if _percent == DEFAULT:
            return _percent
        _base_font = QFont(app.font())
    font = QFont(_base_font) if _percent == DEFAULT else zoomed_font(_base_font, factor())
    if app.font() != font:
        app.setFont(font)
    return _percent
