"""Every window the app opens fits the screen it opens on (issue 39: a 1400×900 replay window on a
1280×820 screen had its advice line, side panels and hand cut until maximised).

Windows ask for the size they would like through ``fit_to_screen``; it gives them at most the screen's
available geometry (``QScreen.availableGeometry``: the screen less its panels and docks), less the frame
the window manager adds, and moves them inside it. Floating notes inside a window (the learn bubbles,
the coach's note) choose their place by what they would hide (``hidden``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# The title bar and borders a window manager adds around a window not yet shown (a shown one has
# its own measure): what keeps a window's frame, not only its contents, on the screen.
FRAME_ALLOWANCE = QSize(16, 40)


def hidden(rect: QRect, parts: Sequence[QRect]) -> int:
    """How many pixels of ``parts`` ``rect`` covers: the measure a floating note minimises when it
    chooses where to sit (``learn.overlay``, ``views.coach_note``)."""
    total = 0
    for part in parts:
        common = rect.intersected(part)
        total += common.width() * common.height() if not common.isEmpty() else 0
    return total


def available_rect(window: QWidget) -> QRect:
    """The available geometry of the screen ``window`` opens on: its parent's, else its own."""
    parent = window.parentWidget()
    screen = (parent.window().screen() if parent is not None else None) or window.screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def _frame(window: QWidget) -> QSize:
    if window.isVisible():
        outer, inner = window.frameGeometry(), window.geometry()
        return QSize(outer.width() - inner.width(), outer.height() - inner.height())
    return FRAME_ALLOWANCE


def fitted_size(window: QWidget, wanted: QSize) -> QSize:
    """``wanted`` shrunk to what the screen holds (never below the window's minimum size)."""
    room, frame = available_rect(window), _frame(window)
    width = min(wanted.width(), room.width() - frame.width())
    height = min(wanted.height(), room.height() - frame.height())
    least = window.minimumSize()
    return QSize(max(width, least.width()), max(height, least.height()))


def fit_to_screen(window: QWidget, width: int | None = None, height: int | None = None) -> None:
    """Resize ``window`` to ``width`` × ``height`` (its current size where None), clamped to its
    screen's available geometry, and move it inside that geometry."""
    wanted = QSize(
        window.width() if width is None else width, window.height() if height is None else height
    )
    window.resize(fitted_size(window, wanted))
    room, frame = available_rect(window), _frame(window)
    x = max(room.left(), min(window.x(), room.right() + 1 - window.width() - frame.width()))
    y = max(room.top(), min(window.y(), room.bottom() + 1 - window.height() - frame.height()))
    if (x, y) != (window.x(), window.y()):
        window.move(x, y)
