"""A guard against a Qt binding that corrupts Python's reference counts.

PySide6-Essentials 6.12.0 on CPython 3.11 drops one reference to ``None`` on every QPainter call that
returns nothing (``setBrush``, ``setPen``, ``drawRoundedRect``...). After a few minutes of painting the
count reaches zero and the interpreter aborts ("none_dealloc: deallocating None"): the window vanishes
mid-game. Python 3.12 made ``None``, ``True`` and ``False`` immortal, so only older interpreters die.

The dependency specification keeps pip away from that pair (README: Dependencies); this module is the
second line: the app measures the counts at start-up, the self-test of a frozen build measures them,
and the test suite measures them over the app's own painting. A few hundred calls tell a leaking build
from a sound one, and a spare stock of references keeps the measurement itself from crashing.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable

import PySide6
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen

SINGLETONS: dict[str, object] = {"None": None, "True": True, "False": False}
IMMORTAL_SINGLETONS = sys.version_info >= (3, 12)
PROBE_ROUNDS = 300
SPARE_REFERENCES = 100_000  # far more than any measurement can drop, so None never reaches zero here


def singleton_counts() -> dict[str, int]:
    return {name: sys.getrefcount(value) for name, value in SINGLETONS.items()}


def singleton_drift(work: Callable[[], object], rounds: int) -> dict[str, int]:
    """How far each singleton's reference count moved over ``rounds`` calls of ``work``.

    A sound binding leaves the counts where they were, give or take a few cached objects; a leaking one
    moves them by about one per call. The spare references are held only while measuring.
    """
    spare = [None, True, False] * SPARE_REFERENCES
    gc.collect()  # garbage freed mid-measure would move the counts by its own references
    before = singleton_counts()
    for _ in range(rounds):
        work()
    gc.collect()
    after = singleton_counts()
    del spare
    return {name: after[name] - before[name] for name in SINGLETONS}


def leaking(drift: dict[str, int], rounds: int) -> list[str]:
    """The singletons whose count fell by at least half a reference per round."""
    return [name for name, change in drift.items() if change <= -max(1, rounds // 2)]


def painter_workload() -> Callable[[], None]:
    """A small batch of the QPainter calls every table makes, on an offscreen image."""
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    colour = QColor(90, 60, 30)
    font = QFont()
    rect = QRectF(2, 2, 40, 20)

    def work() -> None:
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(colour)
        painter.setPen(QPen(colour, 1.5))
        painter.setFont(font)
        painter.drawRoundedRect(rect, 4, 4)
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), "7")
        moved = QRectF(rect)
        moved.moveCenter(QPointF(20, 20))
        painter.drawEllipse(moved)
        painter.end()

    return work


def binding_problem(rounds: int = PROBE_ROUNDS) -> str:
    """Why this Qt binding would crash the app mid-game, or "" when it is sound (or cannot be)."""
    if IMMORTAL_SINGLETONS:
        return ""
    fallen = leaking(singleton_drift(painter_workload(), rounds), rounds)
    if not fallen:
        return ""
    python = ".".join(str(part) for part in sys.version_info[:3])
    return (
        f"PySide6 {PySide6.__version__} on Python {python} loses references to {', '.join(fallen)} "
        "on every painting call: the app would crash mid-game. Reinstall with `bash tools/play.sh` "
        "(it installs a PySide6 below 6.12 on Python 3.11), or use Python 3.12 or newer."
    )


def main() -> int:
    """``python -m wonders_desktop.ui.platform.qt_health``: the set-up scripts' check before the window."""
    import os

    from PySide6.QtGui import QGuiApplication

    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a check, not a window: no display needed
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    problem = binding_problem()
    del app
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
